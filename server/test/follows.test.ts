import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '@tightlines/domain/notifications/contract';
import type { FollowList, FollowState } from '@tightlines/domain/social/people';
import { follows, notifications, profiles, profileStats, user, userActivities } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';

let t: TestApp;
let dana: BuiltUser;
let jordan: BuiltUser;
let sam: BuiltUser;
let riley: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  dana = await buildUser(t.app, { firstName: 'Dana', lastName: 'Shore' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
  sam = await buildUser(t.app, { firstName: 'Sam', lastName: 'Tide' });
  riley = await buildUser(t.app, { firstName: 'Riley', lastName: 'Banks' });
});
afterAll(async () => {
  await t.close();
});

const follow = (who: BuiltUser | null, target: string) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${target}/follow`, headers: as(who) });
const unfollow = (who: BuiltUser | null, target: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/${target}/follow`, headers: as(who) });
const list = (who: BuiltUser | null, target: string, direction: 'followers' | 'following', query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users/${target}/${direction}${query}`, headers: as(who) });

async function countersOf(userId: string) {
  const [row] = await t.app.db
    .select({ followers: profileStats.followersCount, following: profileStats.followingCount })
    .from(profileStats)
    .where(eq(profileStats.userId, userId));
  return row;
}

async function followNotifications(to: BuiltUser, from: BuiltUser) {
  return t.app.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, to.id),
        eq(notifications.actorId, from.id),
        eq(notifications.type, 'follow'),
      ),
    );
}

/** People written straight into the tables (no sign-up), for lists longer than a page. */
async function insertPeople(count: number, name: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const email = `${name.toLowerCase()}-${i}-${id.slice(0, 6)}@example.com`;
    await t.app.db.insert(user).values({ id, name: `${name} ${i}`, email, emailVerified: true });
    await t.app.db.insert(profiles).values({
      id,
      email,
      firstName: name,
      lastName: String(i),
      handle: `${name.toLowerCase()}_${id.slice(0, 8)}`,
    });
    await t.app.db.insert(profileStats).values({ userId: id });
    ids.push(id);
  }
  return ids;
}

describe('PUT/DELETE /api/users/:userId/follow', () => {
  it('answers 401 Not authenticated without a session', async () => {
    for (const response of [await follow(null, dana.id), await unfollow(null, dana.id)]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'notAuthenticated', message: 'Not authenticated' });
    }
  });

  it('refuses following yourself with the spec message', async () => {
    for (const response of [await follow(dana, dana.id), await unfollow(dana, dana.id)]) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'cannotFollowSelf', message: 'Cannot follow yourself' });
    }
    expect(await t.app.db.select().from(follows).where(eq(follows.followerId, dana.id))).toEqual([]);
  });

  it('answers 404 for someone who does not exist and 400 for an id that is not one', async () => {
    const missing = await follow(dana, randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing)).toEqual({ code: 'userNotFound', message: 'This angler could not be found.' });
    expect((await unfollow(dana, randomUUID())).statusCode).toBe(404);
    expect((await follow(dana, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('follows once however often it is asked, keeping both counters in step', async () => {
    const first = await follow(jordan, dana.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<FollowState>()).toEqual({ isFollowing: true, followersCount: 1 });
    const again = await follow(jordan, dana.id);
    expect(again.json<FollowState>()).toEqual({ isFollowing: true, followersCount: 1 });
    expect(await countersOf(dana.id)).toEqual({ followers: 1, following: 0 });
    expect(await countersOf(jordan.id)).toEqual({ followers: 0, following: 1 });
    expect(await t.app.db.select().from(follows).where(eq(follows.followerId, jordan.id))).toHaveLength(1);
  });

  it('tells the followed person once, by name, with a link to the follower, and records the activity', async () => {
    const rows = await followNotifications(dana, jordan);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'follow',
      params: { actorName: 'Jordan Reed' },
      actionUrl: `/profile/${jordan.id}`,
      isRead: false,
    });
    const bell = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(dana) });
    const item = bell.json<NotificationList>().items.find((n) => n.type === 'follow');
    expect(item).toMatchObject({ params: { actorName: 'Jordan Reed' }, actor: { id: jordan.id } });

    const activities = await t.app.db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.userId, jordan.id), eq(userActivities.activityType, 'follow')));
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({ entityType: 'user', entityId: dana.id });
    // Nothing lands on the follower's own bell.
    expect(await followNotifications(jordan, jordan)).toEqual([]);
  });

  it('unfollows idempotently, and following again neither double counts nor notifies twice', async () => {
    const first = await unfollow(jordan, dana.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<FollowState>()).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await unfollow(jordan, dana.id)).json<FollowState>()).toEqual({
      isFollowing: false,
      followersCount: 0,
    });
    expect(await countersOf(dana.id)).toEqual({ followers: 0, following: 0 });
    expect(await countersOf(jordan.id)).toEqual({ followers: 0, following: 0 });

    expect((await follow(jordan, dana.id)).json<FollowState>()).toEqual({
      isFollowing: true,
      followersCount: 1,
    });
    expect(await countersOf(dana.id)).toEqual({ followers: 1, following: 0 });
    expect(await followNotifications(dana, jordan)).toHaveLength(1);
  });

  it('keeps counters right when the same follow arrives many times at once', async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => follow(sam, riley.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await countersOf(riley.id)).toEqual({ followers: 1, following: 0 });
    expect(await countersOf(sam.id)).toEqual({ followers: 0, following: 1 });
    expect(await followNotifications(riley, sam)).toHaveLength(1);
    await Promise.all([follow(riley, sam.id), follow(sam, riley.id), follow(riley, sam.id)]);
    expect(await countersOf(riley.id)).toEqual({ followers: 1, following: 1 });
  });

  it('creates a missing counters row instead of losing the count', async () => {
    await t.app.db.delete(profileStats).where(eq(profileStats.userId, sam.id));
    expect((await follow(dana, sam.id)).json<FollowState>()).toEqual({
      isFollowing: true,
      followersCount: 1,
    });
    expect(await countersOf(sam.id)).toEqual({ followers: 1, following: 0 });
  });

  it('does not notify a person who switched follow notifications off', async () => {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(jordan),
      payload: { items: [{ type: 'follow', inApp: false, email: false }] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await follow(riley, jordan.id)).statusCode).toBe(200);
    expect(await followNotifications(jordan, riley)).toEqual([]);
    expect(await countersOf(jordan.id)).toMatchObject({ followers: 1 });
  });
});

describe('GET /api/users/:userId/followers and /following', () => {
  let star: BuiltUser;
  let fans: string[];

  beforeAll(async () => {
    star = await buildUser(t.app, { firstName: 'Marisol', lastName: 'Vega' });
    fans = await insertPeople(51, 'Fan');
    // One follow per second of the past, so "newest first" is well defined: the last fan is the newest.
    const now = Date.now();
    await t.app.db.insert(follows).values(
      fans.map((id, i) => ({
        followerId: id,
        followingId: star.id,
        createdAt: new Date(now - (fans.length - i) * 1000),
      })),
    );
    await t.app.db
      .update(profileStats)
      .set({ followersCount: fans.length })
      .where(eq(profileStats.userId, star.id));
    for (const id of fans)
      await t.app.db.update(profileStats).set({ followingCount: 1 }).where(eq(profileStats.userId, id));
    await t.app.db.update(profileStats).set({ followersCount: 7 }).where(eq(profileStats.userId, fans[50]!));
    // The viewer (dana) follows the newest fan.
    await t.app.db.insert(follows).values({ followerId: dana.id, followingId: fans[50]! });
  });

  it('is public: pages of 50, newest follow first, with the total and where the next page starts', async () => {
    const first = await list(null, star.id, 'followers');
    expect(first.statusCode).toBe(200);
    const page = first.json<FollowList>();
    expect(page.items).toHaveLength(50);
    expect(page.total).toBe(51);
    expect(page.nextOffset).toBe(50);
    expect(page.items.map((p) => p.id)).toEqual([...fans].reverse().slice(0, 50));
    expect(page.items[0]).toEqual({
      id: fans[50],
      handle: expect.stringMatching(/^fan_/),
      firstName: 'Fan',
      lastName: '50',
      displayName: 'Fan 50',
      avatarUrl: null,
      bio: null,
      followersCount: 7,
      isFollowing: false,
    });
    expect(first.body).not.toContain('@example.com');

    const last = (await list(null, star.id, 'followers', '?offset=50')).json<FollowList>();
    expect(last.items.map((p) => p.id)).toEqual([fans[0]]);
    expect(last.nextOffset).toBeNull();
  });

  it('says whom the signed-in viewer follows', async () => {
    const page = (await list(dana, star.id, 'followers', '?limit=2')).json<FollowList>();
    expect(page.items.map((p) => [p.id, p.isFollowing])).toEqual([
      [fans[50], true],
      [fans[49], false],
    ]);
    expect(page.nextOffset).toBe(2);
  });

  it('lists the people someone follows', async () => {
    const page = (await list(null, fans[3]!, 'following')).json<FollowList>();
    expect(page).toMatchObject({ total: 1, nextOffset: null });
    expect(page.items.map((p) => p.id)).toEqual([star.id]);
    const jordansFollowing = (await list(null, jordan.id, 'following')).json<FollowList>();
    expect(jordansFollowing.items.map((p) => p.displayName)).toEqual(['Dana Shore']);
    expect(jordansFollowing.total).toBe(1);
  });

  it('answers 404 for an unknown person and 400 for a page size over 50', async () => {
    const missing = await list(null, randomUUID(), 'followers');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('This angler could not be found.');
    expect((await list(null, star.id, 'following', '?limit=51')).statusCode).toBe(400);
    expect((await list(null, star.id, 'following', '?offset=-1')).statusCode).toBe(400);
  });
});
