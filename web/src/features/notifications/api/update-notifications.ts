import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@tightlines/domain/notifications/contract';
import type { NewNotificationEvent } from '@tightlines/domain/realtime/events';
import { NOTIFICATIONS_LIMIT } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { notificationKeys } from './notification-keys';

export function markNotificationRead(notificationId: string): Promise<void> {
  return api<void>(`/notifications/${encodeURIComponent(notificationId)}/read`, { method: 'PATCH' });
}

export function markAllNotificationsRead(): Promise<void> {
  return api<void>('/notifications/read-all', { method: 'POST' });
}

export function deleteNotification(notificationId: string): Promise<void> {
  return api<void>(`/notifications/${encodeURIComponent(notificationId)}`, { method: 'DELETE' });
}

function patchList(
  queryClient: QueryClient,
  change: (list: NotificationList) => NotificationList,
): NotificationList | undefined {
  const previous = queryClient.getQueryData<NotificationList>(notificationKeys.list());
  if (previous) queryClient.setQueryData(notificationKeys.list(), change(previous));
  return previous;
}

/** A notification pushed over the socket goes on top of the list (newest 50 kept) and lights the badge. */
export function addNotification(queryClient: QueryClient, event: NewNotificationEvent): void {
  const added: Notification = { ...event, isRead: false };
  patchList(queryClient, (list) =>
    list.items.some((item) => item.id === event.id)
      ? list
      : { items: [added, ...list.items].slice(0, NOTIFICATIONS_LIMIT), unreadCount: list.unreadCount + 1 },
  );
}

/** Marks one read at once on screen; the server catches up (and a failure puts it back). */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: (notificationId) => {
      void queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      return patchList(queryClient, (list) => {
        const target = list.items.find((item) => item.id === notificationId);
        if (!target || target.isRead) return list;
        return {
          items: list.items.map((item) => (item.id === notificationId ? { ...item, isRead: true } : item)),
          unreadCount: Math.max(0, list.unreadCount - 1),
        };
      });
    },
    onError: (_error, _id, previous) => {
      if (previous) queryClient.setQueryData(notificationKeys.list(), previous);
    },
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      patchList(queryClient, (list) => ({
        items: list.items.map((item) => ({ ...item, isRead: true })),
        unreadCount: 0,
      }));
    },
  });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSuccess: (_result, notificationId) => {
      patchList(queryClient, (list) => {
        const target = list.items.find((item) => item.id === notificationId);
        return {
          items: list.items.filter((item) => item.id !== notificationId),
          unreadCount: target && !target.isRead ? Math.max(0, list.unreadCount - 1) : list.unreadCount,
        };
      });
    },
  });
}
