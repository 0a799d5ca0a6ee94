import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '@tightlines/domain/social/posts';
import { FEED_PAGE_SIZE } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { socialKeys } from './social-keys';

/** GET /api/users/{userId}/posts: what this person posted that the viewer may see, freshest first. */
export function getUserPosts(userId: string, cursor?: string | null): Promise<PostPage> {
  return api<PostPage>(`/users/${encodeURIComponent(userId)}/posts${pageQuery(cursor, FEED_PAGE_SIZE)}`);
}

export const getUserPostsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.userPosts(userId),
    queryFn: ({ pageParam }) => getUserPosts(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

export function useUserPosts(userId: string) {
  return useInfiniteQuery(getUserPostsQueryOptions(userId));
}
