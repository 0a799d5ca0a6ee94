import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '@tightlines/domain/social/posts';
import { FEED_PAGE_SIZE, FEED_STALE_MS } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { socialKeys } from './social-keys';

/** GET /api/feed: people and hashtags I follow plus my own posts, freshest first, 20 a page. */
export function getFeed(cursor?: string | null): Promise<PostPage> {
  return api<PostPage>(`/feed${pageQuery(cursor, FEED_PAGE_SIZE)}`);
}

export const getFeedQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: socialKeys.feed(),
    queryFn: ({ pageParam }) => getFeed(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // The personalised feed stays fresh for 5 minutes; new posts arrive over the socket meanwhile.
    staleTime: FEED_STALE_MS,
  });

export function useFeed({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getFeedQueryOptions(), enabled });
}
