import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { PersonRowCols } from '#server/features/people/presenter';

/**
 * The reads of requests and bookings (issue 18): each row carries what its view shows — the listing with its owner
 * and cover, the package, the angler — in one query, so a list never asks per row.
 */

const person = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}u.id, 'handle', ${alias}p.handle,
  'first_name', ${alias}p.first_name, 'last_name', ${alias}p.last_name, 'display_name', ${alias}p.display_name,
  'avatar_url', ${alias}p.avatar_url)`);

const listingCols = sql`l.id as listing_id, l.kind as listing_kind, l.name as listing_name,
  l.location_name as listing_location, l.cancellation_policy, l.owner_user_id, l.currency as listing_currency,
  ${person('o')} as owner,
  (select json_build_object('id', ph.id, 'url', ph.url, 'media', ph.media, 'position', ph.position)
     from charter_photos ph where ph.listing_id = l.id order by ph.position, ph.created_at limit 1) as cover`;

const packageCols = sql`k.id as package_id, k.name as package_name, k.duration_minutes, k.pricing_mode,
  k.price_minor`;

export interface CoverJson {
  id: string;
  url: string;
  media: unknown;
  position: number;
}

interface ListingPart {
  listing_id: string;
  listing_kind: string;
  listing_name: string;
  listing_location: string;
  cancellation_policy: string;
  owner_user_id: string;
  listing_currency: string;
  owner: PersonRowCols;
  cover: CoverJson | null;
  package_id: string;
  package_name: string;
  duration_minutes: number;
  pricing_mode: string;
  price_minor: number;
}

export interface RequestRow extends ListingPart, Record<string, unknown> {
  id: string;
  angler_user_id: string;
  angler: PersonRowCols;
  trip_date: string;
  party_size: number;
  message: string;
  state: string;
  decline_reason: string;
  expires_at: Date | string;
  conversation_id: string | null;
  booking_id: string | null;
  created_at: Date | string;
  answered_at: Date | string | null;
}

export async function requestRows(
  db: Db,
  where: SQL,
  order: SQL = sql`r.created_at desc, r.id desc`,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<RequestRow[]> {
  const result = await db.execute<RequestRow>(sql`
    select r.id, r.angler_user_id, ${person('a')} as angler, r.trip_date::text as trip_date, r.party_size,
      r.message, r.state, r.decline_reason, r.expires_at, r.conversation_id, r.created_at, r.answered_at,
      (select b.id from charter_bookings b where b.request_id = r.id order by b.created_at desc limit 1) as booking_id,
      ${listingCols}, ${packageCols}
    from charter_requests r
    join charter_listings l on l.id = r.listing_id
    join charter_packages k on k.id = r.package_id
    join "user" ou on ou.id = l.owner_user_id left join profiles op on op.id = ou.id
    join "user" au on au.id = r.angler_user_id left join profiles ap on ap.id = au.id
    where ${where}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`);
  return result.rows;
}

export interface BookingRow extends ListingPart, Record<string, unknown> {
  id: string;
  angler_user_id: string;
  angler: PersonRowCols;
  slot_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  party_size: number;
  state: string;
  currency: string;
  total_minor: number;
  deposit_minor: number;
  balance_minor: number;
  commission_minor: number;
  paid_minor: number;
  refunded_minor: number;
  balance_method: string;
  hold_expires_at: Date | string | null;
  cancellation_reason: string | null;
  cancellation_note: string;
  remedy: string | null;
  cancelled_at: Date | string | null;
  completed_at: Date | string | null;
  conversation_id: string | null;
  request_id: string | null;
  review_id: string | null;
  created_at: Date | string;
}

export async function bookingRows(
  db: Db,
  where: SQL,
  order: SQL = sql`b.created_at desc, b.id desc`,
  page: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<BookingRow[]> {
  const result = await db.execute<BookingRow>(sql`
    select b.id, b.angler_user_id, ${person('a')} as angler, b.slot_id, s.starts_at, s.ends_at, b.party_size,
      b.state, b.currency, b.total_minor, b.deposit_minor, b.balance_minor, b.commission_minor, b.paid_minor,
      b.balance_method, b.hold_expires_at, b.cancellation_reason, b.cancellation_note, b.remedy, b.cancelled_at,
      b.completed_at, b.conversation_id, b.request_id, b.created_at,
      (select coalesce(sum(f.amount_minor), 0)::int from refunds f
         where f.status <> 'failed' and f.payment_id in (b.deposit_payment_id, b.balance_payment_id)) as refunded_minor,
      (select v.id from charter_reviews v where v.booking_id = b.id) as review_id,
      ${listingCols}, ${packageCols}
    from charter_bookings b
    join charter_slots s on s.id = b.slot_id
    join charter_listings l on l.id = b.listing_id
    join charter_packages k on k.id = b.package_id
    join "user" ou on ou.id = l.owner_user_id left join profiles op on op.id = ou.id
    join "user" au on au.id = b.angler_user_id left join profiles ap on ap.id = au.id
    where ${where}
    order by ${order}
    limit ${page.limit} offset ${page.offset}`);
  return result.rows.map((row) => ({ ...row, refunded_minor: Number(row.refunded_minor) }));
}

export async function bookingRowById(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  return (await bookingRows(db, sql`b.id = ${bookingId}::uuid`))[0];
}

export async function requestRowById(db: Db, requestId: string): Promise<RequestRow | undefined> {
  return (await requestRows(db, sql`r.id = ${requestId}::uuid`))[0];
}
