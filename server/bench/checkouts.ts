/**
 * The checkout part of npm run bench:payments (issue 17, "Measured": 200 checkouts a second through the fake
 * provider with webhooks, p99 from webhook to 'paid' visible < 200 ms). The real server runs with STRIPE_* pointing
 * at the fake Stripe (server/test/helpers/fake-stripe.ts) in this process. Open loop: checkout i is due at i / rate
 * s whether or not earlier ones have finished, and each is what a person does — register for a paid event
 * (POST /api/registrations), open the checkout (POST /api/payments/checkout, which opens a session on the fake),
 * pay on the fake's hosted page (the fake completes the session and sends the signed checkout.session.completed
 * webhook) — then the success page's question, GET /api/payments/:id, is asked until it answers 'succeeded'.
 * Latency: from the webhook's send to the answer that shows it paid (asked as soon as the webhook is answered, then
 * every POLL_MS).
 */
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { startFakeStripe, type FakeStripe } from '../test/helpers/fake-stripe';
import { ms, percentile } from './lib';
import { sessionCookie, signIn } from './social';

export const CHECKOUT_TARGETS = { rate: 200, p99Ms: 200 };
const EVENTS = 20;
const FEE_MINOR = 4_500;
const POLL_MS = 5;
const DIRECTOR_EMAIL = 'bench-pay-director@bench.tightlines.test';
const DIRECTOR_PASSWORD = 'bench-pay-director-password';

export interface FakeProvider {
  fake: FakeStripe;
  env: Record<string, string>;
}

/** The fake Stripe, and the server's env that points the SDK at it (the webhook URL is set once the server runs). */
export async function startFakeProvider(): Promise<FakeProvider> {
  const webhookSecret = `whsec_bench_${randomBytes(12).toString('hex')}`;
  const fake = await startFakeStripe({ webhookSecret });
  return {
    fake,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_bench',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: fake.url,
    },
  };
}

interface Payer {
  id: string;
  name: string;
  token: string;
}

