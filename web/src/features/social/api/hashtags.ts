import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Hashtag, PostPage } from '@tightlines/domain/social/posts';
import { FEED_PAGE_SIZE } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { socialKeys } from './social-keys';

const tagPath = (tag: string) => `/hashtags/${encodeURIComponent(tag)}`;

export function getHashtag(tag: string): Promise<Hashtag> {
  return api<Hashtag>(tagPath(tag));
}

export function getHashtagPosts(tag: string, cursor?: string | null): Promise<PostPage> {
  return api<PostPage>(`${tagPath(tag)}/posts${pageQuery(cursor, FEED_PAGE_SIZE)}`);
}

export function setHashtagFollow(tag: string, follow: boolean): Promise<Hashtag> {
  return api<Hashtag>(`${tagPath(tag)}/follow`, { method: follow ? 'PUT' : 'DELETE' });
}

export const getHashtagQueryOptions = (tag: string) =>
  queryOptions({ queryKey: socialKeys.hashtag(tag), queryFn: () => getHashtag(tag), staleTime: 60_000 });

/** The tag, its counts and whether I follow it; 404 'hashtag not found'. */
export function useHashtag(tag: string) {
  return useQuery(getHashtagQueryOptions(tag));
}

export const getHashtagPostsQueryOptions = (tag: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.hashtagPosts(tag),
    queryFn: ({ pageParam }) => getHashtagPosts(tag, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 60_000,
  });

export function useHashtagPosts(tag: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getHashtagPostsQueryOptions(tag), enabled });
}

/** Follows or unfollows a tag; my feed changes with it, so it refetches when next shown. */
export function useFollowHashtag(tag: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => setHashtagFollow(tag, follow),
    onSuccess: (hashtag) => {
      queryClient.setQueryData(socialKeys.hashtag(tag), hashtag);
      void queryClient.invalidateQueries({ queryKey: socialKeys.feed(), refetchType: 'none' });
    },
  });
}
