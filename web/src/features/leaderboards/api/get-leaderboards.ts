import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  EventLeaderboard,
  LeaderboardFilter,
  LeaderboardList,
  SeriesLeaderboard,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { api } from '#web/lib/api-client';
import { leaderboardKeys } from './leaderboard-keys';
import { usePollInterval } from './use-poll-interval';

export const getLeaderboardsQueryOptions = (filter: LeaderboardFilter, lang?: string) =>
  queryOptions({
    queryKey: leaderboardKeys.list(filter, lang),
    queryFn: () =>
      api<LeaderboardList>(
        `/leaderboards?filter=${filter}${lang ? `&lang=${encodeURIComponent(lang)}` : ''}`,
      ),
  });

/** /leaderboard: published events by status with their top 3 teams, names in `lang` where translated. */
export function useLeaderboards(filter: LeaderboardFilter, lang?: string) {
  return useQuery({ ...getLeaderboardsQueryOptions(filter, lang), ...usePollInterval() });
}

export const getEventLeaderboardQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: leaderboardKeys.event(eventId),
    queryFn: () => api<EventLeaderboard>(`/leaderboards/${eventId}`),
  });

export function useEventLeaderboard(eventId: string | null) {
  return useQuery({
    ...getEventLeaderboardQueryOptions(eventId ?? ''),
    enabled: Boolean(eventId),
    ...usePollInterval(),
  });
}

export function useSeriesLeaderboard(seriesId: string) {
  return useQuery({
    queryKey: leaderboardKeys.series(seriesId),
    queryFn: () => api<SeriesLeaderboard>(`/series/${seriesId}/leaderboard`),
    ...usePollInterval(),
  });
}
