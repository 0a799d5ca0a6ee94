import type { JobHandler } from './runner';
import { NOTIFICATION_DIGEST_QUEUE, notificationDigestJob } from '#server/features/notifications/digest';
import { FOLLOW_BACKFILL_QUEUE, followBackfillJob } from '#server/features/follows/backfill';

/** Every queue the job runner serves, by name. A feature with background work adds its handler here. */
export const JOB_HANDLERS: Record<string, JobHandler<never>> = {
  [NOTIFICATION_DIGEST_QUEUE]: notificationDigestJob,
  [FOLLOW_BACKFILL_QUEUE]: followBackfillJob,
};
