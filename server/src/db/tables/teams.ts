import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { user } from './auth';

export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  bio: text('bio').notNull().default(''),
  logoUrl: text('logo_url'),
  homePort: text('home_port'),
  captainUserId: uuid('captain_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'restrict' }),
  inviteCode: text('invite_code').notNull().unique(),
  membersCount: integer('members_count').notNull().default(1),
  followersCount: integer('followers_count').notNull().default(0),
  ...timestamps,
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** captain | member */
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
  ],
);

export const teamFollows = pgTable(
  'team_follows',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_follows_team_created_idx').on(table.teamId, table.createdAt.desc()),
  ],
);

export const boats = pgTable(
  'boats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    make: text('make'),
    model: text('model'),
    lengthCm: integer('length_cm'),
    registrationNumber: text('registration_number'),
    photoUrl: text('photo_url'),
    ...timestamps,
  },
  (table) => [index('boats_owner_idx').on(table.ownerUserId), index('boats_team_idx').on(table.teamId)],
);
