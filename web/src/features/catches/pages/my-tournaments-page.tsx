import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, ChevronRight, Trophy } from 'lucide-react';
import { Skeleton } from '#web/components/ui/skeleton';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { useMyTournaments } from '#web/features/catches/api/catches';
import { registerServiceWorker } from '#web/features/catches/lib/service-worker';
import { formatDateRange } from '#web/lib/format/dates';
import { PageHeader } from '#web/components/ui/page-header';

/** /profile/tournaments: the events I fish in, each opening its catch capture page. */
export function MyTournamentsPage() {
  const { t, i18n } = useTranslation('catches');
  useDocumentTitle(t('mine.title'));
  useEffect(() => registerServiceWorker(), []);
  const tournaments = useMyTournaments();

  return (
    <main className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6">
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      {tournaments.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label={t('mine.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : tournaments.isError && !tournaments.data ? (
        <QueryError
          error={tournaments.error}
          onRetry={() => void tournaments.refetch()}
          retrying={tournaments.isFetching}
        />
      ) : tournaments.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <Trophy className="h-10 w-10 text-open" aria-hidden="true" />
          <p className="font-semibold text-deep dark:text-white">{t('mine.empty')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('mine.emptyHint')}</p>
          <Link to="/tournaments" className="font-semibold text-open underline-offset-4 hover:underline">
            {t('mine.browse')}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {tournaments.data.map((event) => (
            <li key={event.eventId}>
              <Link
                to={`/profile/tournaments/${event.eventId}`}
                className="flex items-center gap-3 rounded-[var(--radius-card)] border border-slate-200 bg-white p-4 shadow-sm hover:border-open focus-visible:ring-2 focus-visible:ring-open/40 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-deep dark:text-white">{event.name}</span>
                    <span className="rounded-full bg-shallows px-2 py-0.5 text-sm font-medium text-deep dark:bg-slate-800 dark:text-slate-100">
                      {t(`eventStatus.${event.status}`)}
                    </span>
                  </div>
                  <p className="flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400">
                    <CalendarDays className="h-4 w-4" aria-hidden="true" />
                    {formatDateRange(event.startDate, event.endDate, i18n.language)}
                    {event.location ? ` · ${event.location}` : ''}
                  </p>
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    {t('mine.counts', {
                      entrant: event.entrantName,
                      pending: event.catchCounts.pending ?? 0,
                      approved: event.catchCounts.approved ?? 0,
                    })}
                  </p>
                </div>
                <ChevronRight className="h-5 w-5 shrink-0 text-slate-400 rtl:rotate-180" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
