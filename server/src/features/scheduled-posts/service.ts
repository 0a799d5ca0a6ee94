import { MESSAGES, isMessageCode } from '@tightlines/domain/common/messages';
import {
  checkPublishAt,
  CreateScheduledPostFieldsSchema,
  SCHEDULED_POSTS_MAX,
  type ScheduledPost,
} from '@tightlines/domain/saved/scheduled';
import type { Post } from '@tightlines/domain/social/posts';
import { AppError } from '#server/lib/errors';
import { deleteStored, processImage, storeImage, type StoredImage } from '#server/lib/images';
import { notify } from '#server/features/notifications/service';
import { restrictionOf } from '#server/features/moderation/repo';
import { checkContent, createPost, excerpt, type PostDeps } from '#server/features/posts/service';
import { MediaSchema } from '@tightlines/domain/social/posts';
import { presentScheduled } from './presenter';
import {
  claimDue,
  countWaiting,
  deleteRow,
  insertScheduled,
  lockOwn,
  markFailed,
  markPublished,
  selectWaiting,
  type ScheduledRow,
} from './repo';

/** Where the author manages their scheduled posts (the failure notification links here). */
export const SCHEDULED_POSTS_URL = '/scheduled-posts';

type Effect = () => Promise<void> | void;

const notFound = () => AppError.of(404, 'scheduledPostNotFound');

async function runEffects(deps: PostDeps, effects: Effect[]): Promise<void> {
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      deps.log.error({ err: error }, 'after publishing a scheduled post');
    }
  }
}

/**
 * Schedules a post: the same text rules as a post, a publish time at least a minute ahead (at most a year), at
 * most 50 waiting. The image is processed and stored now (a bad file is refused now, not at publish time).
 */
export async function createScheduled(
  deps: PostDeps,
  userId: string,
  input: { fields: Record<string, unknown>; image: Buffer | undefined },
  now: Date = new Date(),
): Promise<ScheduledPost> {
  const parsed = CreateScheduledPostFieldsSchema.safeParse(input.fields);
  if (!parsed.success) {
    const publishAtWrong = parsed.error.issues.some((issue) => issue.path[0] === 'publishAt');
    throw AppError.of(
      400,
      'invalidInput',
      publishAtWrong ? { publishAt: MESSAGES.scheduleInPast } : undefined,
    );
  }
  const content = parsed.data.content.trim();
  checkContent(content, Boolean(input.image));
  const publishAt = new Date(parsed.data.publishAt);
  const when = checkPublishAt(publishAt, now);
  if (!when.ok) throw AppError.of(400, when.code, { publishAt: MESSAGES[when.code] });
  if ((await countWaiting(deps.db, userId)) >= SCHEDULED_POSTS_MAX)
    throw AppError.of(409, 'scheduledPostsFull');

  let stored: StoredImage | null = null;
  if (input.image)
    stored = await storeImage(deps.storage, await processImage(input.image), {
      folder: 'post-media',
      ownerId: userId,
    });
  try {
    const row = await insertScheduled(deps.db, {
      userId,
      content,
      visibility: parsed.data.visibility,
      mediaUrl: stored?.url ?? null,
      media: stored?.media ?? null,
      mediaKeys: stored?.keys ?? [],
      publishAt,
    });
    return presentScheduled(row, deps.uploadUrls);
  } catch (error) {
    if (stored) await deleteStored(deps.storage, stored.keys);
    throw error;
  }
}

/** The person's scheduled and failed posts, soonest first. */
export async function listScheduled(deps: PostDeps, userId: string): Promise<{ items: ScheduledPost[] }> {
  const rows = await selectWaiting(deps.db, userId);
  return { items: rows.map((row) => presentScheduled(row, deps.uploadUrls)) };
}

