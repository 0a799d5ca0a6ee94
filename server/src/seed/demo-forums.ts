import type { FastifyInstance } from 'fastify';
import * as forums from '#server/features/forums/service';
import type { ForumDeps } from '#server/features/forums/service';
import type { DemoWho } from './demo-social';

type Ids = Record<DemoWho, string>;

/** Forums, topics and threads as an angler community writes them: [forum, kind, topics]. */
const FORUMS = [
  {
    slug: 'freshwater',
    name: 'Freshwater',
    description: 'Bass, pike, walleye and panfish on lakes, rivers and ponds.',
    kind: 'discussion',
    icon: 'fish',
    topics: [
      ['bass-fishing', 'Bass fishing', 'Largemouth and smallmouth: lures, patterns, seasons.'],
      ['pike-and-musky', 'Pike and musky', 'Big teeth, big baits, wire leaders.'],
      ['panfish', 'Panfish and walleye', 'Crappie, perch, bluegill and walleye.'],
    ],
  },
  {
    slug: 'fly-fishing',
    name: 'Fly fishing',
    description: 'Trout streams, fly tying and casting.',
    kind: 'discussion',
    icon: 'feather',
    topics: [
      ['trout-streams', 'Trout streams', 'Reading water, hatches and access.'],
      ['fly-tying', 'Fly tying', 'Patterns, materials and vises.'],
    ],
  },
  {
    slug: 'saltwater',
    name: 'Saltwater and charters',
    description: 'Inshore, offshore and surf.',
    kind: 'discussion',
    icon: 'waves',
    topics: [
      ['inshore', 'Inshore', 'Redfish, snook, trout on the flats.'],
      ['offshore', 'Offshore', 'Tuna, mahi and bottom fishing.'],
    ],
  },
  {
    slug: 'ask-an-angler',
    name: 'Ask an angler',
    description: 'Questions with answers: the best answer is marked by whoever asked.',
    kind: 'qa',
    icon: 'circle-help',
    topics: [
      ['gear-questions', 'Gear questions', 'Rods, reels, line and knots.'],
      ['regulations', 'Rules and licences', 'Limits, seasons and permits.'],
    ],
  },
] as const;

type Who = keyof Ids;
interface DemoThread {
  topic: string;
  by: Who;
  title: string;
  body: string;
  replies: { by: Who; body: string; quote?: number; likes?: Who[] }[];
  pin?: boolean;
  accept?: number;
}

