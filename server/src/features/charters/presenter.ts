import {
  AMENITIES,
  BOAT_CATEGORIES,
  CANCELLATION_POLICIES,
  FISHING_TYPES,
  LISTING_KINDS,
  LISTING_STATES,
  PRICING_MODES,
  type RatingBreakdown,
} from '@tightlines/domain/charters/contract';
import type {
  CharterPackage,
  CharterPhoto,
  ListingCard,
  ListingDetail,
} from '@tightlines/domain/charters/views';
import { MediaSchema } from '@tightlines/domain/social/posts';
import { presentPersonRow, type PersonRowCols } from '#server/features/people/presenter';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';

/**
 * Listing rows → the charter views (allow-lists: the state reason, the reviewer and moderation never reach a
 * public card). Rows come from raw SQL in snake_case; see ListingRow for the columns every listing query selects.
 */

export interface PhotoRow {
  id: string;
  url: string;
  media: unknown;
  position: number;
}

export interface ListingRow extends Record<string, unknown> {
  id: string;
  kind: string;
  name: string;
  description: string;
  category: string | null;
  capacity: number;
  fishing_types: string[];
  amenities: string[];
  crew: unknown;
  location_name: string;
  region: string;
  country: string;
  latitude: number;
  longitude: number;
  currency: string;
  cancellation_policy: string;
  weather_policy: string;
  response_hours: number;
  instant_booking: boolean;
  state: string;
  from_price_minor: number | null;
  from_pricing_mode: string | null;
  rating_average: number | null;
  review_count: number;
  distance_km: number | null;
  cover: PhotoRow | null;
  owner: PersonRowCols;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface PackageRow {
  id: string;
  name: string;
  description: string;
  duration_minutes: number;
  pricing_mode: string;
  price_minor: number;
  deposit_bp: number;
  max_party: number;
  includes: string[];
  active: boolean;
  position: number;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined, fallback: T): T =>
  (values as readonly (string | null | undefined)[]).includes(value) ? (value as T) : fallback;
const allOf = <T extends string>(values: readonly T[], given: readonly string[] | null): T[] =>
  (given ?? []).filter((value): value is T => (values as readonly string[]).includes(value));

/** Listing photos are public once the listing is: the same URLs for everyone (ADR 013's public audience). */
export function presentPhoto(row: PhotoRow, urls: UploadUrls): CharterPhoto {
  const parsed = MediaSchema.safeParse(row.media);
  const image = presentImage(urls, 'public', row.url, parsed.success ? parsed.data : null);
  return { id: row.id, url: image.url ?? row.url, media: image.media, position: Number(row.position) };
}

export function presentPackage(row: PackageRow): CharterPackage {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    durationMinutes: Number(row.duration_minutes),
    pricingMode: oneOf(PRICING_MODES, row.pricing_mode, 'per_trip'),
    priceMinor: Number(row.price_minor),
    depositBp: Number(row.deposit_bp),
    maxParty: Number(row.max_party),
    includes: row.includes ?? [],
    active: row.active,
    position: Number(row.position),
  };
}

/** Row → ListingCardSchema: what a search result, a map popup and a profile's charters show. */
export function presentListingCard(row: ListingRow, urls: UploadUrls): ListingCard {
  const kind = oneOf(LISTING_KINDS, row.kind, 'charter');
  return {
    id: row.id,
    kind,
    name: row.name,
    category: kind === 'charter' ? oneOf(BOAT_CATEGORIES, row.category, 'other') : null,
    capacity: Number(row.capacity),
    fishingTypes: allOf(FISHING_TYPES, row.fishing_types),
    location: {
      name: row.location_name,
      region: row.region,
      country: row.country,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
    },
    distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 10) / 10,
    cover: row.cover ? presentPhoto(row.cover, urls) : null,
    currency: row.currency,
    fromPriceMinor: row.from_price_minor === null ? null : Number(row.from_price_minor),
    fromPricingMode:
      row.from_price_minor === null ? null : oneOf(PRICING_MODES, row.from_pricing_mode, 'per_trip'),
    ratingAverage: row.rating_average === null ? null : Number(row.rating_average),
    reviewCount: Number(row.review_count),
    instantBooking: row.instant_booking,
    owner: presentPersonRow(row.owner),
  };
}

const crewOf = (value: unknown): { name: string; role: string }[] =>
  Array.isArray(value)
    ? value
        .filter(
          (member): member is { name: unknown; role: unknown } => typeof member === 'object' && !!member,
        )
        .map((member) => ({
          name: typeof member.name === 'string' ? member.name : '',
          role: typeof member.role === 'string' ? member.role : '',
        }))
        .filter((member) => member.name !== '')
    : [];

/** Row and its parts → ListingDetailSchema (the public page; `viewer` is what this viewer may do). */
export function presentListingDetail(
  row: ListingRow,
  parts: {
    photos: PhotoRow[];
    packages: PackageRow[];
    rating: RatingBreakdown;
    ownerListingCount: number;
    viewer: { isOwner: boolean; canBook: boolean };
  },
  urls: UploadUrls,
): ListingDetail {
  const photos = parts.photos.map((photo) => presentPhoto(photo, urls));
  return {
    ...presentListingCard(row, urls),
    cover: photos[0] ?? null,
    description: row.description,
    amenities: allOf(AMENITIES, row.amenities),
    crew: crewOf(row.crew),
    photos,
    packages: parts.packages.map(presentPackage),
    cancellationPolicy: oneOf(CANCELLATION_POLICIES, row.cancellation_policy, 'moderate'),
    weatherPolicy: row.weather_policy,
    responseHours: Number(row.response_hours),
    state: oneOf(LISTING_STATES, row.state, 'draft'),
    rating: parts.rating,
    ownerListingCount: parts.ownerListingCount,
    viewer: parts.viewer,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
