/**
 * npm run bench (after the social core) or npm run bench:tournaments — live leaderboards at scale (
 * "Measured"). A fresh database tl_bench_<random> is migrated by starting the real server on it, then bulk-seeded
 * with one published, active event: 500 boats (registrations) in 3 divisions, 10,000 approved catches and a few
 * hundred pending ones for the judges. It reports:
 *  - standings computation (domain scoring: culling, penalties, tie-breaks, divisions, big fish) on those 10,000
 *    catches, p99 of 200 runs (target < 20 ms), and the cache miss as the API pays it (rows read + computed);
 *  - an approval (POST …/catches/:id/approve) fanned out as `leaderboard-changed` to 2,000 sockets in the
 *    `tournament:{id}` room: request sent → event received, p99 over every delivery (target < 500 ms);
 *  - GET /api/leaderboards/:id at an even 200 requests/s (one every 5 ms, open loop), p99 (target < 50 ms), while a
 *    judge approves a catch every 2 s — the cache is invalidated by approvals, not by time, so the misses are in the
 *    measurement; then the same under autocannon's rate limit, which sends each second's requests in a burst as the
 *    second starts (reported, not the target);
 *
 * Env: BENCH_PROFILE_DIR (the server writes a CPU profile there), BENCH_SECONDS (the rate test's length, default 10), BENCH_SOCKETS (default 2000), BENCH_BOATS (500),
 * BENCH_CATCHES (10000), BENCH_DATABASE_URL /
 * TEST_DATABASE_URL (server to create the database on), BENCH_KEEP_DB=1 (keep it).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { hashPassword } from 'better-auth/crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { SERVER_EVENTS, type LeaderboardChangedEvent } from '@tightlines/domain/realtime/events';
import { computeBoard, forScoring, type Entrant } from '#server/features/leaderboards/compute';
import { createDatabase, DURATION, evenRate, ms, percentile, startServer } from './lib';

const BOATS = Number(process.env.BENCH_BOATS ?? 500);
const CATCHES = Number(process.env.BENCH_CATCHES ?? 10_000);
const PENDING = 400;
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2_000);
const APPROVALS_FANNED_OUT = 20;
const RATE = 200;
const TARGETS = { standingsMs: 20, fanOutMs: 500, getP99Ms: 50 };
const ADMIN_EMAIL = 'bench-director@bench.tightlines.test';
const ADMIN_PASSWORD = 'bench-director-password';
const SCORING = { mode: 'weight', bestN: 5 };

/** One event, its boats and catches, straight into the tables (set-based SQL, as a bulk load is done). */
async function seed(client: pg.Client): Promise<{ eventId: string; pending: string[] }> {
  await client.query(`
    create temp table bu as
      select n, gen_random_uuid() as id, 'Captain' as first_name, 'No' || n as last_name
      from generate_series(0, ${BOATS}) n;
    insert into "user" (id, name, email, email_verified, created_at, updated_at)
      select id, first_name || ' ' || last_name,
        case when n = 0 then '${ADMIN_EMAIL}' else 'captain' || n || '@bench.tightlines.test' end, true, now(), now()
      from bu;
    insert into profiles (id, email, first_name, last_name, created_at, updated_at)
      select id, case when n = 0 then '${ADMIN_EMAIL}' else 'captain' || n || '@bench.tightlines.test' end,
        first_name, last_name, now(), now()
      from bu;
    insert into user_roles (user_id, role, created_at)
      select id, case when n = 0 then 'admin' else 'user' end, now() from bu;`);
  const admin = (await client.query<{ id: string }>(`select id from bu where n = 0`)).rows[0]!;
  await client.query(
    `insert into account (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
    [admin.id, await hashPassword(ADMIN_PASSWORD)],
  );
  const event = (
    await client.query<{ id: string }>(
      `insert into tournament_events (name, start_date, end_date, time_zone, location, status, scoring, created_by)
       values ('Bench Bass Classic', (current_date - 1)::text, (current_date + 1)::text, 'UTC', 'Lake Erie',
         'published', $1::jsonb, $2)
       returning id`,
      [JSON.stringify(SCORING), admin.id],
    )
  ).rows[0]!;
  // Both ids come from the database itself: safe to write into the statements, which then run as one script.
  const e = `'${event.id}'::uuid`;
  const a = `'${admin.id}'::uuid`;
  await client.query(
    `insert into tournament_divisions (event_id, name, position)
       select ${e}, name, position from (values ('Open', 0), ('Youth', 1), ('Kayak', 2)) d(name, position);
     create temp table br as
       select n, gen_random_uuid() as id, (select id from bu where bu.n = s.n) as user_id
       from generate_series(1, ${BOATS}) s(n);
     create temp table bd as
       select id, (row_number() over (order by position) - 1)::int as k
       from tournament_divisions where event_id = ${e};
     insert into tournament_registrations
         (id, event_id, division_id, user_id, entrant_name, boat_name, status, resume_token, check_in_code, registered_at)
       select br.id, ${e}, bd.id, br.user_id, 'Team ' || br.n, 'Boat ' || br.n, 'registered',
         md5('resume' || br.id::text), md5('check' || br.id::text), now()
       from br join bd on bd.k = br.n % 3;
     update tournament_events set registered_count = ${BOATS} where id = ${e};
     insert into tournament_catches (event_id, registration_id, angler_user_id, submitted_by, client_id, species,
         weight_grams, photo_url, caught_at, latitude, longitude, status, score, reviewed_by, reviewed_at)
       select ${e}, br.id, br.user_id, br.user_id, 'bench-' || c, 'largemouth_bass',
         500 + floor(random() * 5500)::int, '/uploads/bench.webp',
         now() - random() * interval '20 hours', 41.5 + random(), -81.7 + random(),
         case when c <= ${CATCHES} then 'approved' else 'pending' end, null,
         case when c <= ${CATCHES} then ${a} end, case when c <= ${CATCHES} then now() end
       from generate_series(1, ${CATCHES + PENDING}) c
       join br on br.n = 1 + (c % ${BOATS});
     insert into tournament_penalties (event_id, registration_id, code, amount, reason)
       select ${e}, id, 'late_to_scale', 500, 'Late to the scale' from br where n % 50 = 0;
     update tournament_events set leaderboard_version = 1, last_catch_at = now() where id = ${e};
     analyze;`,
  );
  const pending = (
    await client.query<{ id: string }>(
      `select id from tournament_catches where event_id = $1 and status = 'pending' order by client_id`,
      [event.id],
    )
  ).rows.map((row) => row.id);
  return { eventId: event.id, pending };
}

/** The pure computation the API caches: domain scoring over the event's rows, 200 times. */
async function measureStandings(client: pg.Client, eventId: string): Promise<number[]> {
  const entrants = (
    await client.query<Entrant & { first_name: string; last_name: string }>(
      `select r.id, r.user_id as "userId", r.team_id as "teamId", r.division_id as "divisionId",
         r.entrant_name as "entrantName", r.boat_name as "boatName", p.first_name, p.last_name
       from tournament_registrations r join profiles p on p.id = r.user_id
       where r.event_id = $1 and r.status = 'registered'`,
      [eventId],
    )
  ).rows.map((row): Entrant => ({
    id: row.id,
    userId: row.userId,
    teamId: row.teamId,
    divisionId: row.divisionId,
    entrantName: row.entrantName,
    boatName: row.boatName,
    captainName: `${row.first_name} ${row.last_name}`,
  }));
  const catches = (
    await client.query<{
      id: string;
      entrantId: string;
      species: string;
      weightGrams: number;
      lengthMm: number | null;
      caughtAt: Date;
    }>(
      `select id, registration_id as "entrantId", species, weight_grams as "weightGrams", length_mm as "lengthMm",
         caught_at as "caughtAt"
       from tournament_catches where event_id = $1 and status = 'approved'`,
      [eventId],
    )
  ).rows.map(forScoring); // as the API builds them (leaderboards/service.ts)
  const penalties = (
    await client.query<{ entrantId: string; amount: number; reason: string }>(
      `select registration_id as "entrantId", amount, reason from tournament_penalties where event_id = $1`,
      [eventId],
    )
  ).rows;
  const times: number[] = [];
  for (let run = 0; run < 220; run++) {
    const started = performance.now();
    const board = computeBoard({ scoring: SCORING, divisions: [], entrants, catches, penalties });
    const elapsed = performance.now() - started;
    if (run >= 20) times.push(elapsed); // the first runs are the JIT warming up
    if (board.standings.length !== BOATS)
      throw new Error(`expected ${BOATS} rows, got ${board.standings.length}`);
  }
  return times;
}

/** Cache misses as the API pays them: bump the version (as a decision does), then time one GET. */
async function measureMisses(client: pg.Client, url: string, eventId: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < 20; run++) {
    await client.query(
      `update tournament_events set leaderboard_version = leaderboard_version + 1 where id = $1`,
      [eventId],
    );
    const started = performance.now();
    const response = await fetch(`${url}/api/leaderboards/${eventId}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET leaderboard answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function approve(url: string, cookie: string, eventId: string, catchId: string): Promise<Response> {
  return fetch(`${url}/api/tournament-director/events/${eventId}/catches/${catchId}/approve`, {
    method: 'POST',
    headers: { cookie, origin: url },
  });
}

function connectWatcher(url: string, eventId: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], reconnection: false, timeout: 30_000 });
    socket.once('connect', () => {
      socket
        .timeout(30_000)
        .emitWithAck('join', `tournament:${eventId}`)
        .then(() => resolve(socket), reject);
    });
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Anonymous watchers of the event (the spectators of a weigh-in), then approvals one after another. */
async function measureFanOut(url: string, cookie: string, eventId: string, catchIds: string[]) {
  const sockets: Socket[] = [];
  const connectStarted = performance.now();
  try {
    for (let next = 0; next < SOCKETS; next += 100) {
      const batch = Math.min(100, SOCKETS - next);
      sockets.push(...(await Promise.all(Array.from({ length: batch }, () => connectWatcher(url, eventId)))));
    }
    const connectMs = performance.now() - connectStarted;
    const latencies: number[] = [];
    let missing = 0;
    let failed = 0;
    for (const catchId of catchIds) {
      const sentAt = performance.now();
      const arrivals = sockets.map(
        (socket) =>
          new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => {
              socket.off(SERVER_EVENTS.leaderboardChanged, listener);
              resolve(null);
            }, 5_000);
            const listener = (event: LeaderboardChangedEvent) => {
              if (event.eventId !== eventId) return;
              clearTimeout(timer);
              socket.off(SERVER_EVENTS.leaderboardChanged, listener);
              resolve(performance.now() - sentAt);
            };
            socket.on(SERVER_EVENTS.leaderboardChanged, listener);
          }),
      );
      const response = await approve(url, cookie, eventId, catchId);
      if (!response.ok) failed++;
      await response.arrayBuffer();
      for (const arrival of await Promise.all(arrivals)) {
        if (arrival === null) missing++;
        else latencies.push(arrival);
      }
    }
    return { connected: sockets.length, connectMs, latencies, missing, failed };
  } finally {
    for (const socket of sockets) socket.close();
  }
}

