import { sql, type SQL } from 'drizzle-orm';
import type { ListingSearch } from '@tightlines/domain/charters/contract';
import type { Db } from '#server/db/client';
import type { ListingRow, PackageRow, PhotoRow } from '#server/features/charters/presenter';

/**
 * The finding side of charters (issue 18, part 2): the public search, one listing and its parts, its open slots.
 * Raw SQL because the search is a keyset over computed keys (score, distance) with laterals for the page only.
 *
 * A listing has no time zone of its own; its day is the solar one of its longitude (UTC + round(lng / 15) hours),
 * which puts a 6 pm trip in Florida or an evening trip in Queensland on the day the captain meant. Search by date,
 * availability and blocked periods all use it.
 */

const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'handle', ${alias}.handle, 'first_name', ${alias}.first_name,
    'last_name', ${alias}.last_name, 'display_name', ${alias}.display_name, 'avatar_url', ${alias}.avatar_url)`);

const MICROS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);

/** Hours east of UTC of a listing's day, in SQL (alias l). */
const offsetHours = sql`round(l.longitude / 15)`;

/** Hours east of UTC of a listing's day, from its longitude (the same rule as offsetHours). */
export const dayOffsetHours = (longitude: number): number => Math.round(longitude / 15) || 0;

/** Every column presentListingCard and presentListingDetail read, for rows `l` joined to their owner `p`. */
const listingColumns = (distance: SQL) => sql`l.id, l.kind, l.name, l.description, l.category, l.capacity,
  l.fishing_types, l.amenities, l.crew, l.location_name, l.region, l.country, l.latitude, l.longitude, l.currency,
  l.cancellation_policy, l.weather_policy, l.response_hours, l.instant_booking, l.state, l.moderation,
  l.owner_user_id, l.from_price_minor, l.rating_average, l.review_count, l.created_at, l.updated_at,
  ${distance} as distance_km, ${person('p')} as owner,
  (select json_build_object('id', ph.id, 'url', ph.url, 'media', ph.media, 'position', ph.position)
     from charter_photos ph where ph.listing_id = l.id order by ph.position, ph.created_at limit 1) as cover,
  (select k.pricing_mode from charter_packages k where k.listing_id = l.id and k.active
     order by k.price_minor, k.position limit 1) as from_pricing_mode`;

export interface ListingRecord extends ListingRow {
  moderation: string | null;
  owner_user_id: string;
}

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const KM_PER_DEGREE = 111.045;

/** Great-circle kilometres from (lat, lng) to the listing `l` (haversine; least() guards rounding past 1). */
function distanceSql(lat: number, lng: number): SQL {
  return sql`(2 * 6371 * asin(least(1, sqrt(
    power(sin(radians(l.latitude - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(l.latitude))
      * power(sin(radians(l.longitude - ${lng}::float8) / 2), 2)))))`;
}

/** A box around the point that the indexed lat/lng can answer before the exact distance is computed. */
function boundingBox(lat: number, lng: number, radiusKm: number): SQL[] {
  const dLat = radiusKm / KM_PER_DEGREE;
  const where = [sql`l.latitude between ${lat - dLat}::float8 and ${lat + dLat}::float8`];
  const cosLat = Math.cos((Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)) * Math.PI) / 180);
  if (lat + dLat >= 90 || lat - dLat <= -90 || cosLat <= 0) return where;
  const dLng = radiusKm / (KM_PER_DEGREE * cosLat);
  if (dLng >= 180) return where;
  const west = lng - dLng;
  const east = lng + dLng;
  // Across the antimeridian the box is two ranges.
  if (west < -180) where.push(sql`(l.longitude >= ${west + 360}::float8 or l.longitude <= ${east}::float8)`);
  else if (east > 180)
    where.push(sql`(l.longitude >= ${west}::float8 or l.longitude <= ${east - 360}::float8)`);
  else where.push(sql`l.longitude between ${west}::float8 and ${east}::float8`);
  return where;
}

export type SearchSort = ListingSearch['sort'];

/** A keyset position: the sort's key values and the row id (see sortOf). */
export interface SearchCursor {
  sort: SearchSort;
  keys: (number | string)[];
  id: string;
}

interface SortPlan {
  /**
   * Key expressions, compared as a row with the id in the same direction. They are written as the listing indexes
   * on them are (db/tables/charters.ts), so a page is an index walk that stops after its rows.
   */
  keys: SQL[];
  /** What the cursor carries for each key, where it differs from the key (a timestamp to the microsecond). */
  outputs?: SQL[];
  /** The SQL type of each key, for the cursor's parameters. */
  types: string[];
  descending: boolean;
}

function sortPlan(sort: SearchSort, distance: SQL | null): SortPlan {
  switch (sort) {
    case 'recommended':
      return {
        keys: [sql`(coalesce(l.rating_average, 0) * l.review_count)`, sql`l.created_at`],
        outputs: [
          sql`(coalesce(l.rating_average, 0) * l.review_count)`,
          sql`to_char(l.created_at at time zone 'UTC', ${MICROS})`,
        ],
        types: ['float8', 'timestamptz'],
        descending: true,
      };
    case 'price_low':
      return { keys: [sql`coalesce(l.from_price_minor, 2147483647)`], types: ['int4'], descending: false };
    case 'price_high':
      return { keys: [sql`coalesce(l.from_price_minor, -1)`], types: ['int4'], descending: true };
    case 'rating':
      return {
        keys: [sql`coalesce(l.rating_average, -1)`, sql`l.review_count`],
        types: ['float8', 'int4'],
        descending: true,
      };
    case 'distance':
      return { keys: [distance ?? sql`0::float8`], types: ['float8'], descending: false };
  }
}

export interface SearchFilters extends ListingSearch {
  /** Set with lat/lng: the point's distance column and filters are added. */
  point: { lat: number; lng: number } | null;
}

/** The WHERE of a search, without the cursor (shared by the page and its total). */
function filtersOf(search: SearchFilters, distance: SQL | null): SQL[] {
  const where: SQL[] = [sql`l.state = 'approved'`, sql`l.moderation is null`, sql`l.kind = ${search.kind}`];
  // Every word must appear somewhere (name, place, region or description): "snook tampa" is what and where.
  for (const word of (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8))
    where.push(
      sql`lower(l.name || ' ' || l.location_name || ' ' || l.region || ' ' || l.description) like ${likeOf(word)}`,
    );
  if (search.category) where.push(sql`l.category = ${search.category}`);
  if (search.fishingType) where.push(sql`l.fishing_types @> array[${search.fishingType}]::text[]`);
  if (search.party !== undefined) where.push(sql`l.capacity >= ${search.party}::int`);
  if (search.minPriceMinor !== undefined) where.push(sql`l.from_price_minor >= ${search.minPriceMinor}::int`);
  if (search.maxPriceMinor !== undefined) where.push(sql`l.from_price_minor <= ${search.maxPriceMinor}::int`);
  if (search.point && distance) {
    where.push(...boundingBox(search.point.lat, search.point.lng, search.radiusKm));
    where.push(sql`${distance} <= ${search.radiusKm}::float8`);
  }
  if (search.date) {
    // Offsets run from UTC-12 to UTC+12, so the slot index is read for the day ± 12 hours, then the exact day.
    where.push(sql`exists (select 1 from charter_slots s
      where s.state = 'open' and s.listing_id = l.id
        and s.starts_at >= ${search.date}::date - interval '12 hours'
        and s.starts_at < ${search.date}::date + interval '36 hours'
        and s.starts_at > now()
        and ((s.starts_at at time zone 'UTC') + ${offsetHours} * interval '1 hour')::date = ${search.date}::date)`);
    where.push(sql`not exists (select 1 from charter_blocked_periods b
      where b.listing_id = l.id and b.starts_on <= ${search.date}::date and b.ends_on >= ${search.date}::date)`);
  }
  return where;
}

export interface SearchRow extends ListingRecord {
  k0: number | string;
  k1: number | string | null;
  /** How many listings match the whole search, counting at most the cap + 1 (see selectSearchPage). */
  total: number;
}

/**
 * One page of a search, one row more than asked for (so the caller knows whether another page follows), each row
 * carrying the whole search's total counted to at most `totalCap + 1`: one round trip, not two (at 50 connections
 * the second statement's write and wait cost as much as the page itself). An empty page carries no total; ask
 * countSearch then.
 */
export async function selectSearchPage(
  db: Db,
  search: SearchFilters,
  cursor: SearchCursor | null,
  totalCap: number,
): Promise<SearchRow[]> {
  const distance = search.point ? distanceSql(search.point.lat, search.point.lng) : null;
  const plan = sortPlan(search.sort, distance);
  const filters = filtersOf(search, distance);
  const where = [...filters];
  if (cursor) {
    const given = cursor.keys.map((value, index) => sql`${value}::${sql.raw(plan.types[index]!)}`);
    where.push(
      sql`(${sql.join([...plan.keys, sql`l.id`], sql`, `)}) ${sql.raw(plan.descending ? '<' : '>')} (${sql.join(
        [...given, sql`${cursor.id}::uuid`],
        sql`, `,
      )})`,
    );
  }
  const direction = sql.raw(plan.descending ? 'desc' : 'asc');
  const keyColumns = (plan.outputs ?? plan.keys).map((key, index) => sql`${key} as ${sql.raw(`k${index}`)}`);
  const pageOrder = sql.join(
    [...plan.keys.map((_, index) => sql`${sql.raw(`k${index}`)} ${direction}`), sql`id ${direction}`],
    sql`, `,
  );
  const innerOrder = sql.join(
    [...plan.keys.map((key) => sql`${key} ${direction}`), sql`l.id ${direction}`],
    sql`, `,
  );
  // The page's ids first (index work only), then covers, prices and owners for those rows alone.
  const result = await db.execute<SearchRow>(sql`
    with page as (
      select l.id, ${sql.join(keyColumns, sql`, `)}, ${distance ?? sql`null::float8`} as distance
      from charter_listings l
      where ${sql.join(where, sql` and `)}
      order by ${innerOrder}
      limit ${search.limit + 1}
    ), total as (
      select count(*)::int as n from (
        select 1 from charter_listings l where ${sql.join(filters, sql` and `)} limit ${totalCap + 1}) x
    )
    select ${listingColumns(sql`page.distance`)}, page.k0, ${plan.keys.length > 1 ? sql`page.k1` : sql`null`} as k1,
      (select n from total) as total
    from page join charter_listings l on l.id = page.id join profiles p on p.id = l.owner_user_id
    order by ${pageOrder}`);
  return result.rows;
}

/** How many listings match, counting at most cap + 1 (so "1,000+" costs no more than a thousand rows). */
export async function countSearch(db: Db, search: SearchFilters, cap: number): Promise<number> {
  const distance = search.point ? distanceSql(search.point.lat, search.point.lng) : null;
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (
    select 1 from charter_listings l where ${sql.join(filtersOf(search, distance), sql` and `)} limit ${cap + 1}) x`);
  return Number(result.rows[0]?.n ?? 0);
}

