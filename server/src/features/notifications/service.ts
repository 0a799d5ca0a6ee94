import type {
  NotificationList,
  NotificationPreferenceUpdate,
  NotificationPreferences,
} from '@tightlines/domain/notifications/contract';
import type { NotificationPayload } from '@tightlines/domain/notifications/payload';
import {
  DEFAULT_PREFERENCES,
  NOTIFICATION_TYPES,
  PREFERENCE_TYPES,
  preferenceTypeOf,
  type PreferenceType,
} from '@tightlines/domain/notifications/types';
import { DEFAULT_PUSH } from '@tightlines/domain/notifications/push';
import { SERVER_EVENTS, type NewNotificationEvent } from '@tightlines/domain/realtime/events';
import { NOTIFICATIONS_LIMIT } from '@tightlines/domain/social/limits';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import type { JobRunner } from '#server/jobs/runner';
import type { Realtime } from '#server/realtime/realtime';
import { notFound } from '#server/lib/errors';
import { pushAudience, queuePush } from '#server/features/push/service';
import { NOTIFICATION_DIGEST_QUEUE, digestKey } from './digest';
import { presentActor, presentNotification } from './presenter';
import { catalogueOf, renderNotification } from './render';
import {
  countUnread,
  deleteNotification,
  findActor,
  insertNotification,
  listNotifications,
  listPreferences,
  markAllRead,
  markRead,
  setLanguage,
  storedPreference,
  upsertPreferences,
} from './repo';

/** What notify uses of the app (the app itself has all of it, so jobs and tests may pass it). */
export interface NotifyDeps {
  db: Db;
  jobs: JobRunner;
  config: Pick<Config, 'notificationDigestDelayMs'>;
  realtime: Realtime;
}

/** Who hears of what: the type and its params (never sentences; readers render them in their own language). */
export type NotifyInput = {
  userId: string;
  actorId: string | null;
  actionUrl: string | null;
} & NotificationPayload;

/**
 * Creates a notification and pushes it to the person's sockets. Never for your own action; skipped when the
 * person switched the type off in-app and by e-mail. With e-mail on, a digest job is queued (one pending per
 * person); with push on and a device that takes pushes, a Web Push is queued in the person's language. Pass
 * `tx` to create it in the caller's transaction, then call the returned `publish` after commit.
 */
export async function notify(deps: NotifyDeps, input: NotifyInput, tx: Db = deps.db): Promise<() => void> {
  if (input.actorId && input.actorId === input.userId) return () => {};
  const preference = await preferenceFor(tx, input.userId, preferenceTypeOf(input.type));
  if (!preference.inApp && !preference.email) {
    if (preference.push) await pushNotification(deps, input, tx);
    return () => {};
  }
  const row = await insertNotification(tx, {
    userId: input.userId,
    actorId: input.actorId,
    type: input.type,
    params: input.params,
    actionUrl: input.actionUrl,
    wantsEmail: preference.email,
    isRead: !preference.inApp,
  });
  if (!row) return () => {};
  if (preference.push) await pushNotification(deps, input, tx, row.id);
  if (preference.email) {
    await deps.jobs.enqueue(
      NOTIFICATION_DIGEST_QUEUE,
      { userId: input.userId },
      {
        dedupeKey: digestKey(input.userId),
        runAt: new Date(Date.now() + deps.config.notificationDigestDelayMs),
        db: tx,
      },
    );
  }
  if (!preference.inApp) return () => {};
  const actor = row.actorId ? await findActor(tx, row.actorId) : undefined;
  const event: NewNotificationEvent = {
    id: row.id,
    type: row.type,
    params: row.params,
    title: row.title,
    message: row.message,
    actionUrl: row.actionUrl,
    createdAt: row.createdAt.toISOString(),
    actor: actor ? presentActor(actor) : null,
  };
  return () => deps.realtime.toUser(input.userId, SERVER_EVENTS.newNotification, event);
}

/** Queues the notification as a Web Push, its words in the person's language, when a device of theirs takes it. */
async function pushNotification(deps: NotifyDeps, input: NotifyInput, tx: Db, notificationId?: string) {
  const audience = await pushAudience(tx, input.userId);
  if (!audience) return;
  const { title, message } = renderNotification(
    { type: input.type, params: input.params, title: null, message: null },
    catalogueOf(audience.language),
  );
  await queuePush(
    deps,
    {
      userId: input.userId,
      title,
      body: message,
      url: input.actionUrl ?? '/',
      ...(notificationId ? { tag: `notification-${notificationId}` } : {}),
    },
    tx,
  );
}

async function preferenceFor(db: Db, userId: string, type: string) {
  const fallback = {
    ...(DEFAULT_PREFERENCES[type as PreferenceType] ?? { inApp: true, email: false }),
    push: DEFAULT_PUSH,
  };
  return (await storedPreference(db, userId, type)) ?? fallback;
}

/** The newest 50 with their actors, and how many are unread in all. */
export async function notificationList(
  db: Db,
  userId: string,
  group?: PreferenceType,
): Promise<NotificationList> {
  // A group (the charters page's 'charters') narrows the list to its types; the unread count stays the person's.
  const types = group ? NOTIFICATION_TYPES.filter((type) => preferenceTypeOf(type) === group) : undefined;
  const [rows, unreadCount] = await Promise.all([
    listNotifications(db, userId, NOTIFICATIONS_LIMIT, types),
    countUnread(db, userId),
  ]);
  return { items: rows.map(presentNotification), unreadCount };
}

/** Unread → read. Someone else's notification is as good as missing: 404. */
export async function readNotification(db: Db, userId: string, notificationId: string): Promise<void> {
  if ((await markRead(db, userId, notificationId)) === 0) throw notFound();
}

export async function readAllNotifications(db: Db, userId: string): Promise<void> {
  await markAllRead(db, userId);
}

export async function removeNotification(db: Db, userId: string, notificationId: string): Promise<void> {
  if ((await deleteNotification(db, userId, notificationId)) === 0) throw notFound();
}

/** Remembers the language the person's app speaks, so their e-mails are written in it. */
export async function saveNotificationLanguage(db: Db, userId: string, language: string): Promise<void> {
  await setLanguage(db, userId, language);
}

/** Every switchable type with the person's choice, or the type's default when they never chose. */
export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const stored = new Map((await listPreferences(db, userId)).map((row) => [row.type, row]));
  return {
    items: PREFERENCE_TYPES.map((type) => {
      const row = stored.get(type);
      return {
        type,
        inApp: row?.inApp ?? DEFAULT_PREFERENCES[type].inApp,
        email: row?.email ?? DEFAULT_PREFERENCES[type].email,
        push: row?.push ?? DEFAULT_PUSH,
      };
    }),
  };
}

/** Saves the given types (others keep their value) and answers the whole set. */
export async function savePreferences(
  db: Db,
  userId: string,
  items: NotificationPreferenceUpdate[],
): Promise<NotificationPreferences> {
  // The last entry for a type wins, as it would in a form.
  const byType = new Map(items.map((item) => [item.type, item]));
  await upsertPreferences(db, userId, [...byType.values()]);
  return preferencesOf(db, userId);
}
