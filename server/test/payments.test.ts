import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout, PaymentView, Quote } from '@tightlines/domain/payments/contract';
import type { SubmitRegistrationInput } from '@tightlines/domain/tournaments/registration-contract';
import {
  discountCodes,
  invoices,
  ledgerEntries,
  notifications,
  payments,
  plans,
  refunds,
  registrationPayments,
  subscriptions,
  taxRates,
  tournamentEvents,
  tournamentRegistrations,
  webhookEvents,
} from '#server/db/schema';
import { releaseExpiredHolds } from '#server/features/payments/holds';
import { registerForEvent } from '#server/features/registrations/entry';
import { createTestApp, type TestApp } from './helpers/app';
import { buildEvent as buildEventFor, utcDay } from './helpers/events';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { startFakeStripe, type FakeStripe } from './helpers/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_pay_core';
let fake: FakeStripe;
let t: TestApp;
let director: BuiltUser;
let otherDirector: BuiltUser;
let admin: BuiltUser;
let angler: BuiltUser;
let stranger: BuiltUser;
const webhookPath = '/api/payments/webhooks/stripe';
let webhookBase = '';

const buildEvent = (values: Partial<typeof tournamentEvents.$inferInsert> = {}) =>
  buildEventFor(t.app, director, {
    name: 'Bay Bass Classic',
    startDate: utcDay(10),
    endDate: utcDay(11),
    species: [],
    scoring: { mode: 'weight' },
    penalties: [],
    feeMinor: 10_000,
    currency: 'USD',
    participantsCap: 50,
    ...values,
  });

const soloEntry = (who: BuiltUser, eventId: string, fee = 10_000): SubmitRegistrationInput => ({
  eventId,
  entry: 'solo',
  anglers: [{ userId: who.id, name: who.firstName }],
  newBoatName: '',
  waiverAccepted: true,
  feeShownMinor: fee,
});

async function register(who: BuiltUser, eventId: string, fee = 10_000): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: as(who),
    payload: soloEntry(who, eventId, fee),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function checkout(who: BuiltUser, registrationIds: string[], discountCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/checkout',
    headers: as(who),
    payload: { registrationIds, ...(discountCode ? { discountCode } : {}) },
  });
}

