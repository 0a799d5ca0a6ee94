import type { ConversationParticipant, Message } from '@tightlines/domain/messages/contract';

/** The last message I sent (not pending), which carries the seen mark. */
export function lastOwnMessage<T extends Message & { pending?: boolean }>(
  messages: T[],
  myId: string,
): T | undefined {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index];
    if (message && message.sender?.id === myId && !message.pending) return message;
  }
  return undefined;
}

/** The others whose read mark is at or after the message (read state from last_read_at). */
export function seenBy(
  message: Message,
  members: ConversationParticipant[],
  myId: string,
): ConversationParticipant[] {
  const sent = new Date(message.createdAt).getTime();
  return members.filter(
    (member) =>
      member.id !== myId && member.lastReadAt !== null && new Date(member.lastReadAt).getTime() >= sent,
  );
}
