import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';
import { presentPersonRow } from '#server/features/people/presenter';
import { GROUP_POST_QUEUE, type GroupPostJob } from './notifications';
import { findGroup, personOf, touchGroupPost } from './repo';

/**
 * After a group post committed (posts/service createPost): the group's counts and latest activity, and the
 * notification fan-out to members at level 'all' as a background job (a big group must not slow the request).
 */
export async function afterGroupPost(
  deps: { db: Db; jobs: JobRunner },
  post: { id: string; userId: string; groupId: string | null; content: string },
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
}
