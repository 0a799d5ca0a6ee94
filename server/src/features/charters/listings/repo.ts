import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ratingBreakdown } from '@tightlines/domain/charters/policy';
import type { RatingBreakdown } from '@tightlines/domain/charters/contract';
import type { Person } from '@tightlines/domain/social/people';
import type { Db } from '#server/db/client';
import {
  charterBookings,
  charterListings,
  charterPackages,
  charterPhotos,
  charterRequests,
  charterReviews,
  charterSlots,
  profiles,
} from '#server/db/schema';
import { presentPerson } from '#server/features/people/presenter';
import type { ListingRow, PackageRow, PhotoRow } from './presenter';

/** Queries of listings and what hangs off them (issue 18, part 1). */

export async function findListing(db: Db, listingId: string): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(charterListings).where(eq(charterListings.id, listingId));
  return row;
}

/** The listing's row, locked until the transaction ends (slots and blocked dates are decided under it, ADR 028). */
export async function lockListing(tx: Db, listingId: string): Promise<ListingRow | undefined> {
  const [row] = await tx
    .select()
    .from(charterListings)
    .where(eq(charterListings.id, listingId))
    .for('update');
  return row;
}

export async function photosOf(db: Db, listingIds: readonly string[]): Promise<PhotoRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(charterPhotos)
    .where(inArray(charterPhotos.listingId, [...listingIds]))
    .orderBy(asc(charterPhotos.position), asc(charterPhotos.createdAt));
}

export async function packagesOf(db: Db, listingIds: readonly string[]): Promise<PackageRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(charterPackages)
    .where(inArray(charterPackages.listingId, [...listingIds]))
    .orderBy(asc(charterPackages.position), asc(charterPackages.createdAt));
}

export async function peopleOf(db: Db, userIds: readonly string[]): Promise<Map<string, Person>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      handle: profiles.handle,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(rows.map((row) => [row.id, presentPerson(row)]));
}

/** Each listing's rating breakdown from its visible reviews. */
export async function ratingsOf(
  db: Db,
  listingIds: readonly string[],
): Promise<Map<string, RatingBreakdown>> {
  const rows =
    listingIds.length === 0
      ? []
      : await db
          .select({
            listingId: charterReviews.listingId,
            captain: charterReviews.ratingCaptain,
            boat: charterReviews.ratingBoat,
            fishing: charterReviews.ratingFishing,
            value: charterReviews.ratingValue,
          })
          .from(charterReviews)
          .where(
            and(
              inArray(charterReviews.listingId, [...listingIds]),
              sql`${charterReviews.moderation} is null`,
            ),
          );
  const byListing = new Map<
    string,
    { ratings: { captain: number; boat: number; fishing: number; value: number } }[]
  >();
  for (const row of rows) {
    const list = byListing.get(row.listingId) ?? [];
    list.push({ ratings: { captain: row.captain, boat: row.boat, fishing: row.fishing, value: row.value } });
    byListing.set(row.listingId, list);
  }
  return new Map(listingIds.map((id) => [id, ratingBreakdown(byListing.get(id) ?? [])]));
}

/** How many approved, visible listings each owner has. */
export async function approvedCountOf(db: Db, ownerIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(ownerIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: charterListings.ownerUserId, count: sql<number>`count(*)::int` })
    .from(charterListings)
    .where(
      and(
        inArray(charterListings.ownerUserId, ids),
        eq(charterListings.state, 'approved'),
        sql`${charterListings.moderation} is null`,
      ),
    )
    .groupBy(charterListings.ownerUserId);
  return new Map(rows.map((row) => [row.ownerId, Number(row.count)]));
}

/** Upcoming live bookings and pending requests per listing. */
export async function activityOf(
  db: Db,
  listingIds: readonly string[],
): Promise<Map<string, { upcomingBookings: number; pendingRequests: number }>> {
  const result = new Map(listingIds.map((id) => [id, { upcomingBookings: 0, pendingRequests: 0 }]));
  if (listingIds.length === 0) return result;
  const bookings = await db
    .select({ listingId: charterBookings.listingId, count: sql<number>`count(*)::int` })
    .from(charterBookings)
    .innerJoin(charterSlots, eq(charterSlots.id, charterBookings.slotId))
    .where(
      and(
        inArray(charterBookings.listingId, [...listingIds]),
        inArray(charterBookings.state, ['awaiting_deposit', 'confirmed']),
        sql`${charterSlots.startsAt} > now()`,
      ),
    )
    .groupBy(charterBookings.listingId);
  for (const row of bookings) result.get(row.listingId)!.upcomingBookings = Number(row.count);
  const requests = await db
    .select({ listingId: charterRequests.listingId, count: sql<number>`count(*)::int` })
    .from(charterRequests)
    .where(and(inArray(charterRequests.listingId, [...listingIds]), eq(charterRequests.state, 'pending')))
    .groupBy(charterRequests.listingId);
  for (const row of requests) result.get(row.listingId)!.pendingRequests = Number(row.count);
  return result;
}

/** Keeps charter_listings.from_price_minor the cheapest active package's price (null without one). */
export async function refreshFromPrice(db: Db, listingId: string): Promise<void> {
  await db.execute(sql`update charter_listings set from_price_minor = (
      select min(price_minor) from charter_packages where listing_id = ${listingId} and active)
    where id = ${listingId}`);
}

export async function hasBookings(
  db: Db,
  column: 'listing' | 'package' | 'slot',
  id: string,
): Promise<boolean> {
  const target =
    column === 'listing'
      ? charterBookings.listingId
      : column === 'package'
        ? charterBookings.packageId
        : charterBookings.slotId;
  const rows = await db
    .select({ id: charterBookings.id })
    .from(charterBookings)
    .where(eq(target, id))
    .limit(1);
  return rows.length > 0;
}
