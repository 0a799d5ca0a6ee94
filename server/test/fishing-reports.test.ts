import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FishingReport, FishingReportPage } from '@tightlines/domain/fishing-reports/contract';
import type { ReportCreated } from '@tightlines/domain/moderation/contract';
import { fishingReports, locationTags } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';

/** Fishing reports (issue 19): login to write, public and private, the author's edits, filters, reports. */

let t: TestApp;
let ann: BuiltUser;
let ben: BuiltUser;
let mod: BuiltUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const report = (overrides: Record<string, unknown> = {}) => ({
  location: { name: 'Lake Fork', placeType: 'lake', latitude: 32.83, longitude: -95.57 },
  targetSpecies: ['bass'],
  weather: 'Overcast, light wind',
  waterClarity: 'moderate',
  waterTempF: 64.5,
  techniques: 'Texas rig along the creek channel',
  success: 'excellent',
  notes: 'Fish stacked on the points at dawn.',
  fishedOn: day(1),
  ...overrides,
});

async function submit(who: BuiltUser, overrides: Record<string, unknown> = {}): Promise<FishingReport> {
  const response = await call(who, 'POST', '/api/fishing-reports', report(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FishingReport>();
}

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, mod] = await Promise.all([
    buildUser(t.app, { firstName: 'Ann', lastName: 'Reporter' }),
    buildUser(t.app, { firstName: 'Ben', lastName: 'Reader' }),
    buildUser(t.app, { firstName: 'Mona', lastName: 'Mod', roles: ['moderator'] }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('submitting a report', () => {
  it('a visitor is refused with the spec message and nothing is written', async () => {
    const response = await call(null, 'POST', '/api/fishing-reports', report());
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({
      code: 'authenticationRequired',
      message: 'Authentication required',
    });
    expect(await t.app.db.select().from(fishingReports)).toHaveLength(0);
  });

  it('stores every field as entered (°F) and answers it to everyone', async () => {
    const created = await submit(ann);
    expect(created).toMatchObject({
      location: { name: 'Lake Fork', placeType: 'lake', latitude: 32.83, longitude: -95.57 },
      targetSpecies: ['bass'],
      waterClarity: 'moderate',
      waterTempF: 64.5,
      success: 'excellent',
      visibility: 'public',
      mine: true,
      author: { firstName: 'Ann' },
    });
    const read = await call(null, 'GET', `/api/fishing-reports/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<FishingReport>()).toMatchObject({ id: created.id, mine: false, waterTempF: 64.5 });
  });

  it('400s name the field: species outside the list, clarity, success, temperature, half a point, a future day', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ targetSpecies: ['shark'] }, 'targetSpecies.0'],
      [{ targetSpecies: [] }, 'targetSpecies'],
      [{ waterClarity: 'muddy' }, 'waterClarity'],
      [{ success: 'great' }, 'success'],
      [{ waterTempF: 200 }, 'waterTempF'],
      [{ location: { name: 'Somewhere', placeType: 'lake', latitude: 40 } }, 'location.longitude'],
      [{ location: { name: ' ', placeType: 'lake' } }, 'location.name'],
      [{ location: { name: 'Bay', placeType: 'bay' } }, 'location.placeType'],
      [{ fishedOn: day(-3) }, 'fishedOn'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(ann, 'POST', '/api/fishing-reports', report(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {}), JSON.stringify(overrides)).toContain(field);
    }
  });
});

describe('private reports and the author', () => {
  it('a private report is its author’s alone: 404 to others, absent from the list, 403/404 on writes', async () => {
    const own = await submit(ann, {
      visibility: 'private',
      location: { name: 'Secret Pond', placeType: 'pond' },
    });
    expect((await call(ann, 'GET', `/api/fishing-reports/${own.id}`)).statusCode).toBe(200);
    expect((await call(ben, 'GET', `/api/fishing-reports/${own.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/fishing-reports/${own.id}`)).statusCode).toBe(404);
    const list = (await call(ben, 'GET', '/api/fishing-reports')).json<FishingReportPage>();
    expect(list.items.map((item) => item.id)).not.toContain(own.id);
    expect(
      (await call(ben, 'PATCH', `/api/fishing-reports/${own.id}`, { notes: 'mine now' })).statusCode,
    ).toBe(404);
    expect((await call(ben, 'DELETE', `/api/fishing-reports/${own.id}`)).statusCode).toBe(404);
    const mine = (await call(ann, 'GET', '/api/fishing-reports?mine=true')).json<FishingReportPage>();
    expect(mine.items.map((item) => item.id)).toContain(own.id);
    // Private reports never make tags.
    expect(await t.app.db.select().from(locationTags).where(eq(locationTags.reportId, own.id))).toHaveLength(
      0,
    );
  });

  it('someone else’s public report: 403 on edit and delete, nothing changes', async () => {
    const theirs = await submit(ann, { notes: 'Untouched' });
    const edit = await call(ben, 'PATCH', `/api/fishing-reports/${theirs.id}`, { notes: 'Changed' });
    expect(edit.statusCode).toBe(403);
    expect((await call(ben, 'DELETE', `/api/fishing-reports/${theirs.id}`)).statusCode).toBe(403);
    expect((await call(null, 'PATCH', `/api/fishing-reports/${theirs.id}`, { notes: 'x' })).statusCode).toBe(
      401,
    );
    const [row] = await t.app.db.select().from(fishingReports).where(eq(fishingReports.id, theirs.id));
    expect(row!.notes).toBe('Untouched');
  });

  it('the author edits and deletes; going private takes the tag away, going public brings it back', async () => {
    const mine = await submit(ann, { location: { name: 'Toledo Bend', placeType: 'lake' } });
    const tagOf = () => t.app.db.select().from(locationTags).where(eq(locationTags.reportId, mine.id));
    expect(await tagOf()).toHaveLength(1);
    const edited = await call(ann, 'PATCH', `/api/fishing-reports/${mine.id}`, {
      success: 'slow',
      waterTempF: null,
      visibility: 'private',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<FishingReport>()).toMatchObject({
      success: 'slow',
      waterTempF: null,
      visibility: 'private',
    });
    expect(await tagOf()).toHaveLength(0);
    await call(ann, 'PATCH', `/api/fishing-reports/${mine.id}`, { visibility: 'public' });
    expect(await tagOf()).toHaveLength(1);
    expect((await call(ann, 'PATCH', `/api/fishing-reports/${mine.id}`, {})).statusCode).toBe(400);
    expect((await call(ann, 'DELETE', `/api/fishing-reports/${mine.id}`)).statusCode).toBe(204);
    expect((await call(ann, 'GET', `/api/fishing-reports/${mine.id}`)).statusCode).toBe(404);
    expect(await tagOf()).toHaveLength(0);
  });
});

describe('the list and its filters', () => {
  it('filters by place, species, day and distance, newest first, in keyset pages', async () => {
    const river = await submit(ben, {
      location: { name: 'Skagit River', placeType: 'river', latitude: 48.45, longitude: -122.33 },
      targetSpecies: ['salmon', 'trout'],
      fishedOn: day(20),
    });
    const ocean = await submit(ben, {
      location: { name: 'Kona Coast', placeType: 'ocean', latitude: 19.64, longitude: -155.99 },
      targetSpecies: ['marlin', 'tuna'],
      fishedOn: day(5),
    });
    const ids = async (query: string) =>
      (await call(null, 'GET', `/api/fishing-reports?${query}`))
        .json<FishingReportPage>()
        .items.map((i) => i.id);
    expect(await ids('place=skagit')).toEqual([river.id]);
    expect(await ids('species=marlin')).toEqual([ocean.id]);
    expect(await ids('species=trout')).toEqual([river.id]);
    expect(await ids(`from=${day(25)}&to=${day(10)}`)).toEqual([river.id]);
    expect(await ids('lat=19.7&lng=-156&radiusKm=50')).toEqual([ocean.id]);
    // A % in the place is a character, not a wildcard.
    expect(await ids('place=%25')).toEqual([]);
    const all = await ids('');
    expect(all.slice(0, 2)).toEqual([ocean.id, river.id]);

    for (let index = 0; index < 21; index++)
      await submit(ben, { location: { name: `Pond ${index}`, placeType: 'pond' } });
    const first = (await call(null, 'GET', '/api/fishing-reports')).json<FishingReportPage>();
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await call(null, 'GET', `/api/fishing-reports?cursor=${first.nextCursor}`)
    ).json<FishingReportPage>();
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
    expect(second.items.map((item) => item.id)).toContain(river.id);
  });

  it('400s for bad filters, 401 for `mine` without a session', async () => {
    for (const query of [
      'species=shark',
      'from=2026-13-01',
      'lat=10',
      `from=${day(1)}&to=${day(5)}`,
      'cursor=zz',
    ]) {
      expect((await call(null, 'GET', `/api/fishing-reports?${query}`)).statusCode, query).toBe(400);
    }
    const mine = await call(null, 'GET', '/api/fishing-reports?mine=true');
    expect(mine.statusCode).toBe(401);
    expect(errorOf(mine).message).toBe('Authentication required');
  });
});

describe('blocks and mutes', () => {
  it('reports by someone in a block with me (either way) or that I muted are not in my list, nor readable by block', async () => {
    const [cara, dan, eve] = await Promise.all([
      buildUser(t.app, { firstName: 'Cara', lastName: 'Blocker' }),
      buildUser(t.app, { firstName: 'Dan', lastName: 'Blocked' }),
      buildUser(t.app, { firstName: 'Eve', lastName: 'Muted' }),
    ]);
    const place = `Quiet Cove ${Date.now()}`;
    const danReport = await submit(dan, { location: { name: place, placeType: 'ocean' } });
    const eveReport = await submit(eve, { location: { name: place, placeType: 'ocean' } });
    const ids = async (who: BuiltUser | null) =>
      (await call(who, 'GET', `/api/fishing-reports?place=${encodeURIComponent(place)}`))
        .json<FishingReportPage>()
        .items.map((item) => item.id);
    expect(await ids(cara)).toEqual([eveReport.id, danReport.id]);

    expect((await call(cara, 'PUT', `/api/blocks/${dan.id}`)).statusCode).toBe(200);
    expect((await call(cara, 'PUT', `/api/mutes/${eve.id}`)).statusCode).toBe(200);
    expect(await ids(cara)).toEqual([]);
    // The block holds both ways; a mute is mine alone, and a muted person's report can still be opened.
    expect(await ids(dan)).toEqual([eveReport.id, danReport.id]);
    expect((await call(cara, 'GET', `/api/fishing-reports/${danReport.id}`)).statusCode).toBe(404);
    expect((await call(cara, 'GET', `/api/fishing-reports/${eveReport.id}`)).statusCode).toBe(200);
    const caraReport = await submit(cara, { location: { name: place, placeType: 'ocean' } });
    expect(await ids(dan)).not.toContain(caraReport.id);
    expect((await call(dan, 'GET', `/api/fishing-reports/${caraReport.id}`)).statusCode).toBe(404);
    // Everyone else, and visitors, see all three.
    expect(await ids(null)).toEqual([caraReport.id, eveReport.id, danReport.id]);
    expect(await ids(ben)).toEqual([caraReport.id, eveReport.id, danReport.id]);
  });
});

describe('reporting a fishing report', () => {
  it('a report reaches moderation; hiding takes it out of the list for everyone but its author', async () => {
    const target = await submit(ann, { location: { name: 'Hidden Reservoir', placeType: 'lake' } });
    const reported = await call(ben, 'POST', '/api/reports', {
      targetType: 'fishing_report',
      targetId: target.id,
      reason: 'misinformation',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { itemId } = reported.json<ReportCreated>();
    const detail = await call(mod, 'GET', `/api/moderation/items/${itemId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.body).toContain('Hidden Reservoir');
    const hidden = await call(mod, 'POST', `/api/moderation/items/${itemId}/actions`, {
      action: 'hide',
      reason: 'Made up',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call(ben, 'GET', `/api/fishing-reports/${target.id}`)).statusCode).toBe(404);
    expect(
      (await call(ann, 'GET', `/api/fishing-reports/${target.id}`)).json<FishingReport>().moderation,
    ).toBe('hidden');
    const list = (await call(null, 'GET', '/api/fishing-reports?place=Hidden')).json<FishingReportPage>();
    expect(list.items).toHaveLength(0);
  });

  it('nobody but its author can report a private report', async () => {
    const own = await submit(ann, { visibility: 'private' });
    const response = await call(ben, 'POST', '/api/reports', {
      targetType: 'fishing_report',
      targetId: own.id,
      reason: 'spam',
    });
    expect(response.statusCode).toBe(404);
  });
});
