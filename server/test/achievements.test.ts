import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  FollowingBoard,
  MyAchievements,
  PersonAchievements,
  PointsBoard,
  TopPeople,
} from '@tightlines/domain/achievements/contract';
import type { StatsSummary } from '@tightlines/domain/achievements/stats';
import { engagementScore } from '@tightlines/domain/achievements/stats';
import {
  catchLogEntries,
  notifications,
  socialLeaderboardEntries,
  userAchievements,
  userPoints,
} from '#server/db/schema';
import { computeSocialLeaderboards } from '#server/features/achievements/boards';
import { sweepCatchLog } from '#server/features/achievements/jobs';
import { evaluateAchievements } from '#server/features/achievements/service';
import { pendingJobs } from '#server/jobs/runner';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { createPost } from './fixtures/posts';
import { follow } from './helpers/social';
import { buildEvent } from './helpers/events';
import { register, submit } from './fixtures/tournament-catches';

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

const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

/** Runs due jobs until none are left (the achievements queue, and whatever a write queued besides). */
async function drainJobs(): Promise<void> {
  for (let round = 0; round < 20 && (await t.app.jobs.runOnce()) > 0; round++);
}

async function heldBy(who: BuiltUser): Promise<string[]> {
  const rows = await t.app.db.execute<{ key: string }>(sql`
    select a.key from user_achievements ua join achievements a on a.id = ua.achievement_id
     where ua.user_id = ${who.id}::uuid order by a.key`);
  return rows.rows.map((row) => row.key);
}

async function pointsOf(who: BuiltUser): Promise<number> {
  const [row] = await t.app.db.select().from(userPoints).where(eq(userPoints.userId, who.id));
  return row?.totalPoints ?? 0;
}

const deps = () => ({ db: t.app.db, jobs: t.app.jobs, config: t.app.config, realtime: t.app.realtime });

function logCatch(who: BuiltUser, values: Partial<typeof catchLogEntries.$inferInsert> = {}) {
  return t.app.db.insert(catchLogEntries).values({
    userId: who.id,
    species: 'Largemouth Bass',
    caughtAt: new Date(),
    ...values,
  });
}

describe('signed-out and bad requests', () => {
  it('answers 401 to a visitor on the signed-in routes', async () => {
    for (const url of [`/api/stats/${dana.id}`, '/api/achievements', '/api/leaderboards/following']) {
      const response = await get(null, url);
      expect(response.statusCode, url).toBe(401);
      expect(errorOf(response).code).toBe('notAuthenticated');
    }
  });

  it("answers 400 'User ID required' for stats without a proper user id", async () => {
    for (const url of ['/api/stats/', '/api/stats/not-a-user']) {
      const response = await get(dana, url);
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).message).toBe('User ID required');
    }
  });

  it('answers 404 for the stats or achievements of nobody', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    expect((await get(dana, `/api/stats/${nobody}`)).statusCode).toBe(404);
    expect((await get(null, `/api/people/${nobody}/achievements`)).statusCode).toBe(404);
  });

  it('refuses an unknown timeframe', async () => {
    expect((await get(null, '/api/leaderboards/points?timeframe=yearly')).statusCode).toBe(400);
  });
});