/** One listing in any state (the service decides who sees it). */
export async function findListing(db: Db, listingId: string): Promise<ListingRecord | undefined> {
  const result = await db.execute<ListingRecord>(sql`select ${listingColumns(sql`null::float8`)}
    from charter_listings l join profiles p on p.id = l.owner_user_id where l.id = ${listingId}::uuid`);
  return result.rows[0];
}

/** A person's public listings, best first (their profile's "Charters"). */
export async function selectOwnerListings(db: Db, ownerId: string, limit: number): Promise<ListingRecord[]> {
  const result = await db.execute<ListingRecord>(sql`select ${listingColumns(sql`null::float8`)}
    from charter_listings l join profiles p on p.id = l.owner_user_id
    where l.owner_user_id = ${ownerId}::uuid and l.state = 'approved' and l.moderation is null
    order by coalesce(l.rating_average, 0) * l.review_count desc, l.created_at desc, l.id desc
    limit ${limit}`);
  return result.rows;
}

export async function selectPhotos(db: Db, listingId: string): Promise<PhotoRow[]> {
  const result = await db.execute<PhotoRow & Record<string, unknown>>(sql`select id, url, media, position
    from charter_photos where listing_id = ${listingId}::uuid order by position, created_at limit 50`);
  return result.rows;
}

