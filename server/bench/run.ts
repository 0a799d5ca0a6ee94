/**
 * npm run bench — throughput and latency of /api/health and an authenticated session lookup (/api/me)
 * on PostgreSQL and on PGlite (autocannon, 50 connections, 10 s each), each as a share of a bare Fastify
 * route measured in the same run (bare.ts). Targets (Consolidation issue, 2 cores): /api/health at least 40% of
 * bare Fastify, signed-in /api/me at least 15%. Then the web app (web.ts, from the built app): the home page's
 * initial JavaScript (under 180 KB gzip), the entry and route chunks, mobile FCP/LCP/TBT of `/` and `/getsocial`.
 * Then what the rate limiters cost (limits.ts; `npm run bench:limits`) and the social core at scale (social.ts;
 * `npm run bench:social` runs only that part), the tournaments, messaging (messages.ts; `npm run bench:messages`) and
 * Web Push from the queue (push.ts), and moderation (moderation.ts; `npm run bench:moderation`: the queue with 100,000
 * reports, the block check on the feed), and the rewards (rewards.ts; `npm run bench:rewards`: stats, /gamification, the
 * leaderboard job, trending places). BENCH_ONLY=api stops after the API table, BENCH_ONLY=web runs only the web part,
 * BENCH_ONLY=push only the push part; BENCH_SESSION_LOOKUPS=1 adds better-auth's own session lookups (ADR 014).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CONNECTIONS, DURATION, load, startServer } from './lib';
import { runLimiterBench } from './limits';
import { runPushBench } from './push';
import { runMessagesBench } from './messages';
import { runModerationBench } from './moderation';
// Groups (issue 16)
import { runGroupsBench } from './groups';
import { runForumBench } from './forums';
// Payments (issue 17): subs-hub
import { runPaymentsBench } from './payments';
// Charters (issue 18): search
import { runChartersSearchBench } from './charters-search';
// Rewards (issue 19): stats, gamification, the leaderboard job, trending places
import { runRewardsBench } from './rewards';
import { runSocialBench } from './social';
import { runTournamentBench } from './tournaments';
import { runWebBench } from './web';

async function signInDemo(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'demo-angler@tightlines.app', password: 'tightlines-demo' }),
  });
  if (!response.ok) throw new Error(`sign-in failed ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface Row {
  database: string;
  endpoint: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Share of bare Fastify's throughput each endpoint must reach. */
const TARGETS: Record<string, number> = { 'GET /api/health': 0.4, 'GET /api/me (session lookup)': 0.15 };

async function benchBare(): Promise<Row> {
  const server = await startServer({}, 'server/bench/bare.ts');
  try {
    return { database: '-', endpoint: 'bare Fastify', ...(await load(`${server.url}/api/health`)) };
  } finally {
    await server.stop();
  }
}

