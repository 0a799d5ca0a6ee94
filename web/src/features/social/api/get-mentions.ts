import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '@tightlines/domain/social/posts';
import { FEED_PAGE_SIZE } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { socialKeys } from './social-keys';

/** GET /api/mentions: posts that mention me, freshest first. */
export function getMentions(cursor?: string | null): Promise<PostPage> {
  return api<PostPage>(`/mentions${pageQuery(cursor, FEED_PAGE_SIZE)}`);
}

export const getMentionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: socialKeys.mentions(),
    queryFn: ({ pageParam }) => getMentions(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

export function useMentions() {
  return useInfiniteQuery(getMentionsQueryOptions());
}
