import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CreateFishingReportSchema } from '@tightlines/domain/fishing-reports/contract';
import type { LocationInputSchema } from '@tightlines/domain/fishing-reports/location-tags';
import type { z } from 'zod';
import { fishingReports, locationTags, userPosts } from '#server/db/schema';
import { createReport } from '#server/features/fishing-reports/service';
import { tagPost } from '#server/features/locations/service';
import type { DemoWho } from './demo-social';

/**
 * Fishing reports and location tags (issue 19): a dozen public reports from the demo people across waters, species
 * and the last few weeks, written through the service (so their places become location tags), and places on a few
 * of the demo posts. The place names repeat on purpose, so trending locations have something to rank.
 */

type Report = Omit<z.input<typeof CreateFishingReportSchema>, 'fishedOn'> & { by: DemoWho; daysAgo: number };

const REPORTS: Report[] = [
  {
    by: 'angler',
    daysAgo: 1,
    location: { name: 'Lake Fork', placeType: 'lake', latitude: 32.8287, longitude: -95.5713 },
    targetSpecies: ['bass'],
    weather: 'Overcast, light south wind, pressure falling',
    waterClarity: 'moderate',
    waterTempF: 64,
    techniques: 'Squarebill along the stump rows, Texas-rigged craw in the creek mouths',
    success: 'excellent',
    notes: 'Best bite from first light to 9. Fish were on the secondary points in 6 to 10 feet.',
  },
  {
    by: 'moderator',
    daysAgo: 2,
    location: { name: 'Lake Fork', placeType: 'lake' },
    targetSpecies: ['bass', 'catfish'],
    weather: 'Sunny and calm',
    waterClarity: 'clear',
    waterTempF: 66.5,
    techniques: 'Hollow-body frog over the grass, cut shad for the cats after dark',
    success: 'fair',
    notes: 'Frog bite slowed once the sun got high. The channel cats made up for it.',
  },
  {
    by: 'captain',
    daysAgo: 3,
    location: { name: 'Islamorada Reef', placeType: 'ocean', latitude: 24.9243, longitude: -80.6278 },
    targetSpecies: ['snapper', 'grouper'],
    weather: 'East wind 10–15 knots, 2 ft seas',
    waterClarity: 'clear',
    waterTempF: 79,
    techniques: 'Chumming on the edge, live pilchards on a knocker rig',
    success: 'excellent',
    notes: 'Mangroves and yellowtail stacked up on the outgoing tide. Kept two nice black grouper.',
  },
  {
    by: 'director',
    daysAgo: 4,
    location: {
      name: 'Lake Erie — Western Basin',
      placeType: 'lake',
      latitude: 41.6953,
      longitude: -83.0517,
    },
    targetSpecies: ['walleye'],
    weather: 'Fog until 10, then partly cloudy',
    waterClarity: 'murky',
    waterTempF: 58,
    techniques: 'Trolling crankbaits behind planer boards at 1.5 mph',
    success: 'fair',
    notes: 'Stained water after the blow. Purple and chartreuse worked best.',
  },
  {
    by: 'angler',
    daysAgo: 6,
    location: { name: 'Lake Erie — Western Basin', placeType: 'lake' },
    targetSpecies: ['walleye', 'other'],
    weather: 'Cool and breezy from the west',
    waterClarity: 'moderate',
    waterTempF: 57,
    techniques: 'Blade baits on the reefs, slow lift and drop',
    success: 'slow',
    notes: 'Marked plenty of fish but they would not commit. A few white perch kept it interesting.',
  },
  {
    by: 'publisher',
    daysAgo: 7,
    location: { name: 'Kenai River', placeType: 'river', latitude: 60.4879, longitude: -151.0583 },
    targetSpecies: ['salmon', 'trout'],
    weather: 'Light rain, 52 °F air',
    waterClarity: 'moderate',
    waterTempF: 49,
    techniques: 'Drifting beads for rainbows, back-trolling plugs for silvers',
    success: 'excellent',
    notes: 'Silvers pushing in on the morning tide. Rainbows behind the spawners.',
  },
  {
    by: 'captain',
    daysAgo: 8,
    location: { name: 'Tampa Bay Marina', placeType: 'marina', latitude: 27.7634, longitude: -82.6279 },
    targetSpecies: ['snapper', 'other'],
    weather: 'Hot, afternoon storms',
    waterClarity: 'moderate',
    waterTempF: 84,
    techniques: 'Live shrimp under a popping cork along the docks',
    success: 'fair',
    notes: 'Snook and mangrove snapper under the lights in the evening. Storms shut it down by 5.',
  },
  {
    by: 'affiliate',
    daysAgo: 9,
    location: { name: 'Mille Lacs Lake', placeType: 'lake', latitude: 46.2375, longitude: -93.6508 },
    targetSpecies: ['pike', 'walleye'],
    weather: 'Windy from the northwest',
    waterClarity: 'clear',
    waterTempF: 55,
    techniques: 'Jerkbaits on the weed edges, slip bobbers with leeches on the gravel',
    success: 'fair',
    notes: 'A 38-inch pike on the jerkbait. Walleye bite best on the wind-blown side.',
  },
  {
    by: 'moderator',
    daysAgo: 11,
    location: { name: 'Kenai River', placeType: 'river' },
    targetSpecies: ['salmon'],
    weather: 'Clear and cold morning',
    waterClarity: 'clear',
    waterTempF: 47.5,
    techniques: 'Drift bobber and yarn through the slower seams',
    success: 'slow',
    notes: 'Between runs. A couple of early fish, lots of boats.',
  },
  {
    by: 'advertiser',
    daysAgo: 13,
    location: { name: 'Kona Coast', placeType: 'ocean', latitude: 19.6399, longitude: -155.9969 },
    targetSpecies: ['marlin', 'tuna'],
    weather: 'Trade winds, 3–4 ft swell',
    waterClarity: 'clear',
    waterTempF: 80,
    techniques: 'Trolling lures in the spread, 40 fathom ledge',
    success: 'excellent',
    notes: 'One blue marlin released around 300 lb, and ahi on the buoys.',
  },
  {
    by: 'director',
    daysAgo: 16,
    location: { name: 'Cedar Creek Pond', placeType: 'pond' },
    targetSpecies: ['catfish', 'bass'],
    weather: 'Warm evening',
    waterClarity: 'murky',
    waterTempF: 72,
    techniques: 'Chicken liver on the bottom, small plastic worms along the dam',
    success: 'fair',
    notes: 'Great spot to take the kids: easy bank access and steady action.',
  },
  {
    by: 'angler',
    daysAgo: 20,
    location: { name: 'Lake Fork', placeType: 'lake' },
    targetSpecies: ['bass'],
    weather: 'Cold front passed, bluebird skies',
    waterClarity: 'clear',
    waterTempF: 61,
    techniques: 'Drop shot on offshore brush piles',
    success: 'slow',
    notes: 'Post-front tough day. Fish tight to cover; slow down and downsize.',
  },
];

