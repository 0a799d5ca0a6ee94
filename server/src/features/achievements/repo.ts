import { and, desc, eq, sql } from 'drizzle-orm';
import { ACHIEVEMENTS, type AchievementFacts } from '@tightlines/domain/achievements/catalogue';
import type { Db } from '#server/db/client';
import { achievements, tournamentFinishes, userAchievements, userPoints } from '#server/db/schema';

export type AchievementRow = typeof achievements.$inferSelect;

/**
 * Upserts the domain catalogue into `achievements` (idempotent; the key is the stable name). main.ts runs it at
 * start-up; readers call it too, once per database handle, so a fresh database (a test's) has the catalogue.
 */
export async function syncCatalogue(db: Db): Promise<void> {
  const now = new Date();
  await db
    .insert(achievements)
    .values(
      ACHIEVEMENTS.map((item) => ({
        key: item.key,
        category: item.category,
        name: item.name,
        description: item.description,
        icon: item.icon,
        points: item.points,
        tier: item.tier,
        isActive: item.active,
      })),
    )
    .onConflictDoUpdate({
      target: achievements.key,
      set: {
        category: sql`excluded.category`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        icon: sql`excluded.icon`,
        points: sql`excluded.points`,
        tier: sql`excluded.tier`,
        isActive: sql`excluded.is_active`,
        updatedAt: now,
      },
    });
}

const synced = new WeakMap<Db, Promise<void>>();

/** The catalogue is in the database (synced once per database handle). */
export async function ensureCatalogue(db: Db): Promise<void> {
  let once = synced.get(db);
  if (!once) {
    once = syncCatalogue(db).catch((error: unknown) => {
      synced.delete(db);
      throw error;
    });
    synced.set(db, once);
  }
  await once;
}

/** The catalogue rows by key, synced once per database handle. */
export async function catalogueRows(db: Db): Promise<Map<string, AchievementRow>> {
  await ensureCatalogue(db);
  const rows = await db.select().from(achievements);
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * Everything the unlock rules read about a person, in one round trip. Streak days and personal bests come from
 * the catch log by when the fish was caught; posts count while not deleted. The log is read once, in the order of
 * catch_log_user_species_caught_idx (an index-only scan, no sort): each species' first row counts a species, and a
 * weighed catch heavier than every earlier weighed catch of its species is a personal best.
 */
export async function readFacts(db: Db, userId: string): Promise<AchievementFacts> {
  const result = await db.execute<{
    posts: number;
    catches: number;
    species: number;
    personal_bests: number;
    finishes: number;
    podiums: number;
    wins: number;
    profile_complete: boolean;
    longest_streak: number;
    likes_received: number;
    followers: number;
  }>(sql`
    with log as (
      select caught_at, weight_grams, row_number() over w as nth,
             max(case when weight_grams > 0 then weight_grams end)
               over (w rows between unbounded preceding and 1 preceding) as previous
        from catch_log_entries where user_id = ${userId}::uuid
      window w as (partition by species order by caught_at, id)
    ),
    mine as (
      select count(*) as posts, coalesce(sum(likes_count), 0) as likes from user_posts
       where user_id = ${userId}::uuid and deleted_at is null
    ),
    tally as (
      select count(*) as catches, count(*) filter (where nth = 1) as species,
             count(*) filter (where weight_grams > 0 and weight_grams > previous) as personal_bests
        from log
    ),
    days as (
      select distinct (created_at at time zone 'UTC')::date as day
        from user_posts where user_id = ${userId}::uuid and deleted_at is null
      union
      select (caught_at at time zone 'UTC')::date from log
    ),
    runs as (
      select count(*) as length from (
        select day - (row_number() over (order by day))::int as island from days
      ) numbered group by island
    )
    select
      (select posts from mine)::int as posts,
      (select catches from tally)::int as catches,
      (select species from tally)::int as species,
      (select personal_bests from tally)::int as personal_bests,
      (select count(*) from tournament_finishes where user_id = ${userId}::uuid)::int as finishes,
      (select count(*) from tournament_finishes where user_id = ${userId}::uuid and rank <= 3)::int as podiums,
      (select count(*) from tournament_finishes where user_id = ${userId}::uuid and rank = 1)::int as wins,
      exists (select 1 from user_activities where user_id = ${userId}::uuid
                and activity_type = 'profile_completed') as profile_complete,
      (select coalesce(max(length), 0) from runs)::int as longest_streak,
      (select likes from mine)::int as likes_received,
      (select coalesce(followers_count, 0) from profile_stats where user_id = ${userId}::uuid)::int as followers`);
  const row = result.rows[0]!;
  return {
    posts: Number(row.posts),
    catches: Number(row.catches),
    species: Number(row.species),
    personalBests: Number(row.personal_bests),
    tournamentFinishes: Number(row.finishes),
    tournamentPodiums: Number(row.podiums),
    tournamentWins: Number(row.wins),
    profileComplete: row.profile_complete ? 1 : 0,
    longestStreakDays: Number(row.longest_streak),
    likesReceived: Number(row.likes_received),
    followers: Number(row.followers ?? 0),
  };
}

/** Keys of the achievements a person holds. */
export async function heldKeys(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: achievements.key })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId));
  return new Set(rows.map((row) => row.key));
}

/**
 * Unlocks one achievement (spec §7 unlock_achievement): the row is inserted once ever (on conflict do nothing) and
 * only an inserted row adds its points, in the caller's transaction. Answers whether this call unlocked it.
 */
export async function unlockRow(
  tx: Db,
  userId: string,
  achievement: Pick<AchievementRow, 'id' | 'points'>,
  at: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(userAchievements)
    .values({ userId, achievementId: achievement.id, unlockedAt: at })
    .onConflictDoNothing({ target: [userAchievements.userId, userAchievements.achievementId] })
    .returning({ id: userAchievements.id });
  if (inserted.length === 0) return false;
  await tx
    .insert(userPoints)
    .values({ userId, totalPoints: achievement.points, achievementsCount: 1, updatedAt: at })
    .onConflictDoUpdate({
      target: userPoints.userId,
      set: {
        totalPoints: sql`${userPoints.totalPoints} + ${achievement.points}`,
        achievementsCount: sql`${userPoints.achievementsCount} + 1`,
        updatedAt: at,
      },
    });
  return true;
}

export async function pointsOf(db: Db, userId: string) {
  const [row] = await db.select().from(userPoints).where(eq(userPoints.userId, userId));
  return { totalPoints: row?.totalPoints ?? 0, achievementsCount: row?.achievementsCount ?? 0 };
}

/** A person's unlocked achievements, newest first. */
export function unlockedOf(db: Db, userId: string, limit?: number) {
  const query = db
    .select({ achievement: achievements, unlockedAt: userAchievements.unlockedAt })
    .from(userAchievements)
    .innerJoin(achievements, eq(achievements.id, userAchievements.achievementId))
    .where(eq(userAchievements.userId, userId))
    .orderBy(desc(userAchievements.unlockedAt), achievements.key);
  return limit ? query.limit(limit) : query;
}

/** Records final places (the best place when a person had several entries); a re-publish updates them. */
export async function saveFinishes(db: Db, eventId: string, places: { userId: string; rank: number }[]) {
  const best = new Map<string, number>();
  for (const place of places)
    best.set(place.userId, Math.min(place.rank, best.get(place.userId) ?? Infinity));
  await db.delete(tournamentFinishes).where(and(eq(tournamentFinishes.eventId, eventId)));
  if (best.size === 0) return;
  await db.insert(tournamentFinishes).values([...best].map(([userId, rank]) => ({ eventId, userId, rank })));
}
