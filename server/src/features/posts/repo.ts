import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  follows,
  groupMembers,
  hashtags,
  postHashtags,
  postLikes,
  postMentions,
  postShares,
  postViews,
  profiles,
  profileStats,
  userPosts,
} from '#server/db/schema';
import { normalizeTag } from '@tightlines/domain/social/parse';

export type PostRow = typeof userPosts.$inferSelect;

/** A live (not deleted) post, whoever may see it; visibility is the service's decision. */
export async function findLivePost(db: Db, postId: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(userPosts)
    .where(and(eq(userPosts.id, postId), isNull(userPosts.deletedAt)));
  return row;
}

export async function isFollowing(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: follows.id })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .limit(1);
  return Boolean(row);
}

export async function followerIds(db: Db, userId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(eq(follows.followingId, userId))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Of `userIds`, those who follow `authorId`. */
export async function whoFollow(db: Db, userIds: string[], authorId: string): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followingId, authorId), inArray(follows.followerId, userIds)));
  return new Set(rows.map((row) => row.id));
}

export async function insertPost(db: Db, values: typeof userPosts.$inferInsert): Promise<PostRow> {
  const [row] = await db.insert(userPosts).values(values).returning();
  if (!row) throw new Error('post not inserted');
  return row;
}

export async function updatePostRow(
  db: Db,
  postId: string,
  values: { content?: string; visibility?: string; moderation?: 'held' },
): Promise<PostRow> {
  const [row] = await db
    .update(userPosts)
    .set({ ...values, editedAt: sql`now()` })
    .where(eq(userPosts.id, postId))
    .returning();
  if (!row) throw new Error('post not updated');
  return row;
}

/** Soft delete; the post's visibility, or null when it was already gone (a second DELETE changes no counter). */
export async function softDeletePost(db: Db, postId: string): Promise<string | null> {
  const [row] = await db
    .update(userPosts)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(userPosts.id, postId), isNull(userPosts.deletedAt)))
    .returning({ visibility: userPosts.visibility });
  return row?.visibility ?? null;
}

/** The post's visibility, its row locked until the transaction ends (an edit moves counters by it). */
export async function lockPostVisibility(db: Db, postId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ visibility: userPosts.visibility })
    .from(userPosts)
    .where(eq(userPosts.id, postId))
    .for('update');
  return row?.visibility;
}

export async function changePostsCount(db: Db, userId: string, delta: 1 | -1): Promise<void> {
  await db
    .insert(profileStats)
    .values({ userId, postsCount: Math.max(delta, 0) })
    .onConflictDoUpdate({
      target: profileStats.userId,
      set: { postsCount: sql`greatest(${profileStats.postsCount} + ${delta}, 0)`, updatedAt: sql`now()` },
    });
}

/** The tags of a post as stored: hashtag id, lower-cased tag and the spelling used in the post. */
export async function postTags(db: Db, postId: string) {
  return db
    .select({ hashtagId: postHashtags.hashtagId, tag: hashtags.tag, written: postHashtags.hashtag })
    .from(postHashtags)
    .innerJoin(hashtags, eq(hashtags.id, postHashtags.hashtagId))
    .where(eq(postHashtags.postId, postId));
}

/**
 * Upserts the tags and links them to the post; `counted` (a public post) moves each tag's post_count up by one.
 * post_count is the count everyone is shown, so it counts public live posts only. Rows are written in tag
 * order, so two posts sharing tags lock them in the same order and never deadlock. `at` is the post's
 * created_at: hashtag pages page by it, so it must match the post's own keyset.
 */
