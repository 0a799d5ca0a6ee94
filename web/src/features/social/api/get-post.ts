import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Post } from '@tightlines/domain/social/posts';
import { api } from '#web/lib/api-client';
import { socialKeys } from './social-keys';

export function getPost(postId: string): Promise<Post> {
  return api<Post>(`/posts/${encodeURIComponent(postId)}`);
}

export const getPostQueryOptions = (postId: string) =>
  queryOptions({ queryKey: socialKeys.post(postId), queryFn: () => getPost(postId), staleTime: 60_000 });

export function usePost(postId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPostQueryOptions(postId), enabled });
}
