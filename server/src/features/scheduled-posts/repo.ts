import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { scheduledPosts } from '#server/db/schema';

export type ScheduledRow = typeof scheduledPosts.$inferSelect;

/** Waiting rows: the list shows them and the limit counts them. */
const WAITING = ['scheduled', 'failed'];

export async function insertScheduled(db: Db, values: typeof scheduledPosts.$inferInsert) {
  const [row] = await db.insert(scheduledPosts).values(values).returning();
  if (!row) throw new Error('scheduled post not inserted');
  return row;
}

export async function countWaiting(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.userId, userId), inArray(scheduledPosts.state, WAITING)));
  return Number(row?.n ?? 0);
}

export async function selectWaiting(db: Db, userId: string) {
  return db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.userId, userId), inArray(scheduledPosts.state, WAITING)))
    .orderBy(asc(scheduledPosts.publishAt), asc(scheduledPosts.id));
}

/** The person's own row, locked until the transaction ends (a job run and a click wait for each other). */
export async function lockOwn(db: Db, userId: string, id: string): Promise<ScheduledRow | undefined> {
  const [row] = await db
    .select()
    .from(scheduledPosts)
    .where(and(eq(scheduledPosts.id, id), eq(scheduledPosts.userId, userId)))
    .for('update');
  return row;
}

/**
 * The next due row no other copy holds, locked (FOR UPDATE SKIP LOCKED): two server copies running the job at
 * once each take different rows, and a row is published in the same transaction that claims it.
 */
export async function claimDue(db: Db, now: Date): Promise<ScheduledRow | undefined> {
  const result = await db.execute<{ id: string }>(sql`
    select id from scheduled_posts
    where state = 'scheduled' and publish_at <= ${now.toISOString()}::timestamptz
    order by publish_at limit 1 for update skip locked`);
  const id = result.rows[0]?.id;
  if (!id) return undefined;
  const [row] = await db.select().from(scheduledPosts).where(eq(scheduledPosts.id, id));
  return row;
}

export async function markPublished(db: Db, id: string, postId: string, at: Date): Promise<void> {
  await db
    .update(scheduledPosts)
    .set({ state: 'published', postId, publishedAt: at, failureCode: null })
    .where(eq(scheduledPosts.id, id));
}

export async function markFailed(db: Db, id: string, code: string): Promise<void> {
  await db
    .update(scheduledPosts)
    .set({ state: 'failed', failureCode: code })
    .where(eq(scheduledPosts.id, id));
}

export async function deleteRow(db: Db, id: string): Promise<void> {
  await db.delete(scheduledPosts).where(eq(scheduledPosts.id, id));
}
