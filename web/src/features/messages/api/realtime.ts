import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '#web/lib/socket';
import { addToHistory, markConversationRead, markDeleted, moveToTop, setReadMark } from './cache';
import { messageKeys } from './message-keys';

/**
 * While the messaging pages are open, socket events patch their caches (ARCHITECTURE: the client patches the
 * cache from events): a new message lands in its history and lifts its conversation to the top, a deletion
 * shows, read marks move, and an updated conversation is asked for again.
 */
export function useMessagesRealtime(myId: string | null, viewing: string | null) {
  const queryClient = useQueryClient();

  useSocketEvent('new-message', ({ conversationId, message }) => {
    addToHistory(queryClient, conversationId, message);
    const reading = viewing === conversationId && document.visibilityState === 'visible';
    const mine = message.sender?.id === myId;
    if (!moveToTop(queryClient, message, { mine, reading }))
      void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  });

  useSocketEvent('message-deleted', ({ conversationId, messageId }) =>
    markDeleted(queryClient, conversationId, messageId),
  );

  useSocketEvent('conversation-read', ({ conversationId, userId, lastReadAt }) => {
    setReadMark(queryClient, conversationId, userId, lastReadAt);
    if (userId === myId) markConversationRead(queryClient, conversationId);
  });

  useSocketEvent('conversation-updated', ({ conversationId }) => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(conversationId) });
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists() });
  });
}
