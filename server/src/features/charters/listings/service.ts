import { and, asc, desc, eq, gte, inArray, lt, lte, max, ne, sql } from 'drizzle-orm';
import {
  BlockedPeriodInputSchema,
  CHARTER_LIMITS,
  ListingInputSchema,
  PackageInputSchema,
  type ListingState,
} from '@tightlines/domain/charters/contract';
import type { z } from 'zod';
import type {
  BlockedPeriod,
  CalendarSlot,
  OwnerCalendar,
  AdminListingPage,
  SlotsResult,
  SlotSkipReason,
} from '@tightlines/domain/charters/owner';
import type { SlotsInputSchema, PhotoOrderSchema } from '@tightlines/domain/charters/contract';
import type {
  AdminListing,
  CharterPackage,
  CharterPhoto,
  OwnerListing,
} from '@tightlines/domain/charters/views';
import { rangesOverlap } from '@tightlines/domain/charters/policy';
import type { Db } from '#server/db/client';
import {
  charterBlockedPeriods,
  charterBookings,
  charterListings,
  charterPackages,
  charterPhotos,
  charterSlots,
} from '#server/db/schema';
import { displayNameSql } from '#server/db/display-name';
import { AppError, forbidden } from '#server/lib/errors';
import { deleteStored, processImage, storeImage } from '#server/lib/images';
import type { Storage } from '#server/lib/storage-driver';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import {
  presentAdminListing,
  presentPackage,
  presentPhoto,
  type ListingRow,
  type PackageRow,
} from './presenter';
import {
  activityOf,
  approvedCountOf,
  findListing,
  hasBookings,
  lockListing,
  packagesOf,
  peopleOf,
  photosOf,
  ratingsOf,
  refreshFromPrice,
} from './repo';

/**
 * A business's listings (issue 18, part 1): writing them, photos, packages, the calendar of slots and blocked
 * dates, submitting for review, pausing; and the admin's review. Every write checks that the listing is the
 * caller's (403 otherwise; 404 when it does not exist). Editing an approved listing keeps it approved.
 */

export interface ListingDeps extends NotifyDeps {
  storage: Storage;
}

const listingNotFound = () => AppError.of(404, 'listingNotFound');
const PHOTO_FOLDER = 'charter-photos';
const DAY_MS = 86_400_000;

type ListingInput = z.output<typeof ListingInputSchema>;
type PackageInput = z.output<typeof PackageInputSchema>;

// ── views ──────────────────────────────────────────────────────────────────────────────────────────────────────

async function ownerViews(db: Db, rows: readonly ListingRow[], viewerId: string): Promise<OwnerListing[]> {
  return (await adminViews(db, rows, viewerId)).map(
    ({ reviewedBy: _by, reviewedAt: _at, ...owner }) => owner,
  );
}

async function adminViews(db: Db, rows: readonly ListingRow[], viewerId: string): Promise<AdminListing[]> {
  const ids = rows.map((row) => row.id);
  const [photos, packages, ratings, counts, activity, people] = await Promise.all([
    photosOf(db, ids),
    packagesOf(db, ids),
    ratingsOf(db, ids),
    approvedCountOf(
      db,
      rows.map((row) => row.ownerUserId),
    ),
    activityOf(db, ids),
    peopleOf(db, [
      ...rows.map((row) => row.ownerUserId),
      ...rows.flatMap((row) => (row.reviewedBy ? [row.reviewedBy] : [])),
    ]),
  ]);
  return rows.map((listing) =>
    presentAdminListing({
      listing,
      owner: people.get(listing.ownerUserId) ?? unknownPerson(listing.ownerUserId),
      photos: photos.filter((photo) => photo.listingId === listing.id),
      packages: packages.filter((row) => row.listingId === listing.id),
      rating: ratings.get(listing.id)!,
      ownerListingCount: counts.get(listing.ownerUserId) ?? 0,
      viewerId,
      upcomingBookings: activity.get(listing.id)!.upcomingBookings,
      pendingRequests: activity.get(listing.id)!.pendingRequests,
      reviewedBy: listing.reviewedBy ? (people.get(listing.reviewedBy) ?? null) : null,
    }),
  );
}

function unknownPerson(id: string) {
  return { id, handle: '', firstName: '', lastName: '', displayName: '', avatarUrl: null };
}

