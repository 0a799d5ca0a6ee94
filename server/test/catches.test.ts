import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeOfTheDay, MyCatch, MyTournament } from '@tightlines/domain/tournaments/catch-contract';
import { catchAuditLog, tournamentCatches, tournamentDailyCodes } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { as, gpsJpeg } from './fixtures/posts';
import { buildEvent, utcDay } from './helpers/events';
import { catchFields, noisePhoto, register, sendCatch, submit } from './fixtures/tournament-catches';

let t: TestApp;
let director: BuiltUser;
let captain: BuiltUser;
let crew: BuiltUser;
let stranger: BuiltUser;
let drafter: BuiltUser;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
  captain = await buildUser(t.app, { firstName: 'Cap' });
  crew = await buildUser(t.app, { firstName: 'Crew' });
  stranger = await buildUser(t.app, { firstName: 'Stranger' });
  drafter = await buildUser(t.app, { firstName: 'Drafter' });
  const event = await buildEvent(t.app, director, {
    boundary: { center: [41.5, -81.7], radiusKm: 20 },
  });
  eventId = event.id;
  await register(t.app, eventId, captain, { entrantName: 'Team Cap', anglers: [crew] });
  await register(t.app, eventId, drafter, { status: 'draft' });
});
afterAll(async () => {
  await t.close();
});

