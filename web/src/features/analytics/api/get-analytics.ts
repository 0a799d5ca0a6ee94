import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@tightlines/domain/analytics/buckets';
import type { Analytics } from '@tightlines/domain/analytics/contract';
import { api } from '#web/lib/api-client';

/** The reader's zone: periods are their own days, weeks and months. */
export const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const analyticsKeys = {
  all: ['analytics'] as const,
  mine: (range: AnalyticsRange, tz: string) => ['analytics', 'me', range, tz] as const,
};

/** GET /api/analytics/me?range=&tz=: my numbers over the range. */
export function getAnalytics(range: AnalyticsRange, tz: string): Promise<Analytics> {
  const query = new URLSearchParams({ range, tz });
  return api<Analytics>(`/analytics/me?${query.toString()}`);
}

export const getAnalyticsQueryOptions = (range: AnalyticsRange, tz: string) =>
  queryOptions({
    queryKey: analyticsKeys.mine(range, tz),
    queryFn: () => getAnalytics(range, tz),
    // Switching range keeps the last charts on screen (dimmed) until the new numbers arrive.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useAnalytics(range: AnalyticsRange) {
  return useQuery(getAnalyticsQueryOptions(range, readerTimeZone()));
}