async function ownerView(db: Db, listingId: string, viewerId: string): Promise<OwnerListing> {
  const row = await findListing(db, listingId);
  if (!row) throw listingNotFound();
  const [view] = await ownerViews(db, [row], viewerId);
  return view!;
}

/** The listing when it is the caller's: 404 when it does not exist, 403 when it is someone else's. */
async function ownListing(db: Db, userId: string, listingId: string): Promise<ListingRow> {
  const row = await findListing(db, listingId);
  if (!row) throw listingNotFound();
  if (row.ownerUserId !== userId) throw forbidden();
  return row;
}

/** Throws unless the listing is the caller's (for routes that check before reading an upload). */
export async function assertOwnListing(db: Db, userId: string, listingId: string): Promise<void> {
  await ownListing(db, userId, listingId);
}

// ── listings ───────────────────────────────────────────────────────────────────────────────────────────────────

function listingValues(input: ListingInput) {
  return {
    kind: input.kind,
    name: input.name,
    description: input.description,
    category: input.category,
    capacity: input.capacity,
    fishingTypes: input.fishingTypes,
    amenities: input.amenities,
    crew: input.crew,
    locationName: input.location.name,
    region: input.location.region,
    country: input.location.country,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    currency: input.currency,
    cancellationPolicy: input.cancellationPolicy,
    weatherPolicy: input.weatherPolicy,
    responseHours: input.responseHours,
    instantBooking: input.instantBooking,
  };
}

export async function myListings(db: Db, userId: string): Promise<{ items: OwnerListing[] }> {
  const rows = await db
    .select()
    .from(charterListings)
    .where(eq(charterListings.ownerUserId, userId))
    .orderBy(desc(charterListings.createdAt), desc(charterListings.id));
  return { items: await ownerViews(db, rows, userId) };
}

export async function createListing(db: Db, userId: string, input: ListingInput): Promise<OwnerListing> {
  const [row] = await db
    .insert(charterListings)
    .values({ ownerUserId: userId, ...listingValues(input), state: 'draft' })
    .returning({ id: charterListings.id });
  return ownerView(db, row!.id, userId);
}

export async function listingForEdit(db: Db, userId: string, listingId: string): Promise<OwnerListing> {
  await ownListing(db, userId, listingId);
  return ownerView(db, listingId, userId);
}

/** Replaces the listing's details (the editor sends the whole form). Its state does not change. */
export async function updateListing(
  db: Db,
  userId: string,
  listingId: string,
  input: ListingInput,
): Promise<OwnerListing> {
  await ownListing(db, userId, listingId);
  const [largest] = await db
    .select({ party: max(charterPackages.maxParty) })
    .from(charterPackages)
    .where(and(eq(charterPackages.listingId, listingId), eq(charterPackages.active, true)));
  if (largest?.party != null && largest.party > input.capacity) {
    throw AppError.of(400, 'packageOverCapacity', { capacity: 'tooSmall' });
  }
  await db
    .update(charterListings)
    .set({ ...listingValues(input), updatedAt: new Date() })
    .where(eq(charterListings.id, listingId));
  return ownerView(db, listingId, userId);
}

/** Deletes a listing that never had a booking (409 otherwise: pause it instead), with its photos' files. */
export async function deleteListing(deps: ListingDeps, userId: string, listingId: string): Promise<void> {
  await ownListing(deps.db, userId, listingId);
  if (await hasBookings(deps.db, 'listing', listingId)) throw AppError.of(409, 'listingHasBookings');
  const photos = await photosOf(deps.db, [listingId]);
  await deps.db.delete(charterListings).where(eq(charterListings.id, listingId));
  await deleteStored(
    deps.storage,
    photos.flatMap((photo) => photoKeys(deps.storage, photo.url, photo.media)),
  );
}

async function setState(
  db: Db,
  listingId: string,
  state: ListingState,
  extra: Partial<typeof charterListings.$inferInsert> = {},
): Promise<void> {
  await db
    .update(charterListings)
    .set({ state, updatedAt: new Date(), ...extra })
    .where(eq(charterListings.id, listingId));
}

