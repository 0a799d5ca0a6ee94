import type { FastifyBaseLogger } from 'fastify';
import {
  CreateCatchLogEntrySchema,
  ShareCatchSchema,
  UpdateCatchLogEntrySchema,
  type CatchLogEntry,
  type CatchLogPage,
  type CatchLogQuery,
  type ShareCatch,
  type UpdateCatchLogEntry,
} from '@tightlines/domain/angler-log/contract';
import { precisionOf, sharedPlaceLabel } from '@tightlines/domain/angler-log/location';
import type { Media } from '@tightlines/domain/social/posts';
import { AppError, forbidden } from '#server/lib/errors';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { deleteStored, ownKeyOf, processImage, storeImage, type StoredImage } from '#server/lib/images';
import { findPerson } from '#server/features/posts/repo';
import { queueAchievements } from '#server/features/achievements/enqueue';
import { createPost, deletePost, type PostDeps } from '#server/features/posts/service';
import { presentEntry } from './presenter';
import {
  deleteEntry,
  insertEntry,
  selectEntryOwner,
  selectLogPage,
  selectVisibleEntry,
  setEntryPost,
  updateEntry,
  type EntryValues,
} from './catch-log-repo';
import { assertOwnTackle } from './tackle-service';

/** What the catch log uses of the app (routes pass the app; seeds and tests may too). */
export type CatchLogDeps = PostDeps & { log: FastifyBaseLogger };

/** Photos live beside post photos: a signed folder, so a private entry's photo is never a public link. */
const PHOTO_FOLDER = 'post-media';
/** A minute of clock skew between the phone and the server. */
const FUTURE_SLACK_MS = 60_000;

const entryNotFound = () => AppError.of(404, 'catchLogNotFound');

function checkCaughtAt(caughtAt: string | undefined): void {
  if (caughtAt && new Date(caughtAt).getTime() > Date.now() + FUTURE_SLACK_MS)
    throw AppError.of(400, 'catchInFuture', { caughtAt: 'The catch time cannot be in the future.' });
}

async function present(deps: CatchLogDeps, id: string, viewerId: string | null): Promise<CatchLogEntry> {
  const row = await selectVisibleEntry(deps.db, id, viewerId);
  if (!row) throw entryNotFound();
  return presentEntry(row, viewerId, deps.uploadUrls);
}

async function page(
  deps: CatchLogDeps,
  ownerId: string,
  viewerId: string | null,
  query: CatchLogQuery,
): Promise<CatchLogPage> {
  const rows = await selectLogPage(deps.db, ownerId, viewerId, {
    species: query.species,
    from: query.from,
    to: query.to,
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
  const more = rows.length > query.limit;
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => presentEntry(row, viewerId, deps.uploadUrls)),
    nextCursor: more && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
  };
}

/** The signed-in person's own log, newest catch first, filtered by species and dates. */
export const listMyLog = (deps: CatchLogDeps, userId: string, query: CatchLogQuery) =>
  page(deps, userId, userId, query);

/** Someone's log as `viewerId` may see it: public entries, followers-only ones for their followers. */
export async function listPersonLog(
  deps: CatchLogDeps,
  ownerId: string,
  viewerId: string | null,
  query: CatchLogQuery,
): Promise<CatchLogPage> {
  if (!(await findPerson(deps.db, ownerId))) throw AppError.of(404, 'userNotFound');
  return page(deps, ownerId, viewerId, query);
}

/** One entry: the owner's always, anyone else's when its visibility allows (else 404, never a hint it exists). */
export const getEntry = (deps: CatchLogDeps, id: string, viewerId: string | null) =>
  present(deps, id, viewerId);

/**
 * Logs a catch: fields checked, the tackle checked to be the person's own, the photo through the image pipeline
 * (EXIF and its GPS stripped) stored before the row, and removed again if the row is not written.
 */
export async function createEntry(
  deps: CatchLogDeps,
  userId: string,
  input: { fields: Record<string, unknown>; photo: Buffer | undefined },
): Promise<CatchLogEntry> {
  const parsed = CreateCatchLogEntrySchema.safeParse(input.fields);
  if (!parsed.success) throw AppError.of(400, 'invalidInput', fieldErrors(parsed.error.issues));
  const data = parsed.data;
  checkCaughtAt(data.caughtAt);
  if (data.tackleItemId) await assertOwnTackle(deps.db, userId, data.tackleItemId);

  let stored: StoredImage | null = null;
  if (input.photo)
    stored = await storeImage(deps.storage, await processImage(input.photo), {
      folder: PHOTO_FOLDER,
      ownerId: userId,
    });
  try {
    const id = await insertEntry(deps.db, userId, {
      ...columnsOf(data),
      photo_url: stored?.url ?? null,
      media: stored?.media ?? null,
    });
    // A first catch, a new species or a personal best unlocks at once (the sweep would find it within minutes).
    await queueAchievements(deps.jobs, userId).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'achievements not queued after a logged catch'),
    );
    return await present(deps, id, userId);
  } catch (error) {
    if (stored) await deleteStored(deps.storage, stored.keys);
    throw error;
  }
}

