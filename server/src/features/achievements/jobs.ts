import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import type { JobHandler, JobRunner } from '#server/jobs/runner';
import { achievementCursors } from '#server/db/schema';
import { computeSocialLeaderboards } from './boards';
import { ACHIEVEMENTS_QUEUE, queueAchievements, type AchievementsJob } from './enqueue';
import { evaluateAchievements, recordTournamentFinishes } from './service';
import { syncCatalogue } from './repo';

export { ACHIEVEMENTS_QUEUE };
export const SOCIAL_LEADERBOARDS_QUEUE = 'social-leaderboards';
export const ACHIEVEMENTS_SWEEP_QUEUE = 'achievements-sweep';
const LEADERBOARDS_EVERY_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 5 * 60_000;
const KEY = 'periodic';
const CATCH_LOG_CURSOR = 'catch-log';

const depsOf = (app: FastifyInstance) => ({
  db: app.db,
  jobs: app.jobs,
  config: app.config,
  realtime: app.realtime,
});

/** One person's achievements, or an event's final places (then its people's achievements). */
export const achievementsJob: JobHandler<AchievementsJob> = {
  async run(app, payload) {
    if ('eventId' in payload) await recordTournamentFinishes(depsOf(app), payload.eventId);
    else await evaluateAchievements(depsOf(app), payload.userId);
  },
};

/** The four social leaderboards, recomputed every 10 minutes (one pending job across copies and restarts). */
export const socialLeaderboardsJob: JobHandler<unknown> = {
  async run(app) {
    await computeSocialLeaderboards(app.db);
  },
  followUp(_db, _app, _payload, now) {
    return Promise.resolve(new Date(now.getTime() + LEADERBOARDS_EVERY_MS));
  },
};

/**
 * People with catch-log entries written since the last sweep get their achievements evaluated (the catch log is
 * written by its own feature; this sweep needs nothing from it). The cursor moves in the same transaction as the
 * jobs are queued, so a crash re-reads rather than skips.
 */
export async function sweepCatchLog(db: Db, jobs: JobRunner, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(achievementCursors)
      .values({ name: CATCH_LOG_CURSOR, position: new Date(0) })
      .onConflictDoNothing();
    const [cursor] = (
      await tx.execute<{ position: string }>(
        sql`select position from achievement_cursors where name = ${CATCH_LOG_CURSOR} for update`,
      )
    ).rows;
    const from = new Date(cursor!.position).toISOString();
    const people = await tx.execute<{ user_id: string }>(sql`
      select distinct user_id from catch_log_entries
       where updated_at > ${from}::timestamptz and updated_at <= ${now.toISOString()}::timestamptz`);
    for (const row of people.rows) await queueAchievements(jobs, row.user_id, tx);
    await tx.execute(
      sql`update achievement_cursors set position = ${now.toISOString()}::timestamptz where name = ${CATCH_LOG_CURSOR}`,
    );
    return people.rows.length;
  });
}

export const achievementsSweepJob: JobHandler<unknown> = {
  async run(app) {
    await sweepCatchLog(app.db, app.jobs);
  },
  followUp(_db, _app, _payload, now) {
    return Promise.resolve(new Date(now.getTime() + SWEEP_EVERY_MS));
  },
};

/** Makes sure the periodic jobs exist (main.ts at start) and the catalogue is in the database. */
export async function scheduleAchievements(app: FastifyInstance): Promise<void> {
  await syncCatalogue(app.db);
  await app.jobs.enqueue(SOCIAL_LEADERBOARDS_QUEUE, {}, { dedupeKey: KEY });
  await app.jobs.enqueue(ACHIEVEMENTS_SWEEP_QUEUE, {}, { dedupeKey: KEY });
}
