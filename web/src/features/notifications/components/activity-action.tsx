import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { useNotifications } from '#web/features/notifications/api/get-notifications';
import { badgeText } from './unread-badge';

// The sheet (Radix dialog and the list) loads on first tap, never with the page.
const loadSheet = () => import('./notifications-sheet');
const NotificationsSheet = lazy(() => loadSheet().then((m) => ({ default: m.NotificationsSheet })));

/**
 * The mobile bottom bar's Activity (signed-in only): opens the notifications in a sheet. `extra` is what else
 * waits for the person (unread messages): counted into the badge and shown above the list by `lead`.
 */
export function ActivityAction({
  label,
  icon: Icon,
  extra,
}: {
  label: string;
  icon: LucideIcon;
  extra?: { count: number; label: string; lead: (close: () => void) => ReactNode };
}) {
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const notifications = useNotifications();
  const unreadNotifications = notifications.data?.unreadCount ?? 0;
  const unread = unreadNotifications + (extra?.count ?? 0);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        className="flex flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold text-slate-600 transition-colors hover:text-deep dark:text-slate-400 dark:hover:text-white"
      >
        <span className="relative inline-flex">
          <Icon className="h-6 w-6" strokeWidth={2} aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute -end-2.5 -top-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white dark:ring-slate-950"
            >
              {badgeText(unread)}
            </span>
          )}
        </span>
        {label}
        {unreadNotifications > 0 && ready && (
          <span className="sr-only">{t('bell.labelUnread', { count: unreadNotifications })}</span>
        )}
        {extra && extra.count > 0 && <span className="sr-only">{extra.label}</span>}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationsSheet open={open} onOpenChange={setOpen} lead={extra?.lead} />
        </Suspense>
      )}
    </>
  );
}
