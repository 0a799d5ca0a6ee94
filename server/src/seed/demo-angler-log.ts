import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateCatchLogEntry, CreateTackleItem } from '@tightlines/domain/angler-log/contract';
import { demoPhotoJpeg, type PhotoScene } from '#server/features/demo/art/index';
import { createEntry, shareEntry } from '#server/features/angler-log/catch-log-service';
import { addTackle } from '#server/features/angler-log/tackle-service';
import { feedItems, postHashtags, userPosts } from '#server/db/schema';
import { likePost } from '#server/features/posts/service';
import type { DemoWho } from './demo-social';
import { plannedViews, seedDemoViews } from './demo-views';

type Ids = Record<DemoWho, string>;

/** The demo angler's tackle box (issue 19): what a Great Lakes and Gulf angler carries. */
const TACKLE: CreateTackleItem[] = [
  { name: 'Ned rig 1/10 oz', category: 'lure', brand: 'Z-Man', quantity: 12, notes: 'Green pumpkin TRD' },
  { name: 'Tube jig 3.5"', category: 'lure', brand: 'Strike King', quantity: 8 },
  { name: 'Husky Jerk HJ12', category: 'lure', brand: 'Rapala', quantity: 3, notes: 'Clown and silver' },
  { name: 'Nightcrawlers', category: 'bait', quantity: 24, notes: 'Keep them cool' },
  { name: "Medium spinning rod 7'", category: 'rod', brand: 'St. Croix', quantity: 1 },
  { name: 'Baitcaster 7.1:1', category: 'reel', brand: 'Shimano', quantity: 1 },
  { name: 'Braid 15 lb', category: 'line', brand: 'PowerPro', quantity: 2 },
  { name: 'Fluorocarbon leader 10 lb', category: 'line', brand: 'Seaguar', quantity: 1 },
  { name: 'Octopus circle hooks #2', category: 'hook', brand: 'Gamakatsu', quantity: 25 },
  { name: 'Bullet weights 3/8 oz', category: 'weight', quantity: 15 },
  { name: 'Lip grip', category: 'other', quantity: 1, notes: 'For the toothy ones' },
];

interface DemoCatch {
  fields: Omit<CreateCatchLogEntry, 'caughtAt'>;
  daysAgo: number;
  /** Index into TACKLE of the item used. */
  tackle?: number;
  photo?: PhotoScene;
  /** Shared as a post (one of them). */
  share?: string;
}

const ERIE = { waterName: 'Lake Erie', region: 'Ohio', latitude: 41.6521, longitude: -82.8204 };
const STCLAIR = { waterName: 'Lake St. Clair', region: 'Michigan', latitude: 42.4598, longitude: -82.6967 };
const TAMPA = { waterName: 'Tampa Bay', region: 'Florida', latitude: 27.6648, longitude: -82.7304 };
const KISSIMMEE = { waterName: 'Lake Kissimmee', region: 'Florida', latitude: 27.9072, longitude: -81.2737 };

