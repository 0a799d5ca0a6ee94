import { z } from 'zod';
import { MediaSchema, PostSchema, VISIBILITIES } from '../social/posts';

/** Limits of scheduled posts (issue 19 part 5). */
export const SCHEDULED_POSTS_MAX = 50;
/** A publish time must be at least this far ahead (a time in the past or "now" is a plain post). */
export const SCHEDULE_MIN_LEAD_MS = 60_000;
/** And at most this far ahead. */
export const SCHEDULE_MAX_LEAD_MS = 365 * 24 * 3_600_000;

/**
 * scheduled: waiting for its time. published: the job or "publish now" made the post (exactly once: the row is
 * claimed and turned into the post in one transaction, so no other copy can take it). failed: publishing was
 * refused; the author was told and may publish it now or delete it.
 */
export const SCHEDULED_POST_STATES = ['scheduled', 'published', 'failed'] as const;
export type ScheduledPostState = (typeof SCHEDULED_POST_STATES)[number];

/**
 * POST /api/scheduled-posts: multipart/form-data with these fields and an optional file `image`, or JSON without
 * an image. `publishAt` is an ISO date-time with an offset (the composer converts the person's zone).
 */
export const CreateScheduledPostFieldsSchema = z.object({
  content: z.string().max(20_000).default(''),
  visibility: z.enum(VISIBILITIES).default('public'),
  publishAt: z.iso.datetime({ offset: true }),
});

export const ScheduledPostSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  mediaUrl: z.string().nullable(),
  media: MediaSchema.nullable(),
  visibility: z.enum(VISIBILITIES),
  publishAt: z.string(),
  state: z.enum(SCHEDULED_POST_STATES),
  /** Why publishing failed (a message code of the catalogue), for a failed post. */
  failureCode: z.string().nullable(),
  /** The post made from it, once published. */
  postId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type ScheduledPost = z.infer<typeof ScheduledPostSchema>;
/** GET /api/scheduled-posts: the person's posts still to publish (scheduled and failed), soonest first. */
export const ScheduledPostListSchema = z.object({ items: z.array(ScheduledPostSchema) });
export const ScheduledPostParamsSchema = z.object({ scheduledPostId: z.uuid() });
/** POST /api/scheduled-posts/:id/publish answers the post it made. */
export const PublishedPostSchema = PostSchema;

/** Whether `publishAt` is far enough ahead of `now` (and not absurdly far). */
export function checkPublishAt(
  publishAt: Date,
  now: Date,
): { ok: true } | { ok: false; code: 'scheduleInPast' | 'scheduleTooFar' } {
  const lead = publishAt.getTime() - now.getTime();
  if (!(lead >= SCHEDULE_MIN_LEAD_MS)) return { ok: false, code: 'scheduleInPast' };
  if (lead > SCHEDULE_MAX_LEAD_MS) return { ok: false, code: 'scheduleTooFar' };
  return { ok: true };
}
