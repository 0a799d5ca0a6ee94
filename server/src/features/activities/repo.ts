import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { userActivities } from '#server/db/schema';

/**
 * A person's activities, newest first, after the row `cursor` (an id of theirs) when given. Keyset on
 * (created_at, id) read from the row itself, so the database's microseconds never pass through JavaScript.
 */
export async function listActivities(
  db: Db,
  userId: string,
  { cursor, limit }: { cursor?: string; limit: number },
) {
  const after = cursor
    ? sql`(${userActivities.createdAt}, ${userActivities.id}) < (select a.created_at, a.id from ${userActivities} a where a.id = ${cursor} and a.user_id = ${userId})`
    : undefined;
  return db
    .select()
    .from(userActivities)
    .where(and(eq(userActivities.userId, userId), after))
    .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
    .limit(limit);
}

export async function insertActivity(db: Db, values: typeof userActivities.$inferInsert) {
  const [row] = await db.insert(userActivities).values(values).returning();
  return row;
}
