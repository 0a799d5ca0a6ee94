import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '#server/jobs/runner';
import { publishDuePosts } from './service';

export const SCHEDULED_POSTS_QUEUE = 'scheduled-posts';
const KEY = 'every-minute';
const INTERVAL_MS = 60_000;

/** Publishes due scheduled posts every minute; one pending job across copies and restarts (as charter-bookings). */
export const scheduledPostsJob: JobHandler<unknown> = {
  async run(app) {
    await publishDuePosts({
      db: app.db,
      storage: app.storage,
      uploadUrls: app.uploadUrls,
      log: app.log,
      realtime: app.realtime,
      jobs: app.jobs,
      config: app.config,
    });
  },
  followUp(_db, _app, _payload, now) {
    return Promise.resolve(new Date(now.getTime() + INTERVAL_MS));
  },
};

/** Makes sure the minute job exists (main.ts, at start). */
export async function schedulePublishing(app: FastifyInstance): Promise<void> {
  await app.jobs.enqueue(SCHEDULED_POSTS_QUEUE, {}, { dedupeKey: KEY });
}
