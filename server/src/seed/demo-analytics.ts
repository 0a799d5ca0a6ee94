import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  feedItems,
  follows,
  notifications,
  postHashtags,
  postLikes,
  postViews,
  user,
  userActivities,
  userPosts,
} from '#server/db/schema';
import { createPost, likePost } from '#server/features/posts/service';
import { followUser } from '#server/features/follows/service';
import { demoPhotoJpeg, type PhotoScene } from '#server/features/demo/art/index';
import type { DemoWho } from './demo-social';
import { plannedViews, seedDemoViews } from './demo-views';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * The demo angler's season before this week (issue 19, analytics and the gallery): posts across the last months,
 * each liked and seen by some of the community, and readers who started following along the way, so
 * /profile/analytics has months to chart and /profile/gallery more than this week's photos. Made through the
 * services people use, then dated back (the services stamp "now"), with what they set in motion: the feed rows,
 * likes, views, the angler's notifications (read, long since) and activities.
 */
const HISTORY: {
  daysAgo: number;
  text: string;
  photo?: { species: string; scene: PhotoScene };
  likes: number;
}[] = [
  {
    daysAgo: 168,
    text: 'Ice is off the bay. First walleye of the year on a jig and minnow, slow and close to the bottom. #walleye',
    photo: { species: 'Walleye', scene: 'dock' },
    likes: 3,
  },
  {
    daysAgo: 141,
    text: 'Crappie are stacked on the brush piles in eight feet of water. Small tubes, no weight.',
    likes: 2,
  },
  {
    daysAgo: 117,
    text: 'Spawn is on. Sight-fished three largemouth and let every one go back to its bed. #bassfishing',
    photo: { species: 'Largemouth bass', scene: 'underwater' },
    likes: 5,
  },
  {
    daysAgo: 96,
    text: 'Who else fishes the evening mayfly hatch? The smallmouth go crazy for a dry fly.',
    likes: 4,
  },
  {
    daysAgo: 74,
    text: 'Trolled crankbaits along the reef edge at dawn: a limit of walleye before nine. #walleye',
    photo: { species: 'Walleye', scene: 'sunset' },
    likes: 6,
  },
  {
    daysAgo: 52,
    text: 'Dog days. Fishing deep and early, off the water by eleven. Stay hydrated out there.',
    likes: 3,
  },
  {
    daysAgo: 31,
    text: 'Pike are chasing again with the first cold nights. Big swimbait, steady retrieve. #pike',
    photo: { species: 'Northern pike', scene: 'deck' },
    likes: 7,
  },
  {
    daysAgo: 16,
    text: 'Rigged and ready for the last open-water weekend. What is everyone throwing this fall?',
    likes: 4,
  },
];

/** Readers who began following the angler, this many days ago (a follower every few weeks, then faster). */
const FOLLOWED_DAYS_AGO = [155, 121, 88, 63, 41, 27, 18, 11, 5];

/** The readers' ids (demo-readers.ts), in the order they were made. */
async function readerIds(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db
    .select({ id: user.id })
    .from(user)
    .where(like(user.email, 'demo-reader-%@tightlines.app'))
    .orderBy(user.email);
  return rows.map((row) => row.id);
}

/** Dates the angler's notifications from one person back to when it happened, read and never e-mailed. */
async function backdateNotifications(
  app: FastifyInstance,
  anglerId: string,
  actorId: string,
  type: 'like' | 'follow',
  at: Date,
  postId?: string,
): Promise<void> {
  await app.db
    .update(notifications)
    .set({ createdAt: at, isRead: true, emailedAt: at })
    .where(
      and(
        eq(notifications.userId, anglerId),
        eq(notifications.actorId, actorId),
        eq(notifications.type, type),
        postId ? sql`${notifications.params}->>'postId' = ${postId}` : undefined,
      ),
    );
}

export async function seedDemoAnalytics(app: FastifyInstance, ids: Record<DemoWho, string>): Promise<void> {
  const angler = ids.angler;
  const readers = await readerIds(app);
  if (readers.length < FOLLOWED_DAYS_AGO.length) throw new Error('demo readers missing');
  const now = Date.now();

  for (const [index, daysAgo] of FOLLOWED_DAYS_AGO.entries()) {
    const reader = readers[index]!;
    await followUser(app, reader, angler);
    const at = new Date(now - daysAgo * DAY - (index % 5) * HOUR);
    await app.db
      .update(follows)
      .set({ createdAt: at })
      .where(and(eq(follows.followerId, reader), eq(follows.followingId, angler)));
    await backdateNotifications(app, angler, reader, 'follow', at);
    await app.db
      .update(userActivities)
      .set({ createdAt: at })
      .where(and(eq(userActivities.userId, reader), eq(userActivities.entityId, angler)));
  }

  const community = [
    ...(Object.entries(ids) as [DemoWho, string][]).filter(([who]) => who !== 'angler').map(([, id]) => id),
    ...readers,
  ];
  for (const [index, demo] of HISTORY.entries()) {
    const image = demo.photo
      ? await demoPhotoJpeg({ ...demo.photo, seed: demo.text, width: 960, height: 1200 })
      : undefined;
    const post = await createPost(app, angler, {
      fields: { content: demo.text, visibility: 'public' },
      image,
    });
    const at = new Date(now - demo.daysAgo * DAY - (7 + (index % 4)) * HOUR);
    // The likes come from the community, in the day after the post.
    const likers = community.slice(index % 3, (index % 3) + demo.likes);
    for (const [n, liker] of likers.entries()) {
      await likePost(app, liker, post.id);
      const likedAt = new Date(at.getTime() + (n + 1) * 2 * HOUR);
      await app.db
        .update(postLikes)
        .set({ createdAt: likedAt })
        .where(and(eq(postLikes.postId, post.id), eq(postLikes.userId, liker)));
      await backdateNotifications(app, angler, liker, 'like', likedAt, post.id);
    }
    await app.db.update(userActivities).set({ createdAt: at }).where(eq(userActivities.entityId, post.id));
    const views = Math.max(likers.length, plannedViews(demo.text, likers.length, demo.daysAgo * 24));
    await seedDemoViews(app, post.id, views, likers, community, demo.text);
    await app.db
      .update(postViews)
      .set({ createdAt: sql`${at.toISOString()}::timestamptz + (random() * interval '3 days')` })
      .where(eq(postViews.postId, post.id));
    await app.db.update(userPosts).set({ createdAt: at, updatedAt: at }).where(eq(userPosts.id, post.id));
    await app.db.update(postHashtags).set({ createdAt: at }).where(eq(postHashtags.postId, post.id));
    await app.db.update(feedItems).set({ createdAt: at }).where(eq(feedItems.postId, post.id));
  }
  // A like notification may also have been folded into one row per post; whatever is left from this seed is old news.
  await app.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, angler), inArray(notifications.actorId, readers)));
}
