import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type {
  EventLeaderboard,
  LeaderboardList,
  RecentCatchList,
  SeriesLeaderboard,
  SocialLeaderboard,
} from '@tightlines/domain/tournaments/leaderboard-contract';
import {
  tournamentCatches,
  tournamentDivisions,
  tournamentEventTranslations,
  tournamentEvents,
  tournamentPenalties,
  tournamentRegistrations,
  tournamentSeries,
} from '#server/db/schema';
import { boardCache } from '#server/features/leaderboards/event-board';
import { createTestApp, type TestApp } from './helpers/app';
import { buildEvent as buildEventFor } from './helpers/events';
import { buildUser, type BuiltUser } from './helpers/factories';

let t: TestApp;
let captainA: BuiltUser;
let captainB: BuiltUser;
let captainC: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  captainA = await buildUser(t.app, { firstName: 'Ana', lastName: 'Reel', signedIn: false });
  captainB = await buildUser(t.app, { firstName: 'Ben', lastName: 'Cast', signedIn: false });
  captainC = await buildUser(t.app, { firstName: 'Cy', lastName: 'Hook', signedIn: false });
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** This file's event: running today on Lake Erie, best two fish, nobody's in particular (no species or penalties). */
const buildEvent = (overrides: Partial<typeof tournamentEvents.$inferInsert> = {}) =>
  buildEventFor(t.app, null, {
    name: `Bass Classic ${randomUUID().slice(0, 6)}`,
    startDate: day(-1),
    endDate: day(1),
    location: 'Lake Erie',
    latitude: 41.5,
    longitude: -81.7,
    species: [],
    scoring: { mode: 'weight', bestN: 2 },
    penalties: [],
    ...overrides,
  });

async function register(
  eventId: string,
  who: BuiltUser,
  names: { entrant: string; boat: string },
  divisionId: string | null = null,
) {
  const [row] = await t.app.db
    .insert(tournamentRegistrations)
    .values({
      eventId,
      userId: who.id,
      divisionId,
      entrantName: names.entrant,
      boatName: names.boat,
      status: 'registered',
      resumeToken: randomUUID(),
      checkInCode: randomUUID(),
    })
    .returning();
  return row!;
}

async function addCatch(
  eventId: string,
  registrationId: string,
  who: BuiltUser,
  fish: { grams: number; minutesAgo: number; status?: string; species?: string },
) {
  const [row] = await t.app.db
    .insert(tournamentCatches)
    .values({
      eventId,
      registrationId,
      anglerUserId: who.id,
      submittedBy: who.id,
      clientId: randomUUID(),
      species: fish.species ?? 'largemouth_bass',
      weightGrams: fish.grams,
      photoUrl: '/uploads/catch.webp',
      caughtAt: new Date(Date.now() - fish.minutesAgo * 60_000),
      latitude: 41.51234,
      longitude: -81.71234,
      status: fish.status ?? 'approved',
      reviewedAt: fish.status && fish.status !== 'approved' ? null : new Date(),
    })
    .returning();
  return row!;
}

/** What a judging decision does (judging/service.ts): a new version, and the decided catches stamped with it. */
async function bumpVersion(eventId: string, decided: readonly string[] = []) {
  const [row] = await t.app.db
    .update(tournamentEvents)
    .set({
      leaderboardVersion: sql`${tournamentEvents.leaderboardVersion} + 1`,
      lastCatchAt: new Date(),
    })
    .where(eq(tournamentEvents.id, eventId))
    .returning({ version: tournamentEvents.leaderboardVersion });
  for (const id of decided)
    await t.app.db
      .update(tournamentCatches)
      .set({ boardVersion: row!.version })
      .where(eq(tournamentCatches.id, id));
}

async function getJson<T>(url: string): Promise<{ status: number; body: T; raw: string }> {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json<T>(), raw: response.body };
}

