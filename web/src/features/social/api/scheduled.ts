import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduledPost } from '@tightlines/domain/saved/scheduled';
import type { Post, Visibility } from '@tightlines/domain/social/posts';
import { api } from '#web/lib/api-client';
import { prependToFeed } from './patch-posts';
import { socialKeys } from './social-keys';

export interface SchedulePostInput {
  content: string;
  visibility: Visibility;
  image: File | null;
  /** ISO date-time with an offset (converted from the person's zone by the composer). */
  publishAt: string;
}

export const getScheduledQueryOptions = () =>
  queryOptions({
    queryKey: socialKeys.scheduled(),
    queryFn: () => api<{ items: ScheduledPost[] }>('/scheduled-posts'),
    staleTime: 30_000,
  });

export function useScheduledPosts() {
  return useQuery(getScheduledQueryOptions());
}

/** POST /api/scheduled-posts as multipart/form-data (the photo travels as the file `image`). */
export function schedulePost({ content, visibility, image, publishAt }: SchedulePostInput) {
  const form = new FormData();
  form.set('content', content);
  form.set('visibility', visibility);
  form.set('publishAt', publishAt);
  if (image) form.set('image', image, image.name);
  return api<ScheduledPost>('/scheduled-posts', { method: 'POST', body: form });
}

export function useSchedulePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePost,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.scheduled() }),
  });
}

/** Publishes a scheduled post now: it goes on top of my feed and leaves the scheduled list. */
export function usePublishScheduled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<Post>(`/scheduled-posts/${encodeURIComponent(id)}/publish`, { method: 'POST' }),
    onSuccess: (post) => prependToFeed(queryClient, [post]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.scheduled() }),
  });
}

export function useDeleteScheduled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/scheduled-posts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialKeys.scheduled() }),
  });
}
