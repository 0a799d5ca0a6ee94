import type { FollowList, FollowState } from '@tightlines/domain/social/people';
import { queueAchievements } from '#server/features/achievements/enqueue';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { recordActivity } from '#server/features/activities/service';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import { presentPersonWithFollow } from '#server/features/people/presenter';
import { backfillFollow, scheduleBackfill } from '#server/features/feed/backfill';
import { removeFollowFromFeed } from '#server/features/feed/repo';
import { assertNotBlocked } from '#server/features/safety/checks/blocks';
import {
  changeFollowCounts,
  countsOf,
  deleteFollow,
  insertFollow,
  listFollows,
  namesOf,
  profileExists,
  recentFollowNotification,
} from './repo';

export const userNotFound = () => AppError.of(404, 'userNotFound');

/** The profile page of a person (the follow notification's link). */
export const profileUrl = (userId: string) => `/profile/${userId}`;

/** Following, unfollowing and following again within this window notifies the person once. */
const RENOTIFY_AFTER_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * When a follow or unfollow changed nothing (a repeat, or nobody to follow): 404 for a person who does not
 * exist, else their current follower count.
 */
async function unchangedFollow(tx: Db, userId: string): Promise<number> {
  if (!(await profileExists(tx, userId))) throw userNotFound();
  return (await countsOf(tx, userId)).followersCount;
}

/**
 * Follows `userId` (idempotent). A new follow, both counters, the follower's activity and the followed
 * person's notification ('New follower') are written in one transaction and pushed after it commits; then
 * the follower's feed gets the person's newest posts (feed/backfill.ts). The path to the notification is kept to
 * few round trips: it is what the notification waits on.
 */
export async function followUser(deps: NotifyDeps, viewerId: string, userId: string): Promise<FollowState> {
  if (viewerId === userId) throw AppError.of(400, 'cannotFollowSelf');
  // A block either way refuses the follow (403 'youBlockedPerson' / 'blockedByPerson').
  await assertNotBlocked(deps.db, viewerId, userId);
  const { created, publishers, followersCount } = await deps.db.transaction(async (tx) => {
    if (!(await insertFollow(tx, viewerId, userId)))
      return { created: false, publishers: [], followersCount: await unchangedFollow(tx, userId) };
    const followersCount = await changeFollowCounts(tx, viewerId, userId, 1);
    // Followers unlock achievements of the person followed.
    await queueAchievements(deps.jobs, userId, tx);
    await scheduleBackfill(deps, tx, { followerId: viewerId, followingId: userId });
    const names = await namesOf(tx, [viewerId, userId]);
    const publishers = [
      await recordActivity(
        deps,
        {
          userId: viewerId,
          activityType: 'follow',
          entityType: 'user',
          entityId: userId,
          content: `Followed ${names.get(userId) ?? 'Someone'}`,
          metadata: { name: names.get(userId) ?? '' },
        },
        tx,
      ),
    ];
    if (!(await recentFollowNotification(tx, userId, viewerId, new Date(Date.now() - RENOTIFY_AFTER_MS)))) {
      publishers.push(
        await notify(
          deps,
          {
            userId,
            actorId: viewerId,
            type: 'follow',
            params: { actorName: names.get(viewerId) ?? '' },
            actionUrl: profileUrl(viewerId),
          },
          tx,
        ),
      );
    }
    return { created: true, publishers, followersCount };
  });
  for (const publish of publishers) publish();
  if (created) await backfillFollow(deps.db, { followerId: viewerId, followingId: userId });
  return { isFollowing: true, followersCount };
}

/** Unfollows `userId` (idempotent); both counters move in the same transaction as the row. */
export async function unfollowUser(db: Db, viewerId: string, userId: string): Promise<FollowState> {
  if (viewerId === userId) throw AppError.of(400, 'cannotFollowSelf');
  const followersCount = await db.transaction(async (tx) => {
    if (!(await deleteFollow(tx, viewerId, userId))) return unchangedFollow(tx, userId);
    const count = await changeFollowCounts(tx, viewerId, userId, -1);
    await removeFollowFromFeed(tx, viewerId, userId);
    return count;
  });
  return { isFollowing: false, followersCount };
}

/**
 * A page (50) of a person's followers or of the people they follow, newest first, each with whether
 * the viewer follows them. `total` is the kept counter, so a page never counts rows.
 */
export async function followList(
  db: Db,
  viewerId: string | null,
  userId: string,
  direction: 'followers' | 'following',
  page: { offset: number; limit: number },
): Promise<FollowList> {
  if (!(await profileExists(db, userId))) throw userNotFound();
  const [rows, counts] = await Promise.all([
    listFollows(db, { userId, direction, viewerId, offset: page.offset, limit: page.limit + 1 }),
    countsOf(db, userId),
  ]);
  const items = rows.slice(0, page.limit).map(presentPersonWithFollow);
  return {
    items,
    total: direction === 'followers' ? counts.followersCount : counts.followingCount,
    nextOffset: rows.length > page.limit ? page.offset + page.limit : null,
  };
}
