import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '@tightlines/domain/social/posts';
import { FEED_PAGE_SIZE } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { socialKeys } from './social-keys';

/** GET /api/groups/{groupId}/posts: the group's posts, freshest first (members only). */
export function getGroupPosts(groupId: string, cursor?: string | null): Promise<PostPage> {
  return api<PostPage>(`/groups/${encodeURIComponent(groupId)}/posts${pageQuery(cursor, FEED_PAGE_SIZE)}`);
}

export const getGroupPostsQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.groupPosts(groupId),
    queryFn: ({ pageParam }) => getGroupPosts(groupId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

export function useGroupPosts(groupId: string, enabled = true) {
  return useInfiniteQuery({ ...getGroupPostsQueryOptions(groupId), enabled });
}
