import { z } from 'zod';
import { PayeeAccountSchema, PayoutSchema } from '../payments/contract';
import { PersonSchema } from '../social/people';
import { BALANCE_METHODS, BOOKING_STATES, LISTING_STATES } from './contract';
import { CharterReviewSchema } from './bookings';

/**
 * The captain's office (issue 18): the dashboard, earnings from the ledger and the reviews on the owner's listings.
 * Money is what the owner's payee account received for bookings (ledger `payee:{id}`), in minor units per currency.
 */

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** GET /api/captain/dashboard?tz: "today" is the reader's day (an IANA zone; UTC without one). */
export const CaptainDashboardQuerySchema = z.object({
  tz: z.string().max(64).refine(isTimeZone, 'Unknown time zone').default('UTC'),
});

/** One trip on the dashboard: when, which listing, who, and what is paid. */
export const CaptainTripSchema = z.object({
  bookingId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  listing: z.object({ id: z.uuid(), name: z.string() }),
  packageName: z.string(),
  angler: PersonSchema,
  partySize: z.number().int(),
  state: z.enum(BOOKING_STATES),
  currency: z.string(),
  totalMinor: z.number().int(),
  paidMinor: z.number().int(),
  /** What is still to be paid (online before the trip or at the dock, see balanceMethod). */
  balanceDueMinor: z.number().int(),
  balanceMethod: z.enum(BALANCE_METHODS),
});
export type CaptainTrip = z.infer<typeof CaptainTripSchema>;

export const CaptainWaitingRequestSchema = z.object({
  requestId: z.uuid(),
  listing: z.object({ id: z.uuid(), name: z.string() }),
  packageName: z.string(),
  angler: PersonSchema,
  tripDate: z.string(),
  partySize: z.number().int(),
  expiresAt: z.string(),
});
export type CaptainWaitingRequest = z.infer<typeof CaptainWaitingRequestSchema>;

/** Money of bookings in one currency: received, the platform's commission, refunds, and the owner's net. */
export const BookingMoneySchema = z.object({
  currency: z.string(),
  grossMinor: z.number().int(),
  commissionMinor: z.number().int(),
  refundedMinor: z.number().int(),
  netMinor: z.number().int(),
});
export type BookingMoney = z.infer<typeof BookingMoneySchema>;

export const CaptainDashboardSchema = z.object({
  /** False: the person has no listing yet (the page explains how to list, with the commission up front). */
  hasListings: z.boolean(),
  /** The platform's commission on bookings (basis points), from the admin's charter settings. */
  commissionBp: z.number().int(),
  today: z.array(CaptainTripSchema),
  /** The next 7 days after today. */
  upcoming: z.array(CaptainTripSchema),
  /** Pending requests, soonest expiry first (at most 20; `requestsWaiting` counts them all). */
  requests: z.array(CaptainWaitingRequestSchema),
  requestsWaiting: z.number().int(),
  /** This calendar month (UTC), per currency. */
  earningsThisMonth: z.array(BookingMoneySchema),
  listingsByState: z.array(z.object({ state: z.enum(LISTING_STATES), count: z.number().int() })),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type CaptainDashboard = z.infer<typeof CaptainDashboardSchema>;

/** GET /api/captain/earnings?from&to (dates, `to` inclusive; the last 12 months without them). */
export const CaptainEarningsQuerySchema = z
  .object({ from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start must be before the end',
    path: ['from'],
  });

export const BookingEarningSchema = BookingMoneySchema.extend({
  bookingId: z.uuid(),
  listingName: z.string(),
  packageName: z.string(),
  tripStartsAt: z.string(),
  angler: PersonSchema,
  state: z.enum(BOOKING_STATES),
  /** The booking's price (what the angler pays in all, the balance at the dock included). */
  totalMinor: z.number().int(),
});
export type BookingEarning = z.infer<typeof BookingEarningSchema>;

export const CaptainEarningsSchema = z.object({
  from: z.string(),
  to: z.string(),
  commissionBp: z.number().int(),
  bookings: z.array(BookingEarningSchema),
  /** Per month (YYYY-MM) and currency, oldest first. */
  months: z.array(BookingMoneySchema.extend({ month: z.string() })),
  totals: z.array(BookingMoneySchema),
  /** The payee account (payments feature): balances, payouts, and whether payouts are set up. */
  account: PayeeAccountSchema.nullable(),
  balances: z.array(
    z.object({
      currency: z.string(),
      availableMinor: z.number().int(),
      pendingPayoutMinor: z.number().int(),
    }),
  ),
  payouts: z.array(PayoutSchema),
});
export type CaptainEarnings = z.infer<typeof CaptainEarningsSchema>;

/** GET /api/charters/:listingId/reviews and /api/captain/reviews. */
export const ReviewListQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** A review on one of my listings, with the listing it is on. */
export const CaptainReviewSchema = CharterReviewSchema.extend({ listingName: z.string() });
export type CaptainReview = z.infer<typeof CaptainReviewSchema>;

export const CaptainReviewPageSchema = z.object({
  items: z.array(CaptainReviewSchema),
  nextCursor: z.string().nullable(),
  unanswered: z.number().int(),
});
export type CaptainReviewPage = z.infer<typeof CaptainReviewPageSchema>;
