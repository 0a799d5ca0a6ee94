import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

// ── Moderation and safety: the queue, reports, actions, appeals, standings, audit, notes, block and mute ──

/**
 * One row per thing in the queue: a reported target (reports grouped by target), a held piece of content, or an
 * appeal. At most one open item per target and source; a new report of a resolved target opens a new item.
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** report | hold | appeal (domain ITEM_SOURCES). */
    source: text('source').notNull(),
    /** domain REPORT_TARGET_TYPES. */
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The person who wrote the target (the profile's owner, the team's captain); null when unknown or gone. */
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    /** Highest REASON_SEVERITY of its reports (holds and appeals have their own, set by the service). */
    severity: integer('severity').notNull().default(1),
    reportCount: integer('report_count').notNull().default(0),
    firstReportedAt: timestamp('first_reported_at', { withTimezone: true }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: uuid('claimed_by').references(() => user.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** For a hold: 'word' or 'new_account_link', and the word matched. */
    holdRule: text('hold_rule'),
    holdMatch: text('hold_match'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    /** The action that resolved it (domain MODERATION_ACTIONS). */
    resolution: text('resolution'),
  },
  (table) => [
    uniqueIndex('moderation_items_open_target_uq')
      .on(table.targetType, table.targetId, table.source)
      .where(sql`${table.status} = 'open'`),
    // The queue: open items, most severe first, then oldest first.
    index('moderation_items_queue_idx')
      .on(table.severity.desc(), table.firstReportedAt, table.id)
      .where(sql`${table.status} = 'open'`),
    index('moderation_items_resolved_idx')
      .on(table.resolvedAt)
      .where(sql`${table.status} = 'resolved'`),
    index('moderation_items_author_idx').on(table.authorId),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** domain REPORT_REASONS */
    reason: text('reason').notNull(),
    note: text('note'),
    /** open | resolved (the reporter was told the outcome). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open report per item per person.
    uniqueIndex('reports_open_per_reporter_uq')
      .on(table.reporterId, table.targetType, table.targetId)
      .where(sql`${table.status} = 'open'`),
    index('reports_item_idx').on(table.itemId, table.createdAt),
    index('reports_created_idx').on(table.createdAt),
  ],
);

/** Every moderator decision, kept (the audit log records it too, with before and after). */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => moderationItems.id, { onDelete: 'set null' }),
    /** domain MODERATION_ACTIONS */
    action: text('action').notNull(),
    /** Null for an automatic action (the strike threshold's suspension). */
    moderatorId: uuid('moderator_id').references(() => user.id, { onDelete: 'set null' }),
    /** The person the action falls on (the author), when there is one. */
    subjectId: uuid('subject_id').references(() => user.id, { onDelete: 'cascade' }),
    targetType: text('target_type'),
    targetId: text('target_id'),
    reason: text('reason'),
    /** A suspension's end. */
    until: timestamp('until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('moderation_actions_subject_idx').on(table.subjectId, table.createdAt.desc()),
    index('moderation_actions_item_idx').on(table.itemId),
  ],
);

/** One appeal per action. */
export const moderationAppeals = pgTable(
  'moderation_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actionId: uuid('action_id')
      .notNull()
      .unique()
      .references(() => moderationActions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('moderation_appeals_user_idx').on(table.userId)],
);

/**
 * A person's standing; no row means active with no strikes. `activeStrikes` counts strikes since the last
 * automatic suspension (reset when it fires); suspendedUntil in the past means active again.
 */
export const accountStandings = pgTable(
  'account_standings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    suspensionActionId: uuid('suspension_action_id'),
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    banReason: text('ban_reason'),
    activeStrikes: integer('active_strikes').notNull().default(0),
    totalStrikes: integer('total_strikes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_standings_suspended_idx')
      .on(table.suspendedUntil)
      .where(sql`${table.suspendedUntil} is not null`),
    index('account_standings_banned_idx')
      .on(table.bannedAt)
      .where(sql`${table.bannedAt} is not null`),
  ],
);

/**
 * Append-only record of every staff action: who, what, target, reason, before and after. No foreign keys (a
 * deleted account must not rewrite history), and the migration adds a trigger that refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    /** e.g. 'moderation.hide', 'user.role_added', 'settings.moderation', 'user.note' */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    subjectId: uuid('subject_id'),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_subject_idx').on(table.subjectId, table.createdAt.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt.desc()),
  ],
);

export const staffNotes = pgTable(
  'staff_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => user.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_notes_subject_idx').on(table.subjectId, table.createdAt.desc())],
);

/** blocker blocks blocked: neither reaches the other (checked both ways). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('user_blocks_blocked_idx').on(table.blockedId),
  ],
);

/** muter mutes muted: the muted person's posts and comments are hidden from the muter only. */
export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: uuid('muter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    mutedId: uuid('muted_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.muterId, table.mutedId] })],
);
