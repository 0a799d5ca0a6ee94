import { z } from 'zod';
import { MediaSchema } from '../social/posts';
import { SCORING_MODES } from './scoring';

/** pending (waiting for a judge) | approved (scores) | rejected | resubmit (the judge asked for a new photo). */
export const CATCH_STATUSES = ['pending', 'approved', 'rejected', 'resubmit'] as const;
const CatchStatusSchema = z.enum(CATCH_STATUSES);
export type CatchStatus = z.infer<typeof CatchStatusSchema>;

/** A weight or length typed on a phone: at most 1,000 kg, 10 m. */
const MAX_WEIGHT_GRAMS = 1_000_000;
const MAX_LENGTH_MM = 10_000;
export const REASON_MAX_CHARS = 500;
export const IDENTIFIER_CODE_MAX_CHARS = 20;

const optionalNumber = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    z.number().int().positive().max(max).optional(),
  );

/**
 * POST /api/events/:eventId/catches is multipart/form-data: file `photo` plus these fields (strings on the
 * wire). `clientId` is the device's id for the catch, so an offline upload retried is stored once; `caughtAt`
 * is the device's clock at capture (the photo's EXIF time wins when present).
 */
export const CatchFieldsSchema = z.object({
  clientId: z.uuid(),
  species: z.string().trim().min(1).max(100),
  weightGrams: optionalNumber(MAX_WEIGHT_GRAMS),
  lengthMm: optionalNumber(MAX_LENGTH_MM),
  caughtAt: z.iso.datetime({ offset: true }),
  latitude: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().min(-90).max(90).optional(),
  ),
  longitude: z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : Number(value)),
    z.number().min(-180).max(180).optional(),
  ),
  identifierCode: z.string().trim().max(IDENTIFIER_CODE_MAX_CHARS).optional(),
  /** The catch a judge asked to re-submit, which this one replaces. */
  resubmissionOf: z.preprocess((value) => (value === '' ? undefined : value), z.uuid().optional()),
});

/** What the judges are warned about; absent keys are clear. */
export const CatchFlagsSchema = z.object({
  outsideHours: z.boolean().optional(),
  outsideBoundary: z.boolean().optional(),
  /** Another catch of the same event whose photo is (nearly) the same picture. */
  duplicateOf: z.uuid().optional(),
  missingCode: z.boolean().optional(),
});
export type CatchFlags = z.infer<typeof CatchFlagsSchema>;

const CatchBaseSchema = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  species: z.string(),
  weightGrams: z.number().int().nullable(),
  lengthMm: z.number().int().nullable(),
  photoUrl: z.string(),
  media: MediaSchema.nullable(),
  identifierCode: z.string().nullable(),
  caughtAt: z.string(),
  caughtAtSource: z.enum(['device', 'exif']),
  status: CatchStatusSchema,
  reviewReason: z.string().nullable(),
  score: z.number().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Set when this catch replaces one the judges asked to re-submit. */
  resubmissionOf: z.uuid().nullable(),
});

/** The angler's own catch. Their own location is theirs to see; nobody else's catch is ever in this shape. */
export const MyCatchSchema = CatchBaseSchema.extend({
  clientId: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type MyCatch = z.infer<typeof MyCatchSchema>;

/** A catch in the judges' queue: who, where, and the flags. */
export const JudgeCatchSchema = CatchBaseSchema.extend({
  registrationId: z.uuid(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
  anglerName: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  flags: CatchFlagsSchema,
  reviewedByName: z.string().nullable(),
});
export type JudgeCatch = z.infer<typeof JudgeCatchSchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  catchId: z.uuid().nullable(),
  registrationId: z.uuid().nullable(),
  action: z.string(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const JudgeCatchDetailSchema = JudgeCatchSchema.extend({ audit: z.array(AuditEntrySchema) });
export type JudgeCatchDetail = z.infer<typeof JudgeCatchDetailSchema>;

export const JudgeQueueQuerySchema = z.object({ status: CatchStatusSchema.default('pending') });

export const JudgeQueueSchema = z.object({
  catches: z.array(JudgeCatchSchema),
  counts: z.record(CatchStatusSchema, z.number().int()),
});
export type JudgeQueue = z.infer<typeof JudgeQueueSchema>;

/** Reject and ask-for-resubmission need a reason the angler will read. */
export const DecisionReasonSchema = z.object({ reason: z.string().trim().min(1).max(REASON_MAX_CHARS) });

/** A penalty the event's rules allow (rule_sets.penalties / tournament_events.penalties). */
export const PenaltyOptionSchema = z.object({
  code: z.string(),
  label: z.string(),
  grams: z.number().int().optional(),
  points: z.number().optional(),
});
export type PenaltyOption = z.infer<typeof PenaltyOptionSchema>;

export const CreatePenaltySchema = z.object({
  registrationId: z.uuid(),
  code: z.string().min(1),
  reason: z.string().trim().max(REASON_MAX_CHARS).default(''),
});
export type CreatePenalty = z.infer<typeof CreatePenaltySchema>;

export const PenaltySchema = z.object({
  id: z.uuid(),
  registrationId: z.uuid(),
  entrantName: z.string(),
  code: z.string(),
  label: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Penalty = z.infer<typeof PenaltySchema>;

/** The judging page's frame: the event, its penalty options, entrants and applied penalties. */
export const JudgingOverviewSchema = z.object({
  eventId: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  scoringMode: z.enum(SCORING_MODES),
  resultsPublishedAt: z.string().nullable(),
  leaderboardVersion: z.number().int(),
  penaltyOptions: z.array(PenaltyOptionSchema),
  entrants: z.array(
    z.object({ registrationId: z.uuid(), name: z.string(), boatName: z.string().nullable() }),
  ),
  penalties: z.array(PenaltySchema),
});
export type JudgingOverview = z.infer<typeof JudgingOverviewSchema>;

export const CodeOfTheDaySchema = z.object({ day: z.string(), code: z.string() });
export type CodeOfTheDay = z.infer<typeof CodeOfTheDaySchema>;

/** An event I fish in (GET /api/me/tournaments), with what the capture page needs. */
export const MyTournamentSchema = z.object({
  eventId: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  location: z.string(),
  species: z.array(z.string()),
  entrantName: z.string(),
  registrationId: z.uuid(),
  /** active | upcoming | completed, by date in the event's time zone. */
  status: z.enum(['active', 'upcoming', 'completed']),
  /** Catches may be submitted now (the event is on, or its last day just ended: offline uploads catch up). */
  acceptingCatches: z.boolean(),
  catchCounts: z.record(CatchStatusSchema, z.number().int()),
});
export type MyTournament = z.infer<typeof MyTournamentSchema>;

export const EventParamsSchema = z.object({ eventId: z.uuid() });
export const CatchParamsSchema = z.object({ eventId: z.uuid(), catchId: z.uuid() });
export const PenaltyParamsSchema = z.object({ eventId: z.uuid(), penaltyId: z.uuid() });

/** Perceptual hashes at most this many bits apart are the same photo (re-encoded, resized, lightly cropped). */
export const DUPLICATE_MAX_DISTANCE = 5;
