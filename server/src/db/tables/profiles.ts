import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';

/** Spec §3 profiles plus the sign-up metadata and address. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    bio: text('bio'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    instagram: text('instagram'),
    facebook: text('facebook'),
    twitter: text('twitter'),
    linkedin: text('linkedin'),
    mfaEmailEnabled: boolean('mfa_email_enabled').notNull().default(false),
    mfaTotpEnabled: boolean('mfa_totp_enabled').notNull().default(false),
    preferredMfaMethod: text('preferred_mfa_method'),
    /** Unique @handle (lower-case letters, digits, underscore); mentions resolve against it first. */
    handle: text('handle').unique(),
    headerUrl: text('header_url'),
    streetAddress: text('street_address'),
    addressLine2: text('address_line2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Where the angler fishes (free text, e.g. "Lake Erie"); shared waters rank follow suggestions. */
    homeWaters: text('home_waters'),
    /** Made by the demo seed: demo staff act on these accounts only, and skip staff MFA in demo mode. */
    demo: boolean('demo').notNull().default(false),
    /** The language the person reads the app in, as their app last reported it; e-mails are written in it. */
    language: text('language'),
    ...timestamps,
  },
  (table) => [
    // People search is typo-tolerant on names and handle through pg_trgm (word similarity, short texts)…
    index('profiles_name_trgm_idx').using(
      'gin',
      sql`(lower(coalesce(${table.firstName}, '') || ' ' || coalesce(${table.lastName}, '') || ' ' || coalesce(${table.handle}, ''))) gin_trgm_ops`,
    ),
    // …and finds the query as written anywhere in a bio (LIKE '%…%', served by trigrams too).
    index('profiles_bio_trgm_idx').using('gin', sql`(lower(${table.bio})) gin_trgm_ops`),
    index('profiles_first_name_idx').on(sql`lower(${table.firstName})`),
    // People search: an exact last name is always a candidate, even when it is a common word in bios ('Pike').
    index('profiles_last_name_idx').on(sql`lower(${table.lastName})`),
    // Follow suggestions: people fishing the same waters (compared case-insensitively).
    index('profiles_home_waters_idx').on(sql`lower(${table.homeWaters})`),
  ],
);

/**
 * Profile fields of the social core, kept beside the sign-up profile: the unique @handle, header image,
 * address, home waters (for suggestions) and the counters shown on every card (ARCHITECTURE: kept in
 * the row, changed in the same transaction as the event).
 */
export const profileStats = pgTable(
  'profile_stats',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Follow suggestions fall back to the most-followed members.
  (table) => [index('profile_stats_followers_idx').on(table.followersCount.desc())],
);
