import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BellOff, CheckCheck, CloudOff, RefreshCw, Settings } from 'lucide-react';
import type { Notification } from '@tightlines/domain/notifications/contract';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';
import { errorMessage } from '#web/lib/error-message';
import { useNotifications } from '#web/features/notifications/api/get-notifications';
import {
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '#web/features/notifications/api/update-notifications';
import { notificationPath } from '#web/features/notifications/lib/action-url';
import { NotificationItem } from './notification-item';

export const PREFERENCES_PATH = '/notification-preferences';

/**
 * The newest 50 notifications with their actors. Choosing one marks it read and opens its
 * action_url; 'Mark all as read' and delete confirm with a toast. Shared by the bell and the bottom bar.
 */
export function NotificationPanel({
  onDone,
  listClassName,
  showTitle = true,
}: {
  /** Called after the panel sent the person somewhere (closes the popover or sheet). */
  onDone?: () => void;
  listClassName?: string;
  showTitle?: boolean;
}) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const [deleting, setDeleting] = useState<string | null>(null);
  const unread = notifications.data?.unreadCount ?? 0;

  const handleOpen = (notification: Notification) => {
    if (!notification.isRead) {
      markRead.mutate(notification.id, { onError: (error) => toast.error(errorMessage(t, error)) });
    }
    const path = notificationPath(notification);
    if (path) {
      onDone?.();
      void navigate(path);
    }
  };

  const handleDelete = (notification: Notification) => {
    setDeleting(notification.id);
    remove.mutate(notification.id, {
      onSuccess: () => toast.success(t('toast.deleted')),
      onError: (error) => toast.error(errorMessage(t, error)),
      onSettled: () => setDeleting(null),
    });
  };

  const handleMarkAll = () => {
    markAllRead.mutate(undefined, {
      onSuccess: () => toast.success(t('toast.allRead')),
      onError: (error) => toast.error(errorMessage(t, error)),
    });
  };

  return (
    <div className="flex flex-col">
      <div className="flex min-h-14 items-center gap-2 border-b border-slate-200 px-4 py-2 dark:border-slate-800">
        {showTitle && (
          <h2 className="me-auto text-base font-bold text-deep dark:text-white">{t('panel.title')}</h2>
        )}
        <div className={cn('flex items-center gap-1', !showTitle && 'ms-auto')}>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11"
            onClick={handleMarkAll}
            busy={markAllRead.isPending}
            disabled={unread === 0}
          >
            {!markAllRead.isPending && <CheckCheck className="h-4 w-4" aria-hidden="true" />}
            {t('panel.markAllRead')}
          </Button>
          <Link
            to={PREFERENCES_PATH}
            onClick={onDone}
            aria-label={t('panel.settings')}
            title={t('panel.settings')}
            className="inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] text-slate-600 transition-colors hover:bg-slate-100 hover:text-deep dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <Settings className="h-5 w-5" aria-hidden="true" />
          </Link>
        </div>
      </div>
      <div className={cn('overflow-y-auto overscroll-contain', listClassName)}>
        {notifications.isPending ? (
          <ul aria-busy="true" aria-label={t('panel.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="flex gap-3 px-4 py-3">
                <Skeleton className="h-10 w-10 rounded-full" />
                <span className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-2/3" />
                  <Skeleton className="h-3.5 w-full" />
                  <Skeleton className="h-3 w-1/4" />
                </span>
              </li>
            ))}
          </ul>
        ) : notifications.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
            <span className="grid h-12 w-12 place-items-center rounded-full bg-red-50 text-danger dark:bg-red-950/40">
              <CloudOff className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-deep dark:text-slate-100">{t('panel.loadFailed')}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {errorMessage(t, notifications.error)}
              </p>
            </div>
            <Button
              variant="outline"
              onClick={() => void notifications.refetch()}
              busy={notifications.isFetching}
            >
              {!notifications.isFetching && <RefreshCw className="h-4 w-4" aria-hidden="true" />}
              {t('panel.retry')}
            </Button>
          </div>
        ) : notifications.data.items.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 px-6 py-12 text-center">
            <span className="grid h-12 w-12 place-items-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
              <BellOff className="h-6 w-6" aria-hidden="true" />
            </span>
            <div>
              <p className="font-semibold text-deep dark:text-slate-100">{t('panel.empty')}</p>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('panel.emptyHint')}</p>
            </div>
          </div>
        ) : (
          <ul aria-label={t('panel.title')}>
            {notifications.data.items.map((notification) => (
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
      </div>
    </div>
  );
}
