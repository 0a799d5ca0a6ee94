import { useTranslation } from 'react-i18next';
import type { CalendarType } from '@tightlines/domain/community-events/contract';
import { cn } from '#web/components/ui/cn';

/** Each calendar type's colour: a dot and a label with AA contrast in light and dark themes. */
export const TYPE_COLOURS: Record<CalendarType, { dot: string; label: string }> = {
  tournament: {
    dot: 'bg-open',
    label: 'bg-cyan-50 text-cyan-900 dark:bg-cyan-950 dark:text-cyan-100',
  },
  meeting: {
    dot: 'bg-violet-600',
    label: 'bg-violet-50 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  },
  clinic: { dot: 'bg-amber-600', label: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100' },
  cleanup: {
    dot: 'bg-emerald-600',
    label: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  },
  social: { dot: 'bg-pink-600', label: 'bg-pink-50 text-pink-900 dark:bg-pink-950 dark:text-pink-100' },
  weigh_in: { dot: 'bg-sky-700', label: 'bg-sky-50 text-sky-900 dark:bg-sky-950 dark:text-sky-100' },
};

export function TypeLabel({ type, className }: { type: CalendarType; className?: string }) {
  const { t } = useTranslation('events');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
        TYPE_COLOURS[type].label,
        className,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', TYPE_COLOURS[type].dot)} aria-hidden="true" />
      {t(`types.${type}`)}
    </span>
  );
}
