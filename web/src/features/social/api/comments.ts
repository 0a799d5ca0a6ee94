import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { Comment } from '@tightlines/domain/social/posts';
import { COMMENTS_PAGE_SIZE } from '@tightlines/domain/social/limits';
import { api } from '#web/lib/api-client';
import { pageQuery } from './page-query';
import { patchPost } from './patch-posts';
import { socialKeys } from './social-keys';

export interface CommentPage {
  items: Comment[];
  nextCursor: string | null;
}

export function getComments(postId: string, cursor?: string | null): Promise<CommentPage> {
  return api<CommentPage>(
    `/posts/${encodeURIComponent(postId)}/comments${pageQuery(cursor, COMMENTS_PAGE_SIZE)}`,
  );
}

export function addComment(postId: string, input: { content: string; parentId?: string }): Promise<Comment> {
  return api<Comment>(`/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', json: input });
}

export function deleteComment(commentId: string): Promise<void> {
  return api<void>(`/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}

export const getCommentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.comments(postId),
    queryFn: ({ pageParam }) => getComments(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** Top-level comments, oldest first, each with its replies. */
export function useComments(postId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getCommentsQueryOptions(postId), enabled });
}

type Pages = InfiniteData<CommentPage>;

function mapComments(pages: Pages, change: (items: Comment[], index: number) => Comment[]): Pages {
  return {
    ...pages,
    pages: pages.pages.map((page, index) => ({ ...page, items: change(page.items, index) })),
  };
}

/** Adds a comment (or a reply) where it belongs and moves the post's count. */
export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { content: string; parentId?: string }) => addComment(postId, input),
    onSuccess: (comment) => {
      queryClient.setQueryData<Pages>(socialKeys.comments(postId), (data) => {
        if (!data) return data;
        if (comment.parentId) {
          return mapComments(data, (items) =>
            items.map((item) =>
              item.id === comment.parentId ? { ...item, replies: [...item.replies, comment] } : item,
            ),
          );
        }
        // Oldest first: a new comment belongs after everything, i.e. on the last page once it is loaded.
        const last = data.pages.length - 1;
        if (data.pages[last]?.nextCursor) return data;
        return mapComments(data, (items, index) => (index === last ? [...items, comment] : items));
      });
      patchPost(queryClient, postId, (post) => ({ ...post, commentsCount: post.commentsCount + 1 }));
    },
  });
}

/** Deletes a comment (a top-level one takes its replies along). */
export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: Comment | Comment['replies'][number]) => deleteComment(comment.id),
    onSuccess: (_result, comment) => {
      const removed = 1 + ('replies' in comment ? comment.replies.length : 0);
      queryClient.setQueryData<Pages>(socialKeys.comments(postId), (data) =>
        data
          ? mapComments(data, (items) =>
              items
                .filter((item) => item.id !== comment.id)
                .map((item) =>
                  item.id === comment.parentId
                    ? { ...item, replies: item.replies.filter((reply) => reply.id !== comment.id) }
                    : item,
                ),
            )
          : data,
      );
      patchPost(queryClient, postId, (post) => ({
        ...post,
        commentsCount: Math.max(0, post.commentsCount - removed),
      }));
    },
  });
}