describe('who may submit', () => {
  it('answers 401 without a session', async () => {
    const response = await sendCatch(t.app, null, eventId, catchFields(), await noisePhoto(1));
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to someone not registered, and to a draft registration', async () => {
    for (const who of [stranger, drafter, director]) {
      const response = await sendCatch(t.app, who, eventId, catchFields(), await noisePhoto(2));
      expect(response.statusCode).toBe(403);
    }
  });

  it('takes catches from the registrant and from an angler listed on the registration', async () => {
    const mine = await submit(t.app, captain, eventId, 3);
    const theirs = await submit(t.app, crew, eventId, 4, { weightGrams: '', lengthMm: '540' });
    expect(mine).toMatchObject({ status: 'pending', species: 'Walleye', weightGrams: 2150, lengthMm: null });
    expect(theirs).toMatchObject({ status: 'pending', weightGrams: null, lengthMm: 540 });
    expect(mine.photoUrl).toMatch(/^\/uploads\/catch-photos\//);
  });

  it('refuses before the event and after its grace day', async () => {
    const early = await buildEvent(t.app, director, { startDate: utcDay(2), endDate: utcDay(3) });
    const late = await buildEvent(t.app, director, { startDate: utcDay(-5), endDate: utcDay(-2) });
    for (const event of [early, late]) {
      await register(t.app, event.id, captain);
      const response = await sendCatch(t.app, captain, event.id, catchFields(), await noisePhoto(5));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('Catches can only be submitted while the event is running.');
    }
  });

  it('answers 404 for an event that is not published', async () => {
    const draft = await buildEvent(t.app, director, { status: 'draft' });
    await register(t.app, draft.id, captain);
    const response = await sendCatch(t.app, captain, draft.id, catchFields(), await noisePhoto(6));
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Event not found');
  });
});

describe('what a catch needs', () => {
  it('rejects a file that is not an image by its content', async () => {
    const response = await sendCatch(
      t.app,
      captain,
      eventId,
      catchFields(),
      Buffer.from('%PDF-1.4 not a fish'),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Only image files are supported');
  });

  it('needs a photo, a weight or length, and one of the event species', async () => {
    const noPhoto = await sendCatch(t.app, captain, eventId, catchFields());
    expect(errorOf(noPhoto).message).toBe('Add a photo of your catch.');
    const noMeasure = await sendCatch(
      t.app,
      captain,
      eventId,
      catchFields({ weightGrams: '' }),
      await noisePhoto(7),
    );
    expect(errorOf(noMeasure).message).toBe('Enter a weight or a length.');
    const wrongFish = await sendCatch(
      t.app,
      captain,
      eventId,
      catchFields({ species: 'Great White Shark' }),
      await noisePhoto(8),
    );
    expect(errorOf(wrongFish).message).toBe('That species is not part of this event.');
  });
});

describe('offline retries', () => {
  it('stores a catch once per device id and answers the stored one again with 200', async () => {
    const fields = catchFields();
    const photo = await noisePhoto(9);
    const first = await sendCatch(t.app, captain, eventId, fields, photo);
    const again = await sendCatch(t.app, captain, eventId, fields, photo);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<MyCatch>().id).toBe(first.json<MyCatch>().id);
    const rows = await t.app.db
      .select()
      .from(tournamentCatches)
      .where(eq(tournamentCatches.clientId, fields.clientId!));
    expect(rows).toHaveLength(1);
  });

  it('keeps the capture time the device sent', async () => {
    const caughtAt = new Date(Date.now() - 3 * 3600_000).toISOString();
    const stored = await submit(t.app, captain, eventId, 10, { caughtAt });
    expect(stored.caughtAt).toBe(caughtAt);
    expect(stored.caughtAtSource).toBe('device');
  });
});

describe('photo metadata and flags', () => {
  it('uses the EXIF capture time and GPS, then stores the photo without them', async () => {
    const day = utcDay(0).replaceAll('-', ':');
    const photo = await noisePhoto(11, {
      IFD2: { DateTimeOriginal: `${day} 09:30:00`, OffsetTimeOriginal: '+02:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '81/1 42/1 0/1',
      },
    });
    const response = await sendCatch(t.app, captain, eventId, catchFields(), photo);
    expect(response.statusCode).toBe(201);
    const stored = response.json<MyCatch>();
    expect(stored.caughtAtSource).toBe('exif');
    expect(stored.caughtAt).toBe(`${utcDay(0)}T07:30:00.000Z`);
    expect(stored.latitude).toBeCloseTo(41.5);
    expect(stored.longitude).toBeCloseTo(-81.7);

    const file = path.join(
      t.app.config.dataDir,
      'uploads',
      stored.photoUrl.replace(/^\/uploads\//, '').split('?')[0]!,
    );
    const meta = await sharp(readFileSync(file)).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('flags a catch outside the boundary, without the code, and a duplicate photo', async () => {
    const original = await submit(t.app, captain, eventId, 12, { latitude: '41.5', longitude: '-81.7' });
    const code = (
      await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/code-of-the-day`,
        headers: as(captain),
      })
    ).json<CodeOfTheDay>();
    const copy = await submit(t.app, crew, eventId, 12, {
      latitude: '42.9',
      longitude: '-78.9',
      identifierCode: code.code.toLowerCase(),
    });
    const [originalRow] = await t.app.db
      .select()
      .from(tournamentCatches)
      .where(eq(tournamentCatches.id, original.id));
    const [copyRow] = await t.app.db
      .select()
      .from(tournamentCatches)
      .where(eq(tournamentCatches.id, copy.id));
    expect(originalRow!.flags).toEqual({ missingCode: true });
    expect(copyRow!.flags).toEqual({ outsideBoundary: true, duplicateOf: original.id });
    expect(copyRow!.photoHash).toMatch(/^[0-9a-f]{16}$/);
    const audit = await t.app.db.select().from(catchAuditLog).where(eq(catchAuditLog.catchId, copy.id));
    expect(audit.map((a) => a.action)).toEqual(['submitted']);
  });

  it('flags a catch made before the event hours', async () => {
    const stored = await submit(t.app, captain, eventId, 13, {
      caughtAt: new Date(Date.parse(`${utcDay(-1)}T00:00:00Z`) - 3600_000).toISOString(),
    });
    const [row] = await t.app.db.select().from(tournamentCatches).where(eq(tournamentCatches.id, stored.id));
    expect(row!.flags).toMatchObject({ outsideHours: true });
  });

  it('keeps the EXIF GPS out of every stored file', () => {
    expect(gpsJpeg.length).toBeGreaterThan(0);
    const folder = path.join(t.app.config.dataDir, 'uploads', 'catch-photos', captain.id);
    expect(existsSync(folder) && readdirSync(folder).length).toBeGreaterThan(0);
  });
});

describe('code of the day', () => {
  it('is the same code all day for anglers and directors, and hidden from others', async () => {
    const ask = (who: BuiltUser | null) =>
      t.app.inject({ method: 'GET', url: `/api/events/${eventId}/code-of-the-day`, headers: as(who) });
    const anglers = (await ask(crew)).json<CodeOfTheDay>();
    const directors = (await ask(director)).json<CodeOfTheDay>();
    expect(anglers.code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{4}$/);
    expect(directors).toEqual(anglers);
    expect((await ask(stranger)).statusCode).toBe(403);
    expect((await ask(null)).statusCode).toBe(401);
    const rows = await t.app.db
      .select()
      .from(tournamentDailyCodes)
      .where(eq(tournamentDailyCodes.eventId, eventId));
    expect(rows).toHaveLength(1);
  });
});

describe('my tournaments and my catches', () => {
  it('lists the events I fish in with my catch counts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me/tournaments', headers: as(crew) });
    expect(response.statusCode).toBe(200);
    const mine = response.json<MyTournament[]>();
    const event = mine.find((e) => e.eventId === eventId);
    expect(event).toMatchObject({ entrantName: 'Team Cap', status: 'active', acceptingCatches: true });
    expect(event!.catchCounts.pending).toBeGreaterThanOrEqual(2);
    const none = await t.app.inject({ method: 'GET', url: '/api/me/tournaments', headers: as(stranger) });
    expect(none.json()).toEqual([]);
  });

  it('shows my own catches with their location, and never to someone else', async () => {
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/catches/mine`,
      headers: as(crew),
    });
    const catches = mine.json<MyCatch[]>();
    expect(catches.length).toBeGreaterThan(0);
    expect(catches.every((c) => 'latitude' in c)).toBe(true);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/events/${eventId}/catches/mine`,
      headers: as(stranger),
    });
    expect(other.statusCode).toBe(403);
  });
});
