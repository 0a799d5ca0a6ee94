import { and, asc, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  catchAuditLog,
  registrationAnglers,
  tournamentCatches,
  tournamentDailyCodes,
  tournamentEvents,
  tournamentRegistrations,
  tournamentScheduleItems,
} from '#server/db/schema';

export type CatchRow = typeof tournamentCatches.$inferSelect;
export type EventRow = typeof tournamentEvents.$inferSelect;

export async function findEvent(db: Db, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(tournamentEvents).where(eq(tournamentEvents.id, eventId)).limit(1);
  return row;
}

/** Registrations holding a place in which the person fishes: as the one who registered or as a listed angler. */
function fishingIn(userId: string) {
  return and(
    eq(tournamentRegistrations.status, 'registered'),
    or(
      eq(tournamentRegistrations.userId, userId),
      inArray(
        tournamentRegistrations.id,
        sql`(select ${registrationAnglers.registrationId} from ${registrationAnglers} where ${registrationAnglers.userId} = ${userId})`,
      ),
    ),
  );
}

export async function findMyRegistration(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select({ id: tournamentRegistrations.id, entrantName: tournamentRegistrations.entrantName })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.eventId, eventId), fishingIn(userId)))
    .orderBy(asc(tournamentRegistrations.createdAt))
    .limit(1);
  return row;
}

export async function listMyRegistrations(db: Db, userId: string) {
  return db
    .select({ registration: tournamentRegistrations, event: tournamentEvents })
    .from(tournamentRegistrations)
    .innerJoin(tournamentEvents, eq(tournamentEvents.id, tournamentRegistrations.eventId))
    .where(and(fishingIn(userId), eq(tournamentEvents.status, 'published')))
    .orderBy(desc(tournamentEvents.startDate));
}

export async function countMyCatches(db: Db, userId: string, eventIds: string[]) {
  if (eventIds.length === 0) return [];
  return db
    .select({ eventId: tournamentCatches.eventId, status: tournamentCatches.status, n: count() })
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.submittedBy, userId), inArray(tournamentCatches.eventId, eventIds)))
    .groupBy(tournamentCatches.eventId, tournamentCatches.status);
}

export async function findByClientId(db: Db, submittedBy: string, clientId: string) {
  const [row] = await db
    .select()
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.submittedBy, submittedBy), eq(tournamentCatches.clientId, clientId)))
    .limit(1);
  return row;
}

export async function findCatch(db: Db, catchId: string) {
  const [row] = await db.select().from(tournamentCatches).where(eq(tournamentCatches.id, catchId)).limit(1);
  return row;
}

export async function listMyCatches(db: Db, eventId: string, userId: string) {
  return db
    .select()
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.eventId, eventId), eq(tournamentCatches.submittedBy, userId)))
    .orderBy(desc(tournamentCatches.caughtAt));
}

export async function fishingLines(db: Db, eventId: string) {
  return db
    .select({ kind: tournamentScheduleItems.kind, startsAt: tournamentScheduleItems.startsAt })
    .from(tournamentScheduleItems)
    .where(
      and(
        eq(tournamentScheduleItems.eventId, eventId),
        inArray(tournamentScheduleItems.kind, ['lines_in', 'lines_out']),
        isNotNull(tournamentScheduleItems.startsAt),
      ),
    );
}

export async function photoHashes(db: Db, eventId: string) {
  return db
    .select({ id: tournamentCatches.id, photoHash: tournamentCatches.photoHash })
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.eventId, eventId), isNotNull(tournamentCatches.photoHash)));
}

export async function findDailyCode(db: Db, eventId: string, day: string) {
  const [row] = await db
    .select({ code: tournamentDailyCodes.code })
    .from(tournamentDailyCodes)
    .where(and(eq(tournamentDailyCodes.eventId, eventId), eq(tournamentDailyCodes.day, day)))
    .limit(1);
  return row?.code;
}

/** The day's code, created when the director set none; a concurrent creator's code wins and is returned. */
export async function ensureDailyCode(db: Db, eventId: string, day: string, code: string): Promise<string> {
  await db.insert(tournamentDailyCodes).values({ eventId, day, code }).onConflictDoNothing();
  return (await findDailyCode(db, eventId, day)) ?? code;
}

export async function insertCatch(db: Db, values: typeof tournamentCatches.$inferInsert) {
  const [row] = await db
    .insert(tournamentCatches)
    .values(values)
    .onConflictDoNothing({ target: [tournamentCatches.submittedBy, tournamentCatches.clientId] })
    .returning();
  return row;
}

export async function insertAudit(db: Db, values: typeof catchAuditLog.$inferInsert) {
  await db.insert(catchAuditLog).values(values);
}
