import { achievementByKey } from '@tightlines/domain/achievements/catalogue';
import { levelOf, progressOf, reachedAchievements } from '@tightlines/domain/achievements/rules';
import type { MyAchievements, PersonAchievements } from '@tightlines/domain/achievements/contract';
import type { Db } from '#server/db/client';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { boardOf } from '#server/features/leaderboards/event-board';
import { entrantPeople, findEvent } from '#server/features/leaderboards/repo';
import { AppError } from '#server/lib/errors';
import { presentAchievement } from './presenter';
import {
  catalogueRows,
  ensureCatalogue,
  heldKeys,
  pointsOf,
  readFacts,
  saveFinishes,
  unlockRow,
  unlockedOf,
} from './repo';
import { queueAchievements } from './enqueue';
import type { JobRunner } from '#server/jobs/runner';
import { userExists } from './stats-repo';

export const REWARDS_URL = '/gamification';

/**
 * Unlocks the achievements a person's facts now reach and they do not hold yet. Each unlock is its own transaction:
 * the row (once ever), its points and the achievement_unlocked notification together; two evaluations racing
 * unlock and notify once (the loser's insert does nothing). Answers the keys this call unlocked.
 */
export async function evaluateAchievements(deps: NotifyDeps, userId: string): Promise<string[]> {
  const catalogue = await catalogueRows(deps.db);
  const facts = await readFacts(deps.db, userId);
  const held = await heldKeys(deps.db, userId);
  const unlocked: string[] = [];
  for (const key of reachedAchievements(facts)) {
    const row = catalogue.get(key);
    if (held.has(key) || !row || !row.isActive) continue;
    const publish = await deps.db.transaction(async (tx) => {
      if (!(await unlockRow(tx, userId, row, new Date()))) return null;
      return notify(
        deps,
        {
          userId,
          actorId: null,
          type: 'achievement_unlocked',
          params: { achievementKey: key, name: row.name, points: row.points },
          actionUrl: REWARDS_URL,
        },
        tx,
      );
    });
    if (!publish) continue;
    publish();
    unlocked.push(key);
  }
  return unlocked;
}

/**
 * Records where each person finished in an event whose results are published (their entry's overall rank; a team
 * entry counts for its people), then queues their achievements. Entrants without a point did not finish on the board.
 */
export async function recordTournamentFinishes(
  deps: { db: Db; jobs: JobRunner },
  eventId: string,
): Promise<number> {
  const [event] = await findEvent(deps.db, eventId);
  if (!event || event.status !== 'published' || !event.resultsPublishedAt) return 0;
  const board = await boardOf(deps.db, event);
  const placed = board.standings.filter((row) => row.total > 0);
  const rankOf = new Map(placed.map((row) => [row.entrantId, row.rank]));
  const people = await entrantPeople(
    deps.db,
    placed.map((row) => row.entrantId),
  );
  const places = people.flatMap((person) => {
    const rank = rankOf.get(person.registrationId);
    return rank && person.userId ? [{ userId: person.userId, rank }] : [];
  });
  await deps.db.transaction(async (tx) => {
    await saveFinishes(tx, eventId, places);
    for (const userId of new Set(places.map((place) => place.userId)))
      await queueAchievements(deps.jobs, userId, tx);
  });
  return places.length;
}

/** GET /api/achievements: the active catalogue with my progress, my points and level. */
export async function myAchievements(db: Db, userId: string): Promise<MyAchievements> {
  const [catalogue, facts, unlocked, points] = await Promise.all([
    catalogueRows(db),
    readFacts(db, userId),
    unlockedOf(db, userId),
    pointsOf(db, userId),
  ]);
  const unlockedAt = new Map(unlocked.map((row) => [row.achievement.key, row.unlockedAt]));
  const level = levelOf(points.totalPoints);
  const items = [...catalogue.values()]
    .filter((row) => row.isActive || unlockedAt.has(row.key))
    .flatMap((row) => {
      const definition = achievementByKey(row.key);
      if (!definition) return [];
      const progress = progressOf(definition, facts);
      const at = unlockedAt.get(row.key);
      return [
        {
          ...presentAchievement(row),
          current: at ? progress.target : progress.current,
          target: progress.target,
          unlockedAt: at?.toISOString() ?? null,
        },
      ];
    });
  return {
    totalPoints: points.totalPoints,
    level: level.level,
    levelFloor: level.floor,
    nextLevelAt: level.next,
    unlockedCount: unlocked.length,
    items,
  };
}

/** GET /api/people/:userId/achievements: unlocked, newest first (achievements are public, like a profile's badges). */
export async function personAchievements(db: Db, userId: string, limit: number): Promise<PersonAchievements> {
  if (!(await userExists(db, userId))) throw AppError.of(404, 'userNotFound');
  // The catalogue must be there for the join; its rows themselves are not needed here.
  await ensureCatalogue(db);
  const [rows, points] = await Promise.all([unlockedOf(db, userId, limit), pointsOf(db, userId)]);
  return {
    total: points.achievementsCount,
    items: rows.map((row) => ({
      ...presentAchievement(row.achievement),
      unlockedAt: row.unlockedAt.toISOString(),
    })),
  };
}
