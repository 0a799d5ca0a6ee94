import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import {
  RECENT_CATCHES_WIDGET,
  UPCOMING_TOURNAMENTS_WIDGET,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { relativeTime } from '#web/lib/format/time';
import { useRecentCatches, useUpcomingTournaments } from '#web/features/leaderboards/api/get-activity';
import { useLeaderboards } from '#web/features/leaderboards/api/get-leaderboards';
import { formatDateRange } from '#web/lib/format/dates';
import { useSpeciesLabel } from '#web/features/leaderboards/lib/use-species-label';
import { formatLength, formatScore, formatWeight } from '#web/lib/format/measure';
import { SpeciesIcon } from './species-icon';
import { EmptyState } from '#web/components/ui/empty-state';
import { WidgetCard } from '#web/components/ui/widget-card';
import { QueryState } from '#web/components/ui/query-state';
import { RankBadge } from './rank-badge';

const rowLink =
  'flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-2 hover:bg-slate-100 dark:hover:bg-slate-800';

/** Right sidebar: upcoming tournaments (4), each linking to its event page. */
export function UpcomingTournamentsWidget() {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const upcoming = useUpcomingTournaments(UPCOMING_TOURNAMENTS_WIDGET, language);
  return (
    <WidgetCard title={t('widgets.upcoming')}>
      <QueryState
        query={upcoming}
        errorTitle={t('loadFailed')}
        empty={t('empty.noUpcoming')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="space-y-1">
            {data.items.map((event) => (
              <li key={event.id}>
                <Link to={`/events/${event.id}`} className={rowLink}>
                  <CalendarDays
                    className="h-5 w-5 shrink-0 text-open dark:text-open-400"
                    aria-hidden="true"
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-deep dark:text-white">
                      {event.name}
                    </span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                      {formatDateRange(event.startDate, event.endDate, language)}
                      {event.location ? ` · ${event.location}` : ''}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </WidgetCard>
  );
}

/** Right sidebar: the active leaderboard — the liveliest active event's top 3 teams. */
export function ActiveLeaderboardWidget() {
  const { t, i18n } = useTranslation('leaderboard');
  const language = i18n.resolvedLanguage ?? 'en';
  const active = useLeaderboards('active', language);
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
      <QueryState
        query={active}
        errorTitle={t('loadFailed')}
        empty={t('empty.noActive')}
        isEmpty={(data) => data.items.length === 0}
      >
        {() =>
          event && (
            <div>
              <p className="mb-2 truncate font-semibold text-deep dark:text-white">{event.name}</p>
              {event.topTeams.length === 0 ? (
                <EmptyState compact title={t('empty.noData')} />
              ) : (
                <ol className="space-y-1">
                  {event.topTeams.map((team, index) => (
                    <li
                      key={`${team.teamName}-${team.boatName}`}
                      className="flex min-h-10 items-center gap-2"
                    >
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
          )
        }
      </QueryState>
    </WidgetCard>
  );
}

/** Right sidebar: recent catches (5). */
export function RecentCatchesWidget() {
  const { t, i18n } = useTranslation('leaderboard');
  const speciesLabel = useSpeciesLabel();
  const language = i18n.resolvedLanguage ?? 'en';
  const recent = useRecentCatches(RECENT_CATCHES_WIDGET, undefined, language);
  return (
    <WidgetCard title={t('widgets.recent')}>
      <QueryState
        query={recent}
        errorTitle={t('loadFailed')}
        empty={t('empty.noRecent')}
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => (
          <ul className="space-y-1">
            {data.items.map((item) => (
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
      </QueryState>
    </WidgetCard>
  );
}