/** draft or rejected → pending_review, once it has a photo and an active package (400 saying what is missing). */
export async function submitListing(db: Db, userId: string, listingId: string): Promise<OwnerListing> {
  const row = await ownListing(db, userId, listingId);
  if (row.state !== 'draft' && row.state !== 'rejected') throw AppError.of(409, 'listingNotSubmittable');
  const [photos, packages] = await Promise.all([photosOf(db, [listingId]), packagesOf(db, [listingId])]);
  const noPhoto = photos.length === 0;
  const noPackage = !packages.some((row) => row.active);
  if (noPhoto && noPackage) throw AppError.of(400, 'listingNeedsPhotoAndPackage');
  if (noPhoto) throw AppError.of(400, 'listingNeedsPhoto');
  if (noPackage) throw AppError.of(400, 'listingNeedsPackage');
  await setState(db, listingId, 'pending_review', { stateReason: '' });
  return ownerView(db, listingId, userId);
}

/** approved → paused (hidden by its owner). */
export async function pauseListing(db: Db, userId: string, listingId: string): Promise<OwnerListing> {
  const row = await ownListing(db, userId, listingId);
  if (row.state !== 'approved') throw AppError.of(409, 'listingNotPausable');
  await setState(db, listingId, 'paused');
  return ownerView(db, listingId, userId);
}

/** paused → approved (or pending_review when an admin never approved it). */
export async function resumeListing(db: Db, userId: string, listingId: string): Promise<OwnerListing> {
  const row = await ownListing(db, userId, listingId);
  if (row.state !== 'paused') throw AppError.of(409, 'listingNotPaused');
  await setState(db, listingId, row.reviewedAt ? 'approved' : 'pending_review');
  return ownerView(db, listingId, userId);
}

// ── photos ─────────────────────────────────────────────────────────────────────────────────────────────────────

function photoKeys(storage: Storage, url: string, media: unknown): string[] {
  const urls = [
    url,
    ...((media as { variants?: { url: string }[] } | null)?.variants ?? []).map((v) => v.url),
  ];
  const base = storage.urlOf('');
  return urls.filter((each) => each.startsWith(base)).map((each) => each.slice(base.length));
}

/** Adds one photo (processed like event photos: validated by content, EXIF stripped, resized variants). */
export async function addPhoto(
  deps: ListingDeps,
  userId: string,
  listingId: string,
  image: Buffer | undefined,
): Promise<CharterPhoto> {
  await ownListing(deps.db, userId, listingId);
  if (!image) throw AppError.of(400, 'imageOnly');
  if ((await photosOf(deps.db, [listingId])).length >= CHARTER_LIMITS.photosMax)
    throw AppError.of(409, 'charterPhotosFull');
  const stored = await storeImage(deps.storage, await processImage(image), {
    folder: PHOTO_FOLDER,
    ownerId: listingId,
  });
  try {
    const row = await deps.db.transaction(async (tx) => {
      await lockListing(tx, listingId);
      const existing = await photosOf(tx, [listingId]);
      if (existing.length >= CHARTER_LIMITS.photosMax) throw AppError.of(409, 'charterPhotosFull');
      const position = existing.reduce((top, photo) => Math.max(top, photo.position + 1), 0);
      const [inserted] = await tx
        .insert(charterPhotos)
        .values({ listingId, url: stored.url, media: stored.media, position })
        .returning();
      await tx
        .update(charterListings)
        .set({ updatedAt: new Date() })
        .where(eq(charterListings.id, listingId));
      return inserted!;
    });
    return presentPhoto(row);
  } catch (error) {
    await deleteStored(deps.storage, stored.keys);
    throw error;
  }
}

/** Puts the photos in the given order (every photo of the listing once; the first is the cover). */
export async function orderPhotos(
  db: Db,
  userId: string,
  listingId: string,
  input: z.output<typeof PhotoOrderSchema>,
): Promise<CharterPhoto[]> {
  await ownListing(db, userId, listingId);
  await db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const existing = await photosOf(tx, [listingId]);
    const known = new Set(existing.map((photo) => photo.id));
    if (existing.length !== input.photoIds.length || !input.photoIds.every((id) => known.has(id)))
      throw AppError.of(400, 'photoOrderMismatch', { photoIds: 'mismatch' });
    for (const [position, id] of input.photoIds.entries()) {
      await tx.update(charterPhotos).set({ position }).where(eq(charterPhotos.id, id));
    }
  });
  return (await photosOf(db, [listingId])).map(presentPhoto);
}

