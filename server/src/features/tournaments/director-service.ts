import {
  EventInputSchema,
  type DirectorEvent,
  type DirectorEventList,
  type EventInput,
  type EventInputParsed,
  type ParentTournamentInputSchema,
  type SeriesInput,
  type SeriesList,
  SeriesInputSchema,
  type Series,
} from '@tightlines/domain/tournaments/events-contract';
import type { z } from 'zod';
import { MESSAGES } from '@tightlines/domain/common/messages';
import { AppError, forbidden } from '#server/lib/errors';
import { deleteStored, processImage, storeImage } from '#server/lib/images';
import { presentPerson } from '#server/features/people/presenter';
import { presentDirectorEvent, presentSeries, presentSummary, type EventRow } from './presenter';
import * as directorRepo from './director-repo';
import * as repo from './repo';
import { eventDetailOf, type Viewer } from './service';
import type { TournamentDeps } from './service';

const DEFAULT_SCORING = { mode: 'weight' as const };

/**
 * The series, parent tournament and rule set an event points at must exist, and a director may only attach an
 * event to a series or parent tournament they created (admins to any) and only start from a template rule set:
 * someone else's series would list the event and could no longer be deleted. A parent the event already has
 * stays allowed, so a co-director can save an event that sits in the lead director's series.
 */
async function checkParents(
  tx: repo.DbOrTx,
  input: EventInputParsed,
  actorId: string,
  current?: { seriesId: string | null; tournamentId: string | null; ruleSetId: string | null },
): Promise<void> {
  const admin = await directorRepo.isAdmin(tx, actorId);
  const mayUse = (createdBy: string | null, kept: boolean) => admin || kept || createdBy === actorId;
  if (input.seriesId) {
    const row = await directorRepo.seriesOwner(tx, input.seriesId);
    if (!row) throw AppError.of(400, 'seriesNotFound', { seriesId: 'Series not found' });
    if (!mayUse(row.createdBy, current?.seriesId === row.id))
      throw AppError.of(403, 'seriesNotYours', { seriesId: MESSAGES.seriesNotYours });
  }
  if (input.tournamentId) {
    const row = await directorRepo.tournamentOwner(tx, input.tournamentId);
    if (!row) throw AppError.of(400, 'tournamentNotFound', { tournamentId: 'Tournament not found' });
    if (!mayUse(row.createdBy, current?.tournamentId === row.id))
      throw AppError.of(403, 'tournamentNotYours', { tournamentId: MESSAGES.tournamentNotYours });
  }
  if (input.ruleSetId) {
    const row = await directorRepo.ruleSetOwner(tx, input.ruleSetId);
    if (!row || !(row.isTemplate || mayUse(row.createdBy, current?.ruleSetId === row.id)))
      throw AppError.of(400, 'ruleSetNotFound', { ruleSetId: 'Rule set not found' });
  }
  if (input.directorIds.length) {
    const directors = await directorRepo.countDirectors(tx, input.directorIds);
    if (directors !== new Set(input.directorIds).size)
      throw AppError.of(400, 'directorNotFound', {
        directorIds: 'Each co-director must be a tournament director.',
      });
  }
}

/** The event row's columns from the editor's input (rules fields only when given). */
function columnsOf(input: EventInputParsed) {
  return {
    name: input.name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    timeZone: input.timeZone,
    location: input.location,
    latitude: input.latitude,
    longitude: input.longitude,
    boundary: input.boundary,
    species: input.species,
    tournamentId: input.tournamentId,
    seriesId: input.seriesId,
    isStandalone: input.seriesId === null,
    entrantType: input.entrantType,
    ruleSetId: input.ruleSetId,
    feeMinor: input.feeMinor,
    currency: input.currency,
    participantsCap: input.participantsCap,
    registrationDeadline: input.registrationDeadline ? new Date(input.registrationDeadline) : null,
    prizePoolMinor: input.prizePoolMinor,
    awardCeremony: input.awardCeremony || null,
    dinnerCeremony: input.dinnerCeremony || null,
    ...(input.rulesText !== undefined ? { rulesText: input.rulesText } : {}),
    ...(input.scoring !== undefined ? { scoring: input.scoring } : {}),
    ...(input.penalties !== undefined ? { penalties: input.penalties } : {}),
    // Payments (issue 17): the refund policy and the tax place, when given.
    ...(input.money !== undefined
      ? {
          refundPolicy: input.money.refundPolicy,
          refundPercentBp: input.money.refundPercentBp,
          refundDeadline: input.money.refundDeadline ? new Date(input.money.refundDeadline) : null,
          taxCountry: input.money.taxCountry,
          taxRegion: input.money.taxRegion || null,
        }
      : {}),
  };
}

/**
 * Creates a draft event with its divisions, schedule, daily codes, translations and co-directors in one
 * transaction. With a rule set, the rules text, scoring and penalties not given are copied from it (a copy:
 * editing the template later never changes this event). Demo seeds call this directly.
 */