describe('GET /api/leaderboards/:eventId', () => {
  it('ranks entrants with culling, penalties and the tie-break, per division, with the big fish', async () => {
    const event = await buildEvent();
    const [open] = await t.app.db
      .insert(tournamentDivisions)
      .values([
        { eventId: event.id, name: 'Open', position: 0 },
        { eventId: event.id, name: 'Youth', position: 1 },
      ])
      .returning();
    const a = await register(event.id, captainA, { entrant: 'Reel Deal', boat: 'Sea Ray' }, open!.id);
    const b = await register(event.id, captainB, { entrant: 'Cast Away', boat: 'Bayliner' }, open!.id);
    const c = await register(event.id, captainC, { entrant: 'Hooked', boat: 'Whaler' });
    // A: 3000 + 2000 counted, 500 culled (best 2). B: 4000 + 1000 = 5000, caught later → loses the tie on
    // biggest fish? No: B's biggest (4000) beats A's (3000), so B wins the 5000-5000 tie.
    await addCatch(event.id, a.id, captainA, { grams: 3000, minutesAgo: 50 });
    await addCatch(event.id, a.id, captainA, { grams: 2000, minutesAgo: 40 });
    await addCatch(event.id, a.id, captainA, { grams: 500, minutesAgo: 30 });
    await addCatch(event.id, b.id, captainB, { grams: 4000, minutesAgo: 20 });
    await addCatch(event.id, b.id, captainB, { grams: 1000, minutesAgo: 10 });
    // C: 6000 but a 2000 g penalty → 4000, third.
    await addCatch(event.id, c.id, captainC, { grams: 6000, minutesAgo: 5 });
    // Pending and rejected fish never count.
    await addCatch(event.id, c.id, captainC, { grams: 9000, minutesAgo: 4, status: 'pending' });
    await addCatch(event.id, c.id, captainC, { grams: 9000, minutesAgo: 3, status: 'rejected' });
    await t.app.db.insert(tournamentPenalties).values({
      eventId: event.id,
      registrationId: c.id,
      code: 'late_to_scale',
      amount: 2000,
      reason: 'Late to the scale',
    });
    await bumpVersion(event.id);

    const { status, body, raw } = await getJson<EventLeaderboard>(`/api/leaderboards/${event.id}`);
    expect(status).toBe(200);
    expect(body.standings.map((row) => [row.rank, row.entrantName, row.total])).toEqual([
      [1, 'Cast Away', 5000],
      [2, 'Reel Deal', 5000],
      [3, 'Hooked', 4000],
    ]);
    const reelDeal = body.standings[1]!;
    expect(reelDeal).toMatchObject({
      fishCounted: 2,
      fishCulled: 1,
      boatName: 'Sea Ray',
      captainName: 'Ana Reel',
    });
    expect(body.standings[2]).toMatchObject({ penalties: 2000, fishCounted: 1 });
    expect(body.bigFish).toMatchObject({ entrantName: 'Hooked', weightGrams: 6000 });
    expect(body.divisions.map((division) => division.name)).toEqual(['Open', 'Youth']);
    expect(body.divisionStandings[open!.id]!.map((row) => row.entrantName)).toEqual([
      'Cast Away',
      'Reel Deal',
    ]);
    expect(body.event).toMatchObject({ status: 'active', scoringMode: 'weight', bestN: 2 });
    expect(body.entrantsCount).toBe(3);
    // Anglers guard their spots: no coordinates anywhere in the answer.
    expect(raw).not.toMatch(/latitude|longitude|41\.51|81\.71/);
  });

  it('serves the cached board until a decision bumps the version, then recomputes', async () => {
    const event = await buildEvent();
    const a = await register(event.id, captainA, { entrant: 'Solo A', boat: 'Skiff' });
    await addCatch(event.id, a.id, captainA, { grams: 1000, minutesAgo: 10 });
    await bumpVersion(event.id);
    const first = await getJson<EventLeaderboard>(`/api/leaderboards/${event.id}`);
    expect(first.body.standings[0]!.total).toBe(1000);

    // A catch approved without a version bump is not seen: the cache is keyed by version, not time.
    const second = await addCatch(event.id, a.id, captainA, { grams: 2500, minutesAgo: 5 });
    const stale = await getJson<EventLeaderboard>(`/api/leaderboards/${event.id}`);
    expect(stale.body.standings[0]!.total).toBe(1000);
    expect(stale.body.version).toBe(first.body.version);

    await bumpVersion(event.id, [second.id]);
    const fresh = await getJson<EventLeaderboard>(`/api/leaderboards/${event.id}`);
    expect(fresh.body.version).toBe(first.body.version + 1);
    expect(fresh.body.standings[0]!.total).toBe(3500);
  });

  it('computes once for concurrent misses', async () => {
    const event = await buildEvent();
    const a = await register(event.id, captainA, { entrant: 'Solo', boat: 'Skiff' });
    await addCatch(event.id, a.id, captainA, { grams: 700, minutesAgo: 1 });
    let computations = 0;
    const cache = boardCache(t.app.db);
    const compute = async () => {
      computations++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const board = {
        divisions: [],
        standings: [],
        divisionStandings: {},
        bigFish: null,
        topTeams: [],
        entrantsCount: 0,
        ranks: [],
        overall: [],
      };
      return { board, state: { catches: new Map(), scoredWith: '' } };
    };
    await Promise.all(Array.from({ length: 5 }, () => cache.get(event.id, 99, compute)));
    expect(computations).toBe(1);

    // While version 100 is computed for the first asker, the others wait for that computation: none of them is
    // answered with version 99's board (read-after-write).
    const previous = await cache.get(event.id, 99, compute);
    const first = cache.get(event.id, 100, compute);
    const others = await Promise.all(Array.from({ length: 3 }, () => cache.get(event.id, 100, compute)));
    const fresh = await first;
    expect(fresh).not.toBe(previous);
    expect(others.every((board) => board === fresh)).toBe(true);
    expect(computations).toBe(2);
    expect(await cache.get(event.id, 100, compute)).toBe(fresh);
  });

  it("answers 'Event not found' for a draft, a cancelled or an unknown event", async () => {
    const draft = await buildEvent({ status: 'draft' });
    const cancelled = await buildEvent({ status: 'cancelled' });
    for (const id of [draft.id, cancelled.id, randomUUID()]) {
      const response = await getJson<{ error: { code: string; message: string } }>(`/api/leaderboards/${id}`);
      expect(response.status).toBe(404);
      expect(response.body.error).toEqual({ code: 'eventNotFound', message: 'Event not found' });
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/leaderboards/not-a-uuid' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/leaderboards (list)', () => {
  it('lists published events by status with the top 3 teams, drafts never', async () => {
    const active = await buildEvent({ name: 'Active Open' });
    const upcoming = await buildEvent({ name: 'Upcoming Cup', startDate: day(10), endDate: day(11) });
    const completed = await buildEvent({ name: 'Done Derby', startDate: day(-10), endDate: day(-9) });
    const draft = await buildEvent({ name: 'Secret Draft', status: 'draft' });
    const teams = [captainA, captainB, captainC];
    for (const [index, who] of teams.entries()) {
      const registration = await register(active.id, who, {
        entrant: `Team ${index}`,
        boat: `Boat ${index}`,
      });
      await addCatch(active.id, registration.id, who, { grams: 1000 * (index + 1), minutesAgo: 5 });
    }
    const extra = await buildUser(t.app, { firstName: 'Dee', signedIn: false });
    const fourth = await register(active.id, extra, { entrant: 'Team 4', boat: 'Boat 4' });
    await addCatch(active.id, fourth.id, extra, { grams: 100, minutesAgo: 5 });
    await bumpVersion(active.id);

    const all = await getJson<LeaderboardList>('/api/leaderboards?filter=all');
    const names = all.body.items.map((item) => item.name);
    expect(names).not.toContain(draft.name);
    // Order: active (with a catch first), upcoming, completed.
    expect(names.indexOf('Active Open')).toBeLessThan(names.indexOf('Upcoming Cup'));
    expect(names.indexOf('Upcoming Cup')).toBeLessThan(names.indexOf('Done Derby'));
    expect(names[0]).toBe('Active Open');
    const card = all.body.items.find((item) => item.id === active.id)!;
    expect(card.status).toBe('active');
    expect(card.lastCatchAt).not.toBeNull();
    expect(card.topTeams).toEqual([
      { boatName: 'Boat 2', teamName: 'Team 2', captainName: 'Cy Hook', points: 3000 },
      { boatName: 'Boat 1', teamName: 'Team 1', captainName: 'Ben Cast', points: 2000 },
      { boatName: 'Boat 0', teamName: 'Team 0', captainName: 'Ana Reel', points: 1000 },
    ]);

    const onlyUpcoming = await getJson<LeaderboardList>('/api/leaderboards?filter=upcoming');
    expect(onlyUpcoming.body.items.map((item) => item.id)).toContain(upcoming.id);
    expect(onlyUpcoming.body.items.every((item) => item.status === 'upcoming')).toBe(true);
    const onlyCompleted = await getJson<LeaderboardList>('/api/leaderboards?filter=completed');
    expect(onlyCompleted.body.items.map((item) => item.id)).toEqual([completed.id]);

    const count = await getJson<{ count: number }>('/api/leaderboards/active-count');
    const actives = (await getJson<LeaderboardList>('/api/leaderboards?filter=active')).body.items;
    expect(count.body.count).toBe(actives.length);
    expect(actives.map((item) => item.name)).not.toContain('Secret Draft');

    const bad = await t.app.inject({ method: 'GET', url: '/api/leaderboards?filter=soon' });
    expect(bad.statusCode).toBe(400);
  });

  it('computes status in the event time zone', async () => {
    // Already tomorrow in Kiritimati (UTC+14) for most of the UTC day: an event starting on its "today".
    const kiribatiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    );
    const event = await buildEvent({
      startDate: kiribatiToday,
      endDate: kiribatiToday,
      timeZone: 'Pacific/Kiritimati',
    });
    const { body } = await getJson<LeaderboardList>('/api/leaderboards?filter=active');
    expect(body.items.map((item) => item.id)).toContain(event.id);
  });
});

describe('recent catches, upcoming, social and series', () => {
  it('lists the newest approved catches of published events, capped at 20, without a location', async () => {
    const event = await buildEvent({ name: 'Ticker Open' });
    const hidden = await buildEvent({ status: 'draft' });
    const a = await register(event.id, captainA, { entrant: 'Ticker Team', boat: 'Fast Boat' });
    const h = await register(hidden.id, captainA, { entrant: 'Hidden', boat: 'Hidden Boat' });
    const fish = await addCatch(event.id, a.id, captainA, { grams: 1234, minutesAgo: 1, species: 'walleye' });
    await addCatch(hidden.id, h.id, captainA, { grams: 999, minutesAgo: 1 });
    await addCatch(event.id, a.id, captainA, { grams: 4321, minutesAgo: 1, status: 'pending' });

    const { body, raw } = await getJson<RecentCatchList>(
      `/api/leaderboards/recent-catches?limit=5&eventId=${event.id}`,
    );
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({
      id: fish.id,
      eventName: 'Ticker Open',
      species: 'walleye',
      weightGrams: 1234,
      boatName: 'Fast Boat',
      entrantName: 'Ticker Team',
      anglerName: 'Ana Reel',
    });
    expect(raw).not.toMatch(/latitude|longitude|41\.51/);
    const all = await getJson<RecentCatchList>('/api/leaderboards/recent-catches');
    expect(all.body.items.map((item) => item.eventId)).not.toContain(hidden.id);
    expect(all.body.items.length).toBeLessThanOrEqual(20);
    const tooMany = await t.app.inject({ method: 'GET', url: '/api/leaderboards/recent-catches?limit=21' });
    expect(tooMany.statusCode).toBe(400);
  });

  it('names events in the reader’s language where the event has that translation', async () => {
    const event = await buildEvent({ name: 'Harbour Open', location: 'Erie, PA' });
    await t.app.db.insert(tournamentEventTranslations).values({
      eventId: event.id,
      language: 'ar',
      name: 'بطولة الميناء المفتوحة',
      location: 'إيري، بنسلفانيا',
    });
    const a = await register(event.id, captainA, { entrant: 'Harbour Team', boat: 'Harbour Boat' });
    await addCatch(event.id, a.id, captainA, { grams: 1500, minutesAgo: 1 });

    const url = `/api/leaderboards/recent-catches?limit=5&eventId=${event.id}`;
    expect((await getJson<RecentCatchList>(`${url}&lang=ar`)).body.items[0]?.eventName).toBe(
      'بطولة الميناء المفتوحة',
    );
    expect((await getJson<RecentCatchList>(`${url}&lang=es`)).body.items[0]?.eventName).toBe('Harbour Open');
    const cards = (await getJson<LeaderboardList>('/api/leaderboards?filter=all&lang=ar')).body.items;
    expect(cards.find((item) => item.id === event.id)).toMatchObject({
      name: 'بطولة الميناء المفتوحة',
      location: 'إيري، بنسلفانيا',
    });
  });

  it('lists upcoming published tournaments soonest first, 4 by default', async () => {
    const names = [];
    for (let i = 0; i < 5; i++)
      names.push((await buildEvent({ startDate: day(2 + i), endDate: day(3 + i) })).name);
    await buildEvent({ status: 'draft', startDate: day(2), endDate: day(2) });
    const { body } = await getJson<{ items: { name: string }[] }>('/api/tournaments/upcoming');
    expect(body.items).toHaveLength(4);
    expect(body.items.map((item) => item.name)).toEqual(names.slice(0, 4));
  });

  it('ranks anglers by credited weight in the timeframe, with their profile', async () => {
    // Anglers of their own: the other tests' catches are today's too.
    const captainA = await buildUser(t.app, { firstName: 'Ana', lastName: 'Social', signedIn: false });
    const captainB = await buildUser(t.app, { firstName: 'Ben', lastName: 'Cast', signedIn: false });
    const event = await buildEvent({
      scoring: {
        mode: 'weight',
        lengthToWeight: {
          walleye: [
            [300, 300],
            [500, 1500],
          ],
        },
      },
    });
    const a = await register(event.id, captainA, { entrant: 'A', boat: 'A' });
    const b = await register(event.id, captainB, { entrant: 'B', boat: 'B' });
    await addCatch(event.id, a.id, captainA, { grams: 5000, minutesAgo: 1 });
    await addCatch(event.id, b.id, captainB, { grams: 5000, minutesAgo: 1 });
    // B's measured-and-released walleye is credited 900 g from the table.
    await t.app.db.insert(tournamentCatches).values({
      eventId: event.id,
      registrationId: b.id,
      anglerUserId: captainB.id,
      submittedBy: captainB.id,
      clientId: randomUUID(),
      species: 'walleye',
      lengthMm: 400,
      photoUrl: '/uploads/x.webp',
      caughtAt: new Date(),
      status: 'approved',
      reviewedAt: new Date(),
    });
    const old = await addCatch(event.id, a.id, captainA, { grams: 90_000, minutesAgo: 60 * 24 * 40 });

    const daily = await getJson<SocialLeaderboard>('/api/leaderboards/social?timeframe=daily');
    expect(daily.status).toBe(200);
    const mine = daily.body.items.filter((row) => [captainA.id, captainB.id].includes(row.profile.id));
    expect(mine[0]!.profile).toMatchObject({ id: captainB.id, displayName: 'Ben Cast' });
    expect(mine[0]!.score - mine[1]!.score).toBe(900);
    expect(mine[0]!.rank).toBeLessThan(mine[1]!.rank);

    const allTime = await getJson<SocialLeaderboard>('/api/leaderboards/social?timeframe=all_time&limit=10');
    expect(allTime.body.periodStart).toBeNull();
    expect(allTime.body.items.find((row) => row.profile.id === captainA.id)!.score).toBe(95_000);
    expect(old.weightGrams).toBe(90_000);
    const bad = await t.app.inject({ method: 'GET', url: '/api/leaderboards/social?timeframe=yearly' });
    expect(bad.statusCode).toBe(400);
  });

  it('sums series points with the series formula over its started events', async () => {
    const [series] = await t.app.db
      .insert(tournamentSeries)
      .values({
        name: 'Lake Erie Trail',
        seasonYear: 2026,
        formula: { firstPlace: 50, step: 5, minimum: 10, countBest: null },
        status: 'published',
      })
      .returning();
    const first = await buildEvent({
      seriesId: series!.id,
      isStandalone: false,
      startDate: day(-5),
      endDate: day(-5),
    });
    const second = await buildEvent({ seriesId: series!.id, isStandalone: false });
    await buildEvent({ seriesId: series!.id, isStandalone: false, startDate: day(20), endDate: day(20) });
    for (const [event, winner, loser] of [
      [first, captainA, captainB],
      [second, captainA, captainB],
    ] as const) {
      const w = await register(event.id, winner, { entrant: `Team ${winner.firstName}`, boat: 'W' });
      const l = await register(event.id, loser, { entrant: `Team ${loser.firstName}`, boat: 'L' });
      await addCatch(event.id, w.id, winner, { grams: 3000, minutesAgo: 1 });
      await addCatch(event.id, l.id, loser, { grams: 1000, minutesAgo: 1 });
    }
    const { status, body } = await getJson<SeriesLeaderboard>(`/api/series/${series!.id}/leaderboard`);
    expect(status).toBe(200);
    expect(body.events).toHaveLength(3);
    expect(body.standings.map((row) => [row.rank, row.name, row.points])).toEqual([
      [1, 'Team Ana', 100],
      [2, 'Team Ben', 90],
    ]);
    const missing = await t.app.inject({ method: 'GET', url: `/api/series/${randomUUID()}/leaderboard` });
    expect(missing.statusCode).toBe(404);
  });
});
