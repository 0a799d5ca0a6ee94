import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trophy } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSeriesLeaderboard } from '#web/features/leaderboards/api/get-leaderboards';
import { EmptyState } from '#web/components/ui/empty-state';
import { Card } from '#web/components/ui/card';
import { BoardLoadError } from '#web/features/leaderboards/components/board-load-error';
import { RankBadge } from '#web/features/leaderboards/components/rank-badge';
import { StatusBadge } from '#web/features/leaderboards/components/status-badge';
import { formatDate } from '#web/lib/format/dates';
import { PageHeader } from '#web/components/ui/page-header';

/** /series/{seriesId}/leaderboard: angler/team of the year with the series' points formula. */
export function SeriesLeaderboardPage() {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const { seriesId = '' } = useParams();
  const board = useSeriesLeaderboard(seriesId);
  useDocumentTitle(board.data?.series.name ?? t('series.title'));

  if (board.isPending)
    return (
      <div
        className="mx-auto w-full min-w-0 max-w-5xl space-y-4 px-4 py-6"
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  if (board.isError) return <BoardLoadError query={board} notFoundTitle={t('series.notFound')} />;

  const { series, events, standings } = board.data;
  const number = new Intl.NumberFormat(language);
  return (
    <div className="mx-auto w-full min-w-0 max-w-5xl space-y-5 px-4 py-6 sm:px-6">
      <PageHeader
        eyebrow={t('series.title')}
        title={
          <>
            {series.name} <span className="tabular text-slate-500">{series.seasonYear}</span>
          </>
        }
        subtitle={
          <>
            {t('series.formula', {
              first: series.formula.firstPlace,
              step: series.formula.step,
              minimum: series.formula.minimum,
            })}
            {series.formula.countBest !== null &&
              ` ${t('series.countBest', { count: series.formula.countBest })}`}
          </>
        }
      />
      <section aria-labelledby="series-events" className="space-y-2">
        <h2 id="series-events" className="text-lg font-bold text-deep dark:text-white">
          {t('series.events')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                to={`/leaderboard/${event.id}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] border border-slate-200 px-3 text-[15px] hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                <span className="font-semibold">{event.name}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {formatDate(event.startDate, language)}
                </span>
                <StatusBadge status={event.status} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {standings.length === 0 ? (
        <Card>
          <EmptyState icon={Trophy} title={t('empty.noData')} />
        </Card>
      ) : (
        <div className="overflow-x-auto rounded-[var(--radius-card)] border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-[15px]">
            <caption className="sr-only">{t('series.caption', { name: series.name })}</caption>
            <thead className="bg-slate-50 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('table.rank')}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t('table.team')}
                </th>
                <th scope="col" className="hidden px-3 py-2 text-end sm:table-cell">
                  {t('series.eventsFished')}
                </th>
                <th scope="col" className="hidden px-3 py-2 text-end sm:table-cell">
                  {t('series.bestFinish')}
                </th>
                <th scope="col" className="px-3 py-2 text-end">
                  {t('series.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {standings.map((row) => (
                <tr key={row.entrantId} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="px-3 py-2">
                    <RankBadge rank={row.rank} />
                  </td>
                  <th scope="row" className="px-3 py-2 text-start font-semibold text-deep dark:text-white">
                    {row.name}
                  </th>
                  <td className="tabular hidden px-3 py-2 text-end sm:table-cell">
                    {number.format(row.eventsFished)}
                  </td>
                  <td className="tabular hidden px-3 py-2 text-end sm:table-cell">
                    {number.format(row.bestFinish)}
                  </td>
                  <td className="tabular px-3 py-2 text-end text-lg font-bold text-deep dark:text-white">
                    {number.format(row.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
