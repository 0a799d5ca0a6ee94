import { eq } from 'drizzle-orm';
import type { Role } from '@tightlines/domain/roles/roles';
import type { FastifyInstance } from 'fastify';
import { feedItems, postHashtags, postMentions, userPosts } from '#server/db/schema';
import { addComment } from '#server/features/posts/comment-service';
import { createPost, likePost } from '#server/features/posts/service';
import { followUser } from '#server/features/follows/service';
import { followHashtag } from '#server/features/hashtags/service';
import { publicProfile, updateMyProfile, uploadProfileImage } from '#server/features/profiles/service';
import { demoAvatarPng, demoPhotoJpeg, type PhotoScene } from '#server/features/demo/art/index';
import { seedDemoReaders } from './demo-readers';
import { plannedViews, seedDemoViews } from './demo-views';

type Who =
  'angler' | 'admin' | 'moderator' | 'captain' | 'director' | 'advertiser' | 'publisher' | 'affiliate';

const PROFILES: Record<Who, { bio: string; homeWaters: string; city: string; state: string }> = {
  angler: {
    bio: 'Weekend bass angler. Topwater at first light, jigs when the sun is up.',
    homeWaters: 'Lake Okeechobee',
    city: 'Clewiston',
    state: 'FL',
  },
  admin: {
    bio: 'Keeping Tightlines running. Fly rod in the truck, always.',
    homeWaters: 'Yellowstone River',
    city: 'Livingston',
    state: 'MT',
  },
  moderator: {
    bio: 'Smallmouth on Lake Erie, mostly at dawn. Here to keep the docks friendly.',
    homeWaters: 'Lake Erie',
    city: 'Port Clinton',
    state: 'OH',
  },
  captain: {
    bio: 'Offshore charters out of Islamorada: sailfish in winter, mahi all summer.',
    homeWaters: 'Florida Keys',
    city: 'Islamorada',
    state: 'FL',
  },
  director: {
    bio: 'Running the Gulf Coast Slam series. Weigh-ins close at 5 sharp.',
    homeWaters: 'Gulf of Mexico',
    city: 'Orange Beach',
    state: 'AL',
  },
  advertiser: {
    bio: 'Live bait, frozen chum and local knowledge since 1998.',
    homeWaters: 'Tampa Bay',
    city: 'Tampa',
    state: 'FL',
  },
  publisher: {
    bio: 'Writing about the water: gear tests, trip reports, conservation.',
    homeWaters: 'Chesapeake Bay',
    city: 'Annapolis',
    state: 'MD',
  },
  affiliate: {
    bio: 'Lure tinkerer. If it wiggles, I have tested it.',
    homeWaters: 'Lake Fork',
    city: 'Quitman',
    state: 'TX',
  },
};

/** Who follows whom: the demo angler's feed has people in it, and the angler has followers of their own. */
const FOLLOWS: [Who, Who][] = [
  ['angler', 'captain'],
  ['angler', 'director'],
  ['angler', 'moderator'],
  ['angler', 'publisher'],
  ['captain', 'angler'],
  ['director', 'angler'],
  ['moderator', 'angler'],
  ['publisher', 'captain'],
  ['affiliate', 'angler'],
  ['admin', 'director'],
  ['advertiser', 'captain'],
];

interface DemoPost {
  by: Who;
  hoursAgo: number;
  /** `{angler}` and friends become that person's @handle. */
  text: string;
  /** The fish in the photo and where it was taken. */
  photo?: { species: string; scene: PhotoScene };
  visibility?: 'public' | 'followers';
  likedBy?: Who[];
  comments?: { by: Who; text: string; replies?: { by: Who; text: string }[] }[];
}

