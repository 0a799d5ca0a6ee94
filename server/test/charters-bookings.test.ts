import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharterBooking, CharterRequest } from '@tightlines/domain/charters/bookings';
import {
  charterBookings,
  charterListings,
  charterPackages,
  charterRequests,
  charterSlots,
  notifications,
  payments,
  refunds,
} from '#server/db/schema';
import {
  expireRequests,
  releaseBookingHolds,
  sendTripReminders,
} from '#server/features/charters/bookings/jobs';
import type { PaymentDeps } from '#server/features/payments/deps';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_charter_bookings';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let fake: FakeStripe;
let t: TestApp;
let captain: BuiltUser;
let otherCaptain: BuiltUser;
let angler: BuiltUser;
let stranger: BuiltUser;
let admin: BuiltUser;

const deps = (): PaymentDeps => ({
  db: t.app.db,
  config: t.app.config,
  log: t.app.log,
  jobs: t.app.jobs,
  realtime: t.app.realtime,
  mailer: t.app.mailer,
});

type Policy = 'flexible' | 'moderate' | 'strict';

/** An approved listing of `owner` with one package (US$ 400 per trip, 25 % deposit, up to 6 people). */
async function buildListing(
  owner: BuiltUser = captain,
  values: Partial<typeof charterListings.$inferInsert> = {},
  pkgValues: Partial<typeof charterPackages.$inferInsert> = {},
) {
  const [listing] = await t.app.db
    .insert(charterListings)
    .values({
      ownerUserId: owner.id,
      kind: 'charter',
      name: 'Reel Deal Charters',
      capacity: 6,
      locationName: 'Key West Marina',
      country: 'US',
      latitude: 24.55,
      longitude: -81.8,
      currency: 'USD',
      cancellationPolicy: 'moderate',
      responseHours: 24,
      instantBooking: true,
      state: 'approved',
      ...values,
    })
    .returning();
  const [pkg] = await t.app.db
    .insert(charterPackages)
    .values({
      listingId: listing!.id,
      name: 'Half day inshore',
      durationMinutes: 240,
      pricingMode: 'per_trip',
      priceMinor: 40_000,
      depositBp: 2_500,
      maxParty: 6,
      ...pkgValues,
    })
    .returning();
  return { listing: listing!, pkg: pkg! };
}

async function buildSlot(listingId: string, packageId: string, startsInMs: number) {
  const startsAt = new Date(Date.now() + startsInMs);
  const [slot] = await t.app.db
    .insert(charterSlots)
    .values({ listingId, packageId, startsAt, endsAt: new Date(startsAt.getTime() + 4 * HOUR) })
    .returning();
  return slot!;
}

const book = (who: BuiltUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/charters/bookings', headers: as(who), payload });

const post = (who: BuiltUser | null, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: as(who), ...(payload ? { payload } : {}) });

const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

async function bookingRow(id: string) {
  const [row] = await t.app.db.select().from(charterBookings).where(eq(charterBookings.id, id));
  return row!;
}

