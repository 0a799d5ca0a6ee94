/**
 * Contracts of the tournament events API: the public list and detail, rules,
 * RSVP, attendees, discussion and photos, series, the director's event editor and the rules library.
 * Money is integer minor units with an ISO currency; dates are calendar dates in the event's IANA time zone.
 */
import { z } from 'zod';
import { EventMoneySchema, EventRefundPolicySchema } from '../payments/contract';
import { ModerationNoticeSchema } from '../moderation/state';
import { PersonSchema } from '../social/people';
import { MediaSchema } from '../social/posts';
import { isCalendarDate, TOURNAMENT_STATUSES } from './status';
import { SCORING_MODES } from './scoring';

export const TOURNAMENTS_PAGE_SIZE = 12;
const TOURNAMENTS_PAGE_MAX = 50;
export const ATTENDEES_PAGE_SIZE = 24;
export const EVENT_COMMENTS_PAGE_SIZE = 20;
export const EVENT_PHOTOS_PAGE_SIZE = 24;
export const EVENT_COMMENT_MAX_CHARS = 1000;
const EVENT_NAME_MAX_CHARS = 120;
const RULES_MAX_CHARS = 50_000;
export const RSVP_MAX_GUESTS = 20;

export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

/** The list's filter words and the domain status each one means. */
export const STATUS_FILTERS = ['upcoming', 'ongoing', 'past', 'all'] as const;
export const StatusFilterSchema = z.enum(STATUS_FILTERS);
export type StatusFilter = z.infer<typeof StatusFilterSchema>;
export const STATUS_FILTER_TO_STATUS = {
  upcoming: 'upcoming',
  ongoing: 'active',
  past: 'completed',
} as const;

const TournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);

export const SCHEDULE_KINDS = [
  'registration',
  'meeting',
  'competition',
  'weigh_in',
  'social',
  'lines_in',
  'lines_out',
  'boats_back',
  'scale_closes',
  'award_ceremony',
  'dinner_ceremony',
] as const;
const ScheduleKindSchema = z.enum(SCHEDULE_KINDS);

export const RSVP_STATUSES = ['going', 'maybe', 'interested', 'not_going'] as const;
const RsvpStatusSchema = z.enum(RSVP_STATUSES);
export type RsvpStatus = z.infer<typeof RsvpStatusSchema>;

const ENTRANT_TYPES = ['team', 'angler'] as const;

const CalendarDateSchema = z
  .string()
  .refine((value) => isCalendarDate(value), { message: 'Enter a valid date (YYYY-MM-DD)' });

/** True for a time zone Intl knows (an IANA name such as America/New_York). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const TimeZoneSchema = z.string().min(1).refine(isTimeZone, { message: 'Choose a valid time zone' });
const CurrencySchema = z.string().regex(/^[A-Z]{3}$/, 'Use a three-letter currency code such as USD');
/** Amounts, caps and counts are stored in 32-bit integer columns; a bigger number is refused, not a 500. */
const STORED_INT_MAX = 2_147_483_647;
const MinorUnitsSchema = z
  .number()
  .int('Whole amounts only')
  .min(0, 'Amounts cannot be negative')
  .max(STORED_INT_MAX, 'That amount is too large');

/** domain ScoringRules on the wire. */
export const ScoringRulesSchema = z.object({
  mode: z.enum(SCORING_MODES),
  bestN: z.number().int().positive().nullable().optional(),
  eligibleSpecies: z.array(z.string().min(1)).nullable().optional(),
  minimumLengthMm: z.record(z.string(), z.number().int().positive()).optional(),
  points: z
    .object({
      perSpecies: z.record(z.string(), z.number().nonnegative()).optional(),
      perKilogram: z.number().nonnegative().optional(),
    })
    .optional(),
  lengthToWeight: z
    .record(z.string(), z.array(z.tuple([z.number().positive(), z.number().positive()])))
    .optional(),
});
export type ScoringRulesInput = z.infer<typeof ScoringRulesSchema>;

