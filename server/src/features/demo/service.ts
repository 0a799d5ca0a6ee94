import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { DEMO_ONLY } from '@tightlines/domain/demo/contract';
import { demoFlagsOf, setDemoFlag } from './repo';

/** Marks an account the demo seed made; demo staff may act on such accounts only. */
export async function markDemoAccount(db: Db, userId: string): Promise<void> {
  await setDemoFlag(db, userId);
}

export const demoOnly = () => new AppError(403, DEMO_ONLY.code, DEMO_ONLY.message);

/**
 * Whether a demo account reaches for an event a real account made (demo staff act on demo data only). Takes the
 * event's creator from the row the caller loaded: one look at the two profiles, none at the event again.
 */
export async function demoActorOnRealEvent(
  db: Db,
  actorId: string,
  eventCreatedBy: string | null,
): Promise<boolean> {
  const ids = eventCreatedBy ? [actorId, eventCreatedBy] : [actorId];
  const rows = await demoFlagsOf(db, ids);
  const actorIsDemo = Boolean(rows.find((row) => row.id === actorId)?.demo);
  const demoEvent = Boolean(rows.find((row) => row.id === eventCreatedBy)?.demo);
  return actorIsDemo && !demoEvent;
}
