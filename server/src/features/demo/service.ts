import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles, tournamentEvents } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { DEMO_ONLY } from '@tightlines/domain/demo/contract';

// Registrations still import it from here.

/** Marks an account the demo seed made; demo staff may act on such accounts only. */
export async function markDemoAccount(db: Db, userId: string): Promise<void> {
  await db.update(profiles).set({ demo: true }).where(eq(profiles.id, userId));
}

export const demoOnly = () => new AppError(403, DEMO_ONLY.code, DEMO_ONLY.message);

/** Whether a demo account reaches for an event a real account made (demo staff act on demo data only). */
export async function demoActorOnRealEvent(db: Db, actorId: string, eventId: string): Promise<boolean> {
  const demoEvent = db
    .select({ one: sql`1` })
    .from(tournamentEvents)
    .innerJoin(profiles, eq(profiles.id, tournamentEvents.createdBy))
    .where(and(eq(tournamentEvents.id, eventId), eq(profiles.demo, true)));
  const [row] = await db
    .select({ demo: profiles.demo, demoEvent: exists(demoEvent) })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  return Boolean(row?.demo) && !row?.demoEvent;
}
