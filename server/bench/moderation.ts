/**
 * npm run bench:moderation (also at the end of npm run bench) — moderation at scale (issue 15, "Measured"): "queue
 * page p99 < 100 ms with 100,000 reports over 20,000 targets; the block check adds < 5% to feed p99."
 *
 * A fresh database tl_bench_<random> is migrated by starting the real server on it and bulk-seeded: the social core
 * (social-seed.ts: people, posts, comments, follows, the reader's feed), then the queue in SQL with INSERT … SELECT
 * generate_series: 20,000 targets (85% posts, 10% comments, 5% profiles) and 100,000 reports from a few thousand
 * people, at least one per target and the rest skewed (a few targets draw many reports, most draw one or two),
 * reasons spread as a real queue's are (spam and harassment common, violence and nudity rare), over 60 days and
 * denser towards now; ~5% of the items resolved, ~2% of the open ones claimed. Every counter of an item (severity,
 * report count, first and last report) is computed from its reports, as the app would have kept them.
 *
 * Part 1, as a moderator over HTTP at an even rate (open loop, latency from each request's due time): the queue's
 * first page, its 10th page (nextCursor followed 9 times) and a page filtered by reason; and the admin's queue
 * health. Part 2, the block check on the feed: the reader's first feed page with no block or mute, then with 50
 * blocks and 50 mutes of people outside their feed (so the same posts answer: only the check's cost differs),
 * alternated over short rounds (A B, B A …) so a neighbour's burst of work on a shared machine falls on both sides;
 * the p99 of each side's pooled latencies is compared.
 *
 * Env: BENCH_SECONDS (per measurement, default 10), BENCH_QUEUE_RATE (requests/s, default 100), BENCH_FEED_RATE
 * (default 100), BENCH_BLOCK_ROUNDS (default 10), BENCH_BLOCK_ROUND_SECONDS (default 3), BENCH_SCALE (fraction of the data, default 1),
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, BENCH_KEEP_DB=1.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDatabase, DURATION, evenRate, ms, percentile, startServer, warmUp } from './lib';
import { seedSocial } from './social-seed';
import { sessionCookie, signIn } from './social';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const sized = (value: number) => Math.max(10, Math.round(value * SCALE));
const TARGETS = sized(20_000);
const REPORTS = Math.max(TARGETS, sized(100_000));
const QUEUE_RATE = Number(process.env.BENCH_QUEUE_RATE ?? 100);
const FEED_RATE = Number(process.env.BENCH_FEED_RATE ?? 100);
const BLOCK_ROUNDS = Number(process.env.BENCH_BLOCK_ROUNDS ?? 10);
/** Seconds of each half of a round: short rounds spread a neighbour's burst of work over both sides. */
const BLOCK_ROUND_SECONDS = Number(process.env.BENCH_BLOCK_ROUND_SECONDS ?? 3);
/** An admin's dashboard: a few loads a minute, not a stream; measured at a gentle rate. */
const HEALTH_RATE = 5;
const RELATIONS = 50;
const QUEUE_P99_TARGET_MS = 100;
const BLOCK_OVERHEAD_TARGET = 0.05;
const WARMUP_SECONDS = 3;

/**
 * The queue in SQL. Reasons by share (cumulative thresholds of one random number) with the domain's severities;
 * report n ≤ TARGETS goes to target n (each has one), the rest to target floor(T · random^1.5): a long tail.
 */
