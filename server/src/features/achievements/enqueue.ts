import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';

/** The achievements queue: evaluate a person's facts ({ userId }) or record an event's final places ({ eventId }). */
export const ACHIEVEMENTS_QUEUE = 'achievements';

export type AchievementsJob = { userId: string } | { eventId: string };

/**
 * Asks for a person's achievements to be evaluated (after a write that can unlock one). One pending job per
 * person: a burst of posts is evaluated once. Pass the caller's transaction so the job exists with its rows.
 */
export async function queueAchievements(jobs: JobRunner, userId: string, db?: Db): Promise<void> {
  await jobs.enqueue(ACHIEVEMENTS_QUEUE, { userId }, { dedupeKey: `user:${userId}`, db });
}

/** After an event's results are published: its entrants' final places, then their achievements. */
export async function queueTournamentFinishes(jobs: JobRunner, eventId: string, db?: Db): Promise<void> {
  await jobs.enqueue(ACHIEVEMENTS_QUEUE, { eventId }, { dedupeKey: `event:${eventId}`, db });
}
