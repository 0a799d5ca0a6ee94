import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CalendarDays, MapPin, MonitorPlay, Trophy } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useEventLeaderboard } from '#web/features/leaderboards/api/get-leaderboards';
import { useLiveBoard } from '#web/features/leaderboards/api/use-live-board';
import { useSpectatorRealtime } from '#web/features/leaderboards/api/use-spectator-realtime';
import { BigFishCard } from '#web/features/leaderboards/components/big-fish-card';
import { CatchTicker } from '#web/features/leaderboards/components/catch-ticker';
import { FilterTabs } from '#web/features/leaderboards/components/filter-tabs';
import { openLiveLeaderboard } from '#web/features/leaderboards/components/leaderboard-button';
import { LiveIndicator } from '#web/features/leaderboards/components/live-indicator';
import { EmptyState } from '#web/components/ui/empty-state';
import { Card } from '#web/components/ui/card';
import { BoardLoadError } from '#web/features/leaderboards/components/board-load-error';
import { StandingsTable } from '#web/features/leaderboards/components/standings-table';
import { StatusBadge } from '#web/features/leaderboards/components/status-badge';
import { formatDateRange } from '#web/lib/format/dates';
import { usePreloadSpeciesNames } from '#web/lib/species-name';

const OVERALL = 'overall';

/** /leaderboard/{tournament_id}: the event's standings, per division, with the big fish, pushed live. */
export function EventLeaderboardPage() {
  usePreloadSpeciesNames();
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const { tournamentId = '' } = useParams();
  const [params] = useSearchParams();
  const board = useEventLeaderboard(tournamentId);
  useLiveBoard(tournamentId);
  useSpectatorRealtime();
  useDocumentTitle(board.data?.event.name ?? t('title'));

  if (board.isPending)
    return (
      <div
        className="mx-auto w-full min-w-0 max-w-5xl space-y-4 px-4 py-6"
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  if (board.isError)
    return (
      <BoardLoadError query={board} notFoundTitle={t('notFound.title')} notFoundHint={t('notFound.body')} />
    );

  const { event, divisions } = board.data;
  const chosen = params.get('division');
  const division = divisions.find((item) => item.id === chosen) ?? null;
  const rows = division ? (board.data.divisionStandings[division.id] ?? []) : board.data.standings;

  return (
    <div className="mx-auto w-full min-w-0 max-w-5xl space-y-5 px-4 py-6 sm:px-6">
      <Link
        to="/leaderboard"
        className="inline-flex items-center gap-1 text-sm font-semibold text-open hover:underline dark:text-open-400"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('back')}
      </Link>
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={event.status} />
          {event.status === 'active' && <LiveIndicator />}
        </div>
        <h1 className="text-2xl font-bold text-deep sm:text-3xl dark:text-white">{event.name}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-[15px] text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <CalendarDays className="h-4 w-4" aria-hidden="true" />
            {formatDateRange(event.startDate, event.endDate, language)}
          </span>
          {event.location && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {event.location}
            </span>
          )}
          <span>
            {t(`mode.${event.scoringMode}`)}
            {event.bestN !== null && ` · ${t('bestN', { count: event.bestN })}`}
          </span>
        </p>
        <div className="flex flex-wrap gap-2 pt-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => openLiveLeaderboard(`/leaderboard/live?eventId=${event.id}`)}
          >
            <MonitorPlay className="h-4 w-4" aria-hidden="true" />
            {t('openLive')}
          </Button>
          {event.seriesId && (
            <Link
              to={`/series/${event.seriesId}/leaderboard`}
              className="inline-flex h-9 items-center rounded-[var(--radius-control)] px-3 text-sm font-semibold text-open hover:underline dark:text-open-400"
            >
              {t('series.link')}
            </Link>
          )}
        </div>
      </header>
      <CatchTicker eventId={event.id} />
      {divisions.length > 0 && (
        <FilterTabs
          label={t('divisions.label')}
          options={[OVERALL, ...divisions.map((item) => item.id)]}
          current={division?.id ?? OVERALL}
          hrefFor={(option) => (option === OVERALL ? '?' : `?division=${option}`)}
          labelFor={(option) =>
            option === OVERALL
              ? t('divisions.overall')
              : (divisions.find((item) => item.id === option)?.name ?? '')
          }
        />
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0">
          {rows.length === 0 ? (
            <Card>
              <EmptyState icon={Trophy} title={t('empty.noData')} />
            </Card>
          ) : (
            <StandingsTable
              rows={rows}
              mode={event.scoringMode}
              version={board.data.version}
              caption={
                division ? t('table.captionDivision', { division: division.name }) : t('table.caption')
              }
            />
          )}
        </div>
        <div className="space-y-4">
          <BigFishCard fish={board.data.bigFish} />
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('entrants', { count: board.data.entrantsCount })}
          </p>
        </div>
      </div>
    </div>
  );
}
