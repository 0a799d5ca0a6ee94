import { randomBytes } from 'node:crypto';
import {
  CALENDAR_MAX_RANGE_DAYS,
  CALENDAR_TYPES,
  COMMUNITY_EVENT_MAX_DAYS,
  type CalendarEntry,
  type CalendarPage,
  type CalendarQuery,
  type CommunityEventDetail,
  type CreateCommunityEvent,
  type UpdateCommunityEvent,
} from '@tightlines/domain/community-events/contract';
import {
  isTimeZone,
  type EventPhoto,
  type RsvpInput,
  type RsvpState,
} from '@tightlines/domain/tournaments/events-contract';
import { AppError } from '#server/lib/errors';
import { deleteStored, processImage, storeImage } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import type { Db } from '#server/db/client';
import { presentPerson } from '#server/features/people/presenter';
import { canOrganise, canSeeGroupContent, loadGroupAccess } from '#server/features/groups/access-repo';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import * as tournamentRepo from '#server/features/tournaments/repo';
import { registerSharedEventKind } from '#server/features/tournaments/service';
import {
  eventNotFound,
  isCommunityEvent,
  openCommunityEvent,
  visibleCommunityEvent,
  type CommunityAccess,
  type EventViewer,
} from './access';
import * as repo from './repo';
import { icsOf } from './ics';

/** The calendar's dates: any year a person might ask for, and none PostgreSQL cannot hold. */
const CALENDAR_MIN_YEAR = 1900;
const CALENDAR_MAX_YEAR = 2999;
/**
 * Coordinates to a millionth of a degree (about 10 cm): PostgreSQL refuses subnormal doubles such as 2e-323
 * ("out of range"), which a query string can carry.
 */
const micro = (value: number) => Math.round(value * 1e6) / 1e6 || 0;
export interface CommunityDeps extends NotifyDeps {
  storage: Storage;
}

const DAY_MS = 24 * 60 * 60_000;
const iso = (value: Date | string) => new Date(value).toISOString();

function checkTimes(startsAt: Date, endsAt: Date, timeZone: string) {
  if (!isTimeZone(timeZone)) throw AppError.of(400, 'timeZoneUnknown');
  if (endsAt.getTime() <= startsAt.getTime()) throw AppError.of(400, 'invalidInput', { endsAt: 'after' });
  if (endsAt.getTime() - startsAt.getTime() > COMMUNITY_EVENT_MAX_DAYS * DAY_MS)
    throw AppError.of(400, 'eventTooLong');
}

async function detailOf(
  db: Db,
  access: CommunityAccess,
  viewer: EventViewer | null,
): Promise<CommunityEventDetail> {
  const { row, group } = access;
  const [organizer, rsvpCounts, counts, mine, takesPart] = await Promise.all([
    repo.organizerOf(db, row.createdBy),
    tournamentRepo.rsvpCountsOf(db, row.id),
    repo.visibleCountsOf(db, row.id),
    viewer ? tournamentRepo.myRsvpOf(db, row.id, viewer.id) : Promise.resolve(undefined),
    viewer ? tournamentRepo.takesPartIn(db, row.id, viewer.id) : Promise.resolve(false),
  ]);
  return {
    kind: 'community',
    id: row.id,
    type: row.type as CommunityEventDetail['type'],
    name: row.name,
    description: row.description,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    timeZone: row.timeZone,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    coverUrl: row.coverUrl,
    capacity: row.capacity,
    status: row.status as CommunityEventDetail['status'],
    cancelReason: row.cancelReason,
    group: group ? { id: group.groupId, slug: group.slug, name: group.name, privacy: group.privacy } : null,
    organizer: presentPerson(
      organizer ?? {
        id: row.createdBy,
        handle: null,
        firstName: null,
        lastName: null,
        displayName: null,
        avatarUrl: null,
      },
    ),
    goingCount: row.goingCount,
    rsvpCounts,
    ...counts,
    myRsvp: mine ? { status: mine.status as RsvpInput['status'], guests: mine.guests } : null,
    canEdit: access.canEdit,
    canAddPhotos: row.status === 'published' && (takesPart || access.canEdit),
    moderation: row.moderation === 'held' || row.moderation === 'hidden' ? row.moderation : null,
    createdAt: iso(row.createdAt),
  };
}

