import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { session, user } from './auth';

/**
 * A browser that subscribed to Web Push (ADR 023). Its id is the device's secret: only the browser that
 * registered it knows it. Bound to a person and the session that bound it, it goes away with that session
 * (sign-out, revoke), so a shared computer stops receiving the person's pushes when they sign out.
 */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    instanceId: uuid('instance_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => session.id, { onDelete: 'cascade' }),
    sdkVersion: text('sdk_version').notNull(),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_devices_user_idx').on(table.userId)],
);

/** The interests a device holds; `user-{userId}` (the personal one) is set by the server when it binds a person. */
export const pushDeviceInterests = pgTable(
  'push_device_interests',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => pushDevices.id, { onDelete: 'cascade' }),
    interest: text('interest').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceId, table.interest] }),
    index('push_device_interests_interest_idx').on(table.interest),
  ],
);
