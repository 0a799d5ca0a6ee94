import { randomInt } from 'node:crypto';
import {
  CATCH_STATUSES,
  CatchFieldsSchema,
  DUPLICATE_MAX_DISTANCE,
  type CatchFlags,
  type CatchStatus,
  type CodeOfTheDay,
  type MyCatch,
  type MyTournament,
} from '@tightlines/domain/tournaments/catch-contract';
import {
  acceptingCatches,
  hammingDistance,
  makeDailyCode,
  normalizeCode,
  parseBoundary,
  wallClockToInstant,
  withinBoundary,
  withinEventHours,
  type FishingLine,
} from '@tightlines/domain/tournaments/catch-checks';
import { todayIn, tournamentStatus } from '@tightlines/domain/tournaments/status';
import { deleteStored, processImage, storeImage } from '#server/lib/images';
import { AppError, forbidden } from '#server/lib/errors';
import { isEventDirector } from '#server/features/tournaments/access';
import { photoHash, readPhotoExif } from './photo';
import { presentMyCatch } from './presenter';
import {
  countMyCatches,
  ensureDailyCode,
  findByClientId,
  findCatch,
  findDailyCode,
  findEvent,
  findMyRegistration,
  fishingLines,
  insertAudit,
  insertCatch,
  listMyCatches,
  listMyRegistrations,
  photoHashes,
  type EventRow,
} from './repo';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage-driver';
import type { UploadUrls } from '#server/storage/signed-urls';
import type { Realtime } from '#server/realtime/realtime';
import { recordActivity } from '#server/features/activities/service';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface CatchDeps {
  db: Db;
  storage: Storage;
  uploadUrls: UploadUrls;
  /** A submitted catch is the angler's activity, streamed on their activity room. */
  realtime: Realtime;
}

const eventNotFound = () => AppError.of(404, 'eventNotFound');

/** A published event, or 404 'eventNotFound' (drafts and cancelled events take no catches). */
async function publishedEvent(deps: CatchDeps, eventId: string): Promise<EventRow> {
  const event = await findEvent(deps.db, eventId);
  if (!event || event.status !== 'published') throw eventNotFound();
  return event;
}

export interface SubmitCatchInput {
  /** The form's text fields (CatchFieldsSchema). */
  fields: Record<string, unknown>;
  /** The photo's original bytes, EXIF and all. */
  photo: Buffer | undefined;
}

export interface SubmitCatchResult {
  catch: MyCatch;
  /** False when this device already uploaded the catch (an offline retry): the stored one is returned. */
  created: boolean;
}

/**
 * Submits a catch for an event the person fishes in (a registered registration as its registrant or a listed
 * angler), while the event takes catches. Idempotent per (person, clientId). The photo is validated by content,
 * its EXIF time and GPS read from the original, then stored without metadata; the judges' flags (hours, boundary,
 * duplicate photo, code of the day) are computed here. The catch and its 'submitted' audit row are one transaction.
 */
