import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { calendarFeedTokens, communityEvents, eventComments, eventPhotos, profiles } from '#server/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type CommunityEventRow = typeof communityEvents.$inferSelect;

/** A community event row, or undefined (any status; visibility is the service's call). */
export async function communityEventById(db: DbOrTx, id: string): Promise<CommunityEventRow | undefined> {
  const [row] = await db.select().from(communityEvents).where(eq(communityEvents.id, id)).limit(1);
  return row;
}

export async function insertCommunityEvent(db: DbOrTx, values: typeof communityEvents.$inferInsert) {
  const [row] = await db.insert(communityEvents).values(values).returning();
  return row!;
}

export async function updateCommunityEvent(
  db: DbOrTx,
  id: string,
  values: Partial<typeof communityEvents.$inferInsert>,
) {
  const [row] = await db
    .update(communityEvents)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(communityEvents.id, id))
    .returning();
  return row;
}

/** Locks the community event row so concurrent RSVP changes to its going count add up. */
export async function lockCommunityEvent(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`select 1 from ${communityEvents} where id = ${id} for update`);
}

export async function addToCommunityGoingCount(db: DbOrTx, id: string, delta: number): Promise<void> {
  await db
    .update(communityEvents)
    .set({ goingCount: sql`greatest(0, ${communityEvents.goingCount} + ${delta})` })
    .where(eq(communityEvents.id, id));
}

export async function organizerOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      handle: profiles.handle,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

export async function visibleCountsOf(db: DbOrTx, eventId: string) {
  const [comments] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventComments)
    .where(
      and(
        eq(eventComments.eventId, eventId),
        sql`${eventComments.deletedAt} is null and ${eventComments.moderation} is null`,
      ),
    );
  const [photos] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventPhotos)
    .where(and(eq(eventPhotos.eventId, eventId), sql`${eventPhotos.moderation} is null`));
  return { commentsCount: comments?.count ?? 0, photosCount: photos?.count ?? 0 };
}

/** People with an RSVP other than not_going (whom an update or a cancellation concerns). */
export async function rsvpedPeople(db: DbOrTx, eventId: string): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(
    sql`select user_id from event_rsvps where event_id = ${eventId}::uuid and status <> 'not_going'`,
  );
  return rows.rows.map((row) => row.user_id);
}

/** Active members of a group who want event news (notify level all or events), except one person. */
export async function groupMembersToTell(db: DbOrTx, groupId: string, except: string): Promise<string[]> {
  const rows = await db.execute<{ user_id: string }>(sql`
    select user_id from group_members
    where group_id = ${groupId}::uuid and status = 'active' and notify in ('all', 'events') and user_id <> ${except}::uuid`);
  return rows.rows.map((row) => row.user_id);
}

// ── The calendar ───────────────────────────────────────────────────────────────────────────────────────────────

/** SQL: a community event `ce` (joined with its group `g`) the viewer may see. */
export function communityVisible(viewerId: string | null): SQL {
  const hidden = viewerId
    ? sql`(ce.moderation is null or ce.created_by = ${viewerId}::uuid)`
    : sql`ce.moderation is null`;
  const group = viewerId
    ? sql`(ce.group_id is null or (g.deleted_at is null and (g.privacy = 'public' or exists (
        select 1 from group_members gm where gm.group_id = ce.group_id and gm.user_id = ${viewerId}::uuid and gm.status = 'active'))))`
    : sql`(ce.group_id is null or (g.deleted_at is null and g.privacy = 'public'))`;
  return sql`${hidden} and ${group}`;
}

export interface CalendarRow extends Record<string, unknown> {
  kind: 'tournament' | 'community';
  id: string;
  type: string;
  name: string;
  starts_at: Date | string;
  ends_at: Date | string;
  time_zone: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  cover_url: string | null;
  group_id: string | null;
  group_slug: string | null;
  group_name: string | null;
  going_count: number;
  status: string;
  description: string;
  my_rsvp: string | null;
  registered: boolean;
  distance_km: number | null;
  start_date: string | null;
  end_date: string | null;
}

export interface CalendarFilter {
  viewerId: string | null;
  from: Date;
  to: Date | null;
  /** null: every type. */
  types: string[] | null;
  groupId: string | null;
  point: { lat: number; lng: number; radiusKm: number } | null;
  after: { startsAt: Date; id: string } | null;
  limit: number;
  /** Only events the viewer RSVPed to (not not_going), registered for or organises. */
  mine: boolean;
  past: boolean;
  /** Only these event ids (one event's .ics). */
  ids?: string[];
}

// least(1, …): rounding can carry the sine of an antipodal pair a hair past 1, outside asin's domain (a 500).
const haversine = (lat: number, lng: number) => sql`(6371 * 2 * asin(least(1, sqrt(
  power(sin(radians(e.latitude - ${lat}) / 2), 2) +
  cos(radians(${lat})) * cos(radians(e.latitude)) * power(sin(radians(e.longitude - ${lng}) / 2), 2)))))`;

