import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '@tightlines/domain/analytics/contract';
import type { GalleryPage } from '@tightlines/domain/gallery/contract';
import { localDate } from '@tightlines/domain/analytics/buckets';
import {
  catchLogEntries,
  follows,
  postComments,
  postLikes,
  postViews,
  tournamentCatches,
  tournamentEvents,
  userPosts,
  userRoles,
} from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { utcDay } from './helpers/events';
import { register } from './fixtures/tournament-catches';

let t: TestApp;
let me: BuiltUser;
let fan: BuiltUser;
let rival: BuiltUser;

const DAY = 86_400_000;
/** Noon UTC `days` ago: the same calendar day in every zone from UTC−11 to UTC+11. */
const daysAgo = (days: number) => new Date(Date.parse(`${utcDay(-days)}T12:00:00Z`));

async function post(who: BuiltUser, at: Date, values: Partial<typeof userPosts.$inferInsert> = {}) {
  const [row] = await t.app.db
    .insert(userPosts)
    .values({ userId: who.id, content: 'Fish on', createdAt: at, ...values })
    .returning({ id: userPosts.id });
  return row!.id;
}

async function logCatch(who: BuiltUser, values: Partial<typeof catchLogEntries.$inferInsert>) {
  const [row] = await t.app.db
    .insert(catchLogEntries)
    .values({ userId: who.id, species: 'Walleye', caughtAt: new Date(), ...values })
    .returning({ id: catchLogEntries.id });
  return row!.id;
}