export async function deletePhoto(
  deps: ListingDeps,
  userId: string,
  listingId: string,
  photoId: string,
): Promise<CharterPhoto[]> {
  await ownListing(deps.db, userId, listingId);
  const removed = await deps.db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const [row] = await tx
      .delete(charterPhotos)
      .where(and(eq(charterPhotos.id, photoId), eq(charterPhotos.listingId, listingId)))
      .returning();
    if (!row) throw AppError.of(404, 'charterPhotoNotFound');
    const rest = await photosOf(tx, [listingId]);
    for (const [position, photo] of rest.entries()) {
      if (photo.position !== position)
        await tx.update(charterPhotos).set({ position }).where(eq(charterPhotos.id, photo.id));
    }
    return row;
  });
  await deleteStored(deps.storage, photoKeys(deps.storage, removed.url, removed.media));
  return (await photosOf(deps.db, [listingId])).map(presentPhoto);
}

// ── packages ───────────────────────────────────────────────────────────────────────────────────────────────────

function packageValues(input: PackageInput) {
  return {
    name: input.name,
    description: input.description,
    durationMinutes: input.durationMinutes,
    pricingMode: input.pricingMode,
    priceMinor: input.priceMinor,
    depositBp: input.depositBp,
    maxParty: input.maxParty,
    includes: input.includes,
  };
}

export async function addPackage(
  db: Db,
  userId: string,
  listingId: string,
  input: PackageInput,
): Promise<CharterPackage> {
  const listing = await ownListing(db, userId, listingId);
  if (input.maxParty > listing.capacity)
    throw AppError.of(400, 'packageOverCapacity', { maxParty: 'tooLarge' });
  const row = await db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const existing = (await packagesOf(tx, [listingId])).filter((each) => each.active);
    if (existing.length >= CHARTER_LIMITS.packagesMax) throw AppError.of(409, 'charterPackagesFull');
    const position = existing.reduce((top, each) => Math.max(top, each.position + 1), 0);
    const [inserted] = await tx
      .insert(charterPackages)
      .values({ listingId, ...packageValues(input), position })
      .returning();
    await refreshFromPrice(tx, listingId);
    return inserted!;
  });
  return presentPackage(row);
}

/** The package with its listing when both are the caller's (404 unknown, 403 someone else's). */
async function ownPackage(
  db: Db,
  userId: string,
  packageId: string,
): Promise<{ row: PackageRow; listing: ListingRow }> {
  const [row] = await db.select().from(charterPackages).where(eq(charterPackages.id, packageId));
  if (!row) throw AppError.of(404, 'charterPackageNotFound');
  const listing = await ownListing(db, userId, row.listingId);
  return { row, listing };
}

/** Replaces a package's terms. Bookings already made keep the price they were quoted. */
export async function updatePackage(
  db: Db,
  userId: string,
  packageId: string,
  input: PackageInput,
): Promise<CharterPackage> {
  const { listing } = await ownPackage(db, userId, packageId);
  if (input.maxParty > listing.capacity)
    throw AppError.of(400, 'packageOverCapacity', { maxParty: 'tooLarge' });
  const [row] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(charterPackages)
      .set({ ...packageValues(input), updatedAt: new Date() })
      .where(eq(charterPackages.id, packageId))
      .returning();
    await refreshFromPrice(tx, listing.id);
    return updated;
  });
  return presentPackage(row!);
}

/**
 * Deletes a package no booking names; one a booking names is retired (active false) and its open, unbooked
 * slots go away, so nothing new can be booked on it.
 */
export async function deletePackage(
  db: Db,
  userId: string,
  packageId: string,
): Promise<{ outcome: 'deleted' | 'retired' }> {
  const { listing } = await ownPackage(db, userId, packageId);
  return db.transaction(async (tx) => {
    await lockListing(tx, listing.id);
    let outcome: 'deleted' | 'retired';
    if (await hasBookings(tx, 'package', packageId)) {
      await tx
        .update(charterPackages)
        .set({ active: false, updatedAt: new Date() })
        .where(eq(charterPackages.id, packageId));
      await tx.execute(sql`delete from charter_slots s where s.package_id = ${packageId} and s.state = 'open'
        and not exists (select 1 from charter_bookings b where b.slot_id = s.id)`);
      outcome = 'retired';
    } else {
      await tx.delete(charterPackages).where(eq(charterPackages.id, packageId));
      outcome = 'deleted';
    }
    await refreshFromPrice(tx, listing.id);
    return { outcome };
  });
}

