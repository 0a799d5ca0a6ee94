import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { Quote, Subscription, SubscriptionState } from '@tightlines/domain/payments/contract';
import { account } from '@tightlines/domain/payments/ledger';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { invoices, payments, plans, subscriptions } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { postLedger } from './ledger';
import { issueInvoice } from './invoice-numbers';
import { stripeOf } from './stripe-client';
import { findPlan, presentPlan, type PlanRow } from './plans';
import { iso, personNameSql } from './admin-hub-shared';

/**
 * Subscriptions to plans (issue 17, subs-hub). On Stripe: a Customer, a Price made once per plan, a Checkout
 * Session in subscription mode; the webhooks (customer.subscription.*, invoice.paid, invoice.payment_failed) then
 * keep the row in step and post each paid invoice to the ledger. Offline: the subscription waits 'incomplete' with
 * an open invoice (due in 14 days) until an admin marks it paid (activateSubscriptionForInvoice).
 */

export interface SubscriptionDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  notifyDeps: NotifyDeps;
}

const LIVE_STATES: SubscriptionState[] = ['incomplete', 'active', 'past_due'];
const OFFLINE_INVOICE_DUE_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

// ── Reading ──

async function loadSubscriptions(
  db: Db,
  where: ReturnType<typeof sql>,
  limit = 200,
): Promise<Subscription[]> {
  const rows = await db.execute<{
    id: string;
    user_id: string;
    display_name: string;
    provider: string;
    status: string;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    created_at: string;
    plan_id: string;
  }>(sql`
    select s.id, s.user_id, ${personNameSql('u', 'pr')} as display_name, s.provider, s.status,
      s.current_period_end, s.cancel_at_period_end, s.created_at, s.plan_id
    from subscriptions s
    join "user" u on u.id = s.user_id
    left join profiles pr on pr.id = s.user_id
    where ${where}
    order by s.created_at desc, s.id desc
    limit ${limit}`);
  if (rows.rows.length === 0) return [];
  const planIds = [...new Set(rows.rows.map((row) => row.plan_id))];
  const planRows = await db
    .select({
      plan: plans,
      count: sql<number>`(select count(*)::int from subscriptions x
        where x.plan_id = "plans"."id" and x.status in ('active', 'past_due'))`,
    })
    .from(plans)
    .where(inArray(plans.id, planIds));
  const byId = new Map(planRows.map((row) => [row.plan.id, presentPlan(row.plan, Number(row.count))]));
  return rows.rows.map((row) => ({
    id: row.id,
    plan: byId.get(row.plan_id)!,
    user: { userId: row.user_id, displayName: row.display_name },
    provider: row.provider as Subscription['provider'],
    status: row.status as SubscriptionState,
    currentPeriodEnd: iso(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    createdAt: iso(row.created_at)!,
  }));
}

export async function mySubscriptions(db: Db, userId: string): Promise<Subscription[]> {
  return loadSubscriptions(db, sql`s.user_id = ${userId}`, 50);
}

export async function getSubscription(db: Db, subscriptionId: string): Promise<Subscription> {
  const [found] = await loadSubscriptions(db, sql`s.id = ${subscriptionId}`, 1);
  if (!found) throw AppError.of(404, 'subscriptionNotFound');
  return found;
}

/** Admins: every subscription, newest first (live ones and the last cancelled). */
export async function allSubscriptions(db: Db): Promise<Subscription[]> {
  return loadSubscriptions(db, sql`true`, 500);
}

/**
 * The platform fee (basis points) on a payee's events: their plan's fee when it sets one, else the default. The one
 * rule for checkout, offline payments and earnings. A past_due subscription still counts: Stripe keeps it entitled
 * while it retries the renewal (smart retries), so the payee keeps the plan's fee until it is cancelled or unpaid.
 */
export async function platformFeeBpFor(db: Db, payeeUserId: string, defaultBp: number): Promise<number> {
  const [row] = await db
    .select({ bp: plans.platformFeeBp })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.userId, payeeUserId),
        inArray(subscriptions.status, ['active', 'past_due']),
        sql`${plans.platformFeeBp} is not null`,
      ),
    )
    .limit(1);
  return row?.bp ?? defaultBp;
}

// ── Subscribing ──

