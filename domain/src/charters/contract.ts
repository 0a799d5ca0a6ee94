import { z } from 'zod';
import { CurrencySchema, MinorSchema } from '../payments/contract';

/**
 * Charters and the booking hub (issue 18). A business (a charter captain, or a partner) lists what can be booked:
 * a charter boat, lodging, equipment to rent or an excursion. Every kind uses the same engine: packages with a
 * price, a calendar of slots, availability requests the owner answers within a stated time, bookings paid by
 * deposit then balance through payments (ADR 027), cancellation by policy, and reviews that only a completed
 * booking can write. Listings show publicly only once an admin approved them. The pure rules (prices, deposits,
 * refunds, expiry, ratings) are in policy.ts; the server and the web are built against these two files.
 */

/** What a listing offers. 'charter' is a boat with a captain; the others are the booking hub's. */
export const LISTING_KINDS = ['charter', 'lodging', 'equipment', 'excursion'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

/** A charter boat's category (other kinds have none). */
export const BOAT_CATEGORIES = [
  'center_console',
  'sportfisher',
  'bay_boat',
  'flats_skiff',
  'catamaran',
  'cabin_cruiser',
  'pontoon',
  'drift_boat',
  'kayak',
  'other',
] as const;
export type BoatCategory = (typeof BOAT_CATEGORIES)[number];

export const FISHING_TYPES = [
  'inshore',
  'offshore',
  'deep_sea',
  'fly',
  'freshwater',
  'reef',
  'wreck',
  'trolling',
  'bottom',
  'ice',
] as const;
export type FishingType = (typeof FISHING_TYPES)[number];

export const AMENITIES = [
  'restroom',
  'shade',
  'cabin',
  'air_conditioning',
  'livewell',
  'fish_cleaning',
  'tackle_provided',
  'bait_provided',
  'licence_included',
  'drinks',
  'lunch',
  'wheelchair_access',
  'kid_friendly',
  'fishfinder',
  'gps',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/**
 * How much an angler gets back when they cancel (policy.ts `cancellationRefundBp`):
 * - flexible: everything up to 24 hours before the trip;
 * - moderate: everything up to 7 days before, half up to 24 hours before;
 * - strict: everything up to 30 days before, half up to 7 days before.
 * After the last threshold nothing. A cancellation by the captain, or for weather, refunds everything or
 * reschedules, as the angler chooses.
 */
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/**
 * draft: being written; pending_review: submitted, waiting for an admin; approved: public; rejected: returned
 * with a reason (editing and submitting again is allowed); paused: hidden by its owner; suspended: hidden by an
 * admin or moderation.
 */
export const LISTING_STATES = [
  'draft',
  'pending_review',
  'approved',
  'rejected',
  'paused',
  'suspended',
] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const PRICING_MODES = ['per_trip', 'per_person'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** open: bookable; held: a booking is waiting for its deposit; booked: taken. Blocked dates are periods, not slots. */
export const SLOT_STATES = ['open', 'held', 'booked'] as const;
export type SlotState = (typeof SLOT_STATES)[number];

/** A request for a date: the owner answers within the listing's response time or it expires. */
export const REQUEST_STATES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * awaiting_deposit: the slot is held while the angler pays the deposit (released at the hold's end);
 * confirmed: deposit paid; completed: the trip happened (reviews open); cancelled: see the reason.
 */
export const BOOKING_STATES = ['awaiting_deposit', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];

export const CANCELLATION_REASONS = ['angler', 'captain', 'weather', 'deposit_not_paid', 'declined'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** When the captain or the weather cancels, the angler chooses. */
export const CANCELLATION_REMEDIES = ['refund', 'reschedule'] as const;
export type CancellationRemedy = (typeof CANCELLATION_REMEDIES)[number];

/** The balance after the deposit: paid online before the trip, or to the captain at the dock. */
export const BALANCE_METHODS = ['online', 'at_dock'] as const;
export type BalanceMethod = (typeof BALANCE_METHODS)[number];

/** A review rates each aspect 1–5; the overall rating is their mean. */
export const REVIEW_ASPECTS = ['captain', 'boat', 'fishing', 'value'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

/** Limits (spec §9 style: named constants, enforced by the schemas below and checked again by the server). */
export const CHARTER_LIMITS = {
  nameMax: 120,
  descriptionMax: 5_000,
  photosMax: 20,
  packagesMax: 12,
  includesMax: 20,
  crewMax: 10,
  capacityMax: 200,
  /** A package lasts between an hour and two weeks (multi-day trips, a week's lodging). */
  durationMinutesMin: 60,
  durationMinutesMax: 20_160,
  /** A deposit is between 10 % and all of the price. */
  depositBpMin: 1_000,
  depositBpMax: 10_000,
  responseHoursMin: 1,
  responseHoursMax: 72,
  requestMessageMax: 2_000,
  reviewTextMax: 3_000,
  replyTextMax: 2_000,
  /** Slots a captain may add in one call (a season of daily trips). */
  slotsPerCallMax: 400,
  searchRadiusKmMax: 500,
} as const;

/** Defaults until an admin changes them (app settings 'charters'). */
export const DEFAULT_CHARTER_SETTINGS = {
  /** The platform's commission on bookings, in basis points of the price, shown to captains before they list. */
  commissionBp: 1_000,
  /** Minutes a slot is held for the deposit once a booking is made or a request accepted. */
  depositHoldMinutes: 30,
  /** Hours before a trip when the reminder goes out. */
  reminderHours: 24,
  /** Default answer time for requests. */
  responseHours: 24,
} as const;

export const CharterSettingsSchema = z.object({
  commissionBp: z.number().int().min(0).max(3_000).default(DEFAULT_CHARTER_SETTINGS.commissionBp),
  depositHoldMinutes: z.number().int().min(5).max(1_440).default(DEFAULT_CHARTER_SETTINGS.depositHoldMinutes),
  reminderHours: z.number().int().min(1).max(168).default(DEFAULT_CHARTER_SETTINGS.reminderHours),
});
export type CharterSettings = z.infer<typeof CharterSettingsSchema>;

const text = (max: number) => z.string().trim().max(max);

export const ListingLocationSchema = z.object({
  /** What anglers read: a marina, a town, a lake. */
  name: z.string().trim().min(1).max(200),
  region: text(120).default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Use a 2-letter country code'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type ListingLocation = z.infer<typeof ListingLocationSchema>;

export const PackageInputSchema = z
  .object({
    name: z.string().trim().min(1).max(CHARTER_LIMITS.nameMax),
    description: text(1_000).default(''),
    durationMinutes: z
      .number()
      .int()
      .min(CHARTER_LIMITS.durationMinutesMin)
      .max(CHARTER_LIMITS.durationMinutesMax),
    pricingMode: z.enum(PRICING_MODES),
    priceMinor: MinorSchema.refine((minor) => minor > 0, 'Enter a price'),
    depositBp: z.number().int().min(CHARTER_LIMITS.depositBpMin).max(CHARTER_LIMITS.depositBpMax),
    /** The most people the package takes (at most the listing's capacity, checked by the server). */
    maxParty: z.number().int().min(1).max(CHARTER_LIMITS.capacityMax),
    includes: z.array(z.string().trim().min(1).max(120)).max(CHARTER_LIMITS.includesMax).default([]),
  })
  .strict();
export type PackageInput = z.input<typeof PackageInputSchema>;

/** POST /api/charters/listings and PATCH …/:listingId (the owner). Submitting for review is its own call. */
export const ListingInputSchema = z
  .object({
    kind: z.enum(LISTING_KINDS),
    name: z.string().trim().min(1).max(CHARTER_LIMITS.nameMax),
    description: text(CHARTER_LIMITS.descriptionMax).default(''),
    /** Charters only (null for the hub's kinds). */
    category: z.enum(BOAT_CATEGORIES).nullable().default(null),
    capacity: z.number().int().min(1).max(CHARTER_LIMITS.capacityMax),
    fishingTypes: z.array(z.enum(FISHING_TYPES)).max(FISHING_TYPES.length).default([]),
    amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]),
    crew: z
      .array(z.object({ name: z.string().trim().min(1).max(80), role: text(80).default('') }))
      .max(CHARTER_LIMITS.crewMax)
      .default([]),
    location: ListingLocationSchema,
    currency: CurrencySchema,
    cancellationPolicy: z.enum(CANCELLATION_POLICIES),
    /** What happens when the weather is unsafe, in the captain's words (the refund-or-reschedule rule always holds). */
    weatherPolicy: text(2_000).default(''),
    responseHours: z
      .number()
      .int()
      .min(CHARTER_LIMITS.responseHoursMin)
      .max(CHARTER_LIMITS.responseHoursMax)
      .default(DEFAULT_CHARTER_SETTINGS.responseHours),
    /** Anglers may book an open slot at once instead of requesting it. */
    instantBooking: z.boolean().default(false),
  })
  .strict()
  .refine((listing) => (listing.kind === 'charter') === (listing.category !== null), {
    message: 'A charter boat has a category; other listings do not',
    path: ['category'],
  });
export type ListingInput = z.input<typeof ListingInputSchema>;

/**
 * Photos are uploaded one at a time (multipart, POST /api/charters/listings/:listingId/photos, processed like
 * group and event photos) and ordered with PUT …/photos/order; the first is the cover.
 */
export const PhotoOrderSchema = z
  .object({ photoIds: z.array(z.uuid()).min(1).max(CHARTER_LIMITS.photosMax) })
  .strict()
  .refine((order) => new Set(order.photoIds).size === order.photoIds.length, {
    message: 'A photo is listed twice',
    path: ['photoIds'],
  });

/** POST /api/charters/listings/:listingId/slots: one slot per start, each lasting its package's duration. */
export const SlotsInputSchema = z
  .object({
    packageId: z.uuid(),
    startsAt: z
      .array(z.iso.datetime({ offset: true }))
      .min(1)
      .max(CHARTER_LIMITS.slotsPerCallMax),
  })
  .strict();

/** POST /api/charters/listings/:listingId/blocked: dates nothing can be booked (maintenance, off season). */
export const BlockedPeriodInputSchema = z
  .object({
    startsOn: z.iso.date(),
    endsOn: z.iso.date(),
    note: text(200).default(''),
  })
  .strict()
  .refine((period) => period.endsOn >= period.startsOn, {
    message: 'The end is before the start',
    path: ['endsOn'],
  });

/**
 * A searched point to a millionth of a degree (about 11 cm): finer is noise, and values PostgreSQL cannot read as a
 * double (subnormals such as 6.4e-323) would reach it otherwise.
 */
const toMicroDegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6 || 0;

/** GET /api/charters: the public search. */
export const ListingSearchSchema = z.object({
  kind: z.enum(LISTING_KINDS).default('charter'),
  q: text(100).optional(),
  category: z.enum(BOAT_CATEGORIES).optional(),
  fishingType: z.enum(FISHING_TYPES).optional(),
  /** At least this many people. */
  party: z.coerce.number().int().min(1).max(CHARTER_LIMITS.capacityMax).optional(),
  /** Near a point (the browser's, or a place's) within radiusKm. */
  lat: z.coerce.number().min(-90).max(90).transform(toMicroDegrees).optional(),
  lng: z.coerce.number().min(-180).max(180).transform(toMicroDegrees).optional(),
  radiusKm: z.coerce.number().min(1).max(CHARTER_LIMITS.searchRadiusKmMax).default(50),
  /** Has an open slot that day. */
  date: z.iso.date().optional(),
  /** Price of the cheapest package, in the listing's currency's minor units. */
  minPriceMinor: z.coerce.number().int().min(0).max(100_000_000).optional(),
  maxPriceMinor: z.coerce.number().int().min(0).max(100_000_000).optional(),
  sort: z.enum(['recommended', 'price_low', 'price_high', 'rating', 'distance']).default('recommended'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type ListingSearch = z.infer<typeof ListingSearchSchema>;

/** POST /api/charters/listings/:listingId/requests: ask the owner for a date. */
export const AvailabilityRequestInputSchema = z
  .object({
    date: z.iso.date(),
    partySize: z.number().int().min(1).max(CHARTER_LIMITS.capacityMax),
    packageId: z.uuid(),
    message: text(CHARTER_LIMITS.requestMessageMax).default(''),
  })
  .strict();

/** POST /api/charters/requests/:requestId/answer (the owner): accept with a slot time, or decline. */
export const RequestAnswerSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('accept'), startsAt: z.iso.datetime({ offset: true }) }).strict(),
  z.object({ answer: z.literal('decline'), reason: text(500).default('') }).strict(),
]);

/** POST /api/charters/bookings: book an open slot at once (instant booking) or from an accepted request. */
export const BookingInputSchema = z
  .object({
    slotId: z.uuid(),
    partySize: z.number().int().min(1).max(CHARTER_LIMITS.capacityMax),
    balanceMethod: z.enum(BALANCE_METHODS).default('online'),
    requestId: z.uuid().optional(),
  })
  .strict();

/** POST /api/charters/bookings/:bookingId/cancel: by the angler (policy refund) or the owner (captain/weather). */
export const CancelBookingInputSchema = z
  .object({
    reason: z.enum(['angler', 'captain', 'weather']),
    note: text(500).default(''),
  })
  .strict();

/** POST /api/charters/bookings/:bookingId/remedy: the angler's choice after a captain or weather cancellation. */
export const RemedyInputSchema = z.discriminatedUnion('remedy', [
  z.object({ remedy: z.literal('refund') }).strict(),
  z.object({ remedy: z.literal('reschedule'), slotId: z.uuid() }).strict(),
]);

const RatingSchema = z.number().int().min(1).max(5);

/** POST /api/charters/bookings/:bookingId/review: once, by the angler, after the trip is completed. */
export const ReviewInputSchema = z
  .object({
    ratings: z
      .object({ captain: RatingSchema, boat: RatingSchema, fishing: RatingSchema, value: RatingSchema })
      .strict(),
    text: text(CHARTER_LIMITS.reviewTextMax).default(''),
  })
  .strict();

/** POST /api/charters/reviews/:reviewId/reply: the owner answers in public, once (editable). */
export const ReviewReplyInputSchema = z
  .object({ text: z.string().trim().min(1).max(CHARTER_LIMITS.replyTextMax) })
  .strict();

export const MoneyViewSchema = z.object({ amountMinor: z.number().int(), currency: z.string() });

/** What a price looks like for a booking (policy.ts `bookingQuote`). */
export const BookingQuoteSchema = z.object({
  currency: z.string(),
  totalMinor: z.number().int(),
  depositMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /** The platform's commission, kept from the owner's earnings (not added to the angler's price). */
  commissionMinor: z.number().int(),
});
export type BookingQuote = z.infer<typeof BookingQuoteSchema>;

export const RatingBreakdownSchema = z.object({
  count: z.number().int(),
  /** Mean of the overall ratings, one decimal; null without reviews. */
  average: z.number().nullable(),
  /** How many reviews rounded to 1…5 stars (index 0 = 1 star). */
  stars: z.array(z.number().int()).length(5),
  aspects: z.record(z.enum(REVIEW_ASPECTS), z.number().nullable()),
});
export type RatingBreakdown = z.infer<typeof RatingBreakdownSchema>;
