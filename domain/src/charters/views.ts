import { z } from 'zod';
import { PersonSchema } from '../social/people';
import { MediaSchema } from '../social/posts';
import {
  AMENITIES,
  BOAT_CATEGORIES,
  CANCELLATION_POLICIES,
  FISHING_TYPES,
  LISTING_KINDS,
  LISTING_STATES,
  PRICING_MODES,
  RatingBreakdownSchema,
  SLOT_STATES,
} from './contract';

/**
 * What the charters API answers about listings (issue 18): the card in search results, the public page, and the
 * owner's editing view. Bookings, requests and reviews have their own views next to their services.
 */

export const ListingParamsSchema = z.object({ listingId: z.uuid() });

export const CharterPhotoSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  media: MediaSchema.nullable(),
  position: z.number().int(),
});
export type CharterPhoto = z.infer<typeof CharterPhotoSchema>;

export const CharterPackageSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  pricingMode: z.enum(PRICING_MODES),
  priceMinor: z.number().int(),
  depositBp: z.number().int(),
  maxParty: z.number().int(),
  includes: z.array(z.string()),
  active: z.boolean(),
  position: z.number().int(),
});
export type CharterPackage = z.infer<typeof CharterPackageSchema>;

export const ListingLocationViewSchema = z.object({
  name: z.string(),
  region: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** A result of GET /api/charters (list and map): what a card shows. */
export const ListingCardSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LISTING_KINDS),
  name: z.string(),
  category: z.enum(BOAT_CATEGORIES).nullable(),
  capacity: z.number().int(),
  fishingTypes: z.array(z.enum(FISHING_TYPES)),
  location: ListingLocationViewSchema,
  /** Kilometres from the searched point, when the search had one. */
  distanceKm: z.number().nullable(),
  cover: CharterPhotoSchema.nullable(),
  currency: z.string(),
  /** The cheapest active package's price and how it is priced; null without packages. */
  fromPriceMinor: z.number().int().nullable(),
  fromPricingMode: z.enum(PRICING_MODES).nullable(),
  ratingAverage: z.number().nullable(),
  reviewCount: z.number().int(),
  instantBooking: z.boolean(),
  owner: PersonSchema,
});
export type ListingCard = z.infer<typeof ListingCardSchema>;

export const ListingPageSchema = z.object({
  items: z.array(ListingCardSchema),
  nextCursor: z.string().nullable(),
  /** How many listings match (capped at 1,000 for speed; `totalCapped` says so). */
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type ListingPage = z.infer<typeof ListingPageSchema>;

/** GET /api/charters/:listingId: the public page (its owner and admins also see it before approval). */
export const ListingDetailSchema = ListingCardSchema.extend({
  description: z.string(),
  amenities: z.array(z.enum(AMENITIES)),
  crew: z.array(z.object({ name: z.string(), role: z.string() })),
  photos: z.array(CharterPhotoSchema),
  packages: z.array(CharterPackageSchema),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES),
  weatherPolicy: z.string(),
  responseHours: z.number().int(),
  state: z.enum(LISTING_STATES),
  rating: RatingBreakdownSchema,
  /** The owner's other approved listings (a captain's boats, a lodge's rooms). */
  ownerListingCount: z.number().int(),
  /** What the viewer may do: edit it (owner, admin), book or request (signed in and not the owner). */
  viewer: z.object({ isOwner: z.boolean(), canBook: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListingDetail = z.infer<typeof ListingDetailSchema>;

/** GET /api/charters/:listingId/availability?from&to: bookable slots (open, not in a blocked period, future). */
export const SlotSchema = z.object({
  id: z.uuid(),
  packageId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  state: z.enum(SLOT_STATES),
});
export type Slot = z.infer<typeof SlotSchema>;

export const AvailabilityQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  packageId: z.uuid().optional(),
});

export const AvailabilitySchema = z.object({
  slots: z.array(SlotSchema),
  blocked: z.array(z.object({ startsOn: z.string(), endsOn: z.string() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** The owner's view (GET /api/charters/mine, …/listings/:listingId/edit): the state and why. */
export const OwnerListingSchema = ListingDetailSchema.extend({
  stateReason: z.string(),
  /** Bookings not cancelled, upcoming. */
  upcomingBookings: z.number().int(),
  pendingRequests: z.number().int(),
});
export type OwnerListing = z.infer<typeof OwnerListingSchema>;

/** Admin review queue (GET /api/admin/charters). */
export const AdminListingSchema = OwnerListingSchema.extend({
  reviewedBy: PersonSchema.nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminListing = z.infer<typeof AdminListingSchema>;
