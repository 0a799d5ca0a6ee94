import { sql } from 'drizzle-orm';
import { SOCIAL_TIMEFRAMES, type SocialTimeframe } from '@tightlines/domain/tournaments/leaderboard-contract';
import { ENGAGEMENT_WEIGHTS } from '@tightlines/domain/achievements/stats';
import type { FollowingBoard, PointsBoard, TopPeople } from '@tightlines/domain/achievements/contract';
import type { Db } from '#server/db/client';
import { presentPersonRow, type PersonRowCols } from '#server/features/people/presenter';
import { periodStart } from '#server/features/leaderboards/social';

const EPOCH = new Date(0);
type SqlRow = Record<string, unknown>;

/**
 * Computes one social leaderboard (spec §3 social leaderboard entries) in two set-based statements: every person's
 * engagement inside the period — the stats summary's weights (domain ENGAGEMENT_WEIGHTS) applied to the posts,
 * comments, likes received, new followers and achievement points of the period — ranked with ties sharing a rank,
 * replacing the timeframe's previous rows in one transaction (readers see the old board or the new one).
 */
export async function computeBoard(
  db: Db,
  timeframe: SocialTimeframe,
  now: Date = new Date(),
): Promise<number> {
  const start = periodStart(timeframe, now);
  const since = (start ?? EPOCH).toISOString();
  const w = ENGAGEMENT_WEIGHTS;
  return db.transaction(async (tx) => {
    await tx.execute(sql`delete from social_leaderboard_entries where timeframe = ${timeframe}`);
    const result = await tx.execute(sql`
      insert into social_leaderboard_entries (timeframe, user_id, period_start, score, rank, computed_at)
      select ${timeframe}, user_id, ${start?.toISOString() ?? null}::timestamptz, score,
             rank() over (order by score desc), ${now.toISOString()}::timestamptz
        from (
          select user_id, sum(points)::int as score from (
            select user_id, count(*) * ${w.posts} as points from user_posts
             where deleted_at is null and created_at >= ${since}::timestamptz group by user_id
            union all
            select user_id, count(*) * ${w.comments} from post_comments
             where deleted_at is null and created_at >= ${since}::timestamptz group by user_id
            union all
            select p.user_id, count(*) * ${w.likesReceived} from post_likes l
              join user_posts p on p.id = l.post_id and p.deleted_at is null
             where l.created_at >= ${since}::timestamptz group by p.user_id
            union all
            select following_id, count(*) * ${w.followers} from follows
             where created_at >= ${since}::timestamptz group by following_id
            union all
            select ua.user_id, sum(a.points) * ${w.points} from user_achievements ua
              join achievements a on a.id = ua.achievement_id
             where ua.unlocked_at >= ${since}::timestamptz group by ua.user_id
          ) activity
          join profiles on profiles.id = activity.user_id
          group by user_id
          having sum(points) > 0
        ) scores`);
    return result.rowCount ?? 0;
  });
}

/** The leaderboard job: every timeframe (Daily, Weekly, Monthly, All Time). */
export async function computeSocialLeaderboards(db: Db, now: Date = new Date()): Promise<void> {
  for (const timeframe of SOCIAL_TIMEFRAMES) await computeBoard(db, timeframe, now);
}

const personCols = sql`p.id, p.handle, p.first_name, p.last_name, p.display_name, p.avatar_url`;

/** GET /api/leaderboards/points?timeframe=: the board as the job last computed it, by rank. */
export async function pointsBoard(
  db: Db,
  query: { timeframe: SocialTimeframe; limit: number },
): Promise<PointsBoard> {
  const result = await db.execute<
    SqlRow & PersonRowCols & { rank: number; score: number; computed_at: string; period_start: string | null }
  >(sql`
    select e.rank, e.score, e.computed_at, e.period_start, ${personCols}
      from social_leaderboard_entries e join profiles p on p.id = e.user_id
     where e.timeframe = ${query.timeframe}
     order by e.rank, e.user_id
     limit ${query.limit}`);
  const first = result.rows[0];
  const start = periodStart(query.timeframe);
  return {
    timeframe: query.timeframe,
    periodStart: first?.period_start
      ? new Date(first.period_start).toISOString()
      : (start?.toISOString() ?? null),
    computedAt: first ? new Date(first.computed_at).toISOString() : null,
    items: result.rows.map((row) => ({
      rank: Number(row.rank),
      score: Number(row.score),
      profile: presentPersonRow(row),
    })),
  };
}

