import type { Comment } from '@tightlines/domain/social/posts';
import { MODERATION_STATES, type ModerationState } from '@tightlines/domain/moderation/state';
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
  type CommentRow,
} from './comment-repo';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { findLivePost, moveCounter } from './repo';
import { assertNotBlocked } from '#server/features/safety/checks/blocks';
import { checkHold, queueHold } from '#server/features/safety/checks/holds';
import { actorName, canSee, excerpt, postToInteractWith, postUrl, visiblePost } from './service';

/** Replies shown under each top-level comment; a longer thread shows its first ones. */
const REPLIES_PER_COMMENT = 50;

const isModerationState = (value: string | null): value is ModerationState =>
  (MODERATION_STATES as readonly (string | null)[]).includes(value);

/** The row as CommentSchema; `moderation` only on a held or hidden comment (which only its author is shown). */
function presentCommentRow(row: CommentListRow) {
  return {
    id: row.id,
    postId: row.postId,
    parentId: row.parentId,
    author: presentPerson({ ...row, id: row.userId }),
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(isModerationState(row.moderation) ? { moderation: row.moderation } : {}),
  };
}

/**
 * Top-level comments of a post the viewer may see, oldest first, each with its replies; held and hidden comments
 * only for their author, and none by people in a block with the viewer or muted by them (a hidden top-level
 * comment takes its replies out of the thread with it).
 */
export async function listComments(
  db: Db,
  viewerId: string | null,
  postId: string,
  query: { cursor?: string; limit: number },
) {
  await visiblePost(db, postId, viewerId);
  const rows = await selectTopLevelComments(
    db,
    postId,
    viewerId,
    decodeCursor(query.cursor),
    query.limit + 1,
  );
  const page = rows.slice(0, query.limit);
  const replies = await selectReplies(
    db,
    page.map((row) => row.id),
    viewerId,
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
 * the post's author hears of a comment and a comment's author of a reply — never of their own. Someone in a block
 * with the post's author (or the answered comment's) gets 403. A held comment (safety holds) moves no count and
 * notifies nobody until a moderator restores it (safety publishRestored does both then).
 */
export async function addComment(
  deps: NotifyDeps,
  viewerId: string,
  postId: string,
  input: { content: string; parentId?: string },
): Promise<Comment> {
  const post = await postToInteractWith(deps.db, postId, viewerId);
  const parent = input.parentId ? await findLiveComment(deps.db, input.parentId) : null;
  // Threads are one level deep: a reply answers a top-level comment of this same post.
  if (input.parentId && (!parent || parent.postId !== postId || parent.parentId !== null))
    throw AppError.of(400, 'invalidInput');
  if (parent) await assertNotBlocked(deps.db, viewerId, parent.userId);
  const hold = await checkHold(deps.db, { authorId: viewerId, text: input.content, target: 'comment' });

  const { comment, publishers } = await deps.db.transaction(async (tx) => {
    const comment = await insertComment(tx, {
      postId,
      userId: viewerId,
      parentId: parent?.id ?? null,
      content: input.content,
      moderation: hold ? 'held' : null,
    });
    if (hold) {
      await queueHold(tx, hold, { type: 'comment', id: comment.id, authorId: viewerId });
      return { comment, publishers: [] };
    }
    return {
      comment,
      publishers: await announceComment(deps, tx, comment, post.userId, parent?.userId ?? null),
    };
  });
  for (const publish of publishers) publish();
  const row = await selectCommentWithAuthor(deps.db, comment.id);
  if (!row) throw notFound();
  return { ...presentCommentRow(row), replies: [] };
}

/**
 * What a visible comment does once: the post's count moves, the post's author hears of a comment and the
 * answered comment's author of a reply (never of their own), and the commenter's activity is recorded. Run in
 * the comment's transaction, or when a held comment is restored (safety publishRestored).
 */
export async function announceComment(
  deps: NotifyDeps,
  tx: Db,
  comment: CommentRow,
  postAuthorId: string,
  parentAuthorId: string | null,
): Promise<(() => void)[]> {
  const viewerId = comment.userId;
  const postId = comment.postId;
  await moveCounter(tx, postId, 'commentsCount', 1);
  const name = await actorName(tx, viewerId);
  const message = excerpt(comment.content, '');
  const publishers = [];
  if (parentAuthorId && parentAuthorId !== viewerId) {
    publishers.push(
      await notify(
        deps,
        {
          userId: parentAuthorId,
          actorId: viewerId,
          type: 'comment_reply',
          params: { actorName: name, postId, excerpt: message },
          actionUrl: postUrl(postId),
        },
        tx,
      ),
    );
  }
  if (postAuthorId !== parentAuthorId) {
    publishers.push(
      await notify(
        deps,
        {
          userId: postAuthorId,
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
  return publishers;
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
