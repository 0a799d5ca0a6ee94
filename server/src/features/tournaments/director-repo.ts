import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { EventInputParsed } from '@tightlines/domain/tournaments/events-contract';
import {
  ruleSets,
  tournamentDailyCodes,
  tournamentDivisions,
  tournamentEventDirectors,
  tournamentEvents,
  tournamentEventTranslations,
  tournamentScheduleItems,
  tournamentSeries,
  tournaments,
  tournamentCatches,
  tournamentRegistrations,
  userRoles,
} from '#server/db/schema';
import type { DbOrTx } from './repo';

// The director's writes: events with their children, series and parent tournaments.

export async function isAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const [adminRole] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return Boolean(adminRole);
}

export async function seriesOwner(db: DbOrTx, seriesId: string) {
  const [row] = await db
    .select({ id: tournamentSeries.id, createdBy: tournamentSeries.createdBy })
    .from(tournamentSeries)
    .where(eq(tournamentSeries.id, seriesId));
  return row;
}

export async function tournamentOwner(db: DbOrTx, tournamentId: string) {
  const [row] = await db
    .select({ id: tournaments.id, createdBy: tournaments.createdBy })
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  return row;
}

export async function ruleSetOwner(db: DbOrTx, ruleSetId: string) {
  const [row] = await db
    .select({ id: ruleSets.id, isTemplate: ruleSets.isTemplate, createdBy: ruleSets.createdBy })
    .from(ruleSets)
    .where(eq(ruleSets.id, ruleSetId));
  return row;
}

export async function ruleSetById(db: DbOrTx, ruleSetId: string) {
  const [ruleSet] = await db.select().from(ruleSets).where(eq(ruleSets.id, ruleSetId));
  return ruleSet;
}

/** How many of these users are tournament directors or admins. */
export async function countDirectors(db: DbOrTx, userIds: string[]): Promise<number> {
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(
      and(inArray(userRoles.userId, userIds), inArray(userRoles.role, ['tournament_director', 'admin'])),
    );
  return rows.length;
}

type NewEvent = typeof tournamentEvents.$inferInsert;

export async function insertEvent(db: DbOrTx, values: NewEvent): Promise<string> {
  const [row] = await db.insert(tournamentEvents).values(values).returning({ id: tournamentEvents.id });
  return row!.id;
}

/** The event's parents under a row lock (inside the caller's transaction). */
export async function lockEventParents(db: DbOrTx, eventId: string) {
  const [current] = await db
    .select({
      seriesId: tournamentEvents.seriesId,
      tournamentId: tournamentEvents.tournamentId,
      ruleSetId: tournamentEvents.ruleSetId,
    })
    .from(tournamentEvents)
    .where(eq(tournamentEvents.id, eventId))
    .for('update');
  return current;
}