describe('unlocking', () => {
  it('unlocks the first post through the achievements job, with its points and a notification', async () => {
    await createPost(t.app, dana, 'First morning on the water');
    expect(await pendingJobs(t.app.db, 'achievements', [`user:${dana.id}`])).toHaveLength(1);
    expect(await heldBy(dana)).toEqual([]);
    await drainJobs();
    expect(await heldBy(dana)).toContain('first_post');
    expect(await pointsOf(dana)).toBe(10);
    const sent = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, dana.id), eq(notifications.type, 'achievement_unlocked')));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ achievementKey: 'first_post', name: 'First Cast', points: 10 });
    expect(sent[0]!.actionUrl).toBe('/gamification');
  });

  it('unlocks once under concurrent evaluations: one row, points added once, one notification', async () => {
    await createPost(t.app, jordan, 'Two at once');
    const results = await Promise.all(
      Array.from({ length: 6 }, () => evaluateAchievements(deps(), jordan.id)),
    );
    expect(results.flat().filter((key) => key === 'first_post')).toHaveLength(1);
    await drainJobs();
    const rows = await t.app.db.select().from(userAchievements).where(eq(userAchievements.userId, jordan.id));
    expect(rows).toHaveLength(1);
    expect(await pointsOf(jordan)).toBe(10);
    const sent = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, jordan.id), eq(notifications.type, 'achievement_unlocked')));
    expect(sent).toHaveLength(1);
  });

  it('unlocks catch achievements from the catch log through the periodic sweep', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 5, n, 12));
    await logCatch(sam, { species: 'Walleye', weightGrams: 1500, caughtAt: day(1) });
    await logCatch(sam, { species: 'Walleye', weightGrams: 1900, caughtAt: day(2) });
    await logCatch(sam, { species: 'Northern Pike', weightGrams: 4000, caughtAt: day(3) });
    expect(await sweepCatchLog(t.app.db, t.app.jobs, new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    await drainJobs();
    expect(await heldBy(sam)).toEqual(['first_catch', 'personal_best', 'streak_3']);
    expect(await pointsOf(sam)).toBe(10 + 20 + 15);
    // The cursor moved: nothing new, nobody queued.
    expect(await sweepCatchLog(t.app.db, t.app.jobs, new Date(Date.now() + 2000))).toBe(0);
  });

  it('shows my progress on every achievement, and a person’s latest unlocked ones', async () => {
    const mine = await get(sam, '/api/achievements');
    expect(mine.statusCode).toBe(200);
    const body = mine.json<MyAchievements>();
    expect(body.totalPoints).toBe(45);
    expect(body.unlockedCount).toBe(3);
    expect(body.level).toBe(1);
    const species = body.items.find((item) => item.key === 'species_5')!;
    expect(species).toMatchObject({ current: 2, target: 5, unlockedAt: null });
    expect(body.items.find((item) => item.key === 'first_catch')!.unlockedAt).not.toBeNull();

    const theirs = await get(null, `/api/people/${sam.id}/achievements?limit=2`);
    expect(theirs.statusCode).toBe(200);
    const list = theirs.json<PersonAchievements>();
    expect(list.total).toBe(3);
    expect(list.items).toHaveLength(2);
  });
});

