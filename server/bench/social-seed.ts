/**
 * Bulk seed of the social core for `npm run bench`: users, profiles with handles, posts over 180 days (denser
 * towards now), follows with a popularity skew, hashtags, mentions, likes, comments with replies and shares,
 * written with INSERT … SELECT generate_series into the real tables (one statement per table, not one request
 * per row). Every counter the app keeps in a row (user_posts likes/comments/shares, hashtags post/follower
 * counts, profile_stats) is computed from the rows written, so the data is what the app itself would have made.
 */
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';

export interface SeedSize {
  users: number;
  posts: number;
  follows: number;
  /** Signed-in sessions for the socket benchmark (users 2…sockets+1). */
  sockets: number;
}

export interface SeedResult {
  mainUser: { id: string; email: string; password: string; following: number };
  /** A person the main user follows, with many posts: the profile page benchmarked. */
  profileUserId: string;
  socketUsers: { id: string; token: string }[];
  counts: Record<string, number>;
  steps: { step: string; ms: number }[];
}

const FIRST_NAMES = [
  'James',
  'John',
  'Robert',
  'Michael',
  'William',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Steven',
  'Paul',
  'Andrew',
  'Joshua',
  'Kevin',
  'Brian',
  'George',
  'Casey',
  'Dale',
  'Hank',
  'Wade',
  'Cody',
  'Travis',
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Elizabeth',
  'Barbara',
  'Susan',
  'Jessica',
  'Sarah',
  'Karen',
  'Emily',
  'Emma',
  'Olivia',
  'Sophia',
  'Liam',
  'Noah',
  'Lucas',
  'Mateo',
  'Jose',
  'Carlos',
  'Maria',
  'Ana',
  'Luca',
  'Giulia',
  'Pierre',
  'Camille',
  'Hans',
  'Lena',
  'Yuki',
  'Hiroshi',
  'Wei',
  'Mei',
  'Minjun',
  'Seoyeon',
  'Andrei',
  'Ioana',
  'Ivan',
  'Marko',
  'Nikos',
  'Eleni',
  'Ahmed',
  'Fatima',
  'Somchai',
  'Aroha',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Pike',
  'Fisher',
  'Brooks',
  'Rivers',
  'Lake',
  'Tanaka',
  'Kim',
  'Popescu',
  'Horvat',
  'Papadopoulos',
  'Rossi',
  'Schmidt',
  'Dubois',
  'Silva',
  'Chen',
  'Santos',
];
const WATERS = [
  'Lake Erie',
  'Lake Michigan',
  'Lake Okeechobee',
  'Lake Fork',
  'Columbia River',
  'Snake River',
  'Mississippi River',
  'Chesapeake Bay',
  'Kentucky Lake',
  'Lake Champlain',
  'Lake Tahoe',
  'Table Rock Lake',
  'Sam Rayburn',
  'Lake Guntersville',
  'Florida Keys',
  'Puget Sound',
  'Gulf of Mexico',
  'River Thames',
  'Lough Corrib',
  'Lake Taupo',
  'Lake Biwa',
  'Danube Delta',
  'Lake Constance',
  'Lake Garda',
  'Ebro River',
  'Lake Vanern',
  'Kenai River',
  'Outer Banks',
  'Lake of the Woods',
  'St. Lawrence River',
];
const BIOS = [
  'Bass angler on %s. Catch and release.',
  'Fly fishing for trout whenever the hatch is on. Home water: %s.',
  'Weekend kayak angler chasing pike and walleye on %s.',
  'Tournament bass fisherman, %s.',
  'Carp, catfish and a cold drink by %s.',
  'Saltwater surf caster. Stripers in the fall.',
  'Ice fishing season is the best season.',
  'Retired, fishing %s most mornings.',
  'Guide on %s. Ask me about bookings.',
  'Just learning to fish. Tips welcome!',
];
const SENTENCES = [
  'Great morning on the water, landed a nice one.',
  'Slow bite today but the sunrise made up for it.',
  'Personal best! Released her to fight another day.',
  'Anyone tried the new swimbaits yet?',
  'Water temp 58F, fish were holding deep.',
  'Topwater bite was on fire at dawn.',
  'Wind picked up by noon, called it early.',
  'Took the kids out, they out-fished me again.',
  'First trip of the season and the rust showed.',
  'Found them on the weed edge in ten feet of water.',
  'Drop shot saved the day.',
  'Cold front shut them down completely.',
  'Fly box restocked for the weekend.',
  'Three keepers before breakfast.',
  'New PB walleye on a jig and minnow!',
  'Evening hatch was unreal tonight.',
  'Tournament recap: finished in the money.',
  'Kayak rigged and ready for tomorrow.',
  'Lost a giant at the boat. Still shaking.',
  'Quiet day, but any day fishing beats working.',
];
const COMMENTS = [
  'Nice fish!',
  'What lure?',
  'Congrats on the PB!',
  'Where was this?',
  'Beauty!',
  'Tight lines!',
  'Jealous.',
  'Great shot.',
];
const TAGS = [
  'bass',
  'largemouth',
  'smallmouth',
  'trout',
  'flyfishing',
  'pike',
  'walleye',
  'catfish',
  'carp',
  'crappie',
  'bluegill',
  'salmon',
  'steelhead',
  'musky',
  'redfish',
  'snook',
  'tarpon',
  'bonefish',
  'striper',
  'kayakfishing',
  'icefishing',
  'catchandrelease',
  'fishinglife',
  'fishing',
  'tightlines',
  'topwater',
  'bassfishing',
  'troutfishing',
  'pb',
  'fishon',
  'lakelife',
  'riverfishing',
  'saltwater',
  'surfcasting',
  'tournament',
  'lures',
  'swimbait',
  'dropshot',
  'jigging',
  'sunrise',
];
const HASHTAG_COUNT = 150;