// ── calendar ───────────────────────────────────────────────────────────────────────────────────────────────────

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
/** Slots go at most this far ahead; calendar and blocked dates stay within years PostgreSQL and JS both take. */
const SLOTS_AHEAD_MS = 5 * 366 * DAY_MS;
function checkDays(fields: Record<string, string>): void {
  for (const [field, day] of Object.entries(fields)) {
    const year = Number(day.slice(0, 4));
    if (!(year >= 1970 && year <= 9000)) throw AppError.of(400, 'invalidInput', { [field]: 'outOfRange' });
  }
}
const isoOf = (value: Date | string) => new Date(value).toISOString();
const dateOf = (value: Date | string) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** A blocked period covers whole days [startsOn 00:00, endsOn + 1 day 00:00) in UTC. */
function periodRange(period: { startsOn: string; endsOn: string }) {
  return {
    startsAt: dayStart(period.startsOn),
    endsAt: new Date(dayStart(period.endsOn).getTime() + DAY_MS),
  };
}

function presentBlocked(row: typeof charterBlockedPeriods.$inferSelect): BlockedPeriod {
  return { id: row.id, startsOn: dateOf(row.startsOn), endsOn: dateOf(row.endsOn), note: row.note };
}

async function calendarSlots(
  db: Db,
  listingId: string,
  range: { startsAt: Date; endsAt: Date },
  blocked: readonly { startsOn: string; endsOn: string }[],
  onlyIds?: readonly string[],
): Promise<CalendarSlot[]> {
  const rows = await db
    .select({
      id: charterSlots.id,
      packageId: charterSlots.packageId,
      startsAt: charterSlots.startsAt,
      endsAt: charterSlots.endsAt,
      state: charterSlots.state,
      bookingId: charterBookings.id,
      anglerName: sql<
        string | null
      >`(select ${displayNameSql('p')} from profiles p where p.id = ${charterBookings.anglerUserId})`,
    })
    .from(charterSlots)
    .leftJoin(
      charterBookings,
      and(eq(charterBookings.slotId, charterSlots.id), ne(charterBookings.state, 'cancelled')),
    )
    .where(
      onlyIds
        ? inArray(charterSlots.id, [...onlyIds])
        : and(
            eq(charterSlots.listingId, listingId),
            lt(charterSlots.startsAt, range.endsAt),
            gte(charterSlots.startsAt, range.startsAt),
          ),
    )
    .orderBy(asc(charterSlots.startsAt));
  const periods = blocked.map(periodRange);
  return rows.map((row) => ({
    id: row.id,
    packageId: row.packageId,
    startsAt: isoOf(row.startsAt),
    endsAt: isoOf(row.endsAt),
    state: row.state as CalendarSlot['state'],
    blocked: periods.some((period) => rangesOverlap(period, row)),
    booking:
      row.bookingId && row.state !== 'open' ? { id: row.bookingId, anglerName: row.anglerName ?? '' } : null,
  }));
}

/** The owner's calendar between two dates (inclusive): every slot with its state, and the blocked periods. */
export async function listingCalendar(
  db: Db,
  userId: string,
  listingId: string,
  query: { from: string; to: string },
): Promise<OwnerCalendar> {
  await ownListing(db, userId, listingId);
  checkDays({ from: query.from, to: query.to });
  const range = { startsAt: dayStart(query.from), endsAt: new Date(dayStart(query.to).getTime() + DAY_MS) };
  const blockedRows = await db
    .select()
    .from(charterBlockedPeriods)
    .where(
      and(
        eq(charterBlockedPeriods.listingId, listingId),
        lte(charterBlockedPeriods.startsOn, query.to),
        gte(charterBlockedPeriods.endsOn, query.from),
      ),
    )
    .orderBy(asc(charterBlockedPeriods.startsOn));
  const blocked = blockedRows.map(presentBlocked);
  return { slots: await calendarSlots(db, listingId, range, blocked), blocked };
}

/**
 * Adds one slot per start, each lasting the package's duration. Under the listing's row lock (ADR 028), a start
 * is skipped when it is past, given twice, overlaps a slot of the listing (or one added in this call), or falls
 * in a blocked period; the answer says what was created and what was skipped and why.
 */
