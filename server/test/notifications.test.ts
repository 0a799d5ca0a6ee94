import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiError } from '@tightlines/domain/common/api-error';
import type { ActivityPage } from '@tightlines/domain/activities/contract';
import type { NotificationList, NotificationPreferences } from '@tightlines/domain/notifications/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser } from './helpers/factories';
import { notificationPreferences, notifications, profiles, userActivities } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { recordActivity } from '#server/features/activities/service';

let t: TestApp;
let casey: BuiltUser;
let jordan: BuiltUser;
let sam: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  casey = await buildUser(t.app, { firstName: 'Casey', lastName: 'Rivers' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
  sam = await buildUser(t.app, { firstName: 'Sam', lastName: 'Tide' });
});
afterAll(async () => {
  await t.close();
});

/** `title` names the notification in these tests: the quote of a post-type one, the actor of a follow. */
async function send({
  userId,
  actorId = jordan.id,
  type = 'like',
  title,
  actionUrl = '/getsocial',
}: {
  userId: string;
  actorId?: string | null;
  type?: 'like' | 'comment' | 'mention' | 'follow';
  title: string;
  actionUrl?: string | null;
}) {
  const payload =
    type === 'follow'
      ? { type, params: { actorName: title } }
      : { type, params: { actorName: 'Jordan Reed', postId: 'post-1', excerpt: title } };
  const publish = await notify(t.app, { userId, actorId, actionUrl, ...payload });
  publish();
}

/** What a test calls a notification: its quote or actor, or the stored title of one from before params. */
const label = (item: NotificationList['items'][number]) =>
  item.params?.excerpt ?? item.params?.actorName ?? item.title;

async function list(who: BuiltUser): Promise<NotificationList> {
  const response = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(who) });
  expect(response.statusCode).toBe(200);
  return response.json<NotificationList>();
}

async function clear(who: BuiltUser) {
  await t.app.db.delete(notifications).where(eq(notifications.userId, who.id));
  await t.app.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, who.id));
}

describe('signed-in only', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['PATCH', `/api/notifications/${randomUUID()}/read`],
    ['POST', '/api/notifications/read-all'],
    ['DELETE', `/api/notifications/${randomUUID()}`],
    ['GET', '/api/notification-preferences'],
    ['PUT', '/api/notification-preferences'],
    ['PUT', '/api/notification-preferences/language'],
    ['GET', '/api/activities'],
  ] as const)('%s %s answers 401 Not authenticated to a visitor', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      ...(method === 'PUT' ? { payload: { items: [{ type: 'like', inApp: true, email: true }] } } : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().error).toEqual({
      code: 'notAuthenticated',
      message: 'Not authenticated',
    });
  });
});

