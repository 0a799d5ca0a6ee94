import { z } from 'zod';
import { EventMoneySchema, EventRefundPolicySchema } from '../payments/contract';
import { MESSAGES } from '../common/messages';
import { BOAT_NAME_MAX } from '../teams/contract';

/** Payment status; `paid` only with a recorded payment (registration_payments). */
const PAYMENT_STATUSES = ['paid', 'payment_pending', 'payment_failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

export const RegistrationStatusSchema = z.enum(['draft', 'registered', 'cancelled']);

const EntryTypeSchema = z.enum(['team', 'solo']);

export const ANGLERS_MAX = 12;
export const ANGLER_NAME_MAX = 80;

/** An angler under a registration: a member with an account, or a named guest. */
const AnglerInputSchema = z.object({
  userId: z.uuid().nullable().optional(),
  name: z.string().trim().min(1).max(ANGLER_NAME_MAX),
});

/**
 * The wizard's state, saved as it is while unfinished (every field optional so any step can be saved).
 * The event is required: a draft belongs to an event.
 */
export const RegistrationDraftSchema = z.object({
  eventId: z.uuid(),
  divisionId: z.uuid().nullable().default(null),
  entry: EntryTypeSchema.default('team'),
  teamId: z.uuid().nullable().default(null),
  boatId: z.uuid().nullable().default(null),
  newBoatName: z.string().trim().max(BOAT_NAME_MAX).default(''),
  anglers: z.array(AnglerInputSchema).max(ANGLERS_MAX).default([]),
  waiverAccepted: z.boolean().default(false),
  /** The step the person was on (resumed there). */
  step: z.number().int().min(0).max(10).default(0),
});
export type RegistrationDraft = z.infer<typeof RegistrationDraftSchema>;

/** POST /api/registrations/drafts and PUT …/drafts/:id: save (and e-mail the resume link when asked). */
export const SaveDraftSchema = z.object({
  draft: RegistrationDraftSchema,
  sendLink: z.boolean().default(true),
});

export const DraftSavedSchema = z.object({ id: z.uuid(), resumeToken: z.string(), emailed: z.boolean() });
export type DraftSaved = z.infer<typeof DraftSavedSchema>;

/** What every submission needs beyond the event: entry, boat, anglers, waiver, the fee the person saw. */
const EntryFieldsSchema = z.object({
  entry: EntryTypeSchema,
  teamId: z.uuid().nullable().default(null),
  boatId: z.uuid().nullable().default(null),
  newBoatName: z.string().trim().max(BOAT_NAME_MAX).default(''),
  anglers: z.array(AnglerInputSchema).min(1, MESSAGES.anglersRequired).max(ANGLERS_MAX),
  waiverAccepted: z.literal(true, { error: MESSAGES.waiverRequired }),
  /** The fee shown to the person (minor units); a different current fee answers 409 feeChanged. */
  feeShownMinor: z.number().int().min(0),
});

/** POST /api/registrations: submit (from a saved draft when draftId is given). */
export const SubmitRegistrationSchema = EntryFieldsSchema.extend({
  eventId: z.uuid(),
  divisionId: z.uuid().nullable().default(null),
  draftId: z.uuid().nullable().default(null),
});
export type SubmitRegistrationInput = z.input<typeof SubmitRegistrationSchema>;

/** POST /api/series/:seriesId/registrations: every published upcoming event of the series, all or nothing. */
export const SeriesRegistrationSchema = EntryFieldsSchema.extend({
  /** Division by name in each event (events have their own divisions); null: none. */
  divisionName: z.string().trim().max(80).nullable().default(null),
});
export type SeriesRegistrationInput = z.input<typeof SeriesRegistrationSchema>;

export const RegistrationParamsSchema = z.object({ registrationId: z.uuid() });
export const ResumeParamsSchema = z.object({ token: z.string().min(16).max(128) });
export const SeriesParamsSchema = z.object({ seriesId: z.uuid() });

const EventBriefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  location: z.string(),
  timeZone: z.string(),
});

/** An event open for registration (published, upcoming or active, with a place left) with its choices. */
const OpenEventSchema = EventBriefSchema.extend({
  seriesId: z.uuid().nullable(),
  entrantType: z.enum(['team', 'angler']),
  feeMinor: z.number().int(),
  currency: z.string(),
  participantsCap: z.number().int().nullable(),
  registeredCount: z.number().int(),
  placesLeft: z.number().int().nullable(),
  rulesText: z.string(),
  divisions: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Payments (issue 17): the refund policy shown before paying. */
  money: EventMoneySchema.optional(),
});
export type OpenEvent = z.infer<typeof OpenEventSchema>;

/** GET /api/registrations/options: what the wizard offers the signed-in person. */
export const RegistrationOptionsSchema = z.object({
  events: z.array(OpenEventSchema),
  me: z.object({ userId: z.uuid(), displayName: z.string() }),
  /** Teams I captain (only a captain registers a team), with their members. */
  teams: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      members: z.array(z.object({ userId: z.uuid(), displayName: z.string() })),
    }),
  ),
  /** My boats and the boats of the teams I captain. */
  boats: z.array(z.object({ id: z.uuid(), name: z.string(), teamId: z.uuid().nullable() })),
});
export type RegistrationOptions = z.infer<typeof RegistrationOptionsSchema>;

