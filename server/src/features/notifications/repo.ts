import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notificationPreferences, notifications, profiles, user } from '#server/db/schema';

const actorColumns = {
  actorHandle: profiles.handle,
  actorFirstName: profiles.firstName,
  actorLastName: profiles.lastName,
  actorDisplayName: profiles.displayName,
  actorAvatarUrl: profiles.avatarUrl,
};

export type ActorRow = {
  actorId: string | null;
  actorHandle: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  actorDisplayName: string | null;
  actorAvatarUrl: string | null;
};

export type NotificationRow = typeof notifications.$inferSelect & ActorRow & { withheld?: boolean };

/**
 * Whether the notification quotes a post that is now held or hidden and not the reader's own (a mention of them
 * in a post a moderator hid): its excerpt is then left out. A primary-key lookup per listed notification.
 */
const withheld = sql<boolean>`exists (select 1 from user_posts wp
  where wp.id = (case when ${notifications.params}->>'postId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (${notifications.params}->>'postId')::uuid end)
  and wp.moderation is not null and wp.user_id <> ${notifications.userId})`;

/** A person's notifications with the actor join, newest first. */
export async function listNotifications(
  db: Db,
  userId: string,
  limit: number,
  types?: readonly string[],
): Promise<NotificationRow[]> {
  return db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      actorId: notifications.actorId,
      type: notifications.type,
      params: notifications.params,
      title: notifications.title,
      message: notifications.message,
      actionUrl: notifications.actionUrl,
      isRead: notifications.isRead,
      emailedAt: notifications.emailedAt,
      wantsEmail: notifications.wantsEmail,
      createdAt: notifications.createdAt,
      withheld,
      ...actorColumns,
    })
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(
      types
        ? and(eq(notifications.userId, userId), inArray(notifications.type, [...types]))
        : eq(notifications.userId, userId),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.value ?? 0;
}

export async function findActor(db: Db, actorId: string): Promise<ActorRow | undefined> {
  const [row] = await db
    .select({ actorId: profiles.id, ...actorColumns })
    .from(profiles)
    .where(eq(profiles.id, actorId));
  return row;
}

/** Answers how many rows changed: 0 when the notification is not the person's (or does not exist). */
export async function markRead(db: Db, userId: string, notificationId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

export async function deleteNotification(db: Db, userId: string, notificationId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listPreferences(db: Db, userId: string) {
  return db
    .select({
      type: notificationPreferences.type,
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

/** Saves the given choices; an item without `push` keeps the stored push choice (or the column's default). */
export async function upsertPreferences(
  db: Db,
  userId: string,
  items: { type: string; inApp: boolean; email: boolean; push?: boolean }[],
) {
  for (const withPush of [true, false]) {
    const group = items.filter((item) => (item.push !== undefined) === withPush);
    if (group.length === 0) continue;
    await db
      .insert(notificationPreferences)
      .values(group.map((item) => ({ userId, ...item, updatedAt: new Date() })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.type],
        set: {
          inApp: sql`excluded.in_app`,
          email: sql`excluded.email`,
          ...(withPush ? { push: sql`excluded.push` } : {}),
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}

/** The language the person's e-mails are written in. */
export async function setLanguage(db: Db, userId: string, language: string): Promise<void> {
  await db.update(profiles).set({ language }).where(eq(profiles.id, userId));
}

// ── the e-mail digest ──

export async function findRecipient(db: Db, userId: string) {
  const [row] = await db
    .select({ email: user.email, firstName: profiles.firstName, language: profiles.language })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}

/** Notifications waiting for the digest, oldest first (they read as a story). */
export async function pendingDigest(db: Db, userId: string) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      params: notifications.params,
      title: notifications.title,
      message: notifications.message,
      actionUrl: notifications.actionUrl,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.wantsEmail, true),
        isNull(notifications.emailedAt),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export async function hasPendingDigest(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.wantsEmail, true),
        isNull(notifications.emailedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function markEmailed(db: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(notifications).set({ emailedAt: at }).where(inArray(notifications.id, ids));
}

export async function insertNotification(db: Db, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row;
}

/** The person's stored choice for one notification type, if they made one. */
export async function storedPreference(db: Db, userId: string, type: string) {
  const [row] = await db
    .select({
      inApp: notificationPreferences.inApp,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return row;
}
