/**
 * npm run bench (after the foundation benchmarks) or npm run bench:social — the social core at scale (
 * "Measured"). A fresh database tl_bench_<random> is migrated by starting the real server on it, bulk-seeded
 * (10,000 users, 200,000 posts, 500,000 follows; social-seed.ts), then for the feed (first page and page 10),
 * trending posts and hashtags, people search and the profile page it reports requests/s, p50 and p99 at 50
 * connections next to the same request's SQL time inside PostgreSQL (EXPLAIN ANALYZE) and their ratio, checks
 * the plans for sequential scans of posts or follows, and measures how fast a follow's notification reaches the
 * followed person's socket with 1,000 sockets connected.
 *
 * Env: BENCH_SECONDS (per endpoint, default 10), BENCH_WARMUP_SECONDS (before each, default 5), BENCH_SCALE
 * (fraction of the data, default 1),
 * BENCH_DATABASE_URL / TEST_DATABASE_URL (server to create the database on), BENCH_KEEP_DB=1 (keep it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { makeSignature } from 'better-auth/crypto';
import pg from 'pg';
import { CONNECTIONS, createDatabase, DURATION, load, ms, startServer, warmUp, type LoadResult } from './lib';
import { seedSocial, type SeedResult } from './social-seed';
import { measureSocketLatency, type SocketUser } from './socket-latency';
import { profileRequests, type ProfiledRequest, type SqlProfile } from './sql-profile';

const P99_TARGET_MS = 100;
/**
 * Load before each measurement, so it measures the steady state: the first seconds at 50 connections run
 * before V8 has optimised the request path and while the pool still opens connections and prepares statements
 * (measured: the first 4 s of the feed ran at ~75 % of the next 4 s).
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const SOCKET_P99_TARGET_MS = 200;
/** A common name, misspelt twice over (John Smith). */
const SEARCH_QUERY = process.env.BENCH_SEARCH_QUERY ?? 'jonh smiht';

function seedSize() {
  const scale = Number(process.env.BENCH_SCALE ?? 1);
  const sized = (value: number) => Math.max(10, Math.round(value * scale));
  return {
    users: sized(10_000),
    posts: sized(200_000),
    follows: sized(500_000),
    sockets: Math.min(1_000, sized(10_000) - 1),
  };
}

export async function signIn(
  url: string,
  email: string,
  password: string,
): Promise<{ cookie: string; cookieName: string }> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed ${response.status} ${await response.text()}`);
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0] ?? '');
  const session = pairs.find((pair) => pair.split('=')[0]?.endsWith('session_token'));
  if (!session) throw new Error('sign-in set no session cookie');
  return { cookie: pairs.join('; '), cookieName: session.split('=')[0] ?? '' };
}

async function getJson<T>(url: string, cookie: string): Promise<T> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok)
    throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as T;
}

/** The feed's 10th page: the first page's nextCursor followed 9 times, as infinite scroll would. */
async function feedPage10(url: string, cookie: string): Promise<string> {
  let path = '/api/feed';
  for (let page = 1; page < 10; page++) {
    const body = await getJson<{ items: unknown[]; nextCursor: string | null }>(`${url}${path}`, cookie);
    if (!body.nextCursor) throw new Error(`the feed ended at page ${page}`);
    path = `/api/feed?cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  return path;
}

/** The cookie better-auth would set for a session row: `<token>.<base64 HMAC-SHA256(secret, token)>`, URL-encoded. */
export async function sessionCookie(cookieName: string, token: string, secret: string): Promise<string> {
  return `${cookieName}=${encodeURIComponent(`${token}.${await makeSignature(token, secret)}`)}`;
}

/** Pairs (follower → followed) among the socket users that do not exist yet, each person followed once. */
async function newFollowPairs(databaseUrl: string, users: SocketUser[]): Promise<[SocketUser, SocketUser][]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const existing = await client.query<{ follower_id: string; following_id: string }>(
    `select follower_id, following_id from follows where follower_id = any($1::uuid[]) and following_id = any($1::uuid[])`,
    [users.map((user) => user.id)],
  );
  await client.end();
  const taken = new Set(existing.rows.map((row) => `${row.follower_id}>${row.following_id}`));
  const followed = new Set<string>();
  const pairs: [SocketUser, SocketUser][] = [];
  users.forEach((follower, index) => {
    for (let offset = 1; offset < users.length; offset++) {
      const target = users[(index + offset) % users.length];
      if (!target || followed.has(target.id) || taken.has(`${follower.id}>${target.id}`)) continue;
      followed.add(target.id);
      pairs.push([follower, target]);
      return;
    }
  });
  return pairs;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

