import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';
import { conversations } from './messages';
import { payments } from './payments';

/**
 * Charters and the booking hub (issue 18, ADR 028). One engine for every kind of listing (charter boat, lodging,
 * equipment, excursion): packages, slots, requests, bookings paid through payments, reviews from completed
 * bookings. The enums are domain/src/charters/contract.ts's; amounts are integer minor units in the listing's
 * currency.
 */

export const charterListings = pgTable(
  'charter_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** domain LISTING_KINDS. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** domain BOAT_CATEGORIES; charters only. */
    category: text('category'),
    capacity: integer('capacity').notNull(),
    fishingTypes: text('fishing_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** [{ name, role }]. */
    crew: jsonb('crew')
      .notNull()
      .default(sql`'[]'::jsonb`),
    locationName: text('location_name').notNull(),
    region: text('region').notNull().default(''),
    country: text('country').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    currency: text('currency').notNull(),
    /** domain CANCELLATION_POLICIES. */
    cancellationPolicy: text('cancellation_policy').notNull(),
    weatherPolicy: text('weather_policy').notNull().default(''),
    responseHours: integer('response_hours').notNull().default(24),
    instantBooking: boolean('instant_booking').notNull().default(false),
    /** domain LISTING_STATES. */
    state: text('state').notNull().default('draft'),
    /** Why an admin rejected or suspended it (shown to the owner). */
    stateReason: text('state_reason').notNull().default(''),
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Kept up to date by the booking and review services, for search and sorting. */
    fromPriceMinor: integer('from_price_minor'),
    ratingAverage: doublePrecision('rating_average'),
    reviewCount: integer('review_count').notNull().default(0),
    /** Moderation state (domain MODERATION_STATES): null visible, 'held', 'hidden'. */
    moderation: text('moderation'),
    ...timestamps,
  },
  (table) => [
    index('charter_listings_owner_idx').on(table.ownerUserId, table.createdAt.desc()),
    index('charter_listings_public_idx')
      .on(table.kind, table.latitude, table.longitude)
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    index('charter_listings_state_idx').on(table.state, table.updatedAt.desc()),
    // The search's sorts as index walks (issue 18 bench: 10,000 listings, p99 < 100 ms): a page reads its 21 rows
    // in order and stops, instead of scoring and sorting every public listing of the kind. The expressions are the
    // search repo's sort keys, written the same way (features/charters/search/repo.ts sortPlan), descending with
    // PostgreSQL's default nulls first, as `order by … desc` is (drizzle's .desc() would add nulls last).
    index('charter_listings_recommended_idx')
      .on(
        table.kind,
        sql`(coalesce(${table.ratingAverage}, 0) * ${table.reviewCount}) desc`,
        sql`${table.createdAt} desc`,
        sql`${table.id} desc`,
      )
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    index('charter_listings_price_low_idx')
      .on(table.kind, sql`coalesce(${table.fromPriceMinor}, 2147483647)`, table.id)
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    index('charter_listings_price_high_idx')
      .on(table.kind, sql`coalesce(${table.fromPriceMinor}, -1) desc`, sql`${table.id} desc`)
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    index('charter_listings_rating_idx')
      .on(
        table.kind,
        sql`coalesce(${table.ratingAverage}, -1) desc`,
        sql`${table.reviewCount} desc`,
        sql`${table.id} desc`,
      )
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    // A category narrows a kind to a fifth or less: its rows without reading the rest (filters and the total).
    index('charter_listings_category_idx')
      .on(table.kind, table.category, table.fromPriceMinor)
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    // Words anywhere in the name, place, region or description (like '%word%'), as the search writes them.
    index('charter_listings_words_trgm_idx')
      .using(
        'gin',
        sql`(lower(${table.name} || ' ' || ${table.locationName} || ' ' || ${table.region} || ' ' || ${table.description})) gin_trgm_ops`,
      )
      .where(sql`${table.state} = 'approved' AND ${table.moderation} IS NULL`),
    check('charter_listings_capacity_ck', sql`${table.capacity} BETWEEN 1 AND 200`),
  ],
);