async function seedQueue(client: pg.Client, moderatorId: string): Promise<Record<string, number>> {
  const posts = Math.round(TARGETS * 0.85);
  const comments = Math.round(TARGETS * 0.1);
  const profiles = TARGETS - posts - comments;
  await client.query(`
    create temp table mq_targets as
      select (row_number() over ()) - 1 as k, target_type, target_id, author_id from (
        (select 'post' as target_type, id::text as target_id, user_id as author_id
           from user_posts order by md5(id::text) limit ${posts})
        union all
        (select 'comment', id::text, user_id from post_comments order by md5(id::text) limit ${comments})
        union all
        (select 'profile', id::text, id from "user" order by md5(id::text) limit ${profiles})
      ) t;
    create temp table mq_people as
      select (row_number() over (order by md5(id::text))) - 1 as i, id from "user";
    create temp table mq_reports as
      select n, k, reason, at, (row_number() over (partition by k order by n)) - 1 as j,
             case reason when 'violence' then 5 when 'hate' then 5 when 'nudity' then 4 when 'harassment' then 4
               when 'illegal_fishing' then 3 when 'misinformation' then 2 when 'spam' then 2 else 1 end as severity
        from (
          select n, k, at,
                 case when x < 0.35 then 'spam' when x < 0.50 then 'harassment' when x < 0.62 then 'illegal_fishing'
                   when x < 0.72 then 'misinformation' when x < 0.84 then 'other' when x < 0.90 then 'hate'
                   when x < 0.95 then 'nudity' else 'violence' end as reason
            from (
              select n,
                     case when n <= ${TARGETS} then n - 1
                       else floor(${TARGETS} * power(random(), 1.5))::int end as k,
                     random() as x,
                     now() - power(random(), 2) * interval '60 days' as at
                from generate_series(1, ${REPORTS}) n
            ) drawn
        ) named;
    create temp table mq_items as
      select gen_random_uuid() as id, t.k, t.target_type, t.target_id, t.author_id,
             max(r.severity) as severity, count(*) as report_count, min(r.at) as first_at, max(r.at) as last_at,
             t.k % 20 = 7 as resolved, t.k % 50 = 3 as claimed
        from mq_targets t join mq_reports r on r.k = t.k
       group by t.k, t.target_type, t.target_id, t.author_id;`);
  const people = Number(
    (await client.query<{ n: string }>('select count(*) as n from mq_people')).rows[0]!.n,
  );
  await client.query(
    `insert into moderation_items (id, source, target_type, target_id, author_id, status, severity, report_count,
                                   first_reported_at, last_reported_at, claimed_by, claimed_at,
                                   resolved_at, resolved_by, resolution)
       select id, 'report', target_type, target_id, author_id, case when resolved then 'resolved' else 'open' end,
              severity, report_count, first_at, last_at,
              case when claimed and not resolved then '${moderatorId}'::uuid end, case when claimed and not resolved then last_at end,
              case when resolved then least(now(), first_at + power(random(), 2) * interval '48 hours') end,
              case when resolved then '${moderatorId}'::uuid end,
              case when resolved then (array['dismiss', 'hide', 'warn', 'delete'])[1 + k % 4] end
         from mq_items;
     insert into reports (item_id, reporter_id, target_type, target_id, reason, note, status, created_at)
       select i.id, p.id, i.target_type, i.target_id, r.reason,
              case when r.n % 4 = 0 then 'Seen this on the lake page too' end,
              case when i.resolved then 'resolved' else 'open' end, r.at
         from mq_reports r
         join mq_items i on i.k = r.k
         join mq_people p on p.i = (r.k * 37 + r.j) % ${people};
     analyze moderation_items; analyze reports;`,
  );
  const counts = await client.query<Record<string, string>>(`
    select (select count(*) from moderation_items) as items,
           (select count(*) from moderation_items where status = 'open') as open,
           (select count(*) from reports) as reports,
           (select count(distinct reporter_id) from reports) as reporters,
           (select max(report_count) from moderation_items) as "most reports on one target"`);
  return Object.fromEntries(Object.entries(counts.rows[0]!).map(([key, value]) => [key, Number(value)]));
}

async function getJson<T>(url: string, cookie: string): Promise<{ status: number; body: T | null }> {
  const response = await fetch(url, { headers: { cookie } });
  const text = await response.text();
  return { status: response.status, body: response.ok ? (JSON.parse(text) as T) : null };
}