async function paymentRow(id: string) {
  const [row] = await t.app.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function registrationRow(id: string) {
  const [row] = await t.app.db
    .select()
    .from(tournamentRegistrations)
    .where(eq(tournamentRegistrations.id, id));
  return row!;
}

/** Waits for work that runs after a commit (refund follow-ups, webhooks the fake sends later). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function ledgerSum(condition = sql`true`) {
  const result = await t.app.db.execute<{ total: string | null }>(
    sql`select sum(amount_minor)::text as total from ledger_entries where ${condition}`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

async function balance(accountName: string) {
  return ledgerSum(sql`account = ${accountName}`);
}

function signed(payload: string, secret = WEBHOOK_SECRET) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  t = await createTestApp({
    stripe: { secretKey: 'sk_test_pay_core', webhookSecret: WEBHOOK_SECRET, apiBase: fake.url },
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  webhookBase = address;
  fake.setWebhookUrl(`${address}${webhookPath}`);
  director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
  otherDirector = await buildUser(t.app, { firstName: 'Otto', roles: ['tournament_director'] });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
  angler = await buildUser(t.app, { firstName: 'Sol', lastName: 'Cast' });
  stranger = await buildUser(t.app, { firstName: 'Stan' });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Stripe webhook', () => {
  it('refuses a bad signature with 400 webhookSignatureInvalid', async () => {
    const payload = JSON.stringify({ id: 'evt_bad', object: 'event', type: 'ping', data: { object: {} } });
    const bad = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload, 'whsec_other') },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('webhookSignatureInvalid');
    const missing = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    // The bytes signed are the bytes checked: re-serialised JSON fails.
    const reformatted = JSON.stringify(JSON.parse(payload), null, 2);
    const changed = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload: reformatted,
    });
    expect(changed.statusCode).toBe(400);
  });

  it('records an event once: a replay is acknowledged without effect', async () => {
    const payload = JSON.stringify({
      id: 'evt_replay_1',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: webhookPath,
        headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
        payload,
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, replay: false });
    const second = await send();
    expect(second.json()).toEqual({ received: true, replay: true });
    const rows = await t.app.db.select().from(webhookEvents).where(eq(webhookEvents.id, 'evt_replay_1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.processedAt).not.toBeNull();
  });
});

describe('access', () => {
  it('answers 401 to visitors on every signed-in payments route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['POST', '/api/payments/quote'],
      ['POST', '/api/payments/checkout'],
      ['GET', '/api/payments/mine'],
      ['GET', `/api/payments/${id}`],
      ['POST', `/api/payments/${id}/cancel`],
      ['POST', `/api/payments/disputes/${id}/evidence`],
      ['POST', `/api/tournament-director/events/${id}/registrations/${id}/refund`],
      ['POST', `/api/tournament-director/events/${id}/registrations/${id}/payment`],
      ['POST', `/api/admin/payments/${id}/refund`],
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('shows the hold, the payment and Pay on my registration', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/registrations/${id}`,
      headers: as(angler),
    });
    expect(before.json()).toMatchObject({ canPay: true, paymentId: null, refundedMinor: 0 });
    expect(before.json<{ holdExpiresAt: string | null }>().holdExpiresAt).not.toBeNull();
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await fake.completeSession(opened.checkoutUrl!.split('/').at(-1)!);
    const after = await t.app.inject({ method: 'GET', url: `/api/registrations/${id}`, headers: as(angler) });
    expect(after.json()).toMatchObject({ canPay: false, paymentId: opened.paymentId, holdExpiresAt: null });
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/tournament-director/events/${event.id}/registrations`,
      headers: as(director),
    });
    expect(desk.statusCode, desk.body).toBe(200);
    const row = desk.json<{ items: { id: string }[] }>().items.find((item) => item.id === id);
    expect(row).toMatchObject({
      paymentId: opened.paymentId,
      paidMinor: 10_000,
      refundedMinor: 0,
      disputed: false,
    });
  });
});

describe('checkout', () => {
  it('tells the provider and hold (public config)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'stripe', holdMinutes: 15 });
  });

  it('holds the place of a registration with a fee', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const row = await registrationRow(id);
    expect(row.holdExpiresAt).not.toBeNull();
    expect(row.paymentStatus).toBe('payment_pending');
  });

  it('quotes with tax (region beats country), a discount and the platform fee', async () => {
    const event = await buildEvent({ taxCountry: 'US', taxRegion: 'FL' });
    await t.app.db.insert(taxRates).values([
      { country: 'US', region: null, name: 'US tax', rateBp: 500, inclusive: false },
      { country: 'US', region: 'fl', name: 'Florida tax', rateBp: 700, inclusive: false },
    ]);
    await t.app.db.insert(discountCodes).values({
      code: 'BASS10',
      kind: 'percent',
      percentBp: 1000,
      eventId: event.id,
      perPersonLimit: 1,
    });
    const id = await register(angler, event.id);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers: as(angler),
      payload: { registrationIds: [id], discountCode: 'bass10' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json<Quote>();
    expect(quote.subtotalMinor).toBe(10_000);
    expect(quote.discountMinor).toBe(1_000);
    expect(quote.taxRate?.name).toBe('Florida tax');
    expect(quote.taxMinor).toBe(630);
    expect(quote.totalMinor).toBe(9_630);
    expect(quote.platformFeeMinor).toBe(450);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/quote',
      headers: as(angler),
      payload: { registrationIds: [id], discountCode: 'NOPE99' },
    });
    expect(bad.json<Quote>().discountError).toBe('discountCodeInvalid');
    expect(bad.json<Quote>().discountMinor).toBe(0);
  });

  it("charges the platform fee of the director's plan while its renewal is past due", async () => {
    const [plan] = await t.app.db
      .insert(plans)
      .values({ name: 'Club Pro', priceMinor: 2_900, currency: 'USD', interval: 'month', platformFeeBp: 200 })
      .returning();
    const [subscription] = await t.app.db
      .insert(subscriptions)
      .values({ userId: otherDirector.id, planId: plan!.id, provider: 'stripe', status: 'past_due' })
      .returning();
    const event = await buildEventFor(t.app, otherDirector, {
      name: 'Past Due Open',
      startDate: utcDay(10),
      endDate: utcDay(11),
      species: [],
      scoring: { mode: 'weight' },
      penalties: [],
      feeMinor: 10_000,
      currency: 'USD',
      participantsCap: 50,
    });
    const id = await register(angler, event.id);
    const quoteOf = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/payments/quote',
          headers: as(angler),
          payload: { registrationIds: [id] },
        })
      ).json<Quote>();
    expect((await quoteOf()).platformFeeMinor).toBe(200);
    // Once Stripe gives up (cancelled), the default fee (5 %) is back.
    await t.app.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, subscription!.id));
    expect((await quoteOf()).platformFeeMinor).toBe(500);
  });

  it('pays through the hosted page: webhook → paid, ledger, receipt, notification', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const response = await checkout(angler, [id]);
    expect(response.statusCode, response.body).toBe(200);
    const opened = response.json<Checkout>();
    expect(opened.checkoutUrl).toMatch(/\/pay\/cs_test_/);
    expect(opened.holdExpiresAt).not.toBeNull();
    // The person presses Pay on the hosted page; it redirects to our success page.
    const page = await fetch(opened.checkoutUrl!);
    expect(await page.text()).toContain('id="pay"');
    const paid = await fetch(opened.checkoutUrl!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'pay' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/registration-success?id=${id}&payment=${opened.paymentId}`,
    );
    const payment = await paymentRow(opened.paymentId);
    expect(payment.status).toBe('succeeded');
    expect(payment.providerPaymentId).toMatch(/^pi_/);
    const registration = await registrationRow(id);
    expect(registration.paymentStatus).toBe('paid');
    expect(registration.holdExpiresAt).toBeNull();
    const [record] = await t.app.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.registrationId, id));
    expect(record).toMatchObject({ method: 'online', paymentId: payment.id, amountMinor: 10_000 });
    expect(
      await ledgerSum(
        sql`transaction_id in (select id from ledger_transactions where payment_id = ${payment.id})`,
      ),
    ).toBe(0);
    expect(await balance(`payee:${director.id}`)).toBeLessThan(0);
    const [receipt] = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, payment.id));
    expect(receipt).toMatchObject({ kind: 'receipt', status: 'paid', totalMinor: 10_000 });
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, angler.id), eq(notifications.type, 'payment_succeeded')));
    expect(notes.length).toBeGreaterThan(0);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}`,
      headers: as(angler),
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json<PaymentView>()).toMatchObject({
      status: 'succeeded',
      receipt: { number: receipt!.number },
      registrations: [{ id }],
    });
    // The event's director sees it; another director and a stranger do not.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: as(director) }))
        .statusCode,
    ).toBe(200);
    for (const who of [otherDirector, stranger]) {
      const hidden = await t.app.inject({
        method: 'GET',
        url: `/api/payments/${payment.id}`,
        headers: as(who),
      });
      expect(hidden.statusCode).toBe(404);
      expect(errorOf(hidden).code).toBe('paymentNotFound');
    }
    const again = await checkout(angler, [id]);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('alreadyPaid');
  });

  it('a replayed completion is applied once', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    const sessionId = opened.checkoutUrl!.split('/').at(-1)!;
    await fake.completeSession(sessionId);
    const sent = fake.state.events.find(
      (item) =>
        item.event.type === 'checkout.session.completed' &&
        (item.event.data as { object: { id: string } }).object.id === sessionId,
    )!;
    const payload = JSON.stringify(sent.event);
    const replay = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(replay.json()).toEqual({ received: true, replay: true });
    const receipts = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, opened.paymentId));
    expect(receipts).toHaveLength(1);
    const records = await t.app.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.registrationId, id));
    expect(records).toHaveLength(1);
  });

  it('converges when expired arrives before completed', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    const sessionId = opened.checkoutUrl!.split('/').at(-1)!;
    const session = fake.state.sessions.get(sessionId)!;
    await fake.emit('checkout.session.expired', { ...session, status: 'expired' });
    expect((await paymentRow(opened.paymentId)).status).toBe('expired');
    await fake.completeSession(sessionId);
    expect((await paymentRow(opened.paymentId)).status).toBe('succeeded');
    expect((await registrationRow(id)).paymentStatus).toBe('paid');
  });

  it('a declined card marks the payment failed; the place stays held', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    const declined = await fetch(opened.checkoutUrl!, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'decline' }),
      redirect: 'manual',
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toContain(
      `/complete-registration?registration=${id}&cancelled=1`,
    );
    const payment = await paymentRow(opened.paymentId);
    expect(payment.status).toBe('failed');
    expect(payment.failureReason).toContain('declined');
    const registration = await registrationRow(id);
    expect(registration).toMatchObject({ status: 'registered', paymentStatus: 'payment_failed' });
  });

  it('offline provider answers 409 onlinePaymentUnavailable; a registration of another is 404', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const other = await checkout(stranger, [id]);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('registrationNotFound');
    const anonymous = await checkout(null as unknown as BuiltUser, [id]);
    expect(anonymous.statusCode).toBe(401);
    const badInput = await t.app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers: as(angler),
      payload: { registrationIds: ['nope'] },
    });
    expect(badInput.statusCode).toBe(400);
  });
});

describe('holds', () => {
  it('keeps the place of an entry taken to pay at check-in (the demo seed) past the hold', async () => {
    const event = await buildEvent({});
    const held = await register(angler, event.id);
    const { id: atCheckIn } = await registerForEvent(
      t.app,
      stranger.id,
      soloEntry(stranger, event.id, 10_000),
      {
        holdPlace: false,
      },
    );
    expect((await registrationRow(held)).holdExpiresAt).not.toBeNull();
    expect((await registrationRow(atCheckIn)).holdExpiresAt).toBeNull();
    await releaseExpiredHolds(t.app, new Date(Date.now() + 16 * 60_000));
    expect(await registrationRow(held)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'payment_failed',
    });
    expect(await registrationRow(atCheckIn)).toMatchObject({
      status: 'registered',
      paymentStatus: 'payment_pending',
    });
  });

  it('releases an expired hold, then Pay takes a place again (409 when full)', async () => {
    const event = await buildEvent({ participantsCap: 1 });
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    const released = await releaseExpiredHolds(t.app, new Date(Date.now() + 16 * 60_000));
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await registrationRow(id)).toMatchObject({ status: 'cancelled', paymentStatus: 'payment_failed' });
    expect((await paymentRow(opened.paymentId)).status).toBe('expired');
    const sessionId = opened.checkoutUrl!.split('/').at(-1)!;
    await until(
      async () => fake.state.sessions.get(sessionId)!.status,
      (status) => status === 'expired',
    );
    const notes = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, angler.id), eq(notifications.type, 'hold_expired')));
    expect(notes.length).toBeGreaterThan(0);
    // Someone else takes the only place.
    const taker = await register(stranger, event.id);
    expect(taker).toBeTruthy();
    const full = await checkout(angler, [id]);
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('tournamentFull');
  });

  it('a success after release with no place left is refunded in full (event_full)', async () => {
    const event = await buildEvent({ participantsCap: 1 });
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await releaseExpiredHolds(t.app, new Date(Date.now() + 16 * 60_000));
    await register(stranger, event.id);
    // The person had paid at Stripe just before the session closed.
    const sessionId = opened.checkoutUrl!.split('/').at(-1)!;
    const session = fake.state.sessions.get(sessionId)!;
    session.status = 'open';
    await fake.completeSession(sessionId);
    const payment = await until(
      () => paymentRow(opened.paymentId),
      (row) => row.refundedMinor === 10_000,
    );
    expect(payment.status).toBe('succeeded');
    expect(payment.refundedMinor).toBe(10_000);
    expect((await registrationRow(id)).status).toBe('cancelled');
    const ledger = await ledgerSum(sql`account = 'cash:stripe'`);
    expect(Number.isInteger(ledger)).toBe(true);
  });
});

describe('concurrency', () => {
  it('100 simultaneous checkouts for 10 places: 10 take a place and are paid, 90 are refused', async () => {
    const event = await buildEvent({ participantsCap: 10, registeredCount: 0 });
    const past = new Date(Date.now() - 60_000);
    const rows = await t.app.db
      .insert(tournamentRegistrations)
      .values(
        Array.from({ length: 100 }, (_, index) => ({
          eventId: event.id,
          userId: angler.id,
          entrantName: `Boat ${index}`,
          status: 'cancelled',
          paymentStatus: 'payment_failed',
          feeMinor: 10_000,
          currency: 'USD',
          holdExpiresAt: past,
          resumeToken: `rt-${event.id}-${index}`,
          checkInCode: `ci-${event.id}-${index}`,
        })),
      )
      .returning({ id: tournamentRegistrations.id });
    const answers = await Promise.all(rows.map((row) => checkout(angler, [row.id])));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    const full = answers.filter(
      (answer) => answer.statusCode === 409 && errorOf(answer).code === 'tournamentFull',
    );
    expect(ok).toHaveLength(10);
    expect(full).toHaveLength(90);
    for (const answer of ok)
      await fake.completeSession(answer.json<Checkout>().checkoutUrl!.split('/').at(-1)!);
    const [counted] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, event.id));
    expect(counted!.registeredCount).toBe(10);
    const paid = await t.app.db
      .select()
      .from(tournamentRegistrations)
      .where(
        and(eq(tournamentRegistrations.eventId, event.id), eq(tournamentRegistrations.paymentStatus, 'paid')),
      );
    expect(paid).toHaveLength(10);
  }, 120_000);
});

describe('discounts', () => {
  it('a 100 % code pays at once without the provider; cancelling an open checkout gives a use back', async () => {
    const event = await buildEvent();
    await t.app.db.insert(discountCodes).values([
      { code: 'FREEBIE', kind: 'percent', percentBp: 10_000, eventId: event.id, maxUses: 5 },
      { code: 'FIVEOFF', kind: 'amount', amountMinor: 500, currency: 'USD', maxUses: 1, perPersonLimit: 1 },
    ]);
    const id = await register(angler, event.id);
    const free = await checkout(angler, [id], 'FREEBIE');
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json<Checkout>()).toMatchObject({ checkoutUrl: null, quote: { totalMinor: 0 } });
    expect((await registrationRow(id)).paymentStatus).toBe('paid');

    const other = await register(angler, event.id);
    const opened = await checkout(angler, [other], 'FIVEOFF');
    expect(opened.statusCode, opened.body).toBe(200);
    const [code] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'FIVEOFF'));
    expect(code!.usedCount).toBe(1);
    // Opening it again replaces the first checkout: the code still counts once.
    const again = await checkout(angler, [other], 'FIVEOFF');
    expect(again.statusCode, again.body).toBe(200);
    const usedUp = await checkout(stranger, [await register(stranger, event.id)], 'FIVEOFF');
    expect(usedUp.statusCode).toBe(409);
    expect(errorOf(usedUp).code).toBe('discountCodeUsedUp');
    const paymentId = again.json<Checkout>().paymentId;
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: as(angler),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<PaymentView>().status).toBe('cancelled');
    const [after] = await t.app.db.select().from(discountCodes).where(eq(discountCodes.code, 'FIVEOFF'));
    expect(after!.usedCount).toBe(0);
    const notMine = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/cancel`,
      headers: as(stranger),
    });
    expect(notMine.statusCode).toBe(404);
  });
});

describe('disputes', () => {
  it('opens, takes the money back through the ledger, and a win gives it back', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await fake.completeSession(opened.checkoutUrl!.split('/').at(-1)!);
    const payment = await paymentRow(opened.paymentId);
    const before = await balance(`payee:${director.id}`);
    const dispute = await fake.openDispute(payment.providerPaymentId!);
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: as(admin) })
    ).json<PaymentView>();
    expect(view.dispute).toMatchObject({ status: 'needs_response', amountMinor: 10_000 });
    expect(await balance(`payee:${director.id}`)).toBeGreaterThan(before);
    const evidence = await t.app.inject({
      method: 'POST',
      url: `/api/payments/disputes/${view.dispute!.id}/evidence`,
      headers: as(director),
      payload: { text: 'The angler fished the whole event; weigh-in photos attached.' },
    });
    expect(evidence.statusCode, evidence.body).toBe(200);
    expect(fake.state.disputes.get(dispute.id)!.status).toBe('under_review');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/payments/disputes/${view.dispute!.id}/evidence`,
      headers: as(otherDirector),
      payload: { text: 'Not my event but let me try anyway.' },
    });
    expect(wrong.statusCode).toBe(403);
    await fake.closeDispute(dispute.id, 'won');
    expect(await balance(`payee:${director.id}`)).toBe(before);
  });
});

describe('refunds and offline payments', () => {
  it('director refunds part, then too much is 409; admin refunds the rest', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await fake.completeSession(opened.checkoutUrl!.split('/').at(-1)!);
    const url = `/api/tournament-director/events/${event.id}/registrations/${id}/refund`;
    const outsider = await t.app.inject({ method: 'POST', url, headers: as(otherDirector), payload: {} });
    expect(outsider.statusCode).toBe(403);
    const anglerTry = await t.app.inject({ method: 'POST', url, headers: as(angler), payload: {} });
    expect(anglerTry.statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url, payload: {} });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: as(director),
      payload: { amountMinor: -5 },
    });
    expect(bad.statusCode).toBe(400);
    const part = await t.app.inject({
      method: 'POST',
      url,
      headers: as(director),
      payload: { amountMinor: 4_000, note: 'Rain day' },
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json<PaymentView>().refunds[0]).toMatchObject({ amountMinor: 4_000, reason: 'director' });
    const tooMuch = await t.app.inject({
      method: 'POST',
      url,
      headers: as(director),
      payload: { amountMinor: 6_001 },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(errorOf(tooMuch).code).toBe('refundTooLarge');
    const adminUrl = `/api/admin/payments/${opened.paymentId}/refund`;
    expect(
      (await t.app.inject({ method: 'POST', url: adminUrl, headers: as(director), payload: {} })).statusCode,
    ).toBe(403);
    const rest = await t.app.inject({ method: 'POST', url: adminUrl, headers: as(admin), payload: {} });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json<PaymentView>().refundedMinor).toBe(10_000);
    const none = await t.app.inject({ method: 'POST', url: adminUrl, headers: as(admin), payload: {} });
    expect(errorOf(none).code).toBe('notRefundable');
    const creditNotes = await t.app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, opened.paymentId), eq(invoices.kind, 'credit_note')));
    expect(creditNotes).toHaveLength(2);
    // Stripe's own refund events afterwards change nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await paymentRow(opened.paymentId)).refundedMinor).toBe(10_000);
    expect(await ledgerSum()).toBe(0);
  });

  it('a refund the provider fails after it succeeded is reversed in the ledger, once, and admins are told', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await fake.completeSession(opened.checkoutUrl!.split('/').at(-1)!);
    const cashBefore = await balance('cash:stripe');
    const payeeBefore = await balance(`payee:${director.id}`);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${opened.paymentId}/refund`,
      headers: as(admin),
      payload: { amountMinor: 3_000 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balance('cash:stripe')).toBe(cashBefore - 3_000);
    const intentId = (await paymentRow(opened.paymentId)).providerPaymentId!;
    const stripeRefund = [...fake.state.refunds.values()].find((row) => row.payment_intent === intentId)!;
    // Let the fake's own succeeded events arrive first, as they would.
    const refundEventsDone = async () =>
      fake.state.events.filter(
        (row) =>
          row.event.type === 'refund.updated' &&
          (row.event.data as { object: { id: string } }).object.id === stripeRefund.id &&
          row.status === 200,
      ).length;
    expect(await until(refundEventsDone, (n) => n > 0)).toBe(1);

    // The bank sends it back: Stripe marks the refund failed.
    await fake.failRefund(stripeRefund.id);
    expect(fake.state.events.at(-1)!.status).toBe(200);
    const [refundRow] = await t.app.db
      .select()
      .from(refunds)
      .where(eq(refunds.providerRefundId, stripeRefund.id));
    expect(refundRow!.status).toBe('failed');
    expect((await paymentRow(opened.paymentId)).refundedMinor).toBe(0);
    expect(await balance('cash:stripe')).toBe(cashBefore);
    expect(await balance(`payee:${director.id}`)).toBe(payeeBefore);
    const reversals = await t.app.db.execute<{ total: string }>(sql`
      select sum(e.amount_minor)::text as total from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      where t.kind = 'refund_reversal' and t.refund_id = ${refundRow!.id}::uuid and e.account = 'cash:stripe'`);
    expect(reversals.rows).toEqual([{ total: '3000' }]);
    const payment = (
      await t.app.inject({ method: 'GET', url: `/api/payments/${opened.paymentId}`, headers: as(angler) })
    ).json<PaymentView>();
    expect(payment.refundedMinor).toBe(0);
    expect(payment.refunds).toMatchObject([{ amountMinor: 3_000, status: 'failed' }]);
    const registration = (
      await t.app.inject({ method: 'GET', url: `/api/registrations/${id}`, headers: as(angler) })
    ).json<{ paymentStatus: string; refundedMinor: number }>();
    expect(registration).toMatchObject({ paymentStatus: 'paid', refundedMinor: 0 });
    const told = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'refund_failed'),
          sql`${notifications.params}->>'refundId' = ${refundRow!.id}`,
        ),
      );
    expect(told.map((row) => row.userId)).toContain(admin.id);

    // The same event again, and a later one with the same status, change nothing.
    const last = fake.state.events.at(-1)!.event;
    const payload = JSON.stringify(last);
    const replay = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(replay.statusCode).toBe(200);
    expect(await fake.emit('charge.refund.updated', stripeRefund)).toBe(200);
    expect(await balance('cash:stripe')).toBe(cashBefore);
    const count = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from ledger_transactions where kind = 'refund_reversal' and refund_id = ${refundRow!.id}::uuid`);
    expect(count.rows[0]!.n).toBe(1);
    expect(
      await t.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, 'refund_failed'), eq(notifications.userId, admin.id))),
    ).toHaveLength(1);
    // Refundable again: the amount is the payer's due once more.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${opened.paymentId}/refund`,
      headers: as(admin),
      payload: { amountMinor: 10_000 },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await ledgerSum()).toBe(0);
  });

  it('records an offline payment (cash:offline) and the desk mark-paid writes the ledger', async () => {
    const event = await buildEvent();
    const id = await register(angler, event.id);
    const url = `/api/tournament-director/events/${event.id}/registrations/${id}/payment`;
    const outsider = await t.app.inject({
      method: 'POST',
      url,
      headers: as(otherDirector),
      payload: { method: 'cash', amountMinor: 10_000 },
    });
    expect(outsider.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url,
      headers: as(director),
      payload: { method: 'gold' },
    });
    expect(bad.statusCode).toBe(400);
    const before = await balance('cash:offline');
    const recorded = await t.app.inject({
      method: 'POST',
      url,
      headers: as(director),
      payload: { method: 'cash', amountMinor: 10_000, note: 'At the dock' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json<PaymentView>()).toMatchObject({
      provider: 'offline',
      offlineMethod: 'cash',
      status: 'succeeded',
    });
    expect(await balance('cash:offline')).toBe(before + 10_000);
    expect((await registrationRow(id)).paymentStatus).toBe('paid');
    const twice = await t.app.inject({
      method: 'POST',
      url,
      headers: as(director),
      payload: { method: 'cash', amountMinor: 10_000 },
    });
    expect(errorOf(twice).code).toBe('alreadyPaid');

    const deskId = await register(stranger, event.id);
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${event.id}/registrations/${deskId}/mark-paid`,
      headers: as(director),
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await balance('cash:offline')).toBe(before + 20_000);
    const [record] = await t.app.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.registrationId, deskId));
    expect(record?.method).toBe('check_in');
    expect(record?.paymentId).toBeTruthy();
  });

  it('splits an offline payment as an online one: tax by the event, the platform fee, the same earnings', async () => {
    await t.app.db
      .insert(taxRates)
      .values({ country: 'CA', region: 'ON', name: 'Ontario HST', rateBp: 1_300, inclusive: false });
    const event = await buildEvent({ name: 'Lake Ontario Derby', taxCountry: 'CA', taxRegion: 'ON' });
    const id = await register(angler, event.id);
    const online = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payments/quote',
        headers: as(angler),
        payload: { registrationIds: [id] },
      })
    ).json<Quote>();
    expect(online).toMatchObject({ totalMinor: 11_300, taxMinor: 1_300, platformFeeMinor: 500 });
    // The desk takes what the pay page would have charged.
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${event.id}/registrations/${id}/payment`,
      headers: as(director),
      payload: { method: 'transfer', amountMinor: online.totalMinor },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const view = recorded.json<PaymentView>();
    expect(view.quote).toMatchObject({
      totalMinor: 11_300,
      taxMinor: online.taxMinor,
      platformFeeMinor: online.platformFeeMinor,
      taxRate: { name: 'Ontario HST', rateBp: 1_300 },
    });
    const entries = await t.app.db.execute<{ account: string; total: string }>(sql`
      select e.account, sum(e.amount_minor)::text as total from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      where t.payment_id = ${view.id}::uuid group by e.account order by e.account`);
    const byAccount = Object.fromEntries(entries.rows.map((row) => [row.account, Number(row.total)]));
    expect(byAccount).toMatchObject({
      'cash:offline': 11_300,
      [`payee:${director.id}`]: -9_500,
      'platform:fees': -500,
      'platform:tax': -1_300,
    });
    const earnings = (
      await t.app.inject({ method: 'GET', url: '/api/earnings', headers: as(director) })
    ).json<{
      events: { eventId: string; grossMinor: number; platformFeeMinor: number; netMinor: number }[];
    }>();
    expect(earnings.events.find((row) => row.eventId === event.id)).toMatchObject({
      platformFeeMinor: 500,
      netMinor: 9_500,
    });
  });

  it('a registration paid at the desk while its online payment goes through refunds the second as duplicate', async () => {
    const event = await buildEvent({ name: 'Double Pay Open' });
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    const sessionId = opened.checkoutUrl!.split('/').at(-1)!;
    // Stripe charges the card just as the desk takes cash: its event arrives after the desk's record.
    fake.setWebhookUrl(null);
    await fake.completeSession(sessionId);
    fake.setWebhookUrl(`${webhookBase}${webhookPath}`);
    const desk = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${event.id}/registrations/${id}/payment`,
      headers: as(director),
      payload: { method: 'cash', amountMinor: 10_000 },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const completed = fake.state.events.findLast((row) => row.event.type === 'checkout.session.completed')!;
    const payload = JSON.stringify(completed.event);
    const delivered = await t.app.inject({
      method: 'POST',
      url: webhookPath,
      headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) },
      payload,
    });
    expect(delivered.statusCode).toBe(200);
    const online = await until(
      async () =>
        (
          await t.app.inject({ method: 'GET', url: `/api/payments/${opened.paymentId}`, headers: as(angler) })
        ).json<PaymentView>(),
      (view) => view.refunds.some((refund) => refund.status === 'succeeded'),
    );
    expect(online.status).toBe('succeeded');
    expect(online.refunds).toMatchObject([{ reason: 'duplicate', amountMinor: 10_000, status: 'succeeded' }]);
    expect(online.refundedMinor).toBe(10_000);
    expect((await registrationRow(id)).paymentStatus).toBe('paid');
  });

  it('tells the refund policy on the event page and on my paid registration, without the tax place', async () => {
    const event = await buildEvent({ refundPolicy: 'partial', refundPercentBp: 5_000 });
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await fake.completeSession(opened.checkoutUrl!.split('/').at(-1)!);
    const policy = { refundPolicy: 'partial', refundPercentBp: 5_000, refundDeadline: null };
    const detail = await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ refundPolicy?: unknown }>().refundPolicy).toEqual(policy);
    const mine = await t.app.inject({ method: 'GET', url: '/api/registrations', headers: as(angler) });
    const item = mine
      .json<{ items: { id: string; refundPolicy?: unknown }[] }>()
      .items.find((r) => r.id === id);
    expect(item?.refundPolicy).toEqual(policy);
  });

  it('cancelling my paid registration refunds by the event policy', async () => {
    const event = await buildEvent({ refundPolicy: 'partial', refundPercentBp: 5_000 });
    const id = await register(angler, event.id);
    const opened = (await checkout(angler, [id])).json<Checkout>();
    await fake.completeSession(opened.checkoutUrl!.split('/').at(-1)!);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${id}/cancel`,
      headers: as(angler),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const payment = await paymentRow(opened.paymentId);
    expect(payment.refundedMinor).toBe(5_000);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/payments/mine?limit=2',
      headers: as(angler),
    });
    expect(mine.statusCode).toBe(200);
    const page = mine.json<{ items: PaymentView[]; nextCursor: string | null }>();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/payments/mine?limit=2&cursor=${page.nextCursor}`,
      headers: as(angler),
    });
    expect(next.json<{ items: PaymentView[] }>().items[0]!.id).not.toBe(page.items[0]!.id);
  });
});

describe('ledger', () => {
  it('every transaction sums to zero and ledger rows cannot change', async () => {
    const unbalanced = await t.app.db.execute<{ id: string }>(sql`
      select transaction_id as id from ledger_entries group by transaction_id having sum(amount_minor) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    await expect(t.app.db.execute(sql`update ledger_entries set amount_minor = 0`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from ledger_entries`)).rejects.toThrow();
    const [any] = await t.app.db.select().from(ledgerEntries).limit(1);
    expect(any).toBeTruthy();
  });
});
