import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of the Stripe REST API Tightlines calls (ADR 027): the tests, the end-to-end run
 * and the bench point the SDK at it with STRIPE_API_BASE. It decodes the SDK's form bodies (bracket keys →
 * nested objects), answers JSON objects with Stripe-like ids, serves a hosted checkout page (GET /pay/:id with
 * "Pay" and "Decline" buttons) and sends webhook events signed with the SDK's own test-header helper.
 * Built in: checkout sessions (payment and subscription mode), payment intents, refunds, disputes, and the billing
 * and Connect part — customers, prices, subscriptions (retrieve, update, cancel), accounts, account links and
 * transfers (idempotent by Idempotency-Key). A test adds or overrides an endpoint with `route()`.
 */

/** A decoded form body (or query string): nested objects, arrays for numeric keys, strings at the leaves. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export interface FakeRequest {
  method: string;
  path: string;
  /** Named segments of the pattern (`/v1/customers/:id` → { id }). */
  params: Record<string, string>;
  query: FormObject;
  body: FormObject;
  headers: IncomingMessage['headers'];
}

/** What a route answers: JSON (status 200 unless given), or an HTML page, or a redirect. */
export type FakeResponse =
  { status?: number; json: unknown } | { status?: number; html: string } | { redirect: string };

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface FakeCheckoutSession extends StripeObject {
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  mode: string;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string | null;
  cancel_url: string | null;
  expires_at: number;
  payment_intent: string | null;
  url: string;
}

export interface FakeState {
  sessions: Map<string, FakeCheckoutSession>;
  paymentIntents: Map<string, StripeObject>;
  charges: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  disputes: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  /** Kept flat (`price`, `item`, `current_period_end`); the API answers them in Stripe's shape (`items.data`). */
  subscriptions: Map<string, StripeObject>;
  accounts: Map<string, StripeObject>;
  transfers: Map<string, StripeObject>;
  /** Transfers by Idempotency-Key (a repeat answers the first). */
  transferKeys: Map<string, string>;
  /** Set to make transfers fail (an account not able to receive them). */
  failTransfers: boolean;
  /** Every transfer created (repeats of one idempotency key count once). */
  transferCount: number;
  /** Free room for routes added with route() (customers, subscriptions, accounts…), keyed by object kind. */
  objects: Map<string, Map<string, StripeObject>>;
  /** Every event sent, in order, with the HTTP status the webhook answered (0: not delivered). */
  events: { event: StripeObject; status: number }[];
  /** Every API request received (method and path), for assertions. */
  requests: { method: string; path: string; body: FormObject }[];
}

export interface FakeStripe {
  url: string;
  port: number;
  state: FakeState;
  close(): Promise<void>;
  /** Adds (or overrides) an endpoint: `route('POST', '/v1/customers', handler)`; `:name` segments are params. */
  route(method: string, pattern: string, handler: FakeHandler): void;
  /** Sends a signed event of `type` about `object` to the webhook URL; resolves with the HTTP status (0: none). */
  emit(type: string, object: StripeObject): Promise<number>;
  setWebhookUrl(url: string | null): void;
  /** Pays the session as the hosted page's "Pay" does (checkout.session.completed). */
  completeSession(sessionId: string): Promise<FakeCheckoutSession>;
  /** Declines it as "Decline" does (payment_intent.payment_failed; the session stays open). */
  failSession(sessionId: string): Promise<FakeCheckoutSession>;
  /** Expires it as Stripe does at expires_at (checkout.session.expired). */
  expireSession(sessionId: string): Promise<FakeCheckoutSession>;
  /**
   * A refund that had succeeded fails afterwards (the payer's card was closed, the bank sent it back): its amount
   * is refundable on the charge again, and refund.updated is sent with status 'failed'.
   */
  failRefund(refundId: string, reason?: string): Promise<StripeObject>;
  /** A bank disputes the charge of a payment intent (charge.dispute.created). */
  openDispute(paymentIntentId: string, amount?: number): Promise<StripeObject>;
  /** The bank decides (charge.dispute.closed with status won or lost). */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<StripeObject>;
  /**
   * Pays a subscription-mode session as Stripe does when the payer finishes: makes the subscription (active, a
   * month), completes the session and issues the first paid invoice; sends checkout.session.completed,
   * customer.subscription.created and invoice.paid, and answers the three objects.
   */
  completeSubscriptionCheckout(
    sessionId: string,
    amountPaid: number,
    taxMinor?: number,
  ): Promise<{ session: FakeCheckoutSession; subscription: StripeObject; invoice: StripeObject }>;
  /** The current Stripe object of a subscription (as GET /v1/subscriptions/:id answers it). */
  subscriptionObject(subscriptionId: string): StripeObject;
  /** A new id with Stripe's prefix: `newId('cus')` → cus_test_…. */
  newId(prefix: string): string;
}

