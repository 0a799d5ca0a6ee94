import { sql, type SQL } from 'drizzle-orm';
import type { BucketUnit } from '@tightlines/domain/analytics/buckets';
import type { Db } from '#server/db/client';

/**
 * Every catch of a person: their log, and their approved tournament catches that are not in the log yet (a judged
 * catch is copied into the log once; until then, or for one judged before the log existed, it counts from here).
 */
const catchesOf = (userId: string) => sql`
  select e.species, e.weight_grams, e.length_mm, e.caught_at
  from catch_log_entries e
  where e.user_id = ${userId}::uuid
  union all
  select c.species, c.weight_grams, c.length_mm, c.caught_at
  from tournament_catches c
  where c.angler_user_id = ${userId}::uuid and c.status = 'approved'
    and not exists (select 1 from catch_log_entries e where e.tournament_catch_id = c.id)`;

/** The instant a local date begins in the zone, or the beginning of time. */
const startOf = (first: string | null, timeZone: string): SQL =>
  first === null ? sql`'-infinity'::timestamptz` : sql`(${first}::date)::timestamp at time zone ${timeZone}`;

export interface SeriesRow extends Record<string, unknown> {
  kind: 'posts' | 'likes' | 'comments' | 'shares' | 'views' | 'followers' | 'catches';
  bucket: string;
  count: number;
}

/**
 * What happened per bucket of the person's calendar since `first`: posts written, likes, comments, shares and views
 * their posts received from other people, people who followed them, and catches. One pass, grouped in the database.
 */
export async function activitySeries(
  db: Db,
  userId: string,
  options: { first: string | null; unit: BucketUnit; timeZone: string },
): Promise<SeriesRow[]> {
  const since = startOf(options.first, options.timeZone);
  const result = await db.execute<SeriesRow>(sql`
    with my_posts as (
      select id from user_posts where user_id = ${userId}::uuid and deleted_at is null
    ), events as (
      select 'posts' as kind, p.created_at as at
        from user_posts p where p.user_id = ${userId}::uuid and p.deleted_at is null and p.created_at >= ${since}
      union all
      select 'likes', l.created_at from post_likes l join my_posts p on p.id = l.post_id
        where l.user_id <> ${userId}::uuid and l.created_at >= ${since}
      union all
      select 'comments', c.created_at from post_comments c join my_posts p on p.id = c.post_id
        where c.user_id <> ${userId}::uuid and c.deleted_at is null and c.created_at >= ${since}
      union all
      select 'shares', s.created_at from post_shares s join my_posts p on p.id = s.post_id
        where s.user_id is distinct from ${userId}::uuid and s.created_at >= ${since}
      union all
      select 'views', v.created_at from post_views v join my_posts p on p.id = v.post_id
        where v.user_id <> ${userId}::uuid and v.created_at >= ${since}
      union all
      select 'followers', f.created_at from follows f
        where f.following_id = ${userId}::uuid and f.created_at >= ${since}
      union all
      select 'catches', fish.caught_at from (${catchesOf(userId)}) fish where fish.caught_at >= ${since}
    )
    select kind,
      to_char(date_trunc(${options.unit}, at at time zone ${options.timeZone}), 'YYYY-MM-DD') as bucket,
      count(*)::int as count
    from events
    group by 1, 2`);
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export interface SpeciesMonthRow extends Record<string, unknown> {
  species: string;
  month: string;
  count: number;
}

/** Catches since `first` per species (as first written, letter case aside) and local calendar month. */
export async function catchesBySpeciesAndMonth(
  db: Db,
  userId: string,
  options: { first: string | null; timeZone: string },
): Promise<SpeciesMonthRow[]> {
  const result = await db.execute<SpeciesMonthRow>(sql`
    select min(fish.species) as species,
      to_char(date_trunc('month', fish.caught_at at time zone ${options.timeZone}), 'YYYY-MM-DD') as month,
      count(*)::int as count
    from (${catchesOf(userId)}) fish
    where fish.caught_at >= ${startOf(options.first, options.timeZone)}
    group by lower(btrim(fish.species)), 2`);
  return result.rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export interface BestRow extends Record<string, unknown> {
  species: string;
  catches: number;
  heaviest: number | null;
  heaviest_at: Date | string | null;
  longest: number | null;
  longest_at: Date | string | null;
}

/** Lifetime bests per species: the heaviest and the longest fish (the earlier one on a tie), most caught first. */
export async function personalBests(db: Db, userId: string): Promise<BestRow[]> {
  const result = await db.execute<BestRow>(sql`
    select min(fish.species) as species, count(*)::int as catches,
      max(fish.weight_grams) as heaviest,
      (array_agg(fish.caught_at order by fish.weight_grams desc nulls last, fish.caught_at))[1] as heaviest_at,
      max(fish.length_mm) as longest,
      (array_agg(fish.caught_at order by fish.length_mm desc nulls last, fish.caught_at))[1] as longest_at
    from (${catchesOf(userId)}) fish
    group by lower(btrim(fish.species))
    order by 2 desc, 1 asc
    limit 100`);
  return result.rows;
}

/** Everyone following the person now. */
export async function followersTotal(db: Db, userId: string): Promise<number> {
  const result = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from follows where following_id = ${userId}::uuid`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

export interface EnteredEventRow extends Record<string, unknown> {
  registration_id: string;
  event_id: string;
  event_name: string;
  end_date: string;
  catches: number;
}

/**
 * The finished events the person fished (registered, or named among the entry's anglers) that ended on or after
 * `first`, with the entry's approved catches: newest first. An event is finished once its last day is over in its own
 * zone or its results are published.
 */
export async function enteredEvents(
  db: Db,
  userId: string,
  first: string | null,
): Promise<EnteredEventRow[]> {
  const result = await db.execute<EnteredEventRow>(sql`
    select r.id as registration_id, e.id as event_id, e.name as event_name, e.end_date,
      (select count(*)::int from tournament_catches c where c.registration_id = r.id and c.status = 'approved') as catches
    from tournament_registrations r
    join tournament_events e on e.id = r.event_id and e.status = 'published'
    where r.status = 'registered'
      and (r.user_id = ${userId}::uuid
        or exists (select 1 from registration_anglers a where a.registration_id = r.id and a.user_id = ${userId}::uuid))
      and (e.results_published_at is not null
        or e.end_date < to_char(now() at time zone e.time_zone, 'YYYY-MM-DD'))
      and (${first}::text is null or e.end_date >= ${first}::text)
    order by e.end_date desc, e.name asc
    limit 50`);
  return result.rows.map((row) => ({ ...row, catches: Number(row.catches) }));
}
