import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles } from '#server/db/schema';

export async function setDemoFlag(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ demo: true }).where(eq(profiles.id, userId));
}

export async function demoFlagsOf(db: Db, ids: readonly string[]) {
  return db
    .select({ id: profiles.id, demo: profiles.demo })
    .from(profiles)
    .where(inArray(profiles.id, [...ids]));
}