/** The packages anglers can choose (retired ones stay only for the bookings that name them). */
export async function selectActivePackages(db: Db, listingId: string): Promise<PackageRow[]> {
  const result = await db.execute<PackageRow & Record<string, unknown>>(sql`select id, name, description,
    duration_minutes, pricing_mode, price_minor, deposit_bp, max_party, includes, active, position
    from charter_packages where listing_id = ${listingId}::uuid and active order by position, created_at`);
  return result.rows;
}

export async function findActivePackage(
  db: Db,
  listingId: string,
  packageId: string,
): Promise<PackageRow | undefined> {
  const result = await db.execute<PackageRow & Record<string, unknown>>(sql`select id, name, description,
    duration_minutes, pricing_mode, price_minor, deposit_bp, max_party, includes, active, position
    from charter_packages where id = ${packageId}::uuid and listing_id = ${listingId}::uuid and active`);
  return result.rows[0];
}

/** The visible reviews' aspect ratings (moderation null), for ratingBreakdown. */
export async function selectReviewRatings(
  db: Db,
  listingId: string,
): Promise<{ captain: number; boat: number; fishing: number; value: number }[]> {
  const result = await db.execute<{ captain: number; boat: number; fishing: number; value: number }>(sql`
    select rating_captain as captain, rating_boat as boat, rating_fishing as fishing, rating_value as value
    from charter_reviews where listing_id = ${listingId}::uuid and moderation is null`);
  return result.rows.map((row) => ({
    captain: Number(row.captain),
    boat: Number(row.boat),
    fishing: Number(row.fishing),
    value: Number(row.value),
  }));
}

