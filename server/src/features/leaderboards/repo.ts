import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  eventPodiums,
  profiles,
  registrationAnglers,
  teamMembers,
  tournamentCatches,
  tournamentDivisions,
  tournamentEventTranslations,
  tournamentEvents,
  tournamentPenalties,
  tournamentRegistrations,
  tournamentSeries,
  tournaments,
} from '#server/db/schema';

/** The columns every leaderboard needs about an event, without its description or rules text. */
const eventColumns = {
  id: tournamentEvents.id,
  name: tournamentEvents.name,
  tournamentName: tournaments.name,
  seriesId: tournamentEvents.seriesId,
  status: tournamentEvents.status,
  location: tournamentEvents.location,
  startDate: tournamentEvents.startDate,
  endDate: tournamentEvents.endDate,
  timeZone: tournamentEvents.timeZone,
  scoring: tournamentEvents.scoring,
  entrantType: tournamentEvents.entrantType,
  lastCatchAt: tournamentEvents.lastCatchAt,
  leaderboardVersion: tournamentEvents.leaderboardVersion,
  resultsPublishedAt: tournamentEvents.resultsPublishedAt,
  coverImageUrl: tournamentEvents.coverImageUrl,
};

export type EventRow = Awaited<ReturnType<typeof findEvent>>[number];

/** One event with its parent tournament's name (the per-request read: its version keys the cache). */
export function findEvent(db: Db, eventId: string) {
  return db
    .select(eventColumns)
    .from(tournamentEvents)
    .leftJoin(tournaments, eq(tournaments.id, tournamentEvents.tournamentId))
    .where(eq(tournamentEvents.id, eventId))
    .limit(1);
}

/**
 * Published events that may still be listed: every one for "all" and "completed" (statuses are computed by
 * date in each event's zone, so the service filters), bounded by `cap`, newest start first.
 */
export function publishedEvents(
  db: Db,
  options: { endingOnOrAfter?: string; seriesId?: string; cap: number },
) {
  const conditions = [eq(tournamentEvents.status, 'published')];
  // A day of slack either side: a date in the event's zone is within a day of the UTC date.
  if (options.endingOnOrAfter)
    conditions.push(sql`${tournamentEvents.endDate} >= ${options.endingOnOrAfter}`);
  if (options.seriesId) conditions.push(eq(tournamentEvents.seriesId, options.seriesId));
  return db
    .select(eventColumns)
    .from(tournamentEvents)
    .leftJoin(tournaments, eq(tournaments.id, tournamentEvents.tournamentId))
    .where(and(...conditions))
    .orderBy(desc(tournamentEvents.startDate), asc(tournamentEvents.id))
    .limit(options.cap);
}

/** Registered entrants of an event with the registrant's profile name (the captain for a team). */
export function entrantsOf(db: Db, eventId: string) {
  return db
    .select({
      id: tournamentRegistrations.id,
      userId: tournamentRegistrations.userId,
      teamId: tournamentRegistrations.teamId,
      divisionId: tournamentRegistrations.divisionId,
      entrantName: tournamentRegistrations.entrantName,
      boatName: tournamentRegistrations.boatName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
    })
    .from(tournamentRegistrations)
    .leftJoin(profiles, eq(profiles.id, tournamentRegistrations.userId))
    .where(
      and(eq(tournamentRegistrations.eventId, eventId), eq(tournamentRegistrations.status, 'registered')),
    );
}

export function divisionsOf(db: Db, eventId: string) {
  return db
    .select({ id: tournamentDivisions.id, name: tournamentDivisions.name })
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.eventId, eventId))
    .orderBy(asc(tournamentDivisions.position), asc(tournamentDivisions.name));
}

/** What scoring needs of a catch (never the location). */
const scoringColumns = {
  id: tournamentCatches.id,
  entrantId: tournamentCatches.registrationId,
  species: tournamentCatches.species,
  weightGrams: tournamentCatches.weightGrams,
  lengthMm: tournamentCatches.lengthMm,
  caughtAt: tournamentCatches.caughtAt,
};

/** Approved catches of an event. */
export function approvedCatchesOf(db: Db, eventId: string) {
  return db
    .select(scoringColumns)
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.eventId, eventId), eq(tournamentCatches.status, 'approved')));
}

