import { sql } from 'drizzle-orm';
import {
  LISTING_STATES,
  type BalanceMethod,
  type BookingState,
  type ListingState,
} from '@tightlines/domain/charters/contract';
import type {
  BookingMoney,
  CaptainDashboard,
  CaptainEarnings,
  CaptainTrip,
} from '@tightlines/domain/charters/office';
import type { Db } from '#server/db/client';
import { readCharterSettings } from '#server/features/charters/listings/settings';
import { getEarnings } from '#server/features/payments/earnings';
import { presentPersonRow, type PersonRowCols } from '#server/features/people/presenter';
import { bookingMoney, listingsSummary, tripsBetween, waitingRequests, type TripRow } from './repo';

/** The captain's office (issue 18): what a listing owner sees first, and their earnings from the ledger. */

const REQUESTS_SHOWN = 20;
const DAY_MS = 86_400_000;

const iso = (value: Date | string) => new Date(value).toISOString();
const GONE: PersonRowCols = {
  id: '00000000-0000-0000-0000-000000000000',
  handle: null,
  first_name: null,
  last_name: null,
  display_name: null,
  avatar_url: null,
};
const person = (row: PersonRowCols | null) => presentPersonRow(row ?? GONE);

/** The platform's commission on bookings, from the admin's charter settings (the listings part's reader). */
export async function readCharterCommissionBp(db: Db): Promise<number> {
  return (await readCharterSettings(db)).commissionBp;
}

function presentTrip(row: TripRow): CaptainTrip {
  return {
    bookingId: row.booking_id,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    listing: { id: row.listing_id, name: row.listing_name },
    packageName: row.package_name,
    angler: person(row.angler),
    partySize: row.party_size,
    state: row.state as BookingState,
    currency: row.currency,
    totalMinor: row.total_minor,
    paidMinor: row.paid_minor,
    balanceDueMinor: Math.max(0, row.total_minor - row.paid_minor),
    balanceMethod: row.balance_method as BalanceMethod,
  };
}

type MoneyKeyed = BookingMoney & { key: string };

/** Adds a ledger row's sums into `into` under `key` (per currency, per month, per booking). */
function addMoney(
  into: Map<string, MoneyKeyed>,
  key: string,
  row: { currency: string; gross: string; refunded: string; commission: string; net: string },
) {
  const entry = into.get(key) ?? {
    key,
    currency: row.currency,
    grossMinor: 0,
    commissionMinor: 0,
    refundedMinor: 0,
    netMinor: 0,
  };
  entry.grossMinor += Number(row.gross);
  entry.refundedMinor += Number(row.refunded);
  entry.commissionMinor += Number(row.commission);
  entry.netMinor += Number(row.net);
  into.set(key, entry);
  return entry;
}

const money = ({ currency, grossMinor, commissionMinor, refundedMinor, netMinor }: BookingMoney) => ({
  currency,
  grossMinor,
  commissionMinor,
  refundedMinor,
  netMinor,
});

/** Today's and the next 7 days' trips in the reader's zone, waiting requests, this month's money, listings. */
export async function captainDashboard(db: Db, ownerId: string, timeZone: string): Promise<CaptainDashboard> {
  const bounds = await db.execute<{ today: Date | string; tomorrow: Date | string; week: Date | string }>(sql`
    select date_trunc('day', now() at time zone ${timeZone}) at time zone ${timeZone} as today,
      (date_trunc('day', now() at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone} as tomorrow,
      (date_trunc('day', now() at time zone ${timeZone}) + interval '8 days') at time zone ${timeZone} as week`);
  const { today, tomorrow, week } = bounds.rows[0]!;
  const now = new Date();
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [trips, requests, listings, monthMoney, commissionBp] = await Promise.all([
    tripsBetween(db, ownerId, new Date(today), new Date(week)),
    waitingRequests(db, ownerId, REQUESTS_SHOWN),
    listingsSummary(db, ownerId),
    bookingMoney(db, ownerId, monthStart, new Date(now.getTime() + DAY_MS)),
    readCharterCommissionBp(db),
  ]);
  const tomorrowAt = new Date(tomorrow).getTime();
  const byCurrency = new Map<string, MoneyKeyed>();
  for (const row of monthMoney) addMoney(byCurrency, row.currency, row);
  const reviews = listings.reduce((sum, row) => sum + row.reviews, 0);
  const weighted = listings.reduce((sum, row) => sum + (row.weighted ?? 0), 0);
  const counts = new Map(listings.map((row) => [row.state, row.count]));
  return {
    hasListings: listings.length > 0,
    commissionBp,
    today: trips.filter((row) => new Date(row.starts_at).getTime() < tomorrowAt).map(presentTrip),
    upcoming: trips.filter((row) => new Date(row.starts_at).getTime() >= tomorrowAt).map(presentTrip),
    requests: requests.map((row) => ({
      requestId: row.id,
      listing: { id: row.listing_id, name: row.listing_name },
      packageName: row.package_name,
      angler: person(row.angler),
      tripDate: row.trip_date,
      partySize: row.party_size,
      expiresAt: iso(row.expires_at),
    })),
    requestsWaiting: requests[0]?.total ?? 0,
    earningsThisMonth: [...byCurrency.values()]
      .sort((a, b) => a.currency.localeCompare(b.currency))
      .map(money),
    listingsByState: LISTING_STATES.filter((state) => counts.has(state)).map((state: ListingState) => ({
      state,
      count: counts.get(state)!,
    })),
    // The listings' stored averages weighed by their review counts: the owner's mean over every visible review.
    rating: { average: reviews === 0 ? null : Math.round((weighted / reviews) * 10) / 10, count: reviews },
  };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Per booking and per month what the ledger says the owner earned, with their payee balance and payouts. */
export async function captainEarnings(
  db: Db,
  ownerId: string,
  query: { from?: string; to?: string },
): Promise<CaptainEarnings> {
  const now = new Date();
  const to = query.to ?? isoDate(now);
  const from = query.from ?? isoDate(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)));
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
  const [rows, payee, commissionBp] = await Promise.all([
    bookingMoney(db, ownerId, new Date(`${from}T00:00:00Z`), end),
    getEarnings(db, ownerId),
    readCharterCommissionBp(db),
  ]);
  const perBooking = new Map<string, MoneyKeyed>();
  const perMonth = new Map<string, MoneyKeyed & { month: string }>();
  const totals = new Map<string, MoneyKeyed>();
  const details = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    addMoney(perBooking, `${row.booking_id}|${row.currency}`, row);
    const month = addMoney(perMonth, `${row.month}|${row.currency}`, row) as MoneyKeyed & { month: string };
    month.month = row.month;
    addMoney(totals, row.currency, row);
    details.set(row.booking_id, row);
  }
  const bookings = [...perBooking.values()]
    .map((entry) => {
      const row = details.get(entry.key.split('|')[0]!)!;
      return {
        ...money(entry),
        bookingId: row.booking_id,
        listingName: row.listing_name,
        packageName: row.package_name,
        tripStartsAt: iso(row.trip_starts_at),
        angler: person(row.angler),
        state: row.state as BookingState,
        totalMinor: row.total_minor,
      };
    })
    .sort((a, b) => b.tripStartsAt.localeCompare(a.tripStartsAt) || a.bookingId.localeCompare(b.bookingId));
  return {
    from,
    to,
    commissionBp,
    bookings,
    months: [...perMonth.values()]
      .sort((a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency))
      .map((entry) => ({ month: entry.month, ...money(entry) })),
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)).map(money),
    account: payee.account,
    balances: payee.balances,
    payouts: payee.payouts,
  };
}
