/**
 * npm run bench:moderation (also at the end of npm run bench) — the moderator's queue at scale (issue 15): "queue
 * page p99 < 100 ms with 100,000 reports over 20,000 targets".
 *
 * A fresh database is migrated by starting the real server on it and bulk-seeded: people and posts (social-seed.ts),
 * then 20,000 posts each made a reported target (one open item), with 100,000 reports spread over them (reasons,
 * notes, reporters drawn at random) and a few hundred resolved items. The main user is made a moderator. The
 * first page of the queue, a filtered page (one reason) and a deep page (by cursor) are loaded at an even rate.
 *
 * Env: BENCH_SECONDS (per endpoint, default 10), BENCH_QUEUE_RATE (per second, default 100),
 * BENCH_DATABASE_URL / TEST_DATABASE_URL, BENCH_KEEP_DB=1.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { REPORT_REASONS } from '@tightlines/domain/moderation/contract';
import { createDatabase, DURATION, evenRate, ms, percentile, startServer, warmUp } from './lib';
import { MAIN_EMAIL, seedSocial } from './social-seed';
import { signIn } from './social';

const TARGETS = 20_000;
const REPORTS = 100_000;
const REPORTERS = 5_000;
const RATE = Number(process.env.BENCH_QUEUE_RATE ?? 100);
const P99_TARGET_MS = 100;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Items and reports in SQL, as createReport would have made them (counts, severity and times included). */
async function seedQueue(client: pg.Client, moderatorId: string): Promise<void> {
  const reasons = `array[${REPORT_REASONS.map((reason) => `'${reason}'`).join(',')}]`;
  await client.query(`
    insert into user_roles (user_id, role) values ('${moderatorId}', 'moderator') on conflict do nothing;
    create temp table bt as
      select p.id as post_id, p.user_id as author_id, row_number() over (order by p.id) as k
        from user_posts p limit ${TARGETS};
    create temp table br as
      with u as (select array_agg(id) as ids from (select id from "user" limit ${REPORTERS}) x)
      select gen_random_uuid() as id, t.post_id, t.author_id,
             u.ids[1 + floor(random() * ${REPORTERS})::int] as reporter_id,
             (${reasons})[1 + floor(random() * ${REPORT_REASONS.length})::int] as reason,
             now() - random() * interval '30 days' as created_at
        from generate_series(1, ${REPORTS}) n
        join bt t on t.k = 1 + (n % ${TARGETS})
        cross join u;
    delete from br where reporter_id = author_id or reporter_id is null;
    delete from br a using br b where a.ctid < b.ctid and a.post_id = b.post_id and a.reporter_id = b.reporter_id;
    insert into moderation_items (id, source, target_type, target_id, author_id, status, severity, report_count,
                                  first_reported_at, last_reported_at, resolved_at, resolution)
      select gen_random_uuid(), 'report', 'post', t.post_id::text, t.author_id,
             case when t.k % 50 = 0 then 'resolved' else 'open' end,
             max(case r.reason when 'violence' then 5 when 'hate' then 5 when 'nudity' then 4 when 'harassment' then 4
                 when 'illegal_fishing' then 3 when 'misinformation' then 2 when 'spam' then 2 else 1 end),
             count(*), min(r.created_at), max(r.created_at),
             case when t.k % 50 = 0 then now() end, case when t.k % 50 = 0 then 'dismiss' end
        from bt t join br r on r.post_id = t.post_id
       group by t.post_id, t.author_id, t.k;
    insert into reports (id, item_id, reporter_id, target_type, target_id, reason, note, status, created_at)
      select r.id, i.id, r.reporter_id, 'post', r.post_id::text, r.reason,
             case when random() < 0.3 then 'Seen this one before.' end,
             case when i.status = 'open' then 'open' else 'resolved' end, r.created_at
        from br r join moderation_items i on i.target_type = 'post' and i.target_id = r.post_id::text;
    analyze moderation_items; analyze reports;`);
}

export async function runModerationBench(): Promise<boolean> {
  const database = await createDatabase();
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    server = await startServer({
      DATABASE_URL: database.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-moderation-')),
      SEED_DEMO: 'false',
      RATE_LIMIT_SCALE: '100000',
      // The bench's moderator signs in with a password only.
      STAFF_MFA_REQUIRED: 'false',
    });
    const url = server.url;
    const started = performance.now();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const seed = await seedSocial(client, {
      users: REPORTERS + 10,
      posts: TARGETS,
      follows: 5_000,
      sockets: 0,
    });
    await seedQueue(client, seed.mainUser.id);
    const counted = await client.query<{ items: string; open: string; reports: string }>(
      `select (select count(*) from moderation_items) as items,
              (select count(*) from moderation_items where status = 'open') as open,
              (select count(*) from reports) as reports`,
    );
    await client.end();
    const counts = counted.rows[0]!;
    console.log(
      `\nModeration: seeded ${counts.items} items (${counts.open} open) with ${counts.reports} reports in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { cookie } = await signIn(url, MAIN_EMAIL, seed.mainUser.password);
    // A deep page: the cursor after 25 pages of 20.
    let cursor: string | null = null;
    for (let page = 0; page < 25; page++) {
      const response: Response = await fetch(
        `${url}/api/moderation/queue${cursor ? `?cursor=${cursor}` : ''}`,
        {
          headers: { cookie },
        },
      );
      if (!response.ok) throw new Error(`queue answered ${response.status}: ${await response.text()}`);
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
    }
    const endpoints = [
      { name: 'queue, first page', path: '/api/moderation/queue' },
      { name: 'queue, one reason', path: '/api/moderation/queue?reason=harassment' },
      { name: 'queue, page 26', path: `/api/moderation/queue?cursor=${cursor}` },
    ];
    const rows = [];
    for (const endpoint of endpoints) {
      await warmUp(`${url}${endpoint.path}`, { cookie }, 2);
      const even = await evenRate(`${url}${endpoint.path}`, {
        rate: RATE,
        seconds: DURATION,
        headers: { cookie },
      });
      rows.push({
        ...endpoint,
        p50: percentile(even.latencies, 50),
        p99: percentile(even.latencies, 99),
        errors: even.errors,
      });
    }
    console.table(
      rows.map((row) => ({
        endpoint: row.name,
        [`p50 @ ${RATE}/s`]: ms(row.p50),
        [`p99 @ ${RATE}/s`]: ms(row.p99),
        errors: row.errors,
      })),
    );
    console.log('\nTargets (2-core machine):');
    let passed = true;
    for (const row of rows) {
      const ok = row.p99 < P99_TARGET_MS && row.errors === 0;
      passed &&= ok;
      console.log(
        `  ${verdict(ok)}  ${row.name}: p99 ${ms(row.p99)} < ${P99_TARGET_MS} ms (${counts.reports} reports)`,
      );
    }
    return passed;
  } finally {
    await server?.stop();
    if (process.env.BENCH_KEEP_DB) console.log(`Kept ${database.url}`);
    else await database.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const passed = await runModerationBench();
  process.exitCode = passed ? 0 : 1;
}
