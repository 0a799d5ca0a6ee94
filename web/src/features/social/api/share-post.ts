import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client';
import { patchPost } from './patch-posts';

export type ShareChannel = 'link' | 'native';

export function recordShare(postId: string, channel: ShareChannel): Promise<{ sharesCount: number }> {
  return api<{ sharesCount: number }>(`/posts/${encodeURIComponent(postId)}/shares`, {
    method: 'POST',
    json: { channel },
  });
}

/** Counts a share (signed-in people only; the server keeps the count in the row). */
export function useRecordShare(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ShareChannel) => recordShare(postId, channel),
    onSuccess: ({ sharesCount }) => patchPost(queryClient, postId, (post) => ({ ...post, sharesCount })),
  });
}

/** Records that I saw a post (the server ignores my own and counts each person once). */
export function recordView(postId: string): Promise<void> {
  return api<void>(`/posts/${encodeURIComponent(postId)}/views`, { method: 'POST' });
}
