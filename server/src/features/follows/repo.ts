import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { follows, notifications, profiles, profileStats } from '#server/db/schema';
import { personColumns, type PersonRow } from '#server/features/people/repo';

/** Whether a profile exists for `userId` (every account has one). */
export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return Boolean(row);
}

/**
 * Inserts the follow when `followingId` has a profile; true when it is new (ON CONFLICT DO NOTHING RETURNING
 * tells a repeat apart). False also when there is no such person: the caller asks which only then.
 */
export async function insertFollow(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const result = await db.execute<{ id: string }>(sql`
    insert into follows (follower_id, following_id)
    select ${followerId}::uuid, ${followingId}::uuid where exists (select 1 from profiles where id = ${followingId}::uuid)
    on conflict do nothing
    returning id`);
  return result.rows.length > 0;
}

/** Deletes the follow; true when there was one. */
export async function deleteFollow(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
    .returning({ id: follows.id });
  return rows.length > 0;
}

/**
 * Moves both counters by `delta` in one statement, creating a missing profile_stats row, and answers the
 * followed person's new follower count. The two rows are written in id order, so A following B while B
 * follows A cannot deadlock.
 */
export async function changeFollowCounts(
  db: Db,
  followerId: string,
  followingId: string,
  delta: 1 | -1,
): Promise<number> {
  const start = Math.max(delta, 0);
  const rows = [
    { userId: followerId, followingCount: start, followersCount: 0 },
    { userId: followingId, followingCount: 0, followersCount: start },
  ].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const moved = (userId: string) =>
    sql`case when ${profileStats.userId} = ${userId}::uuid then ${delta}::int else 0 end`;
  const written = await db
    .insert(profileStats)
    .values(rows)
    .onConflictDoUpdate({
      target: profileStats.userId,
      set: {
        followingCount: sql`greatest(${profileStats.followingCount} + ${moved(followerId)}, 0)`,
        followersCount: sql`greatest(${profileStats.followersCount} + ${moved(followingId)}, 0)`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ userId: profileStats.userId, followersCount: profileStats.followersCount });
  return written.find((row) => row.userId === followingId)?.followersCount ?? 0;
}

export async function countsOf(
  db: Db,
  userId: string,
): Promise<{ followersCount: number; followingCount: number }> {
  const [row] = await db
    .select({ followersCount: profileStats.followersCount, followingCount: profileStats.followingCount })
    .from(profileStats)
    .where(eq(profileStats.userId, userId));
  return row ?? { followersCount: 0, followingCount: 0 };
}

/** Whether `actorId` already told `userId` about following them lately (so re-following does not notify again). */
export async function recentFollowNotification(
  db: Db,
  userId: string,
  actorId: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        gt(notifications.createdAt, since),
        eq(notifications.actorId, actorId),
        eq(notifications.type, 'follow'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A page of the people following `userId` (`direction: 'followers'`) or followed by them ('following'),
 * newest follow first, on the follows (following_id|follower_id, created_at desc) indexes.
 */
export async function listFollows(
  db: Db,
  options: {
    userId: string;
    direction: 'followers' | 'following';
    viewerId: string | null;
    offset: number;
    limit: number;
  },
): Promise<PersonRow[]> {
  const [match, other] =
    options.direction === 'followers'
      ? [sql`following_id`, sql`follower_id`]
      : [sql`follower_id`, sql`following_id`];
  const result = await db.execute<PersonRow>(sql`
    select ${personColumns(options.viewerId)}
    from (
      select ${other} as person_id, created_at, id from follows
      where ${match} = ${options.userId}::uuid
      order by created_at desc, id desc
      offset ${options.offset} limit ${options.limit}
    ) f
    join profiles p on p.id = f.person_id
    left join profile_stats s on s.user_id = p.id
    order by f.created_at desc, f.id desc`);
  return result.rows;
}

/**
 * How each person is named in follow activity and notification text, several in one query: 'First Last',
 * else display name or @handle.
 */
export async function namesOf(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({
      id: profiles.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      handle: profiles.handle,
    })
    .from(profiles)
    .where(inArray(profiles.id, userIds));
  const names = new Map<string, string>();
  for (const row of rows)
    names.set(
      row.id,
      `${row.firstName} ${row.lastName}`.trim() ||
        row.displayName?.trim() ||
        (row.handle ? `@${row.handle}` : 'Someone'),
    );
  return names;
}