export const PenaltyRuleSchema = z.object({
  code: z.string().trim().min(1, 'Penalty code is required').max(40),
  label: z.string().trim().min(1, 'Penalty label is required').max(200),
  grams: z.number().int().positive().optional(),
  points: z.number().positive().optional(),
});
export type PenaltyRule = z.infer<typeof PenaltyRuleSchema>;

export const BoundarySchema = z.union([
  z.object({
    center: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
    radiusKm: z.number().positive(),
  }),
  z.object({
    polygon: z
      .array(z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]))
      .min(3, 'A boundary needs at least three points'),
  }),
]);
export type Boundary = z.infer<typeof BoundarySchema>;

// ── Public shapes ──

export const ParentTournamentSchema = z.object({ id: z.uuid(), name: z.string(), seasonYear: z.number() });
const SeriesRefSchema = z.object({ id: z.uuid(), name: z.string(), seasonYear: z.number() });

const EventSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  /** Computed by date in the event's time zone. */
  status: TournamentStatusSchema,
  eventStatus: EventStatusSchema,
  species: z.array(z.string()),
  eventLogoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  feeMinor: z.number().int(),
  currency: z.string(),
  prizePoolMinor: z.number().int(),
  participantsCap: z.number().int().nullable(),
  registeredCount: z.number().int(),
  goingCount: z.number().int(),
  /** ISO instant registration closes: the director's deadline, else the start of the first day. */
  registrationClosesAt: z.string(),
  /** Published, not cancelled, and before the deadline. */
  registrationOpen: z.boolean(),
  lastCatchAt: z.string().nullable(),
  isStandalone: z.boolean(),
  series: SeriesRefSchema.nullable(),
  tournament: ParentTournamentSchema.nullable(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

export const TournamentListQuerySchema = z.object({
  status: StatusFilterSchema.default('all'),
  location: z.string().trim().max(100).optional(),
  species: z.string().trim().max(60).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(TOURNAMENTS_PAGE_MAX).default(TOURNAMENTS_PAGE_SIZE),
  /** The reader's language for translated names (the app's i18n choice); an unsupported one reads the original. */
  lang: z.string().max(10).optional(),
});
export type TournamentListQuery = z.infer<typeof TournamentListQuerySchema>;

/** GET /api/events/:eventId?lang= and /api/series/:seriesId?lang=: names in the reader's language. */
export const LangQuerySchema = z.object({ lang: z.string().max(10).optional() });

export const TournamentListSchema = z.object({
  items: z.array(EventSummarySchema),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
  /** Every species and location among published events, for the filter menus. */
  facets: z.object({ species: z.array(z.string()), locations: z.array(z.string()) }),
});
export type TournamentList = z.infer<typeof TournamentListSchema>;

const DivisionSchema = z.object({ id: z.uuid(), name: z.string() });
const ScheduleItemSchema = z.object({
  id: z.uuid(),
  kind: ScheduleKindSchema,
  label: z.string(),
  /** ISO instant, or null for TBA. */
  startsAt: z.string().nullable(),
});

const MyRsvpSchema = z.object({ status: RsvpStatusSchema, guests: z.number().int() });

export const EventDetailSchema = EventSummarySchema.extend({
  /** Payments (issue 17): what a paid entry gets back on cancelling, for every event with a fee. */
  refundPolicy: EventRefundPolicySchema.optional(),
  description: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  entrantType: z.enum(ENTRANT_TYPES),
  awardCeremony: z.string().nullable(),
  dinnerCeremony: z.string().nullable(),
  resultsPublishedAt: z.string().nullable(),
  divisions: z.array(DivisionSchema),
  schedule: z.array(ScheduleItemSchema),
  /** Other events of the same series (spec: series tournaments). */
  seriesEvents: z.array(EventSummarySchema),
  rsvpCounts: z.record(RsvpStatusSchema, z.number().int()),
  commentsCount: z.number().int(),
  photosCount: z.number().int(),
  myRsvp: MyRsvpSchema.nullable(),
  /** The viewer's live registration for this event (as registrant or named angler), if any. */
  myRegistrationId: z.uuid().nullable(),
  canDirect: z.boolean(),
  /** Photos come from people taking part (registered, on a registered team, RSVPed) and the event's staff. */
  canAddPhotos: z.boolean(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

export const EventParamsSchema = z.object({ eventId: z.uuid() });
export const SeriesParamsSchema = z.object({ seriesId: z.uuid() });
export const RuleSetParamsSchema = z.object({ ruleSetId: z.uuid() });

export const EventRulesSchema = z.object({
  eventId: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  rulesText: z.string(),
  scoring: ScoringRulesSchema,
  penalties: z.array(PenaltyRuleSchema),
});
export type EventRules = z.infer<typeof EventRulesSchema>;

export const RsvpInputSchema = z.object({
  status: RsvpStatusSchema,
  guests: z.number().int().min(0).max(RSVP_MAX_GUESTS, `At most ${RSVP_MAX_GUESTS} guests`).default(0),
});
export type RsvpInput = z.infer<typeof RsvpInputSchema>;

export const RsvpStateSchema = z.object({
  myRsvp: MyRsvpSchema.nullable(),
  goingCount: z.number().int(),
  rsvpCounts: z.record(RsvpStatusSchema, z.number().int()),
});
export type RsvpState = z.infer<typeof RsvpStateSchema>;

export const OffsetQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const AttendeesQuerySchema = OffsetQuerySchema.extend({ status: RsvpStatusSchema.optional() });

const AttendeeSchema = z.object({
  person: PersonSchema,
  status: RsvpStatusSchema,
  guests: z.number().int(),
});
export const AttendeePageSchema = z.object({
  items: z.array(AttendeeSchema),
  nextOffset: z.number().int().nullable(),
});
export type AttendeePage = z.infer<typeof AttendeePageSchema>;

export const EventCommentSchema = z.object({
  id: z.uuid(),
  author: PersonSchema,
  content: z.string(),
  createdAt: z.string(),
  moderation: ModerationNoticeSchema,
});
export type EventComment = z.infer<typeof EventCommentSchema>;
export const EventCommentPageSchema = z.object({
  items: z.array(EventCommentSchema),
  nextOffset: z.number().int().nullable(),
});
export type EventCommentPage = z.infer<typeof EventCommentPageSchema>;
export const CreateEventCommentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Write something to post')
    .max(EVENT_COMMENT_MAX_CHARS, `Comments can be at most ${EVENT_COMMENT_MAX_CHARS} characters`),
});

export const EventPhotoSchema = z.object({
  id: z.uuid(),
  author: PersonSchema,
  url: z.string(),
  media: MediaSchema.nullable(),
  caption: z.string(),
  createdAt: z.string(),
  moderation: ModerationNoticeSchema,
});
export type EventPhoto = z.infer<typeof EventPhotoSchema>;
export const EventPhotoPageSchema = z.object({
  items: z.array(EventPhotoSchema),
  nextOffset: z.number().int().nullable(),
});
export type EventPhotoPage = z.infer<typeof EventPhotoPageSchema>;

export const SeriesDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seasonYear: z.number().int(),
  description: z.string(),
  feeMinor: z.number().int().nullable(),
  currency: z.string(),
  status: z.string(),
  events: z.array(EventSummarySchema),
});
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>;

