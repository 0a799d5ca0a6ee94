import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import { useNotifications } from '#web/features/notifications/api/get-notifications';
import { NotificationPanel } from './notification-panel';
import { BellGlyph } from './unread-badge';

/** The bell's accessible name, with the unread count when there is one. */
export function useBellLabel(unread: number): string {
  const { t } = useTranslation('notifications');
  return unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');
}

/**
 * Notification bell (signed-in only): the unread badge, and a 400 px list of the newest 50 in a
 * popover. Non-modal like the other header menus; Escape or a click outside closes it.
 */
export function NotificationBell({
  triggerClassName,
  defaultOpen = false,
}: {
  triggerClassName: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const notifications = useNotifications();
  const unread = notifications.data?.unreadCount ?? 0;
  const label = useBellLabel(unread);
  const titleId = useId();

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={triggerClassName}>
        <BellGlyph unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={titleId}
          className="z-50 w-[min(26rem,calc(100vw-1rem))] overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white text-deep shadow-xl shadow-deep/10 outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
        >
          <span id={titleId} className="sr-only">
            {label}
          </span>
          <NotificationPanel listClassName="h-[400px]" onDone={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
