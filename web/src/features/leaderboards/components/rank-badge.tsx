import { useTranslation } from 'react-i18next';
import { BADGE_RANKS } from '@tightlines/domain/tournaments/leaderboard-contract';
import { cn } from '#web/components/ui/cn';

/** Gold, silver and bronze, dark enough for their numbers to keep AAA contrast (DESIGN: leaderboard numbers). */
const MEDALS = [
  'bg-gradient-to-br from-amber-300 to-amber-500 text-amber-950 ring-amber-600/40',
  'bg-gradient-to-br from-slate-200 to-slate-400 text-slate-900 ring-slate-500/40',
  'bg-gradient-to-br from-orange-300 to-orange-600 text-orange-950 ring-orange-700/40',
] as const;

/** The top 3 ranks get badges (gold, silver, bronze medals); the rest show their number. */
export function RankBadge({ rank, size = 'md' }: { rank: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('leaderboard');
  const label = t('rank.label', { rank });
  const medal = rank <= BADGE_RANKS ? MEDALS[rank - 1] : undefined;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        'tabular inline-flex shrink-0 items-center justify-center rounded-full font-extrabold',
        size === 'lg' ? 'h-16 w-16 text-3xl' : 'h-8 w-8 text-base',
        // The rest take their row's colour (dark on the page, light on the projector).
        medal ? cn('shadow-sm ring-2', medal) : 'text-current',
      )}
    >
      {rank}
    </span>
  );
}
