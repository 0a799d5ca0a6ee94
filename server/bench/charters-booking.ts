/**
 * The booking half of `npm run bench:charters` (issue 18, "Measured"): 50 anglers book 10 open slots of one
 * instant-booking listing at once, each angler choosing a slot at random, for ROUNDS rounds of 10 fresh slots.
 * Every request is POST /api/charters/bookings through the real server (the conditional UPDATE on the slot and the
 * partial unique index are what is measured). Passes when no slot has more than one live booking, every slot that
 * was asked for got exactly one 201, every other answer is the 409 of a taken slot, and p99 < 200 ms.
 *
 * The anglers are users with sessions written in SQL (sign-up needs a verified e-mail), signed the way better-auth
 * signs its cookie.
 */
import pg from 'pg';
import { ms, percentile } from './lib';
import { sessionCookie } from './social';

const P99_TARGET_MS = 200;
const CLIENTS = 50;
const SLOTS_PER_ROUND = 10;
const ROUNDS = Number(process.env.BENCH_BOOKING_ROUNDS ?? 10);
const COOKIE_NAME = 'better-auth.session_token';

interface Answer {
  status: number;
  ms: number;
  slotId: string;
}

/** A listing that takes instant bookings, with `rounds × 10` open slots (and one to warm up) from a week out, and 50 signed-in anglers. */
async function seedContention(
  databaseUrl: string,
  authSecret: string,
): Promise<{ slots: string[]; cookies: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const listing = (
      await client.query<{ id: string; package_id: string }>(`
        update charter_listings set instant_booking = true, capacity = 12
        where id = (select id from charter_listings where kind = 'charter' order by created_at desc limit 1)
        returning id, (select id from charter_packages p where p.listing_id = charter_listings.id limit 1) as package_id`)
    ).rows[0];
    if (!listing) throw new Error('no charter listing to book');
    const slots = (
      await client.query<{ id: string }>(
        `insert into charter_slots (listing_id, package_id, starts_at, ends_at, state)
         select $1::uuid, $2::uuid, date_trunc('day', now()) + interval '200 days' + i * interval '1 hour',
           date_trunc('day', now()) + interval '200 days' + i * interval '1 hour' + interval '40 minutes', 'open'
         from generate_series(0, $3::int - 1) i
         returning id`,
        [listing.id, listing.package_id, ROUNDS * SLOTS_PER_ROUND + 1],
      )
    ).rows.map((row) => row.id);
    await client.query(`
      create temp table ba as select n, gen_random_uuid() as id from generate_series(1, ${CLIENTS}) n;
      insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select id, 'Racer ' || n, 'racer' || n || '@bench.tightlines.test', true, now(), now() from ba;
      insert into profiles (id, email, first_name, last_name, created_at, updated_at)
        select id, 'racer' || n || '@bench.tightlines.test', 'Racer', 'No' || n, now(), now() from ba;
      insert into user_roles (user_id, role, created_at) select id, 'user', now() from ba;`);
    const sessions = (
      await client.query<{ token: string }>(`
        insert into session (token, user_id, expires_at, user_agent)
          select md5(random()::text || n) || md5(random()::text || n), id, now() + interval '1 day', 'tightlines-bench'
          from ba
        returning token`)
    ).rows;
    const cookies = await Promise.all(
      sessions.map((row) => sessionCookie(COOKIE_NAME, row.token, authSecret)),
    );
    return { slots, cookies };
  } finally {
    await client.end();
  }
}

async function book(url: string, cookie: string, slotId: string): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}/api/charters/bookings`, {
    method: 'POST',
    headers: { cookie, origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ slotId, partySize: 2 }),
  });
  const text = await response.text();
  const answer = { status: response.status, ms: performance.now() - started, slotId };
  if (response.status !== 201 && response.status !== 409)
    throw new Error(`POST /api/charters/bookings answered ${response.status}: ${text.slice(0, 300)}`);
  return answer;
}

export async function runChartersBookingBench(
  url: string,
  databaseUrl: string,
  authSecret: string,
): Promise<boolean> {
  const { slots, cookies } = await seedContention(databaseUrl, authSecret);
  console.log(
    `\nBooking under contention: ${CLIENTS} anglers, ${SLOTS_PER_ROUND} slots a round, ${ROUNDS} rounds`,
  );
  // A warm-up slot first (one booking, then refusals), so the first round does not pay for the cold path alone.
  const warmUpSlot = slots.shift()!;
  for (const cookie of cookies.slice(0, 20)) await book(url, cookie, warmUpSlot);
  const answers: Answer[] = [];
  const asked = new Set<string>();
  for (let round = 0; round < ROUNDS; round++) {
    const roundSlots = slots.slice(round * SLOTS_PER_ROUND, (round + 1) * SLOTS_PER_ROUND);
    const picks = cookies.map(() => roundSlots[Math.floor(Math.random() * roundSlots.length)]!);
    for (const slot of picks) asked.add(slot);
    answers.push(...(await Promise.all(cookies.map((cookie, index) => book(url, cookie, picks[index]!)))));
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const live = await client
    .query<{ slot_id: string; count: number }>(
      `select slot_id, count(*)::int as count from charter_bookings
       where slot_id = any($1::uuid[]) and state <> 'cancelled' group by slot_id`,
      [slots],
    )
    .finally(() => client.end());
  const doubleBooked = live.rows.filter((row) => row.count > 1).length;
  const created = answers.filter((answer) => answer.status === 201);
  const createdSlots = new Set(created.map((answer) => answer.slotId));
  const latencies = answers.map((answer) => answer.ms);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.table([
    {
      requests: answers.length,
      'slots asked for': asked.size,
      '201': created.length,
      '409': answers.length - created.length,
      'live bookings': live.rows.reduce((sum, row) => sum + row.count, 0),
      'double bookings': doubleBooked,
      p50: ms(p50, 0),
      p99: ms(p99, 0),
    },
  ]);
  const correct =
    doubleBooked === 0 &&
    created.length === asked.size &&
    createdSlots.size === asked.size &&
    live.rows.length === asked.size;
  const fast = p99 < P99_TARGET_MS;
  console.log(
    `  ${correct ? 'PASS' : 'FAIL'}  one booking per slot asked for, ${doubleBooked} double bookings`,
  );
  console.log(`  ${fast ? 'PASS' : 'FAIL'}  booking p99 ${ms(p99, 0)} < ${P99_TARGET_MS} ms`);
  return correct && fast;
}
