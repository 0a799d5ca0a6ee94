import type { TFunction } from 'i18next';
import type { ConversationSummary } from '@tightlines/domain/messages/contract';

/** How a conversation is called: its title (a group's name, a team's name), else the people in it. */
export function conversationName(t: TFunction, conversation: ConversationSummary): string {
  if (conversation.title) return conversation.title;
  if (conversation.team) return conversation.team.name;
  const names = conversation.participants.map((person) => person.displayName);
  if (names.length === 0) return t('messages:conversation.nobody');
  if (conversation.type === 'direct' || names.length === 1) return names[0] ?? '';
  // participantCount counts the reader too.
  const others = conversation.participantCount - 1;
  if (others > names.length)
    return t('messages:conversation.namesAndMore', {
      names: names.slice(0, 3).join(', '),
      count: others - Math.min(names.length, 3),
    });
  return names.join(', ');
}

/** A fresh id for an optimistic send (the server echoes it back as clientId). */
export function newClientId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The conversation page's path. */
export function conversationPath(conversationId: string): string {
  return `/messages/${encodeURIComponent(conversationId)}`;
}
