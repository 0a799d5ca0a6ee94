import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  ConversationBox,
  ConversationDetail,
  ConversationPage,
  MessageSettings,
  StartDirectResult,
} from '@tightlines/domain/messages/contract';
import { api } from '#web/lib/api-client';
import { useRealtimeStatus } from '#web/lib/socket';
import { messageKeys } from './message-keys';

/** A team's chat by the team's slug (members only; 404 for anyone else). */
export function getTeamConversation(teamSlug: string): Promise<ConversationDetail> {
  return api<ConversationDetail>(`/conversations/team/${encodeURIComponent(teamSlug)}`);
}

/** Without the socket (after its 5 s wait) the open lists ask again this often. */
export const LIST_POLL_MS = 30_000;

const path = (conversationId: string) => `/conversations/${encodeURIComponent(conversationId)}`;

export function getConversations(box: ConversationBox, cursor?: string): Promise<ConversationPage> {
  const params = new URLSearchParams({ box });
  if (cursor) params.set('cursor', cursor);
  return api<ConversationPage>(`/conversations?${params.toString()}`);
}

/** The inbox or the requests, newest activity first, 30 a page. */
export function useConversations(box: ConversationBox) {
  const { shouldPoll } = useRealtimeStatus();
  return useInfiniteQuery({
    queryKey: messageKeys.list(box),
    queryFn: ({ pageParam }) => getConversations(box, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
    refetchInterval: shouldPoll ? LIST_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

export type ConversationPages = InfiniteData<ConversationPage, string | undefined>;

export function getConversation(conversationId: string): Promise<ConversationDetail> {
  return api<ConversationDetail>(path(conversationId));
}

/** Without the socket (after its 5 s wait) the open conversation's read marks and members are asked for again. */
export const DETAIL_POLL_MS = 10_000;

export function useConversation(conversationId: string) {
  const { shouldPoll } = useRealtimeStatus();
  return useQuery({
    queryKey: messageKeys.conversation(conversationId),
    queryFn: () => getConversation(conversationId),
    staleTime: 30_000,
    refetchInterval: shouldPoll ? DETAIL_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

export function startDirect(userId: string): Promise<StartDirectResult> {
  return api<StartDirectResult>('/conversations/direct', { method: 'POST', json: { userId } });
}

/** Gets or creates the direct conversation with a person; its detail is cached for the page it opens. */
export function useStartDirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDirect,
    onSuccess: ({ conversation }) => {
      queryClient.setQueryData(messageKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists(), refetchType: 'none' });
    },
  });
}

export function startGroup(input: { userIds: string[]; title?: string }): Promise<ConversationDetail> {
  return api<ConversationDetail>('/conversations/group', { method: 'POST', json: input });
}

export function useStartGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startGroup,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
  });
}

/** Takes a conversation out of a cached list (declined, left). */
function dropFromLists(queryClient: ReturnType<typeof useQueryClient>, conversationId: string) {
  queryClient.setQueriesData<ConversationPages>({ queryKey: messageKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== conversationId),
          })),
        }
      : data,
  );
}

/** Accepts a request: it moves to the inbox. */
export function useAcceptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api<void>(`${path(conversationId)}/accept`, { method: 'POST' }),
    onSuccess: (_, conversationId) => {
      dropFromLists(queryClient, conversationId);
      queryClient.setQueryData<ConversationDetail>(messageKeys.conversation(conversationId), (detail) =>
        detail ? { ...detail, box: 'inbox' } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
  });
}

/** Leaves a group, or declines a request (the same: the person is out of it). */
export function useLeaveConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: string) => api<void>(`${path(conversationId)}/leave`, { method: 'POST' }),
    onSuccess: (_, conversationId) => {
      dropFromLists(queryClient, conversationId);
      queryClient.removeQueries({ queryKey: messageKeys.conversation(conversationId) });
      queryClient.removeQueries({ queryKey: messageKeys.history(conversationId) });
      // A list asked for before this answer may still bring it back: ask again.
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
  });
}

export function getMessageSettings(): Promise<MessageSettings> {
  return api<MessageSettings>('/message-settings');
}

export function useMessageSettings(enabled = true) {
  return useQuery({ queryKey: messageKeys.settings(), queryFn: getMessageSettings, enabled });
}

export function useUpdateMessageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MessageSettings) =>
      api<MessageSettings>('/message-settings', { method: 'PUT', json: settings }),
    onSuccess: (settings) => queryClient.setQueryData(messageKeys.settings(), settings),
  });
}