interface EndpointRow {
  name: string;
  path: string;
  load: LoadResult;
  sql: ProfiledRequest;
}

function report(
  seed: SeedResult,
  rows: EndpointRow[],
  socket: Awaited<ReturnType<typeof measureSocketLatency>>,
  seedMs: number,
): boolean {
  console.log(`\nSocial core: seeded in ${(seedMs / 1000).toFixed(1)} s`);
  console.table(seed.steps.map((step) => ({ step: step.step, time: `${(step.ms / 1000).toFixed(1)} s` })));
  console.log(
    Object.entries(seed.counts)
      .map(([key, value]) => `${key} ${value.toLocaleString('en')}`)
      .join(', '),
  );

  console.log(
    `\nSocial API (${CONNECTIONS} connections, ${DURATION} s each, signed in as a member following ${seed.mainUser.following})`,
  );
  const sqlText = (profile: SqlProfile) =>
    `${ms(profile.executionMs, 2)} (${profile.statements.length} stmt)`;
  console.table(
    rows.map((row) => ({
      endpoint: row.name,
      'req/s': row.load.rps,
      p50: ms(row.load.p50, 0),
      p99: ms(row.load.p99, 0),
      errors: row.load.errors,
      'SQL (EXPLAIN ANALYZE)': sqlText(row.sql.steady),
      '+ planning': ms(row.sql.steady.planningMs, 2),
      'p50 / SQL':
        row.sql.steady.executionMs > 0 ? `${(row.load.p50 / row.sql.steady.executionMs).toFixed(1)}×` : 'n/a',
      [`p99 < ${P99_TARGET_MS} ms`]: verdict(row.load.p99 < P99_TARGET_MS && row.load.errors === 0),
      'no seq scan': verdict(
        [row.sql.steady, row.sql.warmup].every(
          (profile) => !profile?.statements.some((s) => s.seqScans.length > 0),
        ),
      ),
    })),
  );
  const cached = rows.filter((row) => row.sql.warmup);
  if (cached.length > 0) {
    console.log(
      'First request only, cached after it (trending rankings, refreshed in the background every 30 s; the session ' +
        'lookup, kept 5 s per cookie):',
    );
    for (const row of cached) console.log(`  ${row.name}: ${sqlText(row.sql.warmup as SqlProfile)}`);
  }

  console.log(
    'SQL = Execution Time of EXPLAIN ANALYZE summed over the statements of one request (median of 5); planning is extra, ' +
      'paid on every request by statements that are not prepared.',
  );
  console.log('\nStatements per endpoint (execution + planning ms):');
  for (const row of rows) {
    for (const [phase, profile] of [
      ['request', row.sql.steady],
      ['first request only', row.sql.warmup],
    ] as const) {
      if (!profile) continue;
      console.log(`  ${row.name} [${phase}, HTTP ${profile.status}]`);
      for (const statement of profile.statements) {
        const scans = [...statement.seqScans.map((scan) => `FAIL ${scan}`), ...statement.otherSeqScans];
        const time = `${statement.executionMs.toFixed(2)} + ${statement.planningMs.toFixed(2)}`;
        console.log(
          `    ${time.padStart(14)}  ${statement.label}${scans.length > 0 ? `  [${scans.join('; ')}]` : ''}`,
        );
      }
    }
  }

  const socketOk =
    socket.connected >= seed.socketUsers.length &&
    socket.received === socket.follows &&
    socket.p99 < SOCKET_P99_TARGET_MS;
  console.log(
    `\nRealtime: ${socket.connected} signed-in sockets connected in ${ms(socket.connectMs, 0)}; ${socket.follows} follows over HTTP ` +
      `(10 at a time): notification received ${socket.received}/${socket.follows}, request → socket p50 ${ms(socket.p50)}, ` +
      `p99 ${ms(socket.p99)}, max ${ms(socket.max)} (PUT answered p50 ${ms(socket.httpP50)}, p99 ${ms(socket.httpP99)}; ` +
      `${socket.failedRequests} failed)`,
  );

  console.log('\nTargets (2-core machine):');
  let passed = true;
  const check = (ok: boolean, text: string) => {
    passed &&= ok;
    console.log(`  ${verdict(ok)}  ${text}`);
  };
  for (const row of rows) {
    check(
      row.load.p99 < P99_TARGET_MS && row.load.errors === 0,
      `${row.name}: p99 ${ms(row.load.p99, 0)} < ${P99_TARGET_MS} ms, ${row.load.errors} errors`,
    );
  }
  for (const row of rows) {
    const scans = [row.sql.steady, row.sql.warmup].flatMap(
      (profile) => profile?.statements.flatMap((s) => s.seqScans) ?? [],
    );
    check(
      scans.length === 0,
      `${row.name}: no sequential scan of user_posts or follows${scans.length > 0 ? ` (${scans.join('; ')})` : ''}`,
    );
  }
  check(
    socketOk,
    `notification reaches a socket: p99 ${ms(socket.p99)} < ${SOCKET_P99_TARGET_MS} ms with ${socket.connected} sockets connected, none lost`,
  );
  return passed;
}

