/**
 * npm run bench (after the API table) or npm run bench:limits — what the rate limiters cost: the signed-in feed
 * (GET /api/feed) and session lookup (GET /api/me) at 50 connections with every limiter on, next to the same
 * with RATE_LIMITS=false. Target: on reaches at least 90% of off.
 *
 * "On" runs the limiters with RATE_LIMIT_SCALE raised so that nothing is refused: a refused request is cheaper than
 * an answered one and would flatter the limiters. The demo data keeps the feed small, so the limiters' share of
 * each request is as large as it gets. With Redis reachable (BENCH_REDIS_URL, else TEST_REDIS_URL, else
 * redis://127.0.0.1:6379) both run again with REDIS_URL set, where every count is a Redis round trip. Off and on
 * run one after the other on the same data.
 *
 * Env: BENCH_SECONDS (per measurement, default 10), BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL; PGlite
 * when unreachable).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import { CONNECTIONS, createDatabase, DURATION, load, startServer, warmUp } from './lib';

const TARGET = 0.9;
const NOTHING_REFUSED = '1000000';
const ENDPOINTS = ['/api/feed', '/api/me'];

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

async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

interface LimiterRow {
  setup: string;
  endpoint: string;
  offRps: number;
  onRps: number;
  ratio: number;
  errors: number;
}

export async function runLimiterBench(): Promise<void> {
  let database: { url: string; drop(): Promise<void> } | undefined;
  try {
    database = await createDatabase();
  } catch (error) {
    console.warn(
      `PostgreSQL not reachable; the limiter benchmark runs on PGlite (${(error as Error).message})`,
    );
  }
  const env = (): Record<string, string> => ({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-limits-')),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const rows: LimiterRow[] = [];
  try {
    const shared = env();
    rows.push(...(await measure(database ? 'in-process counts' : 'in-process counts (PGlite)', shared)));
    const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    if (await redisReachable(redisUrl))
      rows.push(...(await measure('counts in Redis', { ...shared, REDIS_URL: redisUrl })));
    else console.warn(`Redis not reachable at ${redisUrl}; the Redis run is skipped`);
  } finally {
    await database?.drop();
  }

  console.log(`\nRate limiters on vs off (${CONNECTIONS} connections, ${DURATION} s each)`);
  console.table(
    rows.map((row) => ({
      setup: row.setup,
      endpoint: row.endpoint,
      'off req/s': row.offRps,
      'on req/s': row.onRps,
      'on/off': `${(row.ratio * 100).toFixed(1)}%`,
      errors: row.errors,
    })),
  );
  for (const row of rows)
    console.log(
      `${row.setup}, ${row.endpoint}: limiters on reach ${(row.ratio * 100).toFixed(1)}% of off (target ≥ ${TARGET * 100}%) ${row.ratio >= TARGET ? 'OK' : 'MISSED'}`,
    );
}

/** The server with limiters off, then on (one at a time, on the same data), each endpoint warmed up and measured. */
async function measure(setup: string, env: Record<string, string>): Promise<LimiterRow[]> {
  const rps = new Map<string, { off: number; on: number; errors: number }>();
  for (const mode of ['off', 'on'] as const) {
    const server = await startServer({
      ...env,
      RATE_LIMITS: mode === 'on' ? 'true' : 'false',
      ...(mode === 'on' ? { RATE_LIMIT_SCALE: NOTHING_REFUSED } : {}),
    });
    try {
      const cookie = await signInDemo(server.url);
      for (const endpoint of ENDPOINTS) {
        const url = `${server.url}${endpoint}`;
        const probe = await fetch(url, { headers: { cookie } });
        if (!probe.ok) throw new Error(`GET ${endpoint} answered ${probe.status}`);
        // The switch really switched: only a server with limiters counts (and says so in RateLimit-*).
        if (probe.headers.has('ratelimit-limit') !== (mode === 'on'))
          throw new Error(`limiters were not ${mode} on GET ${endpoint}`);
        await warmUp(url, { cookie });
        const result = await load(url, { cookie });
        const entry = rps.get(endpoint) ?? { off: 0, on: 0, errors: 0 };
        entry[mode] = result.rps;
        entry.errors += result.errors;
        rps.set(endpoint, entry);
      }
    } finally {
      await server.stop();
    }
  }
  return [...rps].map(([endpoint, entry]) => ({
    setup,
    endpoint: `GET ${endpoint}`,
    offRps: entry.off,
    onRps: entry.on,
    ratio: entry.on / Math.max(1, entry.off),
    errors: entry.errors,
  }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runLimiterBench();
