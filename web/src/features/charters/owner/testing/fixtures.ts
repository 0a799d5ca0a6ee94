import type { AdminListing, CharterPackage, OwnerListing } from '@tightlines/domain/charters/views';

export const LISTING_ID = '11111111-1111-4111-8111-111111111111';
export const PACKAGE_ID = '22222222-2222-4222-8222-222222222222';

export function buildPackage(overrides: Partial<CharterPackage> = {}): CharterPackage {
  return {
    id: PACKAGE_ID,
    name: 'Half day',
    description: '',
    durationMinutes: 240,
    pricingMode: 'per_trip',
    priceMinor: 45_000,
    depositBp: 2_500,
    maxParty: 6,
    includes: [],
    active: true,
    position: 0,
    ...overrides,
  };
}

export function buildOwnerListing(overrides: Partial<OwnerListing> = {}): OwnerListing {
  return {
    id: LISTING_ID,
    kind: 'charter',
    name: 'Reel Deal',
    category: 'sportfisher',
    capacity: 6,
    fishingTypes: ['offshore'],
    location: {
      name: 'Key West Marina',
      region: 'Florida',
      country: 'US',
      latitude: 24.56,
      longitude: -81.8,
    },
    distanceKm: null,
    cover: null,
    currency: 'USD',
    fromPriceMinor: 45_000,
    fromPricingMode: 'per_trip',
    ratingAverage: null,
    reviewCount: 0,
    instantBooking: false,
    owner: {
      id: 'user-1',
      handle: 'casey',
      firstName: 'Casey',
      lastName: 'Rivers',
      displayName: 'Casey Rivers',
      avatarUrl: null,
    },
    description: 'Offshore trips.',
    amenities: ['restroom'],
    crew: [],
    photos: [],
    packages: [buildPackage()],
    cancellationPolicy: 'moderate',
    weatherPolicy: '',
    responseHours: 24,
    state: 'draft',
    rating: {
      count: 0,
      average: null,
      stars: [0, 0, 0, 0, 0],
      aspects: { captain: null, boat: null, fishing: null, value: null },
    },
    ownerListingCount: 0,
    viewer: { isOwner: true, canBook: false },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    stateReason: '',
    upcomingBookings: 0,
    pendingRequests: 0,
    ...overrides,
  };
}

export function buildAdminListing(overrides: Partial<AdminListing> = {}): AdminListing {
  return {
    ...buildOwnerListing(),
    reviewedBy: null,
    reviewedAt: null,
    state: 'pending_review',
    ...overrides,
  };
}

export const SETTINGS = { commissionBp: 1_000, depositHoldMinutes: 30, reminderHours: 24 };
