import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The billing and Connect part of the fake Stripe server (issue 17, subs-hub): customers, prices, checkout
 * sessions in subscription mode, subscriptions (retrieve, update, cancel), accounts, account links and transfers.
 * `registerBillingRoutes(fake)` adds them to any fake with `route(method, pattern, handler)` (pay-core's
 * fake-stripe.ts); until that is merged, `startBillingFake()` is a small server of its own with the same `route`.
 * Request bodies arrive form-encoded as the SDK sends them and are given to handlers flat
 * (`line_items[0][price]` → that key).
 */

export type FlatBody = Record<string, string>;
export interface FakeRequest {
  params: Record<string, string>;
  body: FlatBody;
  headers: http.IncomingHttpHeaders;
}
/** A handler's answer: the JSON object (200), or `{ status, body }` (errors: `{ error: { … } }`). */
export type FakeAnswer = unknown;
export type FakeHandler = (request: FakeRequest) => FakeAnswer;

export interface RoutableFake {
  route(method: string, pattern: string, handler: FakeHandler): void;
}

export interface BillingState {
  customers: Map<string, Record<string, unknown>>;
  prices: Map<string, Record<string, unknown>>;
  sessions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  accounts: Map<string, Record<string, unknown>>;
  transfers: Map<string, Record<string, unknown>>;
  /** Transfers by Idempotency-Key (a repeat answers the first). */
  transferKeys: Map<string, string>;
  /** Set to make transfers fail (an account not able to receive them). */
  failTransfers: boolean;
  /** Every transfer created (repeats of one idempotency key count once). */
  transferCount: number;
}

const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
const wrap = (status: number, body: unknown) => ({ status, body });
const notFound = (what: string) =>
  wrap(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
  });

function subscriptionObject(state: BillingState, subscription: Record<string, unknown>) {
  const price = state.prices.get(String(subscription.price)) ?? { id: subscription.price };
  const periodEnd = Number(subscription.current_period_end);
  return {
    id: String(subscription.id),
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

function metadataOf(body: FlatBody, prefix = 'metadata'): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix.replaceAll('[', '\\[').replaceAll(']', '\\]')}\\[([^\\]]+)\\]$`).exec(
      key,
    );
    if (match) out[match[1]!] = value;
  }
  return out;
}

export function createBillingState(): BillingState {
  return {
    customers: new Map(),
    prices: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    accounts: new Map(),
    transfers: new Map(),
    transferKeys: new Map(),
    failTransfers: false,
    transferCount: 0,
  };
}

/** Adds the billing and Connect routes to a fake; answers the state they keep (tests read and steer it). */
export function registerBillingRoutes(fake: RoutableFake, state = createBillingState()): BillingState {
  fake.route('POST', '/v1/customers', ({ body }) => {
    const customer = {
      id: id('cus'),
      object: 'customer',
      email: body.email ?? null,
      name: body.name ?? null,
      metadata: metadataOf(body),
    };
    state.customers.set(customer.id, customer);
    return customer;
  });
  fake.route('POST', '/v1/prices', ({ body }) => {
    const price = {
      id: id('price'),
      object: 'price',
      unit_amount: Number(body.unit_amount),
      currency: body.currency,
      recurring: { interval: body['recurring[interval]'] },
      product: id('prod'),
      metadata: metadataOf(body),
    };
    state.prices.set(price.id, price);
    return price;
  });
  fake.route('POST', '/v1/checkout/sessions', ({ body }) => {
    const session = {
      id: id('cs'),
      object: 'checkout.session',
      mode: body.mode,
      customer: body.customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: metadataOf(body),
      price: body['line_items[0][price]'],
      subscription_metadata: metadataOf(body, 'subscription_data[metadata]'),
      url: `https://checkout.stripe.test/pay/${randomUUID()}`,
      status: 'open',
      subscription: null,
    };
    state.sessions.set(session.id, session);
    return session;
  });
  fake.route('GET', '/v1/subscriptions/:id', ({ params }) => {
    const subscription = state.subscriptions.get(params.id!);
    return subscription ? subscriptionObject(state, subscription) : notFound('subscription');
  });
  fake.route('POST', '/v1/subscriptions/:id', ({ params, body }) => {
    const subscription = state.subscriptions.get(params.id!);
    if (!subscription) return notFound('subscription');
    if (body['items[0][price]']) subscription.price = body['items[0][price]'];
    if (body.cancel_at_period_end !== undefined)
      subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
    const metadata = metadataOf(body);
    if (Object.keys(metadata).length > 0) subscription.metadata = metadata;
    return subscriptionObject(state, subscription);
  });
  fake.route('DELETE', '/v1/subscriptions/:id', ({ params }) => {
    const subscription = state.subscriptions.get(params.id!);
    if (!subscription) return notFound('subscription');
    subscription.status = 'canceled';
    return subscriptionObject(state, subscription);
  });
  fake.route('POST', '/v1/accounts', ({ body }) => {
    const account = {
      id: id('acct'),
      object: 'account',
      type: body.type,
      email: body.email ?? null,
      details_submitted: false,
      payouts_enabled: false,
      charges_enabled: false,
      metadata: metadataOf(body),
    };
    state.accounts.set(account.id, account);
    return account;
  });
  fake.route('POST', '/v1/account_links', ({ body }) => {
    if (!state.accounts.has(body.account ?? '')) return notFound('account');
    return {
      object: 'account_link',
      url: `https://connect.stripe.test/setup/${body.account}?return=${encodeURIComponent(body.return_url ?? '')}`,
      created: now(),
      expires_at: now() + 300,
    };
  });
  fake.route('POST', '/v1/transfers', ({ body, headers }) => {
    const key = String(headers['idempotency-key'] ?? '');
    const earlier = key ? state.transferKeys.get(key) : undefined;
    if (earlier) return state.transfers.get(earlier);
    if (state.failTransfers)
      return wrap(400, {
        error: {
          type: 'invalid_request_error',
          code: 'account_invalid',
          message: 'The destination cannot receive transfers.',
        },
      });
    if (!state.accounts.has(body.destination ?? '')) return notFound('account');
    const transfer = {
      id: id('tr'),
      object: 'transfer',
      amount: Number(body.amount),
      amount_reversed: 0,
      currency: body.currency,
      destination: body.destination,
      metadata: metadataOf(body),
      reversed: false,
    };
    state.transfers.set(transfer.id, transfer);
    if (key) state.transferKeys.set(key, transfer.id);
    state.transferCount += 1;
    return transfer;
  });
  return state;
}

