import type { ConversationBox } from '@tightlines/domain/messages/contract';

/** Every messaging query key starts with 'messages'. */
export const messageKeys = {
  all: ['messages'] as const,
  /** The header's badge: GET /api/conversations/unread. */
  unread: () => ['messages', 'unread'] as const,
  lists: () => ['messages', 'list'] as const,
  list: (box: ConversationBox) => ['messages', 'list', box] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  history: (id: string) => ['messages', 'history', id] as const,
  settings: () => ['messages', 'settings'] as const,
};
