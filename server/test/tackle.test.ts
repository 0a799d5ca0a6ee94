import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatchLogEntry, TackleItem, TackleList } from '@tightlines/domain/angler-log/contract';
import { catchLogEntries, tackleItems } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, type BuiltUser } from './helpers/factories';

/** The tackle box (issue 19, spec §3/§5): the owner's items, the spec's name rule, and what caught the most. */

let t: TestApp;
let angler: BuiltUser;
let other: BuiltUser;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (who: BuiltUser | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload ? { payload } : {}) });

async function add(who: BuiltUser, item: Record<string, unknown>): Promise<TackleItem> {
  const response = await call(who, 'POST', '/api/tackle', item);
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
  return response.json<TackleItem>();
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  [angler, other] = await Promise.all([
    buildUser(t.app, { firstName: 'Tara', lastName: 'Tackle' }),
    buildUser(t.app, { firstName: 'Otto', lastName: 'Other' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('signing in', () => {
  it('answers 401 to a visitor on every tackle route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call(null, 'GET', '/api/tackle')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/tackle', { name: 'Jig' })).statusCode).toBe(401);
    expect((await call(null, 'PATCH', `/api/tackle/${id}`, { name: 'Jig' })).statusCode).toBe(401);
    expect((await call(null, 'DELETE', `/api/tackle/${id}`)).statusCode).toBe(401);
  });
});

describe('POST /api/tackle', () => {
  it('adds an item with its fields; category other and quantity 1 by default', async () => {
    const item = await add(angler, {
      name: '  Rapala X-Rap  ',
      category: 'lure',
      brand: 'Rapala',
      quantity: 3,
      notes: 'Silver',
    });
    expect(item).toMatchObject({
      name: 'Rapala X-Rap',
      category: 'lure',
      brand: 'Rapala',
      quantity: 3,
      notes: 'Silver',
      catchCount: 0,
      bestCatch: null,
    });
    const plain = await add(angler, { name: 'Pliers', brand: '  ' });
    expect(plain).toMatchObject({ category: 'other', quantity: 1, brand: null, notes: null });
  });

  it('answers the spec’s messages for a missing name', async () => {
    for (const body of [{ name: '' }, { name: '   ', category: 'rod' }]) {
      const response = await call(angler, 'POST', '/api/tackle', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({
        code: 'tackleNameRequired',
        message: 'Please enter a name for the tackle item',
        fields: { name: 'Name required' },
      });
    }
  });

  it('answers 400 for an unknown category or a bad quantity', async () => {
    expect((await call(angler, 'POST', '/api/tackle', { name: 'X', category: 'net' })).statusCode).toBe(400);
    expect((await call(angler, 'POST', '/api/tackle', { name: 'X', quantity: -1 })).statusCode).toBe(400);
    expect((await call(angler, 'POST', '/api/tackle', { name: 'X', quantity: 1.5 })).statusCode).toBe(400);
    expect((await call(angler, 'POST', '/api/tackle', { name: 'X', quantity: 10_000 })).statusCode).toBe(400);
  });
});

describe('GET /api/tackle', () => {
  it('lists only the own box, by category then name', async () => {
    const person = await buildUser(t.app, { firstName: 'Box' });
    await add(person, { name: 'Zara Spook', category: 'lure' });
    await add(person, { name: 'Ugly Stik', category: 'rod' });
    await add(person, { name: 'a senko', category: 'lure' });
    await add(other, { name: 'Not yours', category: 'lure' });
    const box = (await call(person, 'GET', '/api/tackle')).json<TackleList>();
    expect(box.items.map((item) => item.name)).toEqual(['a senko', 'Zara Spook', 'Ugly Stik']);
  });

  it('counts the catches each item took and shows the best fish (what caught the most)', async () => {
    const person = await buildUser(t.app, { firstName: 'Count' });
    const jig = await add(person, { name: 'Jig', category: 'lure' });
    const worm = await add(person, { name: 'Nightcrawler', category: 'bait' });
    const log = (tackleItemId: string, species: string, weightGrams: number) =>
      call(person, 'POST', '/api/catch-log', {
        species,
        weightGrams,
        tackleItemId,
        caughtAt: new Date(Date.now() - 3_600_000).toISOString(),
      });
    expect((await log(jig.id, 'Walleye', 1800)).statusCode).toBe(201);
    expect((await log(jig.id, 'Yellow perch', 400)).statusCode).toBe(201);
    expect((await log(worm.id, 'Channel catfish', 4200)).statusCode).toBe(201);
    const box = (await call(person, 'GET', '/api/tackle')).json<TackleList>();
    const byName = Object.fromEntries(box.items.map((item) => [item.name, item]));
    expect(byName.Jig).toMatchObject({ catchCount: 2, bestCatch: { species: 'Walleye', weightGrams: 1800 } });
    expect(byName.Nightcrawler).toMatchObject({
      catchCount: 1,
      bestCatch: { species: 'Channel catfish', weightGrams: 4200 },
    });
  });
});

describe('PATCH and DELETE /api/tackle/:id', () => {
  it('edits the own item (and refuses a blank name with the spec’s messages)', async () => {
    const item = await add(angler, { name: 'Spinnerbait', category: 'lure', notes: 'White' });
    const edited = await call(angler, 'PATCH', `/api/tackle/${item.id}`, { quantity: 5, notes: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<TackleItem>()).toMatchObject({ name: 'Spinnerbait', quantity: 5, notes: null });
    const blank = await call(angler, 'PATCH', `/api/tackle/${item.id}`, { name: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).message).toBe('Please enter a name for the tackle item');
  });

  it('answers 403 on someone else’s item and changes nothing; 404 for an unknown one', async () => {
    const item = await add(angler, { name: 'Baitcaster', category: 'reel' });
    expect((await call(other, 'PATCH', `/api/tackle/${item.id}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(other, 'DELETE', `/api/tackle/${item.id}`)).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(tackleItems).where(eq(tackleItems.id, item.id));
    expect(row?.name).toBe('Baitcaster');
    const missing = await call(angler, 'DELETE', '/api/tackle/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Tackle item not found');
    expect((await call(angler, 'DELETE', '/api/tackle/nope')).statusCode).toBe(400);
  });

  it('deletes the own item; the catches it took keep their record without it', async () => {
    const item = await add(angler, { name: 'Fluoro 8 lb', category: 'line' });
    const logged = await call(angler, 'POST', '/api/catch-log', {
      species: 'Walleye',
      tackleItemId: item.id,
      caughtAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    const entry = logged.json<CatchLogEntry>();
    expect((await call(angler, 'DELETE', `/api/tackle/${item.id}`)).statusCode).toBe(204);
    expect(
      (await call(angler, 'GET', '/api/tackle')).json<TackleList>().items.map((i) => i.id),
    ).not.toContain(item.id);
    const [row] = await t.app.db.select().from(catchLogEntries).where(eq(catchLogEntries.id, entry.id));
    expect(row).toMatchObject({ species: 'Walleye', tackleItemId: null });
  });
});