const analytics = async (who: BuiltUser, query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/analytics/me?${query}`, headers: as(who) });
  expect(response.statusCode).toBe(200);
  return response.json<Analytics>();
};

beforeAll(async () => {
  t = await createTestApp();
  [me, fan, rival] = await Promise.all([
    buildUser(t.app, { firstName: 'Morgan' }),
    buildUser(t.app, { firstName: 'Fan' }),
    buildUser(t.app, { firstName: 'Rival' }),
  ]);

  // Posts 5, 40 and 200 days ago and two years ago; one deleted post never counts.
  const recent = await post(me, daysAgo(5));
  const older = await post(me, daysAgo(40));
  await post(me, daysAgo(200));
  await post(me, daysAgo(730));
  await post(me, daysAgo(6), { deletedAt: new Date() });
  // Engagement from other people: my own like and view are not engagement received.
  await t.app.db.insert(postLikes).values([
    { postId: recent, userId: fan.id, createdAt: daysAgo(4) },
    { postId: recent, userId: rival.id, createdAt: daysAgo(3) },
    { postId: recent, userId: me.id, createdAt: daysAgo(3) },
    { postId: older, userId: fan.id, createdAt: daysAgo(39) },
  ]);
  await t.app.db.insert(postComments).values([
    { postId: recent, userId: fan.id, content: 'Nice walleye', createdAt: daysAgo(4) },
    { postId: recent, userId: fan.id, content: 'Removed', createdAt: daysAgo(4), deletedAt: new Date() },
  ]);
  await t.app.db.insert(postViews).values([
    { postId: recent, userId: fan.id, createdAt: daysAgo(5) },
    { postId: recent, userId: me.id, createdAt: daysAgo(5) },
  ]);
  await t.app.db.insert(follows).values([
    { followerId: fan.id, followingId: me.id, createdAt: daysAgo(3) },
    { followerId: rival.id, followingId: me.id, createdAt: daysAgo(100) },
    // Following someone else is not a follower gained.
    { followerId: me.id, followingId: fan.id, createdAt: daysAgo(3) },
  ]);

  // Catches: walleye 10 and 60 days ago, bass 20 days ago, and someone else's fish.
  await logCatch(me, { species: 'Walleye', weightGrams: 2000, lengthMm: 500, caughtAt: daysAgo(10) });
  await logCatch(me, { species: 'walleye', weightGrams: 3000, lengthMm: 450, caughtAt: daysAgo(60) });
  await logCatch(me, { species: 'Largemouth bass', caughtAt: daysAgo(20) });
  await logCatch(rival, { species: 'Walleye', weightGrams: 9000, caughtAt: daysAgo(10) });

  // A finished event: my pike (approved) and one judged fish already copied into my log, a pending one, and the
  // rival's bigger fish that beats me.
  const [event] = await t.app.db
    .insert(tournamentEvents)
    .values({
      name: 'Autumn Pike Derby',
      startDate: utcDay(-16),
      endDate: utcDay(-15),
      status: 'published',
      scoring: { mode: 'weight' },
    })
    .returning();
  const mine = await register(t.app, event!.id, me, { entrantName: 'Morgan' });
  const theirs = await register(t.app, event!.id, rival, { entrantName: 'Rival' });
  let n = 0;
  const fish = async (registrationId: string, angler: BuiltUser, grams: number, status: string) => {
    const [row] = await t.app.db
      .insert(tournamentCatches)
      .values({
        eventId: event!.id,
        registrationId,
        anglerUserId: angler.id,
        submittedBy: angler.id,
        clientId: `analytics-${n++}`,
        species: 'Northern pike',
        weightGrams: grams,
        lengthMm: 800,
        score: status === 'approved' ? grams : null,
        photoUrl: '/x.jpg',
        caughtAt: daysAgo(15),
        status,
      })
      .returning({ id: tournamentCatches.id });
    return row!.id;
  };
  await fish(mine.id, me, 4000, 'approved');
  const copied = await fish(mine.id, me, 3500, 'approved');
  await logCatch(me, {
    species: 'Northern pike',
    weightGrams: 3500,
    lengthMm: 800,
    caughtAt: daysAgo(15),
    tournamentCatchId: copied,
  });
  await fish(mine.id, me, 9999, 'pending');
  await fish(theirs.id, rival, 12000, 'approved');

  // A spring event, won alone: inside 12 months, outside 90 days.
  const [spring] = await t.app.db
    .insert(tournamentEvents)
    .values({
      name: 'Spring Musky Hunt',
      startDate: utcDay(-201),
      endDate: utcDay(-200),
      status: 'published',
      scoring: { mode: 'weight' },
    })
    .returning();
  const solo = await register(t.app, spring!.id, me, { entrantName: 'Morgan' });
  await t.app.db.insert(tournamentCatches).values({
    eventId: spring!.id,
    registrationId: solo.id,
    anglerUserId: me.id,
    submittedBy: me.id,
    clientId: 'analytics-spring',
    species: 'Muskellunge',
    weightGrams: 8000,
    score: 8000,
    photoUrl: '/x.jpg',
    caughtAt: daysAgo(200),
    status: 'approved',
  });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/analytics/me', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/analytics/me?range=30d' });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Not authenticated');
  });

  it('answers 403 to a person whose roles the analytics page does not allow', async () => {
    const moderator = await buildUser(t.app, { roles: ['moderator'] });
    await t.app.db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, moderator.id), eq(userRoles.role, 'user')));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/me?range=30d',
      headers: as(moderator),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 to an unknown range or time zone', async () => {
    for (const query of ['range=7d', 'range=all&tz=Mars%2FOlympus']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/analytics/me?${query}`,
        headers: as(me),
      });
      expect(response.statusCode).toBe(400);
    }
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/me?range=7d',
      headers: as(me),
    });
    expect(errorOf(response).fields?.range).toBe('Choose 30 days, 90 days, 12 months or all time');
  });

  it('counts the last 30 days by day: posts, engagement from others, followers, catches', async () => {
    const result = await analytics(me, 'range=30d');
    expect(result).toMatchObject({ range: '30d', unit: 'day', timeZone: 'UTC', to: utcDay(0) });
    expect(result.periods).toHaveLength(30);
    expect(result.from).toBe(utcDay(-29));
    expect(result.totals).toEqual({
      posts: 1,
      likes: 2,
      comments: 1,
      shares: 0,
      views: 1,
      followersGained: 1,
      followers: 2,
      // Walleye 10 days ago, bass 20 days ago, the approved pike and the judged pike in the log (15 days ago).
      catches: 4,
    });
    const day = (days: number) => result.periods.find((period) => period.start === utcDay(-days))!;
    expect(day(5)).toMatchObject({ posts: 1, views: 1 });
    expect(day(4)).toMatchObject({ likes: 1, comments: 1 });
    expect(day(3)).toMatchObject({ likes: 1, followers: 1 });
    expect(day(15)).toMatchObject({ catches: 2 });
    expect(day(2)).toEqual({
      start: utcDay(-2),
      posts: 0,
      likes: 0,
      comments: 0,
      shares: 0,
      views: 0,
      followers: 0,
      catches: 0,
    });
    expect(result.catchesBySpecies).toEqual([
      { species: 'Northern pike', count: 2 },
      { species: 'Largemouth bass', count: 1 },
      { species: 'Walleye', count: 1 },
    ]);
  });

  it('widens with the range: 90 days by week, 12 months and all time by month', async () => {
    const quarter = await analytics(me, 'range=90d');
    expect(quarter.unit).toBe('week');
    // The weeks (Monday first) from the one holding the day 89 days ago to this one: 13, or 14 when today is early
    // in its week.
    const mondayOf = (date: string) => {
      const day = new Date(`${date}T00:00:00Z`);
      return day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
    };
    const weeks = (mondayOf(utcDay(0)) - mondayOf(utcDay(-89))) / (7 * 86_400_000) + 1;
    expect([13, 14]).toContain(weeks);
    expect(quarter.periods).toHaveLength(weeks);
    expect(quarter.periods[0]!.start).toBe(new Date(mondayOf(utcDay(-89))).toISOString().slice(0, 10));
    expect(quarter.totals).toMatchObject({ posts: 2, likes: 3, followersGained: 1, catches: 5 });

    const year = await analytics(me, 'range=12m');
    expect(year.unit).toBe('month');
    expect(year.periods).toHaveLength(12);
    expect(year.periods.at(-1)!.start).toBe(`${utcDay(0).slice(0, 7)}-01`);
    expect(year.totals).toMatchObject({ posts: 3, followersGained: 2, catches: 6 });
    expect(year.catchesByMonth).toHaveLength(12);
    expect(year.catchesByMonth.reduce((sum, month) => sum + month.count, 0)).toBe(6);
    expect(year.tournamentFinishes.map((finish) => [finish.eventName, finish.place])).toEqual([
      ['Autumn Pike Derby', 2],
      ['Spring Musky Hunt', 1],
    ]);
    expect(quarter.tournamentFinishes.map((finish) => finish.eventName)).toEqual(['Autumn Pike Derby']);

    const all = await analytics(me, 'range=all');
    // From the month of the first post, two years ago, to this month.
    expect(all.from).toBe(`${utcDay(-730).slice(0, 7)}-01`);
    expect(all.periods.length).toBeGreaterThanOrEqual(24);
    expect(all.totals).toMatchObject({ posts: 4, likes: 3, followersGained: 2, catches: 6 });
  });

  it('buckets by the calendar of the person’s time zone', async () => {
    const late = new Date(Date.parse(`${utcDay(-8)}T23:30:00Z`));
    const zoned = await buildUser(t.app);
    await post(zoned, late);
    const utc = await analytics(zoned, 'range=30d&tz=UTC');
    const auckland = await analytics(zoned, 'range=30d&tz=Pacific%2FAuckland');
    const posted = (result: Analytics) =>
      result.periods.filter((period) => period.posts > 0).map((p) => p.start);
    expect(posted(utc)).toEqual([utcDay(-8)]);
    // Half past eleven at night in UTC is already the next morning in Auckland.
    expect(posted(auckland)).toEqual([localDate(late, 'Pacific/Auckland')]);
    expect(posted(auckland)).toEqual([utcDay(-7)]);
    expect(auckland.to).toBe(localDate(new Date(), 'Pacific/Auckland'));
  });

  it('lists lifetime personal bests per species and tournament finishes with my place', async () => {
    const result = await analytics(me, 'range=30d');
    expect(result.personalBests).toEqual([
      {
        species: 'Northern pike',
        catches: 2,
        heaviest: { value: 4000, caughtAt: daysAgo(15).toISOString() },
        longest: { value: 800, caughtAt: daysAgo(15).toISOString() },
      },
      {
        species: 'Walleye',
        catches: 2,
        heaviest: { value: 3000, caughtAt: daysAgo(60).toISOString() },
        longest: { value: 500, caughtAt: daysAgo(10).toISOString() },
      },
      { species: 'Largemouth bass', catches: 1, heaviest: null, longest: null },
      {
        species: 'Muskellunge',
        catches: 1,
        heaviest: { value: 8000, caughtAt: daysAgo(200).toISOString() },
        longest: null,
      },
    ]);
    expect(result.tournamentFinishes).toEqual([
      {
        eventId: expect.any(String),
        eventName: 'Autumn Pike Derby',
        place: 2,
        entrants: 2,
        date: utcDay(-15),
      },
    ]);
    // The rival sees their own win, not my numbers.
    const theirs = await analytics(rival, 'range=30d');
    expect(theirs.tournamentFinishes).toMatchObject([{ eventName: 'Autumn Pike Derby', place: 1 }]);
    expect(theirs.totals).toMatchObject({ posts: 0, followers: 0, catches: 2 });
  });

  it('answers zeros and empty lists to someone with nothing yet', async () => {
    const tight = await buildUser(t.app);
    const result = await analytics(tight, 'range=30d');
    expect(result.tournamentFinishes).toEqual([]);
    expect(result.personalBests).toEqual([]);
    expect(result.totals.catches).toBe(0);
    expect(new Date(result.to).getTime() - new Date(result.from).getTime()).toBe(29 * DAY);
  });
});

