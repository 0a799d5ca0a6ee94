import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '@tightlines/domain/payments/ledger';
import type {
  Earnings,
  FinancialReport,
  PaymentList,
  Plan,
  Subscription,
} from '@tightlines/domain/payments/contract';
import {
  invoices,
  ledgerEntries,
  notifications,
  payeeAccounts,
  payments,
  payouts,
  subscriptions,
} from '#server/db/schema';
import type { Db } from '#server/db/client';
import { postLedger, balanceOf } from '#server/features/payments/ledger';
import { stripeOf } from '#server/features/payments/stripe-client';
import { webhookHandlersFor } from '#server/features/payments/webhook-registry';
import { activateSubscriptionForInvoice, platformFeeBpFor } from '#server/features/payments/subscriptions';
import { nextPayoutRun, runPayouts, payoutDepsOf } from '#server/features/payments/payouts';
import { FINANCIAL_CSV_HEADER, forgetSettledMonths } from '#server/features/payments/financial';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { buildEvent } from './helpers/events';
import { startFakeStripe, type FakeState, type FakeStripe } from './helpers/fake-stripe';

const PLAN = {
  name: 'Club Pro',
  description: 'For clubs running a season.',
  features: ['Lower fees', 'Priority support'],
  priceMinor: 2_900,
  currency: 'USD',
  interval: 'month' as const,
  platformFeeBp: 200,
};

/** Applies a provider event through the registered webhook handlers, as the webhook route does. */
async function deliver(app: TestApp['app'], type: string, object: unknown): Promise<void> {
  const event = { id: `evt_${randomUUID()}`, type, data: { object }, created: 0 } as unknown as Stripe.Event;
  const after = await app.db.transaction(async (tx) => {
    const work: (() => void)[] = [];
    for (const handler of webhookHandlersFor(type)) {
      const next = await handler(tx, event, {
        db: app.db,
        config: app.config,
        log: app.log,
        stripe: stripeOf(app.config)!,
        jobs: app.jobs,
        realtime: app.realtime,
        mailer: app.mailer,
      });
      if (next) work.push(next);
    }
    return work;
  });
  for (const run of after) run();
}

/** A ledger transaction written at a chosen time (the ledger refuses updates, not inserts). */
async function postAt(
  db: Db,
  at: Date,
  kind: string,
  source: string | null,
  currency: string,
  entries: { account: string; amountMinor: number }[],
  extra: { payeeUserId?: string; eventId?: string } = {},
) {
  const [row] = await db
    .execute<{ id: string }>(
      sql`
    insert into ledger_transactions (kind, currency, source, payee_user_id, event_id, created_at)
    values (${kind}, ${currency}, ${source}, ${extra.payeeUserId ?? null}, ${extra.eventId ?? null}, ${at.toISOString()}::timestamptz)
    returning id`,
    )
    .then((result) => result.rows);
  for (const entry of entries)
    await db.execute(sql`
      insert into ledger_entries (transaction_id, account, currency, amount_minor, created_at)
      values (${row!.id}, ${entry.account}, ${currency}, ${entry.amountMinor}, ${at.toISOString()}::timestamptz)`);
}

/** An entry fee paid T with fee F and tax X to a payee, as pay-core books it. */
function paidEntries(payer: string, payee: string, total: number, fee: number, tax: number, cash = 'stripe') {
  return [
    { account: account.cash(cash as 'stripe'), amountMinor: total },
    { account: account.payer(payer), amountMinor: -total },
    { account: account.payer(payer), amountMinor: total },
    { account: account.payee(payee), amountMinor: -(total - fee - tax) },
    { account: account.platformFees, amountMinor: -fee },
    { account: account.tax, amountMinor: -tax },
  ].filter((entry) => entry.amountMinor !== 0);
}

