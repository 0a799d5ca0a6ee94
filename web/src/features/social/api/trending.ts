import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post, TrendingHashtag } from '@tightlines/domain/social/posts';
import { TRENDING_HASHTAGS_LIMIT, TRENDING_POSTS_STALE_MS } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import type { TrendingPeriod } from '#web/features/social/lib/types';
import { socialKeys } from './social-keys';

export function getTrendingPosts(period: TrendingPeriod, limit: number): Promise<{ items: Post[] }> {
  return api<{ items: Post[] }>(`/posts/trending?period=${period}&limit=${limit}`);
}

export function getTrendingHashtags(limit: number): Promise<{ items: TrendingHashtag[] }> {
  return api<{ items: TrendingHashtag[] }>(`/hashtags/trending?limit=${limit}`);
}

export const getTrendingPostsQueryOptions = (period: TrendingPeriod, limit: number) =>
  queryOptions({
    queryKey: socialKeys.trendingPosts(period, limit),
    queryFn: () => getTrendingPosts(period, limit),
    // Trending posts stay fresh for 2 minutes.
    staleTime: TRENDING_POSTS_STALE_MS,
  });

/** Engagement with time decay in the window (spec: hourly, daily, weekly; default 24 h). */
export function useTrendingPosts(period: TrendingPeriod, limit: number) {
  return useQuery({
    ...getTrendingPostsQueryOptions(period, limit),
    placeholderData: (previous) => previous,
  });
}

export const getTrendingHashtagsQueryOptions = (limit = TRENDING_HASHTAGS_LIMIT) =>
  queryOptions({ queryKey: socialKeys.trendingHashtags(limit), queryFn: () => getTrendingHashtags(limit) });

/** The spec's trending topics: 10 tags over the last 7 days. */
export function useTrendingHashtags(limit = TRENDING_HASHTAGS_LIMIT) {
  return useQuery(getTrendingHashtagsQueryOptions(limit));
}
