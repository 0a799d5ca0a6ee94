import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message, MessagePage } from '@tightlines/domain/messages/contract';
import type { Person } from '@tightlines/domain/social/people';
import { api } from '#web/lib/api-client';
import { useRealtimeStatus } from '#web/lib/socket';
import {
  addToHistory,
  markConversationRead,
  markDeleted,
  moveToTop,
  removeFromHistory,
  setReadMark,
  type HistoryPage,
} from './cache';
import { messageKeys } from './message-keys';

/** Without the socket (after its 5 s wait) an open conversation asks for news this often. */
export const HISTORY_POLL_MS = 10_000;

const path = (conversationId: string) => `/conversations/${encodeURIComponent(conversationId)}`;

export function getMessages(conversationId: string, before?: string): Promise<MessagePage> {
  const params = new URLSearchParams();
  if (before) params.set('before', before);
  const query = params.toString();
  return api<MessagePage>(`${path(conversationId)}/messages${query ? `?${query}` : ''}`);
}

/** The history, newest page first in the cache; each page is oldest first; older pages on demand. */
export function useMessages(conversationId: string) {
  const { shouldPoll } = useRealtimeStatus();
  return useInfiniteQuery({
    queryKey: messageKeys.history(conversationId),
    queryFn: ({ pageParam }): Promise<HistoryPage> => getMessages(conversationId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 30_000,
    // A poll refetches only the newest page (the older ones do not change but by deletion).
    refetchInterval: shouldPoll ? HISTORY_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}

export interface SendInput {
  content: string;
  clientId: string;
  image: File | null;
}

/** JSON for text; multipart/form-data (the posts' upload pipeline) when a photo goes with it. */
export function sendMessage(
  conversationId: string,
  { content, clientId, image }: SendInput,
): Promise<Message> {
  if (!image)
    return api<Message>(`${path(conversationId)}/messages`, { method: 'POST', json: { content, clientId } });
  const form = new FormData();
  form.set('content', content);
  form.set('clientId', clientId);
  form.set('image', image, image.name);
  return api<Message>(`${path(conversationId)}/messages`, { method: 'POST', body: form });
}

/**
 * Sends a message. A text shows at once at the bottom (pending) and is replaced by the server's copy; a photo
 * waits for the upload. On failure the optimistic copy goes and the caller gives the text back.
 */
export function useSendMessage(conversationId: string, me: Person | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => sendMessage(conversationId, input),
    onMutate: (input) => {
      if (input.image || !me) return;
      addToHistory(queryClient, conversationId, {
        id: input.clientId,
        conversationId,
        sender: me,
        content: input.content,
        image: null,
        isDeleted: false,
        createdAt: new Date().toISOString(),
        clientId: input.clientId,
        pending: true,
      });
    },
    onSuccess: (message) => {
      addToHistory(queryClient, conversationId, message);
      if (!moveToTop(queryClient, message, { mine: true, reading: true }))
        void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
    },
    onError: (_, input) => removeFromHistory(queryClient, conversationId, input.clientId),
  });
}

export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api<void>(`${path(conversationId)}/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' }),
    onSuccess: (_, messageId) => markDeleted(queryClient, conversationId, messageId),
  });
}

interface ReadMark {
  lastReadAt: string;
}

/** Everything up to now is read: my read mark moves, the list's count and the badge drop. */
export function useMarkRead(conversationId: string, myId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<ReadMark>(`${path(conversationId)}/read`, { method: 'POST' }),
    onSuccess: (mark) => {
      markConversationRead(queryClient, conversationId);
      if (myId) setReadMark(queryClient, conversationId, myId, mark.lastReadAt);
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    },
  });
}

/** Tells the others I am typing (the caller sends at most one every TYPING_SEND_INTERVAL_MS); failures are ignored. */
export function sendTyping(conversationId: string): void {
  void api<void>(`${path(conversationId)}/typing`, { method: 'POST' }).catch(() => undefined);
}
