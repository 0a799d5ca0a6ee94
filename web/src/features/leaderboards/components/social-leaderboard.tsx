import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_LIMIT,
  SOCIAL_TIMEFRAMES,
  type SocialTimeframe,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { useSocialLeaderboard } from '#web/features/leaderboards/api/get-activity';
import { formatWeight } from '#web/lib/format/measure';
import { RankBadge } from './rank-badge';
import { WidgetRows } from '#web/components/ui/widget-card';
import { QueryState } from '#web/components/ui/query-state';

/**
 * The Tournaments tab of /getsocial: anglers ranked by the weight of their approved tournament
 * catches, Daily, Weekly, Monthly or All Time; 50 rows (widget 10), the top 3 with badges.
 */
export function SocialLeaderboard({ limit = LEADERBOARD_LIMIT }: { limit?: number }) {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const [timeframe, setTimeframe] = useState<SocialTimeframe>('weekly');
  const board = useSocialLeaderboard(timeframe, limit);
  return (
    <Card className="p-4">
      <section aria-labelledby="social-leaderboard-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="social-leaderboard-title" className="text-lg font-bold text-deep dark:text-white">
            {t('social.title')}
          </h2>
          <Link
            to="/leaderboard"
            className="text-sm font-semibold text-open hover:underline dark:text-open-400"
          >
            {t('social.tournaments')}
          </Link>
        </div>
        <div role="group" aria-label={t('social.timeframes')} className="flex flex-wrap gap-2">
          {SOCIAL_TIMEFRAMES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === timeframe}
              onClick={() => setTimeframe(option)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-4 text-[15px] font-semibold',
                option === timeframe
                  ? 'bg-open text-white'
                  : 'bg-shallows text-deep hover:bg-cyan-100 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              {t(`social.${option}`)}
            </button>
          ))}
        </div>
        <QueryState
          query={board}
          errorTitle={t('loadFailed')}
          empty={t('empty.noData')}
          isEmpty={(data) => data.items.length === 0}
          skeleton={<WidgetRows rows={5} />}
        >
          {(data) => (
            <ol className="divide-y divide-slate-100 dark:divide-slate-800">
              {data.items.map((row) => (
                <li key={row.profile.id} className="flex min-h-14 items-center gap-3 py-2">
                  <RankBadge rank={row.rank} />
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-shallows text-sm font-semibold text-deep dark:bg-slate-800 dark:text-slate-100">
                    {row.profile.avatarUrl ? (
                      <img
                        src={row.profile.avatarUrl}
                        alt=""
                        className="h-full w-full object-cover"
                        loading="lazy"
                      />
                    ) : (
                      (row.profile.displayName.charAt(0) || '?').toUpperCase()
                    )}
                  </span>
                  <span className="min-w-0 flex-1">
                    <Link
                      to={`/profile/${row.profile.id}`}
                      className="block truncate font-semibold text-deep hover:underline dark:text-white"
                    >
                      {row.profile.displayName}
                    </Link>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {t('social.catches', { count: row.catches })}
                    </span>
                  </span>
                  <span className="tabular text-lg font-bold text-deep dark:text-white">
                    {formatWeight(row.score, language)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryState>
      </section>
    </Card>
  );
}
