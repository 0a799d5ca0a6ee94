import {
  ATTENDEES_PAGE_SIZE,
  EVENT_COMMENTS_PAGE_SIZE,
  EVENT_PHOTOS_PAGE_SIZE,
  STATUS_FILTER_TO_STATUS,
  type AttendeePage,
  type EventComment,
  type EventCommentPage,
  type EventDetail,
  type EventPhoto,
  type EventPhotoPage,
  type EventRules,
  type PenaltyRule,
  type RsvpInput,
  type RsvpState,
  type ScoringRulesInput,
  type SeriesDetail,
  type TournamentList,
  type TournamentListQuery,
} from '@tightlines/domain/tournaments/events-contract';
import { compareTournaments, todayIn, tournamentStatus } from '@tightlines/domain/tournaments/status';
import { MediaSchema } from '@tightlines/domain/social/posts';
import type { ModerationState } from '@tightlines/domain/moderation/state';
import { AppError } from '#server/lib/errors';
import { deleteStored, processImage, storeImage } from '#server/lib/images';
import { presentPerson } from '#server/features/people/presenter';
import { checkHold, queueHold } from '#server/features/safety/checks/holds';
import { isEventDirector } from './access';
import { presentDetail, presentSummary, type EventRow } from './presenter';
import * as repo from './repo';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage-driver';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface TournamentDeps {
  db: Db;
  storage: Storage;
}

export interface Viewer {
  id: string;
  roles: readonly string[];
}

const eventNotFound = () => AppError.of(404, 'eventNotFound');

/**
 * The event when this viewer may see it: published events are public; drafts and cancelled events only to
 * their directors. Everyone else gets 404 'Event not found', so a draft's existence does not leak.
 */
export async function visibleEvent(
  deps: TournamentDeps,
  eventId: string,
  viewer: Viewer | null,
): Promise<{ row: EventRow; canDirect: boolean }> {
  const row = await repo.eventById(deps.db, eventId);
  if (!row) throw eventNotFound();
  const canDirect = viewer ? await isEventDirector(deps.db, row, viewer) : false;
  if (row.status !== 'published' && !canDirect) throw eventNotFound();
  return { row, canDirect };
}

export type PhotoRow = Awaited<ReturnType<typeof repo.photosOf>>[number];

/**
 * Another kind of event sharing the /api/events/:eventId/{rsvp,attendees,comments,photos} routes and tables:
 * community events (issue 16) register themselves here (features/community-events/service.ts), so this feature
 * does not import theirs. Each method throws the kind's own errors (404 eventNotFound for an event not shown).
 */
export interface SharedEventKind {
  owns(db: Db, eventId: string): Promise<boolean>;
  assertVisible(db: Db, eventId: string, viewer: Viewer | null): Promise<void>;
  /** Visible and taking RSVPs, comments and photos. */
  assertOpen(db: Db, eventId: string, viewer: Viewer): Promise<void>;
  setRsvp(db: Db, viewer: Viewer, eventId: string, input: RsvpInput): Promise<RsvpState>;
  removeRsvp(db: Db, viewer: Viewer, eventId: string): Promise<RsvpState>;
  addPhoto(
    deps: TournamentDeps,
    viewer: Viewer,
    eventId: string,
    input: { image: Buffer | undefined; caption: string },
    present: (row: PhotoRow) => EventPhoto,
  ): Promise<EventPhoto>;
}

let sharedKind: SharedEventKind | null = null;

export function registerSharedEventKind(kind: SharedEventKind): void {
  sharedKind = kind;
}

/** The other kind when the id is one of its events; null for a tournament event (or none). */
async function otherKindOf(deps: TournamentDeps, eventId: string): Promise<SharedEventKind | null> {
  return sharedKind && (await sharedKind.owns(deps.db, eventId)) ? sharedKind : null;
}

/** The shared reads: the other kind's own rules for its events, visibleEvent for tournament events. */
async function readableEvent(deps: TournamentDeps, eventId: string, viewer: Viewer | null): Promise<void> {
  const other = await otherKindOf(deps, eventId);
  if (other) await other.assertVisible(deps.db, eventId, viewer);
  else await visibleEvent(deps, eventId, viewer);
}

/** Only published events take RSVPs, comments and photos. */
async function publishedEvent(deps: TournamentDeps, eventId: string): Promise<EventRow> {
  const row = await repo.eventById(deps.db, eventId);
  if (!row || row.status === 'draft') throw eventNotFound();
  if (row.status === 'cancelled') throw AppError.of(409, 'eventCancelled');
  return row;
}

