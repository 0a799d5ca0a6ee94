import { z } from 'zod';
import type { Db } from '#server/db/client';
import { withdrawPendingJob, type JobHandler, type JobRunner } from '#server/jobs/runner';
import { addFollowToFeed } from './repo';

/**
 * A new follow's back-fill (the followed person's newest posts into the follower's feed) runs right after the
 * follow commits, in a transaction of its own, so the 'New follower' notification does not wait on it: it
 * writes up to 200 rows into the largest table, which the social bench measured at ~40 ms under load. The
 * follow's transaction also leaves a job for a minute later, which the back-fill withdraws; the job only runs
 * if the server stopped in between. The back-fill is idempotent and does nothing once the follow is gone.
 */
export const FOLLOW_BACKFILL_QUEUE = 'follow-backfill';
const SAFETY_NET_MS = 60_000;

const PayloadSchema = z.object({ followerId: z.uuid(), followingId: z.uuid() });
type BackfillPayload = z.infer<typeof PayloadSchema>;

const keyOf = ({ followerId, followingId }: BackfillPayload) => `${followerId}>${followingId}`;

/** In the follow's transaction: the job that makes sure the back-fill happens. */
export async function scheduleBackfill(
  deps: { jobs: JobRunner },
  tx: Db,
  payload: BackfillPayload,
): Promise<void> {
  await deps.jobs.enqueue(FOLLOW_BACKFILL_QUEUE, payload, {
    dedupeKey: keyOf(payload),
    runAt: new Date(Date.now() + SAFETY_NET_MS),
    db: tx,
  });
}

/** After the follow committed: the back-fill itself, and its job withdrawn. */
export async function backfillFollow(db: Db, payload: BackfillPayload): Promise<void> {
  await db.transaction(async (tx) => {
    await addFollowToFeed(tx, payload.followerId, payload.followingId);
    await withdrawPendingJob(tx, FOLLOW_BACKFILL_QUEUE, keyOf(payload));
  });
}

export const followBackfillJob: JobHandler<unknown> = {
  async run(app, payload) {
    const { followerId, followingId } = PayloadSchema.parse(payload);
    await app.db.transaction((tx) => addFollowToFeed(tx, followerId, followingId));
  },
};
