import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessageCircle } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import { useUnreadSummary } from '#web/features/messages/api/unread';

/** The count, and 9+ above 9 (as the notification bell). */
export function messagesBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/**
 * The header's way to /messages (signed-in only, every width, next to the bell) with the unread badge: unread
 * messages in the inbox plus requests waiting. Its strings live in `common`, so no messaging namespace or
 * messaging code is downloaded for it.
 */
export function MessagesLink({ className }: { className: string }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const unread = useUnreadSummary(true);
  const count = (unread.data?.unreadCount ?? 0) + (unread.data?.requestCount ?? 0);
  const here = pathname === '/messages' || pathname.startsWith('/messages/');
  return (
    <Link
      to="/messages"
      aria-label={count > 0 ? t('messaging.labelUnread', { count }) : t('messaging.label')}
      aria-current={here ? 'page' : undefined}
      className={cn(className, here && 'text-open dark:text-open-400')}
    >
      <span className="relative inline-flex">
        <MessageCircle className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
        {count > 0 && (
          <span
            aria-hidden="true"
            data-testid="messages-badge"
            className="absolute -end-2.5 -top-2 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white tabular-nums ring-2 ring-white dark:ring-slate-950"
          >
            {messagesBadgeText(count)}
          </span>
        )}
      </span>
    </Link>
  );
}