async function personOf(db: Db, userId: string) {
  const [row] = await db
    .execute<{ name: string; email: string }>(
      sql`
    select ${personNameSql('u', 'pr')} as name, u.email from "user" u
    left join profiles pr on pr.id = u.id where u.id = ${userId}`,
    )
    .then((result) => result.rows);
  if (!row) throw AppError.of(404, 'userNotFound');
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

function providerFailure(log: FastifyBaseLogger, error: unknown): AppError {
  log.warn({ err: error }, 'stripe request failed');
  return AppError.of(502, 'providerError');
}

/** The plan's Stripe Price, made on first use and kept (a concurrent first use may make a spare one; harmless). */
async function priceOf(db: Db, stripe: Stripe, plan: PlanRow): Promise<string> {
  if (plan.providerPriceId) return plan.providerPriceId;
  const price = await stripe.prices.create(
    {
      unit_amount: plan.priceMinor,
      currency: plan.currency.toLowerCase(),
      recurring: { interval: plan.interval as 'month' | 'year' },
      product_data: { name: plan.name },
      metadata: { planId: plan.id },
    },
    { idempotencyKey: `plan-price-${plan.id}-${plan.priceMinor}-${plan.currency}-${plan.interval}` },
  );
  const [kept] = await db
    .update(plans)
    .set({ providerPriceId: price.id })
    .where(and(eq(plans.id, plan.id), isNull(plans.providerPriceId)))
    .returning({ id: plans.providerPriceId });
  if (kept?.id) return kept.id;
  return (await findPlan(db, plan.id))?.providerPriceId ?? price.id;
}

export interface SubscribeResult {
  subscription: Subscription;
  checkoutUrl: string | null;
  invoiceId: string | null;
}

export async function subscribe(
  deps: SubscriptionDeps,
  userId: string,
  planId: string,
): Promise<SubscribeResult> {
  const plan = await findPlan(deps.db, planId);
  if (!plan || !plan.active) throw AppError.of(404, 'planNotFound');
  const stripe = stripeOf(deps.config);
  const [live] = await deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE_STATES)));
  if (live) {
    // A Stripe checkout left unfinished holds nothing: it is replaced. Anything else is a live subscription.
    const abandoned =
      live.status === 'incomplete' && live.provider === 'stripe' && !live.providerSubscriptionId;
    if (!abandoned) throw AppError.of(409, 'alreadySubscribed');
    await deps.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(subscriptions.id, live.id), eq(subscriptions.status, 'incomplete')));
  }
  const person = await personOf(deps.db, userId);
  if (!stripe) return subscribeOffline(deps, userId, plan, person);

  let customerId: string;
  let priceId: string;
  try {
    const [earlier] = await deps.db
      .select({ customerId: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.providerCustomerId} is not null`))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    customerId =
      earlier?.customerId ??
      (
        await stripe.customers.create(
          { email: person.email, name: person.name, metadata: { userId } },
          { idempotencyKey: `customer-${userId}` },
        )
      ).id;
    priceId = await priceOf(deps.db, stripe, plan);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw providerFailure(deps.log, error);
  }
  let subscriptionId: string;
  try {
    const [row] = await deps.db
      .insert(subscriptions)
      .values({
        userId,
        planId: plan.id,
        provider: 'stripe',
        status: 'incomplete',
        providerCustomerId: customerId,
      })
      .returning({ id: subscriptions.id });
    subscriptionId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.of(409, 'alreadySubscribed');
    throw error;
  }
  let checkoutUrl: string | null;
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: subscriptionId,
        success_url: `${deps.config.appUrl}/settings/billing?subscription=${subscriptionId}`,
        cancel_url: `${deps.config.appUrl}/pricing`,
        metadata: { subscriptionId, userId },
        subscription_data: { metadata: { subscriptionId, userId } },
      },
      { idempotencyKey: `subscription-checkout-${subscriptionId}` },
    );
    checkoutUrl = session.url;
  } catch (error) {
    await deps.db
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId));
    throw providerFailure(deps.log, error);
  }
  return { subscription: await getSubscription(deps.db, subscriptionId), checkoutUrl, invoiceId: null };
}

async function subscribeOffline(
  deps: SubscriptionDeps,
  userId: string,
  plan: PlanRow,
  person: { name: string; email: string },
): Promise<SubscribeResult> {
  let ids: { subscriptionId: string; invoiceId: string };
  try {
    ids = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(subscriptions)
        .values({ userId, planId: plan.id, provider: 'offline', status: 'incomplete' })
        .returning({ id: subscriptions.id });
      const invoice = await issueInvoice(tx, {
        kind: 'invoice',
        status: 'open',
        userId,
        customerName: person.name,
        customerEmail: person.email,
        lines: [{ label: `${plan.name} (${plan.interval})`, quantity: 1, unitMinor: plan.priceMinor }],
        subtotalMinor: plan.priceMinor,
        discountMinor: 0,
        taxMinor: 0,
        totalMinor: plan.priceMinor,
        currency: plan.currency,
        subscriptionId: row!.id,
        dueAt: new Date(Date.now() + OFFLINE_INVOICE_DUE_DAYS * DAY_MS),
      });
      return { subscriptionId: row!.id, invoiceId: invoice.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.of(409, 'alreadySubscribed');
    throw error;
  }
  return {
    subscription: await getSubscription(deps.db, ids.subscriptionId),
    checkoutUrl: null,
    invoiceId: ids.invoiceId,
  };
}

async function ownSubscription(db: Db, userId: string, subscriptionId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  if (!row) throw AppError.of(404, 'subscriptionNotFound');
  if (row.userId !== userId) throw AppError.of(403, 'forbidden');
  return row;
}

async function notifySubscription(
  deps: NotifyDeps,
  tx: Db,
  subscription: { id: string; userId: string },
  planName: string,
  status: string,
): Promise<() => void> {
  return notify(
    deps,
    {
      userId: subscription.userId,
      actorId: null,
      actionUrl: '/settings/billing',
      type: 'subscription_changed',
      params: { subscriptionId: subscription.id, planName, status },
    },
    tx,
  );
}

/** Moves a live subscription to another plan: on Stripe with proration, offline from the next invoice. */
export async function changePlan(
  deps: SubscriptionDeps,
  userId: string,
  subscriptionId: string,
  planId: string,
): Promise<Subscription> {
  const current = await ownSubscription(deps.db, userId, subscriptionId);
  if (current.status !== 'active' && current.status !== 'past_due') throw AppError.of(409, 'conflict');
  const plan = await findPlan(deps.db, planId);
  if (!plan || !plan.active) throw AppError.of(404, 'planNotFound');
  if (plan.id === current.planId) return getSubscription(deps.db, subscriptionId);
  const stripe = stripeOf(deps.config);
  if (current.provider === 'stripe') {
    if (!stripe || !current.providerSubscriptionId) throw AppError.of(409, 'onlinePaymentUnavailable');
    try {
      const priceId = await priceOf(deps.db, stripe, plan);
      const remote = await stripe.subscriptions.retrieve(current.providerSubscriptionId);
      const item = remote.items.data[0];
      await stripe.subscriptions.update(current.providerSubscriptionId, {
        items: [item ? { id: item.id, price: priceId } : { price: priceId }],
        proration_behavior: 'create_prorations',
        cancel_at_period_end: false,
        metadata: { subscriptionId, userId },
      });
    } catch (error) {
      throw providerFailure(deps.log, error);
    }
  }
  const publish = await deps.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ planId: plan.id, cancelAtPeriodEnd: false, updatedAt: new Date() })
      .where(eq(subscriptions.id, subscriptionId));
    return notifySubscription(deps.notifyDeps, tx, current, plan.name, current.status);
  });
  publish();
  return getSubscription(deps.db, subscriptionId);
}

/**
 * Cancels: a Stripe subscription at the end of its period (the webhook then says cancelled); an offline one, or
 * a checkout never finished, at once (its open invoices are voided).
 */
export async function cancelSubscription(
  deps: SubscriptionDeps,
  userId: string,
  subscriptionId: string,
): Promise<Subscription> {
  const current = await ownSubscription(deps.db, userId, subscriptionId);
  if (current.status === 'cancelled') return getSubscription(deps.db, subscriptionId);
  const plan = await findPlan(deps.db, current.planId);
  const stripe = stripeOf(deps.config);
  const atPeriodEnd = current.provider === 'stripe' && !!current.providerSubscriptionId;
  if (atPeriodEnd) {
    if (!stripe) throw AppError.of(409, 'onlinePaymentUnavailable');
    try {
      await stripe.subscriptions.update(current.providerSubscriptionId!, { cancel_at_period_end: true });
    } catch (error) {
      throw providerFailure(deps.log, error);
    }
  }
  const publish = await deps.db.transaction(async (tx) => {
    if (atPeriodEnd) {
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: new Date() })
        .where(eq(subscriptions.id, subscriptionId));
    } else {
      await tx
        .update(subscriptions)
        .set({
          status: 'cancelled',
          cancelledAt: new Date(),
          cancelAtPeriodEnd: false,
          updatedAt: new Date(),
        })
        .where(eq(subscriptions.id, subscriptionId));
      await tx
        .update(invoices)
        .set({ status: 'void', updatedAt: new Date() })
        .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, 'open')));
    }
    return notifySubscription(
      deps.notifyDeps,
      tx,
      current,
      plan?.name ?? '',
      atPeriodEnd ? current.status : 'cancelled',
    );
  });
  publish();
  return getSubscription(deps.db, subscriptionId);
}

/**
 * When an invoice of an offline subscription is paid (money-admin's mark-paid, in its transaction): the
 * subscription becomes active for one more period from now (or from the end of the current one). Answers what
 * changed, or null when the invoice is not a subscription's; the caller may notify with notifySubscriptionActivated.
 */
export async function activateSubscriptionForInvoice(
  tx: Db,
  invoiceId: string,
): Promise<{ subscriptionId: string; userId: string; planName: string; status: 'active' } | null> {
  const [row] = await tx
    .select({ subscription: subscriptions, plan: plans })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscriptionId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(invoices.id, invoiceId))
    .for('update', { of: subscriptions });
  if (!row) return null;
  const { subscription, plan } = row;
  if (subscription.status === 'cancelled') return null;
  const now = new Date();
  const from =
    subscription.currentPeriodEnd && subscription.currentPeriodEnd > now
      ? subscription.currentPeriodEnd
      : now;
  const end = new Date(from);
  if (plan.interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  await tx
    .update(subscriptions)
    .set({ status: 'active', currentPeriodEnd: end, updatedAt: now })
    .where(eq(subscriptions.id, subscription.id));
  return {
    subscriptionId: subscription.id,
    userId: subscription.userId,
    planName: plan.name,
    status: 'active',
  };
}

/** The notification for activateSubscriptionForInvoice's answer (call it in the same transaction, publish after). */
export async function notifySubscriptionActivated(
  deps: NotifyDeps,
  tx: Db,
  activated: { subscriptionId: string; userId: string; planName: string; status: string },
): Promise<() => void> {
  return notifySubscription(
    deps,
    tx,
    { id: activated.subscriptionId, userId: activated.userId },
    activated.planName,
    activated.status,
  );
}

// ── Webhooks ──

const STRIPE_STATUS: Record<string, SubscriptionState> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
  incomplete: 'incomplete',
};

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function findByProvider(tx: Db, providerSubscriptionId: string | null, localId: string | undefined) {
  if (providerSubscriptionId) {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
      .for('update');
    if (row) return row;
  }
  if (localId && /^[0-9a-f-]{36}$/i.test(localId)) {
    const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, localId)).for('update');
    return row;
  }
  return undefined;
}

/** checkout.session.completed in subscription mode: links our row to Stripe's subscription. */
export async function applySubscriptionCheckout(tx: Db, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'subscription') return;
  const local = session.metadata?.subscriptionId ?? session.client_reference_id ?? undefined;
  const row = await findByProvider(tx, null, local);
  const providerId = idOf(session.subscription);
  if (!row || !providerId || row.providerSubscriptionId) return;
  await tx
    .update(subscriptions)
    .set({ providerSubscriptionId: providerId, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
}

/** customer.subscription.created / updated / deleted: the state, period, plan and cancel flag as Stripe has them. */
export async function applyStripeSubscription(
  tx: Db,
  remote: Stripe.Subscription,
  notifyDeps: NotifyDeps | undefined,
  deleted = false,
): Promise<void | (() => void)> {
  const row = await findByProvider(tx, remote.id, remote.metadata?.subscriptionId);
  if (!row) return;
  const status: SubscriptionState = deleted
    ? 'cancelled'
    : (STRIPE_STATUS[remote.status] ?? (row.status as SubscriptionState));
  const item = remote.items?.data?.[0];
  const periodEnd = item?.current_period_end
    ? new Date(item.current_period_end * 1000)
    : row.currentPeriodEnd;
  const priceId = idOf(item?.price);
  let planId = row.planId;
  if (priceId) {
    const [byPrice] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.providerPriceId, priceId));
    if (byPrice) planId = byPrice.id;
  }
  await tx
    .update(subscriptions)
    .set({
      providerSubscriptionId: remote.id,
      status,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: !!remote.cancel_at_period_end,
      planId,
      ...(status === 'cancelled' && !row.cancelledAt ? { cancelledAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
  if (!notifyDeps || (status === row.status && planId === row.planId)) return;
  const plan = await findPlan(tx, planId);
  return notifySubscription(notifyDeps, tx, row, plan?.name ?? '', status);
}

/** The Stripe subscription an invoice belongs to (API 2025+: invoice.parent.subscription_details). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(legacy ?? null);
}

/**
 * invoice.paid: the period's money into the ledger (source 'subscriptions': cash:stripe +T, payer −T; payer +T,
 * platform:fees −(T − X), tax −X), a payment row and a receipt for the subscriber, the subscription active.
 */
export async function applyInvoicePaid(
  tx: Db,
  invoice: Stripe.Invoice,
  notifyDeps: NotifyDeps | undefined,
): Promise<void | (() => void)> {
  const providerId = subscriptionOfInvoice(invoice);
  const metadataId =
    invoice.parent?.subscription_details?.metadata?.subscriptionId ?? invoice.metadata?.subscriptionId;
  const row = await findByProvider(tx, providerId, metadataId ?? undefined);
  if (!row || !invoice.id) return;
  const total = invoice.amount_paid ?? invoice.total ?? 0;
  const currency = (invoice.currency ?? 'usd').toUpperCase();
  // The same invoice twice (two events for it) is booked once.
  const [already] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.providerPaymentId, invoice.id), eq(payments.purpose, 'subscription')));
  const plan = await findPlan(tx, row.planId);
  if (!already && total > 0) {
    const tax = Math.min(
      total,
      (invoice.total_taxes ?? []).reduce((sum, line) => sum + (line.amount ?? 0), 0),
    );
    const label = plan?.name ?? '';
    const quote: Quote = {
      currency,
      lines: [{ label, amountMinor: total - tax, registrationId: null }],
      subtotalMinor: total - tax,
      discountMinor: 0,
      discountCode: null,
      discountError: null,
      taxMinor: tax,
      taxRate: null,
      totalMinor: total,
      platformFeeMinor: total - tax,
    };
    const paidAt = new Date();
    const [payment] = await tx
      .insert(payments)
      .values({
        purpose: 'subscription',
        provider: 'stripe',
        status: 'succeeded',
        userId: row.userId,
        subscriptionId: row.id,
        description: label,
        quote,
        amountMinor: total,
        currency,
        taxMinor: tax,
        platformFeeMinor: total - tax,
        providerPaymentId: invoice.id,
        paidAt,
      })
      .returning({ id: payments.id });
    await postLedger(tx, {
      kind: 'payment',
      currency,
      source: 'subscriptions',
      paymentId: payment!.id,
      payerUserId: row.userId,
      memo: `subscription ${row.id} invoice ${invoice.id}`,
      entries: [
        { account: account.cash('stripe'), amountMinor: total },
        { account: account.payer(row.userId), amountMinor: -total },
        { account: account.payer(row.userId), amountMinor: total },
        { account: account.platformFees, amountMinor: -(total - tax) },
        { account: account.tax, amountMinor: -tax },
      ],
    });
    const [person] = await tx
      .execute<{ name: string; email: string }>(
        sql`
      select ${personNameSql('u', 'pr')} as name, u.email from "user" u
      left join profiles pr on pr.id = u.id where u.id = ${row.userId}`,
      )
      .then((result) => result.rows);
    const receipt = await issueInvoice(tx, {
      kind: 'receipt',
      status: 'paid',
      userId: row.userId,
      customerName: person?.name ?? '',
      customerEmail: person?.email ?? '',
      lines: [{ label, quantity: 1, unitMinor: total - tax }],
      subtotalMinor: total - tax,
      discountMinor: 0,
      taxMinor: tax,
      totalMinor: total,
      currency,
      paymentId: payment!.id,
      subscriptionId: row.id,
      paidAt,
    });
    await tx.update(payments).set({ invoiceId: receipt.id }).where(eq(payments.id, payment!.id));
  }
  const periodEnd = invoice.lines?.data?.[0]?.period?.end;
  await tx
    .update(subscriptions)
    .set({
      status: 'active',
      providerSubscriptionId: row.providerSubscriptionId ?? providerId,
      ...(periodEnd ? { currentPeriodEnd: new Date(periodEnd * 1000) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(subscriptions.id, row.id));
  if (!notifyDeps || already) return;
  return notifySubscription(notifyDeps, tx, row, plan?.name ?? '', 'active');
}

/** invoice.payment_failed: past due until Stripe's retries succeed (invoice.paid) or give up (deleted). */
export async function applyInvoiceFailed(
  tx: Db,
  invoice: Stripe.Invoice,
  notifyDeps: NotifyDeps | undefined,
): Promise<void | (() => void)> {
  const row = await findByProvider(tx, subscriptionOfInvoice(invoice), undefined);
  if (!row || row.status === 'cancelled') return;
  await tx
    .update(subscriptions)
    .set({ status: 'past_due', updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id));
  if (!notifyDeps || row.status === 'past_due') return;
  const plan = await findPlan(tx, row.planId);
  return notifySubscription(notifyDeps, tx, row, plan?.name ?? '', 'past_due');
}