/** A director (signed in with a password, for the cookie's name), their paid events, and `people` payers with sessions. */
async function seedCheckouts(
  client: pg.Client,
  people: number,
): Promise<{ directorId: string; events: string[]; payers: Payer[] }> {
  const director = (
    await client.query<{ id: string }>(
      `with u as (
         insert into "user" (id, name, email, email_verified, created_at, updated_at)
         values (gen_random_uuid(), 'Dee Rector', '${DIRECTOR_EMAIL}', true, now(), now()) returning id)
       insert into profiles (id, email, first_name, last_name, created_at, updated_at)
         select id, '${DIRECTOR_EMAIL}', 'Dee', 'Rector', now(), now() from u
       returning id`,
    )
  ).rows[0]!;
  await client.query(
    `insert into user_roles (user_id, role, created_at) values ($1, 'tournament_director', now())`,
    [director.id],
  );
  await client.query(
    `insert into account (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
    [director.id, await hashPassword(DIRECTOR_PASSWORD)],
  );
  const events = (
    await client.query<{ id: string }>(
      `insert into tournament_events (name, start_date, end_date, time_zone, location, status, scoring, species,
         penalties, created_by, fee_minor, currency)
       select 'Bench Paid Classic ' || n, (current_date + 10)::text, (current_date + 11)::text, 'UTC', 'Lake Erie',
         'published', '{"mode":"weight"}'::jsonb, '{}'::text[], '[]'::jsonb, $1, ${FEE_MINOR}, 'USD'
       from generate_series(1, ${EVENTS}) n
       returning id`,
      [director.id],
    )
  ).rows.map((row) => row.id);
  await client.query(`
    create temp table pu as
      select n, gen_random_uuid() as id, 'Payer' as first_name, 'No' || n as last_name
      from generate_series(1, ${people}) n;
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select id, first_name || ' ' || last_name, 'payer' || n || '@bench.tightlines.test', true, now(), now() from pu;
    insert into profiles (id, email, first_name, last_name, created_at, updated_at)
      select id, 'payer' || n || '@bench.tightlines.test', first_name, last_name, now(), now() from pu;
    insert into user_roles (user_id, role, created_at) select id, 'user', now() from pu;`);
  const payers = (
    await client.query<Payer>(
      `insert into session (token, user_id, expires_at, user_agent)
         select md5(random()::text || n) || md5(random()::text || n), id, now() + interval '7 days', 'tightlines-bench'
         from pu
       returning user_id as id, token, (select first_name || ' ' || last_name from pu where pu.id = user_id) as name`,
    )
  ).rows;
  await client.query('drop table pu; analyze');
  return { directorId: director.id, events, payers };
}

interface Person {
  id: string;
  name: string;
  cookie: string;
}

interface Outcome {
  /** Webhook sent → 'succeeded' answered by GET /api/payments/:id. */
  visibleMs: number;
  /** Due → registered (POST /api/registrations answered). */
  registerMs: number;
  /** Due → checkout opened (registration and checkout, with the fake's session). */
  openMs: number;
  /** Webhook sent → answered by the server (the handler's transaction committed). */
  webhookMs: number;
  finishedAt: number;
}

class StepError extends Error {}

// node:http with one keep-alive agent rather than fetch: the bench shares the machine's two cores with the server,
// and undici's fetch costs several times the CPU of a plain request.
const agent = new Agent({ keepAlive: true, maxSockets: 512 });

function call(
  url: string,
  options: { method: 'GET' | 'POST'; cookie: string; body?: unknown },
): Promise<{ status: number; text: string }> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        method: options.method,
        agent,
        headers: {
          cookie: options.cookie,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function postJson<T>(url: string, cookie: string, body: unknown): Promise<T> {
  const response = await call(url, { method: 'POST', cookie, body });
  if (response.status >= 300)
    throw new StepError(`POST ${url} ${response.status} ${response.text.slice(0, 200)}`);
  return JSON.parse(response.text) as T;
}

/** One person's checkout, from registering to seeing it paid. */
async function checkoutOnce(
  url: string,
  fake: FakeStripe,
  person: Person,
  eventId: string,
  due: number,
): Promise<Outcome> {
  const registration = await postJson<{ id: string }>(`${url}/api/registrations`, person.cookie, {
    eventId,
    entry: 'solo',
    anglers: [{ userId: person.id, name: person.name }],
    newBoatName: '',
    waiverAccepted: true,
    feeShownMinor: FEE_MINOR,
  });
  const registered = performance.now();
  const checkout = await postJson<{ paymentId: string; checkoutUrl: string | null }>(
    `${url}/api/payments/checkout`,
    person.cookie,
    { registrationIds: [registration.id] },
  );
  const sessionId = checkout.checkoutUrl?.split('/').at(-1);
  if (!sessionId) throw new StepError('checkout opened no session');
  const opened = performance.now();
  // completeSession sends the webhook and resolves with the server's answer: the send is now.
  const sent = performance.now();
  await fake.completeSession(sessionId);
  const answered = performance.now();
  const record = fake.state.events.findLast(
    (item) => (item.event.data as { object: { id: string } }).object.id === sessionId,
  );
  if (record?.status !== 200) throw new StepError(`webhook answered ${record?.status ?? 'nothing'}`);
  for (;;) {
    const response = await call(`${url}/api/payments/${checkout.paymentId}`, {
      method: 'GET',
      cookie: person.cookie,
    });
    if (response.status !== 200) throw new StepError(`GET payment ${response.status}`);
    const payment = JSON.parse(response.text) as { status: string };
    const now = performance.now();
    if (payment.status === 'succeeded')
      return {
        visibleMs: now - sent,
        registerMs: registered - due,
        openMs: opened - due,
        webhookMs: answered - sent,
        finishedAt: now,
      };
    if (payment.status !== 'pending') throw new StepError(`payment ${payment.status}`);
    if (now - sent > 10_000) throw new StepError('not paid 10 s after the webhook');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** `count` checkouts at an even `rate` (open loop); each person is used once. */
async function drive(
  url: string,
  fake: FakeStripe,
  people: Person[],
  events: string[],
  rate: number,
  count: number,
) {
  const outcomes: Outcome[] = [];
  const failures = new Map<string, number>();
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const person = people[index]!;
    running.push(
      checkoutOnce(url, fake, person, events[index % events.length]!, due).then(
        (outcome) => void outcomes.push(outcome),
        (error: unknown) => {
          const key = error instanceof StepError ? error.message.slice(0, 120) : String(error).slice(0, 120);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(running);
  const last = Math.max(started, ...outcomes.map((outcome) => outcome.finishedAt));
  return { outcomes, failures, seconds: (last - started) / 1000 };
}

/**
 * Seeds the people and events on `databaseUrl`, warms up (a few checkouts one after another), then drives
 * CHECKOUT_TARGETS.rate checkouts a second for `seconds`; prints the table and PASS/FAIL lines.
 */
export async function runCheckoutBench(options: {
  url: string;
  databaseUrl: string;
  authSecret: string;
  provider: FakeProvider;
  seconds: number;
  rate?: number;
}): Promise<boolean> {
  const rate = options.rate ?? Number(process.env.BENCH_CHECKOUT_RATE ?? CHECKOUT_TARGETS.rate);
  const count = Math.round(rate * options.seconds);
  const warm = 40;
  const { fake } = options.provider;
  fake.setWebhookUrl(`${options.url}/api/payments/webhooks/stripe`);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const seedStarted = performance.now();
  const seed = await seedCheckouts(client, count + warm).finally(() => client.end());
  const { cookieName } = await signIn(options.url, DIRECTOR_EMAIL, DIRECTOR_PASSWORD);
  const people = await Promise.all(
    seed.payers.map(async (payer) => ({
      id: payer.id,
      name: payer.name,
      cookie: await sessionCookie(cookieName, payer.token, options.authSecret),
    })),
  );
  console.log(
    `\nCheckouts: seeded ${people.length} payers and ${seed.events.length} paid events in ` +
      `${((performance.now() - seedStarted) / 1000).toFixed(1)} s; ${count} checkouts at ${rate}/s ` +
      `(register → checkout → fake pays → signed webhook → GET /api/payments/:id until 'succeeded')`,
  );
  // Warm-up, not measured: prepared statements and the JIT on the whole path.
  const warmRun = await drive(options.url, fake, people.slice(0, warm), seed.events, 20, warm);
  if (warmRun.failures.size > 0)
    throw new Error(`warm-up failed: ${[...warmRun.failures.keys()].join('; ')}`);
  const run = await drive(options.url, fake, people.slice(warm), seed.events, rate, count);
  agent.destroy();
  const errors = [...run.failures.values()].reduce((sum, n) => sum + n, 0);
  const achieved = run.outcomes.length / run.seconds;
  const visible = run.outcomes.map((outcome) => outcome.visibleMs);
  const row = (step: string, values: number[]) => ({
    step,
    p50: ms(percentile(values, 50), 0),
    p99: ms(percentile(values, 99), 0),
    max: ms(percentile(values, 100), 0),
  });
  const of = (key: 'visibleMs' | 'webhookMs' | 'registerMs' | 'openMs') =>
    run.outcomes.map((outcome) => outcome[key]);
  console.table([
    row("webhook sent → 'paid' visible", visible),
    row('webhook sent → webhook answered', of('webhookMs')),
    row('due → registered', of('registerMs')),
    row('due → checkout opened', of('openMs')),
  ]);
  for (const [message, times] of run.failures) console.log(`  error ×${times}: ${message}`);
  const p99 = percentile(visible, 99);
  const rateOk = achieved >= rate * 0.95;
  const latencyOk = p99 < CHECKOUT_TARGETS.p99Ms && errors === 0;
  console.log(
    `  ${rateOk ? 'PASS' : 'FAIL'}  checkouts ${run.outcomes.length} paid of ${count} in ${run.seconds.toFixed(1)} s: ` +
      `${achieved.toFixed(0)}/s (target ${rate}/s)`,
  );
  console.log(
    `  ${latencyOk ? 'PASS' : 'FAIL'}  webhook → 'paid' visible p99 ${ms(p99, 0)} < ${CHECKOUT_TARGETS.p99Ms} ms, ` +
      `${errors} errors`,
  );
  return rateOk && latencyOk;
}