describe('GET /api/notifications', () => {
  it('lists the newest first with the actor and the unread count', async () => {
    await clear(casey);
    await t.app.db
      .update(profiles)
      .set({ avatarUrl: '/uploads/avatars/jordan.webp', displayName: null })
      .where(eq(profiles.id, jordan.id));
    await send({ userId: casey.id, title: 'First' });
    await send({ userId: casey.id, type: 'comment', title: 'Second', actionUrl: null });
    await send({ userId: casey.id, actorId: null, type: 'follow', title: 'Third' });

    const body = await list(casey);
    expect(body.unreadCount).toBe(3);
    expect(body.items.map((item) => label(item))).toEqual(['Third', 'Second', 'First']);
    const [third, second, first] = body.items;
    expect(third?.actor).toBeNull();
    expect(second).toMatchObject({
      type: 'comment',
      params: { actorName: 'Jordan Reed', postId: 'post-1', excerpt: 'Second' },
      title: null,
      message: null,
      actionUrl: null,
      isRead: false,
    });
    const [jordanProfile] = await t.app.db.select().from(profiles).where(eq(profiles.id, jordan.id));
    expect(first?.actor).toEqual({
      id: jordan.id,
      username: jordanProfile?.handle,
      fullName: 'Jordan Reed',
      avatarUrl: '/uploads/avatars/jordan.webp',
    });
    expect(first?.actionUrl).toBe('/getsocial');
  });

  it("shows only the person's own notifications", async () => {
    await clear(casey);
    await clear(sam);
    await send({ userId: sam.id, title: 'For Sam' });
    await send({ userId: casey.id, title: 'For Casey' });
    expect((await list(casey)).items.map((item) => label(item))).toEqual(['For Casey']);
    expect((await list(sam)).items.map((item) => label(item))).toEqual(['For Sam']);
  });

  it('stores a notification as its type and params, with no sentences, and answers them as stored', async () => {
    await clear(casey);
    await notify(t.app, {
      userId: casey.id,
      actorId: jordan.id,
      type: 'catch_rejected',
      params: { eventId: 'e1', eventName: 'Lake Erie Bass Open', reason: 'Blurry photo' },
      actionUrl: '/profile/tournaments/e1',
    });
    const [row] = await t.app.db.select().from(notifications).where(eq(notifications.userId, casey.id));
    expect(row).toMatchObject({
      type: 'catch_rejected',
      params: { eventId: 'e1', eventName: 'Lake Erie Bass Open', reason: 'Blurry photo' },
      title: null,
      message: null,
    });
    const [item] = (await list(casey)).items;
    expect(item).toMatchObject({
      type: 'catch_rejected',
      params: { eventId: 'e1', eventName: 'Lake Erie Bass Open', reason: 'Blurry photo' },
      title: null,
      message: null,
      actionUrl: '/profile/tournaments/e1',
    });
  });

  it('answers a notification from before params with its stored text and no params', async () => {
    await clear(casey);
    await t.app.db.insert(notifications).values({
      userId: casey.id,
      actorId: jordan.id,
      type: 'team_invite',
      title: 'Old title',
      message: 'Old text',
    });
    const [item] = (await list(casey)).items;
    expect(item).toMatchObject({
      type: 'team_invite',
      params: null,
      title: 'Old title',
      message: 'Old text',
    });
  });

  it('returns the newest 50 while counting every unread one', async () => {
    await clear(casey);
    const base = Date.now() - 60 * 60_000;
    await t.app.db.insert(notifications).values(
      Array.from({ length: 55 }, (_, index) => ({
        userId: casey.id,
        actorId: jordan.id,
        type: 'like',
        title: `Like ${index}`,
        message: 'liked',
        createdAt: new Date(base + index * 1000),
      })),
    );
    const body = await list(casey);
    expect(body.items).toHaveLength(50);
    expect(body.items[0]?.title).toBe('Like 54');
    expect(body.items.at(-1)?.title).toBe('Like 5');
    expect(body.unreadCount).toBe(55);
  });

  it('never notifies you of your own action', async () => {
    await clear(casey);
    await send({ userId: casey.id, actorId: casey.id, title: 'Me' });
    expect((await list(casey)).items).toEqual([]);
  });

  it('respects the in-app switch: off keeps it out of the list, both off stores nothing', async () => {
    await clear(casey);
    await t.app.db.insert(notificationPreferences).values([
      { userId: casey.id, type: 'like', inApp: false, email: false },
      { userId: casey.id, type: 'comment', inApp: false, email: true },
    ]);
    await send({ userId: casey.id, type: 'like', title: 'Muted like' });
    await send({ userId: casey.id, type: 'comment', title: 'Mailed comment' });
    const body = await list(casey);
    expect(body.unreadCount).toBe(0);
    // The e-mail-only one waits for the digest, read, so it never lights the bell.
    expect(body.items.map((item) => [label(item), item.isRead])).toEqual([['Mailed comment', true]]);
  });
});

