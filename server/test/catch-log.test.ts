import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatchLogEntry, CatchLogPage, TackleItem } from '@tightlines/domain/angler-log/contract';
import type { Post, PostPage } from '@tightlines/domain/social/posts';
import { catchLogEntries, tournamentCatches } from '#server/db/schema';
import { insertTournamentCatchEntry } from '#server/features/angler-log/catch-log-repo';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { follow } from './helpers/social';
import { buildEvent } from './helpers/events';
import { gpsJpeg, multipart } from './fixtures/posts';
import { register, submit } from './fixtures/tournament-catches';

/**
 * The catch log (issue 19): a private-by-default record of catches; the place reaches others only as the owner's
 * precision allows, on every endpoint that answers catches or the posts they were shared as.
 */

let t: TestApp;
let owner: BuiltUser;
let fan: BuiltUser;
let stranger: BuiltUser;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

/** The place as the owner wrote it: none of these strings may reach anyone else at 'hidden'. */
const SPOT = {
  waterName: 'Secret Cove Pond',
  region: 'Hidden Valley County',
  latitude: 41.123456,
  longitude: -87.654321,
};
const SECRETS = [SPOT.waterName, SPOT.region, '41.123456', '-87.654321', '41.12', '87.65'];

function leaks(body: string, secrets: readonly string[] = SECRETS): string[] {
  return secrets.filter((secret) => body.includes(secret));
}

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

async function logCatch(who: BuiltUser, fields: Record<string, unknown> = {}): Promise<CatchLogEntry> {
  const response = await call(who, 'POST', '/api/catch-log', {
    species: 'Walleye',
    caughtAt: daysAgo(1),
    weightGrams: 2100,
    ...SPOT,
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`log failed: ${response.statusCode} ${response.body}`);
  return response.json<CatchLogEntry>();
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  [owner, fan, stranger] = await Promise.all([
    buildUser(t.app, { firstName: 'Olive', lastName: 'Owner' }),
    buildUser(t.app, { firstName: 'Fern', lastName: 'Fan' }),
    buildUser(t.app, { firstName: 'Stan', lastName: 'Stranger' }),
  ]);
  await follow(t.app, fan, owner);
});
afterAll(async () => {
  await t.close();
});

