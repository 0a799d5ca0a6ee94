import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { Notification } from '@tightlines/domain/notifications/contract';
import { Avatar } from '#web/components/ui/avatar';
import { cn } from '#web/components/ui/cn';
import { Spinner } from '#web/components/ui/spinner';
import { fullTime, relativeTime } from '#web/lib/format/time';
import { useNotificationText } from '#web/features/notifications/lib/render';
import { iconFor } from '#web/features/notifications/lib/type-icon';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0))
    .join('');
  return (letters || '?').toUpperCase();
}

/** One notification: who, what, when; choosing it opens what it is about, the cross deletes it. */
export function NotificationItem({
  notification,
  onOpen,
  onDelete,
  deleting,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
  deleting: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const language = i18n.resolvedLanguage ?? 'en';
  const { icon: TypeIcon, tone } = iconFor(notification.type);
  const { actor, isRead } = notification;
  const { title, message } = useNotificationText()(notification);

  return (
    <li
      className={cn(
        'relative flex items-start gap-1 border-b border-slate-100 pe-1 transition-colors last:border-b-0 dark:border-slate-800',
        isRead ? 'bg-white dark:bg-slate-900' : 'bg-shallows/70 dark:bg-slate-800/60',
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className="flex min-h-16 min-w-0 flex-1 items-start gap-3 px-4 py-3 text-start outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-open focus-visible:ring-inset dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
      >
        <span className="relative shrink-0">
          {actor ? (
            <Avatar src={actor.avatarUrl} alt="" initials={initials(actor.fullName)} />
          ) : (
            <span className={cn('inline-flex h-10 w-10 items-center justify-center rounded-full', tone)}>
              <TypeIcon className="h-5 w-5" aria-hidden="true" />
            </span>
          )}
          {actor && (
            <span
              className={cn(
                'absolute -end-1 -bottom-1 inline-flex h-5 w-5 items-center justify-center rounded-full ring-2 ring-white dark:ring-slate-900',
                tone,
              )}
            >
              <TypeIcon className="h-3 w-3" aria-hidden="true" />
            </span>
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-[15px] leading-snug font-semibold text-deep dark:text-white">
            {title}
          </span>
          {message && (
            <span
              dir="auto"
              className="mt-0.5 block text-sm leading-snug break-words text-slate-700 dark:text-slate-300"
            >
              {message}
            </span>
          )}
          <time
            dateTime={notification.createdAt}
            title={fullTime(notification.createdAt, language)}
            className="mt-1 block text-[13px] text-slate-600 dark:text-slate-400"
          >
            {relativeTime(notification.createdAt, language, { style: 'long' })}
          </time>
        </span>
        {!isRead && (
          <span className="mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full bg-open dark:bg-open-400">
            <span className="sr-only">{t('item.unread')}</span>
          </span>
        )}
      </button>
      <button
        type="button"
        onClick={() => onDelete(notification)}
        disabled={deleting}
        aria-label={t('item.delete', { title })}
        aria-busy={deleting || undefined}
        className="mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] text-slate-500 transition-colors hover:bg-slate-100 hover:text-danger disabled:opacity-60 dark:text-slate-400 dark:hover:bg-slate-700"
      >
        {deleting ? <Spinner className="h-4 w-4" /> : <X className="h-4 w-4" aria-hidden="true" />}
      </button>
    </li>
  );
}