/**
 * What the provider would send after the payer finished a subscription checkout: the subscription made at Stripe
 * (active, a month from now), the completed session, and the first paid invoice — as event objects for the hub's
 * webhook handlers.
 */
export function completeSubscriptionCheckout(
  state: BillingState,
  sessionId: string,
  amountPaid: number,
  taxMinor = 0,
) {
  const session = state.sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  const subscription = {
    id: id('sub'),
    item: id('si'),
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
  const price = state.prices.get(String(session.price));
  const invoice = {
    id: id('in'),
    object: 'invoice',
    customer: session.customer,
    currency: typeof price?.currency === 'string' ? price.currency : 'usd',
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
  return {
    session: { ...session },
    subscription: subscriptionObject(state, subscription),
    invoice,
  };
}

/** The current Stripe object of a subscription (for customer.subscription.updated events). */
export function subscriptionEventObject(state: BillingState, subscriptionId: string) {
  const subscription = state.subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
  return subscriptionObject(state, subscription);
}

function flatten(text: string): FlatBody {
  const out: FlatBody = {};
  for (const [key, value] of new URLSearchParams(text)) out[key] = value;
  return out;
}

/** A fake Stripe server of its own (until pay-core's is in): `route` as there, `url` for STRIPE_API_BASE. */
export async function startBillingFake(): Promise<RoutableFake & { url: string; close(): Promise<void> }> {
  const routes: { method: string; pattern: RegExp; names: string[]; handler: FakeHandler }[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      void (async () => {
        const [path, query] = (request.url ?? '/').split('?');
        const body = { ...flatten(query ?? ''), ...flatten(text) };
        for (const route of routes) {
          if (route.method !== request.method) continue;
          const match = route.pattern.exec(path ?? '');
          if (!match) continue;
          const params = Object.fromEntries(route.names.map((name, index) => [name, match[index + 1]!]));
          const answer = await route.handler({ params, body, headers: request.headers });
          const wrapped =
            answer &&
            typeof answer === 'object' &&
            'status' in answer &&
            'body' in answer &&
            typeof answer.status === 'number'
              ? (answer as { status: number; body: unknown })
              : { status: 200, body: answer };
          response.writeHead(wrapped.status, { 'content-type': 'application/json', 'request-id': id('req') });
          response.end(JSON.stringify(wrapped.body));
          return;
        }
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: `No route ${request.method} ${path}` },
          }),
        );
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    route(method, pattern, handler) {
      const names: string[] = [];
      const source = pattern.replace(/:([a-zA-Z]+)/g, (_all, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      routes.push({ method: method.toUpperCase(), pattern: new RegExp(`^${source}$`), names, handler });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
