import { useTranslation } from 'react-i18next';
import { BADGE_RANKS } from '@tightlines/domain/tournaments/leaderboard-contract';
import { cn } from '../../../components/ui/cn';

const MEDALS = ['🥇', '🥈', '🥉'] as const;

/** Spec §9: the top 3 ranks get badges (medals); the rest show their number. */
export function RankBadge({ rank, size = 'md' }: { rank: number; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('leaderboard');
  const label = t('rank.label', { rank });
  if (rank <= BADGE_RANKS)
    return (
      <span
        role="img"
        aria-label={label}
        title={label}
        className={cn('inline-block leading-none', size === 'lg' ? 'text-5xl' : 'text-2xl')}
      >
        {MEDALS[rank - 1]}
      </span>
    );
  return (
    <span
      aria-label={label}
      className={cn(
        'tabular inline-flex items-center justify-center font-bold',
        size === 'lg' ? 'min-w-14 text-4xl' : 'min-w-8 text-lg',
      )}
    >
      {rank}
    </span>
  );
}