/** GET /api/registrations/series/:seriesId: the series and its events open for registration. */
export const SeriesOptionsSchema = z.object({
  series: z.object({
    id: z.uuid(),
    name: z.string(),
    seasonYear: z.number().int(),
    feeMinor: z.number().int().nullable(),
    currency: z.string(),
  }),
  events: z.array(OpenEventSchema),
  /** Division names offered in every open event of the series. */
  divisionNames: z.array(z.string()),
  /** The fee to pay: the series fee, or the sum of the events' fees. */
  totalFeeMinor: z.number().int(),
});
export type SeriesOptions = z.infer<typeof SeriesOptionsSchema>;

const RegistrationAnglerSchema = z.object({
  userId: z.uuid().nullable(),
  name: z.string(),
  isCaptain: z.boolean(),
});

/** A registration as its owner sees it. */
export const RegistrationSchema = z.object({
  id: z.uuid(),
  event: EventBriefSchema,
  division: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  team: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  seriesId: z.uuid().nullable(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
  status: RegistrationStatusSchema,
  paymentStatus: PaymentStatusSchema,
  feeMinor: z.number().int(),
  currency: z.string(),
  anglers: z.array(RegistrationAnglerSchema),
  /** Whether the viewer made it (only they can cancel it); anglers see it too. */
  isMine: z.boolean(),
  /** The owner may still cancel: a draft any time, a registration until the event starts. */
  canCancel: z.boolean(),
  /** The dock check-in code (the QR shows it); only for a registered entry. */
  checkInCode: z.string().nullable(),
  /** Only for a draft: the resume link's token. */
  resumeToken: z.string().nullable(),
  draft: RegistrationDraftSchema.nullable(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  createdAt: z.string(),
  /** Payments (issue 17): an unpaid place is held until then (online provider); null otherwise. */
  holdExpiresAt: z.string().nullable().optional(),
  /** The latest payment for it (its receipt is on the payment page), null before any. */
  paymentId: z.uuid().nullable().optional(),
  /** Pay now (online provider, not paid, still open, mine). */
  canPay: z.boolean().optional(),
  refundedMinor: z.number().int().optional(),
  /** The event's refund policy, for a registration with a fee. */
  refundPolicy: EventRefundPolicySchema.optional(),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationListSchema = z.object({ items: z.array(RegistrationSchema) });
export type RegistrationList = z.infer<typeof RegistrationListSchema>;

export const SeriesRegistrationResultSchema = z.object({ items: z.array(RegistrationSchema) });
export type SeriesRegistrationResult = z.infer<typeof SeriesRegistrationResultSchema>;

// ── Director: registrations and dock check-in ──

export const DirectorRegistrationsQuerySchema = z.object({
  status: z.enum(['registered', 'cancelled', 'all']).default('registered'),
  payment: PaymentStatusSchema.optional(),
  checkIn: z.enum(['in', 'out', 'not']).optional(),
  q: z.string().trim().max(80).optional(),
});
export type DirectorRegistrationsQuery = z.input<typeof DirectorRegistrationsQuerySchema>;

export const DirectorRegistrationSchema = z.object({
  id: z.uuid(),
  entrantName: z.string(),
  boatName: z.string().nullable(),
  division: z.string().nullable(),
  team: z.object({ slug: z.string(), name: z.string() }).nullable(),
  registrant: z.object({ userId: z.uuid(), displayName: z.string(), email: z.string() }),
  anglers: z.array(RegistrationAnglerSchema),
  status: RegistrationStatusSchema,
  paymentStatus: PaymentStatusSchema,
  feeMinor: z.number().int(),
  currency: z.string(),
  paidAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  registeredAt: z.string().nullable(),
  /** Payments (issue 17): the payment to refund (null: nothing paid online or recorded), refunded so far, a dispute. */
  paymentId: z.uuid().nullable().optional(),
  paidMinor: z.number().int().optional(),
  refundedMinor: z.number().int().optional(),
  disputed: z.boolean().optional(),
});
export type DirectorRegistration = z.infer<typeof DirectorRegistrationSchema>;

export const DirectorRegistrationListSchema = z.object({
  event: EventBriefSchema.extend({
    participantsCap: z.number().int().nullable(),
    registeredCount: z.number().int(),
  }),
  counts: z.object({
    registered: z.number().int(),
    checkedIn: z.number().int(),
    paid: z.number().int(),
  }),
  items: z.array(DirectorRegistrationSchema),
});
export type DirectorRegistrationList = z.infer<typeof DirectorRegistrationListSchema>;

export const DirectorRegistrationParamsSchema = z.object({ eventId: z.uuid(), registrationId: z.uuid() });
export const EventParamsSchema = z.object({ eventId: z.uuid() });

/** POST …/check-in: `markPaid` records the fee paid at the dock in the same transaction. */
export const CheckInSchema = z.object({ markPaid: z.boolean().default(false) });
export const CheckInByCodeSchema = z.object({ code: z.string().trim().min(4).max(128) });

/** The per-boat QR code: an SVG of the registration's check-in code. */
export const QrCodeSchema = z.object({ code: z.string(), svg: z.string() });
export type QrCode = z.infer<typeof QrCodeSchema>;

/** POST …/check-in-by-code: a boat not checked in is checked in; a boat out on the water is checked out. */
export const CodeCheckResultSchema = z.object({
  action: z.enum(['checked_in', 'checked_out']),
  registration: DirectorRegistrationSchema,
});
export type CodeCheckResult = z.infer<typeof CodeCheckResultSchema>;
