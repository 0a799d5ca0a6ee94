import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FOLLOW_LIST_PAGE_SIZE } from '@tightlines/domain/social/limits';
import type { FollowList } from '@tightlines/domain/social/people';
import { api } from '#web/lib/api-client';
import { peopleKeys, type FollowDirection } from './people-keys';

export function getFollowList(
  userId: string,
  direction: FollowDirection,
  offset: number,
): Promise<FollowList> {
  const params = new URLSearchParams({ offset: String(offset), limit: String(FOLLOW_LIST_PAGE_SIZE) });
  return api<FollowList>(`/users/${encodeURIComponent(userId)}/${direction}?${params.toString()}`);
}

export const getFollowListQueryOptions = (userId: string, direction: FollowDirection) =>
  infiniteQueryOptions({
    queryKey: peopleKeys.followList(userId, direction),
    queryFn: ({ pageParam }) => getFollowList(userId, direction, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
    staleTime: 60_000,
  });

/** Followers or following, newest first, 50 a page with 'Load more'. */
export function useFollowList(userId: string, direction: FollowDirection) {
  return useInfiniteQuery(getFollowListQueryOptions(userId, direction));
}