async function slotState(id: string) {
  const [row] = await t.app.db.select().from(charterSlots).where(eq(charterSlots.id, id));
  return row!.state;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 8_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function notificationsOf(userId: string, type: string) {
  return t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

/** An instant booking of a new slot `startsInMs` ahead, paid through the fake Stripe: answers the confirmed booking. */
async function confirmedBooking(
  options: { policy?: Policy; startsInMs?: number; partySize?: number; who?: BuiltUser } = {},
) {
  const { listing, pkg } = await buildListing(captain, { cancellationPolicy: options.policy ?? 'moderate' });
  const slot = await buildSlot(listing.id, pkg.id, options.startsInMs ?? 40 * DAY);
  const who = options.who ?? angler;
  const made = await book(who, { slotId: slot.id, partySize: options.partySize ?? 2 });
  expect(made.statusCode, made.body).toBe(201);
  const booking = made.json<CharterBooking>();
  await payDeposit(who, booking.id);
  return { listing, pkg, slot, booking };
}

async function payDeposit(who: BuiltUser, bookingId: string) {
  const opened = await post(who, `/api/charters/bookings/${bookingId}/checkout`);
  expect(opened.statusCode, opened.body).toBe(200);
  const { redirectUrl, paymentId } = opened.json<{ redirectUrl: string; paymentId: string }>();
  await fake.completeSession(redirectUrl.split('/').at(-1)!);
  await until(
    () => bookingRow(bookingId),
    (row) => row.state === 'confirmed',
  );
  return paymentId;
}

async function succeededRefunds(bookingId: string) {
  const row = await bookingRow(bookingId);
  const ids = [row.depositPaymentId, row.balancePaymentId].filter((id): id is string => id !== null);
  if (ids.length === 0) return 0;
  const result = await t.app.db.execute<{ total: string | null }>(
    sql`select sum(amount_minor)::text as total from refunds where status = 'succeeded'
      and payment_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    stripe: { secretKey: 'sk_test_charters', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url },
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(`${address}/api/payments/webhooks/stripe`);
  captain = await buildUser(t.app, { firstName: 'Cap', roles: ['charter_captain'] });
  otherCaptain = await buildUser(t.app, { firstName: 'Otto', roles: ['charter_captain'] });
  angler = await buildUser(t.app, { firstName: 'Sol', lastName: 'Cast' });
  stranger = await buildUser(t.app, { firstName: 'Stan' });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('requests and the conversation', () => {
  it('an angler asks for a date: the request, its expiry, the message in the conversation and the owner told', async () => {
    const { listing, pkg } = await buildListing(captain, { responseHours: 12, instantBooking: false });
    const date = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    expect((await post(null, `/api/charters/listings/${listing.id}/requests`, {})).statusCode).toBe(401);
    const bad = await post(angler, `/api/charters/listings/${listing.id}/requests`, {
      date,
      partySize: 0,
      packageId: pkg.id,
    });
    expect(bad.statusCode).toBe(400);
    const tooMany = await post(angler, `/api/charters/listings/${listing.id}/requests`, {
      date,
      partySize: 7,
      packageId: pkg.id,
    });
    expect(errorOf(tooMany).message).toBe('The party is larger than this trip takes.');
    const past = await post(angler, `/api/charters/listings/${listing.id}/requests`, {
      date: new Date(Date.now() - DAY).toISOString().slice(0, 10),
      partySize: 2,
      packageId: pkg.id,
    });
    expect(errorOf(past).message).toBe('Choose a date in the future.');
    const own = await post(captain, `/api/charters/listings/${listing.id}/requests`, {
      date,
      partySize: 2,
      packageId: pkg.id,
    });
    expect(own.statusCode).toBe(403);
    const missing = await post(angler, `/api/charters/listings/${crypto.randomUUID()}/requests`, {
      date,
      partySize: 2,
      packageId: pkg.id,
    });
    expect(missing.statusCode).toBe(404);

    const before = Date.now();
    const made = await post(angler, `/api/charters/listings/${listing.id}/requests`, {
      date,
      partySize: 3,
      packageId: pkg.id,
      message: 'Two kids with us, hoping for snook.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const request = made.json<CharterRequest>();
    expect(request).toMatchObject({
      state: 'pending',
      partySize: 3,
      tripDate: date,
      viewer: { side: 'angler', canWithdraw: true },
    });
    const expires = new Date(request.expiresAt).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 12 * HOUR - 1_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 12 * HOUR);
    expect(request.conversationId).not.toBeNull();
    const messages = await get(angler, `/api/conversations/${request.conversationId}/messages`);
    expect(messages.body).toContain('Two kids with us, hoping for snook.');
    const told = await notificationsOf(captain.id, 'charter_request');
    expect(told.some((row) => (row.params as { requestId?: string }).requestId === request.id)).toBe(true);

    // Contact reuses the same conversation.
    const contact = await post(angler, `/api/charters/listings/${listing.id}/contact`);
    expect(contact.statusCode).toBe(200);
    expect(contact.json<{ conversationId: string }>().conversationId).toBe(request.conversationId);

    const incoming = await get(captain, '/api/charters/requests/incoming');
    expect(incoming.json<{ items: CharterRequest[] }>().items[0]).toMatchObject({
      id: request.id,
      viewer: { side: 'owner', canAnswer: true },
    });
    expect((await get(angler, '/api/charters/requests/incoming')).statusCode).toBe(403);
    const mine = await get(angler, '/api/charters/requests/mine');
    expect(mine.json<{ items: CharterRequest[] }>().items.map((item) => item.id)).toContain(request.id);
  });

  it('contact makes the conversation once (201) and answers it again (200)', async () => {
    const { listing } = await buildListing(captain);
    expect((await post(null, `/api/charters/listings/${listing.id}/contact`)).statusCode).toBe(401);
    expect((await post(captain, `/api/charters/listings/${listing.id}/contact`)).statusCode).toBe(403);
    expect((await post(stranger, `/api/charters/listings/${crypto.randomUUID()}/contact`)).statusCode).toBe(
      404,
    );
    const first = await post(stranger, `/api/charters/listings/${listing.id}/contact`);
    expect(first.statusCode).toBe(201);
    const second = await post(stranger, `/api/charters/listings/${listing.id}/contact`);
    expect(second.statusCode).toBe(200);
    expect(second.json<{ conversationId: string }>().conversationId).toBe(
      first.json<{ conversationId: string }>().conversationId,
    );
  });

  it('the owner accepts with a time: a slot is made, held, and a booking waits for the deposit', async () => {
    const { listing, pkg } = await buildListing(captain, { instantBooking: false });
    const date = new Date(Date.now() + 5 * DAY).toISOString().slice(0, 10);
    const request = (
      await post(angler, `/api/charters/listings/${listing.id}/requests`, {
        date,
        partySize: 2,
        packageId: pkg.id,
      })
    ).json<CharterRequest>();
    const url = `/api/charters/requests/${request.id}/answer`;
    const startsAt = `${date}T07:00:00.000Z`;
    expect((await post(null, url, { answer: 'accept', startsAt })).statusCode).toBe(401);
    expect((await post(angler, url, { answer: 'accept', startsAt })).statusCode).toBe(403);
    expect((await post(otherCaptain, url, { answer: 'accept', startsAt })).statusCode).toBe(403);
    expect((await post(captain, url, { answer: 'maybe' })).statusCode).toBe(400);
    expect(
      (await post(captain, `/api/charters/requests/${crypto.randomUUID()}/answer`, { answer: 'decline' }))
        .statusCode,
    ).toBe(404);

    const answered = await post(captain, url, { answer: 'accept', startsAt });
    expect(answered.statusCode, answered.body).toBe(200);
    const accepted = answered.json<CharterRequest>();
    expect(accepted.state).toBe('accepted');
    expect(accepted.bookingId).not.toBeNull();
    const booking = await bookingRow(accepted.bookingId!);
    expect(booking).toMatchObject({
      state: 'awaiting_deposit',
      totalMinor: 40_000,
      depositMinor: 10_000,
      requestId: request.id,
    });
    // The angler has to come back: the hold is a day, not the instant booking's half hour.
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * HOUR);
    expect(await slotState(booking.slotId)).toBe('held');
    const told = await notificationsOf(angler.id, 'charter_request_answered');
    expect(told.some((row) => (row.params as { bookingId?: string }).bookingId === booking.id)).toBe(true);
    // Answered once.
    expect((await post(captain, url, { answer: 'decline', reason: '' })).statusCode).toBe(409);

    // A second request at an overlapping time is refused by the calendar's rule.
    const second = (
      await post(stranger, `/api/charters/listings/${listing.id}/requests`, {
        date,
        partySize: 2,
        packageId: pkg.id,
      })
    ).json<CharterRequest>();
    const overlap = await post(captain, `/api/charters/requests/${second.id}/answer`, {
      answer: 'accept',
      startsAt: `${date}T09:00:00.000Z`,
    });
    expect(overlap.statusCode).toBe(409);
    expect(errorOf(overlap).message).toBe('That time overlaps another trip on the calendar.');
  });

  it('declines with a reason, withdraws only while pending and only by the angler', async () => {
    const { listing, pkg } = await buildListing(captain, { instantBooking: false });
    const date = new Date(Date.now() + 6 * DAY).toISOString().slice(0, 10);
    const ask = async () =>
      (
        await post(angler, `/api/charters/listings/${listing.id}/requests`, {
          date,
          partySize: 2,
          packageId: pkg.id,
        })
      ).json<CharterRequest>();
    const one = await ask();
    const declined = await post(captain, `/api/charters/requests/${one.id}/answer`, {
      answer: 'decline',
      reason: 'Boat is in the yard that week.',
    });
    expect(declined.json<CharterRequest>()).toMatchObject({
      state: 'declined',
      declineReason: 'Boat is in the yard that week.',
    });
    expect((await post(angler, `/api/charters/requests/${one.id}/withdraw`)).statusCode).toBe(409);

    const two = await ask();
    expect((await post(null, `/api/charters/requests/${two.id}/withdraw`)).statusCode).toBe(401);
    expect((await post(captain, `/api/charters/requests/${two.id}/withdraw`)).statusCode).toBe(403);
    expect((await post(stranger, `/api/charters/requests/${two.id}/withdraw`)).statusCode).toBe(404);
    const withdrawn = await post(angler, `/api/charters/requests/${two.id}/withdraw`);
    expect(withdrawn.json<CharterRequest>().state).toBe('withdrawn');
  });

  it('expires pending requests past their time and tells the angler', async () => {
    const { listing, pkg } = await buildListing(captain, { responseHours: 2, instantBooking: false });
    const date = new Date(Date.now() + 4 * DAY).toISOString().slice(0, 10);
    const request = (
      await post(angler, `/api/charters/listings/${listing.id}/requests`, {
        date,
        partySize: 1,
        packageId: pkg.id,
      })
    ).json<CharterRequest>();
    expect(await expireRequests(deps(), new Date(Date.now() + HOUR))).toBe(0);
    expect(await expireRequests(deps(), new Date(Date.now() + 3 * HOUR))).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db.select().from(charterRequests).where(eq(charterRequests.id, request.id));
    expect(row!.state).toBe('expired');
    const told = await notificationsOf(angler.id, 'charter_request_expired');
    expect(told.some((item) => (item.params as { requestId?: string }).requestId === request.id)).toBe(true);
    const late = await post(captain, `/api/charters/requests/${request.id}/answer`, {
      answer: 'decline',
      reason: '',
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('booking a slot', () => {
  it('answers 401, 400, 404, 403 and 409 as the rules say', async () => {
    const { listing, pkg } = await buildListing(captain);
    const slot = await buildSlot(listing.id, pkg.id, 10 * DAY);
    expect((await book(null, { slotId: slot.id, partySize: 2 })).statusCode).toBe(401);
    expect((await book(angler, { slotId: 'nope', partySize: 2 })).statusCode).toBe(400);
    expect((await book(angler, { slotId: crypto.randomUUID(), partySize: 2 })).statusCode).toBe(404);
    expect((await book(captain, { slotId: slot.id, partySize: 2 })).statusCode).toBe(403);
    const tooMany = await book(angler, { slotId: slot.id, partySize: 7 });
    expect(tooMany.statusCode).toBe(400);
    const onRequest = await buildListing(captain, { instantBooking: false });
    const requestSlot = await buildSlot(onRequest.listing.id, onRequest.pkg.id, 10 * DAY);
    const needs = await book(angler, { slotId: requestSlot.id, partySize: 2 });
    expect(needs.statusCode).toBe(409);
    expect(errorOf(needs).message).toBe('This listing takes requests. Send a request for your date first.');
    const draft = await buildListing(captain, { state: 'draft' });
    const draftSlot = await buildSlot(draft.listing.id, draft.pkg.id, 10 * DAY);
    expect((await book(angler, { slotId: draftSlot.id, partySize: 2 })).statusCode).toBe(404);
  });

  it('50 anglers booking one slot at once: exactly one 201, 49 × 409, one live booking', async () => {
    const { listing, pkg } = await buildListing(captain);
    const slot = await buildSlot(listing.id, pkg.id, 12 * DAY);
    const anglers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => buildUser(t.app, { firstName: `Racer${index}` })),
    );
    const answers = await Promise.all(anglers.map((who) => book(who, { slotId: slot.id, partySize: 2 })));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    for (const answer of answers.filter((item) => item.statusCode === 409))
      expect(errorOf(answer).message).toBe('That time was just booked. Choose another.');
    const live = await t.app.db.execute<{ count: number }>(
      sql`select count(*)::int as count from charter_bookings where slot_id = ${slot.id}::uuid and state <> 'cancelled'`,
    );
    expect(Number(live.rows[0]!.count)).toBe(1);
    expect(await slotState(slot.id)).toBe('held');
  }, 120_000);

  it('prices the booking by policy, shows the commission to the owner only, and lists it for both sides', async () => {
    const { listing, pkg } = await buildListing(
      captain,
      {},
      { pricingMode: 'per_person', priceMinor: 12_500, depositBp: 3_000 },
    );
    const slot = await buildSlot(listing.id, pkg.id, 9 * DAY);
    const made = await book(angler, { slotId: slot.id, partySize: 3 });
    expect(made.statusCode, made.body).toBe(201);
    const booking = made.json<CharterBooking>();
    expect(booking).toMatchObject({
      state: 'awaiting_deposit',
      totalMinor: 37_500,
      depositMinor: 11_250,
      balanceMinor: 26_250,
      commissionMinor: 0,
      viewer: { side: 'angler', canPay: true, canCancel: true },
    });
    const hold = new Date(booking.holdExpiresAt!).getTime();
    expect(hold).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    const owner = await get(captain, `/api/charters/bookings/${booking.id}`);
    expect(owner.json<CharterBooking>()).toMatchObject({
      commissionMinor: 3_750,
      viewer: { side: 'owner', canDecline: true },
    });
    expect((await get(admin, `/api/charters/bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await get(stranger, `/api/charters/bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await get(otherCaptain, `/api/charters/bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/charters/bookings/${booking.id}`)).statusCode).toBe(401);
    expect((await get(angler, `/api/charters/bookings/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const mine = await get(angler, '/api/charters/bookings/mine?scope=upcoming');
    expect(mine.json<{ items: CharterBooking[] }>().items.map((item) => item.id)).toContain(booking.id);
    const incoming = await get(captain, `/api/charters/bookings/incoming?listingId=${listing.id}`);
    expect(incoming.json<{ items: CharterBooking[] }>().items.map((item) => item.id)).toEqual([booking.id]);
    expect((await get(angler, '/api/charters/bookings/incoming')).statusCode).toBe(403);
    expect(
      (await get(otherCaptain, `/api/charters/bookings/incoming?listingId=${listing.id}`)).json<{
        items: unknown[];
      }>().items,
    ).toEqual([]);
    expect((await get(angler, '/api/charters/bookings/mine?scope=soon')).statusCode).toBe(400);
  });
});

describe('money', () => {
  it('the deposit through Stripe confirms the booking, books the slot, balances the ledger and keeps the commission', async () => {
    const { listing, pkg } = await buildListing(captain);
    const slot = await buildSlot(listing.id, pkg.id, 20 * DAY);
    const booking = (await book(angler, { slotId: slot.id, partySize: 2 })).json<CharterBooking>();
    const url = `/api/charters/bookings/${booking.id}/checkout`;
    expect((await post(null, url)).statusCode).toBe(401);
    expect((await post(stranger, url)).statusCode).toBe(404);
    const opened = await post(angler, url);
    expect(opened.statusCode, opened.body).toBe(200);
    const { paymentId, redirectUrl } = opened.json<{ paymentId: string; redirectUrl: string }>();
    expect(redirectUrl).toContain(fake.url);
    await fake.completeSession(redirectUrl.split('/').at(-1)!);
    const row = await until(
      () => bookingRow(booking.id),
      (value) => value.state === 'confirmed',
    );
    expect(row).toMatchObject({ state: 'confirmed', paidMinor: 10_000, holdExpiresAt: null });
    expect(await slotState(slot.id)).toBe('booked');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      purpose: 'booking',
      status: 'succeeded',
      payeeUserId: captain.id,
      amountMinor: 10_000,
    });
    // 10 % of 400.00 is 40.00, the balance's share (30.00) taken from the balance and 10.00 from the deposit.
    expect(payment!.platformFeeMinor).toBe(1_000);
    const sums = await t.app.db.execute<{ account: string; total: string }>(sql`
      select e.account, sum(e.amount_minor)::text as total from ledger_entries e
      join ledger_transactions x on x.id = e.transaction_id
      where x.payment_id = ${paymentId}::uuid group by e.account`);
    const byAccount = Object.fromEntries(sums.rows.map((item) => [item.account, Number(item.total)]));
    expect(Object.values(byAccount).reduce((a, b) => a + b, 0)).toBe(0);
    expect(byAccount['platform:fees']).toBe(-1_000);
    expect(byAccount[`payee:${captain.id}`]).toBe(-9_000);
    const source = await t.app.db.execute<{ source: string }>(
      sql`select source from ledger_transactions where payment_id = ${paymentId}::uuid`,
    );
    expect(source.rows[0]!.source).toBe('bookings');
    expect((await notificationsOf(angler.id, 'charter_booking_confirmed')).length).toBeGreaterThan(0);
    expect((await notificationsOf(captain.id, 'charter_booking_confirmed')).length).toBeGreaterThan(0);
    const viewed = (await get(angler, `/api/charters/bookings/${booking.id}`)).json<CharterBooking>();
    expect(viewed.viewer).toMatchObject({ canPay: false, canPayBalance: true });
    // Nothing else to pay once the balance is in: the balance online, then a third checkout is refused.
    const balance = await post(angler, url);
    const session = balance.json<{ redirectUrl: string }>().redirectUrl.split('/').at(-1)!;
    await fake.completeSession(session);
    await until(
      () => bookingRow(booking.id),
      (value) => value.paidMinor === 40_000,
    );
    expect((await post(angler, url)).statusCode).toBe(409);
    const fees = await t.app.db.execute<{ total: string }>(sql`
      select sum(e.amount_minor)::text as total from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
      where e.account = 'platform:fees' and x.payment_id in (${paymentId}::uuid, ${(await bookingRow(booking.id)).balancePaymentId}::uuid)`);
    expect(Number(fees.rows[0]!.total)).toBe(-4_000);
  });

  it('the owner records the balance at the dock as an offline payment', async () => {
    const { booking } = await confirmedBooking();
    const url = `/api/charters/bookings/${booking.id}/balance-at-dock`;
    expect((await post(null, url, {})).statusCode).toBe(401);
    expect((await post(angler, url, {})).statusCode).toBe(403);
    expect((await post(otherCaptain, url, {})).statusCode).toBe(403);
    expect((await post(captain, url, { method: 'gold' })).statusCode).toBe(400);
    expect(
      (await post(captain, `/api/charters/bookings/${crypto.randomUUID()}/balance-at-dock`, {})).statusCode,
    ).toBe(404);
    const recorded = await post(captain, url, { method: 'cash' });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<CharterBooking>()).toMatchObject({ paidMinor: 40_000, balanceMethod: 'at_dock' });
    const row = await bookingRow(booking.id);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, row.balancePaymentId!));
    expect(payment).toMatchObject({
      provider: 'offline',
      offlineMethod: 'cash',
      status: 'succeeded',
      amountMinor: 30_000,
      platformFeeMinor: 3_000,
    });
    expect((await post(captain, url, {})).statusCode).toBe(409);
  });

  it('a deposit not paid in time cancels the booking and reopens the slot', async () => {
    const { listing, pkg } = await buildListing(captain);
    const slot = await buildSlot(listing.id, pkg.id, 8 * DAY);
    const booking = (await book(angler, { slotId: slot.id, partySize: 2 })).json<CharterBooking>();
    await post(angler, `/api/charters/bookings/${booking.id}/checkout`);
    expect(await releaseBookingHolds(deps(), new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(await releaseBookingHolds(deps(), new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ state: 'cancelled', cancellationReason: 'deposit_not_paid' });
    expect(await slotState(slot.id)).toBe('open');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, row.depositPaymentId!));
    expect(payment!.status).toBe('expired');
    // Someone else can book it now.
    expect((await book(stranger, { slotId: slot.id, partySize: 1 })).statusCode).toBe(201);
  });
});

