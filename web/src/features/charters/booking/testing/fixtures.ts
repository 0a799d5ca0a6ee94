import type { CharterBooking, CharterRequest } from '@tightlines/domain/charters/bookings';
import type { PaymentView } from '@tightlines/domain/payments/contract';
import type { ListingDetail, Slot } from '@tightlines/domain/charters/views';

export const LISTING_ID = '5b0f6f2e-1d0c-4a8e-9a54-3f1b9c2d7e01';
export const PACKAGE_ID = '6c1a7a3f-2e1d-4b9f-8b65-4a2cad3e8f02';
export const SLOT_ID = '7d2b8b4a-3f2e-4caa-9c76-5b3dbe4f9a03';
export const SLOT_2_ID = '7d2b8b4a-3f2e-4caa-9c76-5b3dbe4f9a04';
export const BOOKING_ID = '8e3c9c5b-4a3f-4dbb-8d87-6c4ecf5aab04';
export const REQUEST_ID = '9f4dad6c-5b4a-4ecc-9e98-7d5fd06bbc05';
export const PAYMENT_ID = 'a05ebe7d-6c5b-4fdd-8fa9-8e6a017ccd06';
export const CONVERSATION_ID = 'b16fcf8e-7d6c-4aee-9ab0-9f7b128dde07';
export const CAPTAIN = {
  id: 'c27ad09f-8e7d-4bff-8bc1-a08c239eef08',
  handle: 'capt-rosa',
  firstName: 'Rosa',
  lastName: 'Marin',
  displayName: 'Rosa Marin',
  avatarUrl: null,
};
export const ANGLER = {
  id: 'd38be1a0-9f8e-4c00-9cd2-b19d34af0f09',
  handle: 'casey',
  firstName: 'Casey',
  lastName: 'Rivers',
  displayName: 'Casey Rivers',
  avatarUrl: null,
};

/** A day `days` from now at 07:00 local time, as an ISO instant. */
export function daysFromNow(days: number, hour = 7): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hour, 0, 0, 0);
  return date.toISOString();
}

