import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ForumDashboard,
  ForumDetail,
  ForumPost,
  ForumPostPage,
  ForumSearchPage,
  ThreadDetail,
  TopicPage,
  ForumRevisionListSchema,
  ForumLikeStateSchema,
  ForumImageSchema,
  SubscriptionStateSchema,
  UpsertForumSchema,
  UpsertTopicSchema,
  UpdateTopicSchema,
} from '@tightlines/domain/forums/contract';
import { api } from '#web/lib/api-client';

export type ForumRevisionList = z.infer<typeof ForumRevisionListSchema>;
export type ForumLikeState = z.infer<typeof ForumLikeStateSchema>;
export type ForumImage = z.infer<typeof ForumImageSchema>;
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;
export type UpsertForum = z.input<typeof UpsertForumSchema>;
export type UpsertTopic = z.input<typeof UpsertTopicSchema>;
export type UpdateTopic = z.input<typeof UpdateTopicSchema>;

/** Every forum query key starts with 'forums', so a write can refresh what it touched. */
export const forumKeys = {
  all: ['forums'] as const,
  dashboard: () => ['forums', 'dashboard'] as const,
  forum: (slug: string) => ['forums', 'forum', slug] as const,
  topic: (slug: string, cursor: string | null) => ['forums', 'topic', slug, cursor] as const,
  thread: (id: string) => ['forums', 'thread', id] as const,
  posts: (id: string) => ['forums', 'posts', id] as const,
  revisions: (postId: string) => ['forums', 'revisions', postId] as const,
  search: (q: string, cursor: string | null) => ['forums', 'search', q, cursor] as const,
  admin: () => ['forums', 'admin'] as const,
};

export function useForumDashboard() {
  return useQuery(
    queryOptions({
      queryKey: forumKeys.dashboard(),
      queryFn: () => api<ForumDashboard>('/forums'),
      staleTime: 30_000,
    }),
  );
}

export function useForum(slug: string) {
  return useQuery({
    queryKey: forumKeys.forum(slug),
    queryFn: () => api<ForumDetail>(`/forums/${encodeURIComponent(slug)}`),
  });
}

export function useTopicPage(slug: string, cursor: string | null) {
  return useQuery({
    queryKey: forumKeys.topic(slug, cursor),
    queryFn: () => {
      const params = new URLSearchParams();
      if (cursor) params.set('cursor', cursor);
      const query = params.toString();
      return api<TopicPage>(`/topics/${encodeURIComponent(slug)}${query ? `?${query}` : ''}`);
    },
  });
}

export function useThread(threadId: string) {
  return useQuery({
    queryKey: forumKeys.thread(threadId),
    queryFn: () => api<ThreadDetail>(`/threads/${threadId}`),
  });
}

/** All posts of a thread from `from` on (a page at a time, joined by the page). */
export function fetchPosts(threadId: string, from: number, limit = 100) {
  return api<ForumPostPage>(`/threads/${threadId}/posts?from=${from}&limit=${limit}`);
}

export function useThreadPosts(threadId: string, from: number) {
  return useQuery({
    queryKey: [...forumKeys.posts(threadId), from],
    queryFn: () => fetchPosts(threadId, from),
  });
}

export function useRevisions(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: forumKeys.revisions(postId),
    queryFn: () => api<ForumRevisionList>(`/forum-posts/${postId}/revisions`),
    enabled,
  });
}

export function useForumSearch(q: string, cursor: string | null) {
  return useQuery({
    queryKey: forumKeys.search(q, cursor),
    queryFn: () => {
      const params = new URLSearchParams({ q });
      if (cursor) params.set('cursor', cursor);
      return api<ForumSearchPage>(`/forum-search?${params.toString()}`);
    },
    enabled: q.trim().length >= 2,
  });
}

export const createThread = (topicSlug: string, body: { title: string; body: string }) =>
  api<ThreadDetail>(`/topics/${encodeURIComponent(topicSlug)}/threads`, { method: 'POST', json: body });

export const createPost = (threadId: string, body: { body: string; quotePostId?: string }) =>
  api<ForumPost>(`/threads/${threadId}/posts`, { method: 'POST', json: body });

export const updatePost = (postId: string, body: string) =>
  api<ForumPost>(`/forum-posts/${postId}`, { method: 'PATCH', json: { body } });

export const deletePost = (postId: string) => api<void>(`/forum-posts/${postId}`, { method: 'DELETE' });

export const setLike = (postId: string, liked: boolean) =>
  api<ForumLikeState>(`/forum-posts/${postId}/like`, { method: liked ? 'PUT' : 'DELETE' });

export const setSubscription = (threadId: string, subscribed: boolean) =>
  api<SubscriptionState>(`/threads/${threadId}/subscription`, { method: subscribed ? 'PUT' : 'DELETE' });

export const markRead = (threadId: string, postNumber: number) =>
  api<void>(`/threads/${threadId}/read`, { method: 'PUT', json: { postNumber } });

export const acceptAnswer = (threadId: string, postId: string | null) =>
  postId
    ? api<void>(`/threads/${threadId}/accepted`, { method: 'PUT', json: { postId } })
    : api<void>(`/threads/${threadId}/accepted`, { method: 'DELETE' });

export type ModAction = 'lock' | 'unlock' | 'pin' | 'unpin';
export const moderateThread = (threadId: string, action: ModAction) =>
  api<void>(`/threads/${threadId}/${action}`, { method: 'POST' });

export const moveThread = (threadId: string, topicSlug: string) =>
  api<void>(`/threads/${threadId}/move`, { method: 'POST', json: { topicSlug } });

export const splitThread = (threadId: string, body: { postIds: string[]; title: string }) =>
  api<{ threadId: string }>(`/threads/${threadId}/split`, { method: 'POST', json: body });

export const deleteThread = (threadId: string) => api<void>(`/threads/${threadId}`, { method: 'DELETE' });

export function uploadForumImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  return api<ForumImage>('/forum-images', { method: 'POST', body: form });
}

// Admin
export function useAdminForums() {
  return useQuery({
    queryKey: forumKeys.admin(),
    queryFn: () => api<{ items: ForumDetail[] }>('/admin/forums'),
  });
}

export const adminForums = {
  createForum: (body: UpsertForum) => api<ForumDetail>('/admin/forums', { method: 'POST', json: body }),
  updateForum: (id: string, body: Partial<UpsertForum>) =>
    api<ForumDetail>(`/admin/forums/${id}`, { method: 'PATCH', json: body }),
  deleteForum: (id: string) => api<void>(`/admin/forums/${id}`, { method: 'DELETE' }),
  createTopic: (body: UpsertTopic & { forumId: string }) =>
    api<unknown>('/admin/forum-topics', { method: 'POST', json: body }),
  updateTopic: (id: string, body: UpdateTopic) =>
    api<unknown>(`/admin/forum-topics/${id}`, { method: 'PATCH', json: body }),
  deleteTopic: (id: string) => api<void>(`/admin/forum-topics/${id}`, { method: 'DELETE' }),
};

/** A mutation that refreshes every forum query when it succeeds. */
export function useForumMutation<A, R>(fn: (args: A) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: forumKeys.all });
      onSuccess?.(result);
    },
  });
}
