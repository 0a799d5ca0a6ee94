import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';

/**
 * The block and mute checks other features build into their own statements. Each list below is an uncorrelated
 * `array(...)`: PostgreSQL runs it once per statement (an InitPlan over user_blocks' primary key and
 * user_blocks_blocked_idx, and user_mutes' primary key), and the page's walk compares each row's author against
 * the array, so the index walks of the feeds stay as they were (no subquery per row).
 */

/** People in a block with `viewerId`, either way: neither sees the other. */
export function blockedEitherWay(viewerId: string): SQL {
  return sql`array(select b.blocked_id from user_blocks b where b.blocker_id = ${viewerId}::uuid
    union all select b.blocker_id from user_blocks b where b.blocked_id = ${viewerId}::uuid)`;
}

/** People whose posts and comments `viewerId` does not see: blocks either way and the people they muted. */
export function hiddenAuthors(viewerId: string): SQL {
  return sql`array(select b.blocked_id from user_blocks b where b.blocker_id = ${viewerId}::uuid
    union all select b.blocker_id from user_blocks b where b.blocked_id = ${viewerId}::uuid
    union all select m.muted_id from user_mutes m where m.muter_id = ${viewerId}::uuid)`;
}

/** `column` is not one of the people hidden from `viewerId` (blocks and mutes); true for nobody signed in. */
export function notHiddenFrom(viewerId: string | null, column: SQL): SQL {
  return viewerId ? sql`${column} <> all(${hiddenAuthors(viewerId)})` : sql`true`;
}

/** `column` is not someone in a block with `viewerId` (either way); true for nobody signed in. */
export function notBlockedWith(viewerId: string | null, column: SQL): SQL {
  return viewerId ? sql`${column} <> all(${blockedEitherWay(viewerId)})` : sql`true`;
}

/** Who blocked whom between two people: both primary-key lookups in one round trip. */
export async function blockBetween(
  db: Db,
  actorId: string,
  otherId: string,
): Promise<{ iBlocked: boolean; blockedMe: boolean }> {
  const result = await db.execute<{ i_blocked: boolean; blocked_me: boolean }>(sql`
    select exists (select 1 from user_blocks where blocker_id = ${actorId}::uuid and blocked_id = ${otherId}::uuid) as i_blocked,
      exists (select 1 from user_blocks where blocker_id = ${otherId}::uuid and blocked_id = ${actorId}::uuid) as blocked_me`);
  const row = result.rows[0];
  return { iBlocked: Boolean(row?.i_blocked), blockedMe: Boolean(row?.blocked_me) };
}

/** Of `userIds`, those in a block with `actorId` either way. */
export async function blockedAmong(db: Db, actorId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const ids = sql`${`{${userIds.join(',')}}`}::uuid[]`;
  const result = await db.execute<{ id: string }>(sql`
    select b.blocked_id as id from user_blocks b where b.blocker_id = ${actorId}::uuid and b.blocked_id = any(${ids})
    union
    select b.blocker_id from user_blocks b where b.blocked_id = ${actorId}::uuid and b.blocker_id = any(${ids})`);
  return new Set(result.rows.map((row) => row.id));
}

/** Whether `userId` holds a staff role (moderator or admin): they see held and hidden content on its own page. */
export async function isStaff(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute<{ staff: boolean }>(sql`
    select exists (select 1 from user_roles where user_id = ${userId}::uuid and role in ('moderator', 'admin')) as staff`);
  return Boolean(result.rows[0]?.staff);
}
