import { useQuery } from '@tanstack/react-query';
import type {
  RecentCatchList,
  SocialLeaderboard,
  SocialTimeframe,
  UpcomingTournament,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import { api } from '#web/lib/api-client';
import { leaderboardKeys } from './leaderboard-keys';
import { usePollInterval } from './use-poll-interval';

/** Newest approved catches (ticker 10, widget 5), of one event when `eventId` is given; event names in `lang`. */
export function useRecentCatches(limit: number, eventId?: string, lang?: string) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (eventId) query.set('eventId', eventId);
  if (lang) query.set('lang', lang);
  return useQuery({
    queryKey: leaderboardKeys.recent(limit, eventId, lang),
    queryFn: () => api<RecentCatchList>(`/leaderboards/recent-catches?${query.toString()}`),
    ...usePollInterval(),
  });
}

/** The header button's count of active tournaments. */
export function useActiveCount() {
  return useQuery({
    queryKey: leaderboardKeys.activeCount,
    queryFn: () => api<{ count: number }>('/leaderboards/active-count'),
    ...usePollInterval(),
  });
}

export function useSocialLeaderboard(timeframe: SocialTimeframe, limit: number) {
  return useQuery({
    queryKey: leaderboardKeys.social(timeframe, limit),
    queryFn: () => api<SocialLeaderboard>(`/leaderboards/social?timeframe=${timeframe}&limit=${limit}`),
    ...usePollInterval(),
  });
}

export function useUpcomingTournaments(limit: number, lang?: string) {
  const query = new URLSearchParams({ limit: String(limit) });
  if (lang) query.set('lang', lang);
  return useQuery({
    queryKey: leaderboardKeys.upcoming(limit, lang),
    queryFn: () => api<{ items: UpcomingTournament[] }>(`/tournaments/upcoming?${query.toString()}`),
  });
}