/** GET /api/community-events/:eventId. */
export async function getCommunityEvent(db: Db, eventId: string, viewer: EventViewer | null) {
  return detailOf(db, await visibleCommunityEvent(db, eventId, viewer), viewer);
}

/**
 * POST /api/community-events: a personal event, or a group's (its owner, admins and moderators). Members of the
 * group who asked for event news (notify all or events) hear of it.
 */
export async function createCommunityEvent(
  deps: CommunityDeps,
  viewer: EventViewer,
  input: CreateCommunityEvent,
): Promise<CommunityEventDetail> {
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkTimes(startsAt, endsAt, input.timeZone);
  const group = input.groupId ? await loadGroupAccess(deps.db, input.groupId, viewer.id) : null;
  if (input.groupId) {
    if (!group || (group.privacy === 'private' && !canSeeGroupContent(group)))
      throw AppError.of(404, 'notFound');
    if (!canOrganise(group)) throw AppError.of(403, 'notGroupOrganiser');
  }
  const { row, publishers } = await deps.db.transaction(async (tx) => {
    const row = await repo.insertCommunityEvent(tx, {
      groupId: group?.groupId ?? null,
      createdBy: viewer.id,
      type: input.type,
      name: input.name,
      description: input.description,
      startsAt,
      endsAt,
      timeZone: input.timeZone,
      location: input.location,
      latitude: input.latitude,
      longitude: input.longitude,
      capacity: input.capacity,
    });
    const publishers: (() => void)[] = [];
    if (group) {
      for (const userId of await repo.groupMembersToTell(tx, group.groupId, viewer.id))
        publishers.push(
          await notify(
            deps,
            {
              userId,
              actorId: viewer.id,
              type: 'community_event_created',
              params: { eventId: row.id, eventName: row.name, groupName: group.name },
              actionUrl: `/events/${row.id}`,
            },
            tx,
          ),
        );
    }
    return { row, publishers };
  });
  for (const publish of publishers) publish();
  return getCommunityEvent(deps.db, row.id, viewer);
}

async function tellRsvped(
  deps: CommunityDeps,
  tx: Db,
  eventId: string,
  actorId: string,
  type: 'community_event_updated' | 'community_event_cancelled',
  eventName: string,
): Promise<(() => void)[]> {
  const publishers: (() => void)[] = [];
  for (const userId of await repo.rsvpedPeople(tx, eventId))
    publishers.push(
      await notify(
        deps,
        { userId, actorId, type, params: { eventId, eventName }, actionUrl: `/events/${eventId}` },
        tx,
      ),
    );
  return publishers;
}

/** PATCH /api/community-events/:eventId (organisers): people who RSVPed hear of a change of time or place. */
export async function updateCommunityEvent(
  deps: CommunityDeps,
  viewer: EventViewer,
  eventId: string,
  input: UpdateCommunityEvent,
): Promise<CommunityEventDetail> {
  const access = await visibleCommunityEvent(deps.db, eventId, viewer);
  if (!access.canEdit) throw AppError.of(403, 'notEventOrganiser');
  if (access.row.status === 'cancelled') throw AppError.of(409, 'eventCancelled');
  const startsAt = input.startsAt ? new Date(input.startsAt) : access.row.startsAt;
  const endsAt = input.endsAt ? new Date(input.endsAt) : access.row.endsAt;
  checkTimes(startsAt, endsAt, input.timeZone ?? access.row.timeZone);
  const changedWhenOrWhere =
    startsAt.getTime() !== access.row.startsAt.getTime() ||
    endsAt.getTime() !== access.row.endsAt.getTime() ||
    (input.location !== undefined && input.location !== access.row.location);
  const publishers = await deps.db.transaction(async (tx) => {
    const row = await repo.updateCommunityEvent(tx, eventId, {
      ...input,
      startsAt,
      endsAt,
      // A new time is a new day before: remind again.
      ...(startsAt.getTime() !== access.row.startsAt.getTime() ? { remindedAt: null } : {}),
    });
    if (!row || !changedWhenOrWhere) return [];
    return tellRsvped(deps, tx, eventId, viewer.id, 'community_event_updated', row.name);
  });
  for (const publish of publishers) publish();
  return getCommunityEvent(deps.db, eventId, viewer);
}

