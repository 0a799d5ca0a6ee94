import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { BellOff } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@tightlines/domain/notifications/contract';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryState } from '#web/components/ui/query-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { api } from '#web/lib/api-client';
import { errorMessage } from '#web/lib/error-message';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { notificationKeys } from '#web/features/notifications/api/notification-keys';
import { usePreferences, useSavePreferences } from '#web/features/notifications/api/preferences';
import {
  useDeleteNotification,
  useMarkNotificationRead,
} from '#web/features/notifications/api/update-notifications';
import { NotificationItem } from '#web/features/notifications/components/notification-item';
import { PreferenceSwitch } from '#web/features/notifications/components/preference-switch';
import { notificationPath } from '#web/features/notifications/lib/action-url';

type Channel = 'inApp' | 'email' | 'push';
const CHANNELS: Channel[] = ['inApp', 'email', 'push'];
const chartersKey = [...notificationKeys.all, 'list', 'charters'] as const;

/** /profile/charter-notifications: requests, bookings, reminders and reviews only, with the 'charters' switches. */
export function CharterNotificationsPage() {
  const { t } = useTranslation('captain');
  useDocumentTitle(t('notifications.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: chartersKey,
    queryFn: () => api<NotificationList>('/notifications?group=charters'),
  });
  const markRead = useMarkNotificationRead();
  const remove = useDeleteNotification();
  const [deleting, setDeleting] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: chartersKey });

  const handleOpen = (notification: Notification) => {
    if (!notification.isRead)
      markRead.mutate(notification.id, {
        onSuccess: refresh,
        onError: (error) => toast.error(errorMessage(t, error)),
      });
    const path = notificationPath(notification);
    if (path) void navigate(path);
  };
  const handleDelete = (notification: Notification) => {
    setDeleting(notification.id);
    remove.mutate(notification.id, {
      onSuccess: () => {
        refresh();
        toast.success(t('notifications.deleted'));
      },
      onError: (error) => toast.error(errorMessage(t, error)),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <ChannelSwitches />
      <Card className="overflow-hidden">
        <QueryState
          query={list}
          errorTitle={t('notifications.loadError')}
          isEmpty={(data) => data.items.length === 0}
          skeleton={
            <div className="space-y-2 p-4" aria-busy="true">
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          }
          empty={
            <EmptyState icon={BellOff} title={t('notifications.empty')} hint={t('notifications.emptyHint')} />
          }
        >
          {(data) => (
            <ul aria-label={t('notifications.title')}>
              {data.items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={handleOpen}
                  onDelete={handleDelete}
                  deleting={deleting === notification.id}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
    </div>
  );
}

/** The 'charters' preference: in the app, by e-mail, as a push — each switch saves at once. */
function ChannelSwitches() {
  const { t } = useTranslation('captain');
  const preferences = usePreferences();
  const save = useSavePreferences();
  const current = preferences.data?.items.find((item) => item.type === 'charters');
  const toggle = (channel: Channel, on: boolean) => {
    if (!current) return;
    save.mutate([{ ...current, [channel]: on }], {
      onSuccess: () => toast.success(t('notifications.saved')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('notifications.channels')}</h2>
      {preferences.isError ? (
        <p className="text-[15px] text-slate-600 dark:text-slate-400">
          {t('notifications.preferencesError')}
        </p>
      ) : !current ? (
        <Skeleton className="mt-2 h-11 w-full" />
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
          {CHANNELS.map((channel) => (
            <li key={channel} className="flex items-center justify-between gap-3 py-1">
              <span className="text-[15px] text-slate-800 dark:text-slate-200">
                {t(`notifications.channel.${channel}`)}
              </span>
              <PreferenceSwitch
                checked={current[channel]}
                onCheckedChange={(on) => toggle(channel, on)}
                disabled={save.isPending}
                label={t(`notifications.channel.${channel}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