describe('payments hub (offline provider)', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let angler: BuiltUser;
  let other: BuiltUser;
  let director: BuiltUser;
  let plan: Plan;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildUser(t.app, { roles: ['admin'] });
    angler = await buildUser(t.app, { firstName: 'Avery' });
    other = await buildUser(t.app);
    director = await buildUser(t.app, { roles: ['tournament_director'] });
  });
  afterAll(async () => t?.close());

  it('answers 401 to visitors and 403 to anglers on the admin routes', async () => {
    const adminRoutes: [string, string, unknown?][] = [
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/refunds'],
      ['GET', '/api/admin/disputes'],
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans', PLAN],
      ['PATCH', `/api/admin/plans/${randomUUID()}`, PLAN],
      ['GET', '/api/admin/subscriptions'],
      ['GET', '/api/admin/payouts'],
      ['POST', '/api/admin/payouts/run'],
      ['GET', '/api/admin/financial?from=2026-01&to=2026-12'],
      ['GET', '/api/admin/financial.csv?from=2026-01&to=2026-12'],
      ['GET', '/api/admin/payment-settings'],
      ['PUT', '/api/admin/payment-settings', { platformFeeBp: 400 }],
    ];
    for (const [method, url, payload] of adminRoutes) {
      const visitor = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
      const wrong = await t.app.inject({
        method: method as 'GET',
        url,
        payload: payload as object,
        headers: as(director),
      });
      expect(wrong.statusCode, `${method} ${url} director`).toBe(403);
    }
    const signedInRoutes: [string, string, unknown?][] = [
      ['GET', '/api/subscriptions/mine'],
      ['POST', '/api/subscriptions', { planId: randomUUID() }],
      ['POST', `/api/subscriptions/${randomUUID()}/change`, { planId: randomUUID() }],
      ['POST', `/api/subscriptions/${randomUUID()}/cancel`],
      ['GET', '/api/earnings'],
      ['POST', '/api/earnings/connect'],
    ];
    for (const [method, url, payload] of signedInRoutes) {
      const visitor = await t.app.inject({ method: method as 'GET', url, payload: payload as object });
      expect(visitor.statusCode, `${method} ${url} visitor`).toBe(401);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(200);
  });

  it('lets admins create and change plans, and shows the active ones publicly', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: as(admin),
      payload: { ...PLAN, priceMinor: -1 },
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: as(admin),
      payload: PLAN,
    });
    expect(created.statusCode).toBe(201);
    plan = created.json<Plan>();
    expect(plan).toMatchObject({ name: 'Club Pro', subscriberCount: 0, platformFeeBp: 200 });
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: as(admin),
      payload: { ...PLAN, name: 'Legacy', active: false },
    });
    expect(hidden.statusCode).toBe(201);
    const publicList = (await t.app.inject({ method: 'GET', url: '/api/plans' })).json<{ items: Plan[] }>();
    expect(publicList.items.map((item) => item.name)).toEqual(['Club Pro']);
    const adminList = (
      await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: as(admin) })
    ).json<{
      items: Plan[];
    }>();
    expect(adminList.items).toHaveLength(2);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/plans/${plan.id}`,
      headers: as(admin),
      payload: { ...PLAN, description: 'Now with more.' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Plan>().description).toBe('Now with more.');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/plans/${randomUUID()}`,
      headers: as(admin),
      payload: PLAN,
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('planNotFound');
    const badParams = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/plans/not-a-uuid',
      headers: as(admin),
      payload: PLAN,
    });
    expect(badParams.statusCode).toBe(400);
  });

  it('subscribes offline with an open invoice; paying it activates the subscription and lowers the fee', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/subscriptions', headers: as(angler), payload: {} }))
        .statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: as(angler),
      payload: { planId: randomUUID() },
    });
    expect(unknown.statusCode).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: as(angler),
      payload: { planId: plan.id },
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<{
      subscription: Subscription;
      checkoutUrl: string | null;
      invoiceId: string;
    }>();
    expect(result.checkoutUrl).toBeNull();
    expect(result.subscription).toMatchObject({ status: 'incomplete', provider: 'offline' });
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.id, result.invoiceId));
    expect(invoice).toMatchObject({
      kind: 'invoice',
      status: 'open',
      totalMinor: 2_900,
      subscriptionId: result.subscription.id,
    });
    expect(invoice!.dueAt!.getTime() - invoice!.issuedAt.getTime()).toBeCloseTo(14 * 86_400_000, -5);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: as(angler),
      payload: { planId: plan.id },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('alreadySubscribed');

    expect(await platformFeeBpFor(t.app.db, angler.id, 500)).toBe(500);
    const activated = await t.app.db.transaction((tx) =>
      activateSubscriptionForInvoice(tx, result.invoiceId),
    );
    expect(activated).toMatchObject({ subscriptionId: result.subscription.id, status: 'active' });
    expect(await platformFeeBpFor(t.app.db, angler.id, 500)).toBe(200);

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/subscriptions/mine', headers: as(angler) })
    ).json<{
      items: Subscription[];
    }>();
    expect(mine.items[0]).toMatchObject({ status: 'active', plan: { id: plan.id, subscriberCount: 1 } });
    expect(mine.items[0]!.currentPeriodEnd).not.toBeNull();
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/admin/subscriptions', headers: as(admin) })
    ).json<{
      items: Subscription[];
    }>();
    expect(all.items.map((item) => item.user.userId)).toContain(angler.id);

    // Someone else's subscription: 403; a made-up one: 404.
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${result.subscription.id}/cancel`,
      headers: as(other),
    });
    expect(theirs.statusCode).toBe(403);
    const change403 = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${result.subscription.id}/change`,
      headers: as(other),
      payload: { planId: plan.id },
    });
    expect(change403.statusCode).toBe(403);
    const nobody = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${randomUUID()}/cancel`,
      headers: as(angler),
    });
    expect(nobody.statusCode).toBe(404);

    // Change to another plan (offline: from the next invoice), then cancel at once.
    const cheaper = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/plans',
        headers: as(admin),
        payload: { ...PLAN, name: 'Club Lite', priceMinor: 900, platformFeeBp: null },
      })
    ).json<Plan>();
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${result.subscription.id}/change`,
      headers: as(angler),
      payload: { planId: cheaper.id },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Subscription>().plan.id).toBe(cheaper.id);
    expect(await platformFeeBpFor(t.app.db, angler.id, 500)).toBe(500);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${result.subscription.id}/cancel`,
      headers: as(angler),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Subscription>().status).toBe('cancelled');
    const types = await t.app.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, angler.id));
    expect(types.map((row) => row.type)).toContain('subscription_changed');
  });

  it('refuses Connect onboarding offline and shows earnings from the ledger', async () => {
    const connect = await t.app.inject({
      method: 'POST',
      url: '/api/earnings/connect',
      headers: as(director),
    });
    expect(connect.statusCode).toBe(409);
    expect(errorOf(connect).code).toBe('onlinePaymentUnavailable');
    const event = await buildEvent(t.app, director, { name: 'Spring Bass Classic' });
    await t.app.db.transaction(async (tx) => {
      await postLedger(tx, {
        kind: 'payment',
        currency: 'USD',
        source: 'entry_fees',
        payerUserId: angler.id,
        payeeUserId: director.id,
        eventId: event.id,
        entries: paidEntries(angler.id, director.id, 10_000, 500, 800),
      });
      await postLedger(tx, {
        kind: 'refund',
        currency: 'USD',
        payerUserId: angler.id,
        payeeUserId: director.id,
        eventId: event.id,
        entries: [
          { account: account.refunds, amountMinor: 1_000 },
          { account: account.cash('stripe'), amountMinor: -1_000 },
          { account: account.payee(director.id), amountMinor: 870 },
          { account: account.platformFees, amountMinor: 50 },
          { account: account.tax, amountMinor: 80 },
          { account: account.refunds, amountMinor: -1_000 },
        ],
      });
    });
    const earnings = (
      await t.app.inject({ method: 'GET', url: '/api/earnings', headers: as(director) })
    ).json<Earnings>();
    expect(earnings.balances).toEqual([
      { currency: 'USD', availableMinor: 8_700 - 870, pendingPayoutMinor: 0 },
    ]);
    expect(earnings.events).toEqual([
      {
        eventId: event.id,
        eventName: 'Spring Bass Classic',
        currency: 'USD',
        grossMinor: 10_000,
        refundedMinor: 1_000,
        platformFeeMinor: 450,
        netMinor: 7_830,
        paidCount: 0,
      },
    ]);
    expect(earnings).toMatchObject({
      account: null,
      payouts: [],
      platformFeeBp: 500,
      payoutSchedule: 'weekly',
    });
    const run = await t.app.inject({ method: 'POST', url: '/api/admin/payouts/run', headers: as(admin) });
    expect(run.json()).toEqual({ created: 0, paid: 0, failed: 0 });
  });

  it('reads and saves payment settings', async () => {
    const initial = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment-settings',
      headers: as(admin),
    });
    expect(initial.json()).toEqual({
      platformFeeBp: 500,
      holdMinutes: 15,
      payoutSchedule: 'weekly',
      currency: 'USD',
      payoutMinimumMinor: 1_000,
    });
    const badCurrency = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-settings',
      headers: as(admin),
      payload: { currency: 'US$', payoutMinimumMinor: 500 },
    });
    expect(badCurrency.statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-settings',
      headers: as(admin),
      payload: { platformFeeBp: 9_999 },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-settings',
      headers: as(admin),
      payload: {
        platformFeeBp: 400,
        holdMinutes: 20,
        payoutSchedule: 'daily',
        currency: 'usd',
        payoutMinimumMinor: 500,
      },
    });
    expect(saved.statusCode).toBe(200);
    // The minimum says which currency it is in.
    expect(saved.json()).toMatchObject({ currency: 'USD', payoutMinimumMinor: 500 });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payment-settings',
      headers: as(admin),
    });
    expect(read.json()).toMatchObject({ platformFeeBp: 400, payoutSchedule: 'daily' });
  });

  it('sums the financial report per month from the ledger, and serves it as CSV', async () => {
    const payee = director.id;
    const at = (month: number, day = 10) => new Date(Date.UTC(2025, month - 1, day, 12));
    await postAt(
      t.app.db,
      at(3),
      'payment',
      'entry_fees',
      'EUR',
      paidEntries(angler.id, payee, 5_000, 250, 0),
    );
    await postAt(t.app.db, at(3, 20), 'payment', 'subscriptions', 'EUR', [
      { account: account.cash('stripe'), amountMinor: 1_190 },
      { account: account.payer(angler.id), amountMinor: -1_190 },
      { account: account.payer(angler.id), amountMinor: 1_190 },
      { account: account.platformFees, amountMinor: -1_000 },
      { account: account.tax, amountMinor: -190 },
    ]);
    await postAt(t.app.db, at(4), 'refund', null, 'EUR', [
      { account: account.refunds, amountMinor: 2_000 },
      { account: account.cash('stripe'), amountMinor: -2_000 },
      { account: account.payee(payee), amountMinor: 1_900 },
      { account: account.platformFees, amountMinor: 100 },
      { account: account.refunds, amountMinor: -2_000 },
    ]);
    await postAt(t.app.db, at(5), 'dispute', null, 'EUR', [
      { account: account.disputes, amountMinor: 1_000 },
      { account: account.cash('stripe'), amountMinor: -1_000 },
      { account: account.payee(payee), amountMinor: 950 },
      { account: account.platformFees, amountMinor: 50 },
      { account: account.disputes, amountMinor: -1_000 },
    ]);
    await postAt(t.app.db, at(5, 12), 'payout', null, 'EUR', [
      { account: account.payee(payee), amountMinor: 1_000 },
      { account: account.payoutsInTransit, amountMinor: -1_000 },
    ]);
    await postAt(t.app.db, at(5, 13), 'payout_paid', null, 'EUR', [
      { account: account.payoutsInTransit, amountMinor: 1_000 },
      { account: account.cash('stripe'), amountMinor: -1_000 },
    ]);
    // Outside the range, and in another currency: not counted.
    await postAt(
      t.app.db,
      new Date(Date.UTC(2024, 11, 31, 23)),
      'payment',
      'entry_fees',
      'EUR',
      paidEntries(angler.id, payee, 777, 0, 0),
    );
    await postAt(t.app.db, at(3), 'payment', 'entry_fees', 'GBP', paidEntries(angler.id, payee, 999, 0, 0));

    forgetSettledMonths();
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/admin/financial?from=2025-1&to=2025-06',
      headers: as(admin),
    });
    expect(bad.statusCode).toBe(400);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/financial?from=2025-06&to=2025-01&currency=EUR',
      headers: as(admin),
    });
    expect(reversed.statusCode).toBe(400);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/financial?from=2025-01&to=2025-06&currency=eur',
      headers: as(admin),
    });
    expect(response.statusCode).toBe(200);
    const report = response.json<FinancialReport>();
    expect(report.currency).toBe('EUR');
    expect(report.months.map((month) => month.month)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
    ]);
    expect(report.months[2]).toEqual({
      month: '2025-03',
      gross: { entry_fees: 5_000, subscriptions: 1_190, invoices: 0, bookings: 0 },
      refundsMinor: 0,
      disputesMinor: 0,
      platformFeesMinor: 1_250,
      taxMinor: 190,
      payoutsMinor: 0,
    });
    expect(report.months[3]).toMatchObject({ refundsMinor: 2_000, platformFeesMinor: -100 });
    expect(report.months[4]).toMatchObject({
      disputesMinor: 1_000,
      platformFeesMinor: -50,
      payoutsMinor: 1_000,
    });
    // The totals agree with the ledger itself.
    const sums = await t.app.db.execute<{ account: string; total: string }>(sql`
      select account, sum(amount_minor) as total from ledger_entries
      where currency = 'EUR' and created_at >= '2025-01-01' and created_at < '2025-07-01' group by account`);
    const ledger = Object.fromEntries(sums.rows.map((row) => [row.account, Number(row.total)]));
    expect(report.totals.platformFeesMinor).toBe(-ledger[account.platformFees]!);
    expect(report.totals.taxMinor).toBe(-ledger[account.tax]!);
    expect(
      report.totals.grossMinor -
        report.totals.refundsMinor -
        report.totals.disputesMinor -
        report.totals.payoutsMinor,
    ).toBe(ledger[account.cash('stripe')]!);
    expect(report.totals).toMatchObject({
      grossMinor: 6_190,
      refundsMinor: 2_000,
      disputesMinor: 1_000,
      payoutsMinor: 1_000,
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/admin/financial.csv?from=2025-01&to=2025-06&currency=EUR',
      headers: as(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="tightlines-EUR-2025-01-2025-06.csv"',
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(FINANCIAL_CSV_HEADER.join(','));
    expect(lines[0]).toBe(
      'month,currency,gross_entry_fees,gross_subscriptions,gross_invoices,gross_bookings,gross_total,refunds,disputes,platform_fees,tax,payouts',
    );
    expect(lines).toHaveLength(8);
    expect(lines[3]).toBe('2025-03,EUR,50.00,11.90,0.00,0.00,61.90,0.00,0.00,12.50,1.90,0.00');
    expect(lines[7]).toBe('TOTAL,EUR,50.00,11.90,0.00,0.00,61.90,20.00,10.00,11.00,1.90,10.00');
  });

  it('lists payments, refunds and disputes for admins, keyset paged', async () => {
    const quote = {
      currency: 'USD',
      lines: [{ label: 'Entry', amountMinor: 4_000, registrationId: null }],
      subtotalMinor: 4_000,
      discountMinor: 0,
      discountCode: null,
      discountError: null,
      taxMinor: 0,
      taxRate: null,
      totalMinor: 4_000,
      platformFeeMinor: 200,
    };
    const made = await t.app.db
      .insert(payments)
      .values(
        [0, 1, 2].map((index) => ({
          purpose: 'registration',
          provider: 'stripe',
          status: index === 2 ? 'pending' : 'succeeded',
          userId: angler.id,
          description: `Walleye Open entry ${index}`,
          quote,
          amountMinor: 4_000,
          currency: 'USD',
          createdAt: new Date(Date.now() - (3 - index) * 60_000),
        })),
      )
      .returning({ id: payments.id });
    await t.app.db.execute(sql`
      insert into refunds (payment_id, amount_minor, currency, reason, note, status)
      values (${made[0]!.id}, 1000, 'USD', 'director', 'Rain day', 'succeeded')`);
    await t.app.db.execute(sql`
      insert into disputes (payment_id, provider_dispute_id, amount_minor, currency, reason, status)
      values (${made[1]!.id}, 'dp_test_1', 4000, 'USD', 'fraudulent', 'needs_response')`);

    const first = await t.app.inject({
      method: 'GET',
      url: '/api/admin/payments?limit=2',
      headers: as(admin),
    });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<PaymentList>();
    expect(page1.items.map((item) => item.description)).toEqual([
      'Walleye Open entry 2',
      'Walleye Open entry 1',
    ]);
    expect(page1.items[1]!.dispute).toMatchObject({ status: 'needs_response', amountMinor: 4_000 });
    expect(page1.items[0]!.payer).toEqual({
      userId: angler.id,
      displayName: expect.stringContaining('Avery'),
    });
    const second = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/payments?limit=2&cursor=${encodeURIComponent(page1.nextCursor!)}`,
        headers: as(admin),
      })
    ).json<PaymentList>();
    expect(second.items.map((item) => item.description)).toContain('Walleye Open entry 0');
    expect(second.items.find((item) => item.id === made[0]!.id)!.refunds).toMatchObject([
      { amountMinor: 1_000, note: 'Rain day' },
    ]);
    const pending = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/payments?status=pending&q=walleye',
        headers: as(admin),
      })
    ).json<PaymentList>();
    expect(pending.items.map((item) => item.id)).toEqual([made[2]!.id]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/payments?status=nope', headers: as(admin) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/payments?cursor=garbage', headers: as(admin) }))
        .statusCode,
    ).toBe(400);

    const refunds = (
      await t.app.inject({ method: 'GET', url: '/api/admin/refunds', headers: as(admin) })
    ).json<{
      items: { paymentId: string; payerName: string; description: string }[];
    }>();
    expect(refunds.items).toMatchObject([{ paymentId: made[0]!.id, description: 'Walleye Open entry 0' }]);
    const disputes = (
      await t.app.inject({ method: 'GET', url: '/api/admin/disputes', headers: as(admin) })
    ).json<{
      items: { paymentId: string; reason: string }[];
    }>();
    expect(disputes.items).toMatchObject([{ paymentId: made[1]!.id, reason: 'fraudulent' }]);
  });

  it('schedules payout runs', () => {
    const wednesday = new Date('2026-11-25T10:00:00Z');
    expect(nextPayoutRun('daily', wednesday).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(nextPayoutRun('weekly', wednesday).toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(nextPayoutRun('monthly', wednesday).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(nextPayoutRun('monthly', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('payments hub (Stripe through the fake server)', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let billing: FakeState;
  let admin: BuiltUser;
  let angler: BuiltUser;
  let director: BuiltUser;
  let plan: Plan;
  let planB: Plan;

  beforeAll(async () => {
    // No webhook URL: the test applies each event itself (deliver), so it can replay one with a new event id.
    fake = await startFakeStripe({ webhookSecret: 'whsec_hub' });
    billing = fake.state;
    t = await createTestApp({
      stripe: { secretKey: 'sk_test_hub', webhookSecret: 'whsec_hub', apiBase: fake.url },
    });
    admin = await buildUser(t.app, { roles: ['admin'] });
    angler = await buildUser(t.app);
    director = await buildUser(t.app, { roles: ['tournament_director'] });
    const post = async (payload: object) =>
      (
        await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: as(admin), payload })
      ).json<Plan>();
    plan = await post(PLAN);
    planB = await post({ ...PLAN, name: 'Club Max', priceMinor: 9_900, platformFeeBp: 100 });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('subscribes through a Checkout Session, books the paid invoice, changes plan and cancels at period end', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: as(angler),
      payload: { planId: plan.id },
    });
    expect(response.statusCode).toBe(201);
    const result = response.json<{ subscription: Subscription; checkoutUrl: string; invoiceId: null }>();
    expect(result.checkoutUrl).toBe(`${fake.url}/pay/${[...billing.sessions.values()][0]!.id}`);
    expect(result.subscription).toMatchObject({ status: 'incomplete', provider: 'stripe' });
    expect(billing.customers.size).toBe(1);
    expect(billing.prices.size).toBe(1);
    const [session] = [...billing.sessions.values()];
    expect(session).toMatchObject({ mode: 'subscription', client_reference_id: result.subscription.id });

    // Abandoned checkout: subscribing again replaces it (same customer and price).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      headers: as(angler),
      payload: { planId: plan.id },
    });
    expect(again.statusCode).toBe(201);
    const live = again.json<{ subscription: Subscription }>().subscription;
    expect(billing.customers.size).toBe(1);
    expect(billing.prices.size).toBe(1);
    const sessionId = [...billing.sessions.values()].find((s) => s.client_reference_id === live.id)!.id;

    const done = await fake.completeSubscriptionCheckout(sessionId, 2_900, 0);
    await deliver(t.app, 'checkout.session.completed', done.session);
    await deliver(t.app, 'customer.subscription.created', done.subscription);
    await deliver(t.app, 'invoice.paid', done.invoice);
    await deliver(t.app, 'invoice.paid', done.invoice); // a second event for the same invoice books nothing

    const [row] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, live.id));
    expect(row).toMatchObject({ status: 'active', providerSubscriptionId: done.subscription.id });
    const paid = await t.app.db.select().from(payments).where(eq(payments.subscriptionId, live.id));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ purpose: 'subscription', status: 'succeeded', amountMinor: 2_900 });
    const receipts = await t.app.db.select().from(invoices).where(eq(invoices.paymentId, paid[0]!.id));
    expect(receipts).toMatchObject([{ kind: 'receipt', status: 'paid', totalMinor: 2_900 }]);
    expect(await balanceOf(t.app.db, account.cash('stripe'), 'USD')).toBe(2_900);
    expect(await balanceOf(t.app.db, account.platformFees, 'USD')).toBe(-2_900);
    expect(await balanceOf(t.app.db, account.payer(angler.id), 'USD')).toBe(0);
    const month = new Date().toISOString().slice(0, 7);
    const report = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/financial?from=${month}&to=${month}`,
        headers: as(admin),
      })
    ).json<FinancialReport>();
    expect(report.months[0]!.gross.subscriptions).toBe(2_900);
    expect(await platformFeeBpFor(t.app.db, angler.id, 500)).toBe(200);

    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${live.id}/change`,
      headers: as(angler),
      payload: { planId: planB.id },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Subscription>().plan.id).toBe(planB.id);
    expect(billing.subscriptions.get(done.subscription.id)!.price).not.toBe(session!.price);
    await deliver(t.app, 'customer.subscription.updated', fake.subscriptionObject(done.subscription.id));
    expect(await platformFeeBpFor(t.app.db, angler.id, 500)).toBe(100);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${live.id}/cancel`,
      headers: as(angler),
    });
    expect(cancelled.json<Subscription>()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(billing.subscriptions.get(done.subscription.id)!.cancel_at_period_end).toBe(true);
    billing.subscriptions.get(done.subscription.id)!.status = 'canceled';
    await deliver(t.app, 'customer.subscription.deleted', fake.subscriptionObject(done.subscription.id));
    const [ended] = await t.app.db.select().from(subscriptions).where(eq(subscriptions.id, live.id));
    expect(ended!.status).toBe('cancelled');
  });

  it('onboards a payee with Connect and pays out once under two concurrent runs', async () => {
    const link = await t.app.inject({ method: 'POST', url: '/api/earnings/connect', headers: as(director) });
    expect(link.statusCode).toBe(200);
    expect(link.json<{ url: string }>().url).toContain(
      encodeURIComponent('http://localhost:3000/tournament-director/earnings'),
    );
    const [payee] = await t.app.db.select().from(payeeAccounts).where(eq(payeeAccounts.userId, director.id));
    expect(payee).toMatchObject({ provider: 'stripe', payoutsEnabled: false });
    // The same account on a second visit.
    await t.app.inject({ method: 'POST', url: '/api/earnings/connect', headers: as(director) });
    expect(billing.accounts.size).toBe(1);
    await deliver(t.app, 'account.updated', {
      ...billing.accounts.get(payee!.providerAccountId!),
      details_submitted: true,
      payouts_enabled: true,
    });

    const event = await buildEvent(t.app, director);
    await t.app.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'payment',
        currency: 'USD',
        source: 'entry_fees',
        payerUserId: angler.id,
        payeeUserId: director.id,
        eventId: event.id,
        entries: paidEntries(angler.id, director.id, 20_000, 1_000, 0),
      }),
    );
    const [a, b] = await Promise.all([runPayouts(payoutDepsOf(t.app)), runPayouts(payoutDepsOf(t.app))]);
    expect(a.created + b.created).toBe(1);
    expect(a.paid + b.paid).toBe(1);
    expect(billing.transferCount).toBe(1);
    const rows = await t.app.db.select().from(payouts).where(eq(payouts.userId, director.id));
    expect(rows).toMatchObject([{ amountMinor: 19_000, status: 'paid', currency: 'USD' }]);
    expect(await balanceOf(t.app.db, account.payee(director.id), 'USD')).toBe(0);
    expect(await balanceOf(t.app.db, account.payoutsInTransit, 'USD')).toBe(0);
    const earnings = (
      await t.app.inject({ method: 'GET', url: '/api/earnings', headers: as(director) })
    ).json<Earnings>();
    expect(earnings.account).toEqual({ provider: 'stripe', payoutsEnabled: true, detailsSubmitted: true });
    expect(earnings.payouts).toMatchObject([{ amountMinor: 19_000, status: 'paid' }]);
    expect(earnings.balances).toEqual([{ currency: 'USD', availableMinor: 0, pendingPayoutMinor: 0 }]);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/admin/payouts', headers: as(admin) })
    ).json<{
      items: { payee: { userId: string }; status: string }[];
    }>();
    expect(listed.items).toMatchObject([{ payee: { userId: director.id }, status: 'paid' }]);

    // A run with nothing new pays nothing.
    const idle = await t.app.inject({ method: 'POST', url: '/api/admin/payouts/run', headers: as(admin) });
    expect(idle.json()).toEqual({ created: 0, paid: 0, failed: 0 });

    // Below the minimum it waits; a failed transfer gives the money back to the payee.
    await t.app.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'payment',
        currency: 'USD',
        source: 'entry_fees',
        payerUserId: angler.id,
        payeeUserId: director.id,
        eventId: event.id,
        entries: paidEntries(angler.id, director.id, 500, 0, 0),
      }),
    );
    expect((await runPayouts(payoutDepsOf(t.app))).created).toBe(0);
    await t.app.db.transaction((tx) =>
      postLedger(tx, {
        kind: 'payment',
        currency: 'USD',
        source: 'entry_fees',
        payerUserId: angler.id,
        payeeUserId: director.id,
        eventId: event.id,
        entries: paidEntries(angler.id, director.id, 4_500, 0, 0),
      }),
    );
    billing.failTransfers = true;
    const failed = await runPayouts(payoutDepsOf(t.app));
    billing.failTransfers = false;
    expect(failed).toEqual({ created: 1, paid: 0, failed: 1 });
    expect(await balanceOf(t.app.db, account.payee(director.id), 'USD')).toBe(-5_000);
    expect(await balanceOf(t.app.db, account.payoutsInTransit, 'USD')).toBe(0);
    const kinds = await t.app.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, director.id));
    expect(kinds.map((row) => row.type).sort()).toEqual(['payout_failed', 'payout_paid']);
    const entries = await t.app.db.select().from(ledgerEntries);
    expect(entries.reduce((sum, entry) => sum + entry.amountMinor, 0)).toBe(0);
  });
});
