import { useTranslation } from 'react-i18next';
import type { ListingState } from '@tightlines/domain/charters/contract';
import { cn } from '#web/components/ui/cn';

const TONES: Record<ListingState, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  pending_review: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  paused: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  suspended: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
};

/** A listing's state as a chip (words, never the code). */
export function StateChip({ state }: { state: ListingState }) {
  const { t } = useTranslation('charter-terms');
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[state],
      )}
    >
      {t(`listingState.${state}`)}
    </span>
  );
}
