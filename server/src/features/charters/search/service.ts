import type { BookingQuote, ListingSearch } from '@tightlines/domain/charters/contract';
import { bookingQuote, ratingBreakdown } from '@tightlines/domain/charters/policy';
import {
  AVAILABILITY_RANGE_DAYS_MAX,
  type QuoteQuery,
  type UserCharters,
} from '@tightlines/domain/charters/search';
import type { Availability, ListingDetail, ListingPage } from '@tightlines/domain/charters/views';
import type { Role } from '@tightlines/domain/roles/roles';
import type { Db } from '#server/db/client';
import { AppError, notFound } from '#server/lib/errors';
import type { UploadUrls } from '#server/storage/signed-urls';
import { presentListingCard, presentListingDetail } from '#server/features/charters/presenter';
import {
  countOtherApproved,
  countSearch,
  dayOffsetHours,
  findActivePackage,
  findListing,
  selectActivePackages,
  selectBlocked,
  selectOpenSlots,
  selectOwnerListings,
  selectPhotos,
  selectReviewRatings,
  selectSearchPage,
  type ListingRecord,
  type SearchCursor,
  type SearchRow,
} from './repo';
import { readCharterSettings } from '#server/features/charters/listings/settings';

export interface SearchDeps {
  db: Db;
  uploadUrls: UploadUrls;
}

/** Who is looking: null when signed out; roles only matter for admins seeing listings before approval. */
export interface Viewer {
  id: string;
  roles: readonly Role[];
}

/**
 * The total is counted to this many ("More than 200 listings"): an exact count of a broad search reads every match
 * (a date filter probes each listing's slots), and nobody pages through more than this; the pages themselves go on.
 */
const TOTAL_CAP = 200;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const invalid = (field: string, message: string) => AppError.of(400, 'invalidInput', { [field]: message });

function encodeCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.keys, cursor.id]), 'utf8').toString('base64url');
}

/** 400 for a cursor this server did not write, or one written for another sort. */
function decodeCursor(value: string | undefined, sort: ListingSearch['sort']): SearchCursor | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 3) {
      const [givenSort, keys, id] = parsed as unknown[];
      if (
        givenSort === sort &&
        Array.isArray(keys) &&
        keys.length >= 1 &&
        keys.length <= 2 &&
        keys.every((key) => (typeof key === 'number' && Number.isFinite(key)) || typeof key === 'string') &&
        typeof id === 'string' &&
        UUID.test(id)
      )
        return { sort, keys: keys as (number | string)[], id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw invalid('cursor', 'This page link is out of date. Start the search again.');
}

const keysOf = (row: SearchRow): (number | string)[] =>
  row.k1 === null || row.k1 === undefined ? [row.k0] : [row.k0, row.k1];

/** GET /api/charters: approved listings matching the filters, in the chosen order, a keyset page at a time. */
export async function searchListings(deps: SearchDeps, search: ListingSearch): Promise<ListingPage> {
  const hasLat = search.lat !== undefined;
  if (hasLat !== (search.lng !== undefined))
    throw invalid(hasLat ? 'lng' : 'lat', 'Give both a latitude and a longitude.');
  const point =
    search.lat !== undefined && search.lng !== undefined ? { lat: search.lat, lng: search.lng } : null;
  if (search.sort === 'distance' && !point) throw invalid('sort', 'Sorting by distance needs a place.');
  if (
    search.minPriceMinor !== undefined &&
    search.maxPriceMinor !== undefined &&
    search.minPriceMinor > search.maxPriceMinor
  )
    throw invalid('maxPriceMinor', 'The highest price is below the lowest.');
  const cursor = decodeCursor(search.cursor, search.sort);
  const filters = { ...search, point };
  const rows = await selectSearchPage(deps.db, filters, cursor, TOTAL_CAP);
  // The total is the whole search's, whatever page this is; a page past the end has none of its own.
  const total = rows[0] ? Number(rows[0].total) : cursor ? await countSearch(deps.db, filters, TOTAL_CAP) : 0;
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentListingCard(row, deps.uploadUrls)),
    nextCursor:
      rows.length > search.limit && last
        ? encodeCursor({ sort: search.sort, keys: keysOf(last), id: last.id })
        : null,
    total: Math.min(total, TOTAL_CAP),
    totalCapped: total > TOTAL_CAP,
  };
}

const isPublic = (row: ListingRecord) => row.state === 'approved' && row.moderation === null;
const isOwner = (row: ListingRecord, viewer: Viewer | null) => viewer?.id === row.owner_user_id;
const isAdmin = (viewer: Viewer | null) => viewer?.roles.includes('admin') ?? false;