export async function submitCatch(
  deps: CatchDeps,
  userId: string,
  eventId: string,
  input: SubmitCatchInput,
  now: Date = new Date(),
): Promise<SubmitCatchResult> {
  const event = await publishedEvent(deps, eventId);
  const registration = await findMyRegistration(deps.db, eventId, userId);
  if (!registration) throw forbidden();

  const parsed = CatchFieldsSchema.safeParse(input.fields);
  if (!parsed.success) {
    const weightOrLength = parsed.error.issues.some(
      (i) => i.path[0] === 'weightGrams' || i.path[0] === 'lengthMm',
    );
    throw AppError.of(400, weightOrLength ? 'catchMeasureRequired' : 'invalidInput');
  }
  const fields = parsed.data;

  const existing = await findByClientId(deps.db, userId, fields.clientId);
  if (existing) {
    if (existing.eventId !== eventId) throw AppError.of(400, 'invalidInput');
    return { catch: presentMyCatch(existing, deps.uploadUrls), created: false };
  }

  if (!acceptingCatches(event, now)) throw AppError.of(400, 'eventNotAccepting');
  if (!fields.weightGrams && !fields.lengthMm) throw AppError.of(400, 'catchMeasureRequired');
  if (event.species.length > 0 && !event.species.includes(fields.species))
    throw AppError.of(400, 'catchSpeciesNotInEvent');
  if (!input.photo) throw AppError.of(400, 'catchPhotoRequired');
  if (fields.resubmissionOf) {
    const replaced = await findCatch(deps.db, fields.resubmissionOf);
    if (
      !replaced ||
      replaced.eventId !== eventId ||
      replaced.submittedBy !== userId ||
      replaced.status !== 'resubmit'
    )
      throw AppError.of(400, 'invalidInput');
  }

  const processed = await processImage(input.photo);
  const [exif, hash] = await Promise.all([readPhotoExif(input.photo), photoHash(input.photo)]);

  const caughtAt = exif.takenAtWall
    ? wallClockToInstant(exif.takenAtWall, event.timeZone, exif.offset)
    : new Date(fields.caughtAt);
  const caughtAtSource = exif.takenAtWall ? 'exif' : 'device';
  // After the last day only catches made during the event still upload (the offline queue catching up).
  if (todayIn(event.timeZone, now) > event.endDate && !withinEventHours(caughtAt, event))
    throw AppError.of(400, 'catchTimeOutsideEvent');

  const latitude = fields.latitude ?? exif.latitude ?? null;
  const longitude = fields.longitude ?? exif.longitude ?? null;
  const flags = await flagsFor(deps, event, {
    caughtAt,
    latitude,
    longitude,
    hash,
    identifierCode: fields.identifierCode ?? null,
  });

  const stored = await storeImage(deps.storage, processed, { folder: 'catch-photos', ownerId: userId });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const inserted = await insertCatch(tx, {
        eventId,
        registrationId: registration.id,
        anglerUserId: userId,
        submittedBy: userId,
        clientId: fields.clientId,
        species: fields.species,
        weightGrams: fields.weightGrams ?? null,
        lengthMm: fields.lengthMm ?? null,
        photoUrl: stored.url,
        media: stored.media,
        photoHash: hash,
        identifierCode: fields.identifierCode ? normalizeCode(fields.identifierCode) : null,
        caughtAt,
        caughtAtSource,
        latitude,
        longitude,
        flags,
        resubmissionOf: fields.resubmissionOf ?? null,
      });
      if (!inserted) return null;
      await insertAudit(tx, {
        eventId,
        catchId: inserted.id,
        registrationId: registration.id,
        actorId: userId,
        action: 'submitted',
        details: { flags, caughtAtSource, resubmissionOf: fields.resubmissionOf ?? null },
      });
      const publish = await recordActivity(
        deps,
        {
          userId,
          activityType: 'catch_submitted',
          entityType: 'event',
          entityId: eventId,
          content: `Submitted a ${fields.species} in ${event.name}`,
          metadata: { eventName: event.name, species: fields.species },
        },
        tx,
      );
      return { inserted, publish };
    });
    if (row) {
      row.publish();
      return { catch: presentMyCatch(row.inserted, deps.uploadUrls), created: true };
    }
  } catch (error) {
    await deleteStored(deps.storage, stored.keys);
    throw error;
  }
  // Two copies of the same upload raced: the other one was stored; this one's files go.
  await deleteStored(deps.storage, stored.keys);
  const winner = await findByClientId(deps.db, userId, fields.clientId);
  if (!winner) throw AppError.of(500, 'unexpected');
  return { catch: presentMyCatch(winner, deps.uploadUrls), created: false };
}