/**
 * GET /api/tournaments: published events, filtered by status (by date in each event's own time zone),
 * location and species, sorted by the spec's order (domain compareTournaments), one offset page.
 */
export async function listTournaments(
  deps: TournamentDeps,
  query: TournamentListQuery,
  language: string | null,
  now = new Date(),
): Promise<TournamentList> {
  const keys = await repo.publishedEventKeys(deps.db, query);
  const wanted = query.status === 'all' ? null : STATUS_FILTER_TO_STATUS[query.status];
  const ranked = keys
    .map((key) => ({
      ...key,
      status: tournamentStatus(key, todayIn(key.timeZone, now)),
      lastCatchAt: key.lastCatchAt ? key.lastCatchAt.toISOString() : null,
    }))
    .filter((key) => wanted === null || key.status === wanted)
    .sort(compareTournaments);
  const pageIds = ranked.slice(query.offset, query.offset + query.limit).map((key) => key.id);
  const [rows, facets] = await Promise.all([
    repo.eventsByIds(deps.db, pageIds),
    repo.publishedFacets(deps.db),
  ]);
  const related = await repo.relatedOf(deps.db, rows, language);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = pageIds
    .map((id) => byId.get(id))
    .filter((row): row is EventRow => !!row)
    .map((row) => presentSummary(row, { ...related(row), now }));
  const end = query.offset + query.limit;
  return { items, total: ranked.length, nextOffset: end < ranked.length ? end : null, facets };
}

/** GET /api/events/:eventId: everything the event page shows. */
export async function getEvent(
  deps: TournamentDeps,
  eventId: string,
  viewer: Viewer | null,
  language: string | null,
): Promise<EventDetail> {
  const { row, canDirect } = await visibleEvent(deps, eventId, viewer);
  return detailOf(deps, row, { viewerId: viewer?.id ?? null, canDirect, language });
}

async function detailOf(
  deps: TournamentDeps,
  row: EventRow,
  options: { viewerId: string | null; canDirect: boolean; language: string | null },
): Promise<EventDetail> {
  const siblings = row.seriesId ? await repo.seriesEventsOf(deps.db, row.seriesId, true) : [];
  const [related, divisions, schedule, rsvpCounts, counts, mine, myRegistrationId] = await Promise.all([
    repo.relatedOf(deps.db, [row, ...siblings], options.language),
    repo.divisionsOf(deps.db, row.id),
    repo.scheduleOf(deps.db, row.id),
    repo.rsvpCountsOf(deps.db, row.id),
    repo.countsOf(deps.db, row.id),
    options.viewerId ? repo.myRsvpOf(deps.db, row.id, options.viewerId) : Promise.resolve(undefined),
    options.viewerId ? repo.myRegistrationOf(deps.db, row.id, options.viewerId) : Promise.resolve(null),
  ]);
  const canAddPhotos =
    options.canDirect ||
    Boolean(myRegistrationId) ||
    (mine !== undefined && mine.status !== 'not_going') ||
    (options.viewerId !== null && (await repo.takesPartIn(deps.db, row.id, options.viewerId)));
  return presentDetail(presentSummary(row, related(row)), row, {
    divisions,
    schedule: schedule.map((item) => ({
      id: item.id,
      kind: item.kind as EventDetail['schedule'][number]['kind'],
      label: item.label,
      startsAt: item.startsAt ? item.startsAt.toISOString() : null,
    })),
    seriesEvents: siblings
      .filter((sibling) => sibling.id !== row.id)
      .map((sibling) => presentSummary(sibling, related(sibling))),
    rsvpCounts,
    ...counts,
    myRsvp: mine ? { status: mine.status as RsvpInput['status'], guests: mine.guests } : null,
    myRegistrationId,
    canDirect: options.canDirect,
    canAddPhotos,
  });
}

export { detailOf as eventDetailOf };

/** GET /api/events/:eventId/rules (the full-page rules). */
export async function getRules(
  deps: TournamentDeps,
  eventId: string,
  viewer: Viewer | null,
): Promise<EventRules> {
  const { row } = await visibleEvent(deps, eventId, viewer);
  return {
    eventId: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    location: row.location,
    rulesText: row.rulesText,
    scoring: row.scoring as ScoringRulesInput,
    penalties: row.penalties as PenaltyRule[],
  };
}

/** Going count: people going plus the guests they bring (the headcount a director plans food for). */
const headcount = (rsvp: { status: string; guests: number } | undefined) =>
  rsvp && rsvp.status === 'going' ? 1 + rsvp.guests : 0;