export async function addSlots(
  db: Db,
  userId: string,
  listingId: string,
  input: z.output<typeof SlotsInputSchema>,
  now = new Date(),
): Promise<SlotsResult> {
  await ownListing(db, userId, listingId);
  const [pkg] = await db
    .select()
    .from(charterPackages)
    .where(and(eq(charterPackages.id, input.packageId), eq(charterPackages.listingId, listingId)));
  if (!pkg) throw AppError.of(404, 'charterPackageNotFound');
  if (!pkg.active) throw AppError.of(400, 'packageRetired', { packageId: 'retired' });
  const skipped: SlotsResult['skipped'] = [];
  const starts = input.startsAt
    .map((value) => new Date(value))
    .sort((a, b) => a.getTime() - b.getTime())
    .filter((startsAt) => {
      if (startsAt.getTime() > now.getTime()) return true;
      skipped.push({ startsAt: startsAt.toISOString(), reason: 'past' });
      return false;
    });
  if (starts.some((startsAt) => startsAt.getTime() > now.getTime() + SLOTS_AHEAD_MS))
    throw AppError.of(400, 'invalidInput', { startsAt: 'tooFar' });
  const duration = pkg.durationMinutes * 60_000;
  const createdIds = await db.transaction(async (tx) => {
    if (starts.length === 0) return [];
    await lockListing(tx, listingId);
    const first = starts[0]!;
    const last = new Date(starts.at(-1)!.getTime() + duration);
    const existing = await tx
      .select({ startsAt: charterSlots.startsAt, endsAt: charterSlots.endsAt })
      .from(charterSlots)
      .where(
        and(
          eq(charterSlots.listingId, listingId),
          lt(charterSlots.startsAt, last),
          sql`${charterSlots.endsAt} > ${first.toISOString()}`,
        ),
      );
    const blocked = (
      await tx.select().from(charterBlockedPeriods).where(eq(charterBlockedPeriods.listingId, listingId))
    ).map((row) => periodRange(presentBlocked(row)));
    const taken = existing.map((row) => ({ startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }));
    const seen = new Set<number>();
    const values: { listingId: string; packageId: string; startsAt: Date; endsAt: Date }[] = [];
    for (const startsAt of starts) {
      const slot = { startsAt, endsAt: new Date(startsAt.getTime() + duration) };
      const skip = (reason: SlotSkipReason) => skipped.push({ startsAt: startsAt.toISOString(), reason });
      if (seen.has(startsAt.getTime())) skip('duplicate');
      else if (blocked.some((period) => rangesOverlap(period, slot))) skip('blocked');
      else if (taken.some((other) => rangesOverlap(other, slot))) skip('overlap');
      else {
        taken.push(slot);
        values.push({ listingId, packageId: pkg.id, ...slot });
      }
      seen.add(startsAt.getTime());
    }
    if (values.length === 0) return [];
    const inserted = await tx.insert(charterSlots).values(values).returning({ id: charterSlots.id });
    return inserted.map((row) => row.id);
  });
  const created =
    createdIds.length === 0
      ? []
      : await calendarSlots(db, listingId, { startsAt: new Date(0), endsAt: new Date(0) }, [], createdIds);
  return { created, skipped };
}

/** Deletes an open slot nobody ever booked (409 for held and booked ones). */
export async function deleteSlot(db: Db, userId: string, slotId: string): Promise<void> {
  const [slot] = await db.select().from(charterSlots).where(eq(charterSlots.id, slotId));
  if (!slot) throw AppError.of(404, 'charterSlotNotFound');
  await ownListing(db, userId, slot.listingId);
  await db.transaction(async (tx) => {
    await lockListing(tx, slot.listingId);
    const [current] = await tx.select().from(charterSlots).where(eq(charterSlots.id, slotId));
    if (!current || current.state !== 'open' || (await hasBookings(tx, 'slot', slotId)))
      throw AppError.of(409, 'slotNotOpen');
    await tx.delete(charterSlots).where(eq(charterSlots.id, slotId));
  });
}

/**
 * Blocks dates. Refused (409) when a held or booked slot falls inside; open slots inside stay but are no longer
 * offered (availability leaves out slots in blocked periods).
 */