/** A listing the viewer may see: public ones for everyone, any other only for its owner and admins (else 404). */
async function visibleListing(db: Db, listingId: string, viewer: Viewer | null): Promise<ListingRecord> {
  const row = await findListing(db, listingId);
  if (!row || !(isPublic(row) || isOwner(row, viewer) || isAdmin(viewer))) throw notFound();
  return row;
}

/** GET /api/charters/:listingId: the public page, with its photos, packages and rating breakdown. */
export async function getListing(
  deps: SearchDeps,
  listingId: string,
  viewer: Viewer | null,
): Promise<ListingDetail> {
  const row = await visibleListing(deps.db, listingId, viewer);
  const [photos, packages, ratings, ownerListingCount] = await Promise.all([
    selectPhotos(deps.db, row.id),
    selectActivePackages(deps.db, row.id),
    selectReviewRatings(deps.db, row.id),
    countOtherApproved(deps.db, row.owner_user_id, row.id),
  ]);
  const owner = isOwner(row, viewer);
  return presentListingDetail(
    row,
    {
      photos,
      packages,
      rating: ratingBreakdown(ratings.map((ratings) => ({ ratings }))),
      ownerListingCount,
      viewer: { isOwner: owner, canBook: viewer !== null && !owner && isPublic(row) },
    },
    deps.uploadUrls,
  );
}

/** Midnight UTC of an ISO date, in milliseconds. */
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** GET /api/charters/:listingId/availability: open future slots in [from, to] (the listing's days), ≤ 62 days. */
export async function getAvailability(
  deps: SearchDeps,
  listingId: string,
  viewer: Viewer | null,
  query: { from: string; to: string; packageId?: string },
): Promise<Availability> {
  const from = dayMs(query.from);
  const to = dayMs(query.to);
  if (to < from) throw invalid('to', 'The end is before the start.');
  if ((to - from) / DAY_MS + 1 > AVAILABILITY_RANGE_DAYS_MAX) throw AppError.of(400, 'calendarRangeTooLong');
  const row = await visibleListing(deps.db, listingId, viewer);
  const offsetMs = dayOffsetHours(Number(row.longitude)) * 3_600_000;
  const [slots, blocked] = await Promise.all([
    selectOpenSlots(
      deps.db,
      { id: row.id, longitude: Number(row.longitude) },
      {
        from: new Date(from - offsetMs),
        to: new Date(to + DAY_MS - offsetMs),
        ...(query.packageId ? { packageId: query.packageId } : {}),
      },
    ),
    selectBlocked(deps.db, row.id, query.from, query.to),
  ]);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    slots: slots.map((slot) => ({
      id: slot.id,
      packageId: slot.package_id,
      startsAt: iso(slot.starts_at),
      endsAt: iso(slot.ends_at),
      state: 'open' as const,
    })),
    blocked: blocked.map((period) => ({ startsOn: period.starts_on, endsOn: period.ends_on })),
  };
}

/** GET /api/charters/:listingId/quote: what a package costs this party (policy.ts, the admin's commission). */
export async function getQuote(
  deps: SearchDeps,
  listingId: string,
  viewer: Viewer | null,
  query: QuoteQuery,
): Promise<BookingQuote> {
  const row = await visibleListing(deps.db, listingId, viewer);
  const pkg = await findActivePackage(deps.db, row.id, query.packageId);
  if (!pkg) throw AppError.of(404, 'charterPackageNotFound');
  const most = Math.min(Number(pkg.max_party), Number(row.capacity));
  if (query.partySize > most)
    throw AppError.of(400, 'charterPartyTooLarge', { partySize: `At most ${most} people.` });
  const settings = await readCharterSettings(deps.db);
  return bookingQuote({
    pricingMode: pkg.pricing_mode === 'per_person' ? 'per_person' : 'per_trip',
    priceMinor: Number(pkg.price_minor),
    partySize: query.partySize,
    depositBp: Number(pkg.deposit_bp),
    commissionBp: settings.commissionBp,
    currency: row.currency,
  });
}

/** GET /api/users/:userId/charters: a person's approved listings (empty for anyone without). */
export async function userListings(deps: SearchDeps, userId: string): Promise<UserCharters> {
  const rows = await selectOwnerListings(deps.db, userId, 50);
  return { items: rows.map((row) => presentListingCard(row, deps.uploadUrls)) };
}