export const charterPhotos = pgTable(
  'charter_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Generated image variants, as for posts. */
    media: jsonb('media'),
    position: smallint('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('charter_photos_listing_idx').on(table.listingId, table.position)],
);

export const charterPackages = pgTable(
  'charter_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    durationMinutes: integer('duration_minutes').notNull(),
    /** domain PRICING_MODES. */
    pricingMode: text('pricing_mode').notNull(),
    priceMinor: integer('price_minor').notNull(),
    depositBp: integer('deposit_bp').notNull(),
    maxParty: integer('max_party').notNull(),
    includes: text('includes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Retired packages stay for the bookings that name them. */
    active: boolean('active').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('charter_packages_listing_idx').on(table.listingId, table.position),
    check('charter_packages_price_ck', sql`${table.priceMinor} > 0`),
    check('charter_packages_deposit_ck', sql`${table.depositBp} BETWEEN 1000 AND 10000`),
  ],
);

/** A bookable time on a listing's calendar; booked at most once (ADR 028). */
export const charterSlots = pgTable(
  'charter_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => charterPackages.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** domain SLOT_STATES. */
    state: text('state').notNull().default('open'),
    /** While held for a deposit: until when. */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('charter_slots_listing_start_uq').on(table.listingId, table.startsAt),
    index('charter_slots_open_idx')
      .on(table.startsAt, table.listingId)
      .where(sql`${table.state} = 'open'`),
    // A search by date asks, listing by listing, "is one open on that day?": answered from this index alone.
    index('charter_slots_open_listing_idx')
      .on(table.listingId, table.startsAt)
      .where(sql`${table.state} = 'open'`),
    index('charter_slots_held_idx')
      .on(table.heldUntil)
      .where(sql`${table.state} = 'held'`),
    check('charter_slots_range_ck', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Dates nothing on the listing can be booked (maintenance, off season). */
export const charterBlockedPeriods = pgTable(
  'charter_blocked_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('charter_blocked_listing_idx').on(table.listingId, table.startsOn),
    check('charter_blocked_range_ck', sql`${table.endsOn} >= ${table.startsOn}`),
  ],
);

export const charterRequests = pgTable(
  'charter_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'cascade' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => charterPackages.id, { onDelete: 'cascade' }),
    anglerUserId: uuid('angler_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tripDate: date('trip_date').notNull(),
    partySize: integer('party_size').notNull(),
    message: text('message').notNull().default(''),
    /** domain REQUEST_STATES. */
    state: text('state').notNull().default('pending'),
    declineReason: text('decline_reason').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The conversation between angler and owner the request lives in. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('charter_requests_listing_idx').on(table.listingId, table.state, table.createdAt.desc()),
    index('charter_requests_angler_idx').on(table.anglerUserId, table.createdAt.desc()),
    index('charter_requests_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

export const charterBookings = pgTable(
  'charter_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'restrict' }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => charterSlots.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => charterPackages.id, { onDelete: 'restrict' }),
    anglerUserId: uuid('angler_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    requestId: uuid('request_id').references(() => charterRequests.id, { onDelete: 'set null' }),
    partySize: integer('party_size').notNull(),
    /** domain BOOKING_STATES. */
    state: text('state').notNull().default('awaiting_deposit'),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    depositMinor: integer('deposit_minor').notNull(),
    balanceMinor: integer('balance_minor').notNull(),
    commissionMinor: integer('commission_minor').notNull(),
    /** domain BALANCE_METHODS. */
    balanceMethod: text('balance_method').notNull().default('online'),
    depositPaymentId: uuid('deposit_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    balancePaymentId: uuid('balance_payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Paid so far (deposit, balance online, or recorded at the dock), minus refunds. */
    paidMinor: integer('paid_minor').notNull().default(0),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** domain CANCELLATION_REASONS, with the angler's remedy after a captain or weather cancellation. */
    cancellationReason: text('cancellation_reason'),
    cancellationNote: text('cancellation_note').notNull().default(''),
    remedy: text('remedy'),
    cancelledBy: uuid('cancelled_by').references(() => user.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    // The guarantee: one live booking per slot, whatever the code above does.
    uniqueIndex('charter_bookings_live_slot_uq')
      .on(table.slotId)
      .where(sql`${table.state} <> 'cancelled'`),
    index('charter_bookings_angler_idx').on(table.anglerUserId, table.createdAt.desc()),
    index('charter_bookings_listing_idx').on(table.listingId, table.state),
    index('charter_bookings_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.state} = 'awaiting_deposit'`),
    check(
      'charter_bookings_money_ck',
      sql`${table.depositMinor} + ${table.balanceMinor} = ${table.totalMinor} AND ${table.depositMinor} > 0`,
    ),
  ],
);

/** One review per completed booking, rated per aspect (domain REVIEW_ASPECTS). */
export const charterReviews = pgTable(
  'charter_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => charterBookings.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => charterListings.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ratingCaptain: smallint('rating_captain').notNull(),
    ratingBoat: smallint('rating_boat').notNull(),
    ratingFishing: smallint('rating_fishing').notNull(),
    ratingValue: smallint('rating_value').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    moderation: text('moderation'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('charter_reviews_booking_uq').on(table.bookingId),
    index('charter_reviews_listing_idx').on(table.listingId, table.createdAt.desc()),
    check(
      'charter_reviews_ratings_ck',
      sql`${table.ratingCaptain} BETWEEN 1 AND 5 AND ${table.ratingBoat} BETWEEN 1 AND 5 AND ${table.ratingFishing} BETWEEN 1 AND 5 AND ${table.ratingValue} BETWEEN 1 AND 5`,
    ),
  ],
);