async function flagsFor(
  deps: CatchDeps,
  event: EventRow,
  fish: {
    caughtAt: Date;
    latitude: number | null;
    longitude: number | null;
    hash: string;
    identifierCode: string | null;
  },
): Promise<CatchFlags> {
  const flags: CatchFlags = {};
  const lines = (await fishingLines(deps.db, event.id)).flatMap((line): FishingLine[] =>
    line.startsAt && (line.kind === 'lines_in' || line.kind === 'lines_out')
      ? [{ kind: line.kind, startsAt: line.startsAt.toISOString() }]
      : [],
  );
  if (!withinEventHours(fish.caughtAt, event, lines)) flags.outsideHours = true;

  const boundary = parseBoundary(event.boundary);
  if (boundary && fish.latitude !== null && fish.longitude !== null)
    if (!withinBoundary([fish.latitude, fish.longitude], boundary)) flags.outsideBoundary = true;

  const duplicate = (await photoHashes(deps.db, event.id)).find(
    (other) => other.photoHash && hammingDistance(other.photoHash, fish.hash) <= DUPLICATE_MAX_DISTANCE,
  );
  if (duplicate) flags.duplicateOf = duplicate.id;

  const dayCode = await findDailyCode(deps.db, event.id, todayIn(event.timeZone, fish.caughtAt));
  const entered = normalizeCode(fish.identifierCode);
  if (!entered || (dayCode !== undefined && entered !== normalizeCode(dayCode))) flags.missingCode = true;
  return flags;
}

/** The angler's own catches in an event, newest first; 403 unless they fish in it. */
export async function myCatches(deps: CatchDeps, userId: string, eventId: string): Promise<MyCatch[]> {
  await publishedEvent(deps, eventId);
  if (!(await findMyRegistration(deps.db, eventId, userId))) throw forbidden();
  return (await listMyCatches(deps.db, eventId, userId)).map((row) => presentMyCatch(row, deps.uploadUrls));
}

/**
 * Today's identifier code where the event is held, for its anglers and directors. When the director set none for
 * the day, one is made up now (four unambiguous characters) and kept, so everyone sees the same code all day.
 */
export async function codeOfTheDay(
  deps: CatchDeps,
  user: { id: string; roles: readonly string[] },
  eventId: string,
  now: Date = new Date(),
): Promise<CodeOfTheDay> {
  const event = await findEvent(deps.db, eventId);
  if (!event) throw eventNotFound();
  const director = await isEventDirector(deps.db, event, user);
  if (!director) {
    if (event.status !== 'published') throw eventNotFound();
    if (!(await findMyRegistration(deps.db, eventId, user.id))) throw forbidden();
  }
  const day = todayIn(event.timeZone, now);
  const code = await ensureDailyCode(
    deps.db,
    eventId,
    day,
    makeDailyCode((max) => randomInt(max)),
  );
  return { day, code };
}

/** The published events I fish in, newest first, with how many catches I sent in each status. */
export async function myTournaments(
  deps: CatchDeps,
  userId: string,
  now: Date = new Date(),
): Promise<MyTournament[]> {
  const rows = await listMyRegistrations(deps.db, userId);
  const seen = new Set<string>();
  const unique = rows.filter(({ event }) => !seen.has(event.id) && seen.add(event.id));
  const counts = await countMyCatches(
    deps.db,
    userId,
    unique.map(({ event }) => event.id),
  );
  return unique.map(({ event, registration }) => {
    const catchCounts = Object.fromEntries(CATCH_STATUSES.map((s) => [s, 0])) as Record<CatchStatus, number>;
    for (const c of counts)
      if (c.eventId === event.id && c.status in catchCounts) catchCounts[c.status as CatchStatus] = c.n;
    return {
      eventId: event.id,
      name: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      timeZone: event.timeZone,
      location: event.location,
      species: event.species,
      entrantName: registration.entrantName,
      registrationId: registration.id,
      status: tournamentStatus(event, todayIn(event.timeZone, now)),
      acceptingCatches: acceptingCatches(event, now),
      catchCounts,
    };
  });
}
