import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Flag, Trophy } from 'lucide-react';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { QueryError } from '#web/components/ui/query-error';
import { useEvent } from '#web/features/tournaments/api/event';
import { EventNotFound } from '#web/features/tournaments/components/event-not-found';
import { formatDateRange } from '#web/lib/format/dates';

/** /events/{eventId}/past-tournament-notice: the event is over; results live on its leaderboard. */
export function PastNoticePage() {
  const { eventId = '' } = useParams();
  const { t, i18n } = useTranslation('tournaments');
  const query = useEvent(eventId, i18n.language);
  useDocumentTitle(query.data ? t('past.title') : null);
  if (query.isPending)
    return (
      <div
        className="mx-auto mt-16 h-48 w-full max-w-lg animate-pulse rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800"
        aria-hidden="true"
      />
    );
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404) return <EventNotFound />;
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const event = query.data;
  const over = event.status === 'completed';
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="grid h-14 w-14 place-items-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
        <Flag className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-deep dark:text-white">
        {over ? t('past.title') : t('past.notOverTitle')}
      </h1>
      <p className="text-slate-600 dark:text-slate-300">
        {t(over ? 'past.text' : 'past.notOverText', {
          name: event.name,
          dates: formatDateRange(event.startDate, event.endDate, i18n.language),
        })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={`/leaderboard/${event.id}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] bg-open px-5 font-semibold text-white hover:bg-open-600"
        >
          <Trophy className="h-4 w-4" aria-hidden="true" />
          {t('past.results')}
        </Link>
        <Link
          to={`/events/${event.id}`}
          className="inline-flex min-h-11 items-center rounded-[var(--radius-control)] border border-slate-300 px-5 font-semibold text-deep hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {t('past.event')}
        </Link>
        <Link
          to="/tournaments?status=upcoming"
          className="inline-flex min-h-11 items-center px-3 font-semibold text-open hover:underline"
        >
          {t('past.upcoming')}
        </Link>
      </div>
    </div>
  );
}
