import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MonitorPlay, Trophy } from 'lucide-react';
import {
  LEADERBOARD_FILTERS,
  type LeaderboardFilter,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useLeaderboards } from '#web/features/leaderboards/api/get-leaderboards';
import { useSpectatorRealtime } from '#web/features/leaderboards/api/use-spectator-realtime';
import { CatchTicker } from '#web/features/leaderboards/components/catch-ticker';
import { FilterTabs } from '#web/features/leaderboards/components/filter-tabs';
import { LeaderboardCard } from '#web/features/leaderboards/components/leaderboard-card';
import { openLiveLeaderboard } from '#web/features/leaderboards/components/leaderboard-button';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

const EMPTY_KEYS: Record<LeaderboardFilter, string> = {
  all: 'empty.noData',
  active: 'empty.noActive',
  upcoming: 'empty.noUpcoming',
  completed: 'empty.noData',
};

function parseFilter(value: string | null): LeaderboardFilter {
  return LEADERBOARD_FILTERS.includes(value as LeaderboardFilter) ? (value as LeaderboardFilter) : 'all';
}

/** /leaderboard: All, Active, Upcoming and Completed, in the spec's order, with the catch ticker. */
export function LeaderboardsPage() {
  usePreloadSpeciesNames();
  const { t, i18n } = useTranslation('leaderboard');
  const [params] = useSearchParams();
  const filter = parseFilter(params.get('filter'));
  const boards = useLeaderboards(filter, i18n.resolvedLanguage);
  useSpectatorRealtime();
  useDocumentTitle(t('title'));

  return (
    <div className="mx-auto w-full min-w-0 max-w-7xl space-y-5 px-4 py-6 sm:px-6 lg:px-8">
      <PageHeader
        title={t('title')}
        actions={
          <Button variant="live" onClick={() => openLiveLeaderboard()}>
            <MonitorPlay className="h-5 w-5" aria-hidden="true" />
            {t('openLive')}
          </Button>
        }
      />
      <CatchTicker />
      <FilterTabs
        label={t('filters.label')}
        options={LEADERBOARD_FILTERS}
        current={filter}
        hrefFor={(option) => (option === 'all' ? '/leaderboard' : `/leaderboard?filter=${option}`)}
        labelFor={(option) => t(`filters.${option}`)}
      />
      {boards.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((card) => (
            <Skeleton key={card} className="h-64 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : boards.isError ? (
        <QueryError
          title={t('loadFailed')}
          error={boards.error}
          onRetry={() => void boards.refetch()}
          retrying={boards.isFetching}
        />
      ) : boards.data.items.length === 0 ? (
        <Card>
          <EmptyState icon={Trophy} title={t(EMPTY_KEYS[filter])} />
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {boards.data.items.map((item) => (
            <li key={item.id} className="flex">
              <div className="flex-1 [&>*]:h-full">
                <LeaderboardCard item={item} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