describe('PATCH /api/notifications/:id/read', () => {
  it('marks your own notification read', async () => {
    await clear(casey);
    await send({ userId: casey.id, title: 'Read me' });
    await send({ userId: casey.id, title: 'Leave me' });
    const target = (await list(casey)).items.find((item) => label(item) === 'Read me');
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${target?.id}/read`,
      headers: as(casey),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const after = await list(casey);
    expect(after.unreadCount).toBe(1);
    expect(after.items.find((item) => label(item) === 'Read me')?.isRead).toBe(true);
    expect(after.items.find((item) => label(item) === 'Leave me')?.isRead).toBe(false);
  });

  it("answers 404 for someone else's notification and leaves it unread", async () => {
    await clear(sam);
    await send({ userId: sam.id, title: "Sam's" });
    const [samsOwn] = (await list(sam)).items;
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${samsOwn?.id}/read`,
      headers: as(casey),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().error.code).toBe('notFound');
    expect((await list(sam)).unreadCount).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${randomUUID()}/read`,
      headers: as(casey),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/not-an-id/read',
      headers: as(casey),
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ApiError>().error.code).toBe('validation');
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks all of yours read and nobody else's", async () => {
    await clear(casey);
    await clear(sam);
    await send({ userId: casey.id, title: 'a' });
    await send({ userId: casey.id, title: 'b' });
    await send({ userId: sam.id, title: 'c' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: as(casey),
    });
    expect(response.statusCode).toBe(204);
    const mine = await list(casey);
    expect(mine.unreadCount).toBe(0);
    expect(mine.items.every((item) => item.isRead)).toBe(true);
    expect((await list(sam)).unreadCount).toBe(1);
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes your own notification', async () => {
    await clear(casey);
    await send({ userId: casey.id, title: 'Gone soon' });
    await send({ userId: casey.id, title: 'Stays' });
    const target = (await list(casey)).items.find((item) => label(item) === 'Gone soon');
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${target?.id}`,
      headers: as(casey),
    });
    expect(response.statusCode).toBe(204);
    const after = await list(casey);
    expect(after.items.map((item) => label(item))).toEqual(['Stays']);
    expect(after.unreadCount).toBe(1);
  });

  it("answers 404 for someone else's and keeps it", async () => {
    await clear(sam);
    await send({ userId: sam.id, title: 'Not yours' });
    const [samsOwn] = (await list(sam)).items;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${samsOwn?.id}`,
      headers: as(casey),
    });
    expect(response.statusCode).toBe(404);
    expect((await list(sam)).items).toHaveLength(1);
  });
});

describe('/api/notification-preferences', () => {
  const get = async (who: BuiltUser) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notification-preferences',
      headers: as(who),
    });
    expect(response.statusCode).toBe(200);
    return response.json<NotificationPreferences>();
  };

  it('answers every type with its default until the person chooses', async () => {
    await clear(casey);
    expect((await get(casey)).items).toEqual([
      { type: 'like', inApp: true, email: false, push: true },
      { type: 'comment', inApp: true, email: false, push: true },
      { type: 'follow', inApp: true, email: true, push: true },
      { type: 'mention', inApp: true, email: true, push: true },
      { type: 'message', inApp: true, email: true, push: true },
      { type: 'registration', inApp: true, email: true, push: true },
      { type: 'team', inApp: true, email: false, push: true },
      { type: 'catch_review', inApp: true, email: true, push: true },
      { type: 'event_reminder', inApp: true, email: true, push: true },
      { type: 'standings', inApp: true, email: false, push: true },
      // Groups (issue 16)
      { type: 'group', inApp: true, email: false, push: true },
      // Community events and forums (issue 16)
      { type: 'events', inApp: true, email: false, push: true },
      { type: 'forum', inApp: true, email: false, push: true },
      // Payments (issue 17)
      { type: 'payments', inApp: true, email: true, push: true },
      { type: 'charters', inApp: true, email: true, push: true },
    ]);
  });

  it('refuses one kind given twice (400), changing nothing', async () => {
    await clear(casey);
    const before = await get(casey);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(casey),
      payload: {
        items: [
          { type: 'registration', inApp: false, email: false, push: false },
          { type: 'registration', inApp: true, email: true, push: true },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Each kind of notification can be set once.');
    expect(await get(casey)).toEqual(before);
  });

  it('saves the chosen switches for that person only', async () => {
    await clear(casey);
    await clear(sam);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(casey),
      payload: {
        items: [
          { type: 'like', inApp: false, email: true, push: false },
          { type: 'follow', inApp: true, email: false, push: true },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = [
      { type: 'like', inApp: false, email: true, push: false },
      { type: 'comment', inApp: true, email: false, push: true },
      { type: 'follow', inApp: true, email: false, push: true },
      { type: 'mention', inApp: true, email: true, push: true },
      { type: 'message', inApp: true, email: true, push: true },
      { type: 'registration', inApp: true, email: true, push: true },
      { type: 'team', inApp: true, email: false, push: true },
      { type: 'catch_review', inApp: true, email: true, push: true },
      { type: 'event_reminder', inApp: true, email: true, push: true },
      { type: 'standings', inApp: true, email: false, push: true },
      // Groups (issue 16)
      { type: 'group', inApp: true, email: false, push: true },
      // Community events and forums (issue 16)
      { type: 'events', inApp: true, email: false, push: true },
      { type: 'forum', inApp: true, email: false, push: true },
      // Payments (issue 17)
      { type: 'payments', inApp: true, email: true, push: true },
      { type: 'charters', inApp: true, email: true, push: true },
    ];
    expect(response.json<NotificationPreferences>().items).toEqual(expected);
    expect((await get(casey)).items).toEqual(expected);
    expect((await get(sam)).items.find((item) => item.type === 'like')).toEqual({
      type: 'like',
      inApp: true,
      email: false,
      push: true,
    });

    // Saved again, a choice changes rather than piling up; a save without `push` (an older client) keeps it.
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(casey),
      payload: { items: [{ type: 'like', inApp: true, email: true }] },
    });
    expect((await get(casey)).items[0]).toEqual({ type: 'like', inApp: true, email: true, push: false });
  });

  it('answers 400 for an unknown type or an empty list', async () => {
    for (const items of [
      [{ type: 'weather', inApp: true, email: true }],
      [],
      [{ type: 'like', inApp: 'yes', email: true }],
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences',
        headers: as(casey),
        payload: { items },
      });
      expect(response.statusCode, JSON.stringify(items)).toBe(400);
      expect(response.json<ApiError>().error.code).toBe('validation');
    }
  });
});

describe('GET /api/activities', () => {
  it('pages your own activities newest first, without duplicates or gaps', async () => {
    for (let index = 0; index < 25; index++) {
      (
        await recordActivity(t.app, {
          userId: casey.id,
          activityType: 'post_created',
          entityType: 'post',
          entityId: `p${index}`,
          content: `Post ${index}`,
        })
      )();
    }
    (await recordActivity(t.app, { userId: sam.id, activityType: 'post_created', content: "Sam's" }))();
    // Two inserts in a row can share a clock reading, and the id tie-break is random: spread the rows one second
    // apart in the order they were written, so the newest-first order under test is the order of writing.
    await t.app.db
      .update(userActivities)
      .set({
        createdAt: sql`now() - make_interval(secs => 100 - substring(${userActivities.entityId} from 2)::int)`,
      })
      .where(and(eq(userActivities.userId, casey.id), sql`${userActivities.entityId} ~ '^p[0-9]+$'`));

    const first = await t.app.inject({ method: 'GET', url: '/api/activities', headers: as(casey) });
    expect(first.statusCode).toBe(200);
    const page1 = first.json<ActivityPage>();
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]).toMatchObject({
      activityType: 'post_created',
      entityType: 'post',
      entityId: 'p24',
      content: 'Post 24',
    });
    expect(page1.nextCursor).toBe(page1.items.at(-1)?.id);

    const second = await t.app.inject({
      method: 'GET',
      url: `/api/activities?cursor=${page1.nextCursor}`,
      headers: as(casey),
    });
    const page2 = second.json<ActivityPage>();
    expect(page2.items.map((item) => item.content)).toEqual([
      'Post 4',
      'Post 3',
      'Post 2',
      'Post 1',
      'Post 0',
    ]);
    expect(page2.nextCursor).toBeNull();
  });

  it("ignores a cursor from someone else's activities", async () => {
    const sams = await t.app.inject({ method: 'GET', url: '/api/activities', headers: as(sam) });
    const [samsOwn] = sams.json<ActivityPage>().items;
    expect(samsOwn?.content).toBe("Sam's");
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/activities?cursor=${samsOwn?.id}`,
      headers: as(casey),
    });
    expect(response.json<ActivityPage>().items).toEqual([]);
  });

  it('answers 400 for a malformed cursor', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/activities?cursor=nope',
      headers: as(casey),
    });
    expect(response.statusCode).toBe(400);
  });

  it("refuses to record an activity without a user ('User not authenticated')", async () => {
    await expect(recordActivity(t.app, { userId: '', activityType: 'x' })).rejects.toMatchObject({
      status: 401,
      message: 'User not authenticated',
    });
  });
});

describe('PUT /api/notification-preferences/language', () => {
  it('remembers the language the app speaks, for e-mails, and refuses one it does not know', async () => {
    const put = (language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notification-preferences/language',
        headers: as(casey),
        payload: { language },
      });
    const saved = await put('ar');
    expect(saved.statusCode).toBe(204);
    const [row] = await t.app.db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, casey.id));
    expect(row?.language).toBe('ar');
    const unknown = await put('xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().error.code).toBe('validation');
  });
});
