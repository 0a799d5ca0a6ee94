import { useTranslation } from 'react-i18next';
import { useNotifications } from '#web/features/notifications/api/get-notifications';
import { BellGlyph } from './unread-badge';

/**
 * The bell as the header first draws it: the same look and live badge, without the popover's code, which
 * loads with the other header menus on first reach (see StaticHeaderActions).
 */
export function StaticBell({ className, onActivate }: { className: string; onActivate: () => void }) {
  // Never suspend the header for this namespace: hold the bell's place until its words arrive.
  const { t, ready } = useTranslation('notifications', { useSuspense: false });
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;
  if (!ready) return <span className="inline-flex h-11 w-11" aria-hidden="true" />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
      className={className}
      onClick={onActivate}
    >
      <BellGlyph unread={unread} />
    </button>
  );
}
