import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * The materialised feed (fan-out on write): feed_items holds one row per (reader, post) the reader's feed
 * shows, with the post's created_at copied, so reading a page is one range scan of feed_items_user_created_idx.
 * Who gets a row (the same rule the feed used to compute on every read):
 * - the author, for every post of theirs;
 * - the author's followers, for public and followers-only posts;
 * - followers of one of the post's hashtags, for public posts.
 * Every change that moves a post in or out of someone's feed rewrites the rows here, inside the transaction of
 * that change. Deleted posts are left out by the read (and their rows removed on delete).
 */

/** How many of a person's (or a tag's) newest posts a new follow brings into the follower's feed. */
export const FOLLOW_BACKFILL = 200;

/*
 * A post fanned out while its author gains (or loses) a follower: the post's statement reads the follows
 * committed before it, the follow's back-fill reads the posts committed before it, so without an order the new
 * follower could miss the post for good (or an unfollower keep it). Transaction-scoped advisory locks give the
 * order: a fan-out holds its author's and tags' keys shared (posts never wait for each other), a follow or
 * unfollow holds the followed person's (or tag's) key exclusively, and whichever comes second reads what the
 * first committed. Every caller runs these inside its transaction.
 */
const authorKey = (userId: string) => sql`hashtextextended('feed-author:' || ${userId}::text, 0)`;
const tagKey = (hashtagId: string) => sql`hashtextextended('feed-tag:' || ${hashtagId}::text, 0)`;

async function lockPostReaders(db: Db, postId: string): Promise<void> {
  await db.execute(sql`
    select pg_advisory_xact_lock_shared(k) from (
      select hashtextextended('feed-author:' || p.user_id::text, 0) as k from user_posts p
      where p.id = ${postId}::uuid
      union
      select hashtextextended('feed-tag:' || ph.hashtag_id::text, 0) from post_hashtags ph
      where ph.post_id = ${postId}::uuid
    ) keys order by k`);
}

const lockFollowed = (db: Db, key: ReturnType<typeof sql>) =>
  db.execute(sql`select pg_advisory_xact_lock(${key})`);

/**
 * A post's rows for everyone it reaches (after its hashtags are linked); existing rows stay. A held or hidden
 * post (moderation not null) reaches its author only; restoring it runs this again (safety publishRestored).
 */
export async function fanOutPost(db: Db, postId: string): Promise<void> {
  await lockPostReaders(db, postId);
  await db.execute(sql`
    insert into feed_items (user_id, post_id, created_at)
    select r.user_id, p.id, p.created_at
    from user_posts p cross join lateral (
        select p.user_id
        union
        select f.follower_id from follows f
        where f.following_id = p.user_id and p.visibility in ('public', 'followers') and p.moderation is null
          and p.group_id is null
        union
        select fh.user_id from post_hashtags ph join followed_hashtags fh on fh.hashtag_id = ph.hashtag_id
        where ph.post_id = p.id and p.visibility = 'public' and p.moderation is null and p.group_id is null
        union
        -- A group's post reaches the group's active members instead (issue 16).
        select gm.user_id from group_members gm
        where gm.group_id = p.group_id and gm.status = 'active' and p.moderation is null
      ) r(user_id)
    where p.id = ${postId}::uuid and p.deleted_at is null
    on conflict do nothing`);
}

/** A post's rows rewritten after its visibility or hashtags changed. */
export async function refanOutPost(db: Db, postId: string): Promise<void> {
  await removePostFromFeeds(db, postId);
  await fanOutPost(db, postId);
}

/** A hidden post leaves every feed but its author's. */
export async function withdrawPostFromFeeds(db: Db, postId: string): Promise<void> {
  await db.execute(sql`
    delete from feed_items fi using user_posts p
    where fi.post_id = ${postId}::uuid and p.id = fi.post_id and fi.user_id <> p.user_id`);
}

/** A deleted post leaves every feed. */
export async function removePostFromFeeds(db: Db, postId: string): Promise<void> {
  await db.execute(sql`delete from feed_items where post_id = ${postId}::uuid`);
}

/**
 * A follow brings the followed person's newest visible posts into the follower's feed, while the follow still
 * stands (it may run after the follow's own transaction; see backfill.ts). Safe to run again.
 */