/**
 * GET /api/leaderboards/:id while a judge approves a catch every 2 s: at an even 200 requests/s (the target), and
 * the way autocannon's rate limit sends them (20 connections each sending its share at the start of every second).
 */
async function measureRate(
  url: string,
  cookie: string,
  eventId: string,
  catchIds: string[],
  shape: 'even' | 'bursts',
) {
  let approvals = 0;
  const judge = setInterval(() => {
    const catchId = catchIds[approvals++];
    if (catchId) void approve(url, cookie, eventId, catchId).then((response) => response.arrayBuffer());
  }, 2_000);
  try {
    if (shape === 'even') {
      const result = await evenRate(`${url}/api/leaderboards/${eventId}`, { rate: RATE, seconds: DURATION });
      return {
        rps: result.rps,
        p50: Math.round(percentile(result.latencies, 50)),
        p99: Math.round(percentile(result.latencies, 99)),
        errors: result.errors,
        approvals,
      };
    }
    const result = await autocannon({
      url: `${url}/api/leaderboards/${eventId}`,
      connections: 20,
      overallRate: RATE,
      duration: DURATION,
    });
    return {
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      approvals,
    };
  } finally {
    clearInterval(judge);
  }
}

export async function runTournamentBench(): Promise<boolean> {
  const database = await createDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const client = new pg.Client({ connectionString: database.url });
  try {
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-tournaments-')),
      SEED_DEMO: 'false',
      // The bench's director signs in with a password only: without this every approval is refused (403).
      STAFF_MFA_REQUIRED: 'false',
    });
    await client.connect();
    console.log(
      `\nSeeding ${database.url.split('/').pop()}: 1 event, ${BOATS} boats, ${CATCHES} approved catches …`,
    );
    const seedStarted = performance.now();
    const { eventId, pending } = await seed(client);
    console.log(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const standings = await measureStandings(client, eventId);
    const misses = await measureMisses(client, server.url, eventId);
    const cookie = await signIn(server.url);
    const fanOut = await measureFanOut(server.url, cookie, eventId, pending.slice(0, APPROVALS_FANNED_OUT));
    // Warm the route (and the JIT) for a second before the measured run.
    await autocannon({ url: `${server.url}/api/leaderboards/${eventId}`, connections: 10, duration: 1 });
    const forRate = pending.slice(APPROVALS_FANNED_OUT);
    const approvalsPerRun = Math.ceil(DURATION / 2) + 1;
    const rate = await measureRate(server.url, cookie, eventId, forRate, 'even');
    const bursts = await measureRate(server.url, cookie, eventId, forRate.slice(approvalsPerRun), 'bursts');

    const standingsP99 = percentile(standings, 99);
    const fanOutP99 = percentile(fanOut.latencies, 99);
    console.log(
      `\nTournaments (${BOATS} boats, ${CATCHES.toLocaleString('en')} approved catches, best 5 count)`,
    );
    console.table([
      {
        measure: 'standings computation (domain scoring, in process)',
        p50: ms(percentile(standings, 50), 2),
        p99: ms(standingsP99, 2),
        note: `${standings.length} runs`,
      },
      {
        measure: 'GET after a decision (cache miss: read rows + compute)',
        p50: ms(percentile(misses, 50)),
        p99: ms(percentile(misses, 99)),
        note: `${misses.length} misses`,
      },
      {
        measure: `approval → leaderboard-changed on ${fanOut.connected} sockets`,
        p50: ms(percentile(fanOut.latencies, 50)),
        p99: ms(fanOutP99),
        note: `${APPROVALS_FANNED_OUT} approvals, ${fanOut.latencies.length} deliveries, ${fanOut.missing} missing, ${fanOut.failed} failed requests; connected in ${ms(fanOut.connectMs, 0)}`,
      },
      {
        measure: `GET /api/leaderboards/:id at ${RATE} req/s, evenly spaced, for ${DURATION} s`,
        p50: `${rate.p50} ms`,
        p99: `${rate.p99} ms`,
        note: `${rate.rps} req/s, ${rate.errors} errors, ${rate.approvals} approvals meanwhile`,
      },
      {
        measure: `the same, as autocannon's per-second bursts (20 connections)`,
        p50: `${bursts.p50} ms`,
        p99: `${bursts.p99} ms`,
        note: `${bursts.rps} req/s, ${bursts.errors} errors, ${bursts.approvals} approvals meanwhile (not the target)`,
      },
    ]);
    let passed = true;
    const check = (ok: boolean, text: string) => {
      passed &&= ok;
      console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    };
    console.log('Targets (2-core machine):');
    check(
      standingsP99 < TARGETS.standingsMs,
      `standings p99 ${ms(standingsP99, 2)} < ${TARGETS.standingsMs} ms`,
    );
    check(
      fanOutP99 < TARGETS.fanOutMs && fanOut.missing === 0 && fanOut.connected === SOCKETS,
      `approval fan-out p99 ${ms(fanOutP99)} < ${TARGETS.fanOutMs} ms to ${fanOut.connected} sockets, ${fanOut.missing} missing`,
    );
    check(
      rate.p99 < TARGETS.getP99Ms && rate.errors === 0,
      `GET /api/leaderboards/:id p99 ${rate.p99} ms < ${TARGETS.getP99Ms} ms at ${RATE} req/s, ${rate.errors} errors`,
    );
    return passed;
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    if (process.env.BENCH_KEEP_DB) console.log(`Kept ${database.url}`);
    else await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await runTournamentBench();
  process.exitCode = passed ? 0 : 1;
}