const THREADS: DemoThread[] = [
  {
    topic: 'bass-fishing',
    by: 'moderator',
    title: 'Welcome to the bass forum: read this first',
    body: 'Be kind, share what works, and **practise catch and release** on spawning beds. Photos welcome: use the image button.',
    replies: [{ by: 'angler', body: 'Thanks for setting this up! Glad to be here.', likes: ['captain'] }],
    pin: true,
  },
  {
    topic: 'bass-fishing',
    by: 'angler',
    title: 'Spring bass: what are you throwing in cold water?',
    body: 'Water is still around 10 °C here. Jerkbaits have been slow. What is working for you before the spawn?',
    replies: [
      {
        by: 'captain',
        body: 'Suspending jerkbait with **long pauses**, like 10 seconds. Most bites come on the pause.',
        likes: ['angler', 'director'],
      },
      {
        by: 'director',
        body: 'A slow-rolled chatterbait along the first drop off the spawning flats.',
        quote: 1,
      },
      { by: 'angler', body: 'Tried the long pause this morning: two fish in an hour. Thanks!', quote: 1 },
    ],
  },
  {
    topic: 'bass-fishing',
    by: 'captain',
    title: 'Topwater at night: frogs or buzzbaits?',
    body: 'Summer nights on the lily pads. I go frog every time, but my deckhand swears by a black buzzbait.',
    replies: [
      { by: 'angler', body: 'Black buzzbait, slow, so it gurgles. The strikes at night are unreal.' },
      { by: 'moderator', body: 'Frog in the pads, buzzbait on the edges. Best of both.' },
    ],
  },
  {
    topic: 'pike-and-musky',
    by: 'director',
    title: 'Wire or fluorocarbon leaders for pike?',
    body: 'Lost two pike last weekend to bite-offs on 40 lb fluoro. Switching to wire, or heavier fluoro?',
    replies: [
      {
        by: 'captain',
        body: 'Titanium wire. It does not kink and pike do not care about it.',
        likes: ['director'],
      },
      { by: 'angler', body: '80 lb fluoro works for me in clear water, but wire is the safe choice.' },
    ],
  },
  {
    topic: 'pike-and-musky',
    by: 'angler',
    title: 'First musky after 40 hours!',
    body: 'Finally. 112 cm on a figure-eight at the boat. Shaking for ten minutes after the release.',
    replies: [
      { by: 'captain', body: 'The fish of 10,000 casts! Congratulations.', likes: ['angler', 'moderator'] },
      { by: 'director', body: 'Great fish. What were you throwing?' },
      { by: 'angler', body: 'A double-bladed bucktail, black and orange.', quote: 2 },
    ],
  },
  {
    topic: 'panfish',
    by: 'moderator',
    title: 'Ice-out crappie spots',
    body: 'Where do you look for crappie right after ice-out? Shallow dark-bottom bays here.',
    replies: [
      { by: 'angler', body: 'Same: north shore bays warm first. Small jig under a float.' },
      { by: 'captain', body: 'Around docks with brush piles once the water hits 12 °C.' },
    ],
  },
  {
    topic: 'panfish',
    by: 'director',
    title: 'Walleye at dusk from shore',
    body: 'Any tips for walleye from the bank? The bite seems to start right as it gets dark.',
    replies: [
      { by: 'angler', body: 'Shallow-diving stickbait on rocky points, slow and steady after sunset.' },
    ],
  },
  {
    topic: 'trout-streams',
    by: 'angler',
    title: 'Reading pocket water',
    body: 'Fast freestone stream, lots of boulders. Where do trout actually hold?',
    replies: [
      {
        by: 'captain',
        body: 'Behind and in front of boulders, and in the seams where fast water meets slow.',
      },
      {
        by: 'moderator',
        body: 'Short drifts, high-sticking a nymph. Cover every pocket, then move on.',
        quote: 1,
      },
    ],
  },
  {
    topic: 'trout-streams',
    by: 'director',
    title: 'Caddis hatch timing',
    body: 'When does the evening caddis hatch usually start on your rivers? Ours is a week late this year.',
    replies: [{ by: 'angler', body: 'Late May here, but the cold spring pushed it back too.' }],
  },
  {
    topic: 'fly-tying',
    by: 'moderator',
    title: 'Elk hair caddis: step by step',
    body: '1. Thread base\n2. Dubbed body\n3. Palmered hackle\n4. Elk hair wing, trimmed square\n\nPost your versions!',
    replies: [
      {
        by: 'angler',
        body: 'Mine float better with a drop of floatant on the wing before the first cast.',
        likes: ['moderator'],
      },
    ],
  },
  {
    topic: 'inshore',
    by: 'captain',
    title: 'Redfish tailing on the flats this week',
    body: 'Low tide mornings, tailing reds in 30 cm of water. Gold spoon or a shrimp fly.',
    replies: [
      { by: 'angler', body: 'Jealous! How close can you get before they spook?' },
      { by: 'captain', body: 'Ten metres if you pole quietly. Lead them by a metre.', quote: 1 },
    ],
  },
  {
    topic: 'offshore',
    by: 'captain',
    title: 'Mahi under floating weed lines',
    body: 'Found a weed line 30 km out with mahi stacked under it. Keep one hooked fish in the water and the school stays.',
    replies: [{ by: 'director', body: 'Classic trick. Great report, captain.' }],
  },
  {
    topic: 'gear-questions',
    by: 'angler',
    title: 'Best knot for braid to fluorocarbon leader?',
    body: 'I use a double uni but it jams in the guides. What knot do you use for 20 lb braid to 15 lb fluoro?',
    replies: [
      {
        by: 'captain',
        body: 'The **FG knot**. Slim, strong and it glides through the guides. Takes practice.',
        likes: ['angler', 'director'],
      },
      { by: 'director', body: 'Alberto knot: easier to tie on the water, nearly as slim.' },
      { by: 'angler', body: 'Learned the FG tonight. No more jams, thank you!', quote: 1 },
    ],
    accept: 1,
  },
  {
    topic: 'gear-questions',
    by: 'director',
    title: 'Spinning reel size for a 7 ft medium rod?',
    body: 'Setting up a general bass rod. 2500 or 3000 reel?',
    replies: [
      { by: 'captain', body: '2500 balances better on a medium 7 ft rod; 3000 if you fish heavier braid.' },
    ],
    accept: 1,
  },
  {
    topic: 'regulations',
    by: 'angler',
    title: 'Do I need a separate licence for a second rod?',
    body: 'Planning to fish two rods from the bank. Is a second-rod endorsement needed?',
    replies: [
      {
        by: 'moderator',
        body: 'It depends on your state or province: many require a second-rod stamp. Check the regulations page of your fisheries agency.',
      },
    ],
  },
];

/**
 * The forums (issue 16): 4 forums (one Q&A) with topics and 15 threads with replies, quotes, likes, a pinned
 * welcome thread and accepted answers, through the forum services like people would; run once (demo.ts).
 */
export async function seedDemoForums(app: FastifyInstance, ids: Ids): Promise<void> {
  const deps: ForumDeps = {
    db: app.db,
    storage: app.storage,
    uploadUrls: app.uploadUrls,
    log: app.log,
    realtime: app.realtime,
    jobs: app.jobs,
    config: app.config,
  };
  for (const [position, forum] of FORUMS.entries()) {
    const created = await forums.adminCreateForum(app.db, {
      slug: forum.slug,
      name: forum.name,
      description: forum.description,
      kind: forum.kind,
      icon: forum.icon,
      position,
    });
    for (const [index, [slug, name, description]] of forum.topics.entries())
      await forums.adminCreateTopic(app.db, {
        forumId: created.id,
        slug,
        name,
        description,
        position: index,
      });
  }
  for (const demo of THREADS) {
    const thread = await forums.createThread(deps, ids[demo.by], demo.topic, {
      title: demo.title,
      body: demo.body,
    });
    const postIds: string[] = [];
    const first = await forums.listThreadPosts(app.db, { id: null, staff: false }, thread.id, { limit: 1 });
    postIds.push(first.items[0]!.id);
    for (const reply of demo.replies) {
      const post = await forums.createReply(deps, ids[reply.by], thread.id, {
        body: reply.body,
        ...(reply.quote ? { quotePostId: postIds[reply.quote] } : {}),
      });
      postIds.push(post.id);
      for (const who of reply.likes ?? []) await forums.likePost(deps, ids[who], post.id, true);
    }
    if (demo.pin) await forums.moderateThread(app.db, ids.moderator, thread.id, 'pin');
    if (demo.accept) await forums.setAccepted(deps, ids[demo.by], thread.id, postIds[demo.accept]!);
  }
}
