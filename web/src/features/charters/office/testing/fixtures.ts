import type { CharterBooking, CharterReview } from '@tightlines/domain/charters/bookings';
import type { CaptainDashboard, CaptainEarnings, CaptainReview } from '@tightlines/domain/charters/office';
import type { ListingDetail } from '@tightlines/domain/charters/views';
import type { Person } from '@tightlines/domain/social/people';

/** Charter view fixtures for the office and reviews web tests (issue 18). */

export const LISTING_ID = '11111111-1111-4111-8111-111111111111';
export const BOOKING_ID = '22222222-2222-4222-8222-222222222222';

export const person = (id: string, firstName: string, lastName: string): Person => ({
  id,
  handle: firstName.toLowerCase(),
  firstName,
  lastName,
  displayName: `${firstName} ${lastName}`,
  avatarUrl: null,
});

export const ANDY = person('33333333-3333-4333-8333-333333333333', 'Andy', 'Angler');
export const CORA = person('44444444-4444-4444-8444-444444444444', 'Cora', 'Captain');

export function buildReview(overrides: Partial<CharterReview> = {}): CharterReview {
  return {
    id: '55555555-5555-4555-8555-555555555501',
    listingId: LISTING_ID,
    bookingId: BOOKING_ID,
    author: ANDY,
    ratings: { captain: 5, boat: 5, fishing: 4, value: 4 },
    overall: 4.5,
    text: 'Tuna all day!',
    tripStartsAt: '2026-06-14T06:00:00.000Z',
    packageName: 'Full day offshore',
    reply: null,
    repliedAt: null,
    createdAt: '2026-06-16T10:00:00.000Z',
    viewer: { canReply: false, canReport: true },
    ...overrides,
  };
}

export const buildCaptainReview = (overrides: Partial<CaptainReview> = {}): CaptainReview => ({
  ...buildReview({ viewer: { canReply: true, canReport: false } }),
  listingName: 'Blue Runner',
  ...overrides,
});

export function buildListing(rating: Partial<ListingDetail['rating']> = {}): ListingDetail {
  return {
    id: LISTING_ID,
    kind: 'charter',
    name: 'Blue Runner',
    category: 'center_console',
    capacity: 6,
    fishingTypes: ['offshore'],
    location: { name: 'Key West', region: 'FL', country: 'US', latitude: 24.5, longitude: -81.8 },
    distanceKm: null,
    cover: null,
    currency: 'USD',
    fromPriceMinor: 90_000,
    fromPricingMode: 'per_trip',
    ratingAverage: 4.3,
    reviewCount: 12,
    instantBooking: false,
    owner: CORA,
    description: '',
    amenities: [],
    crew: [],
    photos: [],
    packages: [],
    cancellationPolicy: 'moderate',
    weatherPolicy: '',
    responseHours: 24,
    state: 'approved',
    rating: {
      count: 12,
      average: 4.3,
      stars: [0, 1, 1, 3, 7],
      aspects: { captain: 4.8, boat: 4.5, fishing: 3.9, value: 4.1 },
      ...rating,
    },
    ownerListingCount: 1,
    viewer: { isOwner: false, canBook: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

export function buildBooking(): CharterBooking {
  return {
    id: BOOKING_ID,
    listing: {
      id: LISTING_ID,
      kind: 'charter',
      name: 'Blue Runner',
      locationName: 'Key West',
      cover: null,
      owner: CORA,
      cancellationPolicy: 'moderate',
    },
    package: {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Full day offshore',
      durationMinutes: 480,
      pricingMode: 'per_trip',
      priceMinor: 90_000,
    },
    angler: ANDY,
    slot: {
      id: '77777777-7777-4777-8777-777777777777',
      startsAt: '2026-06-14T06:00:00.000Z',
      endsAt: '2026-06-14T14:00:00.000Z',
    },
    partySize: 4,
    state: 'completed',
    currency: 'USD',
    totalMinor: 90_000,
    depositMinor: 27_000,
    balanceMinor: 63_000,
    commissionMinor: 0,
    paidMinor: 90_000,
    refundedMinor: 0,
    balanceMethod: 'online',
    holdExpiresAt: null,
    cancellationReason: null,
    cancellationNote: '',
    remedy: null,
    cancelledAt: null,
    completedAt: '2026-06-14T15:00:00.000Z',
    conversationId: null,
    requestId: null,
    reviewId: null,
    createdAt: '2026-05-01T00:00:00.000Z',
    viewer: {
      side: 'angler',
      canPay: false,
      canPayBalance: false,
      canCancel: false,
      refundIfCancelledMinor: 0,
      canDecline: false,
      canComplete: false,
      canRecordBalance: false,
      canChooseRemedy: false,
      canReview: true,
    },
  };
}

export function buildDashboard(overrides: Partial<CaptainDashboard> = {}): CaptainDashboard {
  return {
    hasListings: true,
    commissionBp: 1_000,
    today: [
      {
        bookingId: BOOKING_ID,
        startsAt: '2030-06-14T06:00:00.000Z',
        endsAt: '2030-06-14T14:00:00.000Z',
        listing: { id: LISTING_ID, name: 'Blue Runner' },
        packageName: 'Full day offshore',
        angler: ANDY,
        partySize: 4,
        state: 'confirmed',
        currency: 'USD',
        totalMinor: 90_000,
        paidMinor: 27_000,
        balanceDueMinor: 63_000,
        balanceMethod: 'at_dock',
      },
    ],
    upcoming: [],
    requests: [
      {
        requestId: '88888888-8888-4888-8888-888888888888',
        listing: { id: LISTING_ID, name: 'Blue Runner' },
        packageName: 'Half day inshore',
        angler: person('99999999-9999-4999-8999-999999999999', 'Bea', 'Second'),
        tripDate: '2030-07-01',
        partySize: 3,
        expiresAt: '2030-06-15T06:00:00.000Z',
      },
    ],
    requestsWaiting: 1,
    earningsThisMonth: [
      { currency: 'USD', grossMinor: 20_000, commissionMinor: 1_500, refundedMinor: 5_000, netMinor: 13_500 },
    ],
    listingsByState: [
      { state: 'draft', count: 1 },
      { state: 'approved', count: 2 },
    ],
    rating: { average: 4.6, count: 9 },
    ...overrides,
  };
}

export function buildEarnings(overrides: Partial<CaptainEarnings> = {}): CaptainEarnings {
  const money = {
    currency: 'USD',
    grossMinor: 20_000,
    commissionMinor: 1_500,
    refundedMinor: 5_000,
    netMinor: 13_500,
  };
  return {
    from: '2025-07-01',
    to: '2026-06-30',
    commissionBp: 1_000,
    bookings: [
      {
        ...money,
        bookingId: BOOKING_ID,
        listingName: 'Blue Runner',
        packageName: 'Full day offshore',
        tripStartsAt: '2026-06-14T06:00:00.000Z',
        angler: ANDY,
        state: 'completed',
        totalMinor: 90_000,
      },
    ],
    months: [{ month: '2026-06', ...money }],
    totals: [money],
    account: { provider: 'stripe', payoutsEnabled: false, detailsSubmitted: false },
    balances: [{ currency: 'USD', availableMinor: 10_500, pendingPayoutMinor: 3_000 }],
    payouts: [
      {
        id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
        amountMinor: 3_000,
        currency: 'USD',
        status: 'pending',
        failureReason: null,
        createdAt: '2026-06-20T10:00:00.000Z',
        paidAt: null,
      },
    ],
    ...overrides,
  };
}
