import { useQuery } from '@tanstack/react-query';
import type {
  FollowingBoard,
  MyAchievements,
  PersonAchievements,
  PointsBoard,
  TopPeople,
} from '@tightlines/domain/achievements/contract';
import type { StatsSummary } from '@tightlines/domain/achievements/stats';
import type { SocialTimeframe } from '@tightlines/domain/tournaments/leaderboard-contract';
import { api } from '#web/lib/api-client';

/** Every rewards query starts with 'rewards': an unlock notification refreshes them all at once. */
export const rewardsKeys = {
  all: ['rewards'] as const,
  mine: ['rewards', 'mine'] as const,
  stats: (userId: string) => ['rewards', 'stats', userId] as const,
  person: (userId: string, limit: number) => ['rewards', 'person', userId, limit] as const,
  board: (timeframe: SocialTimeframe) => ['rewards', 'board', timeframe] as const,
  following: ['rewards', 'following'] as const,
  top: (kind: 'fans' | 'anglers') => ['rewards', 'top', kind] as const,
};

export function useMyAchievements(enabled = true) {
  return useQuery({
    queryKey: rewardsKeys.mine,
    queryFn: () => api<MyAchievements>('/achievements'),
    enabled,
  });
}

export function useStatsSummary(userId: string | undefined) {
  return useQuery({
    queryKey: rewardsKeys.stats(userId ?? ''),
    queryFn: () => api<StatsSummary>(`/stats/${encodeURIComponent(userId ?? '')}`),
    enabled: Boolean(userId),
  });
}

export function usePersonAchievements(userId: string | undefined, limit: number) {
  return useQuery({
    queryKey: rewardsKeys.person(userId ?? '', limit),
    queryFn: () =>
      api<PersonAchievements>(`/people/${encodeURIComponent(userId ?? '')}/achievements?limit=${limit}`),
    enabled: Boolean(userId),
  });
}

export function usePointsBoard(timeframe: SocialTimeframe) {
  return useQuery({
    queryKey: rewardsKeys.board(timeframe),
    queryFn: () => api<PointsBoard>(`/leaderboards/points?timeframe=${timeframe}`),
  });
}

export function useFollowingBoard(enabled: boolean) {
  return useQuery({
    queryKey: rewardsKeys.following,
    queryFn: () => api<FollowingBoard>('/leaderboards/following'),
    enabled,
  });
}

export function useTopPeople(kind: 'fans' | 'anglers') {
  return useQuery({
    queryKey: rewardsKeys.top(kind),
    queryFn: () => api<TopPeople>(`/people/top-${kind}`),
  });
}