/** Places on demo posts (only the place's name: a post never shares the spot). */
const POST_PLACES: { by: DemoWho; starts: string; place: z.input<typeof LocationInputSchema> }[] = [
  { by: 'angler', starts: 'Personal best!', place: { name: 'Lake Fork', placeType: 'lake' } },
  {
    by: 'moderator',
    starts: 'Foggy start on Erie',
    place: { name: 'Lake Erie — Western Basin', placeType: 'lake' },
  },
  {
    by: 'advertiser',
    starts: 'Fresh shrimp and pinfish',
    place: { name: 'Tampa Bay Marina', placeType: 'marina' },
  },
  { by: 'affiliate', starts: 'Testing a new squarebill', place: { name: 'Lake Fork', placeType: 'lake' } },
];

const DAY = 86_400_000;
const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

export async function seedDemoFishingReports(
  app: FastifyInstance,
  ids: Record<DemoWho, string>,
): Promise<void> {
  for (const { by, daysAgo, ...input } of REPORTS) {
    const report = await createReport(app.db, ids[by], {
      ...input,
      location: { latitude: null, longitude: null, ...input.location },
      weather: input.weather ?? '',
      waterClarity: input.waterClarity ?? null,
      waterTempF: input.waterTempF ?? null,
      techniques: input.techniques ?? '',
      notes: input.notes ?? '',
      visibility: 'public',
      fishedOn: dayOf(daysAgo),
    });
    // Written the evening of the day fished, so the list reads in the order the fishing happened.
    const at = new Date(Date.now() - daysAgo * DAY + 6 * 3_600_000 - DAY / 2);
    await app.db
      .update(fishingReports)
      .set({ createdAt: at, updatedAt: at })
      .where(eq(fishingReports.id, report.id));
    await app.db.update(locationTags).set({ createdAt: at }).where(eq(locationTags.reportId, report.id));
  }
  for (const { by, starts, place } of POST_PLACES) {
    const [post] = await app.db
      .select({ id: userPosts.id })
      .from(userPosts)
      .where(and(eq(userPosts.userId, ids[by]), like(userPosts.content, `${starts}%`)));
    if (!post) throw new Error(`demo post "${starts}" is missing`);
    await tagPost(app.db, ids[by], post.id, { latitude: null, longitude: null, ...place });
  }
}
