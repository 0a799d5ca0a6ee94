import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { FollowList, FollowState, PeopleList, Suggestion } from '@tightlines/domain/social/people';
import type { PublicProfile } from '@tightlines/domain/social/profiles';
import { api } from '#web/lib/api-client';
import { peopleKeys } from './people-keys';

/** PUT follows, DELETE unfollows (toggle); both answer the new state and the follower count. */
export function setFollow(userId: string, follow: boolean): Promise<FollowState> {
  return api<FollowState>(`/users/${encodeURIComponent(userId)}/follow`, {
    method: follow ? 'PUT' : 'DELETE',
  });
}

interface FollowChange {
  isFollowing: boolean;
  /** The server's count; without it the cached count moves by one when the state flips. */
  followersCount?: number;
}

type Followable = { id: string; isFollowing: boolean; followersCount: number };

function applyChange<T extends Followable>(person: T, change: FollowChange): T {
  const step = change.isFollowing === person.isFollowing ? 0 : change.isFollowing ? 1 : -1;
  return {
    ...person,
    isFollowing: change.isFollowing,
    followersCount: change.followersCount ?? Math.max(0, person.followersCount + step),
  };
}

function patchItems<T extends Followable>(items: T[], userId: string, change: FollowChange): T[] {
  return items.some((item) => item.id === userId)
    ? items.map((item) => (item.id === userId ? applyChange(item, change) : item))
    : items;
}

/**
 * Shows a follow everywhere the person is cached: search results, suggestions, follower lists and their
 * profile; my own profile's "following" count moves with it.
 */
export function patchFollow(
  queryClient: QueryClient,
  userId: string,
  change: FollowChange,
  viewerId: string | null,
): void {
  const patchList = <L extends { items: Followable[] }>(list: L | undefined): L | undefined =>
    list && { ...list, items: patchItems(list.items, userId, change) };

  queryClient.setQueriesData<PeopleList>({ queryKey: peopleKeys.searches }, patchList);
  queryClient.setQueriesData<{ items: Suggestion[] }>({ queryKey: peopleKeys.suggestionsAll }, patchList);
  queryClient.setQueriesData<InfiniteData<FollowList>>(
    { queryKey: peopleKeys.followLists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, items: patchItems(page.items, userId, change) })),
      },
  );

  const profile = queryClient.getQueryData<PublicProfile>(peopleKeys.profile(userId));
  const flipped = profile ? profile.isFollowing !== change.isFollowing : false;
  if (profile) queryClient.setQueryData(peopleKeys.profile(userId), applyChange(profile, change));

  if (viewerId && change.followersCount === undefined) {
    const mine = queryClient.getQueryData<PublicProfile>(peopleKeys.profile(viewerId));
    // My "following" count moves only on the optimistic step; the server's answer then refreshes it.
    if (mine && (flipped || !profile)) {
      const step = change.isFollowing ? 1 : -1;
      queryClient.setQueryData(peopleKeys.profile(viewerId), {
        ...mine,
        followingCount: Math.max(0, mine.followingCount + step),
      });
    }
  }
}

/**
 * Follows or unfollows `userId` at once on screen and puts it back if the server refuses.
 * Lists of followers and my feed change with it, so they are marked stale rather than reloaded under
 * the person's finger.
 */
export function useFollow(userId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setFollow(userId, follow),
    onMutate: (follow) => patchFollow(queryClient, userId, { isFollowing: follow }, viewerId),
    onError: (_error, follow) => patchFollow(queryClient, userId, { isFollowing: !follow }, viewerId),
    onSuccess: (state) => {
      patchFollow(queryClient, userId, state, viewerId);
      void queryClient.invalidateQueries({ queryKey: peopleKeys.followLists, refetchType: 'none' });
      if (viewerId) void queryClient.invalidateQueries({ queryKey: peopleKeys.profile(viewerId) });
      // The social feature's feed shows the people I follow; its cache key is ['social', 'posts', 'feed'].
      void queryClient.invalidateQueries({ queryKey: ['social', 'posts', 'feed'], refetchType: 'none' });
    },
  });
}