export const MAIN_EMAIL = 'bench-angler@tightlines.test';
export const MAIN_PASSWORD = 'tightlines-bench-angler';
const MAIN_FOLLOWS = 50;

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: string[]) => `array[${values.map(literal).join(', ')}]::text[]`;
/** An element of a SQL text array chosen by a random index in [0, 1). */
const pick = (values: string[], random = 'random()') =>
  `(${textArray(values)})[1 + floor(${random} * ${values.length})::int]`;

/**
 * Popular people both post more and are followed more: a skewed rank in [0, n) mapped onto user numbers
 * through a multiplication by a prime (a fixed shuffle), so popularity does not follow the numbering.
 */
const skewedUser = (n: number, power: number) =>
  `(1 + ((floor(${n} * power(random(), ${power})))::bigint * 7919) % ${n})::int`;

async function feedItemsStep(
  step: (name: string, text: string) => Promise<void>,
  client: pg.Client,
): Promise<void> {
  const keys = await client.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'feed_items'::regclass and contype = 'p'`,
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes where schemaname = current_schema() and tablename = 'feed_items'
       and indexname not in (select conname from pg_constraint where conrelid = 'feed_items'::regclass)`,
  );
  // The rows are the app's three sources made disjoint, so they go in with no duplicate check at all: a
  // post of someone followed is only there through the follow, and a hashtag adds only posts the follow (or
  // authorship) did not. The newest 200 of each author and of each hashtag come from one window over the
  // table each, not from a top-200 index walk per follow (500,000 of them).
  await step(
    'feed_items (fan-out)',
    `${indexes.rows.map((row) => `drop index "${row.name}";`).join('\n')}
     ${keys.rows.map((row) => `alter table feed_items drop constraint "${row.name}";`).join('\n')}
     create temp table bvis as
       select p.id, p.user_id, p.created_at, p.visibility,
         row_number() over (partition by p.user_id order by p.created_at desc, p.id desc) as author_rank
       from user_posts p where p.deleted_at is null and p.visibility in ('public', 'followers');
     create temp table btop as
       select ph.hashtag_id, v.id as post_id, v.user_id as author_id, v.created_at, v.author_rank from (
         select ph.hashtag_id, ph.post_id,
           row_number() over (partition by ph.hashtag_id order by ph.created_at desc, ph.post_id desc) as tag_rank
         from post_hashtags ph join bvis v on v.id = ph.post_id where v.visibility = 'public') ph
       join bvis v on v.id = ph.post_id
       where ph.tag_rank <= 200;
     set session_replication_role = replica;
     insert into feed_items (user_id, post_id, created_at)
       select p.user_id, p.id, p.created_at from user_posts p where p.deleted_at is null;
     insert into feed_items (user_id, post_id, created_at)
       select f.follower_id, v.id, v.created_at from follows f join bvis v on v.user_id = f.following_id
       where v.author_rank <= 200;
     insert into feed_items (user_id, post_id, created_at)
       select distinct fh.user_id, t.post_id, t.created_at from followed_hashtags fh join btop t on t.hashtag_id = fh.hashtag_id
       where t.author_id <> fh.user_id
         and not (t.author_rank <= 200
           and exists (select 1 from follows f where f.follower_id = fh.user_id and f.following_id = t.author_id));
     set session_replication_role = default;
     ${keys.rows.map((row) => `alter table feed_items add constraint "${row.name}" ${row.def};`).join('\n')}
     ${indexes.rows.map((row) => `${row.def};`).join('\n')}`,
  );
}

