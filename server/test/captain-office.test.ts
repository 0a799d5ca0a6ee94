import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CaptainDashboard,
  CaptainEarnings,
  CaptainReviewPage,
} from '@tightlines/domain/charters/office';
import { account } from '@tightlines/domain/payments/ledger';
import { charterListings, payouts } from '#server/db/schema';
import { postLedger } from '#server/features/payments/ledger';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser } from './helpers/factories';
import { insertBooking, insertBookingPayment, insertListing, insertRequest } from './fixtures/charters';

/** The captain's office (issue 18): dashboard, earnings from the ledger, reviews on my listings. */

let t: TestApp;
let captain: BuiltUser;
let otherCaptain: BuiltUser;
let angler: BuiltUser;
let newcomer: BuiltUser;

const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const todayNoonUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12));
};

const ids = { listing: '', todayBooking: '', soonBooking: '', paidBooking: '', request: '' };

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  [captain, otherCaptain, angler, newcomer] = await Promise.all([
    buildUser(t.app, { firstName: 'Cora', lastName: 'Captain', roles: ['charter_captain'] }),
    buildUser(t.app, { firstName: 'Otis', lastName: 'Other', roles: ['charter_captain'] }),
    buildUser(t.app, { firstName: 'Andy', lastName: 'Angler' }),
    buildUser(t.app, { firstName: 'Nell', lastName: 'New' }),
  ]);
  const { listing, pkg } = await insertListing(t.app, captain.id);
  ids.listing = listing.id;
  await insertListing(t.app, captain.id, { state: 'draft', name: 'Still writing' });
  await t.app.db
    .update(charterListings)
    .set({ ratingAverage: 4.5, reviewCount: 2 })
    .where(eq(charterListings.id, listing.id));
  const mine = { listingId: listing.id, packageId: pkg.id, anglerId: angler.id };
  ids.todayBooking = (
    await insertBooking(t.app, { ...mine, state: 'confirmed', startsAt: todayNoonUtc() })
  ).id;
  ids.soonBooking = (
    await insertBooking(t.app, {
      ...mine,
      state: 'awaiting_deposit',
      startsAt: new Date(todayNoonUtc().getTime() + 3 * DAY),
    })
  ).id;
  // Not on the dashboard: cancelled today, 10 days away, and another captain's trip today.
  await insertBooking(t.app, {
    ...mine,
    state: 'cancelled',
    startsAt: new Date(todayNoonUtc().getTime() + 60_000),
  });
  await insertBooking(t.app, {
    ...mine,
    state: 'confirmed',
    startsAt: new Date(todayNoonUtc().getTime() + 10 * DAY),
  });
  const other = await insertListing(t.app, otherCaptain.id, { name: 'Other Boat' });
  await insertBooking(t.app, {
    listingId: other.listing.id,
    packageId: other.pkg.id,
    anglerId: angler.id,
    state: 'confirmed',
    startsAt: todayNoonUtc(),
  });
  ids.request = (await insertRequest(t.app, { ...mine, expiresAt: new Date(Date.now() + 5 * HOUR) })).id;
  await insertRequest(t.app, { ...mine, expiresAt: new Date(Date.now() - HOUR) });
  await insertRequest(t.app, { ...mine, expiresAt: new Date(Date.now() + 5 * HOUR), state: 'accepted' });

  // Money: a 20,000 deposit paid (commission 2,000, the captain's net 18,000), then 5,000 refunded.
  const payment = await insertBookingPayment(t.app, {
    payerId: angler.id,
    payeeId: captain.id,
    amountMinor: 20_000,
    feeMinor: 2_000,
  });
  ids.paidBooking = (
    await insertBooking(t.app, {
      ...mine,
      state: 'completed',
      startsAt: new Date(Date.now() - 2 * DAY),
      depositPaymentId: payment.id,
      paidMinor: 15_000,
    })
  ).id;
  await t.app.db.transaction(async (tx) => {
    await postLedger(tx, {
      kind: 'payment',
      currency: 'USD',
      source: 'bookings',
      paymentId: payment.id,
      payerUserId: angler.id,
      payeeUserId: captain.id,
      entries: [
        { account: account.cash('offline'), amountMinor: 20_000 },
        { account: account.payer(angler.id), amountMinor: -20_000 },
        { account: account.payer(angler.id), amountMinor: 20_000 },
        { account: account.payee(captain.id), amountMinor: -18_000 },
        { account: account.platformFees, amountMinor: -2_000 },
      ],
    });
    await postLedger(tx, {
      kind: 'refund',
      currency: 'USD',
      source: 'bookings',
      paymentId: payment.id,
      payerUserId: angler.id,
      payeeUserId: captain.id,
      entries: [
        { account: account.refunds, amountMinor: 5_000 },
        { account: account.cash('offline'), amountMinor: -5_000 },
        { account: account.payee(captain.id), amountMinor: 4_500 },
        { account: account.platformFees, amountMinor: 500 },
        { account: account.refunds, amountMinor: -5_000 },
      ],
    });
    // Another payee's money on an entry fee is not the captain's.
    await postLedger(tx, {
      kind: 'payment',
      currency: 'USD',
      payeeUserId: otherCaptain.id,
      entries: [
        { account: account.cash('offline'), amountMinor: 7_000 },
        { account: account.payee(otherCaptain.id), amountMinor: -7_000 },
      ],
    });
    // A payout of 3,000 on its way to the captain's bank.
    const [payout] = await tx
      .insert(payouts)
      .values({ userId: captain.id, amountMinor: 3_000, currency: 'USD', status: 'pending' })
      .returning();
    await postLedger(tx, {
      kind: 'payout',
      currency: 'USD',
      payoutId: payout!.id,
      payeeUserId: captain.id,
      entries: [
        { account: account.payee(captain.id), amountMinor: 3_000 },
        { account: account.payoutsInTransit, amountMinor: -3_000 },
      ],
    });
  });
});
afterAll(async () => {
  await t.close();
});

