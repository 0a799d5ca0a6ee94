import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema';

/** Whether the demo seed made this account (an account without a profile is not a demo account). */
export async function isDemoAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ demo: profiles.demo }).from(profiles).where(eq(profiles.id, userId));
  return row?.demo ?? false;
}
