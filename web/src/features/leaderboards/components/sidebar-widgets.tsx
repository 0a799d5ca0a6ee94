import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import {
  RECENT_CATCHES_WIDGET,
  UPCOMING_TOURNAMENTS_WIDGET,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { relativeTime } from '../../../lib/format';
import { useRecentCatches, useUpcomingTournaments } from '../api/get-activity';
import { useLeaderboards } from '../api/get-leaderboards';
import { formatDates } from '../lib/format-dates';
import { formatLength, formatScore, formatWeight, speciesLabel } from '../lib/format-fish';
import { SpeciesIcon } from './species-icon';
import { LoadError } from './query-state';
import { RankBadge } from './rank-badge';
import { WidgetCard, WidgetRows } from './widget-card';

const emptyText = 'text-[15px] text-slate-600 dark:text-slate-400';
const rowLink =
  'flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/** Spec §2 right sidebar: upcoming tournaments (4), each linking to its event page. */
export function UpcomingTournamentsWidget() {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const upcoming = useUpcomingTournaments(UPCOMING_TOURNAMENTS_WIDGET);
  return (
    <WidgetCard title={t('widgets.upcoming')}>
      {upcoming.isPending ? (
        <WidgetRows />
      ) : upcoming.isError ? (
        <LoadError onRetry={() => void upcoming.refetch()} busy={upcoming.isFetching} />
      ) : upcoming.data.items.length === 0 ? (
        <p className={emptyText}>{t('empty.noUpcoming')}</p>
      ) : (
        <ul className="space-y-1">
          {upcoming.data.items.map((event) => (
            <li key={event.id}>
              <Link to={`/events/${event.id}`} className={rowLink}>
                <CalendarDays className="h-5 w-5 shrink-0 text-open dark:text-open-400" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-deep dark:text-white">{event.name}</span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                    {formatDates(event.startDate, event.endDate, language)}
                    {event.location ? ` · ${event.location}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}

/** Spec §2 right sidebar: the active leaderboard — the liveliest active event's top 3 teams. */
export function ActiveLeaderboardWidget() {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const active = useLeaderboards('active');
  const event = active.data?.items[0];
  return (
    <WidgetCard
      title={t('widgets.active')}
      action={
        event && (
          <Link
            to={`/leaderboard/${event.id}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-open hover:underline dark:text-open-400"
          >
            {t('widgets.viewAll')}
          </Link>
        )
      }
    >
      {active.isPending ? (
        <WidgetRows />
      ) : active.isError ? (
        <LoadError onRetry={() => void active.refetch()} busy={active.isFetching} />
      ) : !event ? (
        <p className={emptyText}>{t('empty.noActive')}</p>
      ) : (
        <div>
          <p className="mb-2 truncate font-semibold text-deep dark:text-white">{event.name}</p>
          {event.topTeams.length === 0 ? (
            <p className={emptyText}>{t('empty.noData')}</p>
          ) : (
            <ol className="space-y-1">
              {event.topTeams.map((team, index) => (
                <li key={`${team.teamName}-${team.boatName}`} className="flex min-h-10 items-center gap-2">
                  <RankBadge rank={index + 1} />
                  <span className="min-w-0 flex-1 truncate text-[15px]">
                    {team.teamName ?? team.boatName}
                  </span>
                  <span className="tabular font-bold">
                    {formatScore(team.points, event.scoringMode, language)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </WidgetCard>
  );
}

/** Spec §2 right sidebar: recent catches (5). */
export function RecentCatchesWidget() {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const recent = useRecentCatches(RECENT_CATCHES_WIDGET);
  return (
    <WidgetCard title={t('widgets.recent')}>
      {recent.isPending ? (
        <WidgetRows />
      ) : recent.isError ? (
        <LoadError onRetry={() => void recent.refetch()} busy={recent.isFetching} />
      ) : recent.data.items.length === 0 ? (
        <p className={emptyText}>{t('empty.noRecent')}</p>
      ) : (
        <ul className="space-y-1">
          {recent.data.items.map((item) => (
            <li key={item.id}>
              <Link to={`/leaderboard/${item.eventId}`} className={rowLink}>
                <SpeciesIcon species={item.species} className="text-xl text-open dark:text-open-400" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-deep dark:text-white">
                    {speciesLabel(item.species)}
                    {item.weightGrams !== null
                      ? ` · ${formatWeight(item.weightGrams, language)}`
                      : item.lengthMm !== null
                        ? ` · ${formatLength(item.lengthMm, language)}`
                        : ''}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                    {item.boatName ?? item.entrantName} · {relativeTime(item.approvedAt, language)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </WidgetCard>
  );
}