describe('signing in', () => {
  it('answers 401 to a visitor on every write and on the own log', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(null, 'GET', '/api/catch-log')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/catch-log', { species: 'Walleye' })).statusCode).toBe(401);
    expect((await call(null, 'PATCH', `/api/catch-log/${id}`, { notes: 'x' })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/catch-log/${id}`)).statusCode).toBe(401);
    expect((await call(null, 'POST', `/api/catch-log/${id}/share`, {})).statusCode).toBe(401);
  });
});

describe('POST /api/catch-log', () => {
  it('logs a catch private and with a hidden place by default', async () => {
    const entry = await logCatch(owner, { method: 'Jigging', bait: 'Minnow', weatherNotes: 'Overcast' });
    expect(entry).toMatchObject({
      species: 'Walleye',
      weightGrams: 2100,
      visibility: 'private',
      isOwner: true,
      method: 'Jigging',
      bait: 'Minnow',
      weatherNotes: 'Overcast',
      tournament: null,
      postId: null,
      location: { precision: 'hidden', ...SPOT },
    });
  });

  it('answers 400 for a missing species, a future time, half a point or an unknown precision', async () => {
    const base = { species: 'Walleye', caughtAt: daysAgo(1) };
    expect((await call(owner, 'POST', '/api/catch-log', { caughtAt: daysAgo(1) })).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/catch-log', { ...base, species: '  ' })).statusCode).toBe(400);
    const future = await call(owner, 'POST', '/api/catch-log', { ...base, caughtAt: daysAgo(-2) });
    expect(future.statusCode).toBe(400);
    expect(errorOf(future).message).toBe('The catch time cannot be in the future.');
    expect((await call(owner, 'POST', '/api/catch-log', { ...base, latitude: 41 })).statusCode).toBe(400);
    expect(
      (await call(owner, 'POST', '/api/catch-log', { ...base, locationPrecision: 'nearby' })).statusCode,
    ).toBe(400);
    expect((await call(owner, 'POST', '/api/catch-log', { ...base, weightGrams: -5 })).statusCode).toBe(400);
  });

  it('stores a photo without its EXIF and GPS, through the image pipeline (multipart)', async () => {
    const form = multipart(
      {
        species: 'Northern pike',
        caughtAt: daysAgo(3),
        lengthMm: '820',
        locationPrecision: 'water',
        ...strings(SPOT),
      },
      { name: 'photo', filename: 'pike.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/catch-log',
      headers: { ...as(owner), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json<CatchLogEntry>();
    expect(entry).toMatchObject({ species: 'Northern pike', lengthMm: 820, weightGrams: null });
    expect(entry.photoUrl).toMatch(/^\/uploads\/post-media\//);
    expect(entry.media?.variants.length).toBeGreaterThan(0);
    const file = await t.app.inject({ method: 'GET', url: entry.photoUrl! });
    expect(file.statusCode).toBe(200);
    // The camera's GPS block would carry 'GPS' and the fixture's make; neither survives.
    expect(file.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('records the tackle used: the owner’s own only (403 someone else’s, 400 unknown)', async () => {
    const mine = (
      await call(owner, 'POST', '/api/tackle', { name: 'Jig 1/4 oz', category: 'lure' })
    ).json<TackleItem>();
    const theirs = (
      await call(stranger, 'POST', '/api/tackle', { name: 'Crankbait', category: 'lure' })
    ).json<TackleItem>();
    const entry = await logCatch(owner, { tackleItemId: mine.id });
    expect(entry.tackle).toEqual({ id: mine.id, name: 'Jig 1/4 oz', category: 'lure' });
    const base = { species: 'Walleye', caughtAt: daysAgo(1) };
    expect(
      (await call(owner, 'POST', '/api/catch-log', { ...base, tackleItemId: theirs.id })).statusCode,
    ).toBe(403);
    const unknown = await call(owner, 'POST', '/api/catch-log', {
      ...base,
      tackleItemId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
  });
});

const strings = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

describe('GET /api/catch-log', () => {
  it('pages the own log newest catch first and filters by species and dates', async () => {
    const angler = await buildUser(t.app, { firstName: 'Page' });
    for (let i = 0; i < 5; i++)
      await logCatch(angler, { species: i % 2 ? 'Bluegill' : 'Walleye', caughtAt: daysAgo(10 - i) });
    const first = (await call(angler, 'GET', '/api/catch-log?limit=3')).json<CatchLogPage>();
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(angler, 'GET', `/api/catch-log?limit=3&cursor=${first.nextCursor}`)
    ).json<CatchLogPage>();
    expect(second.items).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((entry) => entry.caughtAt);
    expect(all).toEqual([...all].sort().reverse());
    const bluegill = (await call(angler, 'GET', '/api/catch-log?species=bluegill')).json<CatchLogPage>();
    expect(bluegill.items.map((entry) => entry.species)).toEqual(['Bluegill', 'Bluegill']);
    const from = daysAgo(8).slice(0, 10);
    const to = daysAgo(7).slice(0, 10);
    const window = (await call(angler, 'GET', `/api/catch-log?from=${from}&to=${to}`)).json<CatchLogPage>();
    expect(window.items).toHaveLength(2);
    expect((await call(angler, 'GET', '/api/catch-log?cursor=bogus')).statusCode).toBe(400);
    expect((await call(angler, 'GET', '/api/catch-log?from=yesterday')).statusCode).toBe(400);
  });
});

describe('someone else’s entries', () => {
  it('hides a private entry (404) and answers 403 to edits, deletes and shares, changing nothing', async () => {
    const entry = await logCatch(owner, { notes: 'Kept this one quiet' });
    expect((await call(stranger, 'GET', `/api/catch-log/${entry.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/catch-log/${entry.id}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'PATCH', `/api/catch-log/${entry.id}`, { notes: 'mine now' })).statusCode,
    ).toBe(403);
    expect((await call(stranger, 'DELETE', `/api/catch-log/${entry.id}`)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/api/catch-log/${entry.id}/share`, {})).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(catchLogEntries).where(eq(catchLogEntries.id, entry.id));
    expect(row).toMatchObject({ notes: 'Kept this one quiet', postId: null });
  });

  it('shows followers-only entries to followers and public ones to everyone', async () => {
    const angler = await buildUser(t.app, { firstName: 'Vis' });
    await follow(t.app, fan, angler);
    const secret = await logCatch(angler, { species: 'Carp' });
    const friends = await logCatch(angler, { species: 'Crappie', visibility: 'followers' });
    const open = await logCatch(angler, { species: 'Bluegill', visibility: 'public' });
    const seen = async (who: BuiltUser | null) =>
      (await call(who, 'GET', `/api/people/${angler.id}/catch-log`))
        .json<CatchLogPage>()
        .items.map((e) => e.id);
    expect(await seen(fan)).toEqual(expect.arrayContaining([friends.id, open.id]));
    expect(await seen(fan)).not.toContain(secret.id);
    expect(await seen(stranger)).toEqual([open.id]);
    expect(await seen(null)).toEqual([open.id]);
    expect((await seen(angler)).length).toBe(3);
    expect((await call(stranger, 'GET', `/api/catch-log/${friends.id}`)).statusCode).toBe(404);
    expect((await call(fan, 'GET', `/api/catch-log/${friends.id}`)).statusCode).toBe(200);
    expect(
      (await call(null, 'GET', '/api/people/00000000-0000-4000-8000-000000000000/catch-log')).statusCode,
    ).toBe(404);
  });
});

describe('PATCH and DELETE /api/catch-log/:id', () => {
  it('edits and deletes the own entry', async () => {
    const entry = await logCatch(owner);
    const edited = await call(owner, 'PATCH', `/api/catch-log/${entry.id}`, {
      notes: 'Released',
      locationPrecision: 'region',
      visibility: 'public',
      weightGrams: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<CatchLogEntry>()).toMatchObject({
      notes: 'Released',
      visibility: 'public',
      weightGrams: null,
      location: { precision: 'region' },
    });
    expect((await call(owner, 'PATCH', `/api/catch-log/${entry.id}`, { species: '' })).statusCode).toBe(400);
    expect((await call(owner, 'DELETE', `/api/catch-log/${entry.id}`)).statusCode).toBe(204);
    expect((await call(owner, 'GET', `/api/catch-log/${entry.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/catch-log/${entry.id}`)).statusCode).toBe(404);
  });
});

describe('privacy: a place reaches others only as its precision allows', () => {
  /** Every answer to someone else that can carry this entry: the entry, the person's log, the post, feed, profile. */
  async function answersTo(viewer: BuiltUser | null, entry: CatchLogEntry): Promise<string[]> {
    const ownerId = entry.owner.id;
    const urls = [
      `/api/catch-log/${entry.id}`,
      `/api/people/${ownerId}/catch-log`,
      `/api/users/${ownerId}/posts`,
    ];
    if (entry.postId) urls.push(`/api/posts/${entry.postId}`);
    if (viewer) urls.push('/api/feed');
    const bodies = [];
    for (const url of urls) {
      const response = await call(viewer, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      bodies.push(response.body);
    }
    return bodies;
  }

  it('hidden: no coordinates, water or region in any answer to anyone else, shared post included', async () => {
    const owner = await buildUser(t.app, { firstName: 'Hidden' });
    await follow(t.app, fan, owner);
    const entry = await logCatch(owner, { visibility: 'public', species: 'Smallmouth bass' });
    const shared = await call(owner, 'POST', `/api/catch-log/${entry.id}/share`, {});
    expect(shared.statusCode).toBe(201);
    const withPost = shared.json<CatchLogEntry>();
    expect(withPost.postId).not.toBeNull();
    const post = (await call(owner, 'GET', `/api/posts/${withPost.postId}`)).json<Post>();
    expect(post.content).toBe('Smallmouth bass');
    for (const viewer of [fan, stranger, null]) {
      const bodies = await answersTo(viewer, withPost);
      expect(bodies.join('\n')).toContain(entry.id);
      for (const body of bodies) expect(leaks(body)).toEqual([]);
    }
    // The owner still sees it all.
    expect(leaks((await call(owner, 'GET', `/api/catch-log/${entry.id}`)).body)).toEqual(SECRETS);
  });

  it('water and region: only the name allowed, never the point', async () => {
    for (const [precision, allowed] of [
      ['water', SPOT.waterName],
      ['region', SPOT.region],
    ] as const) {
      const owner = await buildUser(t.app, { firstName: precision });
      const entry = await logCatch(owner, { visibility: 'public', locationPrecision: precision });
      const shared = (
        await call(owner, 'POST', `/api/catch-log/${entry.id}/share`, {})
      ).json<CatchLogEntry>();
      const post = (await call(stranger, 'GET', `/api/posts/${shared.postId}`)).json<Post>();
      expect(post.content).toBe(`Walleye · ${allowed}`);
      for (const body of await answersTo(stranger, shared))
        expect(
          leaks(
            body,
            SECRETS.filter((secret) => secret !== allowed),
          ),
        ).toEqual([]);
      const seen = (await call(stranger, 'GET', `/api/catch-log/${entry.id}`)).json<CatchLogEntry>();
      expect(seen.location).toMatchObject({ precision, latitude: null, longitude: null });
    }
  });

  it('exact: the point and names are shown, as the owner chose', async () => {
    const entry = await logCatch(owner, { visibility: 'public', locationPrecision: 'exact' });
    const seen = (await call(stranger, 'GET', `/api/catch-log/${entry.id}`)).json<CatchLogEntry>();
    expect(seen.location).toEqual({ precision: 'exact', ...SPOT });
    expect(seen.tackle).toBeNull();
    expect(seen.isOwner).toBe(false);
  });

  it('a catch is shared once; the post keeps its photo', async () => {
    const entry = await logCatch(owner, { visibility: 'public' });
    const first = await call(owner, 'POST', `/api/catch-log/${entry.id}/share`, {
      content: 'Nice one #walleye',
      visibility: 'followers',
    });
    expect(first.statusCode).toBe(201);
    const again = await call(owner, 'POST', `/api/catch-log/${entry.id}/share`, {});
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('This catch has already been shared as a post.');
    const post = (await call(fan, 'GET', `/api/posts/${first.json<CatchLogEntry>().postId}`)).json<Post>();
    expect(post).toMatchObject({ content: 'Nice one #walleye', visibility: 'followers' });
    const feed = (await call(fan, 'GET', '/api/feed')).json<PostPage>();
    expect(feed.items.map((item) => item.id)).toContain(post.id);
  });
});

describe('tournament catches', () => {
  it('join the log once when approved, marked with their tournament', async () => {
    const director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
    const angler = await buildUser(t.app, { firstName: 'Tess' });
    const event = await buildEvent(t.app, director);
    await register(t.app, event.id, angler);
    const fish = await submit(t.app, angler, event.id, 7);
    const before = (await call(angler, 'GET', '/api/catch-log')).json<CatchLogPage>();
    expect(before.items).toHaveLength(0);
    const approve = await call(
      director,
      'POST',
      `/api/tournament-director/events/${event.id}/catches/${fish.id}/approve`,
    );
    expect(approve.statusCode).toBe(200);
    const after = (await call(angler, 'GET', '/api/catch-log')).json<CatchLogPage>();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({
      species: 'Walleye',
      weightGrams: 2150,
      visibility: 'private',
      tournament: { eventId: event.id },
      location: { precision: 'hidden' },
    });
    await insertTournamentCatchEntry(t.app.db, fish.id);
    const rows = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(catchLogEntries)
      .where(eq(catchLogEntries.tournamentCatchId, fish.id));
    expect(rows[0]!.n).toBe(1);
    const [tc] = await t.app.db.select().from(tournamentCatches).where(eq(tournamentCatches.id, fish.id));
    expect(tc!.status).toBe('approved');
    // What the judges approved stays as approved.
    const locked = await call(angler, 'PATCH', `/api/catch-log/${after.items[0]!.id}`, { weightGrams: 9000 });
    expect(locked.statusCode).toBe(400);
    expect(errorOf(locked).message).toBe(
      'A tournament catch keeps the species, size and time its judges approved.',
    );
  });
});

describe('reports', () => {
  it('an entry someone may see can be reported; a private one cannot', async () => {
    const open = await logCatch(owner, { visibility: 'public' });
    const secret = await logCatch(owner);
    const report = (id: string) =>
      call(stranger, 'POST', '/api/reports', { targetType: 'catch_log_entry', targetId: id, reason: 'spam' });
    expect((await report(open.id)).statusCode).toBe(201);
    expect((await report(secret.id)).statusCode).toBe(404);
  });
});
