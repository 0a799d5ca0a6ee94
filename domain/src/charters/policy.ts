import { BASIS_POINTS } from '../payments/contract';
import {
  REVIEW_ASPECTS,
  type BookingQuote,
  type CancellationPolicy,
  type CancellationReason,
  type PricingMode,
  type RatingBreakdown,
  type ReviewAspect,
} from './contract';

/**
 * The pure rules of charters and the booking hub (issue 18): what a booking costs and how it splits into deposit
 * and balance, what a cancellation gives back, when a request expires, and how reviews add up. The server calls
 * these inside its transactions; the web shows the server's answers, never its own sums.
 */

const HOUR_MS = 3_600_000;

/** Thresholds in hours before the trip, latest first: cancelling at least `hours` before returns `bp`. */
const POLICY_STEPS: Record<CancellationPolicy, readonly { hours: number; bp: number }[]> = {
  flexible: [{ hours: 24, bp: BASIS_POINTS }],
  moderate: [
    { hours: 7 * 24, bp: BASIS_POINTS },
    { hours: 24, bp: BASIS_POINTS / 2 },
  ],
  strict: [
    { hours: 30 * 24, bp: BASIS_POINTS },
    { hours: 7 * 24, bp: BASIS_POINTS / 2 },
  ],
};

/** The share (basis points) an angler who cancels `hoursBefore` the trip gets back under `policy`. */
export function cancellationRefundBp(policy: CancellationPolicy, hoursBefore: number): number {
  for (const step of POLICY_STEPS[policy]) if (hoursBefore >= step.hours) return step.bp;
  return 0;
}

/** The policy's steps, for showing it to anglers before they book ("Full refund up to 7 days before…"). */
export function policySteps(policy: CancellationPolicy): readonly { hours: number; bp: number }[] {
  return POLICY_STEPS[policy];
}

/**
 * What goes back when a booking is cancelled: by the angler, the policy's share of what they paid (deposit and
 * any balance paid online); by the captain or for weather, everything (unless the angler chose to reschedule,
 * which refunds nothing and moves the booking); an unpaid or declined booking had nothing taken.
 */
export function cancellationRefundMinor(input: {
  policy: CancellationPolicy;
  reason: CancellationReason;
  paidMinor: number;
  tripStartsAt: Date;
  cancelledAt: Date;
}): number {
  const { policy, reason, paidMinor, tripStartsAt, cancelledAt } = input;
  if (paidMinor <= 0) return 0;
  if (reason !== 'angler') return paidMinor;
  const hoursBefore = (tripStartsAt.getTime() - cancelledAt.getTime()) / HOUR_MS;
  return Math.floor((paidMinor * cancellationRefundBp(policy, hoursBefore)) / BASIS_POINTS);
}

/**
 * A booking's price: a package priced per trip costs its price whatever the party; per person, price × party.
 * The deposit is the package's share of it rounded up to a minor unit (never the whole price unless the share
 * is 100 %, never zero), the balance the rest. The commission is the platform's share of the total, rounded
 * half up, kept from the owner's side of the ledger.
 */
export function bookingQuote(input: {
  pricingMode: PricingMode;
  priceMinor: number;
  partySize: number;
  depositBp: number;
  commissionBp: number;
  currency: string;
}): BookingQuote {
  const { pricingMode, priceMinor, partySize, depositBp, commissionBp, currency } = input;
  const totalMinor = pricingMode === 'per_person' ? priceMinor * partySize : priceMinor;
  const depositMinor =
    depositBp >= BASIS_POINTS
      ? totalMinor
      : Math.min(totalMinor, Math.max(1, Math.ceil((totalMinor * depositBp) / BASIS_POINTS)));
  return {
    currency,
    totalMinor,
    depositMinor,
    balanceMinor: totalMinor - depositMinor,
    commissionMinor: Math.round((totalMinor * commissionBp) / BASIS_POINTS),
  };
}

/**
 * A request expires when its owner's answer time is over, or at the start of the day asked for (in UTC; the
 * server passes the listing's local midnight), whichever comes first.
 */
export function requestExpiresAt(createdAt: Date, responseHours: number, dayStartsAt: Date): Date {
  const answerBy = createdAt.getTime() + responseHours * HOUR_MS;
  return new Date(Math.min(answerBy, dayStartsAt.getTime()));
}

/** Two half-open time ranges [start, end) overlap. A captain's slots on one listing never do. */
export function rangesOverlap(
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
): boolean {
  return a.startsAt.getTime() < b.endsAt.getTime() && b.startsAt.getTime() < a.endsAt.getTime();
}

/** A review's overall rating: the mean of its aspects. */
export function overallRating(ratings: Record<ReviewAspect, number>): number {
  return REVIEW_ASPECTS.reduce((sum, aspect) => sum + ratings[aspect], 0) / REVIEW_ASPECTS.length;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The breakdown shown on a listing: average, how many of each star (overall rounded), and each aspect's mean. */
export function ratingBreakdown(
  reviews: readonly { ratings: Record<ReviewAspect, number> }[],
): RatingBreakdown {
  const stars = [0, 0, 0, 0, 0];
  let total = 0;
  for (const review of reviews) {
    const overall = overallRating(review.ratings);
    total += overall;
    stars[Math.min(5, Math.max(1, Math.round(overall))) - 1]! += 1;
  }
  const aspects = Object.fromEntries(
    REVIEW_ASPECTS.map((aspect) => [
      aspect,
      reviews.length === 0
        ? null
        : oneDecimal(reviews.reduce((sum, review) => sum + review.ratings[aspect], 0) / reviews.length),
    ]),
  ) as Record<ReviewAspect, number | null>;
  return {
    count: reviews.length,
    average: reviews.length === 0 ? null : oneDecimal(total / reviews.length),
    stars,
    aspects,
  };
}
