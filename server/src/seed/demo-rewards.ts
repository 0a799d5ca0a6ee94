import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { computeSocialLeaderboards } from '#server/features/achievements/boards';
import { syncCatalogue } from '#server/features/achievements/repo';
import { evaluateAchievements, recordTournamentFinishes } from '#server/features/achievements/service';

/**
 * Achievements and leaderboards (issue 19), after every other part of the demo: the final places of the events
 * whose results are published, then every demo person's achievements evaluated from their seeded activity through
 * the service (posts, likes, followers, catch log, finishes, a completed profile), then the social leaderboards
 * computed by the job's own function. Nothing is granted by hand.
 */
export async function seedDemoRewards(app: FastifyInstance): Promise<void> {
  await syncCatalogue(app.db);
  const deps = { db: app.db, jobs: app.jobs, config: app.config, realtime: app.realtime };
  const events = await app.db.execute<{ id: string }>(
    sql`select id from tournament_events where results_published_at is not null and status = 'published'`,
  );
  for (const event of events.rows) await recordTournamentFinishes(deps, event.id);
  const people = await app.db.execute<{ id: string }>(sql`select id from profiles where demo order by id`);
  let unlocked = 0;
  for (const person of people.rows) unlocked += (await evaluateAchievements(deps, person.id)).length;
  await computeSocialLeaderboards(app.db);
  app.log.info({ people: people.rows.length, unlocked }, 'demo achievements and leaderboards seeded');
}
