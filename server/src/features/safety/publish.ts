import type { ReportTargetType } from '@tightlines/domain/moderation/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { UploadUrls } from '#server/storage/signed-urls';
import { fanOutPost, withdrawPostFromFeeds } from '#server/features/feed/repo';
import { republishMessage } from '#server/features/messages/service';
import type { NotifyDeps } from '#server/features/notifications/service';
import { announceComment } from '#server/features/posts/comment-service';
import { findLiveComment } from '#server/features/posts/comment-repo';
import { broadcastNewPost } from '#server/features/posts/events';
import {
  findLivePost,
  moveCounter,
  moveHashtagCounts,
  postMentionIds,
  postTags,
} from '#server/features/posts/repo';
import { notifyMentioned } from '#server/features/posts/service';
import { afterGroupPost } from '#server/features/groups/posting';
import { findPost as findForumPost } from '#server/features/forums/repo';
import { announceForumPost } from '#server/features/forums/service';

/** What re-publishing uses of the app (the app itself has all of it). */
export interface PublishDeps extends NotifyDeps {
  log: FastifyBaseLogger;
  uploadUrls: UploadUrls;
}

/** The content types whose visibility depends on more than their own row (feeds, counters, notifications). */
type Target = ReportTargetType;

/**
 * Call after a moderator HIDES a piece of content that was visible (moderation null → 'hidden'), with the
 * transaction that hid it: a post leaves everyone's precomputed feed but its author's and the tags' public
 * counts; a comment leaves its post's comment count. Lists, pages, search and notifications read the moderation
 * column themselves, so nothing else is needed (messages, event comments and photos, catches: nothing to do).
 * Not for held content: it never reached anyone.
 */
export async function withdrawHidden(db: Db, targetType: Target, targetId: string): Promise<void> {
  if (targetType === 'post') {
    const post = await findLivePost(db, targetId);
    if (!post) return;
    await withdrawPostFromFeeds(db, targetId);
    if (post.visibility === 'public')
      await moveHashtagCounts(
        db,
        (await postTags(db, targetId)).map((row) => row.hashtagId),
        -1,
      );
  } else if (targetType === 'comment') {
    const comment = await findLiveComment(db, targetId);
    if (comment) await moveCounter(db, comment.postId, 'commentsCount', -1);
  }
}

/**
 * Call after a moderator RESTORES held or hidden content (after the moderation column is set back to null and
 * committed); `was` is the state it had. It does what the content skipped while it was not visible:
 * - post: fanned out to its followers' and tag followers' feeds again, counted in its tags (if public); a held
 *   post also notifies the people it mentions and goes out as a realtime new post (late, but once);
 * - comment: counted on its post again; a held comment also notifies the post's author (and the answered
 *   comment's author) as a new comment would;
 * - message: a held message becomes the conversation's news (last message, unread, the sockets); a hidden one
 *   had been delivered before it was hidden, so nothing more;
 * - forum post: a held one goes out live to its thread's readers (its thread page reads the column);
 * - event comments, event photos, catches: nothing (their lists read the column).
 * Content deleted meanwhile is left alone. Failures of the realtime part are logged only.
 */
export async function publishRestored(
  deps: PublishDeps,
  targetType: Target,
  targetId: string,
  was: 'held' | 'hidden' = 'held',
): Promise<void> {
  if (targetType === 'post') {
    const post = await findLivePost(deps.db, targetId);
    if (!post || post.moderation !== null) return;
    const publishers = await deps.db.transaction(async (tx) => {
      await fanOutPost(tx, targetId);
      if (post.visibility === 'public' && !post.groupId)
        await moveHashtagCounts(
          tx,
          (await postTags(tx, targetId)).map((row) => row.hashtagId),
          1,
        );
      if (was !== 'held') return [];
      return notifyMentioned(deps, tx, post, await postMentionIds(tx, targetId));
    });
    for (const publish of publishers) publish();
    if (was === 'held' && !post.groupId) broadcastNewPost(deps, post);
    // Groups (issue 16): a held group post, once restored, counts in its group and reaches its members.
    if (was === 'held' && post.groupId) await afterGroupPost(deps, post);
    return;
  }
  if (targetType === 'comment') {
    const comment = await findLiveComment(deps.db, targetId);
    if (!comment || comment.moderation !== null) return;
    const post = await findLivePost(deps.db, comment.postId);
    if (!post) return;
    const parent = comment.parentId ? await findLiveComment(deps.db, comment.parentId) : undefined;
    const publishers = await deps.db.transaction(async (tx) => {
      if (was !== 'held') {
        await moveCounter(tx, comment.postId, 'commentsCount', 1);
        return [];
      }
      return announceComment(deps, tx, comment, post.userId, parent?.userId ?? null);
    });
    for (const publish of publishers) publish();
    return;
  }
  if (targetType === 'message' && was === 'held') await republishMessage(deps, targetId);
  // Forums (forums-mod): a held forum post, once restored, goes out to the thread's live readers.
  if (targetType === 'forum_post' && was === 'held') {
    const post = await findForumPost(deps.db, targetId, null);
    if (!post || post.deleted_at || post.moderation !== null || !post.author_id) return;
    announceForumPost(deps, {
      threadId: post.thread_id,
      postId: post.id,
      postNumber: Number(post.post_number),
      authorId: post.author_id,
    });
  }
}
