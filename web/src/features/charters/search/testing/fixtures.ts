import type { ListingCard, ListingDetail, ListingPage } from '@tightlines/domain/charters/views';

export const LISTING_ID = '6d1f7c1e-2b8a-4f3e-9c41-1a2b3c4d5e6f';
export const OWNER_ID = '0b4e7f5c-3d1f-4c1e-9a7e-8f0a6e2d9b11';
export const PACKAGE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export function buildCard(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id: LISTING_ID,
    kind: 'charter',
    name: 'Tampa Flats Skiff',
    category: 'flats_skiff',
    capacity: 4,
    fishingTypes: ['inshore', 'fly'],
    location: { name: 'Tampa Marina', region: 'Florida', country: 'US', latitude: 27.95, longitude: -82.46 },
    distanceKm: null,
    cover: null,
    currency: 'USD',
    fromPriceMinor: 45_000,
    fromPricingMode: 'per_trip',
    ratingAverage: 4.8,
    reviewCount: 20,
    instantBooking: true,
    owner: {
      id: OWNER_ID,
      handle: 'capmorgan',
      firstName: 'Cap',
      lastName: 'Morgan',
      displayName: 'Cap Morgan',
      avatarUrl: null,
    },
    ...overrides,
  };
}

export const pageOf = (items: ListingCard[], nextCursor: string | null = null): ListingPage => ({
  items,
  nextCursor,
  total: items.length,
  totalCapped: false,
});

export function buildDetail(overrides: Partial<ListingDetail> = {}): ListingDetail {
  return {
    ...buildCard(),
    description: 'Snook and redfish on the grass flats.',
    amenities: ['shade', 'livewell'],
    crew: [{ name: 'Sam', role: 'Mate' }],
    photos: [],
    packages: [
      {
        id: PACKAGE_ID,
        name: 'Half day',
        description: '',
        durationMinutes: 240,
        pricingMode: 'per_trip',
        priceMinor: 45_000,
        depositBp: 2_500,
        maxParty: 4,
        includes: ['Bait', 'Licence'],
        active: true,
        position: 0,
      },
    ],
    cancellationPolicy: 'moderate',
    weatherPolicy: 'We call it the evening before if the wind is over 20 knots.',
    responseHours: 12,
    state: 'approved',
    rating: {
      count: 20,
      average: 4.8,
      stars: [0, 0, 0, 4, 16],
      aspects: { captain: 5, boat: 4.8, fishing: 4.6, value: 4.7 },
    },
    ownerListingCount: 1,
    viewer: { isOwner: false, canBook: true },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
