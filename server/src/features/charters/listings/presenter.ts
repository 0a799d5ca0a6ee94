import type {
  Amenity,
  BoatCategory,
  CancellationPolicy,
  FishingType,
  ListingKind,
  ListingState,
  PricingMode,
  RatingBreakdown,
} from '@tightlines/domain/charters/contract';
import type {
  AdminListing,
  CharterPackage,
  CharterPhoto,
  ListingCard,
  ListingDetail,
  OwnerListing,
} from '@tightlines/domain/charters/views';
import type { Media } from '@tightlines/domain/social/posts';
import type { Person } from '@tightlines/domain/social/people';
import type { charterListings, charterPackages, charterPhotos } from '#server/db/schema';

/**
 * Rows → the listing views (allow-lists). Plain functions of rows, so the public search and page (another part
 * of issue 18) build ListingCard and ListingDetail exactly as the owner's and the admin's views do.
 */

export type ListingRow = typeof charterListings.$inferSelect;
export type PhotoRow = typeof charterPhotos.$inferSelect;
export type PackageRow = typeof charterPackages.$inferSelect;

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentPhoto(row: PhotoRow): CharterPhoto {
  return { id: row.id, url: row.url, media: (row.media as Media | null) ?? null, position: row.position };
}

export function presentPackage(row: PackageRow): CharterPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    pricingMode: row.pricingMode as PricingMode,
    priceMinor: row.priceMinor,
    depositBp: row.depositBp,
    maxParty: row.maxParty,
    includes: row.includes,
    active: row.active,
    position: row.position,
  };
}

const byPosition = <T extends { position: number; createdAt: Date }>(a: T, b: T) =>
  a.position - b.position || a.createdAt.getTime() - b.createdAt.getTime();

/** The cheapest active package (what "from …" shows), or null without one. */
export function cheapestPackage(packages: readonly PackageRow[]): PackageRow | null {
  let best: PackageRow | null = null;
  for (const row of packages) if (row.active && (!best || row.priceMinor < best.priceMinor)) best = row;
  return best;
}

/** A search result's card. `photos` may be only the cover (or all photos: the first by position is the cover). */
export function presentListingCard(input: {
  listing: ListingRow;
  owner: Person;
  photos: readonly PhotoRow[];
  packages: readonly PackageRow[];
  distanceKm?: number | null;
}): ListingCard {
  const { listing } = input;
  const cover = [...input.photos].sort(byPosition)[0];
  const cheapest = cheapestPackage(input.packages);
  return {
    id: listing.id,
    kind: listing.kind as ListingKind,
    name: listing.name,
    category: (listing.category as BoatCategory | null) ?? null,
    capacity: listing.capacity,
    fishingTypes: listing.fishingTypes as FishingType[],
    location: {
      name: listing.locationName,
      region: listing.region,
      country: listing.country,
      latitude: listing.latitude,
      longitude: listing.longitude,
    },
    distanceKm: input.distanceKm ?? null,
    cover: cover ? presentPhoto(cover) : null,
    currency: listing.currency,
    fromPriceMinor: cheapest?.priceMinor ?? listing.fromPriceMinor ?? null,
    fromPricingMode: (cheapest?.pricingMode as PricingMode | undefined) ?? null,
    ratingAverage: listing.ratingAverage,
    reviewCount: listing.reviewCount,
    instantBooking: listing.instantBooking,
    owner: input.owner,
  };
}

/**
 * The listing's page. Anglers see active packages only; pass `allPackages` for the owner and admins (retired
 * packages stay listed for them, marked inactive).
 */
export function presentListingDetail(input: {
  listing: ListingRow;
  owner: Person;
  photos: readonly PhotoRow[];
  packages: readonly PackageRow[];
  rating: RatingBreakdown;
  ownerListingCount: number;
  viewerId: string | null;
  distanceKm?: number | null;
  allPackages?: boolean;
}): ListingDetail {
  const { listing, viewerId } = input;
  const isOwner = viewerId !== null && viewerId === listing.ownerUserId;
  const packages = [...input.packages]
    .filter((row) => input.allPackages || row.active)
    .sort(byPosition)
    .map(presentPackage);
  return {
    ...presentListingCard(input),
    description: listing.description,
    amenities: listing.amenities as Amenity[],
    crew: (listing.crew as { name: string; role: string }[]).map((member) => ({
      name: member.name,
      role: member.role,
    })),
    photos: [...input.photos].sort(byPosition).map(presentPhoto),
    packages,
    cancellationPolicy: listing.cancellationPolicy as CancellationPolicy,
    weatherPolicy: listing.weatherPolicy,
    responseHours: listing.responseHours,
    state: listing.state as ListingState,
    rating: input.rating,
    ownerListingCount: input.ownerListingCount,
    viewer: {
      isOwner,
      canBook: viewerId !== null && !isOwner && listing.state === 'approved' && listing.moderation === null,
    },
    createdAt: iso(listing.createdAt),
    updatedAt: iso(listing.updatedAt),
  };
}

export function presentOwnerListing(
  input: Parameters<typeof presentListingDetail>[0] & { upcomingBookings: number; pendingRequests: number },
): OwnerListing {
  return {
    ...presentListingDetail({ ...input, allPackages: true }),
    stateReason: input.listing.stateReason,
    upcomingBookings: input.upcomingBookings,
    pendingRequests: input.pendingRequests,
  };
}

export function presentAdminListing(
  input: Parameters<typeof presentOwnerListing>[0] & { reviewedBy: Person | null },
): AdminListing {
  return {
    ...presentOwnerListing(input),
    reviewedBy: input.reviewedBy,
    reviewedAt: input.listing.reviewedAt ? iso(input.listing.reviewedAt) : null,
  };
}
