import type { FastifyBaseLogger } from 'fastify';
import { queueAchievements } from '#server/features/achievements/enqueue';
import { POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import { parseHashtags, parseMentions, normalizeTag } from '@tightlines/domain/social/parse';
import { CreatePostFieldsSchema, type Post, type Visibility } from '@tightlines/domain/social/posts';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { deleteStored, processImage, storeImage, type StoredImage } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import type { UploadUrls } from '#server/storage/signed-urls';
import { recordActivity, type ActivityDeps } from '#server/features/activities/service';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { presentPerson } from '#server/features/people/presenter';
import { fanOutPost, refanOutPost, removePostFromFeeds } from '#server/features/feed/repo';
import { assertNotBlocked } from '#server/features/safety/checks/blocks';
import { checkHold, queueHold } from '#server/features/safety/checks/holds';
import { blockBetween, isStaff } from '#server/features/safety/checks/relations-repo';
import { canSeeGroupContent, loadGroupAccess } from '#server/features/groups/access-repo';
import { afterGroupPost } from '#server/features/groups/posting';
import { broadcastNewPost } from './events';
import { selectVisiblePost } from './feed-repo';
import { resolveMentions } from './mentions';
import { presentPost } from './presenter';
import {
  addLike,
  addShare,
  addView,
  changePostsCount,
  deleteMentions,
  findLivePost,
  findPerson,
  insertMentions,
  insertPost,
  isFollowing,
  linkHashtags,
  lockPostVisibility,
  moveHashtagCounts,
  postMentionIds,
  postTags,
  removeLike,
  softDeletePost,
  unlinkHashtags,
  updatePostRow,
  whoFollow,
  activeMembersAmong,
  type PostRow,
} from './repo';

/** What these services use of the app (routes build it once; seeds and tests may pass the app). */
export interface PostDeps extends NotifyDeps, ActivityDeps {
  storage: Storage;
  uploadUrls: UploadUrls;
  log: FastifyBaseLogger;
}

export const postNotFound = () => AppError.of(404, 'postNotFound');

/** The link every notification about a post carries (the web's post page). */
export const postUrl = (postId: string) => `/posts/${postId}`;

/** A short plain-text quote of a post for notification messages. */
export function excerpt(text: string, fallback: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return fallback;
  return flat.length > 100 ? `${flat.slice(0, 99)}…` : flat;
}

/** The name a notification calls someone by. */
export async function actorName(db: Db, userId: string): Promise<string> {
  const person = await findPerson(db, userId);
  return person ? presentPerson(person).displayName || 'Someone' : 'Someone';
}

/**
 * A post as `viewerId` may see it; 404 'postNotFound' when deleted, unknown, not theirs to see, held or hidden
 * (unless theirs), or by someone in a block with them. Staff read held and hidden posts too (asked only when the
 * post was not found, so the common path pays nothing for it).
 */
export async function getPost(deps: PostDeps, postId: string, viewerId: string | null): Promise<Post> {
  const row =
    (await selectVisiblePost(deps.db, postId, viewerId)) ??
    (viewerId && (await isStaff(deps.db, viewerId))
      ? await selectVisiblePost(deps.db, postId, viewerId, true)
      : undefined);
  if (!row) throw postNotFound();
  return presentPost(row, deps.uploadUrls);
}

/** Whether `viewerId` may see `post` (same rule as the SQL in feed-repo `visibleTo`). */
export async function canSee(db: Db, post: PostRow, viewerId: string | null): Promise<boolean> {
  if (post.deletedAt) return false;
  if (post.moderation !== null && post.userId !== viewerId) return false;
  if (post.groupId) {
    // A group's post is its active members' only (issue 16), whatever its visibility.
    if (!viewerId) return false;
    const access = await loadGroupAccess(db, post.groupId, viewerId);
    if (!access || !canSeeGroupContent(access)) return false;
  }
  if (post.visibility === 'public') return true;
  if (!viewerId) return false;
  if (post.userId === viewerId) return true;
  return post.visibility === 'followers' && (await isFollowing(db, viewerId, post.userId));
}

/**
 * The live post `viewerId` may see, else 404 (never 403: a hidden post does not exist for them, nor a post of
 * someone in a block with them).
 */
export async function visiblePost(db: Db, postId: string, viewerId: string | null): Promise<PostRow> {
  const post = await findLivePost(db, postId);
  if (!post || !(await canSee(db, post, viewerId))) throw postNotFound();
  if (viewerId && post.userId !== viewerId) {
    const { iBlocked, blockedMe } = await blockBetween(db, viewerId, post.userId);
    if (iBlocked || blockedMe) throw postNotFound();
  }
  return post;
}

/**
 * The post `viewerId` wants to like or comment on: 403 'youBlockedPerson' / 'blockedByPerson' when they and the
 * author are in a block, else as visiblePost.
 */
export async function postToInteractWith(db: Db, postId: string, viewerId: string): Promise<PostRow> {
  const post = await findLivePost(db, postId);
  if (!post) throw postNotFound();
  await assertNotBlocked(db, viewerId, post.userId);
  return visiblePost(db, postId, viewerId);
}

/** Of the people mentioned, those who may read a post of this visibility (no notification leads to a 404). */
async function readersAmong(
  db: Db,
  authorId: string,
  visibility: string,
  userIds: string[],
  groupId: string | null = null,
): Promise<string[]> {
  if (groupId) userIds = await activeMembersAmong(db, groupId, userIds);
  if (visibility === 'public') return userIds;
  if (visibility === 'followers') {
    const followers = await whoFollow(db, userIds, authorId);
    return userIds.filter((id) => followers.has(id));
  }
  return [];
}

export async function notifyMentioned(deps: NotifyDeps, tx: Db, post: PostRow, userIds: string[]) {
  const readers = await readersAmong(tx, post.userId, post.visibility, userIds, post.groupId);
  if (readers.length === 0) return [];
  const name = await actorName(tx, post.userId);
  const publishers: (() => void)[] = [];
  for (const userId of readers) {
    publishers.push(
      await notify(
        deps,
        {
          userId,
          actorId: post.userId,
          type: 'mention',
          params: { actorName: name, postId: post.id, excerpt: excerpt(post.content, '') },
          actionUrl: postUrl(post.id),
        },
        tx,
      ),
    );
  }
  return publishers;
}

/** At most 500 characters; blank text needs an image. */
export function checkContent(content: string, hasImage: boolean): void {
  if (content.length > POST_MAX_CHARS) throw AppError.of(400, 'postTooLong');
  if (!content && !hasImage) throw AppError.of(400, 'postEmpty');
}

/**
 * Creates a post: text rules first, then the image (processed and stored before the transaction), then the
 * post, its hashtags, mentions, the author's post count, the mention notifications and the activity in one
 * transaction. If the transaction fails the stored files are removed again, so no half post remains.
 */
export async function createPost(
  deps: PostDeps,
  authorId: string,
  input: {
    fields: Record<string, unknown>;
    image: Buffer | undefined;
    /**
     * An image stored earlier (a scheduled post's, or a catch log entry's shared as a post): used as is, and left
     * in place if the post fails (it stays its owner's).
     */
    stored?: StoredImage;
  },
  /**
   * When the post is written inside a caller's transaction (deps.db is that transaction: publishing a scheduled
   * post), its notifications and broadcasts are handed here to run after the caller commits.
   */
  afterCommit?: (() => Promise<void> | void)[],
): Promise<Post> {
  const parsed = CreatePostFieldsSchema.safeParse(input.fields);
  if (!parsed.success) throw AppError.of(400, 'invalidInput');
  const content = parsed.data.content.trim();
  const visibility = parsed.data.visibility;
  checkContent(content, Boolean(input.image ?? input.stored));
  const groupId = parsed.data.groupId ?? null;
  if (groupId) {
    const access = await loadGroupAccess(deps.db, groupId, authorId);
    if (!access) throw AppError.of(404, 'groupNotFound');
    if (access.status === 'banned') throw AppError.of(403, 'groupBanned');
    if (!canSeeGroupContent(access)) throw AppError.of(403, 'groupMembersOnly');
  }

  let stored: StoredImage | null = input.stored ?? null;
  if (input.image && !stored)
    stored = await storeImage(deps.storage, await processImage(input.image), {
      folder: 'post-media',
      ownerId: authorId,
    });

  let publishers: (() => void)[];
  let post: PostRow;
  try {
    const tags = parseHashtags(content);
    const mentioned = await resolveMentions(deps.db, authorId, parseMentions(content));
    // A held post is its author's only until a moderator restores it (safety/publish.ts publishRestored): it
    // reaches no follower's feed (fanOutPost writes the author's row only), counts in no tag, notifies nobody.
    const hold = await checkHold(deps.db, { authorId, text: content, target: 'post' });
    ({ post, publishers } = await deps.db.transaction(async (tx) => {
      // One timestamp for the post and its tag and mention rows: the hashtag and mention lists page by it.
      const at = new Date();
      const post = await insertPost(tx, {
        userId: authorId,
        content,
        visibility,
        mediaUrl: stored?.url ?? null,
        media: stored?.media ?? null,
        moderation: hold ? 'held' : null,
        groupId,
        createdAt: at,
        updatedAt: at,
      });
      if (hold) await queueHold(tx, hold, { type: 'post', id: post.id, authorId });
      // Tags count public posts everyone may read: a group's post counts in none (its members' only).
      await linkHashtags(tx, post.id, at, tags, visibility === 'public' && !hold && !groupId);
      await fanOutPost(tx, post.id);
      await insertMentions(tx, post.id, authorId, at, mentioned);
      await changePostsCount(tx, authorId, 1);
      if (hold) return { post, publishers: [] };
      // A post can unlock achievements (first post, streaks): evaluated by the achievements job.
      await queueAchievements(deps.jobs, authorId, tx);
      const publishers = await notifyMentioned(deps, tx, post, mentioned);
      publishers.push(
        await recordActivity(
          deps,
          {
            userId: authorId,
            activityType: 'post_created',
            entityType: 'post',
            entityId: post.id,
            content: excerpt(content, 'Shared a photo'),
            metadata: { excerpt: excerpt(content, '') },
          },
          tx,
        ),
      );
      return { post, publishers };
    }));
  } catch (error) {
    if (stored && !input.stored) await deleteStored(deps.storage, stored.keys);
    throw error;
  }
  const effects: (() => Promise<void> | void)[] = [
    ...publishers,
    () => {
      if (!post.moderation && !groupId) broadcastNewPost(deps, post);
    },
    async () => {
      if (groupId && !post.moderation) await afterGroupPost(deps, post);
    },
  ];
  if (afterCommit) afterCommit.push(...effects);
  else for (const effect of effects) await Promise.resolve(effect());
  return getPost(deps, post.id, authorId);
}

/**
 * Edits your own post: text and/or visibility; hashtags, mentions and their counters follow the new text. New text
 * that an automatic hold catches holds the post (as on creation): it leaves its readers' feeds and tag counts.
 */
export async function updatePost(
  deps: PostDeps,
  viewerId: string,
  postId: string,
  changes: { content?: string; visibility?: Visibility },
): Promise<Post> {
  const post = await visiblePost(deps.db, postId, viewerId);
  if (post.userId !== viewerId) throw forbidden();
  const content = changes.content?.trim();
  if (content !== undefined) checkContent(content, Boolean(post.mediaUrl));
  const hold =
    content !== undefined && content !== post.content && post.moderation === null
      ? await checkHold(deps.db, { authorId: viewerId, text: content, target: 'post' })
      : null;

  const publishers = await deps.db.transaction(async (tx) => {
    // Read under the row lock: two edits at once must not both move the tag counts from the same old value.
    const visibilityBefore = (await lockPostVisibility(tx, postId)) ?? post.visibility;
    const updated = await updatePostRow(tx, postId, {
      content,
      visibility: changes.visibility,
      ...(hold ? { moderation: 'held' as const } : {}),
    });
    if (hold) await queueHold(tx, hold, { type: 'post', id: postId, authorId: viewerId });
    const moved = updated.visibility !== visibilityBefore;
    // Tags count public posts only: a post turned public or not public moves the counts of the tags it keeps.
    // A held or hidden post counts in no tag (publishRestored counts it when it is restored).
    const wasPublic = visibilityBefore === 'public' && !post.moderation && !post.groupId;
    const isPublic = updated.visibility === 'public' && !updated.moderation && !post.groupId;
    const recount = (kept: { hashtagId: string }[]) =>
      wasPublic === isPublic
        ? Promise.resolve()
        : moveHashtagCounts(
            tx,
            kept.map((row) => row.hashtagId),
            isPublic ? 1 : -1,
          );
    if (content === undefined || content === post.content) {
      if (moved) {
        await recount(await postTags(tx, postId));
        await refanOutPost(tx, postId);
      }
      return [];
    }

    const before = await postTags(tx, postId);
    const written = parseHashtags(content);
    const wanted = new Set(written.map(normalizeTag));
    await unlinkHashtags(
      tx,
      postId,
      before.filter((row) => !wanted.has(row.tag)).map((row) => row.hashtagId),
      wasPublic,
    );
    await recount(before.filter((row) => wanted.has(row.tag)));
    const had = new Set(before.map((row) => row.tag));
    await linkHashtags(
      tx,
      postId,
      post.createdAt,
      written.filter((tag) => !had.has(normalizeTag(tag))),
      isPublic,
    );
    // Who the post reaches follows its visibility and its hashtags.
    await refanOutPost(tx, postId);

    const wasMentioned = await postMentionIds(tx, postId);
    const mentioned = await resolveMentions(tx, viewerId, parseMentions(content));
    await deleteMentions(
      tx,
      postId,
      wasMentioned.filter((id) => !mentioned.includes(id)),
    );
    const added = mentioned.filter((id) => !wasMentioned.includes(id));
    await insertMentions(tx, postId, viewerId, post.createdAt, added);
    // Only the newly mentioned hear about it; an edit does not notify the same people twice (nor anyone of a
    // held or hidden post: publishRestored notifies its mentions when it is restored).
    return updated.moderation ? [] : notifyMentioned(deps, tx, updated, added);
  });
  for (const publish of publishers) publish();
  return getPost(deps, postId, viewerId);
}

/** Soft-deletes your own post; the author's post count (and the tags' counts, for a public post) go down once. */
export async function deletePost(deps: PostDeps, viewerId: string, postId: string): Promise<void> {
  const post = await visiblePost(deps.db, postId, viewerId);
  if (post.userId !== viewerId) throw forbidden();
  await deps.db.transaction(async (tx) => {
    const visibility = await softDeletePost(tx, postId);
    if (visibility === null) return;
    await removePostFromFeeds(tx, postId);
    await changePostsCount(tx, viewerId, -1);
    // A held or hidden post was taken out of the tags' public counts already.
    if (visibility === 'public' && !post.moderation && !post.groupId)
      await moveHashtagCounts(
        tx,
        (await postTags(tx, postId)).map((row) => row.hashtagId),
        -1,
      );
  });
}

/** PUT like (idempotent): the count moves and the author hears of it only for a new like. */
export async function likePost(deps: PostDeps, viewerId: string, postId: string) {
  const post = await postToInteractWith(deps.db, postId, viewerId);
  const { likesCount, publish } = await deps.db.transaction(async (tx) => {
    const { added, likesCount } = await addLike(tx, postId, viewerId);
    if (!added) return { likesCount, publish: () => {} };
    // Likes received unlock achievements of the post's author.
    await queueAchievements(deps.jobs, post.userId, tx);
    const name = await actorName(tx, viewerId);
    const publishers = [
      await notify(
        deps,
        {
          userId: post.userId,
          actorId: viewerId,
          type: 'like',
          params: { actorName: name, postId, excerpt: excerpt(post.content, '') },
          actionUrl: postUrl(postId),
        },
        tx,
      ),
      await recordActivity(
        deps,
        {
          userId: viewerId,
          activityType: 'post_liked',
          entityType: 'post',
          entityId: postId,
          content: excerpt(post.content, 'Liked a post'),
          metadata: { excerpt: excerpt(post.content, '') },
        },
        tx,
      ),
    ];
    return { likesCount, publish: () => publishers.forEach((send) => send()) };
  });
  publish();
  return { liked: true, likesCount };
}

/** DELETE like (idempotent). */
export async function unlikePost(deps: PostDeps, viewerId: string, postId: string) {
  await visiblePost(deps.db, postId, viewerId);
  const likesCount = await deps.db.transaction((tx) => removeLike(tx, postId, viewerId));
  return { liked: false, likesCount };
}

export async function sharePost(deps: PostDeps, viewerId: string, postId: string, channel: string) {
  await visiblePost(deps.db, postId, viewerId);
  const sharesCount = await deps.db.transaction((tx) => addShare(tx, postId, viewerId, channel));
  return { sharesCount };
}

/** Counts one view per signed-in viewer; the author's own views do not count. */
export async function viewPost(deps: PostDeps, viewerId: string, postId: string): Promise<void> {
  const post = await visiblePost(deps.db, postId, viewerId);
  if (post.userId === viewerId) return;
  await deps.db.transaction((tx) => addView(tx, postId, viewerId));
}