describe('cancellations and refunds', () => {
  const cases: { policy: Policy; startsInMs: number; refund: number }[] = [
    { policy: 'flexible', startsInMs: 2 * DAY, refund: 10_000 },
    { policy: 'flexible', startsInMs: 12 * HOUR, refund: 0 },
    { policy: 'moderate', startsInMs: 8 * DAY, refund: 10_000 },
    { policy: 'moderate', startsInMs: 3 * DAY, refund: 5_000 },
    { policy: 'strict', startsInMs: 31 * DAY, refund: 10_000 },
    { policy: 'strict', startsInMs: 10 * DAY, refund: 5_000 },
    { policy: 'strict', startsInMs: 3 * DAY, refund: 0 },
  ];
  it.each(cases)(
    'the angler cancels: $policy, $startsInMs ms before → $refund back',
    async ({ policy, startsInMs, refund }) => {
      const { booking, slot } = await confirmedBooking({ policy, startsInMs });
      const url = `/api/charters/bookings/${booking.id}/cancel`;
      const shown = (await get(angler, `/api/charters/bookings/${booking.id}`)).json<CharterBooking>();
      expect(shown.viewer.refundIfCancelledMinor).toBe(refund);
      const cancelled = await post(angler, url, { reason: 'angler' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<CharterBooking>()).toMatchObject({
        state: 'cancelled',
        cancellationReason: 'angler',
        paidMinor: 10_000 - refund,
      });
      expect(
        await until(
          () => succeededRefunds(booking.id),
          (value) => value === refund,
        ),
      ).toBe(refund);
      expect(await slotState(slot.id)).toBe('open');
      expect(
        (await notificationsOf(captain.id, 'charter_booking_cancelled')).some(
          (row) => (row.params as { bookingId?: string }).bookingId === booking.id,
        ),
      ).toBe(true);
    },
  );

  it('answers 401, 400, 404 and 409 on cancel', async () => {
    const { booking } = await confirmedBooking();
    const url = `/api/charters/bookings/${booking.id}/cancel`;
    expect((await post(null, url, { reason: 'angler' })).statusCode).toBe(401);
    expect((await post(angler, url, { reason: 'sunburn' })).statusCode).toBe(400);
    expect((await post(angler, url, { reason: 'weather' })).statusCode).toBe(400);
    expect((await post(stranger, url, { reason: 'angler' })).statusCode).toBe(404);
    expect((await post(otherCaptain, url, { reason: 'captain' })).statusCode).toBe(404);
    expect((await post(angler, url, { reason: 'angler' })).statusCode).toBe(200);
    expect((await post(angler, url, { reason: 'angler' })).statusCode).toBe(409);
  });

  it('the captain cancels and the angler takes a full refund', async () => {
    const { booking } = await confirmedBooking({ policy: 'strict', startsInMs: 2 * DAY });
    const cancelled = await post(captain, `/api/charters/bookings/${booking.id}/cancel`, {
      reason: 'captain',
      note: 'Engine trouble',
    });
    expect(cancelled.json<CharterBooking>()).toMatchObject({
      state: 'cancelled',
      cancellationReason: 'captain',
      remedy: null,
    });
    expect(await succeededRefunds(booking.id)).toBe(0);
    const mine = (await get(angler, `/api/charters/bookings/${booking.id}`)).json<CharterBooking>();
    expect(mine.viewer.canChooseRemedy).toBe(true);
    const url = `/api/charters/bookings/${booking.id}/remedy`;
    expect((await post(null, url, { remedy: 'refund' })).statusCode).toBe(401);
    expect((await post(captain, url, { remedy: 'refund' })).statusCode).toBe(403);
    expect((await post(stranger, url, { remedy: 'refund' })).statusCode).toBe(404);
    expect((await post(angler, url, { remedy: 'cash' })).statusCode).toBe(400);
    const chosen = await post(angler, url, { remedy: 'refund' });
    expect(chosen.json<CharterBooking>()).toMatchObject({ remedy: 'refund', paidMinor: 0 });
    expect(
      await until(
        () => succeededRefunds(booking.id),
        (value) => value === 10_000,
      ),
    ).toBe(10_000);
    expect((await post(angler, url, { remedy: 'refund' })).statusCode).toBe(409);
  });

  it('the weather cancels and the angler reschedules to another open slot (never a dearer one)', async () => {
    const { booking, listing, pkg } = await confirmedBooking({ startsInMs: 3 * DAY });
    await post(captain, `/api/charters/bookings/${booking.id}/cancel`, { reason: 'weather' });
    const dearer = (
      await t.app.db
        .insert(charterPackages)
        .values({
          listingId: listing.id,
          name: 'Full day',
          durationMinutes: 480,
          pricingMode: 'per_trip',
          priceMinor: 80_000,
          depositBp: 2_500,
          maxParty: 6,
        })
        .returning()
    )[0]!;
    const dearerSlot = await buildSlot(listing.id, dearer.id, 6 * DAY);
    const refused = await post(angler, `/api/charters/bookings/${booking.id}/remedy`, {
      remedy: 'reschedule',
      slotId: dearerSlot.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'That date costs more than your booking. Choose another date or take a refund.',
    );
    const other = await buildSlot(listing.id, pkg.id, 7 * DAY);
    const moved = await post(angler, `/api/charters/bookings/${booking.id}/remedy`, {
      remedy: 'reschedule',
      slotId: other.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<CharterBooking>()).toMatchObject({
      state: 'confirmed',
      remedy: 'reschedule',
      paidMinor: 10_000,
      slot: { id: other.id },
    });
    expect(await slotState(other.id)).toBe('booked');
    expect(await succeededRefunds(booking.id)).toBe(0);
    expect((await notificationsOf(captain.id, 'charter_booking_rescheduled')).length).toBeGreaterThan(0);
  });

  it('the owner declines: everything paid goes back', async () => {
    const { booking, slot } = await confirmedBooking({ policy: 'strict', startsInMs: 2 * DAY });
    const url = `/api/charters/bookings/${booking.id}/decline`;
    expect((await post(null, url)).statusCode).toBe(401);
    expect((await post(angler, url)).statusCode).toBe(403);
    expect((await post(otherCaptain, url)).statusCode).toBe(403);
    expect((await post(captain, `/api/charters/bookings/${crypto.randomUUID()}/decline`)).statusCode).toBe(
      404,
    );
    const declined = await post(captain, url);
    expect(declined.json<CharterBooking>()).toMatchObject({
      state: 'cancelled',
      cancellationReason: 'declined',
    });
    expect(
      await until(
        () => succeededRefunds(booking.id),
        (value) => value === 10_000,
      ),
    ).toBe(10_000);
    expect(await slotState(slot.id)).toBe('open');
    const credit = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentId, (await bookingRow(booking.id)).depositPaymentId!));
    expect(credit).toHaveLength(1);
  });
});

describe('the trip', () => {
  it('completes only once started, inviting a review', async () => {
    const { booking, slot } = await confirmedBooking({ startsInMs: 2 * DAY });
    const url = `/api/charters/bookings/${booking.id}/complete`;
    expect((await post(null, url)).statusCode).toBe(401);
    expect((await post(angler, url)).statusCode).toBe(403);
    expect((await post(otherCaptain, url)).statusCode).toBe(403);
    expect((await post(captain, `/api/charters/bookings/${crypto.randomUUID()}/complete`)).statusCode).toBe(
      404,
    );
    const early = await post(captain, url);
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).message).toBe('The trip has not started yet.');
    await t.app.db
      .update(charterSlots)
      .set({ startsAt: new Date(Date.now() - HOUR), endsAt: new Date(Date.now() + 3 * HOUR) })
      .where(eq(charterSlots.id, slot.id));
    const done = await post(captain, url);
    expect(done.json<CharterBooking>()).toMatchObject({ state: 'completed' });
    expect(
      (await get(angler, `/api/charters/bookings/${booking.id}`)).json<CharterBooking>().viewer.canReview,
    ).toBe(true);
    expect(
      (await notificationsOf(angler.id, 'charter_booking_completed')).some(
        (row) => (row.params as { bookingId?: string }).bookingId === booking.id,
      ),
    ).toBe(true);
  });

  it('reminds both sides once, reminderHours before the trip', async () => {
    const reminded = await buildUser(t.app, { firstName: 'Remy' });
    const { booking } = await confirmedBooking({ startsInMs: 30 * HOUR, who: reminded });
    await sendTripReminders(deps(), new Date());
    expect(await notificationsOf(reminded.id, 'charter_trip_reminder')).toHaveLength(0);
    const later = new Date(Date.now() + 7 * HOUR);
    expect(await sendTripReminders(deps(), later)).toBeGreaterThanOrEqual(1);
    expect(await sendTripReminders(deps(), later)).toBe(0);
    expect((await bookingRow(booking.id)).reminderSentAt).not.toBeNull();
    expect(await notificationsOf(reminded.id, 'charter_trip_reminder')).toHaveLength(1);
  });
});
