import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FishingReport } from '@tightlines/domain/fishing-reports/contract';
import type { LocationMap, TrendingLocations } from '@tightlines/domain/fishing-reports/location-tags';
import { fishingReports, locationTags, userPosts } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';
import { createPost } from './fixtures/posts';

/** Location tags (issue 19): from public reports and posts, trending (top 8 of the latest 100), the map, privacy. */

let t: TestApp;
let ann: BuiltUser;
let ben: BuiltUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

const trending = async () =>
  (await call(null, 'GET', '/api/locations/trending')).json<TrendingLocations>().items;
const map = async (box: string) => {
  const response = await call(null, 'GET', `/api/locations/map?${box}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LocationMap>().items;
};
const WORLD = 'south=-90&west=-180&north=90&east=180';

/** Public reports at `name`, written straight to the tables with the given tagging time (bulk set-up). */
async function tagsAt(name: string, count: number, at: Date, point: [number, number] | null = null) {
  for (let index = 0; index < count; index++) {
    const [row] = await t.app.db
      .insert(fishingReports)
      .values({
        userId: ann.id,
        locationName: name,
        placeType: 'lake',
        targetSpecies: ['bass'],
        success: 'fair',
        fishedOn: '2026-06-01',
        latitude: point?.[0],
        longitude: point?.[1],
      })
      .returning({ id: fishingReports.id });
    await t.app.db.insert(locationTags).values({
      userId: ann.id,
      locationName: name,
      placeType: 'lake',
      reportId: row!.id,
      latitude: point?.[0],
      longitude: point?.[1],
      createdAt: new Date(at.getTime() + index),
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben] = await Promise.all([
    buildUser(t.app, { firstName: 'Ann', lastName: 'Tagger' }),
    buildUser(t.app, { firstName: 'Ben', lastName: 'Other' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('trending locations', () => {
  it('is empty before anyone shares a place', async () => {
    const response = await call(null, 'GET', '/api/locations/trending');
    expect(response.statusCode).toBe(200);
    expect(response.json<TrendingLocations>().items).toEqual([]);
  });

  it('counts the latest 100 tags and shows the top 8, most tagged first', async () => {
    const old = new Date(Date.now() - 30 * 86_400_000);
    // Tagged often, but before the latest 100: not trending.
    await tagsAt('Old Lake', 25, old);
    const recent = Date.now() - 86_400_000;
    const counts: [string, number][] = [
      ['Lake B', 30],
      ['Lake C', 20],
      ['Lake D', 15],
      ['Lake E', 10],
      ['Lake F', 8],
      ['Lake G', 7],
      ['Lake H', 5],
      ['Lake I', 3],
      ['Lake J', 2],
    ];
    for (const [index, [name, count]] of counts.entries())
      await tagsAt(name, count, new Date(recent + index * 1000), name === 'Lake B' ? [32.1, -95.2] : null);
    const items = await trending();
    expect(items.map((item) => [item.name, item.count])).toEqual(counts.slice(0, 8));
    expect(items[0]).toMatchObject({ placeType: 'lake', latitude: 32.1, longitude: -95.2 });
    expect(items[1]).toMatchObject({ latitude: null, longitude: null });
  });

  it('a report made private or hidden leaves trending at once', async () => {
    const created = await call(ann, 'POST', '/api/fishing-reports', {
      location: { name: 'Flash Pond', placeType: 'pond', latitude: 10, longitude: 10 },
      targetSpecies: ['catfish'],
      success: 'slow',
      fishedOn: '2026-06-01',
    });
    const reportId = created.json<FishingReport>().id;
    expect((await map('south=9&west=9&north=11&east=11')).map((item) => item.name)).toEqual(['Flash Pond']);
    await t.app.db
      .update(fishingReports)
      .set({ moderation: 'hidden' })
      .where(eq(fishingReports.id, reportId));
    expect(await map('south=9&west=9&north=11&east=11')).toEqual([]);
    await t.app.db.update(fishingReports).set({ moderation: null }).where(eq(fishingReports.id, reportId));
    await call(ann, 'PATCH', `/api/fishing-reports/${reportId}`, { visibility: 'private' });
    expect(await map('south=9&west=9&north=11&east=11')).toEqual([]);
    expect((await trending()).map((item) => item.name)).not.toContain('Flash Pond');
  });
});

describe('tagging a post', () => {
  it('401 for a visitor, 403 on someone else’s post, 404 for none, 400 for a bad place; nothing is tagged', async () => {
    const post = await createPost(t.app, ann, 'Evening bite was on');
    const place = { name: 'Lake Lanier', placeType: 'lake', latitude: 34.2, longitude: -83.95 };
    expect((await call(null, 'PUT', `/api/posts/${post.id}/location`, place)).statusCode).toBe(401);
    const theirs = await call(ben, 'PUT', `/api/posts/${post.id}/location`, place);
    expect(theirs.statusCode).toBe(403);
    expect(errorOf(theirs).code).toBe('forbidden');
    expect((await call(ben, 'DELETE', `/api/posts/${post.id}/location`)).statusCode).toBe(403);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(ann, 'PUT', `/api/posts/${missing}/location`, place)).statusCode).toBe(404);
    for (const bad of [
      { ...place, placeType: 'sea' },
      { ...place, latitude: 91 },
      { name: 'Lake Lanier', placeType: 'lake', latitude: 34.2 },
      { name: '', placeType: 'lake' },
    ])
      expect(
        (await call(ann, 'PUT', `/api/posts/${post.id}/location`, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    expect(await t.app.db.select().from(locationTags).where(eq(locationTags.postId, post.id))).toHaveLength(
      0,
    );
  });

  it('the author tags a public post: it is on the map; followers-only, deleted or hidden posts never count', async () => {
    const post = await createPost(t.app, ann, 'Stripers on topwater');
    const place = { name: 'Lake Lanier', placeType: 'lake', latitude: 34.2, longitude: -83.95 };
    const tagged = await call(ann, 'PUT', `/api/posts/${post.id}/location`, place);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json()).toMatchObject({ postId: post.id, location: place });
    const box = 'south=34&west=-84&north=34.5&east=-83.5';
    expect(await map(box)).toMatchObject([{ name: 'Lake Lanier', count: 1, latitude: 34.2 }]);
    // The post names its place, and only its name: the point is the map's.
    const read = await call(ben, 'GET', `/api/posts/${post.id}`);
    expect(read.json()).toMatchObject({ place: { name: 'Lake Lanier', placeType: 'lake' } });
    expect(read.body).not.toContain('-83.95');

    const quiet = await createPost(t.app, ann, 'Only for my followers', 'followers');
    expect((await call(ann, 'PUT', `/api/posts/${quiet.id}/location`, place)).statusCode).toBe(200);
    expect(await map(box)).toMatchObject([{ count: 1 }]);

    await t.app.db.update(userPosts).set({ moderation: 'hidden' }).where(eq(userPosts.id, post.id));
    expect(await map(box)).toEqual([]);
    await t.app.db.update(userPosts).set({ moderation: null }).where(eq(userPosts.id, post.id));
    expect((await call(ann, 'DELETE', `/api/posts/${post.id}`)).statusCode).toBeLessThan(300);
    expect(await map(box)).toEqual([]);
    expect((await call(ann, 'PUT', `/api/posts/${post.id}/location`, place)).statusCode).toBe(404);

    const again = await createPost(t.app, ann, 'Back at it');
    await call(ann, 'PUT', `/api/posts/${again.id}/location`, place);
    expect(await map(box)).toHaveLength(1);
    const removed = await call(ann, 'DELETE', `/api/posts/${again.id}/location`);
    expect(removed.json()).toEqual({ postId: again.id, location: null });
    expect((await call(ann, 'GET', `/api/posts/${again.id}`)).json()).toMatchObject({ place: null });
    expect(await map(box)).toEqual([]);
  });
});

describe('the map', () => {
  it('answers shared spots inside the box, across the 180° meridian too; places without a spot are not on it', async () => {
    await tagsAt('Dateline Reef', 2, new Date(), [-17, 179.5]);
    expect((await map('south=-18&west=179&north=-16&east=-179')).map((item) => item.name)).toEqual([
      'Dateline Reef',
    ]);
    expect((await map('south=-18&west=-179&north=-16&east=179')).map((item) => item.name)).not.toContain(
      'Dateline Reef',
    );
    const everything = await map(WORLD);
    expect(everything.every((item) => typeof item.latitude === 'number')).toBe(true);
    expect(everything.map((item) => item.name)).not.toContain('Lake C');
  });

  it('400 for a box that is not one', async () => {
    for (const box of [
      'south=10&west=0&north=5&east=1',
      'south=-91&west=0&north=5&east=1',
      'west=0&north=5&east=1',
    ])
      expect((await call(null, 'GET', `/api/locations/map?${box}`)).statusCode, box).toBe(400);
  });
});
