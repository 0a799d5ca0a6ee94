import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationValues } from '@tightlines/domain/notifications/payload';
import { user } from './auth';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => user.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    /** The values the type's text is rendered from, in each reader's language (domain notifications/payload). */
    params: jsonb('params').$type<NotificationValues>(),
    /** English text of notifications from before params; null since (shown only when params is null). */
    title: text('title'),
    message: text('message'),
    actionUrl: text('action_url'),
    isRead: boolean('is_read').notNull().default(false),
    /** Set when the e-mail digest has taken this notification (or it was never meant for e-mail). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    wantsEmail: boolean('wants_email').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('notifications_digest_idx')
      .on(table.userId)
      .where(sql`${table.wantsEmail} and ${table.emailedAt} is null`),
  ],
);

/** Per type, in-app, e-mail and push on/off; a missing row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(false),
    /** Push to the person's devices; on by default for every type (domain notifications/push.ts). */
    push: boolean('push').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.type] })],
);
