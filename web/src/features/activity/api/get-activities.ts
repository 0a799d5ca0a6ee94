import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Activity, ActivityPage } from '@tightlines/domain/activities/contract';
import { api } from '#web/lib/api-client';
import { useSocketEvent } from '#web/lib/socket';

/** Every activity query key starts with 'activities'. */
export const activityKeys = {
  all: ['activities'] as const,
  mine: () => ['activities', 'mine'] as const,
};

/** GET /api/activities: my own activities, newest first; `cursor` is the last id of the previous page. */
export function getActivities(cursor?: string | null): Promise<ActivityPage> {
  return api<ActivityPage>(cursor ? `/activities?cursor=${encodeURIComponent(cursor)}` : '/activities');
}

export const getActivitiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: activityKeys.mine(),
    queryFn: ({ pageParam }) => getActivities(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // New activity arrives over the socket and is put on top; a minute keeps a reopened page honest.
    staleTime: 60_000,
  });

export function useActivities() {
  return useInfiniteQuery(getActivitiesQueryOptions());
}

/**
 * Puts an activity on top of the first page (the `new-activity` event of my activity room), without a refetch.
 * An activity already listed is not repeated; before the first page arrived there is nothing to patch.
 */
export function prependActivity(
  data: InfiniteData<ActivityPage, string | null> | undefined,
  activity: Activity,
): InfiniteData<ActivityPage, string | null> | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === activity.id))) return data;
  return { ...data, pages: [{ ...first, items: [activity, ...first.items] }, ...rest] };
}

/** Keeps the cached list live: each `new-activity` of mine is prepended as it happens. */
export function useLiveActivities(): void {
  const queryClient = useQueryClient();
  useSocketEvent('new-activity', (activity) => {
    queryClient.setQueryData<InfiniteData<ActivityPage, string | null>>(activityKeys.mine(), (data) =>
      prependActivity(data, activity),
    );
  });
}
