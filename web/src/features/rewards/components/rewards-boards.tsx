import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { SOCIAL_TIMEFRAMES, type SocialTimeframe } from '@tightlines/domain/tournaments/leaderboard-contract';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryState } from '#web/components/ui/query-state';
import { WidgetRows } from '#web/components/ui/widget-card';
import { formatWeight } from '#web/lib/format/measure';
import { shortDate } from '#web/lib/format/time';
import { useSpeciesName } from '#web/lib/species-name';
import { useFollowingBoard, usePointsBoard } from '#web/features/rewards/api/rewards';
import { PersonRow } from './person-row';

type Tab = SocialTimeframe | 'following';

/**
 * The social leaderboards (spec §4): Daily, Weekly, Monthly and All Time as the job last computed them, and
 * Following — the best three fish per species this season among the people I follow (signed in).
 */
export function RewardsBoards({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('rewards');
  const [tab, setTab] = useState<Tab>('weekly');
  const tabs: Tab[] = signedIn ? [...SOCIAL_TIMEFRAMES, 'following'] : [...SOCIAL_TIMEFRAMES];
  return (
    <Card className="p-4">
      <section aria-labelledby="rewards-boards-title" className="space-y-4">
        <h2 id="rewards-boards-title" className="text-lg font-bold text-deep dark:text-white">
          {t('boards.title')}
        </h2>
        <div role="group" aria-label={t('boards.timeframes')} className="flex flex-wrap gap-2">
          {tabs.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === tab}
              onClick={() => setTab(option)}
              className={cn(
                'inline-flex min-h-11 items-center rounded-full px-4 text-[15px] font-semibold',
                option === tab
                  ? 'bg-open text-white'
                  : 'bg-shallows text-deep hover:bg-cyan-100 dark:bg-slate-800 dark:text-slate-100',
              )}
            >
              {t(`boards.${option}`)}
            </button>
          ))}
        </div>
        {tab === 'following' ? <FollowingBoardView /> : <PointsBoardView timeframe={tab} />}
      </section>
    </Card>
  );
}

function PointsBoardView({ timeframe }: { timeframe: SocialTimeframe }) {
  const { t, i18n } = useTranslation('rewards');
  const language = i18n.resolvedLanguage ?? 'en';
  const board = usePointsBoard(timeframe);
  return (
    <QueryState
      query={board}
      errorTitle={t('loadFailed')}
      empty={<EmptyState compact title={t('boards.empty')} />}
      isEmpty={(data) => data.items.length === 0}
      skeleton={<WidgetRows rows={5} />}
    >
      {(data) => (
        <ol className="divide-y divide-slate-100 dark:divide-slate-800">
          {data.items.map((row) => (
            <PersonRow
              key={row.profile.id}
              rank={row.rank}
              profile={row.profile}
              figure={t('score', { value: new Intl.NumberFormat(language).format(row.score) })}
            />
          ))}
        </ol>
      )}
    </QueryState>
  );
}

function FollowingBoardView() {
  const { t, i18n } = useTranslation('rewards');
  const language = i18n.resolvedLanguage ?? 'en';
  const speciesName = useSpeciesName(undefined, { suspend: false });
  const board = useFollowingBoard(true);
  return (
    <QueryState
      query={board}
      errorTitle={t('loadFailed')}
      empty={<EmptyState icon={Users} title={t('boards.followingEmpty')} />}
      isEmpty={(data) => data.species.length === 0}
      skeleton={<WidgetRows rows={5} />}
    >
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('boards.followingHint', { season: data.season })}
          </p>
          {data.species.map((group) => (
            <section key={group.species} aria-label={speciesName(group.species)}>
              <h3 className="font-semibold text-deep dark:text-white">{speciesName(group.species)}</h3>
              <ol className="divide-y divide-slate-100 dark:divide-slate-800">
                {group.items.map((fish) => (
                  <PersonRow
                    key={`${fish.rank}-${fish.profile.id}`}
                    rank={fish.rank}
                    profile={fish.profile}
                    detail={shortDate(fish.caughtAt, language)}
                    figure={formatWeight(fish.weightGrams, language)}
                  />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}