/** POST /api/community-events/:eventId/cancel (organisers): everyone who RSVPed hears of it. */
export async function cancelCommunityEvent(
  deps: CommunityDeps,
  viewer: EventViewer,
  eventId: string,
  reason: string,
): Promise<CommunityEventDetail> {
  const access = await visibleCommunityEvent(deps.db, eventId, viewer);
  if (!access.canEdit) throw AppError.of(403, 'notEventOrganiser');
  if (access.row.status === 'cancelled') throw AppError.of(409, 'eventAlreadyCancelled');
  const publishers = await deps.db.transaction(async (tx) => {
    await repo.updateCommunityEvent(tx, eventId, { status: 'cancelled', cancelReason: reason || null });
    return tellRsvped(deps, tx, eventId, viewer.id, 'community_event_cancelled', access.row.name);
  });
  for (const publish of publishers) publish();
  return getCommunityEvent(deps.db, eventId, viewer);
}

// ── The shared /api/events/:eventId/... routes, for a community event ─────────────────────────────────────────

const headcount = (rsvp: { status: string; guests: number } | undefined) =>
  rsvp && rsvp.status === 'going' ? 1 + rsvp.guests : 0;

async function communityRsvpState(db: Db, eventId: string, userId: string): Promise<RsvpState> {
  const [row, mine, rsvpCounts] = await Promise.all([
    repo.communityEventById(db, eventId),
    tournamentRepo.myRsvpOf(db, eventId, userId),
    tournamentRepo.rsvpCountsOf(db, eventId),
  ]);
  return {
    myRsvp: mine ? { status: mine.status as RsvpInput['status'], guests: mine.guests } : null,
    goingCount: row?.goingCount ?? 0,
    rsvpCounts,
  };
}

/** PUT /api/events/:eventId/rsvp for a community event: going with guests is refused past its capacity. */
export async function setCommunityRsvp(
  db: Db,
  viewer: EventViewer,
  eventId: string,
  input: RsvpInput,
): Promise<RsvpState> {
  await openCommunityEvent(db, eventId, viewer);
  const guests = input.status === 'not_going' ? 0 : input.guests;
  await db.transaction(async (tx) => {
    await repo.lockCommunityEvent(tx, eventId);
    const event = await repo.communityEventById(tx, eventId);
    const before = await tournamentRepo.myRsvpOf(tx, eventId, viewer.id);
    const delta = headcount({ status: input.status, guests }) - headcount(before);
    if (event?.capacity != null && delta > 0 && event.goingCount + delta > event.capacity)
      throw AppError.of(409, 'eventFull');
    await tournamentRepo.upsertRsvp(tx, { eventId, userId: viewer.id, status: input.status, guests });
    if (delta !== 0) await repo.addToCommunityGoingCount(tx, eventId, delta);
  });
  return communityRsvpState(db, eventId, viewer.id);
}

export async function removeCommunityRsvp(db: Db, viewer: EventViewer, eventId: string): Promise<RsvpState> {
  await openCommunityEvent(db, eventId, viewer);
  await db.transaction(async (tx) => {
    await repo.lockCommunityEvent(tx, eventId);
    const removed = await tournamentRepo.deleteRsvp(tx, eventId, viewer.id);
    const delta = headcount(removed);
    if (delta !== 0) await repo.addToCommunityGoingCount(tx, eventId, -delta);
  });
  return communityRsvpState(db, eventId, viewer.id);
}

