import { asc, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateGroup } from '@tightlines/domain/groups/contract';
import { feedItems, postHashtags, user, userPosts } from '#server/db/schema';
import { demoCoverJpeg, demoPhotoJpeg } from '#server/features/demo/art/index';
import { createPost, likePost } from '#server/features/posts/service';
import { addComment } from '#server/features/posts/comment-service';
import {
  approveMember,
  createGroup,
  joinGroup,
  setNotify,
  setRole,
  uploadCover,
  type GroupDeps,
} from '#server/features/groups/service';
import type { DemoWho } from './demo-social';
import { plannedViews, seedDemoViews } from './demo-views';

type Ids = Record<DemoWho, string>;

/** The demo groups' addresses (the web's demo tour and tests link to them). */
export const DEMO_GROUP_SLUGS = [
  'tampa-bay-kayak-anglers',
  'great-lakes-walleye-club',
  'fly-fishing-women-of-the-rockies',
  'gulf-coast-offshore-crew',
  'youth-fishing-league',
] as const;

interface DemoGroup {
  slug: (typeof DEMO_GROUP_SLUGS)[number];
  input: Omit<CreateGroup, 'slug'>;
  /** The demo account that creates (owns) it. */
  owner: DemoWho;
  /** Demo accounts that join (an owner of a private group approves them). */
  members: DemoWho[];
  /** How many of the demo readers join. */
  readers: number;
  /** Admins and moderators among the members. */
  roles?: [DemoWho, 'admin' | 'moderator'][];
  /** A demo account whose request waits for approval (private groups). */
  pending?: DemoWho;
  posts: { by: DemoWho; text: string; photo?: string }[];
}

const GROUPS: DemoGroup[] = [
  {
    slug: 'tampa-bay-kayak-anglers',
    owner: 'captain',
    members: ['angler', 'director'],
    readers: 6,
    roles: [['angler', 'moderator']],
    input: {
      name: 'Tampa Bay Kayak Anglers',
      about:
        'Paddle and pedal anglers fishing the flats, mangroves and bridges of Tampa Bay. Launch reports, tide talk and Saturday meetups at Fort De Soto.',
      rules: 'Be kind. No spot-burning of private docks. Catch-and-release photos with the fish wet, please.',
      type: 'club',
      privacy: 'public',
      region: 'Florida, USA',
      species: ['snook', 'redfish', 'spotted seatrout'],
    },
    posts: [
      {
        by: 'captain',
        text: 'Launch at Fort De Soto at 6:30 on Saturday. Incoming tide till 10, redfish should push onto the flats. #kayakfishing',
        photo: 'Redfish',
      },
      {
        by: 'angler',
        text: 'Snook were stacked under the Skyway lights last night. Lost two on the pilings!',
        photo: 'Snook',
      },
    ],
  },
  {
    slug: 'great-lakes-walleye-club',
    owner: 'director',
    members: ['angler', 'captain', 'advertiser'],
    readers: 8,
    roles: [['captain', 'admin']],
    input: {
      name: 'Great Lakes Walleye Club',
      about:
        'Trolling, jigging and ice fishing for walleye from Erie to Superior. Monthly club tournaments and a lending library of crankbaits.',
      rules: 'Respect the slot limits. Club tournaments are catch, photo, release.',
      type: 'species',
      privacy: 'public',
      region: 'Great Lakes',
      species: ['walleye', 'yellow perch'],
    },
    posts: [
      {
        by: 'director',
        text: 'Western basin reports: walleye suspended at 18–22 ft on the reefs. Purple crankbaits. #walleye',
        photo: 'Walleye',
      },
      {
        by: 'captain',
        text: 'Anyone running leadcore this week? Looking to compare colors before the club event.',
      },
    ],
  },
  {
    slug: 'fly-fishing-women-of-the-rockies',
    owner: 'publisher',
    members: ['affiliate'],
    readers: 4,
    pending: 'angler',
    input: {
      name: 'Fly Fishing Women of the Rockies',
      about:
        'A private circle for women who fly fish the Rockies: river reports, gear swaps and trips planned together. Ask to join and say hello.',
      rules: 'What is shared here stays here. Ask before sharing anyone’s photo or spot outside the group.',
      type: 'community',
      privacy: 'private',
      region: 'Colorado, Montana, Wyoming',
      species: ['rainbow trout', 'brown trout', 'cutthroat trout'],
    },
    posts: [
      {
        by: 'publisher',
        text: 'Green drakes are coming off on the Frying Pan. Who is free next weekend?',
        photo: 'Brown trout',
      },
    ],
  },
  {
    slug: 'gulf-coast-offshore-crew',
    owner: 'captain',
    members: ['angler', 'admin'],
    readers: 3,
    input: {
      name: 'Gulf Coast Offshore Crew',
      about:
        'A private crew list for shared offshore trips: weather windows, fuel splits and who has a seat open.',
      rules: 'Seats go first come, first served. Cancel 48 hours ahead.',
      type: 'regional',
      privacy: 'private',
      region: 'Gulf of Mexico',
      species: ['mahi', 'red snapper', 'amberjack'],
    },
    posts: [
      {
        by: 'captain',
        text: 'Weather window Thursday. Two seats open, leaving the pass at 5 am.',
        photo: 'Mahi',
      },
    ],
  },
  {
    slug: 'youth-fishing-league',
    owner: 'admin',
    members: ['director', 'moderator'],
    readers: 5,
    roles: [['moderator', 'moderator']],
    input: {
      name: 'Youth Fishing League',
      about:
        'Clinics, casting games and family fishing days for anglers under 16. Volunteers welcome — every kid leaves with a rod.',
      rules: 'Parents or guardians post for kids under 13. No last names of children.',
      type: 'youth',
      privacy: 'public',
      region: 'Nationwide',
      species: ['bluegill', 'largemouth bass'],
    },
    posts: [
      {
        by: 'admin',
        text: 'Our spring clinic filled up in two days! Thank you, volunteers. #kidsfishing',
        photo: 'Bluegill',
      },
    ],
  },
];

