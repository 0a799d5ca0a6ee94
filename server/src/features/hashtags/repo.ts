import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { followedHashtags, hashtags } from '#server/db/schema';

export type HashtagRow = typeof hashtags.$inferSelect;

export async function findHashtag(db: Db, tag: string): Promise<HashtagRow | undefined> {
  const [row] = await db.select().from(hashtags).where(eq(hashtags.tag, tag));
  return row;
}

/**
 * What `viewerId` may see of a tag beyond its public count (post_count): how many of its live posts that are
 * not public they may read (their own, and followers-only posts of people they follow), and whether they
 * follow the tag. One statement in three parts, each able to start from its smaller side: the viewer's own
 * posts, the posts of the people they follow (both by user_posts_user_live_idx, then the post_hashtags key)
 * or the tag's posts.
 */
export async function viewerHashtagState(
  db: Db,
  hashtagId: string,
  viewerId: string,
): Promise<{ hiddenVisible: number; following: boolean }> {
  const tag = sql`${hashtagId}::uuid`;
  const me = sql`${viewerId}::uuid`;
  const result = await db.execute<{ own: number; followed: number; following: boolean }>(sql`
    select
      (select count(*)::int from user_posts p join post_hashtags ph on ph.post_id = p.id and ph.hashtag_id = ${tag}
        where p.user_id = ${me} and p.deleted_at is null and p.moderation is null and p.visibility <> 'public') as own,
      (select count(*)::int from follows f
        join user_posts p on p.user_id = f.following_id and p.deleted_at is null and p.moderation is null
          and p.visibility = 'followers'
        join post_hashtags ph on ph.post_id = p.id and ph.hashtag_id = ${tag}
        where f.follower_id = ${me}) as followed,
      exists (select 1 from followed_hashtags fh where fh.user_id = ${me} and fh.hashtag_id = ${tag}) as following`);
  const row = result.rows[0];
  return {
    hiddenVisible: Number(row?.own ?? 0) + Number(row?.followed ?? 0),
    following: Boolean(row?.following),
  };
}

/** Follows once; followers_count moves only for a new row. Answers the tag as it is now. */
export async function insertHashtagFollow(
  db: Db,
  userId: string,
  hashtagId: string,
): Promise<HashtagRow | undefined> {
  const inserted = await db
    .insert(followedHashtags)
    .values({ userId, hashtagId })
    .onConflictDoNothing()
    .returning({ id: followedHashtags.id });
  return moveFollowers(db, hashtagId, inserted.length);
}

export async function deleteHashtagFollow(
  db: Db,
  userId: string,
  hashtagId: string,
): Promise<HashtagRow | undefined> {
  const deleted = await db
    .delete(followedHashtags)
    .where(and(eq(followedHashtags.userId, userId), eq(followedHashtags.hashtagId, hashtagId)))
    .returning({ id: followedHashtags.id });
  return moveFollowers(db, hashtagId, -deleted.length);
}

async function moveFollowers(db: Db, hashtagId: string, delta: number): Promise<HashtagRow | undefined> {
  const [row] = await db
    .update(hashtags)
    .set({ followersCount: sql`greatest(${hashtags.followersCount} + ${delta}, 0)` })
    .where(eq(hashtags.id, hashtagId))
    .returning();
  return row;
}

export interface TrendingHashtagRow extends Record<string, unknown> {
  hashtag_id: string;
  tag: string;
  post_count: number;
  engagement_count: number;
  score: number;
}

/**
 * Trending hashtags (get_trending_hashtags): tags of public posts in the last `days`, by a score where
 * each post counts 1 + half its weighted engagement (likes + 2×comments + 3×shares), fading by age in days.
 * It reads every tagged post of the window, hence the cache in front of it (posts/trending-cache.ts).
 */
export async function selectTrendingHashtags(
  db: Db,
  days: number,
  limit: number,
): Promise<TrendingHashtagRow[]> {
  const result = await db.execute<TrendingHashtagRow>(sql`
    select h.id as hashtag_id, h.tag, t.post_count, t.engagement_count, t.score
    from (
      select ph.hashtag_id, count(*)::int as post_count,
        coalesce(sum(p.likes_count + p.comments_count + p.shares_count), 0)::int as engagement_count,
        sum((1 + 0.5 * (p.likes_count + 2 * p.comments_count + 3 * p.shares_count)::float8)
          / (1 + extract(epoch from (now() - ph.created_at))::float8 / 86400)) as score
      from post_hashtags ph join user_posts p on p.id = ph.post_id
      -- Both sides carry the post's time, so both can be narrowed to the window by their created_at index.
      where ph.created_at > now() - make_interval(days => ${days}) and p.created_at > now() - make_interval(days => ${days})
        and p.deleted_at is null and p.moderation is null and p.visibility = 'public' and p.group_id is null
      group by ph.hashtag_id
      order by score desc, post_count desc
      limit ${limit}) t
    join hashtags h on h.id = t.hashtag_id
    order by t.score desc, t.post_count desc, h.tag`);
  return result.rows;
}
