import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { personColumns, type PersonRow } from '#server/features/people/repo';

export type RelationKind = 'block' | 'mute';

/** The table and columns of each kind: blocker → blocked, muter → muted. */
const TABLES = {
  block: { table: sql.raw('user_blocks'), owner: sql.raw('blocker_id'), other: sql.raw('blocked_id') },
  mute: { table: sql.raw('user_mutes'), owner: sql.raw('muter_id'), other: sql.raw('muted_id') },
} as const;

/**
 * Adds the row when `otherId` has a profile; true when it is new (a repeat changes nothing), false also when
 * there is no such person (the caller asks which only then).
 */
export async function insertRelation(
  db: Db,
  kind: RelationKind,
  ownerId: string,
  otherId: string,
): Promise<boolean> {
  const { table, owner, other } = TABLES[kind];
  const result = await db.execute<{ owner: string }>(sql`
    insert into ${table} (${owner}, ${other})
    select ${ownerId}::uuid, ${otherId}::uuid where exists (select 1 from profiles where id = ${otherId}::uuid)
    on conflict do nothing
    returning ${owner} as owner`);
  return result.rows.length > 0;
}

/** Removes the owner's own row (a block or mute is only ever removed by the person who made it). */
export async function deleteRelation(
  db: Db,
  kind: RelationKind,
  ownerId: string,
  otherId: string,
): Promise<boolean> {
  const { table, owner, other } = TABLES[kind];
  const result = await db.execute<{ owner: string }>(sql`
    delete from ${table} where ${owner} = ${ownerId}::uuid and ${other} = ${otherId}::uuid
    returning ${owner} as owner`);
  return result.rows.length > 0;
}

export interface RelationRow extends PersonRow {
  since: Date | string;
}

/** The people the owner blocked or muted, newest first (at most `limit`). */
export async function listRelations(
  db: Db,
  kind: RelationKind,
  ownerId: string,
  limit: number,
): Promise<RelationRow[]> {
  const { table, owner, other } = TABLES[kind];
  const result = await db.execute<RelationRow>(sql`
    select ${personColumns(ownerId)}, r.created_at as since
    from ${table} r
    join profiles p on p.id = r.${other}
    left join profile_stats s on s.user_id = p.id
    where r.${owner} = ${ownerId}::uuid
    order by r.created_at desc, p.id
    limit ${limit}`);
  return result.rows;
}

/** How `viewerId` stands toward `otherId`, and whether the other person exists, in one round trip. */
export async function relationState(
  db: Db,
  viewerId: string,
  otherId: string,
): Promise<{ exists: boolean; blocked: boolean; muted: boolean; blockedMe: boolean }> {
  const me = sql`${viewerId}::uuid`;
  const them = sql`${otherId}::uuid`;
  const result = await db.execute<{
    exists: boolean;
    blocked: boolean;
    muted: boolean;
    blocked_me: boolean;
  }>(sql`
    select exists (select 1 from profiles where id = ${them}) as exists,
      exists (select 1 from user_blocks where blocker_id = ${me} and blocked_id = ${them}) as blocked,
      exists (select 1 from user_mutes where muter_id = ${me} and muted_id = ${them}) as muted,
      exists (select 1 from user_blocks where blocker_id = ${them} and blocked_id = ${me}) as blocked_me`);
  const row = result.rows[0];
  return {
    exists: Boolean(row?.exists),
    blocked: Boolean(row?.blocked),
    muted: Boolean(row?.muted),
    blockedMe: Boolean(row?.blocked_me),
  };
}

/**
 * The follows between two people, either way, removed; answers each removed pair as [follower, following] so
 * the counters and feeds follow.
 */
export async function deleteFollowsBetween(db: Db, a: string, b: string): Promise<[string, string][]> {
  const result = await db.execute<{ follower_id: string; following_id: string }>(sql`
    delete from follows
    where (follower_id = ${a}::uuid and following_id = ${b}::uuid) or (follower_id = ${b}::uuid and following_id = ${a}::uuid)
    returning follower_id, following_id`);
  return result.rows.map((row) => [row.follower_id, row.following_id]);
}

/** A block takes the posts of each out of the other's precomputed feed (hashtag rows included). */
export async function removeFeedRowsBetween(db: Db, a: string, b: string): Promise<void> {
  await db.execute(sql`
    delete from feed_items fi using user_posts p
    where p.id = fi.post_id and ((fi.user_id = ${a}::uuid and p.user_id = ${b}::uuid)
      or (fi.user_id = ${b}::uuid and p.user_id = ${a}::uuid))`);
}