async function benchDatabase(database: string, env: Record<string, string>): Promise<Row[]> {
  // Every request is still counted by the rate limiters (their cost is part of the path), but 50 connections on
  // one account must not be refused with 429s, which cost less than an answer and flatter the numbers.
  const server = await startServer({ RATE_LIMIT_SCALE: '100000', ...env });
  try {
    const cookie = await signInDemo(server.url);
    const health = await load(`${server.url}/api/health`);
    console.log(database, 'GET /api/health', health);
    const me = await load(`${server.url}/api/me`, { cookie });
    console.log(database, 'GET /api/me', me);
    return [
      { database, endpoint: 'GET /api/health', ...health },
      { database, endpoint: 'GET /api/me (session lookup)', ...me },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * ADR 014's comparison: signed-in GET /api/me through better-auth's own getSession (bare, with its cookie cache,
 * with Redis as secondary storage) against the custom lookup measured above. Only with BENCH_SESSION_LOOKUPS=1.
 */
async function benchSessionLookups(env: Record<string, string>): Promise<Row[]> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const rows: Row[] = [];
  for (const mode of ['better-auth', 'better-auth-cookie-cache', 'better-auth-redis']) {
    const server = await startServer({
      RATE_LIMIT_SCALE: '100000',
      ...env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-')),
      SESSION_LOOKUP: mode,
      ...(mode === 'better-auth-redis' && { REDIS_URL: redisUrl }),
    });
    try {
      const cookie = await signInDemo(server.url);
      const me = await load(`${server.url}/api/me`, { cookie });
      console.log(mode, 'GET /api/me', me);
      rows.push({ database: `postgresql, ${mode}`, endpoint: 'GET /api/me (session lookup)', ...me });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

async function main() {
  if (process.env.BENCH_ONLY === 'web') {
    await runWebBench();
    return;
  }
  if (process.env.BENCH_ONLY === 'push') {
    await runPushBench();
    return;
  }
  const rows: Row[] = [await benchBare()];
  console.log('bare Fastify', rows[0]);
  const pgBase =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const benchDb = 'tl_bench';
  let pgUrl: string | undefined;
  try {
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${benchDb} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${benchDb}`);
    await admin.end();
    const parsed = new URL(pgBase);
    parsed.pathname = `/${benchDb}`;
    pgUrl = parsed.toString();
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${pgBase}; skipping it (${(error as Error).message})`);
  }
  if (pgUrl)
    rows.push(
      ...(await benchDatabase('postgresql', {
        DATABASE_URL: pgUrl,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-')),
      })),
    );
  if (pgUrl && process.env.BENCH_SESSION_LOOKUPS === '1')
    rows.push(...(await benchSessionLookups({ DATABASE_URL: pgUrl })));
  rows.push(...(await benchDatabase('pglite', { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-')) })));

  const bare = rows[0]!.rps;
  console.log(`\nAPI (${CONNECTIONS} connections, ${DURATION} s each)`);
  console.table(
    rows.map((row) => ({
      ...row,
      p50: `${row.p50} ms`,
      p99: `${row.p99} ms`,
      'of bare': `${((row.rps / bare) * 100).toFixed(1)}%`,
    })),
  );
  for (const row of rows) {
    const target = TARGETS[row.endpoint];
    if (target === undefined) continue;
    const share = row.rps / bare;
    console.log(
      `${row.database} ${row.endpoint}: ${(share * 100).toFixed(1)}% of bare Fastify (target ≥ ${target * 100}%) ${share >= target ? 'OK' : 'MISSED'}`,
    );
  }
  if (process.env.BENCH_ONLY === 'api') return;

  await runWebBench();

  await runLimiterBench();

  if (pgUrl) await runSocialBench();
  if (pgUrl) await runMessagesBench();
  else console.warn('Social core benchmark skipped: it needs PostgreSQL');
  if (pgUrl) await runTournamentBench();
  else console.warn('Tournament benchmark skipped: it needs PostgreSQL');
  if (pgUrl) await runPushBench();
  else console.warn('Push benchmark skipped: it needs PostgreSQL');
  if (pgUrl) await runModerationBench();
  else console.warn('Moderation benchmark skipped: it needs PostgreSQL');
  // Groups (issue 16)
  if (pgUrl) await runGroupsBench();
  else console.warn('Groups benchmark skipped: it needs PostgreSQL');
  // Forums (issue 16)
  if (pgUrl) await runForumBench();
  else console.warn('Forum benchmark skipped: it needs PostgreSQL');
  // Payments (issue 17): subs-hub
  if (pgUrl) await runPaymentsBench();
  else console.warn('Payments benchmark skipped: it needs PostgreSQL');
  // Charters (issue 18): search
  if (pgUrl) await runChartersSearchBench();
  else console.warn('Charters search benchmark skipped: it needs PostgreSQL');
  // Rewards (issue 19): stats, gamification, the leaderboard job, trending places
  if (pgUrl) await runRewardsBench();
  else console.warn('Rewards benchmark skipped: it needs PostgreSQL');
}

await main();