/**
 * Catches decided since a board of version `sinceVersion` was read, in their current state (board_version is set
 * by every decision in its transaction, after the event's version went up): approved ones are added or replaced,
 * any other status removes the catch.
 */
export function catchesDecidedSince(db: Db, eventId: string, sinceVersion: number) {
  return db
    .select({ ...scoringColumns, status: tournamentCatches.status })
    .from(tournamentCatches)
    .where(and(eq(tournamentCatches.eventId, eventId), gt(tournamentCatches.boardVersion, sinceVersion)));
}

export function penaltiesOf(db: Db, eventId: string) {
  return db
    .select({
      entrantId: tournamentPenalties.registrationId,
      amount: tournamentPenalties.amount,
      reason: tournamentPenalties.reason,
    })
    .from(tournamentPenalties)
    .where(eq(tournamentPenalties.eventId, eventId));
}

/** The newest approved catches of published events (the approved-recent partial index), never a location. */
export function recentApprovedCatches(
  db: Db,
  options: { limit: number; eventId?: string; language: string | null },
) {
  const conditions = [
    eq(tournamentCatches.status, 'approved'),
    isNotNull(tournamentCatches.reviewedAt),
    eq(tournamentEvents.status, 'published'),
  ];
  if (options.eventId) conditions.push(eq(tournamentCatches.eventId, options.eventId));
  return db
    .select({
      id: tournamentCatches.id,
      eventId: tournamentCatches.eventId,
      eventName: sql<string>`coalesce(${tournamentEventTranslations.name}, ${tournamentEvents.name})`,
      species: tournamentCatches.species,
      weightGrams: tournamentCatches.weightGrams,
      lengthMm: tournamentCatches.lengthMm,
      boatName: tournamentRegistrations.boatName,
      entrantName: tournamentRegistrations.entrantName,
      anglerFirstName: profiles.firstName,
      anglerLastName: profiles.lastName,
      anglerDisplayName: profiles.displayName,
      caughtAt: tournamentCatches.caughtAt,
      approvedAt: tournamentCatches.reviewedAt,
    })
    .from(tournamentCatches)
    .innerJoin(tournamentEvents, eq(tournamentEvents.id, tournamentCatches.eventId))
    .innerJoin(tournamentRegistrations, eq(tournamentRegistrations.id, tournamentCatches.registrationId))
    .leftJoin(profiles, eq(profiles.id, tournamentCatches.anglerUserId))
    .leftJoin(
      tournamentEventTranslations,
      and(
        eq(tournamentEventTranslations.eventId, tournamentCatches.eventId),
        eq(tournamentEventTranslations.language, options.language ?? ''),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(tournamentCatches.reviewedAt), desc(tournamentCatches.id))
    .limit(options.limit);
}

/** Event names and places in `language`, for the events that have that translation. */
export async function eventTranslations(
  db: Db,
  eventIds: string[],
  language: string | null,
): Promise<Map<string, { name: string; location: string }>> {
  if (!language || eventIds.length === 0) return new Map();
  const rows = await db
    .select({
      eventId: tournamentEventTranslations.eventId,
      name: tournamentEventTranslations.name,
      location: tournamentEventTranslations.location,
    })
    .from(tournamentEventTranslations)
    .where(
      and(
        eq(tournamentEventTranslations.language, language),
        inArray(tournamentEventTranslations.eventId, eventIds),
      ),
    );
  return new Map(rows.map((row) => [row.eventId, { name: row.name, location: row.location }]));
}

/** Published events starting after `today` (UTC date; the service rechecks in each event's zone). */
export function upcomingEvents(db: Db, options: { after: string; limit: number }) {
  return db
    .select(eventColumns)
    .from(tournamentEvents)
    .leftJoin(tournaments, eq(tournaments.id, tournamentEvents.tournamentId))
    .where(and(eq(tournamentEvents.status, 'published'), gt(tournamentEvents.startDate, options.after)))
    .orderBy(asc(tournamentEvents.startDate), asc(tournamentEvents.id))
    .limit(options.limit);
}

export function findSeries(db: Db, seriesId: string) {
  return db
    .select({
      id: tournamentSeries.id,
      name: tournamentSeries.name,
      seasonYear: tournamentSeries.seasonYear,
      formula: tournamentSeries.formula,
      status: tournamentSeries.status,
    })
    .from(tournamentSeries)
    .where(eq(tournamentSeries.id, seriesId))
    .limit(1);
}

export interface SocialScoreRow extends Record<string, unknown> {
  angler_user_id: string;
  grams: number | string;
  catches: number | string;
}

/**
 * Anglers' measured weight of approved catches of published events since `since` (null: all time). Catches with
 * only a length are credited by the service from each event's length-to-weight table (`lengthOnlyCatches`).
 */
export async function measuredWeightByAngler(db: Db, since: Date | null): Promise<SocialScoreRow[]> {
  const result = await db.execute<SocialScoreRow>(sql`
    select c.angler_user_id, sum(coalesce(c.weight_grams, 0))::bigint as grams, count(*)::int as catches
    from tournament_catches c
    join tournament_events e on e.id = c.event_id and e.status = 'published'
    where c.status = 'approved' and c.angler_user_id is not null
      ${since ? sql`and c.caught_at >= ${since.toISOString()}::timestamptz` : sql``}
    group by c.angler_user_id`);
  return result.rows;
}

export function lengthOnlyCatches(db: Db, since: Date | null) {
  const conditions = [
    eq(tournamentCatches.status, 'approved'),
    isNotNull(tournamentCatches.anglerUserId),
    isNull(tournamentCatches.weightGrams),
    isNotNull(tournamentCatches.lengthMm),
    eq(tournamentEvents.status, 'published'),
  ];
  if (since) conditions.push(sql`${tournamentCatches.caughtAt} >= ${since.toISOString()}::timestamptz`);
  return db
    .select({
      anglerUserId: tournamentCatches.anglerUserId,
      species: tournamentCatches.species,
      lengthMm: tournamentCatches.lengthMm,
      scoring: tournamentEvents.scoring,
    })
    .from(tournamentCatches)
    .innerJoin(tournamentEvents, eq(tournamentEvents.id, tournamentCatches.eventId))
    .where(and(...conditions));
}

export function profilesByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: profiles.id,
      handle: profiles.handle,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
}