/**
 * Demo groups (issue 16): public and private groups with covers, members from the demo community (a moderator
 * or admin in some), group posts with photos, likes and a comment, and a request of the demo angler waiting in
 * a private group. Through the group and post services, like people would; run once (demo.ts).
 */
export async function seedDemoGroups(app: FastifyInstance, ids: Ids): Promise<void> {
  const deps: GroupDeps = app;
  const readers = (
    await app.db
      .select({ id: user.id })
      .from(user)
      .where(like(user.email, 'demo-reader-%'))
      .orderBy(asc(user.email))
  ).map((row) => row.id);
  let hoursAgo = 1;
  for (const [index, demo] of GROUPS.entries()) {
    const ownerId = ids[demo.owner];
    const group = await createGroup(deps, ownerId, { ...demo.input, slug: demo.slug });
    await uploadCover(deps, ownerId, group.id, await demoCoverJpeg(demo.slug, index));
    const joiners = [...demo.members.map((who) => ids[who]), ...readers.slice(index, index + demo.readers)];
    for (const userId of joiners) {
      if (userId === ownerId) continue;
      await joinGroup(
        deps,
        userId,
        group.id,
        group.privacy === 'private' ? (group.inviteCode ?? undefined) : undefined,
      );
    }
    for (const [who, role] of demo.roles ?? []) await setRole(deps, ownerId, group.id, ids[who], role);
    // The demo angler hears of every post in the club they moderate.
    if (demo.members.includes('angler')) await setNotify(deps, ids.angler, group.id, 'all');
    for (const post of demo.posts) {
      const created = await createPost(app, ids[post.by], {
        fields: { content: post.text, visibility: 'public', groupId: group.id },
        image: post.photo
          ? await demoPhotoJpeg({ species: post.photo, seed: post.text, width: 960, height: 1200 })
          : undefined,
      });
      const likers = joiners.slice(0, 3).filter((userId) => userId !== ids[post.by]);
      for (const userId of likers) await likePost(app, userId, created.id);
      const commenter = joiners.find((userId) => userId !== ids[post.by]);
      if (commenter) await addComment(app, commenter, created.id, { content: 'Count me in! 🎣' });
      // Seen by members (as the demo community's posts are), dated back across the last two days.
      hoursAgo += 7;
      const engaged = [...new Set([...likers, ...(commenter ? [commenter] : [])])];
      const others = joiners.filter((userId) => userId !== ids[post.by] && !engaged.includes(userId));
      const views = Math.max(engaged.length, plannedViews(post.text, likers.length, hoursAgo));
      await seedDemoViews(
        app,
        created.id,
        Math.min(views, engaged.length + others.length),
        engaged,
        others,
        post.text,
      );
      const at = new Date(Date.now() - hoursAgo * 3_600_000);
      await app.db
        .update(userPosts)
        .set({ createdAt: at, updatedAt: at })
        .where(eq(userPosts.id, created.id));
      await app.db.update(postHashtags).set({ createdAt: at }).where(eq(postHashtags.postId, created.id));
      await app.db.update(feedItems).set({ createdAt: at }).where(eq(feedItems.postId, created.id));
    }
    // A request waiting (the demo angler's, in a private group), then one approved to show both states.
    if (demo.pending) {
      await joinGroup(deps, ids[demo.pending], group.id, undefined);
      const asker = readers[readers.length - 1 - index];
      if (asker) {
        await joinGroup(deps, asker, group.id, undefined);
        await approveMember(deps, ownerId, group.id, asker);
      }
    }
  }
}
