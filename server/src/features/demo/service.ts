import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { DEMO_ONLY } from '@tightlines/domain/demo/contract';

/** Marks an account the demo seed made; demo staff may act on such accounts only. */
export async function markDemoAccount(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ demo: true }).where(eq(profiles.id, userId));
}

/** Whether the demo seed made this account (an account without a profile is not a demo account). */
export async function isDemoAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ demo: profiles.demo }).from(profiles).where(eq(profiles.id, userId));
  return row?.demo ?? false;
}

export const demoOnly = () => new AppError(403, DEMO_ONLY.code, DEMO_ONLY.message);