/** Both kinds of events in one keyset page ordered by start then id. */
export async function calendarRows(db: DbOrTx, filter: CalendarFilter): Promise<CalendarRow[]> {
  const viewer = filter.viewerId;
  const myRsvp = viewer
    ? sql`(select r.status from event_rsvps r where r.event_id = e.id and r.user_id = ${viewer}::uuid)`
    : sql`null::text`;
  const registered = viewer
    ? sql`(e.kind = 'tournament' and exists (select 1 from tournament_registrations tr
        where tr.event_id = e.id and tr.status = 'registered' and tr.user_id = ${viewer}::uuid))`
    : sql`false`;
  const tournaments = sql`
    select 'tournament'::text as kind, te.id, 'tournament'::text as type, te.name, te.description,
      (te.start_date::date::timestamp at time zone te.time_zone) as starts_at,
      ((te.end_date::date + 1)::timestamp at time zone te.time_zone) as ends_at,
      te.time_zone, te.location, te.latitude, te.longitude, te.cover_image_url as cover_url,
      null::uuid as group_id, null::text as group_slug, null::text as group_name,
      te.going_count, te.status, te.start_date, te.end_date, te.created_by
    from tournament_events te where te.status = 'published'`;
  const community = sql`
    select 'community'::text as kind, ce.id, ce.type, ce.name, ce.description, ce.starts_at, ce.ends_at,
      ce.time_zone, ce.location, ce.latitude, ce.longitude, ce.cover_url,
      ce.group_id, g.slug as group_slug, g.name as group_name,
      ce.going_count, ce.status, null::text as start_date, null::text as end_date, ce.created_by
    from community_events ce left join groups g on g.id = ce.group_id
    where ${communityVisible(viewer)}`;
  const conditions: SQL[] = [];
  if (filter.past) conditions.push(sql`e.ends_at <= ${filter.from.toISOString()}::timestamptz`);
  else conditions.push(sql`e.ends_at > ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`e.starts_at < ${filter.to.toISOString()}::timestamptz`);
  if (filter.types) conditions.push(sql`e.type = any(${`{${filter.types.join(',')}}`}::text[])`);
  if (filter.groupId) conditions.push(sql`e.group_id = ${filter.groupId}::uuid`);
  if (filter.ids) conditions.push(sql`e.id = any(${`{${filter.ids.join(',')}}`}::uuid[])`);
  if (filter.point) {
    const { lat, lng, radiusKm } = filter.point;
    const dLat = radiusKm / 111.2;
    conditions.push(
      sql`e.latitude between ${lat - dLat} and ${lat + dLat} and e.longitude is not null and ${haversine(lat, lng)} <= ${radiusKm}`,
    );
  }
  if (filter.mine && viewer) {
    conditions.push(sql`(e.created_by = ${viewer}::uuid
      or exists (select 1 from event_rsvps r where r.event_id = e.id and r.user_id = ${viewer}::uuid and r.status <> 'not_going')
      or exists (select 1 from tournament_registrations tr where tr.event_id = e.id and tr.status = 'registered'
        and tr.user_id = ${viewer}::uuid))`);
  }
  if (filter.after) {
    const at = filter.after.startsAt.toISOString();
    conditions.push(
      filter.past
        ? sql`(e.starts_at, e.id) < (${at}::timestamptz, ${filter.after.id}::uuid)`
        : sql`(e.starts_at, e.id) > (${at}::timestamptz, ${filter.after.id}::uuid)`,
    );
  }
  const order = filter.past ? sql`e.starts_at desc, e.id desc` : sql`e.starts_at asc, e.id asc`;
  const distance = filter.point ? haversine(filter.point.lat, filter.point.lng) : sql`null::float8`;
  const rows = await db.execute<CalendarRow>(sql`
    select e.*, ${myRsvp} as my_rsvp, ${registered} as registered, ${distance} as distance_km
    from (${tournaments} union all ${community}) e
    where ${sql.join(conditions, sql` and `)}
    order by ${order}
    limit ${filter.limit + 1}`);
  return rows.rows;
}

// ── Feed tokens ────────────────────────────────────────────────────────────────────────────────────────────────

export async function feedTokenOf(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ token: calendarFeedTokens.token })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .limit(1);
  return row?.token;
}

/** Stores the token for the person, replacing an earlier one; answers whether it was stored. */
export async function saveFeedToken(db: DbOrTx, userId: string, token: string, replace: boolean) {
  const insert = db.insert(calendarFeedTokens).values({ userId, token: token });
  const rows = replace
    ? await insert
        .onConflictDoUpdate({
          target: calendarFeedTokens.userId,
          set: { token: token, updatedAt: new Date() },
        })
        .returning({ token: calendarFeedTokens.token })
    : await insert.onConflictDoNothing().returning({ token: calendarFeedTokens.token });
  return rows.length > 0;
}

export async function userOfFeedToken(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.token, token))
    .limit(1);
  return row?.userId;
}

// ── Reminders ──────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Claims the published community events starting within (now, until] not reminded yet: marks them reminded in the
 * caller's transaction (skip locked, so a second server copy passes over rows the first is working on) and answers
 * them with the people going or maybe.
 */
export async function claimCommunityReminders(db: DbOrTx, now: Date, until: Date) {
  const rows = await db.execute<{
    id: string;
    name: string;
    starts_at: Date | string;
    time_zone: string;
  }>(sql`
    update community_events set reminded_at = now()
    where id in (
      select id from community_events
      where status = 'published' and reminded_at is null and moderation is null
        and starts_at > ${now.toISOString()}::timestamptz and starts_at <= ${until.toISOString()}::timestamptz
      for update skip locked)
    returning id, name, starts_at, time_zone`);
  const events = [];
  for (const row of rows.rows) {
    const people = await db.execute<{ user_id: string }>(
      sql`select user_id from event_rsvps where event_id = ${row.id}::uuid and status in ('going', 'maybe')`,
    );
    events.push({ ...row, people: people.rows.map((person) => person.user_id) });
  }
  return events;
}
