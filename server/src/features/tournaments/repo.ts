import { and, asc, desc, eq, exists, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notHiddenFrom } from '#server/features/safety/checks/relations-repo';
import {
  eventComments,
  eventPhotos,
  eventRsvps,
  profiles,
  registrationAnglers,
  teamMembers,
  tournamentDailyCodes,
  tournamentDivisions,
  tournamentEventDirectors,
  tournamentEvents,
  tournamentEventTranslations,
  tournamentRegistrations,
  tournamentScheduleItems,
  tournamentSeries,
  tournaments,
} from '#server/db/schema';
import type { EventRow, SeriesRow, TournamentRow, Translation } from './presenter';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const personColumns = {
  id: profiles.id,
  handle: profiles.handle,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  displayName: profiles.displayName,
  avatarUrl: profiles.avatarUrl,
};

/** Light rows of published events matching the text filters: enough to compute status and sort. */
export async function publishedEventKeys(db: Db, filters: { location?: string; species?: string }) {
  const conditions = [eq(tournamentEvents.status, 'published')];
  if (filters.location) {
    const pattern = `%${filters.location.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(tournamentEvents.location, pattern),
        sql`exists (select 1 from ${tournamentEventTranslations} t where t.event_id = ${tournamentEvents.id} and t.location ilike ${pattern})`,
      )!,
    );
  }
  if (filters.species)
    conditions.push(
      sql`exists (select 1 from unnest(${tournamentEvents.species}) s where lower(s) = lower(${filters.species}))`,
    );
  return db
    .select({
      id: tournamentEvents.id,
      name: tournamentEvents.name,
      startDate: tournamentEvents.startDate,
      endDate: tournamentEvents.endDate,
      timeZone: tournamentEvents.timeZone,
      lastCatchAt: tournamentEvents.lastCatchAt,
    })
    .from(tournamentEvents)
    .where(and(...conditions));
}

export async function publishedFacets(db: Db) {
  const species = await db.execute<{ value: string }>(
    sql`select distinct s as value from ${tournamentEvents}, unnest(${tournamentEvents.species}) s where ${tournamentEvents.status} = 'published' order by 1 limit 200`,
  );
  const locations = await db
    .selectDistinct({ value: tournamentEvents.location })
    .from(tournamentEvents)
    .where(and(eq(tournamentEvents.status, 'published'), ne(tournamentEvents.location, '')))
    .orderBy(asc(tournamentEvents.location))
    .limit(200);
  return {
    species: species.rows.map((row) => row.value),
    locations: locations.map((row) => row.value),
  };
}

export async function eventsByIds(db: DbOrTx, ids: readonly string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tournamentEvents)
    .where(inArray(tournamentEvents.id, [...ids]));
}

export async function eventById(db: DbOrTx, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(tournamentEvents).where(eq(tournamentEvents.id, id)).limit(1);
  return row;
}

/** Series, parent tournaments and translations for a set of events, keyed for the presenter. */
export async function relatedOf(db: DbOrTx, rows: readonly EventRow[], language: string | null) {
  const seriesIds = [...new Set(rows.map((row) => row.seriesId).filter((id): id is string => !!id))];
  const tournamentIds = [...new Set(rows.map((row) => row.tournamentId).filter((id): id is string => !!id))];
  const [seriesRows, tournamentRows, translationRows, entrants] = await Promise.all([
    seriesIds.length
      ? db.select().from(tournamentSeries).where(inArray(tournamentSeries.id, seriesIds))
      : Promise.resolve([] as SeriesRow[]),
    tournamentIds.length
      ? db.select().from(tournaments).where(inArray(tournaments.id, tournamentIds))
      : Promise.resolve([] as TournamentRow[]),
    language && rows.length
      ? db
          .select()
          .from(tournamentEventTranslations)
          .where(
            and(
              eq(tournamentEventTranslations.language, language),
              inArray(
                tournamentEventTranslations.eventId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : Promise.resolve([]),
    entrantsNotGoing(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const series = new Map(seriesRows.map((row) => [row.id, row]));
  const parents = new Map(tournamentRows.map((row) => [row.id, row]));
  const translations = new Map<string, Translation>(
    translationRows.map((row) => [row.eventId, { name: row.name, location: row.location }]),
  );
  return (row: EventRow) => ({
    series: row.seriesId ? (series.get(row.seriesId) ?? null) : null,
    tournament: row.tournamentId ? (parents.get(row.tournamentId) ?? null) : null,
    translation: translations.get(row.id) ?? null,
    entrantsNotGoing: entrants.get(row.id) ?? 0,
  });
}

/**
 * Anglers on registered entries who have not said they are going (guests without an account included):
 * an entrant is going, so the going count is the RSVP headcount plus these.
 */
export async function entrantsNotGoing(
  db: DbOrTx,
  eventIds: readonly string[],
): Promise<Map<string, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: tournamentRegistrations.eventId, count: sql<number>`count(*)::int` })
    .from(registrationAnglers)
    .innerJoin(tournamentRegistrations, eq(tournamentRegistrations.id, registrationAnglers.registrationId))
    .where(
      and(
        inArray(tournamentRegistrations.eventId, [...eventIds]),
        eq(tournamentRegistrations.status, 'registered'),
        sql`(${registrationAnglers.userId} is null or not exists (select 1 from ${eventRsvps} v where v.event_id = ${tournamentRegistrations.eventId} and v.user_id = ${registrationAnglers.userId} and v.status = 'going'))`,
      ),
    )
    .groupBy(tournamentRegistrations.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
}

export async function divisionsOf(db: DbOrTx, eventId: string) {
  return db
    .select({ id: tournamentDivisions.id, name: tournamentDivisions.name })
    .from(tournamentDivisions)
    .where(eq(tournamentDivisions.eventId, eventId))
    .orderBy(asc(tournamentDivisions.position), asc(tournamentDivisions.name));
}

export async function scheduleOf(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(tournamentScheduleItems)
    .where(eq(tournamentScheduleItems.eventId, eventId))
    .orderBy(asc(tournamentScheduleItems.position));
}

export async function dailyCodesOf(db: DbOrTx, eventId: string) {
  return db
    .select({ day: tournamentDailyCodes.day, code: tournamentDailyCodes.code })
    .from(tournamentDailyCodes)
    .where(eq(tournamentDailyCodes.eventId, eventId))
    .orderBy(asc(tournamentDailyCodes.day));
}

export async function translationsOf(db: DbOrTx, eventId: string) {
  return db
    .select({
      language: tournamentEventTranslations.language,
      name: tournamentEventTranslations.name,
      location: tournamentEventTranslations.location,
    })
    .from(tournamentEventTranslations)
    .where(eq(tournamentEventTranslations.eventId, eventId))
    .orderBy(asc(tournamentEventTranslations.language));
}

export async function coDirectorsOf(db: DbOrTx, eventId: string) {
  return db
    .select(personColumns)
    .from(tournamentEventDirectors)
    .innerJoin(profiles, eq(profiles.id, tournamentEventDirectors.userId))
    .where(eq(tournamentEventDirectors.eventId, eventId))
    .orderBy(asc(tournamentEventDirectors.createdAt));
}

export async function rsvpCountsOf(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({ status: eventRsvps.status, count: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, eventId))
    .groupBy(eventRsvps.status);
  const counts = { going: 0, maybe: 0, interested: 0, not_going: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof typeof counts] = row.count;
  return counts;
}

export async function myRsvpOf(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({ status: eventRsvps.status, guests: eventRsvps.guests })
    .from(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .limit(1);
  return row;
}

/** The viewer's live registration for the event: as its registrant or as an angler named on it. */
export async function myRegistrationOf(db: DbOrTx, eventId: string, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.eventId, eventId),
        eq(tournamentRegistrations.status, 'registered'),
        or(
          eq(tournamentRegistrations.userId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(registrationAnglers)
              .where(
                and(
                  eq(registrationAnglers.registrationId, tournamentRegistrations.id),
                  eq(registrationAnglers.userId, userId),
                ),
              ),
          ),
        ),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * Whether the person takes part in the event: named on or holding a live registration, a member of a team
 * registered for it, or with an RSVP other than 'not going'.
 */
export async function takesPartIn(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  if (await myRegistrationOf(db, eventId, userId)) return true;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(tournamentRegistrations)
    .innerJoin(teamMembers, eq(teamMembers.teamId, tournamentRegistrations.teamId))
    .where(
      and(
        eq(tournamentRegistrations.eventId, eventId),
        eq(tournamentRegistrations.status, 'registered'),
        eq(teamMembers.userId, userId),
      ),
    )
    .union(
      db
        .select({ one: sql<number>`1` })
        .from(eventRsvps)
        .where(
          and(
            eq(eventRsvps.eventId, eventId),
            eq(eventRsvps.userId, userId),
            ne(eventRsvps.status, 'not_going'),
          ),
        ),
    )
    .limit(1);
  return Boolean(row);
}

export async function countsOf(db: DbOrTx, eventId: string) {
  const [comments] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventComments)
    .where(
      and(
        eq(eventComments.eventId, eventId),
        isNull(eventComments.deletedAt),
        isNull(eventComments.moderation),
      ),
    );
  const [photos] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), isNull(eventPhotos.moderation)));
  return { commentsCount: comments?.count ?? 0, photosCount: photos?.count ?? 0 };
}

export async function seriesEventsOf(db: DbOrTx, seriesId: string, publishedOnly: boolean) {
  return db
    .select()
    .from(tournamentEvents)
    .where(
      and(
        eq(tournamentEvents.seriesId, seriesId),
        publishedOnly ? eq(tournamentEvents.status, 'published') : undefined,
      ),
    )
    .orderBy(asc(tournamentEvents.startDate), asc(tournamentEvents.name));
}

export async function attendeesOf(
  db: Db,
  eventId: string,
  page: { offset: number; limit: number; status?: string },
) {
  return db
    .select({ person: personColumns, status: eventRsvps.status, guests: eventRsvps.guests })
    .from(eventRsvps)
    .innerJoin(profiles, eq(profiles.id, eventRsvps.userId))
    .where(
      and(
        eq(eventRsvps.eventId, eventId),
        page.status ? eq(eventRsvps.status, page.status) : ne(eventRsvps.status, 'not_going'),
      ),
    )
    .orderBy(desc(eventRsvps.createdAt), asc(eventRsvps.userId))
    .offset(page.offset)
    .limit(page.limit + 1);
}

/**
 * An event's discussion as `viewerId` sees it: held and hidden comments only for their author, none by people in
 * a block with the viewer or muted by them.
 */
export async function commentsOf(
  db: Db,
  eventId: string,
  viewerId: string | null,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: eventComments.id,
      content: eventComments.content,
      createdAt: eventComments.createdAt,
      moderation: eventComments.moderation,
      author: personColumns,
    })
    .from(eventComments)
    .innerJoin(profiles, eq(profiles.id, eventComments.userId))
    .where(
      and(
        eq(eventComments.eventId, eventId),
        isNull(eventComments.deletedAt),
        viewerId
          ? or(isNull(eventComments.moderation), eq(eventComments.userId, viewerId))
          : isNull(eventComments.moderation),
        notHiddenFrom(viewerId, sql`${eventComments.userId}`),
      ),
    )
    .orderBy(desc(eventComments.createdAt), desc(eventComments.id))
    .offset(page.offset)
    .limit(page.limit + 1);
}

/** An event's photos as `viewerId` sees them: held and hidden ones only for their author, none of a block. */
export async function photosOf(
  db: Db,
  eventId: string,
  viewerId: string | null,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      id: eventPhotos.id,
      url: eventPhotos.url,
      media: eventPhotos.media,
      caption: eventPhotos.caption,
      createdAt: eventPhotos.createdAt,
      moderation: eventPhotos.moderation,
      author: personColumns,
    })
    .from(eventPhotos)
    .innerJoin(profiles, eq(profiles.id, eventPhotos.userId))
    .where(
      and(
        eq(eventPhotos.eventId, eventId),
        viewerId
          ? or(isNull(eventPhotos.moderation), eq(eventPhotos.userId, viewerId))
          : isNull(eventPhotos.moderation),
        notHiddenFrom(viewerId, sql`${eventPhotos.userId}`),
      ),
    )
    .orderBy(desc(eventPhotos.createdAt), desc(eventPhotos.id))
    .offset(page.offset)
    .limit(page.limit + 1);
}

/** Events a director may edit: all for admins, else those they created or were added to. */
export async function directedEvents(db: Db, userId: string, isAdmin: boolean) {
  return db
    .select()
    .from(tournamentEvents)
    .where(
      isAdmin
        ? undefined
        : or(
            eq(tournamentEvents.createdBy, userId),
            sql`exists (select 1 from ${tournamentEventDirectors} d where d.event_id = ${tournamentEvents.id} and d.user_id = ${userId})`,
          ),
    )
    .orderBy(desc(tournamentEvents.startDate), asc(tournamentEvents.name))
    .limit(500);
}

/** Whether this user was added as one of the event's directors (tournament_event_directors). */
export async function isAddedDirector(db: DbOrTx, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: tournamentEventDirectors.userId })
    .from(tournamentEventDirectors)
    .where(and(eq(tournamentEventDirectors.eventId, eventId), eq(tournamentEventDirectors.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Locks the event row so concurrent RSVP changes to its going count add up. */
export async function lockEventRow(db: DbOrTx, eventId: string): Promise<void> {
  await db.execute(sql`select 1 from ${tournamentEvents} where id = ${eventId} for update`);
}

export async function upsertRsvp(
  db: DbOrTx,
  values: { eventId: string; userId: string; status: string; guests: number },
): Promise<void> {
  await db
    .insert(eventRsvps)
    .values(values)
    .onConflictDoUpdate({
      target: [eventRsvps.eventId, eventRsvps.userId],
      set: { status: values.status, guests: values.guests, updatedAt: new Date() },
    });
}

export async function deleteRsvp(db: DbOrTx, eventId: string, userId: string) {
  const [removed] = await db
    .delete(eventRsvps)
    .where(and(eq(eventRsvps.eventId, eventId), eq(eventRsvps.userId, userId)))
    .returning({ status: eventRsvps.status, guests: eventRsvps.guests });
  return removed;
}

/** Moves the event's going count by delta, never below zero. */
export async function addToGoingCount(db: DbOrTx, eventId: string, delta: number): Promise<void> {
  await db
    .update(tournamentEvents)
    .set({ goingCount: sql`greatest(0, ${tournamentEvents.goingCount} + ${delta})` })
    .where(eq(tournamentEvents.id, eventId));
}

export async function insertComment(
  db: DbOrTx,
  values: { eventId: string; userId: string; content: string; moderation?: string | null },
) {
  const [row] = await db.insert(eventComments).values(values).returning();
  return row!;
}

export async function insertPhoto(db: DbOrTx, values: typeof eventPhotos.$inferInsert): Promise<string> {
  const [row] = await db.insert(eventPhotos).values(values).returning({ id: eventPhotos.id });
  return row!.id;
}

export async function seriesById(db: DbOrTx, seriesId: string) {
  const [series] = await db.select().from(tournamentSeries).where(eq(tournamentSeries.id, seriesId)).limit(1);
  return series;
}
