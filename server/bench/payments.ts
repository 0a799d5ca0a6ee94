/**
 * npm run bench:payments (and npm run bench, after the forums part) — the admin financial report on a big ledger
 * (issue 17, subs-hub). 1,000,000 ledger entries are seeded in SQL (250,000 balanced transactions of four entries
 * across the last 24 months: entry fees and subscriptions paid, one in ten refunded), then
 * GET /api/admin/financial for the last 12 months (settled months are summed once per process, financial.ts) is measured as an admin's dashboard is used — a few loads a
 * second, evenly spaced (open loop, latency from when each request was due); target p99 < 200 ms.
 * Then, on the same server and ledger, checkouts with webhooks (checkouts.ts): 200 a second through the fake
 * Stripe, p99 from the webhook's send to 'paid' visible < 200 ms.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_LEDGER_ENTRIES (default 1,000,000), BENCH_FINANCIAL_RATE (default 5 a
 * second), BENCH_CHECKOUT_RATE (default 200 a second), BENCH_DATABASE_URL / TEST_DATABASE_URL, BENCH_KEEP_DB=1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { runCheckoutBench, startFakeProvider, type FakeProvider } from './checkouts';
import { createDatabase, DURATION, evenRate, ms, percentile, startServer } from './lib';
import { seedSocial } from './social-seed';
import { signIn } from './social';

const P99_TARGET_MS = 200;
const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const FINANCIAL_RATE = Number(process.env.BENCH_FINANCIAL_RATE ?? 5);
const PAYEES = 200;

/** Balanced transactions of four entries each, spread evenly over the last 730 days. */
async function seedLedger(client: pg.Client, payerId: string): Promise<number> {
  const transactions = Math.round(ENTRIES / 4);
  await client.query(
    `insert into ledger_transactions (kind, currency, source, payer_user_id, created_at)
     select case when i % 10 = 0 then 'refund' else 'payment' end, 'USD',
       case when i % 10 = 0 then null when i % 7 = 0 then 'subscriptions' else 'entry_fees' end, $2,
       now() - make_interval(secs => (i::float8 / $1) * 730 * 86400)
     from generate_series(1, $1) i`,
    [transactions, payerId],
  );
  await client.query(
    `insert into ledger_entries (transaction_id, account, currency, amount_minor, created_at)
     select t.id, x.account, 'USD', x.amount, t.created_at
     from (select id, created_at, case when kind = 'refund' then -1 else 1 end as sign,
             1000 + abs(hashtext(id::text)) % 9000 as total, abs(hashtext(id::text)) % ${PAYEES} as payee
           from ledger_transactions) t
     cross join lateral (values
       ('cash:stripe', t.sign * t.total),
       ('payee:bench-' || t.payee, -t.sign * (t.total - t.total / 20 - t.total / 10)),
       ('platform:fees', -t.sign * (t.total / 20)),
       ('platform:tax', -t.sign * (t.total / 10))) x(account, amount)`,
  );
  await client.query('vacuum analyze ledger_transactions, ledger_entries');
  const count = await client.query<{ n: string }>('select count(*) as n from ledger_entries');
  return Number(count.rows[0]?.n ?? 0);
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

export async function runPaymentsBench(): Promise<boolean> {
  const database = await createDatabase();
  const authSecret = randomBytes(32).toString('hex');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let provider: FakeProvider | undefined;
  try {
    provider = await startFakeProvider();
    server = await startServer({
      ...provider.env,
      AUTH_SECRET: authSecret,
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-payments-')),
      SEED_DEMO: 'false',
      RATE_LIMIT_SCALE: '100000',
      STAFF_MFA_REQUIRED: 'false',
    });
    const url = server.url;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    let entries = 0;
    let seedSeconds = 0;
    let adminEmail = '';
    let adminPassword = '';
    try {
      const seed = await seedSocial(client, { users: 200, posts: 400, follows: 800, sockets: 1 });
      await client.query(
        `insert into user_roles (user_id, role) values ($1, 'admin') on conflict do nothing`,
        [seed.mainUser.id],
      );
      adminEmail = seed.mainUser.email;
      adminPassword = seed.mainUser.password;
      console.log(`\nPayments: seeding ${ENTRIES} ledger entries over 24 months …`);
      const started = performance.now();
      entries = await seedLedger(client, seed.mainUser.id);
      seedSeconds = (performance.now() - started) / 1000;
    } finally {
      await client.end();
    }
    const { cookie } = await signIn(url, adminEmail, adminPassword);
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const report = `${url}/api/admin/financial?from=${monthOf(from)}&to=${monthOf(now)}&currency=USD`;
    const first = await fetch(report, { headers: { cookie } });
    if (!first.ok) throw new Error(`financial report: ${first.status} ${await first.text()}`);
    const body = (await first.json()) as { totals: { grossMinor: number } };
    // An admin opens the page: a few loads one after another (the first sums the settled months once).
    for (let i = 0; i < 3; i++) await (await fetch(report, { headers: { cookie } })).arrayBuffer();
    const run = await evenRate(report, { rate: FINANCIAL_RATE, seconds: DURATION, headers: { cookie } });
    const p50 = percentile(run.latencies, 50);
    const p99 = percentile(run.latencies, 99);
    console.log(
      `\nPayments: ${entries} ledger entries (seeded in ${seedSeconds.toFixed(1)} s); a year's report ` +
        `(gross ${body.totals.grossMinor}) at ${FINANCIAL_RATE}/s for ${DURATION} s`,
    );
    console.table([
      {
        endpoint: 'GET /api/admin/financial (12 months)',
        'req/s': run.rps,
        p50: ms(p50, 0),
        p99: ms(p99, 0),
        errors: run.errors,
      },
    ]);
    const ok = p99 < P99_TARGET_MS && run.errors === 0;
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'}  financial report p99 ${ms(p99, 0)} < ${P99_TARGET_MS} ms, ${run.errors} errors`,
    );
    const checkoutsOk = await runCheckoutBench({
      url,
      databaseUrl: database.url,
      authSecret,
      provider,
      seconds: DURATION,
    });
    return ok && checkoutsOk;
  } finally {
    await server?.stop();
    await provider?.fake.close();
    if (process.env.BENCH_KEEP_DB) console.log(`Kept ${database.url}`);
    else await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await runPaymentsBench();
  process.exitCode = passed ? 0 : 1;
}