describe('GET /api/gallery/mine', () => {
  it('answers 401 to a visitor and 400 to a made-up cursor', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/gallery/mine' });
    expect(visitor.statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'GET', url: '/api/gallery/mine?cursor=abc', headers: as(me) });
    expect(bad.statusCode).toBe(400);
  });

  it('pages my photos from posts and the catch log, newest first, a shared catch once', async () => {
    const owner = await buildUser(t.app);
    const postPhoto = await post(owner, daysAgo(1), { mediaUrl: '/uploads/post-media/a.webp' });
    await post(owner, daysAgo(2)); // no photo
    await post(owner, daysAgo(2), { mediaUrl: '/uploads/post-media/gone.webp', deletedAt: new Date() });
    const sharedPost = await post(owner, daysAgo(3), { mediaUrl: '/uploads/post-media/shared.webp' });
    const shared = await logCatch(owner, {
      photoUrl: '/uploads/catch-log/shared.webp',
      caughtAt: daysAgo(4),
      postId: sharedPost,
    });
    const older = await logCatch(owner, {
      species: 'Brown trout',
      photoUrl: '/uploads/catch-log/b.webp',
      caughtAt: daysAgo(9),
    });
    await logCatch(owner, { caughtAt: daysAgo(5) }); // no photo
    await post(fan, daysAgo(1), { mediaUrl: '/uploads/post-media/not-mine.webp' });

    const first = await t.app.inject({ method: 'GET', url: '/api/gallery/mine?limit=2', headers: as(owner) });
    expect(first.statusCode).toBe(200);
    const page = first.json<GalleryPage>();
    expect(page.items.map((item) => [item.source, item.id])).toEqual([
      ['post', postPhoto],
      ['catch', shared],
    ]);
    expect(page.items[0]).toMatchObject({
      url: '/uploads/post-media/a.webp',
      caption: 'Fish on',
      species: null,
    });
    expect(page.nextCursor).not.toBeNull();

    const second = await t.app.inject({
      method: 'GET',
      url: `/api/gallery/mine?limit=2&cursor=${encodeURIComponent(page.nextCursor!)}`,
      headers: as(owner),
    });
    const rest = second.json<GalleryPage>();
    expect(rest.items.map((item) => [item.source, item.id, item.species])).toEqual([
      ['catch', older, 'Brown trout'],
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('answers an empty gallery for someone without photos', async () => {
    const empty = await buildUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/gallery/mine', headers: as(empty) });
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });
});
