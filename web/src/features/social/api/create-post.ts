import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Post, Visibility } from '@tightlines/domain/social/posts';
import { api } from '#web/lib/api-client';
import { prependToFeed } from './patch-posts';
import { socialKeys } from './social-keys';

export interface CreatePostInput {
  content: string;
  visibility: Visibility;
  image: File | null;
  /** Post into this group (members only see it). */
  groupId?: string;
}

/** POST /api/posts as multipart/form-data (the photo travels as the file `image`). */
export function createPost({ content, visibility, image, groupId }: CreatePostInput): Promise<Post> {
  const form = new FormData();
  form.set('content', content);
  form.set('visibility', visibility);
  if (groupId) form.set('groupId', groupId);
  if (image) form.set('image', image, image.name);
  return api<Post>('/posts', { method: 'POST', body: form });
}

/** Creates a post and puts it on top of my feed at once (the composer clears itself on success). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependToFeed(queryClient, [post]);
      // Hashtag pages and other lists pick it up when next shown; the feed already has it.
      void queryClient.invalidateQueries({
        queryKey: socialKeys.postLists,
        predicate: (query) => query.queryKey[2] !== 'feed',
        refetchType: 'none',
      });
    },
  });
}