/** Saves the editor's columns; cached boards of the event go stale with the version. False when it is gone. */
export async function updateEventColumns(
  db: DbOrTx,
  eventId: string,
  columns: Partial<NewEvent>,
): Promise<boolean> {
  const updated = await db
    .update(tournamentEvents)
    .set({
      ...columns,
      leaderboardVersion: sql`${tournamentEvents.leaderboardVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(tournamentEvents.id, eventId))
    .returning({ id: tournamentEvents.id });
  return updated.length > 0;
}

export async function setEventStatus(db: DbOrTx, eventId: string, status: 'published' | 'cancelled') {
  await db
    .update(tournamentEvents)
    .set({ status, updatedAt: new Date() })
    .where(eq(tournamentEvents.id, eventId));
}

export async function setEventImageUrl(db: DbOrTx, eventId: string, kind: 'logo' | 'cover', url: string) {
  await db
    .update(tournamentEvents)
    .set(kind === 'logo' ? { eventLogoUrl: url } : { coverImageUrl: url })
    .where(eq(tournamentEvents.id, eventId));
}

/** Divisions keep their ids (registrations point at them); schedule, codes, translations and co-directors are replaced. */
export async function writeChildren(tx: DbOrTx, eventId: string, input: EventInputParsed): Promise<void> {
  const keptIds = input.divisions.map((division) => division.id).filter((id): id is string => !!id);
  await tx
    .delete(tournamentDivisions)
    .where(
      keptIds.length
        ? and(eq(tournamentDivisions.eventId, eventId), notInArray(tournamentDivisions.id, keptIds))
        : eq(tournamentDivisions.eventId, eventId),
    );
  for (const [position, division] of input.divisions.entries()) {
    if (division.id) {
      const updated = await tx
        .update(tournamentDivisions)
        .set({ name: division.name, position })
        .where(and(eq(tournamentDivisions.id, division.id), eq(tournamentDivisions.eventId, eventId)))
        .returning({ id: tournamentDivisions.id });
      if (updated.length) continue;
    }
    await tx.insert(tournamentDivisions).values({ eventId, name: division.name, position });
  }
  await tx.delete(tournamentScheduleItems).where(eq(tournamentScheduleItems.eventId, eventId));
  if (input.schedule.length)
    await tx.insert(tournamentScheduleItems).values(
      input.schedule.map((item, position) => ({
        eventId,
        kind: item.kind,
        label: item.label,
        startsAt: item.startsAt ? new Date(item.startsAt) : null,
        position,
      })),
    );
  await tx.delete(tournamentDailyCodes).where(eq(tournamentDailyCodes.eventId, eventId));
  if (input.dailyCodes.length)
    await tx.insert(tournamentDailyCodes).values(input.dailyCodes.map((code) => ({ eventId, ...code })));
  await tx.delete(tournamentEventTranslations).where(eq(tournamentEventTranslations.eventId, eventId));
  if (input.translations.length)
    await tx
      .insert(tournamentEventTranslations)
      .values(input.translations.map((translation) => ({ eventId, ...translation })));
  await tx.delete(tournamentEventDirectors).where(eq(tournamentEventDirectors.eventId, eventId));
  const directorIds = [...new Set(input.directorIds)];
  if (directorIds.length)
    await tx.insert(tournamentEventDirectors).values(directorIds.map((userId) => ({ eventId, userId })));
}

// ── Series and parent tournaments ──

export async function seriesEventCounts(db: DbOrTx, seriesIds: string[]): Promise<Map<string, number>> {
  if (!seriesIds.length) return new Map();
  const rows = await db
    .select({ seriesId: tournamentEvents.seriesId, count: sql<number>`count(*)::int` })
    .from(tournamentEvents)
    .where(inArray(tournamentEvents.seriesId, seriesIds))
    .groupBy(tournamentEvents.seriesId);
  return new Map(rows.map((row) => [row.seriesId!, row.count]));
}

export async function allSeries(db: DbOrTx) {
  return db.select().from(tournamentSeries).orderBy(tournamentSeries.seasonYear, tournamentSeries.name);
}

export async function allParentTournaments(db: DbOrTx) {
  return db.select().from(tournaments).orderBy(tournaments.seasonYear, tournaments.name);
}

type NewSeries = typeof tournamentSeries.$inferInsert;

export async function insertSeries(db: DbOrTx, values: NewSeries) {
  const [row] = await db.insert(tournamentSeries).values(values).returning();
  return row!;
}

export async function lockSeries(db: DbOrTx, seriesId: string) {
  const [row] = await db
    .select()
    .from(tournamentSeries)
    .where(eq(tournamentSeries.id, seriesId))
    .for('update');
  return row;
}

export async function updateSeriesRow(db: DbOrTx, seriesId: string, changes: Partial<NewSeries>) {
  const [row] = await db
    .update(tournamentSeries)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(tournamentSeries.id, seriesId))
    .returning();
  return row;
}

export async function deleteSeriesRow(db: DbOrTx, seriesId: string): Promise<void> {
  await db.delete(tournamentSeries).where(eq(tournamentSeries.id, seriesId));
}

export async function insertParentTournament(db: DbOrTx, values: typeof tournaments.$inferInsert) {
  const [row] = await db.insert(tournaments).values(values).returning();
  return row!;
}

export interface AttentionCounts {
  catchesWaiting: number;
  unpaidFees: number;
  boatsOnWater: number;
}

/** Per event: catches waiting for judgement, registered entries with an unpaid fee, boats out on the water. */
export async function attentionCounts(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, AttentionCounts>> {
  const counts = new Map<string, AttentionCounts>();
  if (eventIds.length === 0) return counts;
  const ids = [...eventIds];
  const [catches, registrations] = await Promise.all([
    db
      .select({ eventId: tournamentCatches.eventId, waiting: sql<number>`count(*)::int` })
      .from(tournamentCatches)
      .where(and(inArray(tournamentCatches.eventId, ids), eq(tournamentCatches.status, 'pending')))
      .groupBy(tournamentCatches.eventId),
    db
      .select({
        eventId: tournamentRegistrations.eventId,
        unpaid: sql<number>`count(*) filter (where ${tournamentRegistrations.feeMinor} > 0 and ${tournamentRegistrations.paymentStatus} <> 'paid')::int`,
        onWater: sql<number>`count(*) filter (where ${tournamentRegistrations.checkedInAt} is not null and ${tournamentRegistrations.checkedOutAt} is null)::int`,
      })
      .from(tournamentRegistrations)
      .where(
        and(inArray(tournamentRegistrations.eventId, ids), eq(tournamentRegistrations.status, 'registered')),
      )
      .groupBy(tournamentRegistrations.eventId),
  ]);
  const entry = (eventId: string) => {
    let found = counts.get(eventId);
    if (!found) {
      found = { catchesWaiting: 0, unpaidFees: 0, boatsOnWater: 0 };
      counts.set(eventId, found);
    }
    return found;
  };
  for (const row of catches) entry(row.eventId).catchesWaiting = row.waiting;
  for (const row of registrations) {
    entry(row.eventId).unpaidFees = row.unpaid;
    entry(row.eventId).boatsOnWater = row.onWater;
  }
  return counts;
}

/** The rules library: every rule set (or only templates), templates first. */
export async function ruleSetRows(db: DbOrTx, templatesOnly: boolean) {
  return db
    .select()
    .from(ruleSets)
    .where(templatesOnly ? eq(ruleSets.isTemplate, true) : undefined)
    .orderBy(desc(ruleSets.isTemplate), asc(ruleSets.title));
}

export async function insertRuleSet(db: DbOrTx, values: typeof ruleSets.$inferInsert) {
  const [row] = await db.insert(ruleSets).values(values).returning();
  return row!;
}

export async function updateRuleSetRow(
  db: DbOrTx,
  id: string,
  changes: Partial<typeof ruleSets.$inferInsert>,
) {
  const [row] = await db
    .update(ruleSets)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(ruleSets.id, id))
    .returning();
  return row;
}

/** Whether a rule set was there to delete. */
export async function deleteRuleSetRow(db: DbOrTx, id: string): Promise<boolean> {
  const removed = await db.delete(ruleSets).where(eq(ruleSets.id, id)).returning({ id: ruleSets.id });
  return removed.length > 0;
}