export async function addFollowToFeed(db: Db, followerId: string, followingId: string): Promise<void> {
  await lockFollowed(db, authorKey(followingId));
  await db.execute(sql`
    insert into feed_items (user_id, post_id, created_at)
    select ${followerId}::uuid, p.id, p.created_at from user_posts p
    where p.user_id = ${followingId}::uuid and p.deleted_at is null and p.moderation is null
      and p.visibility in ('public', 'followers') and p.group_id is null
      and exists (select 1 from follows f where f.follower_id = ${followerId}::uuid and f.following_id = ${followingId}::uuid)
    order by p.created_at desc nulls last, p.id desc nulls last
    limit ${FOLLOW_BACKFILL}
    on conflict do nothing`);
}

/** Whether post `p` still reaches `userId` through a hashtag they follow (public posts only). */
const reachedByTag = (userId: string) => sql`(p.visibility = 'public' and p.group_id is null and exists (
    select 1 from post_hashtags ph join followed_hashtags fh on fh.hashtag_id = ph.hashtag_id
    where ph.post_id = p.id and fh.user_id = ${userId}::uuid))`;

/** After an unfollow: the person's posts leave the follower's feed unless a followed hashtag brings them. */
export async function removeFollowFromFeed(db: Db, followerId: string, followingId: string): Promise<void> {
  await lockFollowed(db, authorKey(followingId));
  await db.execute(sql`
    delete from feed_items fi using user_posts p
    where fi.user_id = ${followerId}::uuid and fi.post_id = p.id and p.user_id = ${followingId}::uuid
      and p.group_id is null and not ${reachedByTag(followerId)}`);
}

/** A new hashtag follow brings the tag's newest public posts into the follower's feed. */
export async function addHashtagFollowToFeed(db: Db, userId: string, hashtagId: string): Promise<void> {
  await lockFollowed(db, tagKey(hashtagId));
  await db.execute(sql`
    insert into feed_items (user_id, post_id, created_at)
    select ${userId}::uuid, ph.post_id, ph.created_at
    from post_hashtags ph join user_posts p on p.id = ph.post_id
    where ph.hashtag_id = ${hashtagId}::uuid and p.deleted_at is null and p.moderation is null
      and p.visibility = 'public' and p.group_id is null
    order by ph.created_at desc nulls last, ph.post_id desc nulls last
    limit ${FOLLOW_BACKFILL}
    on conflict do nothing`);
}

/**
 * After a hashtag unfollow (the followed_hashtags row already gone): the tag's posts leave the feed unless
 * they are the reader's own, by someone they follow, or under another tag they follow.
 */
export async function removeHashtagFollowFromFeed(db: Db, userId: string, hashtagId: string): Promise<void> {
  await lockFollowed(db, tagKey(hashtagId));
  await db.execute(sql`
    delete from feed_items fi using post_hashtags t, user_posts p
    where fi.user_id = ${userId}::uuid and t.hashtag_id = ${hashtagId}::uuid and t.post_id = fi.post_id
      and p.id = fi.post_id and p.user_id <> ${userId}::uuid and p.group_id is null
      and not (p.visibility in ('public', 'followers') and exists (
        select 1 from follows f where f.follower_id = ${userId}::uuid and f.following_id = p.user_id))
      and not ${reachedByTag(userId)}`);
}

/** A new member's feed gets the group's newest posts (issue 16). Safe to run again. */
export async function addGroupToFeed(db: Db, userId: string, groupId: string): Promise<void> {
  await db.execute(sql`
    insert into feed_items (user_id, post_id, created_at)
    select ${userId}::uuid, p.id, p.created_at from user_posts p
    where p.group_id = ${groupId}::uuid and p.deleted_at is null and p.moderation is null
    order by p.created_at desc nulls last, p.id desc nulls last
    limit ${FOLLOW_BACKFILL}
    on conflict do nothing`);
}

/** A member who leaves (or is removed) loses the group's posts from their feed, their own excepted. */
export async function removeGroupFromFeed(db: Db, userId: string, groupId: string): Promise<void> {
  await db.execute(sql`
    delete from feed_items fi using user_posts p
    where fi.user_id = ${userId}::uuid and p.id = fi.post_id and p.group_id = ${groupId}::uuid
      and p.user_id <> ${userId}::uuid`);
}