/** The owner's other public listings. */
export async function countOtherApproved(db: Db, ownerId: string, listingId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from charter_listings
    where owner_user_id = ${ownerId}::uuid and id <> ${listingId}::uuid and state = 'approved'
      and moderation is null`);
  return Number(result.rows[0]?.n ?? 0);
}

export interface SlotRow extends Record<string, unknown> {
  id: string;
  package_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  state: string;
}

/**
 * Bookable slots of a listing between two instants: open, in the future, of an active package, and not on a day
 * a blocked period covers (the listing's day, see offsetHours).
 */
export async function selectOpenSlots(
  db: Db,
  listing: { id: string; longitude: number },
  range: { from: Date; to: Date; packageId?: string },
): Promise<SlotRow[]> {
  const offset = dayOffsetHours(listing.longitude);
  const result = await db.execute<SlotRow>(sql`select s.id, s.package_id, s.starts_at, s.ends_at, s.state
    from charter_slots s join charter_packages k on k.id = s.package_id and k.active
    where s.listing_id = ${listing.id}::uuid and s.state = 'open'
      and s.starts_at >= ${range.from.toISOString()}::timestamptz and s.starts_at < ${range.to.toISOString()}::timestamptz
      and s.starts_at > now()
      ${range.packageId ? sql`and s.package_id = ${range.packageId}::uuid` : sql``}
      and not exists (select 1 from charter_blocked_periods b where b.listing_id = s.listing_id
        and ((s.starts_at at time zone 'UTC') + ${offset}::int * interval '1 hour')::date
          between b.starts_on and b.ends_on)
    order by s.starts_at limit 3000`);
  return result.rows;
}

/** Blocked periods that touch [from, to] (dates). */
export async function selectBlocked(
  db: Db,
  listingId: string,
  from: string,
  to: string,
): Promise<{ starts_on: string; ends_on: string }[]> {
  const result = await db.execute<{ starts_on: string; ends_on: string }>(sql`select
    to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on
    from charter_blocked_periods where listing_id = ${listingId}::uuid
      and starts_on <= ${to}::date and ends_on >= ${from}::date order by starts_on`);
  return result.rows;
}