/** POST /api/events/:eventId/photos for a community event: from people who RSVPed and its organisers. */
export async function addCommunityPhoto(
  deps: { db: Db; storage: Storage },
  viewer: EventViewer,
  eventId: string,
  input: { image: Buffer | undefined; caption: string },
  present: (row: Awaited<ReturnType<typeof tournamentRepo.photosOf>>[number]) => EventPhoto,
): Promise<EventPhoto> {
  const access = await openCommunityEvent(deps.db, eventId, viewer);
  const allowed = access.canEdit || (await tournamentRepo.takesPartIn(deps.db, eventId, viewer.id));
  if (!allowed) throw AppError.of(403, 'eventPhotoNotParticipant');
  if (!input.image) throw AppError.of(400, 'imageOnly');
  const caption = input.caption.trim().slice(0, 300);
  const stored = await storeImage(deps.storage, await processImage(input.image), {
    folder: 'event-photos',
    ownerId: viewer.id,
  });
  try {
    const photoId = await tournamentRepo.insertPhoto(deps.db, {
      eventId,
      userId: viewer.id,
      url: stored.url,
      media: stored.media,
      caption,
    });
    const rows = await tournamentRepo.photosOf(deps.db, eventId, viewer.id, { offset: 0, limit: 50 });
    const mine = rows.find((photo) => photo.id === photoId);
    if (!mine) throw eventNotFound();
    return present(mine);
  } catch (error) {
    await deleteStored(deps.storage, stored.keys);
    throw error;
  }
}

// ── The calendar ───────────────────────────────────────────────────────────────────────────────────────────────