// ── Director editor ──

const ScheduleItemInputSchema = z.object({
  kind: ScheduleKindSchema,
  label: z.string().trim().max(200).default(''),
  /** ISO instant, or null when the time is TBA. */
  startsAt: z.iso.datetime({ offset: true, message: 'Enter a valid date and time' }).nullable(),
});

const DailyCodeInputSchema = z.object({
  day: CalendarDateSchema,
  code: z.string().trim().min(1, 'Code is required').max(20),
});
const DivisionInputSchema = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'Division name is required').max(60),
});
const TranslationInputSchema = z.object({
  language: z.string().min(2).max(10),
  name: z.string().trim().min(1, 'Name is required').max(EVENT_NAME_MAX_CHARS),
  location: z.string().trim().max(200).default(''),
});

/** What a director saves; everything but the name may be left for later while a draft. */
export const EventInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Name is required')
      .max(EVENT_NAME_MAX_CHARS, `At most ${EVENT_NAME_MAX_CHARS} characters`),
    description: z.string().max(20_000).default(''),
    startDate: CalendarDateSchema,
    endDate: CalendarDateSchema,
    timeZone: TimeZoneSchema.default('UTC'),
    location: z.string().trim().max(200).default(''),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    boundary: BoundarySchema.nullable().default(null),
    species: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
    tournamentId: z.uuid().nullable().default(null),
    seriesId: z.uuid().nullable().default(null),
    entrantType: z.enum(ENTRANT_TYPES).default('team'),
    ruleSetId: z.uuid().nullable().default(null),
    /** Absent: copied from the rule set on create (or kept on update). */
    rulesText: z.string().max(RULES_MAX_CHARS).optional(),
    scoring: ScoringRulesSchema.optional(),
    penalties: z.array(PenaltyRuleSchema).max(50).optional(),
    feeMinor: MinorUnitsSchema.default(0),
    currency: CurrencySchema.default('USD'),
    participantsCap: z
      .number()
      .int()
      .positive('The cap must be at least 1')
      .max(STORED_INT_MAX, 'That cap is too large')
      .nullable()
      .default(null),
    prizePoolMinor: MinorUnitsSchema.default(0),
    /** Null: registration closes when the event starts. */
    registrationDeadline: z.iso
      .datetime({ offset: true, message: 'Enter a valid date and time' })
      .nullable()
      .default(null),
    awardCeremony: z.string().trim().max(200).nullable().default(null),
    dinnerCeremony: z.string().trim().max(200).nullable().default(null),
    /** Divisions keep their id when renamed (registrations point at them). */
    divisions: z.array(DivisionInputSchema).max(20).default([]),
    schedule: z.array(ScheduleItemInputSchema).max(50).default([]),
    dailyCodes: z.array(DailyCodeInputSchema).max(30).default([]),
    translations: z.array(TranslationInputSchema).max(17).default([]),
    /** Co-directors by user id (besides the creator and admins). */
    directorIds: z.array(z.uuid()).max(20).default([]),
    /** Payments (issue 17): refund policy and tax place; absent on update: kept. */
    money: EventMoneySchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (isCalendarDate(value.startDate) && isCalendarDate(value.endDate) && value.endDate < value.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'End date must be on or after the start date',
      });
    const days = new Set<string>();
    for (const [index, code] of value.dailyCodes.entries()) {
      if (days.has(code.day))
        ctx.addIssue({ code: 'custom', path: ['dailyCodes', index, 'day'], message: 'One code per day' });
      days.add(code.day);
    }
    const languages = new Set<string>();
    for (const [index, translation] of value.translations.entries()) {
      if (languages.has(translation.language))
        ctx.addIssue({
          code: 'custom',
          path: ['translations', index, 'language'],
          message: 'One translation per language',
        });
      languages.add(translation.language);
    }
  });
