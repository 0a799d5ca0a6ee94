import type { LeaderboardFilter, SocialTimeframe } from '@tightlines/domain/tournaments/leaderboard-contract';

/** Query keys of the leaderboards feature; `all` invalidates every board at once. */
export const leaderboardKeys = {
  all: ['leaderboards'] as const,
  list: (filter: LeaderboardFilter, lang?: string) => ['leaderboards', 'list', filter, lang ?? null] as const,
  event: (eventId: string) => ['leaderboards', 'event', eventId] as const,
  series: (seriesId: string) => ['leaderboards', 'series', seriesId] as const,
  recent: (limit: number, eventId?: string, lang?: string) =>
    ['leaderboards', 'recent', limit, eventId ?? null, lang ?? null] as const,
  activeCount: ['leaderboards', 'active-count'] as const,
  social: (timeframe: SocialTimeframe, limit: number) =>
    ['leaderboards', 'social', timeframe, limit] as const,
  upcoming: (limit: number, lang?: string) => ['leaderboards', 'upcoming', limit, lang ?? null] as const,
};
