import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { moderationItems } from '#server/db/schema';

/** When the account was created and how many posts and comments (any state) it wrote before, up to `cap`. */
export async function accountHistory(
  db: Db,
  userId: string,
  cap: number,
): Promise<{ createdAt: Date | null; earlier: number }> {
  const result = await db.execute<{ created_at: Date | string | null; earlier: number | string }>(sql`
    select (select u.created_at from "user" u where u.id = ${userId}::uuid) as created_at,
      (select count(*) from (
        (select 1 from user_posts where user_id = ${userId}::uuid limit ${cap})
        union all (select 1 from post_comments where user_id = ${userId}::uuid limit ${cap})
        union all (select 1 from event_comments where user_id = ${userId}::uuid limit ${cap})
      ) t) as earlier`);
  const row = result.rows[0];
  return {
    createdAt: row?.created_at ? new Date(row.created_at) : null,
    earlier: Number(row?.earlier ?? 0),
  };
}

/** The queue item of a hold (source 'hold'); a second hold of the same target while one is open adds nothing. */
export async function insertHoldItem(
  db: Db,
  values: {
    targetType: string;
    targetId: string;
    authorId: string;
    holdRule: string;
    holdMatch: string | null;
    severity: number;
  },
): Promise<void> {
  await db
    .insert(moderationItems)
    .values({ source: 'hold', status: 'open', reportCount: 0, ...values })
    .onConflictDoNothing({
      target: [moderationItems.targetType, moderationItems.targetId, moderationItems.source],
      where: sql`${moderationItems.status} = 'open'`,
    });
}