export async function createEvent(
  deps: TournamentDeps,
  directorId: string,
  raw: EventInput,
): Promise<DirectorEvent> {
  const input = EventInputSchema.parse(raw);
  const eventId = await deps.db.transaction(async (tx) => {
    await checkParents(tx, input, directorId);
    let fromRules: { rulesText: string; scoring: unknown; penalties: unknown } = {
      rulesText: '',
      scoring: DEFAULT_SCORING,
      penalties: [],
    };
    if (input.ruleSetId) {
      const ruleSet = await directorRepo.ruleSetById(tx, input.ruleSetId);
      if (!ruleSet) throw AppError.of(400, 'ruleSetNotFound', { ruleSetId: 'Rule set not found' });
      fromRules = { rulesText: ruleSet.body, scoring: ruleSet.scoring, penalties: ruleSet.penalties };
    }
    const id = await directorRepo.insertEvent(tx, {
      ...fromRules,
      ...columnsOf(input),
      status: 'draft',
      createdBy: directorId,
    });
    await directorRepo.writeChildren(tx, id, input);
    return id;
  });
  return getDirectorEvent(deps, eventId);
}

/** Saves the whole editor in one transaction (as `actorId`, who directs it); a published event stays published. */
export async function updateEvent(
  deps: TournamentDeps,
  eventId: string,
  raw: EventInput,
  actorId: string,
): Promise<DirectorEvent> {
  const input = EventInputSchema.parse(raw);
  await deps.db.transaction(async (tx) => {
    const current = await directorRepo.lockEventParents(tx, eventId);
    if (!current) throw AppError.of(404, 'eventNotFound');
    await checkParents(tx, input, actorId, current);
    // Scoring, penalties and divisions may have changed: cached boards of the event are stale.
    const updated = await directorRepo.updateEventColumns(tx, eventId, columnsOf(input));
    if (!updated) throw AppError.of(404, 'eventNotFound');
    await directorRepo.writeChildren(tx, eventId, input);
  });
  return getDirectorEvent(deps, eventId);
}

/** Publishing needs a name, dates and a location; a cancelled event cannot come back. */
export async function publishEvent(deps: TournamentDeps, eventId: string): Promise<DirectorEvent> {
  const row = await repo.eventById(deps.db, eventId);
  if (!row) throw AppError.of(404, 'eventNotFound');
  return publishLoadedEvent(deps, row);
}

/** publishEvent for a caller that has the event's row (the route, from requireEventDirector). */
export async function publishLoadedEvent(deps: TournamentDeps, row: EventRow): Promise<DirectorEvent> {
  if (row.status === 'cancelled') throw AppError.of(409, 'eventCancelled');
  if (!row.name.trim() || !row.startDate || !row.endDate || !row.location.trim())
    throw AppError.of(400, 'publishIncomplete');
  await directorRepo.setEventStatus(deps.db, row.id, 'published');
  // Read again on purpose: the answer shows the stored status and updatedAt.
  return getDirectorEvent(deps, row.id);
}

export async function cancelEvent(deps: TournamentDeps, eventId: string): Promise<DirectorEvent> {
  await directorRepo.setEventStatus(deps.db, eventId, 'cancelled');
  return getDirectorEvent(deps, eventId);
}

/** The editor's view of an event: the public detail plus rules, codes, translations and co-directors. */
export async function getDirectorEvent(deps: TournamentDeps, eventId: string): Promise<DirectorEvent> {
  const row = await repo.eventById(deps.db, eventId);
  if (!row) throw AppError.of(404, 'eventNotFound');
  return directorEventOf(deps, row);
}

/** getDirectorEvent for a row already loaded (the route's, from requireEventDirector). */
export async function directorEventOf(deps: TournamentDeps, row: EventRow): Promise<DirectorEvent> {
  const eventId = row.id;
  const [detail, dailyCodes, translations, directors] = await Promise.all([
    eventDetailOf(deps, row, { viewerId: null, canDirect: true, language: null }),
    repo.dailyCodesOf(deps.db, eventId),
    repo.translationsOf(deps.db, eventId),
    repo.coDirectorsOf(deps.db, eventId),
  ]);
  return presentDirectorEvent(detail, row, {
    dailyCodes,
    translations,
    directors: directors.map(presentPerson),
  });
}

export async function listDirectorEvents(deps: TournamentDeps, viewer: Viewer): Promise<DirectorEventList> {
  const rows = await repo.directedEvents(deps.db, viewer.id, viewer.roles.includes('admin'));
  const [related, attention] = await Promise.all([
    repo.relatedOf(deps.db, rows, null),
    directorRepo.attentionCounts(
      deps.db,
      rows.map((row) => row.id),
    ),
  ]);
  const none = { catchesWaiting: 0, unpaidFees: 0, boatsOnWater: 0 };
  const items = rows.map((row) => ({
    ...presentSummary(row, related(row)),
    attention: attention.get(row.id) ?? none,
  }));
  return { items: items.sort(directorOrder) };
}