describe('stats summary and leaderboards', () => {
  it('sums a person’s activity, and the job ranks the same score', async () => {
    // Riley: 2 posts, one liked by Dana and Jordan, one comment of theirs, two followers.
    const first = await createPost(t.app, riley, 'Smallmouth on a tube');
    await createPost(t.app, riley, 'Fog lifting');
    for (const who of [dana, jordan])
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/posts/${first.id}/like`, headers: as(who) }))
          .statusCode,
      ).toBe(200);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/posts/${first.id}/comments`,
      headers: as(riley),
      payload: { content: 'Thanks all' },
    });
    expect(comment.statusCode).toBe(201);
    for (const who of [dana, sam])
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/users/${riley.id}/follow`, headers: as(who) }))
          .statusCode,
      ).toBe(200);
    expect(await pendingJobs(t.app.db, 'achievements', [`user:${riley.id}`])).toHaveLength(1);
    await drainJobs();

    const response = await get(dana, `/api/stats/${riley.id}`);
    expect(response.statusCode).toBe(200);
    const stats = response.json<StatsSummary>();
    expect(stats).toMatchObject({
      userId: riley.id,
      totalPosts: 2,
      totalComments: 1,
      totalLikesReceived: 2,
      totalFollowers: 2,
      totalFollowing: 0,
      totalAchievements: 1,
      totalPoints: 10,
      rankPosition: null,
    });
    expect(stats.engagementScore).toBe(
      engagementScore({ posts: 2, comments: 1, likesReceived: 2, followers: 2, points: 10 }),
    );

    await computeSocialLeaderboards(t.app.db);
    const board = (await get(null, '/api/leaderboards/points?timeframe=all_time')).json<PointsBoard>();
    expect(board.computedAt).not.toBeNull();
    const row = board.items.find((item) => item.profile.id === riley.id)!;
    expect(row.score).toBe(stats.engagementScore);
    expect(board.items[0]!.rank).toBe(1);
    expect(board.items.map((item) => item.score)).toEqual(
      [...board.items.map((item) => item.score)].sort((a, b) => b - a),
    );
    const after = (await get(dana, `/api/stats/${riley.id}`)).json<StatsSummary>();
    expect(after.rankPosition).toBe(row.rank);

    const daily = (await get(null, '/api/leaderboards/points?timeframe=daily')).json<PointsBoard>();
    expect(daily.periodStart).not.toBeNull();
    expect(daily.items.find((item) => item.profile.id === riley.id)?.score).toBe(stats.engagementScore);
  });

  it('recomputes a board in place: one row per person and timeframe', async () => {
    await computeSocialLeaderboards(t.app.db);
    await computeSocialLeaderboards(t.app.db);
    const rows = await t.app.db
      .select()
      .from(socialLeaderboardEntries)
      .where(eq(socialLeaderboardEntries.userId, riley.id));
    expect(rows.map((row) => row.timeframe).sort()).toEqual(['all_time', 'daily', 'monthly', 'weekly']);
  });

  it('lists the most active and the best ranked', async () => {
    const fans = (await get(null, '/api/people/top-fans')).json<TopPeople>();
    expect(fans.items[0]!.rank).toBe(1);
    expect(fans.items.some((item) => item.profile.id === riley.id)).toBe(true);
    const anglers = (await get(null, '/api/people/top-anglers?limit=1')).json<TopPeople>();
    expect(anglers.items).toHaveLength(1);
    expect(anglers.items[0]!.profile.id).toBe(sam.id);
    expect(anglers.items[0]!.totalPoints).toBe(45);
  });
});

describe('GET /api/leaderboards/following', () => {
  it('ranks the best three fish per species among me and the people I follow, never a private catch', async () => {
    const season = new Date().getUTCFullYear();
    const at = new Date(Date.UTC(season, 0, 2));
    const viewer = await buildUser(t.app, { firstName: 'Vic', lastName: 'Viewer' });
    const friend = await buildUser(t.app, { firstName: 'Fran', lastName: 'Friend' });
    const stranger = await buildUser(t.app, { firstName: 'Stan', lastName: 'Stranger' });
    await follow(t.app, viewer, friend);
    await logCatch(viewer, { species: 'Redfish', weightGrams: 3000, caughtAt: at });
    await logCatch(friend, { species: 'Redfish', weightGrams: 5000, caughtAt: at, visibility: 'followers' });
    await logCatch(friend, { species: 'Redfish', weightGrams: 4000, caughtAt: at, visibility: 'public' });
    await logCatch(friend, { species: 'Redfish', weightGrams: 2000, caughtAt: at, visibility: 'public' });
    await logCatch(friend, { species: 'Redfish', weightGrams: 9000, caughtAt: at, visibility: 'private' });
    await logCatch(stranger, { species: 'Redfish', weightGrams: 8000, caughtAt: at, visibility: 'public' });
    await logCatch(friend, { species: 'Snook', weightGrams: 2500, caughtAt: at, visibility: 'public' });
    await logCatch(friend, {
      species: 'Snook',
      weightGrams: 7000,
      caughtAt: new Date(Date.UTC(season - 1, 11, 30)),
      visibility: 'public',
    });

    const response = await get(viewer, '/api/leaderboards/following');
    expect(response.statusCode).toBe(200);
    const board = response.json<FollowingBoard>();
    expect(board.season).toBe(season);
    const redfish = board.species.find((row) => row.species === 'Redfish')!;
    expect(redfish.items.map((item) => [item.rank, item.weightGrams, item.profile.id])).toEqual([
      [1, 5000, friend.id],
      [2, 4000, friend.id],
      [3, 3000, viewer.id],
    ]);
    expect(
      board.species.find((row) => row.species === 'Snook')!.items.map((item) => item.weightGrams),
    ).toEqual([2500]);
    expect(JSON.stringify(board)).not.toMatch(/latitude|longitude|water/i);
  });
});

describe('tournament finishes', () => {
  it('records final places when results are published and unlocks finish, podium and win', async () => {
    const director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
    const winner = await buildUser(t.app, { firstName: 'Wes', lastName: 'Winner' });
    const runnerUp = await buildUser(t.app, { firstName: 'Rue', lastName: 'Second' });
    const event = await buildEvent(t.app, director);
    await register(t.app, event.id, winner, { entrantName: 'Wes Winner' });
    await register(t.app, event.id, runnerUp, { entrantName: 'Rue Second' });
    const director_ = (rest: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournament-director/events/${event.id}${rest}`,
        headers: as(director),
      });
    const big = await submit(t.app, winner, event.id, 301, { weightGrams: '4000' });
    const small = await submit(t.app, runnerUp, event.id, 302, { weightGrams: '1000' });
    for (const fish of [big, small])
      expect((await director_(`/catches/${fish.id}/approve`)).statusCode).toBe(200);
    await drainJobs();
    // Standings alone unlock nothing: only published results are final.
    expect(await heldBy(winner)).not.toContain('tournament_finish');

    expect((await director_('/publish-results')).statusCode).toBe(200);
    expect(await pendingJobs(t.app.db, 'achievements', [`event:${event.id}`])).toHaveLength(1);
    await drainJobs();
    expect(await heldBy(winner)).toEqual(
      expect.arrayContaining(['tournament_finish', 'tournament_podium', 'tournament_win']),
    );
    const second = await heldBy(runnerUp);
    expect(second).toEqual(expect.arrayContaining(['tournament_finish', 'tournament_podium']));
    expect(second).not.toContain('tournament_win');
  });
});