/**
 * PUT /api/events/:eventId/rsvp: sets (or changes) the viewer's RSVP; going_count moves by the difference
 * in the same transaction, with the row locked so concurrent changes add up.
 */
export async function setRsvp(
  deps: TournamentDeps,
  userId: string,
  eventId: string,
  input: RsvpInput,
): Promise<RsvpState> {
  const other = await otherKindOf(deps, eventId);
  if (other) return other.setRsvp(deps.db, { id: userId, roles: [] }, eventId, input);
  await publishedEvent(deps, eventId);
  const guests = input.status === 'not_going' ? 0 : input.guests;
  await deps.db.transaction(async (tx) => {
    await repo.lockEventRow(tx, eventId);
    const before = await repo.myRsvpOf(tx, eventId, userId);
    await repo.upsertRsvp(tx, { eventId, userId, status: input.status, guests });
    const delta = headcount({ status: input.status, guests }) - headcount(before);
    if (delta !== 0) await repo.addToGoingCount(tx, eventId, delta);
  });
  return rsvpStateOf(deps, eventId, userId);
}

/** DELETE /api/events/:eventId/rsvp: withdraws the viewer's RSVP (idempotent). */
export async function removeRsvp(deps: TournamentDeps, userId: string, eventId: string): Promise<RsvpState> {
  const other = await otherKindOf(deps, eventId);
  if (other) return other.removeRsvp(deps.db, { id: userId, roles: [] }, eventId);
  await publishedEvent(deps, eventId);
  await deps.db.transaction(async (tx) => {
    await repo.lockEventRow(tx, eventId);
    const removed = await repo.deleteRsvp(tx, eventId, userId);
    const delta = headcount(removed);
    if (delta !== 0) await repo.addToGoingCount(tx, eventId, -delta);
  });
  return rsvpStateOf(deps, eventId, userId);
}

async function rsvpStateOf(deps: TournamentDeps, eventId: string, userId: string): Promise<RsvpState> {
  const [row, mine, rsvpCounts, entrants] = await Promise.all([
    repo.eventById(deps.db, eventId),
    repo.myRsvpOf(deps.db, eventId, userId),
    repo.rsvpCountsOf(deps.db, eventId),
    repo.entrantsNotGoing(deps.db, [eventId]),
  ]);
  return {
    myRsvp: mine ? { status: mine.status as RsvpInput['status'], guests: mine.guests } : null,
    goingCount: (row?.goingCount ?? 0) + (entrants.get(eventId) ?? 0),
    rsvpCounts,
  };
}

function paged<T>(rows: T[], offset: number, limit: number) {
  const more = rows.length > limit;
  return { items: rows.slice(0, limit), nextOffset: more ? offset + limit : null };
}

export async function listAttendees(
  deps: TournamentDeps,
  eventId: string,
  viewer: Viewer | null,
  query: { offset: number; limit?: number; status?: RsvpInput['status'] },
): Promise<AttendeePage> {
  await readableEvent(deps, eventId, viewer);
  const limit = query.limit ?? ATTENDEES_PAGE_SIZE;
  const rows = await repo.attendeesOf(deps.db, eventId, { ...query, limit });
  const page = paged(rows, query.offset, limit);
  return {
    items: page.items.map((row) => ({
      person: presentPerson(row.person),
      status: row.status as RsvpInput['status'],
      guests: row.guests,
    })),
    nextOffset: page.nextOffset,
  };
}

const iso = (value: Date) => value.toISOString();

export async function listComments(
  deps: TournamentDeps,
  eventId: string,
  viewer: Viewer | null,
  query: { offset: number; limit?: number },
): Promise<EventCommentPage> {
  await readableEvent(deps, eventId, viewer);
  const limit = query.limit ?? EVENT_COMMENTS_PAGE_SIZE;
  const page = paged(
    await repo.commentsOf(deps.db, eventId, viewer?.id ?? null, { offset: query.offset, limit }),
    query.offset,
    limit,
  );
  return {
    items: page.items.map((row) => ({
      id: row.id,
      author: presentPerson(row.author),
      content: row.content,
      createdAt: iso(row.createdAt),
      ...moderationNotice(row.moderation),
    })),
    nextOffset: page.nextOffset,
  };
}

/** `moderation` for a held or hidden item (only its author is shown one), nothing otherwise. */
function moderationNotice(value: string | null): { moderation?: ModerationState } {
  return value === 'held' || value === 'hidden' ? { moderation: value } : {};
}

/**
 * POST /api/events/:eventId/comments: the text is stored as written and rendered as text. A comment caught by an
 * automatic hold (safety holds) is stored held, with its queue item, and shown to its author only.
 */