describe('access and input', () => {
  it('401 signed out; 400 for a bad zone, bad dates, a bad cursor', async () => {
    for (const url of ['/api/captain/dashboard', '/api/captain/earnings', '/api/captain/reviews'])
      expect((await get(null, url)).statusCode, url).toBe(401);
    expect((await get(captain, '/api/captain/dashboard?tz=Not/AZone')).statusCode).toBe(400);
    expect((await get(captain, '/api/captain/earnings?from=2026-13-01')).statusCode).toBe(400);
    expect((await get(captain, '/api/captain/earnings?from=2026-06-01&to=2026-05-01')).statusCode).toBe(400);
    expect((await get(captain, '/api/captain/reviews?cursor=bm9wZQ')).statusCode).toBe(400);
  });
});

describe('GET /api/captain/dashboard', () => {
  it('a person without listings gets an empty dashboard with the commission to list under', async () => {
    const response = await get(newcomer, '/api/captain/dashboard');
    expect(response.statusCode).toBe(200);
    expect(response.json<CaptainDashboard>()).toEqual({
      hasListings: false,
      commissionBp: 1_000,
      today: [],
      upcoming: [],
      requests: [],
      requestsWaiting: 0,
      earningsThisMonth: [],
      listingsByState: [],
      rating: { average: null, count: 0 },
    });
  });

  it('today’s and the next days’ trips, waiting requests, this month’s money from the ledger, listings, rating', async () => {
    const response = await get(captain, '/api/captain/dashboard?tz=UTC');
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<CaptainDashboard>();
    expect(dashboard.hasListings).toBe(true);
    expect(dashboard.today.map((trip) => trip.bookingId)).toEqual([ids.todayBooking]);
    expect(dashboard.today[0]).toMatchObject({
      listing: { id: ids.listing, name: 'Blue Runner' },
      packageName: 'Full day offshore',
      angler: { id: angler.id, displayName: 'Andy Angler' },
      partySize: 4,
      state: 'confirmed',
      totalMinor: 90_000,
      paidMinor: 27_000,
      balanceDueMinor: 63_000,
    });
    expect(dashboard.upcoming.map((trip) => trip.bookingId)).toEqual([ids.soonBooking]);
    expect(dashboard.requests.map((request) => request.requestId)).toEqual([ids.request]);
    expect(dashboard.requestsWaiting).toBe(1);
    expect(dashboard.earningsThisMonth).toEqual([
      { currency: 'USD', grossMinor: 20_000, commissionMinor: 1_500, refundedMinor: 5_000, netMinor: 13_500 },
    ]);
    expect(dashboard.listingsByState).toEqual([
      { state: 'draft', count: 1 },
      { state: 'approved', count: 1 },
    ]);
    expect(dashboard.rating).toEqual({ average: 4.5, count: 2 });
  });

  it('another captain sees only their own', async () => {
    const dashboard = (await get(otherCaptain, '/api/captain/dashboard')).json<CaptainDashboard>();
    expect(dashboard.today).toHaveLength(1);
    expect(dashboard.today[0]!.listing.name).toBe('Other Boat');
    expect(dashboard.requests).toEqual([]);
    expect(dashboard.earningsThisMonth).toEqual([]);
  });
});