export async function runSocialBench(): Promise<boolean> {
  const size = seedSize();
  const database = await createDatabase();
  const authSecret = randomBytes(32).toString('hex');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-social-')),
      SEED_DEMO: 'false',
      AUTH_SECRET: authSecret,
      // Limits are counted (their cost is on the path) but 50 connections of one reader must not meet them.
      RATE_LIMIT_SCALE: '100000',
    });
    const url = server.url;
    console.log(
      `\nSeeding ${database.url.split('/').pop()}: ${size.users} users, ${size.posts} posts, ${size.follows} follows …`,
    );
    const seedStarted = performance.now();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seed = await seedSocial(client, size).finally(() => client.end());
    const seedMs = performance.now() - seedStarted;

    const { cookie, cookieName } = await signIn(url, seed.mainUser.email, seed.mainUser.password);
    const endpoints = [
      { name: 'feed, first page', path: '/api/feed' },
      { name: 'feed, page 10', path: await feedPage10(url, cookie) },
      { name: 'trending posts', path: '/api/posts/trending' },
      { name: 'trending hashtags', path: '/api/hashtags/trending' },
      {
        name: `people search "${SEARCH_QUERY}"`,
        path: `/api/people/search?q=${encodeURIComponent(SEARCH_QUERY)}`,
      },
      { name: 'profile', path: `/api/profiles/${seed.profileUserId}` },
      { name: 'profile posts', path: `/api/users/${seed.profileUserId}/posts` },
    ];
    const found = await getJson<{ items: { firstName?: string; lastName?: string }[] }>(
      `${url}${endpoints[4]?.path}`,
      cookie,
    );
    const first = found.items[0];
    console.log(
      `People search "${SEARCH_QUERY}": ${found.items.length} results, first ${first ? `${first.firstName} ${first.lastName}` : 'none'}`,
    );

    const sql = await profileRequests({ databaseUrl: database.url, authSecret, cookie, requests: endpoints });

    const rows: EndpointRow[] = [];
    for (const [index, endpoint] of endpoints.entries()) {
      await getJson(`${url}${endpoint.path}`, cookie);
      await warmUp(`${url}${endpoint.path}`, { cookie }, WARMUP_SECONDS);
      rows.push({
        ...endpoint,
        load: await load(`${url}${endpoint.path}`, { cookie }),
        sql: sql[index] as ProfiledRequest,
      });
    }

    const socketUsers = await Promise.all(
      seed.socketUsers.map(async (user) => ({
        id: user.id,
        cookie: await sessionCookie(cookieName, user.token, authSecret),
      })),
    );
    const socket = await measureSocketLatency(
      url,
      socketUsers,
      await newFollowPairs(database.url, socketUsers),
    );

    return report(seed, rows, socket, seedMs);
  } finally {
    await server?.stop();
    if (process.env.BENCH_KEEP_DB) console.log(`Kept ${database.url}`);
    else await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await runSocialBench();
  process.exitCode = passed ? 0 : 1;
}
