import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ListingInputSchema, PackageInputSchema } from './contract';
import {
  bookingQuote,
  cancellationRefundBp,
  cancellationRefundMinor,
  rangesOverlap,
  ratingBreakdown,
  requestExpiresAt,
} from './policy';

const trip = new Date('2027-06-15T06:00:00Z');
const hoursBefore = (hours: number) => new Date(trip.getTime() - hours * 3_600_000);

describe('cancellation by the angler', () => {
  it.each([
    ['flexible', 25, 10_000],
    ['flexible', 24, 10_000],
    ['flexible', 23.9, 0],
    ['moderate', 7 * 24, 10_000],
    ['moderate', 7 * 24 - 1, 5_000],
    ['moderate', 24, 5_000],
    ['moderate', 23, 0],
    ['strict', 30 * 24, 10_000],
    ['strict', 29 * 24, 5_000],
    ['strict', 7 * 24, 5_000],
    ['strict', 6 * 24, 0],
    ['strict', -5, 0],
  ] as const)('%s, %s hours before: %s bp back', (policy, hours, bp) => {
    expect(cancellationRefundBp(policy, hours)).toBe(bp);
  });

  it('refunds the policy share of what was paid, rounded down to a minor unit', () => {
    expect(
      cancellationRefundMinor({
        policy: 'moderate',
        reason: 'angler',
        paidMinor: 12_345,
        tripStartsAt: trip,
        cancelledAt: hoursBefore(48),
      }),
    ).toBe(6_172);
  });

  it('refunds everything when the captain or the weather cancels, even an hour before', () => {
    for (const reason of ['captain', 'weather'] as const) {
      expect(
        cancellationRefundMinor({
          policy: 'strict',
          reason,
          paidMinor: 40_000,
          tripStartsAt: trip,
          cancelledAt: hoursBefore(1),
        }),
      ).toBe(40_000);
    }
  });

  it('never refunds more than was paid, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flexible', 'moderate', 'strict'),
        fc.constantFrom('angler', 'captain', 'weather', 'deposit_not_paid', 'declined'),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000, max: 2_000 }),
        (policy, reason, paidMinor, hours) => {
          const refund = cancellationRefundMinor({
            policy,
            reason,
            paidMinor,
            tripStartsAt: trip,
            cancelledAt: hoursBefore(hours),
          });
          return Number.isInteger(refund) && refund >= 0 && refund <= paidMinor;
        },
      ),
    );
  });

  it('gives back at least as much the earlier one cancels', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flexible', 'moderate', 'strict'),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (policy, a, b) =>
          cancellationRefundBp(policy, Math.max(a, b)) >= cancellationRefundBp(policy, Math.min(a, b)),
      ),
    );
  });
});

describe('booking quote', () => {
  it('prices per person by the party and per trip once', () => {
    const base = { priceMinor: 15_000, partySize: 4, depositBp: 2_500, commissionBp: 1_000, currency: 'USD' };
    expect(bookingQuote({ ...base, pricingMode: 'per_person' })).toEqual({
      currency: 'USD',
      totalMinor: 60_000,
      depositMinor: 15_000,
      balanceMinor: 45_000,
      commissionMinor: 6_000,
    });
    expect(bookingQuote({ ...base, pricingMode: 'per_trip' }).totalMinor).toBe(15_000);
  });

  it('splits every price into a deposit of at least one minor unit and a balance that add up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('per_trip', 'per_person'),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1_000, max: 10_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        (pricingMode, priceMinor, partySize, depositBp, commissionBp) => {
          const quote = bookingQuote({
            pricingMode,
            priceMinor,
            partySize,
            depositBp,
            commissionBp,
            currency: 'EUR',
          });
          return (
            quote.depositMinor >= 1 &&
            quote.balanceMinor >= 0 &&
            quote.depositMinor + quote.balanceMinor === quote.totalMinor &&
            (depositBp < 10_000 || quote.balanceMinor === 0) &&
            quote.commissionMinor >= 0 &&
            quote.commissionMinor <= quote.totalMinor
          );
        },
      ),
    );
  });
});