export type EventInput = z.input<typeof EventInputSchema>;
export type EventInputParsed = z.output<typeof EventInputSchema>;

const EVENT_IMAGE_KINDS = ['logo', 'cover'] as const;
/** POST /api/tournament-director/events/:eventId/images/:kind (multipart, a file `image`). */
export const EventImageParamsSchema = z.object({ eventId: z.uuid(), kind: z.enum(EVENT_IMAGE_KINDS) });

export const DirectorEventSchema = EventDetailSchema.extend({
  rulesText: z.string(),
  ruleSetId: z.uuid().nullable(),
  scoring: ScoringRulesSchema,
  penalties: z.array(PenaltyRuleSchema),
  boundary: BoundarySchema.nullable(),
  tournamentId: z.uuid().nullable(),
  seriesId: z.uuid().nullable(),
  dailyCodes: z.array(z.object({ day: z.string(), code: z.string() })),
  /** The director's own deadline, null when it is the start. */
  registrationDeadline: z.string().nullable(),
  translations: z.array(z.object({ language: z.string(), name: z.string(), location: z.string() })),
  directors: z.array(PersonSchema),
  leaderboardVersion: z.number().int(),
  /** Payments (issue 17). */
  money: EventMoneySchema.optional(),
});
export type DirectorEvent = z.infer<typeof DirectorEventSchema>;

