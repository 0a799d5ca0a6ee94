import { useTranslation } from 'react-i18next';
import type { EventSummary } from '@tightlines/domain/tournaments/events-contract';
import { cn } from '#web/components/ui/cn';

const styles = {
  active: 'bg-gradient-to-r from-orange-700 to-red-600 text-white',
  upcoming: 'bg-open text-white',
  completed: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
} as const;

/** Live / upcoming / finished by date, and draft or cancelled for the directors who can see those. */
export function StatusBadge({
  event,
  className,
}: {
  event: Pick<EventSummary, 'status' | 'eventStatus'>;
  className?: string;
}) {
  const { t } = useTranslation('tournaments');
  if (event.eventStatus !== 'published')
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
          event.eventStatus === 'cancelled'
            ? 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'
            : 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
          className,
        )}
      >
        {t(`eventStatus.${event.eventStatus}`)}
      </span>
    );
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        styles[event.status],
        className,
      )}
    >
      {event.status === 'active' && (
        <span className="h-1.5 w-1.5 rounded-full bg-white motion-safe:animate-pulse" aria-hidden="true" />
      )}
      {t(`status.${event.status}`)}
    </span>
  );
}
