import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  ConversationDetail,
  ConversationSummary,
  Message,
  MessagePage,
} from '@tightlines/domain/messages/contract';
import { MESSAGE_PREVIEW_CHARS } from '@tightlines/domain/messages/contract';
import type { ConversationPages } from './conversations';
import { messageKeys } from './message-keys';

/** A message as the conversation shows it: `pending` while my own send is on its way. */
export type ShownMessage = Message & { pending?: boolean };
export type HistoryPage = Omit<MessagePage, 'items'> & { items: ShownMessage[] };
export type History = InfiniteData<HistoryPage, string | undefined>;

const sameMessage = (a: ShownMessage, b: ShownMessage) =>
  a.id === b.id || (a.clientId !== null && a.clientId === b.clientId);

/**
 * Adds a message at the bottom of a cached history (page 0 is the newest), or puts the server's copy in place
 * of the optimistic one or of a copy already there (my own send answered and echoed over the socket).
 */
export function addToHistory(queryClient: QueryClient, conversationId: string, message: ShownMessage): void {
  queryClient.setQueryData<History>(messageKeys.history(conversationId), (data) => {
    if (!data) return data;
    const known = data.pages.some((page) => page.items.some((item) => sameMessage(item, message)));
    if (known)
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) =>
            sameMessage(item, message) ? (item.pending || !message.pending ? message : item) : item,
          ),
        })),
      };
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return { ...data, pages: [{ ...newest, items: [...newest.items, message] }, ...older] };
  });
}

export function removeFromHistory(queryClient: QueryClient, conversationId: string, clientId: string): void {
  queryClient.setQueryData<History>(messageKeys.history(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.clientId !== clientId || !item.pending),
          })),
        }
      : data,
  );
}

/** A deleted message keeps its place and reads 'Message deleted'. */
export function markDeleted(queryClient: QueryClient, conversationId: string, messageId: string): void {
  queryClient.setQueryData<History>(messageKeys.history(conversationId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.id === messageId ? { ...item, isDeleted: true, content: '', image: null } : item,
            ),
          })),
        }
      : data,
  );
  patchSummaries(queryClient, conversationId, (summary) =>
    summary.lastMessage?.id === messageId
      ? { ...summary, lastMessage: { ...summary.lastMessage, preview: '', hasImage: false, isDeleted: true } }
      : summary,
  );
}

function patchSummaries(
  queryClient: QueryClient,
  conversationId: string,
  patch: (summary: ConversationSummary) => ConversationSummary,
): void {
  queryClient.setQueriesData<ConversationPages>({ queryKey: messageKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === conversationId ? patch(item) : item)),
          })),
        }
      : data,
  );
}

/**
 * A new message moves its conversation to the top of the cached list it is in, with the new preview; one from
 * someone else counts as unread unless the reader is looking at it. Returns whether the list had it.
 */
export function moveToTop(
  queryClient: QueryClient,
  message: Message,
  { mine, reading }: { mine: boolean; reading: boolean },
): boolean {
  let found = false;
  queryClient.setQueriesData<ConversationPages>({ queryKey: messageKeys.lists() }, (data) => {
    if (!data) return data;
    let moved: ConversationSummary | undefined;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => {
        if (item.id !== message.conversationId) return true;
        moved = item;
        return false;
      }),
    }));
    if (!moved) return data;
    found = true;
    const updated: ConversationSummary = {
      ...moved,
      lastMessage: {
        id: message.id,
        senderId: message.sender?.id ?? null,
        preview: message.content.slice(0, MESSAGE_PREVIEW_CHARS),
        hasImage: message.image !== null,
        isDeleted: message.isDeleted,
        createdAt: message.createdAt,
      },
      lastMessageAt: message.createdAt,
      unreadCount: mine || reading ? (mine ? moved.unreadCount : 0) : moved.unreadCount + 1,
    };
    const [first, ...rest] = pages;
    return first ? { ...data, pages: [{ ...first, items: [updated, ...first.items] }, ...rest] } : data;
  });
  return found;
}

/** Nothing unread any more in this conversation (I read it, here or in another tab). */
export function markConversationRead(queryClient: QueryClient, conversationId: string): void {
  patchSummaries(queryClient, conversationId, (summary) => ({ ...summary, unreadCount: 0 }));
}

/** Someone's read mark moved: the seen marks follow. */
export function setReadMark(
  queryClient: QueryClient,
  conversationId: string,
  userId: string,
  lastReadAt: string,
): void {
  queryClient.setQueryData<ConversationDetail>(messageKeys.conversation(conversationId), (detail) =>
    detail
      ? {
          ...detail,
          members: detail.members.map((member) =>
            member.id === userId && (!member.lastReadAt || new Date(member.lastReadAt) < new Date(lastReadAt))
              ? { ...member, lastReadAt }
              : member,
          ),
        }
      : detail,
  );
}
