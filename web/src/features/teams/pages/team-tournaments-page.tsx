import { Trophy } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatDate } from '#web/lib/format/dates';
import { useTeamTournaments } from '#web/features/teams/api/teams';
import { QueryError } from '#web/components/ui/query-error';

/** /team/{teamSlug}/tournaments: the events the team entered, newest first, with links to their leaderboards. */
export function TeamTournamentsPage() {
  const { t, i18n } = useTranslation('teams');
  const { teamSlug = '' } = useParams();
  const list = useTeamTournaments(teamSlug);
  if (list.isPending) return <Skeleton className="h-40 w-full" />;
  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 py-12 text-center">
        <Trophy className="h-10 w-10 text-slate-400" aria-hidden="true" />
        <p className="font-semibold text-deep dark:text-slate-100">{t('tournaments.empty')}</p>
        <Link to="/tournaments" className="font-medium text-open underline">
          {t('tournaments.browse')}
        </Link>
      </div>
    );
  return (
    <ul className="space-y-3">
      {list.data.items.map((item) => (
        <li key={item.registrationId}>
          <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div>
              <Link
                to={`/events/${item.eventId}`}
                className="font-bold text-deep hover:underline dark:text-slate-100"
              >
                {item.eventName}
              </Link>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatDate(item.startDate, i18n.language)}
                {item.location && ` · ${item.location}`}
                {item.boatName && ` · ${item.boatName}`}
              </p>
            </div>
            <div className="flex items-center gap-3">
              {item.status === 'cancelled' ? (
                <span className="text-sm text-slate-500">{t('tournaments.cancelled')}</span>
              ) : (
                <Link
                  to={`/leaderboard/${item.eventId}`}
                  className="text-sm font-semibold text-open underline"
                >
                  {t('tournaments.leaderboard')}
                </Link>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
