import { z } from 'zod';
import { MediaSchema, VISIBILITIES } from '../social/posts';
import { PersonSchema } from '../social/people';
import { POST_MAX_CHARS } from '../social/limits';

/**
 * The angler's own tools (issue 19): the tackle box (spec §3, §5) and the catch log. The server and the web are
 * built against this file; the privacy rule for a catch's place is `location.ts`.
 */

// ── Tackle box ────────────────────────────────────────────────────────────────────────────────────────────────

/** Spec §3: a tackle item's category. */
export const TACKLE_CATEGORIES = ['lure', 'bait', 'rod', 'reel', 'line', 'hook', 'weight', 'other'] as const;
export type TackleCategory = (typeof TACKLE_CATEGORIES)[number];

export const TACKLE_NAME_MAX = 120;
export const TACKLE_BRAND_MAX = 120;
export const TACKLE_NOTES_MAX = 1000;
export const TACKLE_QUANTITY_MAX = 9999;
/** A box holds at most this many items (the list answers them all, grouped by category on the client). */
export const TACKLE_BOX_MAX = 500;

/** Blank optional text is no text. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((value) => value.trim() || null)
    .nullish();

/**
 * POST /api/tackle. The name's rule (required, spec §5) is the service's, so a blank name answers the spec's
 * 'Please enter a name for the tackle item' with the field message 'Name required' rather than a generic error.
 */
export const CreateTackleItemSchema = z.object({
  name: z.string().max(TACKLE_NAME_MAX),
  category: z.enum(TACKLE_CATEGORIES).default('other'),
  brand: optionalText(TACKLE_BRAND_MAX),
  quantity: z.number().int().min(0).max(TACKLE_QUANTITY_MAX).default(1),
  notes: optionalText(TACKLE_NOTES_MAX),
});
export type CreateTackleItem = z.input<typeof CreateTackleItemSchema>;

/** PATCH /api/tackle/:id: any of the fields; null clears brand or notes. */
export const UpdateTackleItemSchema = z.object({
  name: z.string().max(TACKLE_NAME_MAX).optional(),
  category: z.enum(TACKLE_CATEGORIES).optional(),
  brand: optionalText(TACKLE_BRAND_MAX),
  quantity: z.number().int().min(0).max(TACKLE_QUANTITY_MAX).optional(),
  notes: optionalText(TACKLE_NOTES_MAX),
});
export type UpdateTackleItem = z.input<typeof UpdateTackleItemSchema>;

export const TackleParamsSchema = z.object({ id: z.uuid() });