export async function linkHashtags(
  db: Db,
  postId: string,
  at: Date,
  written: string[],
  counted: boolean,
): Promise<void> {
  if (written.length === 0) return;
  const byTag = new Map(written.map((tag) => [normalizeTag(tag), tag]));
  const sorted = [...byTag.keys()].sort();
  const step = counted ? 1 : 0;
  const rows = await db
    .insert(hashtags)
    .values(sorted.map((tag) => ({ tag, postCount: step })))
    .onConflictDoUpdate({ target: hashtags.tag, set: { postCount: sql`${hashtags.postCount} + ${step}` } })
    .returning({ id: hashtags.id, tag: hashtags.tag });
  await db
    .insert(postHashtags)
    .values(
      rows.map((row) => ({
        postId,
        hashtagId: row.id,
        hashtag: byTag.get(row.tag) ?? row.tag,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
}

/** Unlinks tags from a post (edit); `counted` (the post was public) counts them down. */
export async function unlinkHashtags(
  db: Db,
  postId: string,
  hashtagIds: string[],
  counted: boolean,
): Promise<void> {
  if (hashtagIds.length === 0) return;
  await db
    .delete(postHashtags)
    .where(and(eq(postHashtags.postId, postId), inArray(postHashtags.hashtagId, hashtagIds)));
  if (counted) await moveHashtagCounts(db, hashtagIds, -1);
}

/** Moves the tags' public post counts (a public post deleted, or a post turned public or not public). */
export async function moveHashtagCounts(db: Db, hashtagIds: string[], delta: 1 | -1): Promise<void> {
  if (hashtagIds.length === 0) return;
  await db
    .update(hashtags)
    .set({ postCount: sql`greatest(${hashtags.postCount} + ${delta}, 0)` })
    .where(inArray(hashtags.id, [...hashtagIds].sort()));
}

export async function postMentionIds(db: Db, postId: string): Promise<string[]> {
  const rows = await db
    .select({ id: postMentions.mentionedUserId })
    .from(postMentions)
    .where(eq(postMentions.postId, postId));
  return rows.map((row) => row.id);
}

export async function insertMentions(
  db: Db,
  postId: string,
  createdBy: string,
  at: Date,
  userIds: string[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(postMentions)
    .values(userIds.map((mentionedUserId) => ({ postId, mentionedUserId, createdBy, createdAt: at })))
    .onConflictDoNothing();
}

export async function deleteMentions(db: Db, postId: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(postMentions)
    .where(and(eq(postMentions.postId, postId), inArray(postMentions.mentionedUserId, userIds)));
}

/** Profiles whose handle is one of `handles` (lower-cased). */
export async function profilesByHandle(db: Db, handles: string[]) {
  if (handles.length === 0) return [];
  return db
    .select({ id: profiles.id, handle: profiles.handle })
    .from(profiles)
    .where(inArray(profiles.handle, handles));
}

/** Profiles whose first name is one of `names`, compared lower-cased (index profiles_first_name_idx). */
export async function profilesByFirstName(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: profiles.id, firstName: sql<string>`lower(${profiles.firstName})` })
    .from(profiles)
    .where(inArray(sql`lower(${profiles.firstName})`, names));
}

export async function findPerson(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      handle: profiles.handle,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** Likes a post once; the counter moves only when the like is new. Returns whether it was new and the count. */
export async function addLike(
  db: Db,
  postId: string,
  userId: string,
): Promise<{ added: boolean; likesCount: number }> {
  const inserted = await db
    .insert(postLikes)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postLikes.postId });
  return {
    added: inserted.length > 0,
    likesCount: await moveCounter(db, postId, 'likesCount', inserted.length),
  };
}

export async function removeLike(db: Db, postId: string, userId: string): Promise<number> {
  const deleted = await db
    .delete(postLikes)
    .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
    .returning({ postId: postLikes.postId });
  return moveCounter(db, postId, 'likesCount', -deleted.length);
}

export async function addShare(db: Db, postId: string, userId: string, channel: string): Promise<number> {
  await db.insert(postShares).values({ postId, userId, channel });
  return moveCounter(db, postId, 'sharesCount', 1);
}

/** One view per viewer and post (spec: views); true when this one was new. */
export async function addView(db: Db, postId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(postViews)
    .values({ postId, userId })
    .onConflictDoNothing()
    .returning({ postId: postViews.postId });
  if (inserted.length > 0) await moveCounter(db, postId, 'viewsCount', 1);
  return inserted.length > 0;
}

type Counter = 'likesCount' | 'commentsCount' | 'sharesCount' | 'viewsCount';

/** Moves a counter in the row by `delta` (never below 0) and answers its new value. */
export async function moveCounter(db: Db, postId: string, counter: Counter, delta: number): Promise<number> {
  const column = userPosts[counter];
  if (delta === 0) {
    const [row] = await db.select({ value: column }).from(userPosts).where(eq(userPosts.id, postId));
    return row?.value ?? 0;
  }
  const [row] = await db
    .update(userPosts)
    .set({ [counter]: sql`greatest(${column} + ${delta}, 0)` })
    .where(eq(userPosts.id, postId))
    .returning({ value: column });
  return row?.value ?? 0;
}

/** Of `userIds`, the active members of group `groupId` (a mention in a group's post reaches members only). */
export async function activeMembersAmong(db: Db, groupId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: groupMembers.userId })
    .from(groupMembers)
    .where(
      and(
        eq(groupMembers.groupId, groupId),
        eq(groupMembers.status, 'active'),
        inArray(groupMembers.userId, userIds),
      ),
    );
  const members = new Set(rows.map((row) => row.id));
  return userIds.filter((id) => members.has(id));
}
