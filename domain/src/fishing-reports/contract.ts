import { z } from 'zod';
import { ModerationNoticeSchema } from '../moderation/state';
import { PersonSchema } from '../social/people';
import { LatitudeSchema, LocationInputSchema, LocationSchema, LongitudeSchema } from './location-tags';

/**
 * Fishing reports (spec §3 and §5, issue 19): what the fishing was like at a place on a day. A public report is
 * everyone's to read; a private one only its author's (others get 404, as if it did not exist).
 */

export const REPORT_SPECIES = [
  'bass',
  'trout',
  'salmon',
  'pike',
  'walleye',
  'catfish',
  'snapper',
  'grouper',
  'marlin',
  'tuna',
  'other',
] as const;
export type ReportSpecies = (typeof REPORT_SPECIES)[number];
export const WATER_CLARITIES = ['murky', 'moderate', 'clear'] as const;
export type WaterClarity = (typeof WATER_CLARITIES)[number];
export const FISHING_SUCCESS = ['slow', 'fair', 'excellent'] as const;
export type FishingSuccess = (typeof FISHING_SUCCESS)[number];
export const REPORT_VISIBILITIES = ['public', 'private'] as const;
export type ReportVisibility = (typeof REPORT_VISIBILITIES)[number];

export const REPORT_LIMITS = {
  weatherMax: 200,
  techniquesMax: 500,
  notesMax: 2_000,
  /** Water as anglers meet it, ice-cold to a tropical flat (°F, as entered: spec §3). */
  waterTempMinF: 28,
  waterTempMaxF: 110,
  pageSize: 20,
  /** How far around a point `near` reaches at most (km). */
  radiusMaxKm: 500,
} as const;

const optionalText = (max: number) => z.string().trim().max(max).default('');
/** Today in the widest time zone ahead of UTC (+14:00), so nobody's today is refused as "in the future". */
const latestDay = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
const DaySchema = z.iso.date();

const ReportFields = {
  location: LocationInputSchema,
  targetSpecies: z
    .array(z.enum(REPORT_SPECIES))
    .min(1, 'Choose at least one species')
    .max(REPORT_SPECIES.length)
    .transform((species) => [...new Set(species)]),
  weather: optionalText(REPORT_LIMITS.weatherMax),
  waterClarity: z.enum(WATER_CLARITIES).nullable().default(null),
  /** °F to a tenth, stored and answered as entered; the reader's unit is the client's business. */
  waterTempF: z
    .number()
    .min(REPORT_LIMITS.waterTempMinF)
    .max(REPORT_LIMITS.waterTempMaxF)
    .transform((value) => Math.round(value * 10) / 10)
    .nullable()
    .default(null),
  techniques: optionalText(REPORT_LIMITS.techniquesMax),
  success: z.enum(FISHING_SUCCESS),
  notes: optionalText(REPORT_LIMITS.notesMax),
  /** The day fished (the person's calendar day); not after today anywhere on Earth. */
  fishedOn: DaySchema.refine((day) => day <= latestDay(), 'The day cannot be in the future'),
  visibility: z.enum(REPORT_VISIBILITIES).default('public'),
};

/** POST /api/fishing-reports (signed in; 401 'Authentication required'). */
export const CreateFishingReportSchema = z.object(ReportFields);
export type CreateFishingReport = z.input<typeof CreateFishingReportSchema>;

/** PATCH /api/fishing-reports/:reportId (the author): any of the fields. */
export const UpdateFishingReportSchema = z
  .object({
    location: ReportFields.location.optional(),
    targetSpecies: ReportFields.targetSpecies.optional(),
    weather: z.string().trim().max(REPORT_LIMITS.weatherMax).optional(),
    waterClarity: z.enum(WATER_CLARITIES).nullable().optional(),
    waterTempF: z
      .number()
      .min(REPORT_LIMITS.waterTempMinF)
      .max(REPORT_LIMITS.waterTempMaxF)
      .transform((value) => Math.round(value * 10) / 10)
      .nullable()
      .optional(),
    techniques: z.string().trim().max(REPORT_LIMITS.techniquesMax).optional(),
    success: z.enum(FISHING_SUCCESS).optional(),
    notes: z.string().trim().max(REPORT_LIMITS.notesMax).optional(),
    fishedOn: ReportFields.fishedOn.optional(),
    visibility: z.enum(REPORT_VISIBILITIES).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');
export type UpdateFishingReport = z.input<typeof UpdateFishingReportSchema>;

export const FishingReportParamsSchema = z.object({ reportId: z.uuid() });

/**
 * GET /api/fishing-reports: public reports, newest first, filtered by place (name contains), a point and radius,
 * species and the day fished; `mine` lists the signed-in person's own, private ones too.
 */
export const FishingReportQuerySchema = z
  .object({
    place: z.string().trim().max(120).optional(),
    lat: z.coerce.number().pipe(LatitudeSchema).optional(),
    lng: z.coerce.number().pipe(LongitudeSchema).optional(),
    radiusKm: z.coerce.number().min(1).max(REPORT_LIMITS.radiusMaxKm).default(50),
    species: z.enum(REPORT_SPECIES).optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    mine: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    cursor: z.string().max(200).optional(),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    path: ['lng'],
    message: 'Give both a latitude and a longitude.',
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
export type FishingReportQuery = z.input<typeof FishingReportQuerySchema>;

export const FishingReportSchema = z.object({
  id: z.uuid(),
  author: PersonSchema,
  location: LocationSchema,
  targetSpecies: z.array(z.enum(REPORT_SPECIES)),
  weather: z.string(),
  waterClarity: z.enum(WATER_CLARITIES).nullable(),
  waterTempF: z.number().nullable(),
  techniques: z.string(),
  success: z.enum(FISHING_SUCCESS),
  notes: z.string(),
  fishedOn: z.string(),
  visibility: z.enum(REPORT_VISIBILITIES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The reader wrote it (may edit and delete). */
  mine: z.boolean(),
  /** Held or hidden by moderation: only its author still sees it, with this notice. */
  moderation: ModerationNoticeSchema,
});
export type FishingReport = z.infer<typeof FishingReportSchema>;

export const FishingReportPageSchema = z.object({
  items: z.array(FishingReportSchema),
  nextCursor: z.string().nullable(),
});
export type FishingReportPage = z.infer<typeof FishingReportPageSchema>;
