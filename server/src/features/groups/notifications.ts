import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import type { JobHandler } from '#server/jobs/runner';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { selectModeratorIds, selectNotifyAllIds } from './repo';

/** The web's group page. */
export const groupUrl = (slug: string) => `/groups/${slug}`;

/** To the group's moderators and up: someone asked to join (in the caller's transaction; publish after commit). */
export async function notifyJoinRequest(
  deps: NotifyDeps,
  tx: Db,
  group: { id: string; slug: string; name: string },
  actor: { id: string; name: string },
): Promise<(() => void)[]> {
  const publishers: (() => void)[] = [];
  for (const userId of await selectModeratorIds(tx, group.id))
    publishers.push(
      await notify(
        deps,
        {
          userId,
          actorId: actor.id,
          type: 'group_join_request',
          params: { actorName: actor.name, groupSlug: group.slug, groupName: group.name },
          actionUrl: `${groupUrl(group.slug)}?tab=members`,
        },
        tx,
      ),
    );
  return publishers;
}

export async function notifyRequestApproved(
  deps: NotifyDeps,
  tx: Db,
  group: { slug: string; name: string },
  userId: string,
  actorId: string,
): Promise<() => void> {
  return notify(
    deps,
    {
      userId,
      actorId,
      type: 'group_request_approved',
      params: { groupSlug: group.slug, groupName: group.name },
      actionUrl: groupUrl(group.slug),
    },
    tx,
  );
}

/** The background fan-out of a group post's notifications (members at notify level 'all'). */
export const GROUP_POST_QUEUE = 'group-post-notify';

export interface GroupPostJob {
  groupId: string;
  groupSlug: string;
  groupName: string;
  postId: string;
  authorId: string;
  actorName: string;
  excerpt: string;
}

/** Jobs run at least once: a rerun may tell a member twice, which is the runner's usual trade. */
export const groupPostJob: JobHandler<GroupPostJob> = {
  async run(app: FastifyInstance, payload) {
    const post = await app.db.execute<{ ok: boolean }>(
      // The post may have been deleted or hidden before the job ran: then nobody hears of it.
      sql`select true as ok from user_posts where id = ${payload.postId}::uuid
        and deleted_at is null and moderation is null`,
    );
    if (post.rows.length === 0) return;
    const recipients = await selectNotifyAllIds(app.db, payload.groupId, payload.authorId);
    for (const userId of recipients) {
      const publish = await notify(app, {
        userId,
        actorId: payload.authorId,
        type: 'group_post',
        params: {
          actorName: payload.actorName,
          groupSlug: payload.groupSlug,
          groupName: payload.groupName,
          postId: payload.postId,
          excerpt: payload.excerpt,
        },
        actionUrl: `/posts/${payload.postId}`,
      });
      publish();
    }
  },
};
