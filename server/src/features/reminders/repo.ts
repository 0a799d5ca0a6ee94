import { and, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  eventReminders,
  eventRsvps,
  registrationAnglers,
  tournamentEvents,
  tournamentRegistrations,
} from '#server/db/schema';

/** Published events whose first day is between two calendar dates (inclusive), with their zone. */
export function publishedEventsStartingBetween(db: Db, from: string, to: string) {
  return db
    .select({
      id: tournamentEvents.id,
      name: tournamentEvents.name,
      startDate: tournamentEvents.startDate,
      timeZone: tournamentEvents.timeZone,
    })
    .from(tournamentEvents)
    .where(
      and(
        eq(tournamentEvents.status, 'published'),
        gte(tournamentEvents.startDate, from),
        lte(tournamentEvents.startDate, to),
      ),
    );
}

/** Everyone an event's start concerns: registrants and anglers with an account of live entries, and RSVPs going. */
export async function peopleExpectedAt(db: Db, eventId: string): Promise<string[]> {
  const live = and(
    eq(tournamentRegistrations.eventId, eventId),
    eq(tournamentRegistrations.status, 'registered'),
  );
  const [registrants, anglers, going] = await Promise.all([
    db.select({ userId: tournamentRegistrations.userId }).from(tournamentRegistrations).where(live),
    db
      .select({ userId: registrationAnglers.userId })
      .from(registrationAnglers)
      .innerJoin(tournamentRegistrations, eq(tournamentRegistrations.id, registrationAnglers.registrationId))
      .where(and(live, isNotNull(registrationAnglers.userId))),
    db
      .select({ userId: eventRsvps.userId })
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.status, 'going'))),
  ]);
  return [
    ...new Set([...registrants, ...anglers, ...going].flatMap((row) => (row.userId ? [row.userId] : []))),
  ];
}

/**
 * Marks these people reminded of the event, inside the caller's transaction; answers those not reminded before
 * (a person already marked, by an earlier run or another server copy, is left out).
 */
export async function markReminded(db: Db, eventId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .insert(eventReminders)
    .values(userIds.map((userId) => ({ eventId, userId })))
    .onConflictDoNothing()
    .returning({ userId: eventReminders.userId });
  return rows.map((row) => row.userId);
}

/** Who was reminded of an event (tests, support). */
export async function remindedOf(db: Db, eventId: string, userIds?: string[]) {
  return db
    .select({ userId: eventReminders.userId, sentAt: eventReminders.sentAt })
    .from(eventReminders)
    .where(
      and(eq(eventReminders.eventId, eventId), userIds ? inArray(eventReminders.userId, userIds) : sql`true`),
    );
}
