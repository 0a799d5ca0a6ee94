import { z } from 'zod';
import { PersonSchema } from '../social/people';
import {
  BALANCE_METHODS,
  BookingQuoteSchema,
  CANCELLATION_POLICIES,
  CANCELLATION_REASONS,
  CANCELLATION_REMEDIES,
  BOOKING_STATES,
  LISTING_KINDS,
  PRICING_MODES,
  REQUEST_STATES,
  REVIEW_ASPECTS,
} from './contract';
import { OFFLINE_METHODS } from '../payments/contract';
import { CharterPhotoSchema } from './views';

/**
 * What the charters API answers about requests, bookings and reviews (issue 18). Angler and owner read the same
 * views; `viewer` says which side is asking and what it may do next, so the web never works out rules itself.
 */

export const RequestParamsSchema = z.object({ requestId: z.uuid() });
export const BookingParamsSchema = z.object({ bookingId: z.uuid() });
export const ReviewParamsSchema = z.object({ reviewId: z.uuid() });

/** The listing as a booking or request names it. */
export const ListingRefSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LISTING_KINDS),
  name: z.string(),
  locationName: z.string(),
  cover: CharterPhotoSchema.nullable(),
  owner: PersonSchema,
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
});
export type ListingRef = z.infer<typeof ListingRefSchema>;

export const PackageRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  durationMinutes: z.number().int(),
  pricingMode: z.enum(PRICING_MODES),
  priceMinor: z.number().int(),
});

/** GET /api/charters/:listingId/quote?packageId&partySize: the price before booking (policy.ts bookingQuote). */
export const QuoteQuerySchema = z.object({
  packageId: z.uuid(),
  partySize: z.coerce.number().int().min(1).max(200),
});
export const QuoteSchema = BookingQuoteSchema;

export const CharterRequestSchema = z.object({
  id: z.uuid(),
  listing: ListingRefSchema,
  package: PackageRefSchema,
  angler: PersonSchema,
  tripDate: z.string(),
  partySize: z.number().int(),
  message: z.string(),
  state: z.enum(REQUEST_STATES),
  declineReason: z.string(),
  expiresAt: z.string(),
  conversationId: z.uuid().nullable(),
  /** The booking made from it once accepted (the angler pays its deposit). */
  bookingId: z.uuid().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  viewer: z.object({
    side: z.enum(['angler', 'owner']),
    canAnswer: z.boolean(),
    canWithdraw: z.boolean(),
  }),
});
export type CharterRequest = z.infer<typeof CharterRequestSchema>;

export const CharterRequestListSchema = z.object({
  items: z.array(CharterRequestSchema),
  nextCursor: z.string().nullable(),
});
export type CharterRequestList = z.infer<typeof CharterRequestListSchema>;

export const CharterBookingSchema = z.object({
  id: z.uuid(),
  listing: ListingRefSchema,
  package: PackageRefSchema,
  angler: PersonSchema,
  slot: z.object({ id: z.uuid(), startsAt: z.string(), endsAt: z.string() }),
  partySize: z.number().int(),
  state: z.enum(BOOKING_STATES),
  currency: z.string(),
  totalMinor: z.number().int(),
  depositMinor: z.number().int(),
  balanceMinor: z.number().int(),
  /** The platform's share, shown to the owner only (0 for the angler). */
  commissionMinor: z.number().int(),
  paidMinor: z.number().int(),
  refundedMinor: z.number().int(),
  balanceMethod: z.enum(BALANCE_METHODS),
  /** When an awaiting_deposit booking releases its slot. */
  holdExpiresAt: z.string().nullable(),
  cancellationReason: z.enum(CANCELLATION_REASONS).nullable(),
  cancellationNote: z.string(),
  /** After a captain or weather cancellation: null until the angler chooses. */
  remedy: z.enum(CANCELLATION_REMEDIES).nullable(),
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  conversationId: z.uuid().nullable(),
  requestId: z.uuid().nullable(),
  reviewId: z.uuid().nullable(),
  createdAt: z.string(),
  viewer: z.object({
    side: z.enum(['angler', 'owner']),
    canPay: z.boolean(),
    canPayBalance: z.boolean(),
    canCancel: z.boolean(),
    /** What the angler would get back if they cancelled now (policy), in minor units. */
    refundIfCancelledMinor: z.number().int(),
    canDecline: z.boolean(),
    canComplete: z.boolean(),
    canRecordBalance: z.boolean(),
    canChooseRemedy: z.boolean(),
    canReview: z.boolean(),
  }),
});
export type CharterBooking = z.infer<typeof CharterBookingSchema>;

export const CharterBookingListSchema = z.object({
  items: z.array(CharterBookingSchema),
  nextCursor: z.string().nullable(),
});
export type CharterBookingList = z.infer<typeof CharterBookingListSchema>;

/** GET /api/charters/bookings/mine|incoming?scope=upcoming|past|cancelled|all&cursor. */
export const BookingListQuerySchema = z.object({
  scope: z.enum(['upcoming', 'past', 'cancelled', 'all']).default('upcoming'),
  listingId: z.uuid().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** POST /api/charters/bookings/:bookingId/checkout: the deposit, or the balance when the deposit is paid. */
export const BookingCheckoutSchema = z.object({
  paymentId: z.uuid(),
  /** Where to send the angler (the provider's page, or the success page when nothing is due online). */
  redirectUrl: z.string(),
});

/** POST /api/charters/listings/:listingId/contact: the conversation with the owner (made once, reused). */
export const ContactResultSchema = z.object({ conversationId: z.uuid() });

export const CharterReviewSchema = z.object({
  id: z.uuid(),
  listingId: z.uuid(),
  bookingId: z.uuid(),
  author: PersonSchema,
  ratings: z.record(z.enum(REVIEW_ASPECTS), z.number().int()),
  overall: z.number(),
  text: z.string(),
  /** The trip it reviews (month and package), so readers see it is verified. */
  tripStartsAt: z.string(),
  packageName: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  viewer: z.object({ canReply: z.boolean(), canReport: z.boolean() }),
});
export type CharterReview = z.infer<typeof CharterReviewSchema>;

export const CharterReviewPageSchema = z.object({
  items: z.array(CharterReviewSchema),
  nextCursor: z.string().nullable(),
});
export type CharterReviewPage = z.infer<typeof CharterReviewPageSchema>;

/** GET /api/charters/requests/mine|incoming?cursor&limit. */
export const RequestListQuerySchema = BookingListQuerySchema.pick({ cursor: true, limit: true });

/** POST /api/charters/bookings/:bookingId/balance-at-dock: how the owner took what was left to pay. */
export const BalanceAtDockSchema = z
  .object({ method: z.enum(OFFLINE_METHODS).default('cash') })
  .strict()
  .default({ method: 'cash' });
