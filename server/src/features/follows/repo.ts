import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { follows, notifications, profiles, profileStats } from '../../db/schema';
import { personColumns, type PersonRow } from '../people/repo';

/** Whether a profile exists for `userId` (every account has one). */
export async function profileExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId)).limit(1);
  return Boolean(row);
}

/** Inserts the follow; true when it is new (ON CONFLICT DO NOTHING RETURNING tells a repeat apart). */
export async function insertFollow(db: Db, followerId: string, followingId: string): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followingId })
    .onConflictDoNothing()
    .returning({ id: follows.id });
  return rows.length > 0;
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
 * Moves both counters by `delta`, creating a missing profile_stats row. The two rows are always written in
 * id order, so A following B while B follows A cannot deadlock.
 */
export async function changeFollowCounts(
  db: Db,
  followerId: string,
  followingId: string,
  delta: 1 | -1,
): Promise<void> {
  const start = Math.max(delta, 0);
  const moveFollowing = () =>
    db
      .insert(profileStats)
      .values({ userId: followerId, followingCount: start })
      .onConflictDoUpdate({
        target: profileStats.userId,
        set: {
          followingCount: sql`greatest(${profileStats.followingCount} + ${delta}, 0)`,
          updatedAt: sql`now()`,
        },
      });
  const moveFollowers = () =>
    db
      .insert(profileStats)
      .values({ userId: followingId, followersCount: start })
      .onConflictDoUpdate({
        target: profileStats.userId,
        set: {
          followersCount: sql`greatest(${profileStats.followersCount} + ${delta}, 0)`,
          updatedAt: sql`now()`,
        },
      });
  const [first, second] =
    followerId < followingId ? [moveFollowing, moveFollowers] : [moveFollowers, moveFollowing];
  await first();
  await second();
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

/** The name a follow notification calls the follower by: 'First Last', else display name or @handle. */
export async function nameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      handle: profiles.handle,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) return 'Someone';
  return (
    `${row.firstName} ${row.lastName}`.trim() ||
    row.displayName?.trim() ||
    (row.handle ? `@${row.handle}` : 'Someone')
  );
}