const CATCHES: DemoCatch[] = [
  {
    fields: {
      species: 'Smallmouth bass',
      weightGrams: 2270,
      lengthMm: 470,
      ...ERIE,
      locationPrecision: 'water',
      visibility: 'public',
      method: 'Drop shot',
      weatherNotes: 'Overcast, light west wind',
      waterNotes: '18 ft, 64°F, clear',
    },
    daysAgo: 3,
    tackle: 1,
    photo: 'dock',
    share: 'Erie smallie on a tube in 18 feet. Rock piles were loaded this morning. #smallmouth',
  },
  {
    fields: {
      species: 'Walleye',
      weightGrams: 3180,
      lengthMm: 640,
      ...ERIE,
      locationPrecision: 'region',
      visibility: 'followers',
      method: 'Trolling',
      bait: 'Nightcrawler harness',
      notes: 'Best eye of the spring',
    },
    daysAgo: 9,
    tackle: 3,
    photo: 'deck',
  },
  {
    fields: { species: 'Walleye', weightGrams: 1450, lengthMm: 500, ...ERIE, method: 'Jigging' },
    daysAgo: 12,
    tackle: 0,
  },
  {
    fields: {
      species: 'Yellow perch',
      weightGrams: 340,
      lengthMm: 290,
      ...ERIE,
      visibility: 'public',
      locationPrecision: 'water',
      bait: 'Emerald shiner',
      notes: 'Limit by 10 am',
    },
    daysAgo: 16,
  },
  {
    fields: {
      species: 'Muskellunge',
      weightGrams: 9070,
      lengthMm: 1170,
      ...STCLAIR,
      visibility: 'followers',
      method: 'Casting',
      weatherNotes: 'Cold front, bluebird sky',
      notes: 'Released after a quick photo',
    },
    daysAgo: 24,
    tackle: 5,
    photo: 'sunset',
  },
  {
    fields: {
      species: 'Smallmouth bass',
      weightGrams: 1810,
      lengthMm: 440,
      ...STCLAIR,
      visibility: 'public',
      locationPrecision: 'region',
      method: 'Ned rig',
    },
    daysAgo: 31,
    tackle: 0,
  },
  {
    fields: {
      species: 'Largemouth bass',
      weightGrams: 2950,
      lengthMm: 530,
      ...KISSIMMEE,
      visibility: 'public',
      locationPrecision: 'water',
      method: 'Jerkbait',
      waterNotes: 'Stained, 72°F',
    },
    daysAgo: 45,
    tackle: 2,
    photo: 'board',
  },
  {
    fields: { species: 'Largemouth bass', weightGrams: 1130, lengthMm: 410, ...KISSIMMEE },
    daysAgo: 47,
    tackle: 0,
  },
  {
    fields: {
      species: 'Redfish',
      weightGrams: 3630,
      lengthMm: 700,
      ...TAMPA,
      visibility: 'public',
      method: 'Sight casting',
      bait: 'Live pinfish',
      notes: 'Tailing on the flat at low tide',
    },
    daysAgo: 58,
    tackle: 8,
    photo: 'underwater',
  },
  {
    fields: {
      species: 'Snook',
      weightGrams: 4310,
      lengthMm: 780,
      ...TAMPA,
      visibility: 'followers',
      locationPrecision: 'region',
      bait: 'Live shrimp',
      weatherNotes: 'Warm, south breeze',
    },
    daysAgo: 61,
    tackle: 8,
  },
  {
    fields: {
      species: 'Spotted seatrout',
      weightGrams: 1360,
      lengthMm: 530,
      ...TAMPA,
      visibility: 'public',
      locationPrecision: 'region',
    },
    daysAgo: 63,
  },
  {
    fields: {
      species: 'Bluegill',
      weightGrams: 280,
      lengthMm: 220,
      waterName: 'Neighbourhood pond',
      region: 'Florida',
      bait: 'Red worm',
      notes: 'First fish for my nephew',
    },
    daysAgo: 75,
    tackle: 3,
  },
  {
    fields: {
      species: 'Channel catfish',
      weightGrams: 5440,
      lengthMm: 760,
      ...KISSIMMEE,
      visibility: 'followers',
      locationPrecision: 'water',
      method: 'Bottom fishing',
      bait: 'Cut shad',
    },
    daysAgo: 88,
    tackle: 9,
  },
  {
    fields: {
      species: 'Northern pike',
      weightGrams: 4080,
      lengthMm: 860,
      ...STCLAIR,
      visibility: 'public',
      method: 'Casting',
      notes: 'Grabbed a jerkbait meant for smallies',
    },
    daysAgo: 102,
    tackle: 2,
  },
  {
    fields: {
      species: 'Walleye',
      weightGrams: 2040,
      lengthMm: 560,
      ...ERIE,
      visibility: 'private',
      method: 'Trolling',
    },
    daysAgo: 120,
    tackle: 6,
  },
];

const DAY = 86_400_000;

/**
 * Shares a catch as the demo angler would, then gives the post the life the demo community's posts have: liked and
 * seen by a few demo people (through the services), dated back to the afternoon after the catch.
 */
async function shareDemoCatch(
  app: FastifyInstance,
  ids: Ids,
  entryId: string,
  text: string,
  daysAgo: number,
) {
  const shared = await shareEntry(app, ids.angler, entryId, { content: text, visibility: 'public' });
  const postId = shared.postId!;
  const likers = [ids.captain, ids.director];
  for (const userId of likers) await likePost(app, userId, postId);
  const others = [ids.admin, ids.moderator, ids.advertiser, ids.publisher, ids.affiliate];
  const hoursAgo = daysAgo * 24 - 6;
  await seedDemoViews(app, postId, plannedViews(text, likers.length, hoursAgo), likers, others, text);
  const at = new Date(Date.now() - hoursAgo * 3_600_000);
  await app.db.update(userPosts).set({ createdAt: at, updatedAt: at }).where(eq(userPosts.id, postId));
  await app.db.update(postHashtags).set({ createdAt: at }).where(eq(postHashtags.postId, postId));
  await app.db.update(feedItems).set({ createdAt: at }).where(eq(feedItems.postId, postId));
}

/**
 * The demo angler's tackle box and catch log (issue 19), through the same services the app uses: a mix of species
 * over four months, every place precision and visibility, tackle on most catches, and one catch shared as a post.
 */
export async function seedDemoAnglerLog(app: FastifyInstance, ids: Ids): Promise<void> {
  const anglerId = ids.angler;
  const tackleIds: string[] = [];
  for (const item of TACKLE) tackleIds.push((await addTackle(app.db, anglerId, item)).id);
  const now = Date.now();
  for (const [index, demo] of CATCHES.entries()) {
    const caughtAt = new Date(now - demo.daysAgo * DAY - (index % 5) * 3_600_000).toISOString();
    const photo = demo.photo
      ? await demoPhotoJpeg({
          species: demo.fields.species,
          scene: demo.photo,
          seed: `catch-log-${index}`,
          width: 720,
          height: 900,
        })
      : undefined;
    const entry = await createEntry(app, anglerId, {
      fields: {
        ...demo.fields,
        caughtAt,
        tackleItemId: demo.tackle === undefined ? undefined : tackleIds[demo.tackle],
      },
      photo,
    });
    if (demo.share) await shareDemoCatch(app, ids, entry.id, demo.share, demo.daysAgo);
  }
}
