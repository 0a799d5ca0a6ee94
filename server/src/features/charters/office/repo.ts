import { sql } from 'drizzle-orm';
import { account } from '@tightlines/domain/payments/ledger';
import type { Db } from '#server/db/client';
import type { PersonRowCols } from '#server/features/people/presenter';

/** The SQL of the captain's office (issue 18): trips, waiting requests, listings and bookings' money. */

const PERSON = (alias: string) =>
  sql.raw(`(select json_build_object('id', ${alias}.id, 'handle', ${alias}.handle, 'first_name', ${alias}.first_name,
    'last_name', ${alias}.last_name, 'display_name', ${alias}.display_name, 'avatar_url', ${alias}.avatar_url)
    from profiles ${alias}`);

export type TripRow = {
  booking_id: string;
  starts_at: Date | string;
  ends_at: Date | string;
  listing_id: string;
  listing_name: string;
  package_name: string;
  angler: PersonRowCols | null;
  party_size: number;
  state: string;
  currency: string;
  total_minor: number;
  paid_minor: number;
  balance_method: string;
};

/** The owner's live bookings (awaiting deposit or confirmed) whose trip starts in [from, to). */
export async function tripsBetween(db: Db, ownerId: string, from: Date, to: Date): Promise<TripRow[]> {
  const result = await db.execute<TripRow>(sql`
    select b.id as booking_id, s.starts_at, s.ends_at, l.id as listing_id, l.name as listing_name,
      p.name as package_name, ${PERSON('a')} where a.id = b.angler_user_id) as angler, b.party_size, b.state,
      b.currency, b.total_minor, b.paid_minor, b.balance_method
    from charter_bookings b
    join charter_listings l on l.id = b.listing_id
    join charter_slots s on s.id = b.slot_id
    join charter_packages p on p.id = b.package_id
    where l.owner_user_id = ${ownerId}::uuid and b.state in ('awaiting_deposit', 'confirmed')
      and s.starts_at >= ${from.toISOString()}::timestamptz and s.starts_at < ${to.toISOString()}::timestamptz
    order by s.starts_at, b.id
    limit 200`);
  return result.rows;
}

export type WaitingRequestRow = {
  id: string;
  listing_id: string;
  listing_name: string;
  package_name: string;
  angler: PersonRowCols | null;
  trip_date: string;
  party_size: number;
  expires_at: Date | string;
  total: number;
};

/** Pending requests not yet expired, soonest expiry first, with how many there are in all. */
export async function waitingRequests(db: Db, ownerId: string, limit: number): Promise<WaitingRequestRow[]> {
  const result = await db.execute<WaitingRequestRow>(sql`
    select r.id, l.id as listing_id, l.name as listing_name, p.name as package_name,
      ${PERSON('a')} where a.id = r.angler_user_id) as angler, to_char(r.trip_date, 'YYYY-MM-DD') as trip_date,
      r.party_size, r.expires_at, count(*) over ()::int as total
    from charter_requests r
    join charter_listings l on l.id = r.listing_id
    join charter_packages p on p.id = r.package_id
    where l.owner_user_id = ${ownerId}::uuid and r.state = 'pending' and r.expires_at > now()
    order by r.expires_at, r.id
    limit ${limit}`);
  return result.rows;
}

export type ListingsSummaryRow = {
  state: string;
  count: number;
  reviews: number;
  /** Sum of rating_average × review_count over the state's listings (to weigh the owner's average). */
  weighted: number | null;
};

export async function listingsSummary(db: Db, ownerId: string): Promise<ListingsSummaryRow[]> {
  const result = await db.execute<ListingsSummaryRow>(sql`
    select state, count(*)::int as count, coalesce(sum(review_count), 0)::int as reviews,
      sum(rating_average * review_count)::float8 as weighted
    from charter_listings where owner_user_id = ${ownerId}::uuid
    group by state`);
  return result.rows;
}

export type BookingMoneyRow = {
  booking_id: string;
  month: string;
  currency: string;
  gross: string;
  refunded: string;
  commission: string;
  net: string;
  listing_name: string;
  package_name: string;
  trip_starts_at: Date | string;
  state: string;
  total_minor: number;
  angler: PersonRowCols | null;
};

/**
 * What the ledger says each of the owner's bookings brought, per month the money moved and currency: cash in
 * (payments), cash back (refunds), the platform's commission net of refunds and the owner's payee net — the same
 * sums as payments' getEarnings makes per event, here per booking (a booking's payments are its deposit and
 * balance payments).
 */
export async function bookingMoney(
  db: Db,
  ownerId: string,
  from: Date,
  to: Date,
): Promise<BookingMoneyRow[]> {
  const result = await db.execute<BookingMoneyRow>(sql`
    with money as (
      select b.id as booking_id, t.currency,
        to_char(date_trunc('month', t.created_at at time zone 'UTC'), 'YYYY-MM') as month,
        coalesce(sum(e.amount_minor) filter (where t.kind = 'payment' and e.account like 'cash:%'), 0) as gross,
        coalesce(-sum(e.amount_minor) filter (where t.kind in ('refund', 'refund_reversal') and e.account like 'cash:%'), 0) as refunded,
        coalesce(-sum(e.amount_minor) filter (where e.account = ${account.platformFees}), 0) as commission,
        coalesce(-sum(e.amount_minor) filter (where e.account = ${account.payee(ownerId)}), 0) as net
      from charter_bookings b
      join charter_listings l on l.id = b.listing_id
      join ledger_transactions t on t.payment_id = b.deposit_payment_id or t.payment_id = b.balance_payment_id
      join ledger_entries e on e.transaction_id = t.id
      where l.owner_user_id = ${ownerId}::uuid and t.payee_user_id = ${ownerId}::uuid
        and t.kind in ('payment', 'refund', 'refund_reversal', 'dispute', 'dispute_reversal')
        and t.created_at >= ${from.toISOString()}::timestamptz and t.created_at < ${to.toISOString()}::timestamptz
      group by b.id, t.currency, 3
    )
    select m.*, l.name as listing_name, p.name as package_name, s.starts_at as trip_starts_at, b.state,
      b.total_minor, ${PERSON('a')} where a.id = b.angler_user_id) as angler
    from money m
    join charter_bookings b on b.id = m.booking_id
    join charter_listings l on l.id = b.listing_id
    join charter_packages p on p.id = b.package_id
    join charter_slots s on s.id = b.slot_id
    order by m.month, s.starts_at desc, b.id
    limit 5000`);
  return result.rows;
}