describe('requests and slots', () => {
  it('expire at the answer time, or at the start of the day asked for if that comes first', () => {
    const created = new Date('2027-06-10T12:00:00Z');
    expect(requestExpiresAt(created, 24, new Date('2027-06-15T04:00:00Z')).toISOString()).toBe(
      '2027-06-11T12:00:00.000Z',
    );
    expect(requestExpiresAt(created, 24, new Date('2027-06-11T04:00:00Z')).toISOString()).toBe(
      '2027-06-11T04:00:00.000Z',
    );
  });

  it('treats slots as half-open: one ending as the next starts does not overlap', () => {
    const at = (hour: number) => new Date(Date.UTC(2027, 5, 15, hour));
    expect(rangesOverlap({ startsAt: at(6), endsAt: at(10) }, { startsAt: at(10), endsAt: at(14) })).toBe(
      false,
    );
    expect(rangesOverlap({ startsAt: at(6), endsAt: at(11) }, { startsAt: at(10), endsAt: at(14) })).toBe(
      true,
    );
    expect(rangesOverlap({ startsAt: at(6), endsAt: at(18) }, { startsAt: at(10), endsAt: at(14) })).toBe(
      true,
    );
  });
});

describe('rating breakdown', () => {
  it('has no average without reviews', () => {
    expect(ratingBreakdown([])).toEqual({
      count: 0,
      average: null,
      stars: [0, 0, 0, 0, 0],
      aspects: { captain: null, boat: null, fishing: null, value: null },
    });
  });

  it('averages the overall ratings and each aspect, and counts stars by the rounded overall', () => {
    const breakdown = ratingBreakdown([
      { ratings: { captain: 5, boat: 5, fishing: 5, value: 5 } },
      { ratings: { captain: 5, boat: 4, fishing: 3, value: 4 } },
      { ratings: { captain: 2, boat: 2, fishing: 1, value: 2 } },
    ]);
    expect(breakdown.count).toBe(3);
    expect(breakdown.average).toBe(3.6);
    expect(breakdown.stars).toEqual([0, 1, 0, 1, 1]);
    expect(breakdown.aspects).toEqual({ captain: 4, boat: 3.7, fishing: 3, value: 3.7 });
  });
});

describe('listing input', () => {
  const listing = {
    kind: 'charter',
    name: 'Reel Deal Charters',
    category: 'center_console',
    capacity: 6,
    location: { name: 'Put-in-Bay Marina', country: 'us', latitude: 41.65, longitude: -82.82 },
    currency: 'usd',
    cancellationPolicy: 'moderate',
  };

  it('accepts a charter with a category and normalises codes', () => {
    const parsed = ListingInputSchema.parse(listing);
    expect(parsed.currency).toBe('USD');
    expect(parsed.location.country).toBe('US');
    expect(parsed.responseHours).toBe(24);
  });

  it('refuses a charter without a category, and lodging with one', () => {
    expect(ListingInputSchema.safeParse({ ...listing, category: null }).success).toBe(false);
    expect(ListingInputSchema.safeParse({ ...listing, kind: 'lodging' }).success).toBe(false);
    expect(ListingInputSchema.safeParse({ ...listing, kind: 'lodging', category: null }).success).toBe(true);
  });

  it('refuses a package without a price or with a deposit under 10 %', () => {
    const pkg = {
      name: 'Half day',
      durationMinutes: 240,
      pricingMode: 'per_trip',
      priceMinor: 45_000,
      depositBp: 2_500,
      maxParty: 6,
    };
    expect(PackageInputSchema.safeParse(pkg).success).toBe(true);
    expect(PackageInputSchema.safeParse({ ...pkg, priceMinor: 0 }).success).toBe(false);
    expect(PackageInputSchema.safeParse({ ...pkg, depositBp: 500 }).success).toBe(false);
  });
});