export function buildListing(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    id: LISTING_ID,
    kind: 'charter',
    name: 'Reel Deal Offshore',
    category: 'sportfisher',
    capacity: 6,
    fishingTypes: ['offshore'],
    location: { name: 'Destin Harbor', region: 'Florida', country: 'US', latitude: 30.39, longitude: -86.5 },
    distanceKm: null,
    cover: null,
    currency: 'USD',
    fromPriceMinor: 90_000,
    fromPricingMode: 'per_trip',
    ratingAverage: null,
    reviewCount: 0,
    instantBooking: true,
    owner: CAPTAIN,
    description: '',
    amenities: [],
    crew: [],
    photos: [],
    packages: [
      {
        id: PACKAGE_ID,
        name: 'Half day offshore',
        description: '',
        durationMinutes: 240,
        pricingMode: 'per_trip',
        priceMinor: 90_000,
        depositBp: 2_500,
        maxParty: 6,
        includes: [],
        active: true,
        position: 0,
      },
    ],
    cancellationPolicy: 'moderate',
    weatherPolicy: '',
    responseHours: 24,
    state: 'approved',
    rating: {
      count: 0,
      average: null,
      stars: [0, 0, 0, 0, 0],
      aspects: { captain: null, boat: null, fishing: null, value: null },
    },
    ownerListingCount: 1,
    viewer: { isOwner: false, canBook: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildSlot(overrides: Partial<Slot> = {}): Slot {
  const startsAt = overrides.startsAt ?? daysFromNow(3);
  return {
    id: SLOT_ID,
    packageId: PACKAGE_ID,
    startsAt,
    endsAt: new Date(new Date(startsAt).getTime() + 4 * 3_600_000).toISOString(),
    state: 'open',
    ...overrides,
  };
}

const NO_ACTIONS: CharterBooking['viewer'] = {
  side: 'angler',
  canPay: false,
  canPayBalance: false,
  canCancel: false,
  refundIfCancelledMinor: 0,
  canDecline: false,
  canComplete: false,
  canRecordBalance: false,
  canChooseRemedy: false,
  canReview: false,
};

export function buildBooking(
  overrides: Partial<Omit<CharterBooking, 'viewer'>> & { viewer?: Partial<CharterBooking['viewer']> } = {},
): CharterBooking {
  const { viewer, ...rest } = overrides;
  const startsAt = daysFromNow(10);
  return {
    id: BOOKING_ID,
    listing: {
      id: LISTING_ID,
      kind: 'charter',
      name: 'Reel Deal Offshore',
      locationName: 'Destin Harbor',
      cover: null,
      owner: CAPTAIN,
      cancellationPolicy: 'moderate',
    },
    package: {
      id: PACKAGE_ID,
      name: 'Half day offshore',
      durationMinutes: 240,
      pricingMode: 'per_trip',
      priceMinor: 90_000,
    },
    angler: ANGLER,
    slot: {
      id: SLOT_ID,
      startsAt,
      endsAt: new Date(new Date(startsAt).getTime() + 4 * 3_600_000).toISOString(),
    },
    partySize: 4,
    state: 'confirmed',
    currency: 'USD',
    totalMinor: 90_000,
    depositMinor: 22_500,
    balanceMinor: 67_500,
    commissionMinor: 0,
    paidMinor: 22_500,
    refundedMinor: 0,
    balanceMethod: 'at_dock',
    holdExpiresAt: null,
    cancellationReason: null,
    cancellationNote: '',
    remedy: null,
    cancelledAt: null,
    completedAt: null,
    conversationId: CONVERSATION_ID,
    requestId: null,
    reviewId: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...rest,
    viewer: { ...NO_ACTIONS, ...viewer },
  };
}

export function buildRequest(
  overrides: Partial<Omit<CharterRequest, 'viewer'>> & { viewer?: Partial<CharterRequest['viewer']> } = {},
): CharterRequest {
  const { viewer, ...rest } = overrides;
  return {
    id: REQUEST_ID,
    listing: buildBooking().listing,
    package: buildBooking().package,
    angler: ANGLER,
    tripDate: '2027-03-14',
    partySize: 3,
    message: 'Hoping for mahi!',
    state: 'pending',
    declineReason: '',
    expiresAt: daysFromNow(1),
    conversationId: CONVERSATION_ID,
    bookingId: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    answeredAt: null,
    ...rest,
    viewer: { side: 'angler', canAnswer: false, canWithdraw: true, ...viewer },
  };
}

export const page = <T>(items: T[]) => ({ items, nextCursor: null });

/** The deposit's payment as GET /api/payments/:id answers it once the webhook settled it. */
export function buildDepositPayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: PAYMENT_ID,
    purpose: 'booking',
    provider: 'stripe',
    offlineMethod: null,
    status: 'succeeded',
    payer: { userId: ANGLER.id, displayName: ANGLER.displayName },
    description: 'Reel Deal Offshore',
    quote: {
      currency: 'USD',
      lines: [{ label: 'Reel Deal Offshore', amountMinor: 22_500, registrationId: null }],
      subtotalMinor: 22_500,
      discountMinor: 0,
      discountCode: null,
      discountError: null,
      taxMinor: 0,
      taxRate: null,
      totalMinor: 22_500,
      platformFeeMinor: 9_000,
    },
    amountMinor: 22_500,
    currency: 'USD',
    refundedMinor: 0,
    registrations: [],
    receipt: { id: 'f5a0e3c2-b1a0-4e22-9ef4-d3bf56c12b11', number: 'TL-2026-000108' },
    refunds: [],
    dispute: null,
    holdExpiresAt: null,
    failureReason: null,
    paidAt: '2026-11-29T10:00:00.000Z',
    createdAt: '2026-11-29T09:58:00.000Z',
    ...overrides,
  };
}
