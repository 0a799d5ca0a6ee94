import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '@tightlines/domain/notifications/contract';
import { api } from '#web/lib/api-client';
import { notificationKeys } from './notification-keys';

export function getPreferences(): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/notification-preferences');
}

export function savePreferences(items: NotificationPreferences['items']): Promise<NotificationPreferences> {
  return api<NotificationPreferences>('/notification-preferences', { method: 'PUT', json: { items } });
}

export const getPreferencesQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.preferences(), queryFn: getPreferences });

export function usePreferences() {
  return useQuery(getPreferencesQueryOptions());
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences(), saved),
  });
}