export async function addComment(
  deps: TournamentDeps,
  userId: string,
  eventId: string,
  content: string,
): Promise<EventComment> {
  const other = await otherKindOf(deps, eventId);
  if (other) await other.assertOpen(deps.db, eventId, { id: userId, roles: [] });
  else await publishedEvent(deps, eventId);
  const hold = await checkHold(deps.db, { authorId: userId, text: content, target: 'event_comment' });
  const row = await deps.db.transaction(async (tx) => {
    const row = await repo.insertComment(tx, { eventId, userId, content, moderation: hold ? 'held' : null });
    if (hold) await queueHold(tx, hold, { type: 'event_comment', id: row.id, authorId: userId });
    return row;
  });
  const [page] = (await repo.commentsOf(deps.db, eventId, userId, { offset: 0, limit: 20 })).filter(
    (comment) => comment.id === row.id,
  );
  return {
    id: row.id,
    author: presentPerson(
      page?.author ?? {
        id: userId,
        handle: null,
        firstName: null,
        lastName: null,
        displayName: null,
        avatarUrl: null,
      },
    ),
    content: row.content,
    createdAt: iso(row.createdAt),
    ...moderationNotice(row.moderation),
  };
}

export async function listPhotos(
  deps: TournamentDeps,
  eventId: string,
  viewer: Viewer | null,
  query: { offset: number; limit?: number },
): Promise<EventPhotoPage> {
  await readableEvent(deps, eventId, viewer);
  const limit = query.limit ?? EVENT_PHOTOS_PAGE_SIZE;
  const page = paged(
    await repo.photosOf(deps.db, eventId, viewer?.id ?? null, { offset: query.offset, limit }),
    query.offset,
    limit,
  );
  return { items: page.items.map(presentPhoto), nextOffset: page.nextOffset };
}

function presentPhoto(row: PhotoRow): EventPhoto {
  const media = MediaSchema.safeParse(row.media);
  return {
    id: row.id,
    author: presentPerson(row.author),
    url: row.url,
    media: media.success ? media.data : null,
    caption: row.caption,
    createdAt: iso(row.createdAt),
    ...moderationNotice(row.moderation),
  };
}

/**
 * POST /api/events/:eventId/photos: only from people taking part (registered, on a registered team, RSVPed) and
 * the event's staff (its directors, admins); validated and stripped of EXIF by the shared image pipeline.
 */
export async function addPhoto(
  deps: TournamentDeps,
  viewer: Viewer,
  eventId: string,
  input: { image: Buffer | undefined; caption: string },
): Promise<EventPhoto> {
  const other = await otherKindOf(deps, eventId);
  if (other) return other.addPhoto(deps, viewer, eventId, input, presentPhoto);
  const event = await publishedEvent(deps, eventId);
  const userId = viewer.id;
  const allowed =
    (await repo.takesPartIn(deps.db, eventId, userId)) || (await isEventDirector(deps.db, event, viewer));
  if (!allowed) throw AppError.of(403, 'eventPhotoNotParticipant');
  if (!input.image) throw AppError.of(400, 'imageOnly');
  const caption = input.caption.trim().slice(0, 300);
  const stored = await storeImage(deps.storage, await processImage(input.image), {
    folder: 'event-photos',
    ownerId: userId,
  });
  try {
    const photoId = await repo.insertPhoto(deps.db, {
      eventId,
      userId,
      url: stored.url,
      media: stored.media,
      caption,
    });
    const rows = await repo.photosOf(deps.db, eventId, userId, { offset: 0, limit: 50 });
    const mine = rows.find((photo) => photo.id === photoId);
    if (!mine) throw eventNotFound();
    return presentPhoto(mine);
  } catch (error) {
    await deleteStored(deps.storage, stored.keys);
    throw error;
  }
}

/** GET /api/series/:seriesId: a published series and its published events. */
export async function getSeries(
  deps: TournamentDeps,
  seriesId: string,
  language: string | null,
): Promise<SeriesDetail> {
  const series = await repo.seriesById(deps.db, seriesId);
  const events = series ? await repo.seriesEventsOf(deps.db, seriesId, true) : [];
  // A draft series with no public event is not public either.
  if (!series || (series.status !== 'published' && events.length === 0))
    throw AppError.of(404, 'seriesNotFound');
  const related = await repo.relatedOf(deps.db, events, language);
  return {
    id: series.id,
    name: series.name,
    seasonYear: series.seasonYear,
    description: series.description,
    feeMinor: series.feeMinor,
    currency: series.currency,
    status: series.status,
    events: events.map((row) => presentSummary(row, related(row))),
  };
}
