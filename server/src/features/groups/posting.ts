import type { FastifyBaseLogger } from 'fastify';
import { rooms, SERVER_EVENTS } from '@tightlines/domain/realtime/events';
import type { NewPostEvent } from '@tightlines/domain/social/posts';
import type { Db } from '#server/db/client';
import type { Realtime } from '#server/realtime/realtime';
import type { JobRunner } from '#server/jobs/runner';
import { presentPersonRow } from '#server/features/people/presenter';
import { GROUP_POST_QUEUE, type GroupPostJob } from './notifications';
import { findGroup, personOf, selectActiveMemberIds, touchGroupPost } from './repo';

/** Beyond this many members the new-post event goes to the first ones only (as posts/events.ts for followers). */
const MAX_RECIPIENTS = 10_000;

/**
 * After a group post committed (posts/service createPost): the group's counts and latest activity, and the
 * notification fan-out to members at level 'all' as a background job (a big group must not slow the request).
 */
export async function afterGroupPost(
  deps: { db: Db; jobs: JobRunner; realtime: Realtime; log: FastifyBaseLogger },
  post: { id: string; userId: string; groupId: string | null; content: string; createdAt: Date },
): Promise<void> {
  if (!post.groupId) return;
  await touchGroupPost(deps.db, post.groupId);
  const row = await findGroup(deps.db, post.groupId, null);
  if (!row) return;
  const person = await personOf(deps.db, post.userId);
  const flat = post.content.replace(/\s+/g, ' ').trim();
  const job: GroupPostJob = {
    groupId: post.groupId,
    groupSlug: row.slug,
    groupName: row.name,
    postId: post.id,
    authorId: post.userId,
    actorName: person ? presentPersonRow(person).displayName || 'Someone' : 'Someone',
    excerpt: flat.length > 100 ? `${flat.slice(0, 99)}…` : flat,
  };
  await deps.jobs.enqueue(GROUP_POST_QUEUE, job);
  // The members' open feeds hear of it (broadcast-post), as followers hear of an ordinary post.
  const event: NewPostEvent = {
    postId: post.id,
    authorId: post.userId,
    createdAt: post.createdAt.toISOString(),
  };
  selectActiveMemberIds(deps.db, post.groupId, MAX_RECIPIENTS).then(
    (ids) => deps.realtime.io.to(ids.map((id) => rooms.user(id))).emit(SERVER_EVENTS.newPost, event),
    (error: unknown) => deps.log.error({ err: error, postId: post.id }, 'group new-post broadcast failed'),
  );
}
