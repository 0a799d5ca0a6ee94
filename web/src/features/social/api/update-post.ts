import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, Visibility } from '@tightlines/domain/social/posts';
import { api } from '#web/lib/api-client';
import { patchPost, removePost } from './patch-posts';

export function updatePost(
  postId: string,
  changes: { content?: string; visibility?: Visibility },
): Promise<Post> {
  return api<Post>(`/posts/${encodeURIComponent(postId)}`, { method: 'PATCH', json: changes });
}

export function deletePost(postId: string): Promise<void> {
  return api<void>(`/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

/** Edits my post; the answer replaces it in every list. */
export function useUpdatePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { content?: string; visibility?: Visibility }) => updatePost(postId, changes),
    onSuccess: (post) => patchPost(queryClient, postId, () => post),
  });
}

export function useDeletePost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deletePost(postId),
    onSuccess: () => removePost(queryClient, postId),
  });
}
