import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, MapPin } from 'lucide-react';
import type { LeaderboardListItem } from '@tightlines/domain/tournaments/leaderboard-contract';
import { Card } from '#web/components/ui/card';
import { relativeTime } from '#web/lib/format/time';
import { useLiveList } from '#web/features/leaderboards/api/use-live-board';
import { formatDateRange } from '#web/lib/format/dates';
import { formatScore } from '#web/lib/format/measure';
import { RankBadge } from './rank-badge';
import { StatusBadge } from './status-badge';

/** Live updates for an active event's card while it is on screen. */
function LiveCard({ eventId }: { eventId: string }) {
  useLiveList(eventId);
  return null;
}

/** A tournament on /leaderboard: status, dates, top 3 teams with medals and the last catch (view). */
export function LeaderboardCard({ item }: { item: LeaderboardListItem }) {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card className="flex flex-col p-4">
      {item.status === 'active' && <LiveCard eventId={item.id} />}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-deep dark:text-white">
            <Link to={`/leaderboard/${item.id}`} className="hover:underline">
              {item.name}
            </Link>
          </h2>
          {item.tournamentName && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{item.tournamentName}</p>
          )}
        </div>
        <StatusBadge status={item.status} className="shrink-0" />
      </div>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {formatDateRange(item.startDate, item.endDate, language)}
        </span>
        {item.location && (
          <span className="inline-flex items-center gap-1">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {item.location}
          </span>
        )}
      </p>
      <div className="mt-3 flex-1">
        {item.topTeams.length === 0 ? (
          <p className="text-[15px] text-slate-600 dark:text-slate-400">
            {item.status === 'upcoming' ? t('card.notStarted') : t('empty.noData')}
          </p>
        ) : (
          <ol aria-label={t('card.topTeams')} className="space-y-1">
            {item.topTeams.map((team, index) => (
              <li key={`${team.teamName}-${team.boatName}`} className="flex min-h-10 items-center gap-3">
                <RankBadge rank={index + 1} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-deep dark:text-white">
                    {team.teamName ?? team.boatName}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                    {[team.boatName !== team.teamName ? team.boatName : null, team.captainName]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="tabular font-bold text-deep dark:text-white">
                  {formatScore(team.points, item.scoringMode, language)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="mt-3 flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
        <span className="text-slate-600 dark:text-slate-400">
          {item.lastCatchAt
            ? t('card.lastCatch', { time: relativeTime(item.lastCatchAt, language) })
            : t('card.noCatches')}
        </span>
        <Link
          to={`/leaderboard/${item.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-open hover:underline dark:text-open-400"
        >
          {t('card.view')}
        </Link>
      </div>
    </Card>
  );
}
