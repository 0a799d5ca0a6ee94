import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { PersonRowCols } from '#server/features/people/presenter';

/** The SQL of charter reviews (issue 18): one review row with its trip, package, listing and author card. */

export type ReviewRow = {
  id: string;
  booking_id: string;
  listing_id: string;
  listing_name: string;
  owner_user_id: string;
  author_user_id: string;
  rating_captain: number;
  rating_boat: number;
  rating_fishing: number;
  rating_value: number;
  text: string;
  reply: string | null;
  replied_at: Date | string | null;
  moderation: string | null;
  created_at: Date | string;
  trip_starts_at: Date | string;
  package_name: string;
  author: PersonRowCols | null;
  /** PostgreSQL text of created_at with microseconds (the keyset cursor). */
  sort_at: string;
};

const SELECT = sql.raw(`select r.id, r.booking_id, r.listing_id, l.name as listing_name, l.owner_user_id,
    r.author_user_id, r.rating_captain, r.rating_boat, r.rating_fishing, r.rating_value, r.text, r.reply,
    r.replied_at, r.moderation, r.created_at, s.starts_at as trip_starts_at, p.name as package_name,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_at,
    (select json_build_object('id', a.id, 'handle', a.handle, 'first_name', a.first_name,
      'last_name', a.last_name, 'display_name', a.display_name, 'avatar_url', a.avatar_url)
      from profiles a where a.id = r.author_user_id) as author
  from charter_reviews r
  join charter_listings l on l.id = r.listing_id
  join charter_bookings b on b.id = r.booking_id
  join charter_slots s on s.id = b.slot_id
  join charter_packages p on p.id = b.package_id`);

async function select(db: Db, where: SQL, tail: SQL = sql``): Promise<ReviewRow[]> {
  const result = await db.execute<ReviewRow>(sql`${SELECT} where ${where} ${tail}`);
  return result.rows;
}

export async function findReview(db: Db, reviewId: string): Promise<ReviewRow | null> {
  return (await select(db, sql`r.id = ${reviewId}::uuid`))[0] ?? null;
}

/** A listing's visible reviews, newest first, after the keyset position. */
export function listListingReviews(
  db: Db,
  listingId: string,
  after: { at: string; id: string } | null,
  limit: number,
): Promise<ReviewRow[]> {
  const keyset = after
    ? sql` and (r.created_at, r.id) < (${after.at}::timestamptz, ${after.id}::uuid)`
    : sql``;
  return select(
    db,
    sql`r.listing_id = ${listingId}::uuid and r.moderation is null${keyset}`,
    sql`order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

/** Reviews on the owner's listings (hidden ones too: the owner sees what moderation did), unanswered first. */
export function listOwnerReviews(
  db: Db,
  ownerId: string,
  offset: number,
  limit: number,
): Promise<ReviewRow[]> {
  return select(
    db,
    sql`l.owner_user_id = ${ownerId}::uuid`,
    sql`order by (r.reply is not null), r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countUnanswered(db: Db, ownerId: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from charter_reviews r
    join charter_listings l on l.id = r.listing_id
    where l.owner_user_id = ${ownerId}::uuid and r.reply is null and r.moderation is null`);
  return result.rows[0]?.n ?? 0;
}

export type BookingForReview = {
  id: string;
  angler_user_id: string;
  state: string;
  listing_id: string;
  listing_name: string;
  owner_user_id: string;
  reviewed: boolean;
};

/** The booking under its row lock, so two reviews of one trip wait for each other. */
export async function lockBookingForReview(tx: Db, bookingId: string): Promise<BookingForReview | null> {
  const result = await tx.execute<BookingForReview>(sql`select b.id, b.angler_user_id, b.state, b.listing_id,
      l.name as listing_name, l.owner_user_id,
      exists (select 1 from charter_reviews r where r.booking_id = b.id) as reviewed
    from charter_bookings b join charter_listings l on l.id = b.listing_id
    where b.id = ${bookingId}::uuid for update of b`);
  return result.rows[0] ?? null;
}

export async function insertReview(
  tx: Db,
  values: {
    bookingId: string;
    listingId: string;
    authorId: string;
    ratings: { captain: number; boat: number; fishing: number; value: number };
    text: string;
  },
): Promise<string> {
  const { ratings } = values;
  const result = await tx.execute<{ id: string }>(sql`insert into charter_reviews
      (booking_id, listing_id, author_user_id, rating_captain, rating_boat, rating_fishing, rating_value, text)
    values (${values.bookingId}::uuid, ${values.listingId}::uuid, ${values.authorId}::uuid, ${ratings.captain},
      ${ratings.boat}, ${ratings.fishing}, ${ratings.value}, ${values.text})
    returning id`);
  return result.rows[0]!.id;
}

export async function setReply(tx: Db, reviewId: string, text: string): Promise<void> {
  await tx.execute(sql`update charter_reviews set reply = ${text}, replied_at = now(), updated_at = now()
    where id = ${reviewId}::uuid`);
}

/** The listing's row lock, then its visible reviews' ratings (the caller sums them with the domain's rules). */
export async function lockListingRatings(
  tx: Db,
  listingId: string,
): Promise<{ captain: number; boat: number; fishing: number; value: number }[]> {
  await tx.execute(sql`select 1 from charter_listings where id = ${listingId}::uuid for update`);
  const result = await tx.execute<{ captain: number; boat: number; fishing: number; value: number }>(sql`
    select rating_captain as captain, rating_boat as boat, rating_fishing as fishing, rating_value as value
    from charter_reviews where listing_id = ${listingId}::uuid and moderation is null`);
  return result.rows;
}

export async function saveListingRating(
  tx: Db,
  listingId: string,
  rating: { average: number | null; count: number },
): Promise<void> {
  await tx.execute(sql`update charter_listings set rating_average = ${rating.average},
    review_count = ${rating.count} where id = ${listingId}::uuid`);
}

export type ListingAccess = {
  owner_user_id: string;
  public: boolean;
};

export async function findListingAccess(db: Db, listingId: string): Promise<ListingAccess | null> {
  const result = await db.execute<ListingAccess>(sql`select owner_user_id,
      (state = 'approved' and moderation is null) as public
    from charter_listings where id = ${listingId}::uuid`);
  return result.rows[0] ?? null;
}

/** The listing a review is on (the moderation adapter recomputes its rating after hiding or restoring one). */
export async function listingOfReview(db: Db, reviewId: string): Promise<string | null> {
  const result = await db.execute<{ listing_id: string }>(
    sql`select listing_id from charter_reviews where id = ${reviewId}::uuid`,
  );
  return result.rows[0]?.listing_id ?? null;
}