/** The queue's 10th page: the first page's nextCursor followed 9 times, as a moderator scrolling would. */
async function queuePage10(url: string, cookie: string): Promise<{ path: string } | { skipped: string }> {
  let path = '/api/moderation/queue';
  for (let page = 1; page < 10; page++) {
    const { status, body } = await getJson<{ nextCursor: string | null }>(`${url}${path}`, cookie);
    if (status !== 200) return { skipped: `${path.split('?')[0]} answered ${status}` };
    if (!body?.nextCursor) return { skipped: `the queue ended at page ${page}` };
    path = `/api/moderation/queue?cursor=${encodeURIComponent(body.nextCursor)}`;
  }
  return { path };
}

interface Measured {
  name: string;
  p50: number;
  p99: number;
  errors: number;
  latencies: number[];
  /** Why it was not measured (the route is missing in this build). */
  skipped?: string;
}

async function measure(
  url: string,
  name: string,
  target: string | { path: string } | { skipped: string },
  cookie: string,
  rate: number,
  warm = true,
  seconds = DURATION,
): Promise<Measured> {
  if (typeof target !== 'string' && 'skipped' in target)
    return { name, p50: NaN, p99: NaN, errors: 0, latencies: [], skipped: target.skipped };
  const pathname = typeof target === 'string' ? target : target.path;
  const first = await getJson(`${url}${pathname}`, cookie);
  if (first.status !== 200)
    return {
      name,
      p50: NaN,
      p99: NaN,
      errors: 0,
      latencies: [],
      skipped: `${pathname} answered ${first.status}`,
    };
  if (warm) {
    await warmUp(`${url}${pathname}`, { cookie }, WARMUP_SECONDS);
    // The warm-up's last requests may still be in the server when it returns: let them drain first.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  } else for (let index = 0; index < 5; index++) await getJson(`${url}${pathname}`, cookie);
  const run = await evenRate(`${url}${pathname}`, { rate, seconds, headers: { cookie } });
  return {
    name,
    p50: percentile(run.latencies, 50),
    p99: percentile(run.latencies, 99),
    errors: run.errors,
    latencies: run.latencies,
  };
}

/**
 * The reader's relations, made the way people make them (PUT /api/blocks/:userId, /api/mutes/:userId) so any cache
 * of them is kept right, and removed the same way. Where the routes are not there yet, rows go in directly.
 */
/** Whether this build has the block and mute routes (asked once). */
let routesAnswer: boolean | undefined;

async function setRelations(
  url: string,
  cookie: string,
  client: pg.Client,
  readerId: string,
  others: string[],
  on: boolean,
): Promise<'api' | 'sql'> {
  const blocks = others.slice(0, RELATIONS);
  const mutes = others.slice(RELATIONS, RELATIONS * 2);
  if (routesAnswer === undefined) {
    const probe = await fetch(`${url}/api/blocks`, { headers: { cookie } });
    await probe.arrayBuffer();
    routesAnswer = probe.status !== 404;
  }
  if (routesAnswer) {
    for (const [kind, ids] of [
      ['blocks', blocks],
      ['mutes', mutes],
    ] as const)
      for (const id of ids) {
        const response = await fetch(`${url}/api/${kind}/${id}`, {
          method: on ? 'PUT' : 'DELETE',
          headers: { cookie, origin: url },
        });
        await response.arrayBuffer();
        if (!response.ok)
          throw new Error(`${on ? 'PUT' : 'DELETE'} /api/${kind}/${id} answered ${response.status}`);
      }
    return 'api';
  }
  if (on) {
    await client.query(
      `insert into user_blocks (blocker_id, blocked_id) select $1::uuid, unnest($2::uuid[]) on conflict do nothing`,
      [readerId, blocks],
    );
    await client.query(
      `insert into user_mutes (muter_id, muted_id) select $1::uuid, unnest($2::uuid[]) on conflict do nothing`,
      [readerId, mutes],
    );
  } else {
    await client.query('delete from user_blocks where blocker_id = $1', [readerId]);
    await client.query('delete from user_mutes where muter_id = $1', [readerId]);
  }
  return 'sql';
}

/** People outside the reader's feed: they neither wrote a post in it nor follow or are followed by the reader. */
async function outsiders(client: pg.Client, readerId: string, exclude: string[]): Promise<string[]> {
  const result = await client.query<{ id: string }>(
    `select u.id from "user" u
      where u.id <> $1::uuid and u.id <> all($2::uuid[])
        and not exists (select 1 from follows f where f.follower_id = $1::uuid and f.following_id = u.id)
        and not exists (select 1 from follows f where f.follower_id = u.id and f.following_id = $1::uuid)
        and not exists (select 1 from feed_items fi join user_posts p on p.id = fi.post_id
                         where fi.user_id = $1::uuid and p.user_id = u.id)
      order by md5(u.id::text) limit ${RELATIONS * 2}`,
    [readerId, exclude],
  );
  return result.rows.map((row) => row.id);
}

const verdict = (ok: boolean | null) => (ok === null ? 'SKIP' : ok ? 'PASS' : 'FAIL');

export async function runModerationBench(): Promise<boolean> {
  const database = await createDatabase();
  const authSecret = randomBytes(32).toString('hex');
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const client = new pg.Client({ connectionString: database.url });
  try {
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-moderation-')),
      SEED_DEMO: 'false',
      AUTH_SECRET: authSecret,
      // Counted (their cost is on the path) but the bench's readers must not meet them.
      RATE_LIMIT_SCALE: '100000',
      // The bench's staff sign in with a session row, not a second factor.
      STAFF_MFA_REQUIRED: 'false',
    });
    const url = server.url;
    await client.connect();
    const seedStarted = performance.now();
    const seed = await seedSocial(client, {
      users: sized(4_000),
      posts: sized(40_000),
      follows: sized(80_000),
      sockets: 2,
    });
    const [moderatorUser, adminUser] = seed.socketUsers;
    if (!moderatorUser || !adminUser) throw new Error('no staff sessions seeded');
    await client.query(
      `insert into user_roles (user_id, role) values ($1, 'moderator'), ($2, 'admin') on conflict do nothing`,
      [moderatorUser.id, adminUser.id],
    );
    const counts = await seedQueue(client, moderatorUser.id);
    console.log(
      `\nModeration: seeded ${seed.counts.users ?? '?'} people, ${seed.counts.posts ?? '?'} posts and the queue ` +
        `${JSON.stringify(counts)} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const { cookie: readerCookie, cookieName } = await signIn(
      url,
      seed.mainUser.email,
      seed.mainUser.password,
    );
    const moderator = await sessionCookie(cookieName, moderatorUser.token, authSecret);
    const admin = await sessionCookie(cookieName, adminUser.token, authSecret);

    // ── part 1: the queue and its health ──
    const queue: Measured[] = [
      await measure(url, 'queue, first page', '/api/moderation/queue', moderator, QUEUE_RATE),
      await measure(url, 'queue, page 10', await queuePage10(url, moderator), moderator, QUEUE_RATE),
      await measure(
        url,
        'queue, reason = harassment',
        '/api/moderation/queue?reason=harassment',
        moderator,
        QUEUE_RATE,
      ),
    ];
    const health = await measure(
      url,
      'queue health (admin)',
      '/api/admin/moderation/health',
      admin,
      HEALTH_RATE,
      // A dashboard is not loaded by 50 clients at once: warmed by a few loads in a row instead.
      false,
    );
    const healthBody = await getJson(`${url}/api/admin/moderation/health`, admin);

    // ── part 2: the block check on the feed ──
    const others = await outsiders(client, seed.mainUser.id, [moderatorUser.id, adminUser.id]);
    const without: Measured[] = [];
    const withRelations: Measured[] = [];
    // Warmed once: a saturating warm-up before each round would leave its own wake in the measurement after it.
    await warmUp(`${url}/api/feed`, { cookie: readerCookie }, WARMUP_SECONDS);
    let how = 'sql' as 'api' | 'sql';
    const feed = () => measure(url, 'feed', '/api/feed', readerCookie, FEED_RATE, false, BLOCK_ROUND_SECONDS);
    const relations = async (on: boolean) => {
      how = await setRelations(url, readerCookie, client, seed.mainUser.id, others, on);
      // Let the writes (and any invalidation they cause) settle before the next measurement starts.
      await new Promise((resolve) => setTimeout(resolve, 500));
    };
    // A B, then B A: a drift over the run (a neighbour starting work) falls on both sides alike.
    for (let round = 0; round < BLOCK_ROUNDS; round++) {
      if (round % 2 === 0) {
        without.push(await feed());
        await relations(true);
        withRelations.push(await feed());
      } else {
        withRelations.push(await feed());
        await relations(false);
        without.push(await feed());
      }
    }
    await relations(false);
    // Every request of a side pooled: the p99 of all its latencies, not of one round's few hundred.
    const feedPlain = percentile(
      without.flatMap((run) => run.latencies),
      99,
    );
    const feedBlocked = percentile(
      withRelations.flatMap((run) => run.latencies),
      99,
    );
    const feedErrors = [...without, ...withRelations].reduce((sum, run) => sum + run.errors, 0);
    const overhead = feedBlocked / feedPlain - 1;

    console.log(`\nModeration (as a moderator; even ${QUEUE_RATE} requests/s for ${DURATION} s each):`);
    console.table(
      [...queue, health].map((row) => ({
        endpoint: row.name,
        p50: row.skipped ? '-' : ms(row.p50, 1),
        p99: row.skipped ? '-' : ms(row.p99, 1),
        errors: row.errors,
        note: row.skipped ?? '',
      })),
    );
    console.log('Queue health:', JSON.stringify(healthBody.body));
    console.log(
      `\nFeed first page of the reader, even ${FEED_RATE} requests/s, ${BLOCK_ROUNDS} rounds of ${BLOCK_ROUND_SECONDS} s a side, alternated ` +
        `(relations made through ${how === 'api' ? 'the block and mute routes' : 'SQL: the block and mute routes are not in this build'}):`,
    );
    const feedRow = (runs: Measured[]) => ({
      'p99 per round': runs.map((run) => ms(run.p99)).join(', '),
      'p50 (all rounds)': ms(
        percentile(
          runs.flatMap((run) => run.latencies),
          50,
        ),
      ),
      'p99 (all rounds)': ms(
        percentile(
          runs.flatMap((run) => run.latencies),
          99,
        ),
      ),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    });
    console.table({
      'no blocks or mutes': feedRow(without),
      [`${RELATIONS} blocks + ${RELATIONS} mutes`]: feedRow(withRelations),
    });

    const checks: { target: string; measured: string; ok: boolean | null }[] = [
      ...queue.map((row) => ({
        target: `${row.name}: p99 < ${QUEUE_P99_TARGET_MS} ms (${counts.reports} reports, ${counts.items} targets)`,
        measured: row.skipped ?? `${ms(row.p99)}, ${row.errors} errors`,
        ok: row.skipped ? null : row.p99 < QUEUE_P99_TARGET_MS && row.errors === 0,
      })),
      {
        target: `block check on the feed: p99 at most ${BLOCK_OVERHEAD_TARGET * 100}% worse`,
        measured: `${ms(feedPlain)} → ${ms(feedBlocked)} (${(overhead * 100).toFixed(1)}%)`,
        ok: overhead < BLOCK_OVERHEAD_TARGET && feedErrors === 0,
      },
    ];
    console.log('\nTargets (2-core machine):');
    console.table(checks.map((check) => ({ ...check, ok: verdict(check.ok) })));
    return checks.every((check) => check.ok !== false);
  } finally {
    await client.end().catch(() => {});
    await server?.stop();
    if (process.env.BENCH_KEEP_DB) console.log(`Kept ${database.url}`);
    else await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await runModerationBench();
  process.exitCode = passed ? 0 : 1;
}