function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0] ?? 'body')] ??= issue.message;
  return fields;
}

function columnsOf(data: UpdateCatchLogEntry): EntryValues {
  return {
    species: data.species?.trim(),
    weight_grams: data.weightGrams as number | null | undefined,
    length_mm: data.lengthMm as number | null | undefined,
    caught_at: data.caughtAt,
    water_name: data.waterName as string | null | undefined,
    region: data.region as string | null | undefined,
    latitude: data.latitude as number | null | undefined,
    longitude: data.longitude as number | null | undefined,
    location_precision: data.locationPrecision,
    visibility: data.visibility,
    method: data.method as string | null | undefined,
    bait: data.bait as string | null | undefined,
    weather_notes: data.weatherNotes as string | null | undefined,
    water_notes: data.waterNotes as string | null | undefined,
    notes: data.notes as string | null | undefined,
    tackle_item_id: data.tackleItemId as string | null | undefined,
  };
}

/** The entry `userId` may change: 404 when there is none, 403 when it is someone else's. */
async function ownEntry(deps: CatchLogDeps, userId: string, id: string) {
  const row = await selectEntryOwner(deps.db, id);
  if (!row) throw entryNotFound();
  if (row.user_id !== userId) throw forbidden();
  return row;
}

/** Edits your own entry (a tournament catch keeps what its judges approved: species, size and time). */
export async function editEntry(
  deps: CatchLogDeps,
  userId: string,
  id: string,
  input: UpdateCatchLogEntry,
): Promise<CatchLogEntry> {
  const data = UpdateCatchLogEntrySchema.parse(input);
  await ownEntry(deps, userId, id);
  checkCaughtAt(data.caughtAt);
  if (data.tackleItemId) await assertOwnTackle(deps.db, userId, data.tackleItemId);
  const current = await selectVisibleEntry(deps.db, id, userId);
  if (
    current?.tournament_catch_id &&
    (data.species !== undefined ||
      data.weightGrams !== undefined ||
      data.lengthMm !== undefined ||
      data.caughtAt !== undefined)
  )
    throw AppError.of(400, 'tournamentCatchLocked');
  await updateEntry(deps.db, id, columnsOf(data));
  return present(deps, id, userId);
}

/**
 * Deletes your own entry. Its photo files go too, unless a post shows them (shared) or they are a tournament
 * catch's (only files of this person's own upload folder are ever removed).
 */
export async function removeEntry(deps: CatchLogDeps, userId: string, id: string): Promise<void> {
  const row = await ownEntry(deps, userId, id);
  await deleteEntry(deps.db, id);
  if (row.post_id) return;
  const key = ownKeyOf(deps.storage, row.photo_url, PHOTO_FOLDER, userId);
  if (!key) return;
  const variants = (row.media as Media | null)?.variants ?? [];
  const keys = [key, ...variants.map((variant) => ownKeyOf(deps.storage, variant.url, PHOTO_FOLDER, userId))];
  await deleteStored(
    deps.storage,
    keys.filter((k): k is string => k !== null),
  );
}

/**
 * Shares your own entry as a post (once): the entry's photo and the text given, or else the species and only the
 * place names its precision lets others see. The post is made by the posts service (mentions, hashtags, holds,
 * feeds as any post) and its id kept on the entry.
 */
export async function shareEntry(
  deps: CatchLogDeps,
  userId: string,
  id: string,
  input: ShareCatch,
): Promise<CatchLogEntry> {
  const data = ShareCatchSchema.parse(input);
  await ownEntry(deps, userId, id);
  const row = (await selectVisibleEntry(deps.db, id, userId))!;
  if (row.post_id) throw AppError.of(409, 'catchAlreadyShared');
  const place = sharedPlaceLabel({
    precision: precisionOf(row.location_precision),
    waterName: row.water_name,
    region: row.region,
    latitude: row.latitude,
    longitude: row.longitude,
  });
  const content = data.content.trim() || [row.species, place].filter(Boolean).join(' · ');
  const post = await createPost(deps, userId, {
    fields: { content, visibility: data.visibility },
    image: undefined,
    // The entry's own files, shown by the post too; a failed post leaves them to the entry.
    stored:
      row.photo_url && row.media ? { url: row.photo_url, media: row.media as Media, keys: [] } : undefined,
  });
  // Two shares at once: the conditional update lets one through; the other's post is taken back and it answers 409.
  if (!(await setEntryPost(deps.db, id, post.id))) {
    await deletePost(deps, userId, post.id);
    throw AppError.of(409, 'catchAlreadyShared');
  }
  return present(deps, id, userId);
}
