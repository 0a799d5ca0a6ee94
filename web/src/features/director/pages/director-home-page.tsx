import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, ClipboardList } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { EmptyState } from '#web/components/ui/empty-state';
import { QueryError } from '#web/components/ui/query-error';
import { StatusBadge } from '#web/components/status/event-status-badge';
import { formatDateRange } from '#web/lib/format/dates';
import { useDirectorEvents } from '#web/features/director/api/director';
import { AttentionLinks } from '#web/features/director/components/attention-links';

const primaryLink =
  'inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] bg-open px-4 text-[15px] font-semibold text-white hover:bg-open-600';

/** /tournament-director: the events I direct (admins: all), drafts included, and a way to create one. */
export function DirectorHomePage() {
  const { t, i18n } = useTranslation('director');
  useDocumentTitle(t('home.title'));
  const query = useDirectorEvents();
  return (
    <>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-deep sm:text-3xl dark:text-white">
            {t('home.title')}
          </h1>
          <p className="text-slate-600 dark:text-slate-300">{t('home.subtitle')}</p>
        </div>
        <Link to="/tournament-director/events/new" className={primaryLink}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t('home.create')}
        </Link>
      </header>
      <Card>
        {query.isPending ? (
          <ul
            className="divide-y divide-slate-200 dark:divide-slate-800"
            aria-busy="true"
            aria-label={t('home.loading')}
          >
            {[0, 1, 2].map((i) => (
              <li key={i} className="p-4">
                <div className="h-5 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <QueryError
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title={t('home.emptyTitle')}
            hint={t('home.emptyHint')}
            action={
              <Link to="/tournament-director/events/new" className={primaryLink}>
                {t('home.create')}
              </Link>
            }
          />
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {query.data.items.map((event) => (
              <li key={event.id} className="space-y-3 p-4">
                <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
                  <span className="min-w-0 flex-1">
                    <Link
                      to={`/tournament-director/events/${event.id}`}
                      className="block truncate font-semibold text-deep hover:underline dark:text-white"
                    >
                      {event.name}
                    </Link>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {formatDateRange(event.startDate, event.endDate, i18n.language)}
                      {event.location ? ` · ${event.location}` : ''}
                    </span>
                  </span>
                  <span className="flex items-center gap-3 text-sm tabular-nums text-slate-600 dark:text-slate-300">
                    {t('home.registered', { count: event.registeredCount })}
                    <StatusBadge event={event} />
                  </span>
                </div>
                {event.eventStatus === 'published' &&
                  (event.status !== 'completed' ||
                    Object.values(event.attention).some((count) => count > 0)) && (
                    <AttentionLinks event={event} />
                  )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
