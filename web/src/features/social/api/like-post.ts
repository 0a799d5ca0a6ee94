import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post } from '@tightlines/domain/social/posts';
import { api } from '#web/lib/api-client';
import { patchPost } from './patch-posts';

interface LikeState {
  liked: boolean;
  likesCount: number;
}

export function setLike(postId: string, like: boolean): Promise<LikeState> {
  return api<LikeState>(`/posts/${encodeURIComponent(postId)}/like`, { method: like ? 'PUT' : 'DELETE' });
}

/**
 * Likes or unlikes at once on screen (optimistic); the server's count replaces the guess, and a failure
 * puts the post back as it was.
 */
export function useToggleLike(post: Pick<Post, 'id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['social', 'like', post.id],
    mutationFn: (like: boolean) => setLike(post.id, like),
    onMutate: (like) => {
      let before: Pick<Post, 'likedByMe' | 'likesCount'> | undefined;
      patchPost(queryClient, post.id, (current) => {
        before ??= { likedByMe: current.likedByMe, likesCount: current.likesCount };
        if (current.likedByMe === like) return current;
        return { ...current, likedByMe: like, likesCount: Math.max(0, current.likesCount + (like ? 1 : -1)) };
      });
      return before;
    },
    onSuccess: (state) =>
      patchPost(queryClient, post.id, (current) => ({
        ...current,
        likedByMe: state.liked,
        likesCount: state.likesCount,
      })),
    onError: (_error, _like, before) => {
      if (before) patchPost(queryClient, post.id, (current) => ({ ...current, ...before }));
    },
  });
}