export async function seedSocial(client: pg.Client, size: SeedSize): Promise<SeedResult> {
  const { users: U, posts: P, follows: F, sockets: S } = size;
  if (S + 1 > U) throw new Error('more sockets than users');
  const steps: SeedResult['steps'] = [];
  const step = async (name: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    steps.push({ step: name, ms: Math.round(performance.now() - started) });
  };

  await client.query(`set temp_buffers = '256MB'; set work_mem = '128MB'; set maintenance_work_mem = '2GB';
    set synchronous_commit = off; select setseed(0.4242)`);

  // ── people ──
  await step(
    'plan users',
    `create temp table bu as
     select n, gen_random_uuid() as id,
       ${pick(FIRST_NAMES)} as first_name, ${pick(LAST_NAMES)} as last_name,
       case when random() < 0.7 then ${pick(WATERS)} end as home_waters,
       floor(random() * ${BIOS.length + 4})::int as bio_kind,
       now() - (190 + random() * 700) * interval '1 day' as created_at
     from generate_series(1, ${U}) n;
     update bu set first_name = 'Casey', last_name = 'Benchmark', home_waters = 'Lake Erie' where n = 1;
     alter table bu add primary key (n);
     alter table bu add column handle text, add column email text;
     update bu set handle = case when n = 1 then 'bench_angler'
         else regexp_replace(lower(first_name || '_' || last_name), '[^a-z0-9_]', '', 'g') || n end,
       email = case when n = 1 then ${literal(MAIN_EMAIL)} else 'angler' || n || '@bench.tightlines.test' end;`,
  );
  await step(
    'users, profiles, roles',
    `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select id, first_name || ' ' || last_name, email, true, created_at, created_at from bu;
     insert into profiles (id, email, first_name, last_name, handle, bio, home_waters, created_at, updated_at)
       select id, email, first_name, last_name, handle,
         case when bio_kind < ${BIOS.length} then format((${textArray(BIOS)})[bio_kind + 1], coalesce(home_waters, 'the local lake')) end,
         home_waters, created_at, created_at
       from bu;
     insert into user_roles (user_id, role, created_at) select id, 'user', created_at from bu;`,
  );

  // ── posts and what hangs off them ──
  await step(
    'plan posts',
    `create temp table bt as
       select k, gen_random_uuid() as id,
         coalesce((${textArray(TAGS)})[k], (${textArray(TAGS)})[1 + (k % ${TAGS.length})] || 'spot' || k) as tag
       from generate_series(1, ${HASHTAG_COUNT}) k;
     create temp table bp as
       select n, gen_random_uuid() as id, ${skewedUser(U, 1.8)} as user_n,
         -- ages of 0–180 days, denser towards now (about 4% of the posts in the last 24 h)
         now() - 180 * power(random(), 1.6) * interval '1 day' as created_at,
         random() as vis_r,
         case when random() < 0.45 then 1 + floor(${HASHTAG_COUNT} * power(random(), 2.2))::int end as tag1,
         case when random() < 0.35 then 1 + floor(${HASHTAG_COUNT} * power(random(), 2.2))::int end as tag2,
         case when random() < 0.06 then 1 + floor(random() * ${U})::int end as mention_n,
         floor(random() * ${SENTENCES.length})::int as sentence,
         random() < 0.25 as has_media,
         floor(power(random(), 4) * 12)::int as likes_k,
         floor(power(random(), 8) * 5)::int as comments_k,
         case when random() < 0.05 then 1 + floor(random() * 3)::int else 0 end as shares_k
       from generate_series(1, ${P}) n;
     update bp set tag2 = null where tag2 = tag1 or tag1 is null;
     update bp set mention_n = null where mention_n = user_n;
     alter table bp add primary key (n);
     alter table bp add column visibility text;
     update bp set visibility = case when vis_r < 0.85 then 'public' when vis_r < 0.95 then 'followers' else 'private' end;
     create temp table bl as
       select distinct on (post_n, user_n) post_n, user_n, created_at from (
         select bp.n as post_n, 1 + floor(random() * ${U})::int as user_n,
           bp.created_at + random() * least(now() - bp.created_at, interval '3 days') as created_at
         from bp cross join lateral generate_series(1, bp.likes_k) g
         where bp.visibility <> 'private') x
       order by post_n, user_n;
     create temp table bc as
       select gen_random_uuid() as id, bp.n as post_n, 1 + floor(random() * ${U})::int as user_n,
         ${pick(COMMENTS)} as content,
         bp.created_at + random() * least(now() - bp.created_at, interval '2 days') as created_at
       from bp cross join lateral generate_series(1, bp.comments_k) g
       where bp.visibility <> 'private';
     -- about one comment in seven gets a reply
     create temp table br as
       select gen_random_uuid() as id, bc.id as parent_id, bc.post_n, 1 + floor(random() * ${U})::int as user_n,
         ${pick(COMMENTS)} as content,
         bc.created_at + random() * least(now() - bc.created_at, interval '1 day') as created_at
       from bc where random() < 0.15;
     create temp table bs as
       select bp.n as post_n, 1 + floor(random() * ${U})::int as user_n,
         ${pick(['link', 'facebook', 'x', 'whatsapp'])} as channel,
         bp.created_at + random() * least(now() - bp.created_at, interval '2 days') as created_at
       from bp cross join lateral generate_series(1, bp.shares_k) g
       where bp.visibility = 'public';
     create temp table bcount as
       select n, sum(l)::int as likes, sum(c)::int as comments, sum(s)::int as shares from (
         select post_n as n, 1 as l, 0 as c, 0 as s from bl
         union all select post_n, 0, 1, 0 from bc
         union all select post_n, 0, 1, 0 from br
         union all select post_n, 0, 0, 1 from bs) x
       group by n;`,
  );
  await step(
    'posts',
    `insert into user_posts (id, user_id, content, media_url, visibility, post_type, likes_count, comments_count, shares_count,
         created_at, updated_at)
       select bp.id, u.id,
         concat_ws(' ', (${textArray(SENTENCES)})[bp.sentence + 1], '#' || t1.tag, '#' || t2.tag, '@' || m.handle),
         case when bp.has_media then '/uploads/post-media/' || u.id || '/' || (extract(epoch from bp.created_at) * 1000)::bigint || '.webp' end,
         bp.visibility, 'status', coalesce(c.likes, 0), coalesce(c.comments, 0), coalesce(c.shares, 0), bp.created_at, bp.created_at
       from bp
       join bu u on u.n = bp.user_n
       left join bt t1 on t1.k = bp.tag1
       left join bt t2 on t2.k = bp.tag2
       left join bu m on m.n = bp.mention_n
       left join bcount c on c.n = bp.n
       order by bp.created_at;`,
  );
  await step(
    'hashtags, post_hashtags, mentions',
    `insert into hashtags (id, tag, post_count, created_at)
       select bt.id, bt.tag, coalesce(c.n, 0), now() - interval '400 days'
       -- post_count counts public posts only, as the app keeps it
       from bt left join (select k, count(*)::int as n from (select tag1 as k, visibility from bp union all select tag2, visibility from bp) x
                          where k is not null and visibility = 'public' group by k) c on c.k = bt.k;
     -- post_hashtags.created_at is the post's created_at, as the app writes it (the feed walks that index)
     insert into post_hashtags (post_id, hashtag_id, hashtag, created_at)
       select bp.id, bt.id, bt.tag, bp.created_at from bp join bt on bt.k = bp.tag1
       union all
       select bp.id, bt.id, bt.tag, bp.created_at from bp join bt on bt.k = bp.tag2;
     insert into post_mentions (post_id, mentioned_user_id, created_by, created_at)
       select bp.id, m.id, a.id, bp.created_at from bp join bu m on m.n = bp.mention_n join bu a on a.n = bp.user_n;`,
  );
  await step(
    'likes, comments, shares',
    `insert into post_likes (post_id, user_id, created_at)
       select bp.id, u.id, bl.created_at from bl join bp on bp.n = bl.post_n join bu u on u.n = bl.user_n;
     insert into post_comments (id, post_id, user_id, content, created_at, updated_at)
       select bc.id, bp.id, u.id, bc.content, bc.created_at, bc.created_at from bc join bp on bp.n = bc.post_n join bu u on u.n = bc.user_n;
     insert into post_comments (id, post_id, user_id, parent_id, content, created_at, updated_at)
       select br.id, bp.id, u.id, br.parent_id, br.content, br.created_at, br.created_at
       from br join bp on bp.n = br.post_n join bu u on u.n = br.user_n;
     insert into post_shares (post_id, user_id, channel, created_at)
       select bp.id, u.id, bs.channel, bs.created_at from bs join bp on bp.n = bs.post_n join bu u on u.n = bs.user_n;`,
  );

  // ── follows: skewed towards popular people; the main user follows 50 active posters ──
  await step(
    'follows',
    `create temp table bf as
       select follower_n, following_n from (
         select distinct 2 + floor(random() * ${U - 1})::int as follower_n, ${skewedUser(U, 2.5)} as following_n
         from generate_series(1, ${Math.ceil(F * 1.3)})) x
       where follower_n <> following_n
       limit ${F - MAIN_FOLLOWS};
     insert into bf
       select 1, user_n from (select user_n from bp where user_n <> 1 group by user_n having count(*) >= 8 order by random() limit ${MAIN_FOLLOWS}) x;
     insert into follows (follower_id, following_id, created_at)
       select a.id, b.id, now() - random() * interval '365 days'
       from bf join bu a on a.n = bf.follower_n join bu b on b.n = bf.following_n;`,
  );
  await step(
    'followed hashtags, counters',
    `insert into followed_hashtags (user_id, hashtag_id, created_at)
       select u.id, bt.id, now() - random() * interval '200 days'
       from (select 1 as user_n, k from unnest(array[3, 12, 40]) k
             union
             select 2 + floor(random() * ${U - 1})::int, 1 + floor(${HASHTAG_COUNT} * power(random(), 2))::int
             from generate_series(1, ${Math.round(U * 2)})) x
       join bu u on u.n = x.user_n join bt on bt.k = x.k;
     update hashtags h set followers_count = c.n
       from (select hashtag_id, count(*)::int as n from followed_hashtags group by hashtag_id) c where c.hashtag_id = h.id;
     insert into profile_stats (user_id, followers_count, following_count, posts_count, updated_at)
       select u.id, coalesce(fr.n, 0), coalesce(fg.n, 0), coalesce(po.n, 0), now()
       from bu u
       left join (select following_n as k, count(*)::int as n from bf group by 1) fr on fr.k = u.n
       left join (select follower_n as k, count(*)::int as n from bf group by 1) fg on fg.k = u.n
       left join (select user_n as k, count(*)::int as n from bp group by 1) po on po.k = u.n;`,
  );

  // ── the materialised feed, by the app's rule (feed/repo.ts; migration 0008 does the same for old data):
  // the author's own posts, the newest 200 visible posts of each person followed, the newest 200 public posts of
  // each hashtag followed — some 25 million rows. Written the way a bulk load is: the table's key and indexes are
  // dropped, the rows go in without foreign-key triggers (they come from the rows they point to), and the key
  // and indexes are built again from their own saved definitions.
  await feedItemsStep(step, client);

  // ── sign-in: a password for the main user (better-auth's own hash), sessions for the socket users ──
  const started = performance.now();
  const main = (await client.query<{ id: string }>(`select id from bu where n = 1`)).rows[0];
  if (!main) throw new Error('main user missing');
  await client.query(
    `insert into account (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
    [main.id, await hashPassword(MAIN_PASSWORD)],
  );
  const socketUsers = (
    await client.query<{ id: string; token: string }>(
      `insert into session (token, user_id, expires_at, user_agent)
         select md5(random()::text || n) || md5(random()::text || n), id, now() + interval '7 days', 'tightlines-bench'
         from bu where n between 2 and ${S + 1}
       returning user_id as id, token`,
    )
  ).rows;
  steps.push({ step: 'account, sessions', ms: Math.round(performance.now() - started) });

  const profileUser = (
    await client.query<{ id: string }>(
      `select b.id from bf join bu b on b.n = bf.following_n join bp on bp.user_n = bf.following_n
       where bf.follower_n = 1 group by b.id order by count(*) desc, b.id limit 1`,
    )
  ).rows[0];
  if (!profileUser) throw new Error('the main user follows nobody');

  const counted = await client.query<Record<string, string>>(
    `select
      (select count(*) from "user") as users, (select count(*) from user_posts) as posts, (select count(*) from follows) as follows,
      (select count(*) from hashtags) as hashtags, (select count(*) from post_hashtags) as post_hashtags,
      (select count(*) from post_mentions) as mentions, (select count(*) from post_likes) as likes,
      (select count(*) from post_comments) as comments, (select count(*) from post_shares) as shares,
      (select count(*) from followed_hashtags) as followed_hashtags, (select count(*) from feed_items) as feed_items,
      (select count(*) from user_posts where created_at > now() - interval '24 hours') as posts_last_24h,
      (select count(*) from follows where follower_id = $1) as main_following`,
    [main.id],
  );
  const counts = Object.fromEntries(
    Object.entries(counted.rows[0] ?? {}).map(([key, value]) => [key, Number(value)]),
  );
  await client.query('drop table bu, bp, bt, bl, bc, br, bs, bcount, bf');

  const vacuum = performance.now();
  await client.query('vacuum analyze');
  steps.push({ step: 'vacuum analyze', ms: Math.round(performance.now() - vacuum) });

  return {
    mainUser: {
      id: main.id,
      email: MAIN_EMAIL,
      password: MAIN_PASSWORD,
      following: counts.main_following ?? 0,
    },
    profileUserId: profileUser.id,
    socketUsers,
    counts,
    steps,
  };
}