export async function addBlocked(
  db: Db,
  userId: string,
  listingId: string,
  input: z.output<typeof BlockedPeriodInputSchema>,
): Promise<BlockedPeriod> {
  await ownListing(db, userId, listingId);
  checkDays({ startsOn: input.startsOn, endsOn: input.endsOn });
  const range = periodRange(input);
  const row = await db.transaction(async (tx) => {
    await lockListing(tx, listingId);
    const busy = await tx
      .select({ id: charterSlots.id })
      .from(charterSlots)
      .where(
        and(
          eq(charterSlots.listingId, listingId),
          inArray(charterSlots.state, ['held', 'booked']),
          lt(charterSlots.startsAt, range.endsAt),
          sql`${charterSlots.endsAt} > ${range.startsAt.toISOString()}`,
        ),
      )
      .limit(1);
    if (busy.length > 0) throw AppError.of(409, 'blockedHasBookings');
    const [inserted] = await tx
      .insert(charterBlockedPeriods)
      .values({ listingId, startsOn: input.startsOn, endsOn: input.endsOn, note: input.note })
      .returning();
    return inserted!;
  });
  return presentBlocked(row);
}

export async function deleteBlocked(db: Db, userId: string, periodId: string): Promise<void> {
  const [row] = await db.select().from(charterBlockedPeriods).where(eq(charterBlockedPeriods.id, periodId));
  if (!row) throw AppError.of(404, 'blockedPeriodNotFound');
  await ownListing(db, userId, row.listingId);
  await db.delete(charterBlockedPeriods).where(eq(charterBlockedPeriods.id, periodId));
}

// ── admin ──────────────────────────────────────────────────────────────────────────────────────────────────────

const encodeCursor = (offset: number) => Buffer.from(`o${offset}`).toString('base64url');
function decodeCursor(cursor: string | undefined): number {
  if (!cursor) return 0;
  const match = /^o(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw AppError.of(400, 'invalidInput', { cursor: 'invalid' });
  return Number(match[1]);
}

/** The review queue: listings waiting for review first (oldest submission first), then the rest, newest first. */
export async function adminQueue(
  db: Db,
  adminId: string,
  query: { state?: ListingState | undefined; cursor?: string | undefined; limit: number },
): Promise<AdminListingPage> {
  const offset = decodeCursor(query.cursor);
  const rows = await db
    .select()
    .from(charterListings)
    .where(query.state ? eq(charterListings.state, query.state) : undefined)
    .orderBy(
      desc(sql`${charterListings.state} = 'pending_review'`),
      sql`case when ${charterListings.state} = 'pending_review' then ${charterListings.updatedAt} end asc`,
      desc(charterListings.updatedAt),
      asc(charterListings.id),
    )
    .limit(query.limit + 1)
    .offset(offset);
  const page = rows.slice(0, query.limit);
  return {
    items: await adminViews(db, page, adminId),
    nextCursor: rows.length > query.limit ? encodeCursor(offset + query.limit) : null,
  };
}

const DECISIONS = {
  approve: { from: ['pending_review', 'suspended'], to: 'approved', notice: 'approved' },
  reject: { from: ['pending_review'], to: 'rejected', notice: 'rejected' },
  suspend: { from: ['pending_review', 'approved', 'paused'], to: 'suspended', notice: 'suspended' },
} as const;

/** An admin's decision: approve (or lift a suspension), reject with a reason, suspend with a reason. */
export async function decideListing(
  deps: ListingDeps,
  adminId: string,
  listingId: string,
  decision: keyof typeof DECISIONS,
  reason: string,
): Promise<AdminListing> {
  const rule = DECISIONS[decision];
  const publish = await deps.db.transaction(async (tx) => {
    const row = await lockListing(tx, listingId);
    if (!row) throw listingNotFound();
    if (!(rule.from as readonly string[]).includes(row.state)) throw AppError.of(409, 'listingNotReviewable');
    await setState(tx, listingId, rule.to, {
      stateReason: decision === 'approve' ? '' : reason,
      reviewedBy: adminId,
      reviewedAt: new Date(),
    });
    return notify(
      deps,
      {
        userId: row.ownerUserId,
        actorId: adminId,
        actionUrl: `/profile/boats/${listingId}`,
        type: 'charter_listing_reviewed',
        params: {
          listingId,
          listingName: row.name,
          decision: rule.notice,
          reason: decision === 'approve' ? '' : reason,
        },
      },
      tx,
    );
  });
  publish();
  const row = await findListing(deps.db, listingId);
  const [view] = await adminViews(deps.db, [row!], adminId);
  return view!;
}