/** Deletes one of the person's posts still to publish (404 for anyone else's; 409 once published) and its image. */
export async function deleteScheduled(deps: PostDeps, userId: string, id: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockOwn(tx, userId, id);
    if (!row) throw notFound();
    if (row.state === 'published') throw AppError.of(409, 'scheduledPostAlreadyPublished');
    await deleteRow(tx, id);
    return row.mediaKeys;
  });
  if (keys.length > 0) await deleteStored(deps.storage, keys);
}

function storedOf(row: ScheduledRow): StoredImage | undefined {
  if (!row.mediaUrl || !row.media) return undefined;
  const media = MediaSchema.safeParse(row.media);
  return media.success ? { url: row.mediaUrl, media: media.data, keys: row.mediaKeys } : undefined;
}

/**
 * Turns the row into a post through the posts service (mentions, hashtags, holds, feed fan-out: the path of
 * every post) inside `deps.db`, the caller's transaction, and marks it published there too: the row and its
 * post commit together or not at all.
 */
async function publishRow(deps: PostDeps, row: ScheduledRow, after: Effect[], now: Date): Promise<Post> {
  const standing = await restrictionOf(deps.db, row.userId);
  if (standing?.bannedAt) throw AppError.of(403, 'accountBanned');
  if (standing?.suspendedUntil && standing.suspendedUntil > now) throw AppError.of(403, 'accountSuspended');
  const post = await createPost(
    deps,
    row.userId,
    { fields: { content: row.content, visibility: row.visibility }, image: undefined, stored: storedOf(row) },
    after,
  );
  await markPublished(deps.db, row.id, post.id, now);
  return post;
}

/** "Publish now": the person's scheduled or failed post becomes a post at once (409 if already published). */
export async function publishNow(deps: PostDeps, userId: string, id: string): Promise<Post> {
  const after: Effect[] = [];
  const post = await deps.db.transaction(async (tx) => {
    // Waits for a job run holding the row; then sees it published and answers 409.
    const row = await lockOwn(tx, userId, id);
    if (!row) throw notFound();
    if (row.state === 'published') throw AppError.of(409, 'scheduledPostAlreadyPublished');
    return publishRow({ ...deps, db: tx }, row, after, new Date());
  });
  await runEffects(deps, after);
  return post;
}

/** Rows one job run publishes at most (the rest wait for the next minute). */
const RUN_MAX = 200;

/**
 * The job: publishes every due post, one transaction each. The row is claimed FOR UPDATE SKIP LOCKED in the
 * transaction that writes its post and marks it published, so however many copies run this at once, each post
 * is published exactly once; a copy that dies mid-way rolls back and the row is due again. A refusal (the
 * author suspended, a rule of posting) marks it failed and tells the author.
 */
export async function publishDuePosts(deps: PostDeps, now: Date = new Date()): Promise<number> {
  let handled = 0;
  while (handled < RUN_MAX) {
    const after: Effect[] = [];
    const claimed = await deps.db.transaction(async (tx) => {
      const row = await claimDue(tx, now);
      if (!row) return false;
      try {
        // A savepoint: a refused post rolls back to here and the row is marked failed in the same transaction.
        await tx.transaction((savepoint) => publishRow({ ...deps, db: savepoint }, row, after, new Date()));
      } catch (error) {
        after.length = 0;
        const code =
          error instanceof AppError && isMessageCode(error.code) ? error.code : 'scheduledPublishFailed';
        if (!(error instanceof AppError))
          deps.log.error({ err: error, scheduledPostId: row.id }, 'scheduled post failed');
        await markFailed(tx, row.id, code);
        after.push(
          await notify(
            deps,
            {
              userId: row.userId,
              actorId: null,
              type: 'scheduled_post_failed',
              params: { scheduledPostId: row.id, excerpt: excerpt(row.content, ''), reason: code },
              actionUrl: SCHEDULED_POSTS_URL,
            },
            tx,
          ),
        );
      }
      return true;
    });
    await runEffects(deps, after);
    if (!claimed) break;
    handled++;
  }
  return handled;
}
