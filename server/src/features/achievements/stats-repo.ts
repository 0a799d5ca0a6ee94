import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';

export async function userExists(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from profiles where id = ${userId}::uuid`);
  return result.rows.length > 0;
}

export type StatsTotals = {
  posts: number;
  comments: number;
  likes_received: number;
  followers: number;
  following: number;
  achievements: number;
  points: number;
  rank_position: number | null;
};

/**
 * The stats summary's totals in one round trip, every one from an indexed lookup or a kept counter: a person's
 * posts, comments and the likes their posts received; followers and following from profile_stats; achievements and
 * points from user_points; the rank from the last computed all-time leaderboard.
 */
export async function statsTotals(db: Db, userId: string): Promise<StatsTotals> {
  // A person's posts are read once for both their count and their likes (one heap pass, not two).
  const result = await db.execute<StatsTotals>(sql`
    with mine as (
      select count(*) as posts, coalesce(sum(likes_count), 0) as likes from user_posts
       where user_id = ${userId}::uuid and deleted_at is null
    )
    select
      (select posts from mine)::int as posts,
      (select count(*) from post_comments where user_id = ${userId}::uuid and deleted_at is null)::int as comments,
      (select likes from mine)::int as likes_received,
      coalesce((select followers_count from profile_stats where user_id = ${userId}::uuid), 0)::int as followers,
      coalesce((select following_count from profile_stats where user_id = ${userId}::uuid), 0)::int as following,
      coalesce((select achievements_count from user_points where user_id = ${userId}::uuid), 0)::int as achievements,
      coalesce((select total_points from user_points where user_id = ${userId}::uuid), 0)::int as points,
      (select rank from social_leaderboard_entries
        where timeframe = 'all_time' and user_id = ${userId}::uuid) as rank_position`);
  return result.rows[0]!;
}
