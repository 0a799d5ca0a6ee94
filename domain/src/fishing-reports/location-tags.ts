import { z } from 'zod';

/**
 * Location tags (spec §3, issue 19): a place a person chose to share, from a public fishing report or a post.
 * Trending locations (spec §9) are counted over the latest TRENDING_SAMPLE tags and the top TRENDING_SHOWN shown.
 */

export const PLACE_TYPES = ['lake', 'river', 'ocean', 'marina', 'pond'] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];

export const isPlaceType = (value: unknown): value is PlaceType =>
  typeof value === 'string' && (PLACE_TYPES as readonly string[]).includes(value);

export const TRENDING_SAMPLE = 100;
export const TRENDING_SHOWN = 8;
/** The map's answer is capped: a bounding box over a whole continent still returns a page, never the table. */
export const MAP_TAGS_MAX = 500;
export const LOCATION_NAME_MAX_CHARS = 120;

/**
 * Coordinates kept to a millionth of a degree (about 11 cm): finer is false precision, and a fuzzed subnormal
 * number would otherwise reach PostgreSQL's double precision and be refused there.
 */
const degrees = (limit: number) =>
  z
    .number()
    .min(-limit)
    .max(limit)
    .transform((value) => Math.round(value * 1e6) / 1e6);
export const LatitudeSchema = degrees(90);
export const LongitudeSchema = degrees(180);

/** A place as a person enters it: a name, a type, and the spot only when they choose to share it. */
export const LocationInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a place').max(LOCATION_NAME_MAX_CHARS),
    placeType: z.enum(PLACE_TYPES),
    latitude: LatitudeSchema.nullable().default(null),
    longitude: LongitudeSchema.nullable().default(null),
  })
  .refine((value) => (value.latitude === null) === (value.longitude === null), {
    path: ['longitude'],
    message: 'Give both a latitude and a longitude.',
  });
export type LocationInput = z.input<typeof LocationInputSchema>;

export const LocationSchema = z.object({
  name: z.string(),
  placeType: z.enum(PLACE_TYPES),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Location = z.infer<typeof LocationSchema>;

/** PUT /api/posts/:postId/location: the author tags their post with a place (DELETE takes it off). */
export const PostLocationParamsSchema = z.object({ postId: z.uuid() });
export const PostLocationSchema = z.object({ postId: z.uuid(), location: LocationSchema.nullable() });
export type PostLocation = z.infer<typeof PostLocationSchema>;

/** GET /api/locations/trending: the most tagged places among the latest tags, most first. */
export const TrendingLocationSchema = z.object({
  name: z.string(),
  placeType: z.enum(PLACE_TYPES),
  /** Tags of this place among the latest TRENDING_SAMPLE. */
  count: z.number().int(),
  /** Where the place's shared spots centre, when any of its tags has one. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type TrendingLocation = z.infer<typeof TrendingLocationSchema>;
export const TrendingLocationsSchema = z.object({ items: z.array(TrendingLocationSchema) });
export type TrendingLocations = z.infer<typeof TrendingLocationsSchema>;

/** GET /api/locations/map?south&west&north&east: shared spots inside the box (west > east crosses 180°). */
export const LocationMapQuerySchema = z
  .object({
    south: z.coerce.number().pipe(LatitudeSchema),
    west: z.coerce.number().pipe(LongitudeSchema),
    north: z.coerce.number().pipe(LatitudeSchema),
    east: z.coerce.number().pipe(LongitudeSchema),
  })
  .refine((box) => box.south <= box.north, { path: ['north'], message: 'North must be above south' });
export type LocationMapQuery = z.infer<typeof LocationMapQuerySchema>;

export const MapLocationSchema = z.object({
  name: z.string(),
  placeType: z.enum(PLACE_TYPES),
  latitude: z.number(),
  longitude: z.number(),
  /** Shared tags at this spot (same name and coordinates). */
  count: z.number().int(),
  lastTaggedAt: z.string(),
});
export type MapLocation = z.infer<typeof MapLocationSchema>;
export const LocationMapSchema = z.object({ items: z.array(MapLocationSchema), truncated: z.boolean() });
export type LocationMap = z.infer<typeof LocationMapSchema>;
