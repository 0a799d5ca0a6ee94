import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@tightlines/domain/notifications/contract';
import { api } from '#web/lib/api-client';
import { useRealtimeStatus } from '#web/lib/socket';
import { notificationKeys } from './notification-keys';

/** Tournaments and activity poll every 60 s; notifications poll at the same pace, only as a fallback. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export function getNotifications(): Promise<NotificationList> {
  return api<NotificationList>('/notifications');
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: getNotifications,
    // New ones arrive over the socket and are patched in; a minute keeps reopened panels honest.
    staleTime: 60_000,
  });

/**
 * The newest 50 and the unread count. Over the socket the cache is patched as notifications arrive; when
 * the socket is down (after the 5 s wait) it polls every 60 s, and only while the tab is visible.
 */
export function useNotifications() {
  const { shouldPoll } = useRealtimeStatus();
  return useQuery({
    ...getNotificationsQueryOptions(),
    refetchInterval: shouldPoll ? NOTIFICATIONS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
