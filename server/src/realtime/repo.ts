import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { session } from '#server/db/schema';

/** Whether a session still exists and has not expired (a socket outlives neither). */
export async function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())));
  return row !== undefined;
}
