/**
 * npx tsx server/bench/checkout-trace.ts — the SQL of one checkout, step by step (register, checkout, webhook,
 * the success page's GET): the real app built in this process on a pool whose connections log every statement
 * with its round-trip time, a transaction's statements marked, then the totals per step. A tool for the checkout
 * bench (checkouts.ts): round trips and commits are what a checkout costs under load.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { CONNECTION_OPTIONS, PreparingClient, type Database } from '#server/db/client';
import * as schema from '#server/db/schema';
import { startFakeProvider } from './checkouts';
import { createDatabase, startServer } from './lib';
import { sessionCookie } from './social';

interface Logged {
  text: string;
  ms: number;
}
let sink: Logged[] | null = null;

class TracingClient extends PreparingClient {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(config: any, values?: any, callback?: any): any {
    const text = typeof config === 'string' ? config : String((config as { text?: string }).text ?? '');
    const started = performance.now();
    const record = sink;
    const done = (failed: boolean) =>
      record?.push({ text: failed ? `FAILED ${text}` : text, ms: performance.now() - started });
    // pg's pool passes a callback (as `values` or `callback`); a direct call gets a promise.
    type Callback = (error: unknown, ...rest: unknown[]) => void;
    const wrap =
      (given: Callback): Callback =>
      (error, ...rest) => {
        done(Boolean(error));
        given(error, ...rest);
      };
    if (typeof callback === 'function') callback = wrap(callback as Callback);
    else if (typeof values === 'function') values = wrap(values as Callback);
    // eslint-disable-next-line @typescript-eslint/no-unsafe-assignment
    const result = super.query(config, values, callback);
    if (result instanceof Promise)
      void result.then(
        () => done(false),
        () => done(true),
      );
    return result;
  }
}

const database = await createDatabase();
const provider = await startFakeProvider();
const authSecret = randomBytes(32).toString('hex');
// Migrate through the real server once, then stop it.
const migrated = await startServer({
  DATABASE_URL: database.url,
  SEED_DEMO: 'false',
  AUTH_SECRET: authSecret,
});
await migrated.stop();
const pool = new pg.Pool({
  connectionString: database.url,
  max: 20,
  Client: TracingClient,
  options: CONNECTION_OPTIONS,
});
const db = drizzle(pool, { schema });
const databaseHandle: Database = {
  db,
  lists: db,
  kind: 'postgresql',
  close: () => pool.end(),
  prepared:
    <Row>(name: string, text: string) =>
    async (params: string[]) =>
      (await pool.query({ name, text, values: params })).rows as Row[],
};
const config = loadConfig(
  {
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-trace-')),
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    RATE_LIMIT_SCALE: '100000',
    APP_URL: 'http://127.0.0.1:1',
    ...provider.env,
  },
  { authSecret },
);
const app = await buildApp({ config, database: databaseHandle, logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
provider.fake.setWebhookUrl(`${url}/api/payments/webhooks/stripe`);
const client = new pg.Client({ connectionString: database.url });
await client.connect();
const director = (
  await client.query<{ id: string }>(
    `with u as (insert into "user" (id, name, email, email_verified, created_at, updated_at)
       values (gen_random_uuid(), 'Dee', 'dee@bench.test', true, now(), now()) returning id)
     insert into profiles (id, email, first_name, last_name, created_at, updated_at)
       select id, 'dee@bench.test', 'Dee', 'R', now(), now() from u returning id`,
  )
).rows[0]!;
const event = (
  await client.query<{ id: string }>(
    `insert into tournament_events (name, start_date, end_date, time_zone, location, status, scoring, species,
       penalties, created_by, fee_minor, currency)
     values ('Trace Classic', (current_date + 10)::text, (current_date + 11)::text, 'UTC', 'Erie', 'published',
       '{"mode":"weight"}'::jsonb, '{}'::text[], '[]'::jsonb, $1, 4500, 'USD') returning id`,
    [director.id],
  )
).rows[0]!;
const people = (
  await client.query<{ id: string; token: string }>(
    `with u as (insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select gen_random_uuid(), 'Pay ' || n, 'pay' || n || '@bench.test', true, now(), now()
       from generate_series(1, 3) n returning id, email),
     p as (insert into profiles (id, email, first_name, last_name, created_at, updated_at)
       select id, email, 'Pay', 'Er', now(), now() from u)
     insert into session (token, user_id, expires_at, user_agent)
       select md5(random()::text) || md5(random()::text), id, now() + interval '1 day', 'trace' from u
     returning user_id as id, token`,
  )
).rows;
await client.end();
const cookieName = (await app.auth.$context).authCookies.sessionToken.name;

async function step<T>(name: string, run: () => Promise<T>, print: boolean): Promise<T> {
  const logged: Logged[] = [];
  sink = logged;
  const started = performance.now();
  const value = await run();
  const wall = performance.now() - started;
  await new Promise((resolve) => setTimeout(resolve, 50));
  sink = null;
  if (print) {
    const commits = logged.filter((item) => /^\s*commit/i.test(item.text)).length;
    const dbMs = logged.reduce((sum, item) => sum + item.ms, 0);
    console.log(
      `\n== ${name}: ${wall.toFixed(1)} ms wall, ${logged.length} statements, ${commits} commits, ` +
        `${dbMs.toFixed(1)} ms in round trips`,
    );
    for (const item of logged)
      console.log(
        `  ${item.ms.toFixed(1).padStart(6)}  ${item.text.replace(/\s+/g, ' ').trim().slice(0, 150)}`,
      );
  }
  return value;
}

const post = async <T>(path: string, cookie: string, body: unknown) => {
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { cookie },
    payload: body as object,
  });
  if (response.statusCode >= 300) throw new Error(`${path} ${response.statusCode} ${response.body}`);
  return response.json<T>();
};

for (const [index, person] of people.entries()) {
  const print = index === people.length - 1;
  const cookie = await sessionCookie(cookieName, person.token, authSecret);
  const registration = await step(
    'POST /api/registrations',
    () =>
      post<{ id: string }>('/api/registrations', cookie, {
        eventId: event.id,
        entry: 'solo',
        anglers: [{ userId: person.id, name: 'Pay Er' }],
        newBoatName: '',
        waiverAccepted: true,
        feeShownMinor: 4500,
      }),
    print,
  );
  const checkout = await step(
    'POST /api/payments/checkout',
    () =>
      post<{ paymentId: string; checkoutUrl: string }>('/api/payments/checkout', cookie, {
        registrationIds: [registration.id],
      }),
    print,
  );
  await step(
    'webhook checkout.session.completed',
    () => provider.fake.completeSession(checkout.checkoutUrl.split('/').at(-1)!),
    print,
  );
  await step(
    'GET /api/payments/:id',
    () => app.inject({ method: 'GET', url: `/api/payments/${checkout.paymentId}`, headers: { cookie } }),
    print,
  );
}
await app.close();
await pool.end();
await provider.fake.close();
await database.drop();
