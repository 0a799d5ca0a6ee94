import { useTranslation } from 'react-i18next';
import type { TournamentStatus } from '@tightlines/domain/tournaments/status';
import { cn } from '#web/components/ui/cn';

const STYLES: Record<TournamentStatus, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  upcoming: 'bg-cyan-100 text-cyan-900 dark:bg-cyan-900/50 dark:text-cyan-100',
  completed: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** Status by date: active (with a pulsing dot), upcoming or completed. */
export function StatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  const { t } = useTranslation('leaderboard');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold',
        STYLES[status],
        className,
      )}
    >
      {status === 'active' && (
        <span
          className="h-2 w-2 rounded-full bg-green-600 motion-safe:animate-pulse-dot"
          aria-hidden="true"
        />
      )}
      {t(`status.${status}`)}
    </span>
  );
}