const SPECIES_ON_BOARD = 3;

/**
 * GET /api/leaderboards/following: among me and the people I follow, the three heaviest fish of each species this
 * season (calendar year, UTC). From the catch log only the entries their owners let followers see (and all of
 * mine); a logged tournament catch counts once, as the approved tournament catch. Never a place.
 */
export async function followingBoard(
  db: Db,
  viewerId: string,
  now: Date = new Date(),
): Promise<FollowingBoard> {
  const season = now.getUTCFullYear();
  const since = new Date(Date.UTC(season, 0, 1)).toISOString();
  const result = await db.execute<
    SqlRow & PersonRowCols & { species: string; weight_grams: number; caught_at: string; place: number }
  >(sql`
    with circle as (
      select ${viewerId}::uuid as user_id
      union select following_id from follows where follower_id = ${viewerId}::uuid
    ),
    fish as (
      select c.user_id, c.species, c.weight_grams, c.caught_at from catch_log_entries c
        join circle on circle.user_id = c.user_id
       where c.weight_grams > 0 and c.caught_at >= ${since}::timestamptz and c.tournament_catch_id is null
         and (c.user_id = ${viewerId}::uuid or c.visibility in ('followers', 'public'))
      union all
      select t.angler_user_id, t.species, t.weight_grams, t.caught_at from tournament_catches t
        join circle on circle.user_id = t.angler_user_id
       where t.status = 'approved' and t.moderation is null and t.weight_grams > 0
         and t.caught_at >= ${since}::timestamptz
    ),
    ranked as (
      select fish.*, row_number() over (partition by species order by weight_grams desc, caught_at) as place
        from fish
    )
    select r.species, r.weight_grams, r.caught_at, r.place, ${personCols}
      from ranked r join profiles p on p.id = r.user_id
     where r.place <= ${SPECIES_ON_BOARD}
     order by r.species, r.place`);
  const bySpecies = new Map<string, FollowingBoard['species'][number]['items']>();
  for (const row of result.rows) {
    const items = bySpecies.get(row.species) ?? [];
    items.push({
      rank: Number(row.place),
      weightGrams: Number(row.weight_grams),
      caughtAt: new Date(row.caught_at).toISOString(),
      profile: presentPersonRow(row),
    });
    bySpecies.set(row.species, items);
  }
  return { season, species: [...bySpecies].map(([species, items]) => ({ species, items })) };
}

/**
 * /api/people/top-fans: the community's most active this month (the monthly board's engagement);
 * /api/people/top-anglers: the best ranked by achievement points, all time.
 */
export async function topPeople(db: Db, kind: 'fans' | 'anglers', limit: number): Promise<TopPeople> {
  const result = await db.execute<
    SqlRow & PersonRowCols & { score: number; total_points: number; achievements: number }
  >(
    kind === 'fans'
      ? sql`
        select e.score, coalesce(up.total_points, 0) as total_points, coalesce(up.achievements_count, 0) as achievements,
               ${personCols}
          from social_leaderboard_entries e join profiles p on p.id = e.user_id
          left join user_points up on up.user_id = e.user_id
         where e.timeframe = 'monthly'
         order by e.rank, e.user_id limit ${limit}`
      : sql`
        select up.total_points as score, up.total_points, up.achievements_count as achievements, ${personCols}
          from user_points up join profiles p on p.id = up.user_id
         where up.total_points > 0
         order by up.total_points desc, up.achievements_count desc, up.user_id limit ${limit}`,
  );
  let rank = 0;
  let previous: number | undefined;
  return {
    items: result.rows.map((row, index) => {
      const score = Number(row.score);
      if (score !== previous) rank = index + 1;
      previous = score;
      return {
        rank,
        profile: presentPersonRow(row),
        score,
        totalPoints: Number(row.total_points),
        achievements: Number(row.achievements),
      };
    }),
  };
}