describe('GET /api/captain/earnings', () => {
  it('per booking and per month from the ledger, with the payee balance and payouts of the payments feature', async () => {
    const response = await get(captain, '/api/captain/earnings');
    expect(response.statusCode, response.body).toBe(200);
    const earnings = response.json<CaptainEarnings>();
    const month = new Date().toISOString().slice(0, 7);
    expect(earnings.bookings).toEqual([
      expect.objectContaining({
        bookingId: ids.paidBooking,
        listingName: 'Blue Runner',
        state: 'completed',
        currency: 'USD',
        totalMinor: 90_000,
        grossMinor: 20_000,
        commissionMinor: 1_500,
        refundedMinor: 5_000,
        netMinor: 13_500,
      }),
    ]);
    expect(earnings.months).toEqual([
      {
        month,
        currency: 'USD',
        grossMinor: 20_000,
        commissionMinor: 1_500,
        refundedMinor: 5_000,
        netMinor: 13_500,
      },
    ]);
    expect(earnings.totals).toEqual([
      { currency: 'USD', grossMinor: 20_000, commissionMinor: 1_500, refundedMinor: 5_000, netMinor: 13_500 },
    ]);
    // 13,500 earned, 3,000 on its way out: 10,500 left to pay out.
    expect(earnings.balances).toEqual([
      { currency: 'USD', availableMinor: 10_500, pendingPayoutMinor: 3_000 },
    ]);
    expect(earnings.payouts).toEqual([expect.objectContaining({ amountMinor: 3_000, status: 'pending' })]);
    expect(earnings.commissionBp).toBe(1_000);
  });

  it('a range without money is empty; another captain does not see mine', async () => {
    const old = (
      await get(captain, '/api/captain/earnings?from=2020-01-01&to=2020-12-31')
    ).json<CaptainEarnings>();
    expect(old).toMatchObject({ from: '2020-01-01', to: '2020-12-31', bookings: [], months: [], totals: [] });
    const other = (await get(otherCaptain, '/api/captain/earnings')).json<CaptainEarnings>();
    expect(other.bookings).toEqual([]);
  });
});

describe('GET /api/captain/reviews', () => {
  it('reviews on my listings, unanswered first; nobody else’s', async () => {
    const booking = await insertBooking(t.app, {
      listingId: ids.listing,
      packageId: (
        await t.app.db.execute<{ id: string }>(
          sql`select id from charter_packages where listing_id = ${ids.listing}`,
        )
      ).rows[0]!.id,
      anglerId: angler.id,
      startsAt: new Date(Date.now() - 20 * DAY),
    });
    const first = await t.app.inject({
      method: 'POST',
      url: `/api/charters/bookings/${booking.id}/review`,
      headers: as(angler),
      payload: { ratings: { captain: 5, boat: 5, fishing: 5, value: 5 }, text: 'Great' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.app.inject({
      method: 'POST',
      url: `/api/charters/bookings/${ids.paidBooking}/review`,
      headers: as(angler),
      payload: { ratings: { captain: 3, boat: 3, fishing: 3, value: 3 } },
    });
    expect(second.statusCode, second.body).toBe(201);
    await t.app.inject({
      method: 'PUT',
      url: `/api/charters/reviews/${second.json<{ id: string }>().id}/reply`,
      headers: as(captain),
      payload: { text: 'Thank you' },
    });
    const page = (await get(captain, '/api/captain/reviews')).json<CaptainReviewPage>();
    expect(page.unanswered).toBe(1);
    expect(page.items.map((review) => [review.reply, review.listingName])).toEqual([
      [null, 'Blue Runner'],
      ['Thank you', 'Blue Runner'],
    ]);
    expect(page.items[0]!.viewer.canReply).toBe(true);
    expect(page.nextCursor).toBeNull();
    const other = (await get(otherCaptain, '/api/captain/reviews')).json<CaptainReviewPage>();
    expect(other).toEqual({ items: [], nextCursor: null, unanswered: 0 });
  });
});
