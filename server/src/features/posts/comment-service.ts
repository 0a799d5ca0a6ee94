import type { Comment } from '@tightlines/domain/social/posts';
import { AppError, forbidden, notFound } from '#server/lib/errors';
import type { Db } from '#server/db/client';
import { recordActivity } from '#server/features/activities/service';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { presentPerson } from '#server/features/people/presenter';
import {
  findLiveComment,
  insertComment,
  selectCommentWithAuthor,
  selectReplies,
  selectTopLevelComments,
  softDeleteCommentThread,
  type CommentListRow,
} from './comment-repo';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { findLivePost, moveCounter } from './repo';
import { actorName, canSee, excerpt, postUrl, visiblePost } from './service';

/** Replies shown under each top-level comment; a longer thread shows its first ones. */
const REPLIES_PER_COMMENT = 50;

function presentCommentRow(row: CommentListRow) {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: presentPerson({ ...row, id: row.userId }),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Top-level comments of a post the viewer may see, oldest first, each with its replies. */
export async function listComments(
  db: Db,
  viewerId: string | null,
  postId: string,
  query: { cursor?: string; limit: number },
) {
  await visiblePost(db, postId, viewerId);
  const rows = await selectTopLevelComments(db, postId, decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const replies = await selectReplies(
    db,
    page.map((row) => row.id),
    REPLIES_PER_COMMENT,
  );
  const items: Comment[] = page.map((row) => ({
    ...presentCommentRow(row),
    replies: replies.filter((reply) => reply.parentId === row.id).map(presentCommentRow),
  }));
  const last = page[page.length - 1];
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor({ at: last.sortAt, id: last.id }) : null,
  };
}

/**
 * Comments on a post (or replies to one of its top-level comments). The count moves in the same transaction;
 * the post's author hears of a comment and a comment's author of a reply — never of their own.
 */
export async function addComment(
  deps: NotifyDeps,
  viewerId: string,
  postId: string,
  input: { content: string; parentId?: string },
): Promise<Comment> {
  const post = await visiblePost(deps.db, postId, viewerId);
  const parent = input.parentId ? await findLiveComment(deps.db, input.parentId) : null;
  // Threads are one level deep: a reply answers a top-level comment of this same post.
  if (input.parentId && (!parent || parent.postId !== postId || parent.parentId !== null))
    throw AppError.of(400, 'invalidInput');

  const { comment, publishers } = await deps.db.transaction(async (tx) => {
    const comment = await insertComment(tx, {
      postId,
      userId: viewerId,
      parentId: parent?.id ?? null,
      content: input.content,
    });
    await moveCounter(tx, postId, 'commentsCount', 1);
    const name = await actorName(tx, viewerId);
    const message = excerpt(input.content, '');
    const publishers = [];
    if (parent && parent.userId !== viewerId) {
      publishers.push(
        await notify(
          deps,
          {
            userId: parent.userId,
            actorId: viewerId,
            type: 'comment_reply',
            params: { actorName: name, postId, excerpt: message },
            actionUrl: postUrl(postId),
          },
          tx,
        ),
      );
    }
    if (post.userId !== parent?.userId) {
      publishers.push(
        await notify(
          deps,
          {
            userId: post.userId,
            actorId: viewerId,
            type: 'comment',
            params: { actorName: name, postId, excerpt: message },
            actionUrl: postUrl(postId),
          },
          tx,
        ),
      );
    }
    publishers.push(
      await recordActivity(
        deps,
        {
          userId: viewerId,
          activityType: 'comment_created',
          entityType: 'post',
          entityId: postId,
          content: message || 'Commented on a post',
          metadata: { excerpt: message },
        },
        tx,
      ),
    );
    return { comment, publishers };
  });
  for (const publish of publishers) publish();
  const row = await selectCommentWithAuthor(deps.db, comment.id);
  if (!row) throw notFound();
  return { ...presentCommentRow(row), replies: [] };
}

/** The comment's author or the post's author may delete it (a top-level comment takes its replies along). */
export async function deleteComment(db: Db, viewerId: string, commentId: string): Promise<void> {
  const comment = await findLiveComment(db, commentId);
  const post = comment ? await findLivePost(db, comment.postId) : undefined;
  if (!comment || !post || !(await canSee(db, post, viewerId))) throw notFound();
  if (comment.userId !== viewerId && post.userId !== viewerId) throw forbidden();
  await db.transaction(async (tx) => {
    const removed = await softDeleteCommentThread(tx, commentId);
    await moveCounter(tx, post.id, 'commentsCount', -removed);
  });
}