/** The biggest fish a tackle item caught (by weight, then length). */
export const TackleBestCatchSchema = z.object({
  entryId: z.uuid(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  caughtAt: z.string(),
});

export const TackleItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(TACKLE_CATEGORIES),
  brand: z.string().nullable(),
  quantity: z.number().int(),
  notes: z.string().nullable(),
  /** How many catch log entries record this item ("what caught the most"). */
  catchCount: z.number().int(),
  bestCatch: TackleBestCatchSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TackleItem = z.infer<typeof TackleItemSchema>;

/** GET /api/tackle: the whole box, by category then name. */
export const TackleListSchema = z.object({ items: z.array(TackleItemSchema) });
export type TackleList = z.infer<typeof TackleListSchema>;

/** The item that caught the most fish, ties to the one with the biggest fish; none when nothing caught any. */
export function mostProductiveTackle(items: readonly TackleItem[]): TackleItem | null {
  let best: TackleItem | null = null;
  for (const item of items) {
    if (item.catchCount === 0) continue;
    if (
      !best ||
      item.catchCount > best.catchCount ||
      (item.catchCount === best.catchCount &&
        (item.bestCatch?.weightGrams ?? 0) > (best.bestCatch?.weightGrams ?? 0))
    )
      best = item;
  }
  return best;
}

// ── Catch log ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * How much of a catch's place others may see (issue 19: spot-burning is anglers' top complaint): the exact spot,
 * only the water body, only the region, or nothing. Default hidden. The owner always sees everything.
 */
export const LOCATION_PRECISIONS = ['exact', 'water', 'region', 'hidden'] as const;
export type LocationPrecision = (typeof LOCATION_PRECISIONS)[number];

/** Who may see an entry at all. Default private. */
export const LOG_VISIBILITIES = ['private', 'followers', 'public'] as const;
export type LogVisibility = (typeof LOG_VISIBILITIES)[number];

export const CATCH_SPECIES_MAX = 100;
export const CATCH_PLACE_MAX = 160;
export const CATCH_NOTE_MAX = 2000;
export const CATCH_SHORT_MAX = 200;
/** 1,000 kg and 10 m: beyond any fish, so a typo's extra zeros are refused. */
export const CATCH_WEIGHT_MAX_GRAMS = 1_000_000;
export const CATCH_LENGTH_MAX_MM = 10_000;
export const CATCH_LOG_PAGE_SIZE = 20;

/** A multipart form sends every field as text; a blank field is an absent one. */
const blank = (value: unknown) => (value === '' || value === 'null' ? null : value);
const num = (schema: z.ZodNumber) => z.preprocess(blank, z.coerce.number().pipe(schema).nullish());
const text = (max: number) => z.preprocess(blank, optionalText(max));

const CatchFieldsShape = {
  species: z.string().trim().min(1).max(CATCH_SPECIES_MAX),
  weightGrams: num(z.number().int().min(1).max(CATCH_WEIGHT_MAX_GRAMS)),
  lengthMm: num(z.number().int().min(1).max(CATCH_LENGTH_MAX_MM)),
  caughtAt: z.iso.datetime({ offset: true }),
  waterName: text(CATCH_PLACE_MAX),
  region: text(CATCH_PLACE_MAX),
  latitude: num(z.number().min(-90).max(90)),
  longitude: num(z.number().min(-180).max(180)),
  locationPrecision: z.enum(LOCATION_PRECISIONS).default('hidden'),
  visibility: z.enum(LOG_VISIBILITIES).default('private'),
  method: text(CATCH_SHORT_MAX),
  bait: text(CATCH_SHORT_MAX),
  weatherNotes: text(CATCH_NOTE_MAX),
  waterNotes: text(CATCH_NOTE_MAX),
  notes: text(CATCH_NOTE_MAX),
  tackleItemId: z.preprocess(blank, z.uuid().nullish()),
};

/** A point needs both halves. */
const bothOrNeither = (value: { latitude?: number | null; longitude?: number | null }) =>
  (value.latitude === undefined) === (value.longitude === undefined) &&
  (value.latitude === null) === (value.longitude === null);
const pointMessage = { message: 'Pick the place on the map', path: ['latitude'] };

/**
 * POST /api/catch-log: multipart/form-data with these fields and an optional file `photo` (or JSON without one).
 * The caught-at time cannot be in the future (the service's check, a minute of clock skew allowed).
 */
export const CreateCatchLogEntrySchema = z.object(CatchFieldsShape).refine(bothOrNeither, pointMessage);
export type CreateCatchLogEntry = z.input<typeof CreateCatchLogEntrySchema>;

/** PATCH /api/catch-log/:id (JSON): any of the fields; null clears an optional one. */
export const UpdateCatchLogEntrySchema = z
  .object({
    ...CatchFieldsShape,
    species: CatchFieldsShape.species.optional(),
    caughtAt: CatchFieldsShape.caughtAt.optional(),
    locationPrecision: z.enum(LOCATION_PRECISIONS).optional(),
    visibility: z.enum(LOG_VISIBILITIES).optional(),
  })
  .refine(bothOrNeither, pointMessage);
export type UpdateCatchLogEntry = z.input<typeof UpdateCatchLogEntrySchema>;

export const CatchLogParamsSchema = z.object({ id: z.uuid() });

const DateSchema = z.iso.date();

/** GET /api/catch-log and GET /api/people/:userId/catch-log: newest catch first, by keyset. */
export const CatchLogQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CATCH_LOG_PAGE_SIZE),
  species: z.string().trim().min(1).max(CATCH_SPECIES_MAX).optional(),
  /** Inclusive calendar dates (UTC days). */
  from: DateSchema.optional(),
  to: DateSchema.optional(),
});
export type CatchLogQuery = z.infer<typeof CatchLogQuerySchema>;

/** A catch's place as the viewer may see it (see `presentCatchLocation`). */
export const CatchLocationSchema = z.object({
  precision: z.enum(LOCATION_PRECISIONS),
  waterName: z.string().nullable(),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type CatchLocation = z.infer<typeof CatchLocationSchema>;

export const CatchLogEntrySchema = z.object({
  id: z.uuid(),
  owner: PersonSchema,
  /** Whether the viewer is the owner (only they see the private fields and may edit). */
  isOwner: z.boolean(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  photoUrl: z.string().nullable(),
  media: MediaSchema.nullable(),
  caughtAt: z.string(),
  location: CatchLocationSchema,
  visibility: z.enum(LOG_VISIBILITIES),
  method: z.string().nullable(),
  bait: z.string().nullable(),
  weatherNotes: z.string().nullable(),
  waterNotes: z.string().nullable(),
  notes: z.string().nullable(),
  /** The tackle used: the owner's only (a box is private). */
  tackle: z.object({ id: z.uuid(), name: z.string(), category: z.enum(TACKLE_CATEGORIES) }).nullable(),
  /** Set when the catch came from a tournament (approved by its judges). */
  tournament: z.object({ eventId: z.uuid(), eventName: z.string() }).nullable(),
  /** The post it was shared as, if it was. */
  postId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type CatchLogEntry = z.infer<typeof CatchLogEntrySchema>;

export const CatchLogPageSchema = z.object({
  items: z.array(CatchLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type CatchLogPage = z.infer<typeof CatchLogPageSchema>;

/**
 * POST /api/catch-log/:id/share: a post with the catch's photo and this text (the client writes it in the
 * reader's language and units); the post never carries more of the place than the entry's precision allows.
 */
export const ShareCatchSchema = z.object({
  content: z.string().max(POST_MAX_CHARS).default(''),
  visibility: z.enum(VISIBILITIES).default('public'),
});
export type ShareCatch = z.input<typeof ShareCatchSchema>;