const STATUS_RANK = { active: 0, upcoming: 1, completed: 2 } as const;

/**
 * The director's list in the order of the work: events on the water now, then the coming ones soonest first,
 * then the finished ones latest first.
 */
function directorOrder(
  a: { status: keyof typeof STATUS_RANK; startDate: string | null; name: string },
  b: { status: keyof typeof STATUS_RANK; startDate: string | null; name: string },
): number {
  const byStatus = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (byStatus !== 0) return byStatus;
  const byDate = (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999');
  if (byDate !== 0) return a.status === 'completed' ? -byDate : byDate;
  return a.name.localeCompare(b.name);
}

/** Logo or cover through the shared image pipeline (validated by content, EXIF stripped, WebP variants). */
export async function setEventImage(
  deps: TournamentDeps,
  directorId: string,
  eventId: string,
  kind: 'logo' | 'cover',
  image: Buffer | undefined,
): Promise<DirectorEvent> {
  if (!image) throw AppError.of(400, 'imageOnly');
  const processed = await processImage(image, { maxWidth: kind === 'logo' ? 640 : 1600 });
  const stored = await storeImage(deps.storage, processed, { folder: `event-${kind}`, ownerId: eventId });
  try {
    await directorRepo.setEventImageUrl(deps.db, eventId, kind, stored.url);
  } catch (error) {
    await deleteStored(deps.storage, stored.keys);
    throw error;
  }
  void directorId;
  return getDirectorEvent(deps, eventId);
}

// ── Series and parent tournaments ──

/** Whether the viewer may edit, delete or attach events to a series or parent tournament: its creator, or an admin. */
const canEditSeries = (row: { createdBy: string | null }, viewer: Viewer) =>
  viewer.roles.includes('admin') || row.createdBy === viewer.id;

export async function listSeries(deps: TournamentDeps, viewer: Viewer): Promise<SeriesList> {
  const [series, parents] = await Promise.all([
    directorRepo.allSeries(deps.db),
    directorRepo.allParentTournaments(deps.db),
  ]);
  const counts = await directorRepo.seriesEventCounts(
    deps.db,
    series.map((row) => row.id),
  );
  return {
    items: series.map((row) =>
      presentSeries(row, { eventsCount: counts.get(row.id) ?? 0, canEdit: canEditSeries(row, viewer) }),
    ),
    tournaments: parents.map((row) => ({
      id: row.id,
      name: row.name,
      seasonYear: row.seasonYear,
      canEdit: canEditSeries(row, viewer),
    })),
  };
}

export async function createSeries(deps: TournamentDeps, userId: string, raw: SeriesInput): Promise<Series> {
  const input = SeriesInputSchema.parse(raw);
  const row = await directorRepo.insertSeries(deps.db, { ...input, createdBy: userId });
  return presentSeries(row, { eventsCount: 0, canEdit: true });
}

/** 404 when the series does not exist, 403 unless the viewer created it or is an admin. */
async function editableSeries(db: repo.DbOrTx, seriesId: string, viewer: Viewer) {
  const row = await directorRepo.lockSeries(db, seriesId);
  if (!row) throw AppError.of(404, 'seriesNotFound');
  if (!canEditSeries(row, viewer)) throw forbidden();
  return row;
}

export async function updateSeries(
  deps: TournamentDeps,
  viewer: Viewer,
  seriesId: string,
  raw: SeriesInput,
): Promise<Series> {
  const input = SeriesInputSchema.parse(raw);
  await editableSeries(deps.db, seriesId, viewer);
  const row = await directorRepo.updateSeriesRow(deps.db, seriesId, input);
  if (!row) throw AppError.of(404, 'seriesNotFound');
  const counts = await directorRepo.seriesEventCounts(deps.db, [seriesId]);
  return presentSeries(row, { eventsCount: counts.get(seriesId) ?? 0, canEdit: true });
}

/**
 * Deletes an empty series. A series that still has events (draft, published or cancelled) is refused with 409
 * seriesHasEvents: detaching them silently would change their standings and registrations, so the director
 * moves each event out first. The row is locked while checking, so an event cannot join the series in between.
 */
export async function deleteSeries(deps: TournamentDeps, viewer: Viewer, seriesId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await editableSeries(tx, seriesId, viewer);
    const counts = await directorRepo.seriesEventCounts(tx, [seriesId]);
    if (counts.get(seriesId)) throw AppError.of(409, 'seriesHasEvents');
    await directorRepo.deleteSeriesRow(tx, seriesId);
  });
}

export async function createParentTournament(
  deps: TournamentDeps,
  userId: string,
  input: z.infer<typeof ParentTournamentInputSchema>,
) {
  const row = await directorRepo.insertParentTournament(deps.db, { ...input, createdBy: userId });
  return { id: row.id, name: row.name, seasonYear: row.seasonYear };
}
