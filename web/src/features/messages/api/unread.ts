import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnreadSummary } from '@tightlines/domain/messages/contract';
import { api } from '#web/lib/api-client';
import { useRealtimeStatus, useSocketEvent } from '#web/lib/socket';
import { messageKeys } from './message-keys';

/** The badge polls at the notifications' pace, and only when the socket is not there (after its 5 s wait). */
export const UNREAD_POLL_MS = 60_000;

export function getUnread(): Promise<UnreadSummary> {
  return api<UnreadSummary>('/conversations/unread');
}

/**
 * The total unread messages (inbox) and waiting requests, for the header's badge. Small on purpose: it is
 * on every page for a signed-in person, so it carries no list and no messaging code beyond this.
 */
export function useUnreadSummary(enabled: boolean) {
  const queryClient = useQueryClient();
  const { shouldPoll } = useRealtimeStatus();
  // Any messaging event may move the count: ask again (one tiny request). Cached conversation lists that are
  // not on screen are marked stale too, so they load fresh when next shown.
  const refresh = () => {
    if (!enabled) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
    void queryClient.invalidateQueries({ queryKey: messageKeys.lists(), refetchType: 'none' });
  };
  useSocketEvent('new-message', refresh);
  useSocketEvent('message-deleted', refresh);
  useSocketEvent('conversation-read', refresh);
  useSocketEvent('conversation-updated', refresh);
  return useQuery({
    queryKey: messageKeys.unread(),
    queryFn: getUnread,
    enabled,
    staleTime: 60_000,
    refetchInterval: shouldPoll ? UNREAD_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
