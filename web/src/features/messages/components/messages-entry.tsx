import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, MessageCircle } from 'lucide-react';
import { messagesBadgeText } from './messages-link';

/**
 * The way to /messages at the top of the phone's Activity sheet (the bottom bar has no Messages item), with the
 * same count as the header's badge. Its strings live in `common`, like the header link's.
 */
export function MessagesEntry({ count, onNavigate }: { count: number; onNavigate: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Link
      to="/messages"
      onClick={onNavigate}
      className="mb-3 flex items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white px-4 py-3 font-semibold text-deep transition-colors hover:bg-shallows/60 focus-visible:ring-2 focus-visible:ring-open focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800"
    >
      <MessageCircle className="h-5 w-5 text-open rtl:-scale-x-100 dark:text-open-400" aria-hidden="true" />
      <span className="flex-1">
        {count > 0 ? t('messaging.labelUnread', { count }) : t('messaging.label')}
      </span>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1 text-[11px] leading-none font-bold text-white tabular-nums"
        >
          {messagesBadgeText(count)}
        </span>
      )}
      <ChevronRight className="h-4 w-4 text-slate-400 rtl:rotate-180" aria-hidden="true" />
    </Link>
  );
}