/** What needs the director now, per event: each count links to its queue. */
export const DirectorAttentionSchema = z.object({
  /** Catches submitted and not yet judged. */
  catchesWaiting: z.number().int(),
  /** Registered entries with a fee not yet paid. */
  unpaidFees: z.number().int(),
  /** Boats checked in and not yet checked out. */
  boatsOnWater: z.number().int(),
});
export type DirectorAttention = z.infer<typeof DirectorAttentionSchema>;

export const DirectorEventSummarySchema = EventSummarySchema.extend({ attention: DirectorAttentionSchema });
export type DirectorEventSummary = z.infer<typeof DirectorEventSummarySchema>;

export const DirectorEventListSchema = z.object({
  items: z.array(DirectorEventSummarySchema),
});
export type DirectorEventList = z.infer<typeof DirectorEventListSchema>;

// ── Series and parent tournaments (director) ──

const SeriesFormulaSchema = z.object({
  firstPlace: z.number().int().positive(),
  step: z.number().int().min(0),
  minimum: z.number().int().min(0),
  countBest: z.number().int().positive().nullable(),
});

export const SeriesInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(EVENT_NAME_MAX_CHARS),
  seasonYear: z.number().int().min(2000).max(2100),
  description: z.string().max(5000).default(''),
  formula: SeriesFormulaSchema.default({ firstPlace: 100, step: 1, minimum: 1, countBest: null }),
  feeMinor: MinorUnitsSchema.nullable().default(null),
  currency: CurrencySchema.default('USD'),
  status: EventStatusSchema.default('draft'),
});
export type SeriesInput = z.input<typeof SeriesInputSchema>;
export const SeriesSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  seasonYear: z.number().int(),
  description: z.string(),
  formula: SeriesFormulaSchema,
  feeMinor: z.number().int().nullable(),
  currency: z.string(),
  status: z.string(),
  /** Events in the series (a series with events cannot be deleted). */
  eventsCount: z.number().int(),
  /** The viewer created it or is an admin: may edit and delete it. */
  canEdit: z.boolean(),
});
export type Series = z.infer<typeof SeriesSchema>;
export const SeriesListSchema = z.object({
  items: z.array(SeriesSchema),
  /** canEdit: the viewer created it (or is an admin), so events may be attached to it. */
  tournaments: z.array(ParentTournamentSchema.extend({ canEdit: z.boolean() })),
});
export type SeriesList = z.infer<typeof SeriesListSchema>;
export const ParentTournamentInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(EVENT_NAME_MAX_CHARS),
  seasonYear: z.number().int().min(2000).max(2100),
});

// ── Rules library ──

export const RuleSetInputSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(160, 'At most 160 characters'),
  body: z.string().max(RULES_MAX_CHARS).default(''),
  scoring: ScoringRulesSchema.default({ mode: 'weight' }),
  penalties: z.array(PenaltyRuleSchema).max(50).default([]),
  isTemplate: z.boolean().default(false),
});
export type RuleSetInput = z.input<typeof RuleSetInputSchema>;
export const RuleSetSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  scoring: ScoringRulesSchema,
  penalties: z.array(PenaltyRuleSchema),
  isTemplate: z.boolean(),
  updatedAt: z.string(),
});
export type RuleSet = z.infer<typeof RuleSetSchema>;
export const RuleSetListSchema = z.object({ items: z.array(RuleSetSchema) });
export type RuleSetList = z.infer<typeof RuleSetListSchema>;