// ── the announced top three (podium.ts) ──

/** The event's last announced top three, locked until the caller's transaction ends (created empty the first time). */
export async function lockPodium(
  db: Db,
  eventId: string,
): Promise<{ version: number; entrantIds: string[] }> {
  await db.insert(eventPodiums).values({ eventId, version: -1, entrantIds: [] }).onConflictDoNothing();
  const [row] = await db
    .select({ version: eventPodiums.version, entrantIds: eventPodiums.entrantIds })
    .from(eventPodiums)
    .where(eq(eventPodiums.eventId, eventId))
    .for('update');
  return row ?? { version: -1, entrantIds: [] };
}

export async function savePodium(
  db: Db,
  eventId: string,
  version: number,
  entrantIds: string[],
): Promise<void> {
  await db
    .update(eventPodiums)
    .set({ version, entrantIds, updatedAt: new Date() })
    .where(eq(eventPodiums.eventId, eventId));
}

/**
 * The people behind entrants (registration ids): the registrant, every angler of the entry with an account and,
 * for a team entry, the team's members.
 */
export async function entrantPeople(db: Db, registrationIds: string[]) {
  if (registrationIds.length === 0) return [];
  const [registrants, anglers, members] = await Promise.all([
    db
      .select({ registrationId: tournamentRegistrations.id, userId: tournamentRegistrations.userId })
      .from(tournamentRegistrations)
      .where(inArray(tournamentRegistrations.id, registrationIds)),
    db
      .select({ registrationId: registrationAnglers.registrationId, userId: registrationAnglers.userId })
      .from(registrationAnglers)
      .where(
        and(
          inArray(registrationAnglers.registrationId, registrationIds),
          isNotNull(registrationAnglers.userId),
        ),
      ),
    db
      .select({ registrationId: tournamentRegistrations.id, userId: teamMembers.userId })
      .from(tournamentRegistrations)
      .innerJoin(teamMembers, eq(teamMembers.teamId, tournamentRegistrations.teamId))
      .where(inArray(tournamentRegistrations.id, registrationIds)),
  ]);
  return [...registrants, ...anglers, ...members].flatMap((row) =>
    row.userId ? [{ registrationId: row.registrationId, userId: row.userId }] : [],
  );
}