function encodeCursor(row: repo.CalendarRow): string {
  return Buffer.from(`${iso(row.starts_at)}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string | undefined): { startsAt: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startsAt = new Date(at ?? '');
  if (Number.isNaN(startsAt.getTime()) || !id || !/^[0-9a-f-]{36}$/i.test(id))
    throw AppError.of(400, 'invalidInput', { cursor: 'invalid' });
  return { startsAt, id };
}

export function presentEntry(row: repo.CalendarRow): CalendarEntry {
  return {
    kind: row.kind,
    id: row.id,
    type: row.type as CalendarEntry['type'],
    name: row.name,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    allDay: row.kind === 'tournament',
    timeZone: row.time_zone,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    coverUrl: row.cover_url,
    group: row.group_id ? { id: row.group_id, slug: row.group_slug ?? '', name: row.group_name ?? '' } : null,
    goingCount: row.going_count,
    status: row.status,
    myRsvp: (row.my_rsvp as CalendarEntry['myRsvp']) ?? null,
    registered: Boolean(row.registered),
  };
}

function page(rows: repo.CalendarRow[], limit: number): CalendarPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(presentEntry),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

/** GET /api/calendar: published tournament events and the community events the viewer may see. */
export async function calendar(
  db: Db,
  viewerId: string | null,
  query: CalendarQuery,
  groupId: string | null = query.groupId ?? null,
): Promise<CalendarPage> {
  const from = query.from ? new Date(query.from) : new Date();
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + CALENDAR_MAX_RANGE_DAYS * DAY_MS);
  // Dates PostgreSQL cannot hold (year 0, past 9999) are refused here rather than failing in the query.
  for (const [field, date] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (date.getUTCFullYear() < CALENDAR_MIN_YEAR || date.getUTCFullYear() > CALENDAR_MAX_YEAR)
      throw AppError.of(400, 'invalidInput', { [field]: 'range' });
  if (to.getTime() <= from.getTime()) throw AppError.of(400, 'invalidInput', { to: 'after' });
  if (to.getTime() - from.getTime() > CALENDAR_MAX_RANGE_DAYS * DAY_MS)
    throw AppError.of(400, 'calendarRangeTooLong');
  if ((query.lat === undefined) !== (query.lng === undefined))
    throw AppError.of(400, 'calendarPointIncomplete');
  let types: string[] | null = null;
  if (query.types) {
    types = query.types
      .split(',')
      .map((type) => type.trim())
      .filter(Boolean);
    if (types.some((type) => !(CALENDAR_TYPES as readonly string[]).includes(type)))
      throw AppError.of(400, 'calendarTypeUnknown');
  }
  const rows = await repo.calendarRows(db, {
    viewerId,
    from,
    to,
    types,
    groupId,
    point:
      query.lat !== undefined && query.lng !== undefined
        ? { lat: micro(query.lat), lng: micro(query.lng), radiusKm: micro(query.radiusKm) }
        : null,
    after: decodeCursor(query.cursor),
    limit: query.limit,
    mine: false,
    past: false,
  });
  return page(rows, query.limit);
}

/** GET /api/groups/:groupId/events: a group's events, under its content rules (a private group's: members). */
export async function groupEvents(
  db: Db,
  viewerId: string | null,
  groupIdOrSlug: string,
  query: CalendarQuery,
): Promise<CalendarPage> {
  const group = await loadGroupAccess(db, groupIdOrSlug, viewerId);
  if (!group) throw AppError.of(404, 'notFound');
  if (group.privacy === 'private' && !canSeeGroupContent(group)) throw AppError.of(403, 'forbidden');
  return calendar(
    db,
    viewerId,
    { ...query, types: query.types ?? 'meeting,clinic,cleanup,social,weigh_in' },
    group.groupId,
  );
}

/** GET /api/calendar/mine: what I RSVPed to (not not_going), registered for or organise; upcoming or past. */
export async function myCalendar(
  db: Db,
  viewerId: string,
  query: { past: boolean; limit: number },
): Promise<CalendarPage> {
  const rows = await repo.calendarRows(db, {
    viewerId,
    from: new Date(),
    to: null,
    types: null,
    groupId: null,
    point: null,
    after: null,
    limit: query.limit,
    mine: true,
    past: query.past,
  });
  return page(rows, query.limit);
}

// ── iCalendar ──────────────────────────────────────────────────────────────────────────────────────────────────

function feedUrls(origin: string, token: string) {
  const httpsUrl = `${origin.replace(/\/$/, '')}/api/calendar/feed/${token}.ics`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:/, 'webcal:') };
}

/**
 * GET /api/calendar/feed-url makes the person's token the first time and answers the same one after; POST
 * replaces it (the old URL stops working). A token is 32 random bytes (base64url): unguessable, unique by index.
 */
export async function feedUrl(db: Db, userId: string, origin: string, rotate: boolean) {
  if (!rotate) {
    const existing = await repo.feedTokenOf(db, userId);
    if (existing) return feedUrls(origin, existing);
    const token = randomBytes(32).toString('base64url');
    if (await repo.saveFeedToken(db, userId, token, false)) return feedUrls(origin, token);
    const raced = await repo.feedTokenOf(db, userId);
    if (raced) return feedUrls(origin, raced);
  }
  const token = randomBytes(32).toString('base64url');
  await repo.saveFeedToken(db, userId, token, true);
  return feedUrls(origin, token);
}

/** GET /api/calendar/feed/:token(.ics): the owner's upcoming and recent events as iCalendar. */
export async function feedIcs(db: Db, rawToken: string, appUrl: string): Promise<string> {
  const token = rawToken.replace(/\.ics$/i, '');
  const userId = await repo.userOfFeedToken(db, token);
  if (!userId) throw AppError.of(404, 'calendarFeedNotFound');
  const [upcoming, past] = await Promise.all([
    repo.calendarRows(db, {
      viewerId: userId,
      from: new Date(),
      to: null,
      types: null,
      groupId: null,
      point: null,
      after: null,
      limit: 500,
      mine: true,
      past: false,
    }),
    repo.calendarRows(db, {
      viewerId: userId,
      from: new Date(),
      to: null,
      types: null,
      groupId: null,
      point: null,
      after: null,
      limit: 100,
      mine: true,
      past: true,
    }),
  ]);
  return icsOf([...past.slice(0, 100), ...upcoming.slice(0, 500)], 'Tightlines', appUrl);
}

/** GET /api/events/:eventId/ics: one event of either kind the viewer may see. */
export async function eventIcs(
  db: Db,
  eventId: string,
  viewer: EventViewer | null,
  appUrl: string,
): Promise<string> {
  const rows = await repo.calendarRows(db, {
    viewerId: viewer?.id ?? null,
    from: new Date(0),
    to: null,
    types: null,
    groupId: null,
    point: null,
    after: null,
    limit: 1,
    mine: false,
    past: false,
    ids: [eventId],
  });
  if (rows.length === 0) throw eventNotFound();
  return icsOf(rows.slice(0, 1), null, appUrl);
}

/** The shared /api/events/:eventId/... routes (tournaments feature) hand community event ids to this feature. */
registerSharedEventKind({
  owns: isCommunityEvent,
  assertVisible: async (db, eventId, viewer) => {
    await visibleCommunityEvent(db, eventId, viewer);
  },
  assertOpen: async (db, eventId, viewer) => {
    await openCommunityEvent(db, eventId, viewer);
  },
  setRsvp: setCommunityRsvp,
  removeRsvp: removeCommunityRsvp,
  addPhoto: addCommunityPhoto,
});