const POSTS: DemoPost[] = [
  {
    by: 'captain',
    hoursAgo: 30,
    text: 'Three sailfish released before 10 this morning on the edge of the reef. Blue water pushed in overnight. #sailfish #floridakeys',
    photo: { species: 'Sailfish', scene: 'underwater' },
    likedBy: ['angler', 'publisher', 'advertiser', 'director'],
    comments: [
      {
        by: 'angler',
        text: 'What were they eating? Ballyhoo or live pilchards?',
        replies: [{ by: 'captain', text: 'Live pilchards under a kite. Ballyhoo got ignored.' }],
      },
    ],
  },
  {
    by: 'director',
    hoursAgo: 26,
    text: 'Registration for the Gulf Coast Slam opens next week. Lines in at 6:00, scale closes at 17:00. Tight lines, everyone. #tournament #gulfcoast',
    likedBy: ['angler', 'captain', 'admin'],
  },
  {
    by: 'moderator',
    hoursAgo: 20,
    text: 'Foggy start on Erie, then the smallmouth switched on around the rock piles in 18 feet. Tube jig, green pumpkin. #smallmouth #lakeerie',
    photo: { species: 'Smallmouth bass', scene: 'dock' },
    likedBy: ['angler', 'affiliate'],
  },
  {
    by: 'publisher',
    hoursAgo: 14,
    text: 'New on the blog: how to release a big fish so it swims away strong. Wet hands, horizontal hold, no gills. @{captain} helped with the photos. #catchandrelease',
    photo: { species: 'Striped bass', scene: 'sunset' },
    likedBy: ['captain', 'moderator', 'angler'],
  },
  {
    by: 'angler',
    hoursAgo: 9,
    text: 'Personal best! 8 lb 4 oz largemouth on a hollow-body frog over the grass line. Thanks @{moderator} for the tip about slowing down. #bassfishing #topwater',
    photo: { species: 'Largemouth bass', scene: 'board' },
    likedBy: ['captain', 'director', 'moderator', 'affiliate', 'publisher'],
    comments: [
      { by: 'moderator', text: 'That is a giant. Told you the frog bite was on!' },
      { by: 'affiliate', text: 'Which frog? Asking for science.' },
    ],
  },
  {
    by: 'advertiser',
    hoursAgo: 6,
    text: 'Fresh shrimp and pinfish in the tanks this morning. Redfish are schooling on the flats by the bridge. #tampabay #redfish',
    photo: { species: 'Redfish', scene: 'underwater' },
    likedBy: ['captain'],
  },
  {
    by: 'affiliate',
    hoursAgo: 4,
    text: 'Testing a new squarebill on Lake Fork: deflects off stumps without snagging. Full review soon. #bassfishing #lures',
    photo: { species: 'Largemouth bass', scene: 'deck' },
    likedBy: ['angler'],
  },
  {
    by: 'captain',
    hoursAgo: 2,
    text: 'Two open seats on Saturday’s offshore trip; mahi are thick on the weed lines. Followers get first call. #mahi',
    visibility: 'followers',
    photo: { species: 'Mahi', scene: 'sunset' },
    likedBy: ['angler'],
  },
];

/**
 * The demo community: profiles, follows, posts with photos, hashtags and @mentions, likes, comments and
 * replies, all made through the services people use, then dated back across the last day and a half so the
 * feed and the trending lists read like a real morning on the water.
 */
export async function seedDemoSocial(app: FastifyInstance, ids: Partial<Record<Who, string>>): Promise<void> {
  const missing = (Object.keys(PROFILES) as Who[]).filter((who) => !ids[who]);
  if (missing.length > 0) throw new Error(`demo accounts missing: ${missing.join(', ')}`);
  const id = (who: Who) => ids[who] as string;
  const handles = {} as Record<Who, string>;
  for (const who of Object.keys(PROFILES) as Who[]) {
    await updateMyProfile(app, id(who), PROFILES[who]);
    handles[who] = (await publicProfile(app.db, id(who), null)).handle;
    await uploadProfileImage(app, id(who), 'avatar', await demoAvatarPng(who));
  }
  const readers = await seedDemoReaders(app);
  for (const [follower, followed] of FOLLOWS) await followUser(app, id(follower), id(followed));

  for (const demo of POSTS) {
    const text = demo.text.replace(/\{(\w+)\}/g, (_, who: Who) => handles[who]);
    const image = demo.photo
      ? await demoPhotoJpeg({ ...demo.photo, seed: text, width: 960, height: 1200 })
      : undefined;
    const post = await createPost(app, id(demo.by), {
      fields: { content: text, visibility: demo.visibility ?? 'public' },
      image,
    });
    for (const who of demo.likedBy ?? []) await likePost(app, id(who), post.id);
    for (const comment of demo.comments ?? []) {
      const parent = await addComment(app, id(comment.by), post.id, { content: comment.text });
      for (const reply of comment.replies ?? [])
        await addComment(app, id(reply.by), post.id, { content: reply.text, parentId: parent.id });
    }
    const engaged = [
      ...(demo.likedBy ?? []),
      ...(demo.comments ?? []).flatMap((c) => [c.by, ...(c.replies ?? []).map((r) => r.by)]),
    ]
      .filter((who) => who !== demo.by)
      .map(id);
    const others = [...(Object.keys(PROFILES) as Who[]).filter((who) => who !== demo.by).map(id), ...readers];
    const views = Math.max(engaged.length, plannedViews(text, demo.likedBy?.length ?? 0, demo.hoursAgo));
    await seedDemoViews(app, post.id, views, engaged, others, text);
    const at = new Date(Date.now() - demo.hoursAgo * 3_600_000);
    await app.db.update(userPosts).set({ createdAt: at, updatedAt: at }).where(eq(userPosts.id, post.id));
    await app.db.update(postHashtags).set({ createdAt: at }).where(eq(postHashtags.postId, post.id));
    await app.db.update(postMentions).set({ createdAt: at }).where(eq(postMentions.postId, post.id));
    await app.db.update(feedItems).set({ createdAt: at }).where(eq(feedItems.postId, post.id));
  }
  // A hashtag exists once a post uses it.
  await followHashtag(app.db, id('angler'), 'bassfishing');
}

/** Each demo account's role, by the nickname the seed uses. */
export const DEMO_WHO: Partial<Record<Role, Who>> = {
  user: 'angler',
  admin: 'admin',
  moderator: 'moderator',
  charter_captain: 'captain',
  tournament_director: 'director',
  advertiser: 'advertiser',
  publisher: 'publisher',
  affiliate: 'affiliate',
};

export type { Who as DemoWho };