/** Decodes `a[b][0][c]=1&x=2` (the SDK's encoding) into nested objects, numeric keys making arrays. */
export function decodeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const head = key.split('[')[0] ?? key;
    const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
    const path = [head, ...rest];
    let node: FormValue = root;
    for (let index = 0; index < path.length; index++) {
      const segment = path[index]!;
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1]!);
      const container = node as Record<string, FormValue> & FormValue[];
      const slot = Array.isArray(container) && segment === '' ? String(container.length) : segment;
      if (last) {
        container[slot as never] = value;
      } else {
        container[slot as never] ??= (nextIsIndex ? [] : {}) as never;
        node = container[slot as never] as FormValue;
      }
    }
  }
  return root;
}

const now = () => Math.floor(Date.now() / 1000);

function stripeError(status: number, message: string, code = 'resource_missing'): FakeResponse {
  return {
    status,
    json: { error: { type: 'invalid_request_error', code, message } },
  };
}

function text(value: FormValue | undefined): string | null {
  return typeof value === 'string' ? value : null;
}

function record(value: FormValue | undefined): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function withSessionId(url: string | null, sessionId: string): string | null {
  return url ? url.replaceAll('{CHECKOUT_SESSION_ID}', sessionId) : null;
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(options: {
  webhookUrl?: string | null;
  webhookSecret: string;
}): Promise<FakeStripe> {
  let webhookUrl = options.webhookUrl ?? null;
  const state: FakeState = {
    sessions: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    disputes: new Map(),
    customers: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    accounts: new Map(),
    transfers: new Map(),
    transferKeys: new Map(),
    failTransfers: false,
    transferCount: 0,
    objects: new Map(),
    events: [],
    requests: [],
  };
  const routes: { method: string; pattern: RegExp; names: string[]; handler: FakeHandler }[] = [];
  let baseUrl = '';

  const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

  function route(method: string, pattern: string, handler: FakeHandler) {
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    // Later routes win, so a helper can override a built-in endpoint.
    routes.unshift({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, handler });
  }

  async function emit(type: string, object: StripeObject): Promise<number> {
    const event: StripeObject = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const record = { event, status: 0 };
    state.events.push(record);
    if (!webhookUrl) return 0;
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret });
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      await response.arrayBuffer();
      record.status = response.status;
    } catch {
      record.status = 0;
    }
    return record.status;
  }

  function paymentIntentFor(session: FakeCheckoutSession): StripeObject {
    if (session.payment_intent) {
      const existing = state.paymentIntents.get(session.payment_intent);
      if (existing) return existing;
    }
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: 0,
      currency: session.currency,
      status: 'requires_payment_method',
      metadata: session.metadata,
      latest_charge: null,
      last_payment_error: null,
      created: now(),
    };
    state.paymentIntents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  async function completeSession(sessionId: string): Promise<FakeCheckoutSession> {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') return session;
    const intent = paymentIntentFor(session);
    const charge: StripeObject = {
      id: newId('ch'),
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: 0,
      currency: session.currency,
      payment_intent: intent.id,
      paid: true,
      refunded: false,
      disputed: false,
      status: 'succeeded',
      metadata: session.metadata,
      refunds: { object: 'list', data: [], has_more: false, url: '/v1/refunds' },
      created: now(),
    };
    state.charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: session.amount_total,
      latest_charge: charge.id,
    });
    session.status = 'complete';
    session.payment_status = session.amount_total === 0 ? 'no_payment_required' : 'paid';
    await emit('checkout.session.completed', session);
    return session;
  }

  async function failSession(sessionId: string): Promise<FakeCheckoutSession> {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    const intent = paymentIntentFor(session);
    Object.assign(intent, {
      status: 'requires_payment_method',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      },
    });
    await emit('payment_intent.payment_failed', intent);
    return session;
  }

  async function expireSession(sessionId: string): Promise<FakeCheckoutSession> {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') return session;
    session.status = 'expired';
    await emit('checkout.session.expired', session);
    return session;
  }

  function chargeOfIntent(paymentIntentId: string): StripeObject | undefined {
    const intent = state.paymentIntents.get(paymentIntentId);
    const chargeId = intent ? text(intent.latest_charge as FormValue) : null;
    return chargeId ? state.charges.get(chargeId) : undefined;
  }

  async function failRefund(refundId: string, reason = 'expired_or_canceled_card'): Promise<StripeObject> {
    const refund = state.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    if (refund.status !== 'failed') {
      refund.status = 'failed';
      refund.failure_reason = reason;
      const charge = state.charges.get(String(refund.charge));
      if (charge) {
        charge.amount_refunded = (charge.amount_refunded as number) - (refund.amount as number);
        charge.refunded = false;
      }
    }
    await emit('refund.updated', refund);
    return refund;
  }

  async function openDispute(paymentIntentId: string, amount?: number): Promise<StripeObject> {
    const charge = chargeOfIntent(paymentIntentId);
    if (!charge) throw new Error(`no charge for ${paymentIntentId}`);
    const dispute: StripeObject = {
      id: newId('du'),
      object: 'dispute',
      amount: amount ?? charge.amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: paymentIntentId,
      reason: 'fraudulent',
      status: 'needs_response',
      evidence: { uncategorized_text: null },
      evidence_details: { due_by: now() + 7 * 86_400, submission_count: 0, has_evidence: false },
      is_charge_refundable: false,
      metadata: {},
      created: now(),
    };
    charge.disputed = true;
    state.disputes.set(dispute.id, dispute);
    await emit('charge.dispute.created', dispute);
    return dispute;
  }

  async function closeDispute(disputeId: string, outcome: 'won' | 'lost'): Promise<StripeObject> {
    const dispute = state.disputes.get(disputeId);
    if (!dispute) throw new Error(`no dispute ${disputeId}`);
    dispute.status = outcome;
    await emit('charge.dispute.closed', dispute);
    return dispute;
  }

  function subscriptionObject(subscriptionId: string): StripeObject {
    const subscription = state.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const price = state.prices.get(String(subscription.price)) ?? { id: subscription.price };
    const periodEnd = Number(subscription.current_period_end);
    return {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancel_at_period_end,
      metadata: subscription.metadata,
      items: {
        object: 'list',
        data: [
          {
            id: subscription.item,
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: periodEnd - 30 * 86_400,
            current_period_end: periodEnd,
          },
        ],
      },
    };
  }

  async function completeSubscriptionCheckout(sessionId: string, amountPaid: number, taxMinor = 0) {
    const session = state.sessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.mode !== 'subscription') throw new Error(`session ${sessionId} is not in subscription mode`);
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      item: newId('si'),
      customer: session.customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: session.subscription_metadata,
      price: session.price,
      current_period_end: now() + 30 * 86_400,
    };
    state.subscriptions.set(subscription.id, subscription);
    session.subscription = subscription.id;
    session.status = 'complete';
    session.payment_status = 'paid';
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: session.customer,
      currency: session.currency,
      amount_paid: amountPaid,
      total: amountPaid,
      total_taxes: taxMinor ? [{ amount: taxMinor }] : [],
      metadata: {},
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      lines: { data: [{ period: { start: now(), end: subscription.current_period_end } }] },
    };
    const remote = subscriptionObject(subscription.id);
    await emit('checkout.session.completed', session);
    await emit('customer.subscription.created', remote);
    await emit('invoice.paid', invoice);
    return { session: structuredClone(session), subscription: remote, invoice };
  }

  // ── Built-in endpoints ──

  route('POST', '/v1/checkout/sessions', ({ body }) => {
    const items = Array.isArray(body.line_items) ? body.line_items : [];
    let amount = 0;
    let currency = '';
    let priceId: string | null = null;
    for (const item of items) {
      if (typeof item !== 'object' || Array.isArray(item)) continue;
      const quantity = Number(text(item.quantity) ?? '1');
      const priceData = item.price_data;
      if (priceData && typeof priceData === 'object' && !Array.isArray(priceData)) {
        amount += Number(text(priceData.unit_amount) ?? '0') * quantity;
        currency = text(priceData.currency) ?? currency;
      }
      const price = text(item.price) ? state.prices.get(text(item.price)!) : undefined;
      if (text(item.price) && !price) return stripeError(400, `No such price: '${text(item.price)}'`);
      if (price) {
        priceId = price.id;
        amount += (price.unit_amount as number) * quantity;
        currency = (price.currency as string) || currency;
      }
    }
    const customer = text(body.customer);
    if (customer && !state.customers.has(customer))
      return stripeError(400, `No such customer: '${customer}'`);
    const expiresAt = Number(text(body.expires_at) ?? now() + 86_400);
    if (expiresAt < now() + 30 * 60 - 5 || expiresAt > now() + 24 * 3600 + 5)
      return stripeError(400, 'expires_at must be between 30 minutes and 24 hours away', 'parameter_invalid');
    const id = newId('cs');
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      mode: text(body.mode) ?? 'payment',
      amount_total: amount,
      currency: (currency || 'usd').toLowerCase(),
      metadata: record(body.metadata),
      customer,
      price: priceId,
      subscription_metadata: record(
        body.subscription_data &&
          typeof body.subscription_data === 'object' &&
          !Array.isArray(body.subscription_data)
          ? body.subscription_data.metadata
          : undefined,
      ),
      subscription: null,
      client_reference_id: text(body.client_reference_id),
      customer_email: text(body.customer_email),
      success_url: text(body.success_url),
      cancel_url: text(body.cancel_url),
      expires_at: expiresAt,
      payment_intent: null,
      created: now(),
      url: `${baseUrl}/pay/${id}`,
    };
    state.sessions.set(id, session);
    return { json: session };
  });

  route('GET', '/v1/checkout/sessions/:id', ({ params }) => {
    const session = state.sessions.get(params.id!);
    return session ? { json: session } : stripeError(404, `No such checkout.session: '${params.id}'`);
  });

  route('POST', '/v1/checkout/sessions/:id/expire', async ({ params }) => {
    const session = state.sessions.get(params.id!);
    if (!session) return stripeError(404, `No such checkout.session: '${params.id}'`);
    if (session.status !== 'open')
      return stripeError(
        400,
        'Only Checkout Sessions with a status of open can be expired',
        'session_expired',
      );
    session.status = 'expired';
    // Stripe sends the event for an expiry asked for by the API too; the caller has already applied it.
    void emit('checkout.session.expired', session);
    return { json: session };
  });

  route('GET', '/v1/payment_intents/:id', ({ params }) => {
    const intent = state.paymentIntents.get(params.id!);
    return intent ? { json: intent } : stripeError(404, `No such payment_intent: '${params.id}'`);
  });

  route('POST', '/v1/refunds', ({ body }) => {
    const intentId = text(body.payment_intent);
    const charge = intentId
      ? chargeOfIntent(intentId)
      : text(body.charge)
        ? state.charges.get(text(body.charge)!)
        : undefined;
    if (!charge) return stripeError(404, 'No such payment_intent');
    const left = (charge.amount as number) - (charge.amount_refunded as number);
    const amount = Number(text(body.amount) ?? left);
    if (!(amount > 0) || amount > left)
      return stripeError(
        400,
        `Refund amount (${amount}) is greater than unrefunded amount`,
        'amount_too_large',
      );
    const refund: StripeObject = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      reason: text(body.reason),
      status: 'succeeded',
      metadata: record(body.metadata),
      created: now(),
    };
    state.refunds.set(refund.id, refund);
    charge.amount_refunded = (charge.amount_refunded as number) + amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    (charge.refunds as { data: StripeObject[] }).data.unshift(refund);
    // Stripe answers first and sends the events afterwards.
    setImmediate(() => {
      void emit('charge.refunded', charge).then(() => emit('refund.updated', refund));
    });
    return { json: refund };
  });

  route('GET', '/v1/refunds/:id', ({ params }) => {
    const refund = state.refunds.get(params.id!);
    return refund ? { json: refund } : stripeError(404, `No such refund: '${params.id}'`);
  });

  route('GET', '/v1/disputes/:id', ({ params }) => {
    const dispute = state.disputes.get(params.id!);
    return dispute ? { json: dispute } : stripeError(404, `No such dispute: '${params.id}'`);
  });

  route('POST', '/v1/disputes/:id', ({ params, body }) => {
    const dispute = state.disputes.get(params.id!);
    if (!dispute) return stripeError(404, `No such dispute: '${params.id}'`);
    if (dispute.status === 'won' || dispute.status === 'lost')
      return stripeError(400, 'This dispute is already closed', 'dispute_already_closed');
    const evidence = body.evidence;
    if (evidence && typeof evidence === 'object' && !Array.isArray(evidence))
      dispute.evidence = { ...(dispute.evidence as object), ...record(evidence) };
    if (text(body.submit) === 'true') {
      dispute.status = 'under_review';
      const details = dispute.evidence_details as Record<string, unknown>;
      details.submission_count = Number(details.submission_count ?? 0) + 1;
      details.has_evidence = true;
      setImmediate(() => void emit('charge.dispute.updated', dispute));
    }
    return { json: dispute };
  });

  // ── Billing and Connect ──

  route('POST', '/v1/customers', ({ body }) => {
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      email: text(body.email),
      name: text(body.name),
      metadata: record(body.metadata),
    };
    state.customers.set(customer.id, customer);
    return { json: customer };
  });

  route('POST', '/v1/prices', ({ body }) => {
    const recurring = body.recurring;
    const price: StripeObject = {
      id: newId('price'),
      object: 'price',
      unit_amount: Number(text(body.unit_amount) ?? '0'),
      currency: (text(body.currency) ?? 'usd').toLowerCase(),
      recurring:
        recurring && typeof recurring === 'object' && !Array.isArray(recurring)
          ? { interval: text(recurring.interval) }
          : null,
      product: newId('prod'),
      metadata: record(body.metadata),
    };
    state.prices.set(price.id, price);
    return { json: price };
  });

  const noSubscription = (id: string | undefined) => stripeError(404, `No such subscription: '${id}'`);

  route('GET', '/v1/subscriptions/:id', ({ params }) =>
    state.subscriptions.has(params.id!)
      ? { json: subscriptionObject(params.id!) }
      : noSubscription(params.id),
  );

  route('POST', '/v1/subscriptions/:id', ({ params, body }) => {
    const subscription = state.subscriptions.get(params.id!);
    if (!subscription) return noSubscription(params.id);
    const [item] = Array.isArray(body.items) ? body.items : [];
    const price = item && typeof item === 'object' && !Array.isArray(item) ? text(item.price) : null;
    if (price) {
      if (!state.prices.has(price)) return stripeError(400, `No such price: '${price}'`);
      subscription.price = price;
    }
    const cancel = text(body.cancel_at_period_end);
    if (cancel !== null) subscription.cancel_at_period_end = cancel === 'true';
    const metadata = record(body.metadata);
    if (Object.keys(metadata).length > 0) subscription.metadata = metadata;
    return { json: subscriptionObject(subscription.id) };
  });

  route('DELETE', '/v1/subscriptions/:id', ({ params }) => {
    const subscription = state.subscriptions.get(params.id!);
    if (!subscription) return noSubscription(params.id);
    subscription.status = 'canceled';
    return { json: subscriptionObject(subscription.id) };
  });

  route('POST', '/v1/accounts', ({ body }) => {
    const account: StripeObject = {
      id: newId('acct'),
      object: 'account',
      type: text(body.type),
      email: text(body.email),
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
      metadata: record(body.metadata),
    };
    state.accounts.set(account.id, account);
    return { json: account };
  });

  route('POST', '/v1/account_links', ({ body }) => {
    const accountId = text(body.account) ?? '';
    if (!state.accounts.has(accountId)) return stripeError(404, `No such account: '${accountId}'`);
    return {
      json: {
        object: 'account_link',
        url: `${baseUrl}/setup/${accountId}?return=${encodeURIComponent(text(body.return_url) ?? '')}`,
        created: now(),
        expires_at: now() + 300,
      },
    };
  });

  route('POST', '/v1/transfers', ({ body, headers }) => {
    const key = String(headers['idempotency-key'] ?? '');
    const earlier = key ? state.transferKeys.get(key) : undefined;
    if (earlier) return { json: state.transfers.get(earlier) };
    if (state.failTransfers)
      return stripeError(400, 'The destination cannot receive transfers.', 'account_invalid');
    const destination = text(body.destination) ?? '';
    if (!state.accounts.has(destination)) return stripeError(404, `No such account: '${destination}'`);
    const transfer: StripeObject = {
      id: newId('tr'),
      object: 'transfer',
      amount: Number(text(body.amount) ?? '0'),
      amount_reversed: 0,
      currency: text(body.currency),
      destination,
      metadata: record(body.metadata),
      reversed: false,
    };
    state.transfers.set(transfer.id, transfer);
    if (key) state.transferKeys.set(key, transfer.id);
    state.transferCount += 1;
    return { json: transfer };
  });

  // The hosted checkout page: a plain form a browser (or a test) submits.
  route('GET', '/pay/:id', ({ params }) => {
    const session = state.sessions.get(params.id!);
    if (!session)
      return { status: 404, html: '<!doctype html><title>Not found</title><p>No such session</p>' };
    const amount = `${(session.amount_total / 100).toFixed(2)} ${session.currency.toUpperCase()}`;
    const id = escapeHtml(session.id);
    const open = session.status === 'open';
    return {
      html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1><p id="amount">${escapeHtml(amount)}</p>
<p id="status">${escapeHtml(session.status)}</p>
${
  open
    ? `<form method="post" action="/pay/${id}"><button id="pay" name="outcome" value="pay" type="submit">Pay</button>
<button id="decline" name="outcome" value="decline" type="submit">Decline</button></form>`
    : ''
}
</main></body></html>`,
    };
  });

  route('POST', '/pay/:id', async ({ params, body }) => {
    const session = state.sessions.get(params.id!);
    if (!session)
      return { status: 404, html: '<!doctype html><title>Not found</title><p>No such session</p>' };
    if (session.status !== 'open')
      return { status: 409, html: '<!doctype html><title>Closed</title><p>This checkout is closed</p>' };
    if (text(body.outcome) === 'decline') {
      await failSession(session.id);
      return { redirect: withSessionId(session.cancel_url, session.id) ?? `${baseUrl}/pay/${session.id}` };
    }
    await completeSession(session.id);
    return { redirect: withSessionId(session.success_url, session.id) ?? `${baseUrl}/pay/${session.id}` };
  });

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = (request.method ?? 'GET').toUpperCase();
    const body = decodeForm(Buffer.concat(chunks).toString('utf8'));
    const query = decodeForm(url.search.slice(1));
    state.requests.push({ method, path: url.pathname, body });
    let answer: FakeResponse = stripeError(404, `Unrecognized request URL (${method}: ${url.pathname})`);
    for (const candidate of routes) {
      if (candidate.method !== method) continue;
      const match = candidate.pattern.exec(url.pathname);
      if (!match) continue;
      const params = Object.fromEntries(
        candidate.names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      try {
        answer = await candidate.handler({
          method,
          path: url.pathname,
          params,
          query,
          body,
          headers: request.headers,
        });
      } catch (error) {
        answer = { status: 500, json: { error: { type: 'api_error', message: String(error) } } };
      }
      break;
    }
    if ('redirect' in answer) {
      response.writeHead(303, { location: answer.redirect });
      response.end();
    } else if ('html' in answer) {
      response.writeHead(answer.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(answer.html);
    } else {
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      response.end(JSON.stringify(answer.json));
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    state,
    route,
    emit,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    completeSession,
    failSession,
    expireSession,
    openDispute,
    closeDispute,
    completeSubscriptionCheckout,
    subscriptionObject,
    failRefund,
    newId,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
