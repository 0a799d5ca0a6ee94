import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CharterSettings } from '@tightlines/domain/charters/contract';
import type {
  AdminListingPage,
  BlockedPeriod,
  OwnerCalendar,
  OwnerListingList,
  SlotsResult,
} from '@tightlines/domain/charters/owner';
import type {
  AdminListing,
  CharterPackage,
  CharterPhoto,
  OwnerListing,
} from '@tightlines/domain/charters/views';
import {
  charterBookings,
  charterListings,
  charterPhotos,
  charterSlots,
  notifications,
} from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { gpsJpeg, multipart } from './fixtures/posts';

let t: TestApp;
let captain: BuiltUser;
let rival: BuiltUser;
let angler: BuiltUser;
let admin: BuiltUser;
let moderator: BuiltUser;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
function call(who: BuiltUser | null, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: as(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const MISSING = '00000000-0000-4000-8000-000000000000';

const listingInput = (overrides: Record<string, unknown> = {}) => ({
  kind: 'charter',
  name: 'Reel Deal',
  description: 'Offshore trips out of the marina.',
  category: 'sportfisher',
  capacity: 6,
  fishingTypes: ['offshore', 'trolling'],
  amenities: ['restroom', 'tackle_provided'],
  crew: [{ name: 'Sam Mate', role: 'Deckhand' }],
  location: { name: 'Key West Marina', region: 'Florida', country: 'us', latitude: 24.56, longitude: -81.8 },
  currency: 'USD',
  cancellationPolicy: 'moderate',
  weatherPolicy: 'Full refund or a new date when the captain calls it off.',
  responseHours: 12,
  instantBooking: true,
  ...overrides,
});

const packageInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Half day',
  description: 'Four hours on the reef.',
  durationMinutes: 240,
  pricingMode: 'per_trip',
  priceMinor: 60_000,
  depositBp: 2_500,
  maxParty: 6,
  includes: ['Bait', 'Tackle'],
  ...overrides,
});

async function createListing(who: BuiltUser, overrides: Record<string, unknown> = {}): Promise<OwnerListing> {
  const response = await call(who, 'POST', '/api/charters/listings', listingInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnerListing>();
}

async function addPackage(who: BuiltUser, listingId: string, overrides: Record<string, unknown> = {}) {
  const response = await call(
    who,
    'POST',
    `/api/charters/listings/${listingId}/packages`,
    packageInput(overrides),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CharterPackage>();
}

function uploadPhoto(who: BuiltUser | null, listingId: string) {
  const form = multipart({}, { name: 'image', filename: 'boat.jpg', type: 'image/jpeg', data: gpsJpeg });
  return t.app.inject({
    method: 'POST',
    url: `/api/charters/listings/${listingId}/photos`,
    headers: { ...as(who), ...form.headers },
    payload: form.payload,
  });
}

/** Tomorrow (UTC) plus `days`, at hh:00. */
function dayAt(days: number, hour: number): string {
  const date = new Date(Date.now() + (days + 1) * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}
const dateOnly = (iso: string) => iso.slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  captain = await buildUser(t.app, { firstName: 'Cora', lastName: 'Captain', roles: ['charter_captain'] });
  rival = await buildUser(t.app, { firstName: 'Rex', lastName: 'Rival', roles: ['charter_captain'] });
  angler = await buildUser(t.app, { firstName: 'Andy', lastName: 'Angler' });
  admin = await buildUser(t.app, { firstName: 'Ada', lastName: 'Admin', roles: ['admin'] });
  moderator = await buildUser(t.app, { firstName: 'Mo', lastName: 'Mod', roles: ['moderator'] });
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('settings', () => {
  it('tells everyone the commission (defaults until an admin changes them); only admins change them', async () => {
    const initial = await call(null, 'GET', '/api/charters/settings');
    expect(initial.statusCode).toBe(200);
    expect(initial.json<CharterSettings>()).toEqual({
      commissionBp: 1_000,
      depositHoldMinutes: 30,
      reminderHours: 24,
    });

    expect((await call(null, 'GET', '/api/admin/charter-settings')).statusCode).toBe(401);
    expect((await call(captain, 'GET', '/api/admin/charter-settings')).statusCode).toBe(403);
    expect(
      (
        await call(captain, 'PUT', '/api/admin/charter-settings', {
          commissionBp: 0,
          depositHoldMinutes: 30,
          reminderHours: 24,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(admin, 'PUT', '/api/admin/charter-settings', {
          commissionBp: 9_000,
          depositHoldMinutes: 30,
          reminderHours: 24,
        })
      ).statusCode,
    ).toBe(400);
    const saved = await call(admin, 'PUT', '/api/admin/charter-settings', {
      commissionBp: 800,
      depositHoldMinutes: 45,
      reminderHours: 12,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(admin, 'GET', '/api/admin/charter-settings')).json<CharterSettings>()).toEqual({
      commissionBp: 800,
      depositHoldMinutes: 45,
      reminderHours: 12,
    });
    expect((await call(null, 'GET', '/api/charters/settings')).json<CharterSettings>().commissionBp).toBe(
      800,
    );
    await call(admin, 'PUT', '/api/admin/charter-settings', {
      commissionBp: 1_000,
      depositHoldMinutes: 30,
      reminderHours: 24,
    });
  });
});

describe('listings', () => {
  it('creates a draft for a captain; 401 for visitors, 403 for anglers without the role, 400 for bad input', async () => {
    expect((await call(null, 'POST', '/api/charters/listings', listingInput())).statusCode).toBe(401);
    expect((await call(angler, 'POST', '/api/charters/listings', listingInput())).statusCode).toBe(403);
    expect((await call(angler, 'GET', '/api/charters/mine')).statusCode).toBe(403);
    const noCategory = await call(
      captain,
      'POST',
      '/api/charters/listings',
      listingInput({ category: null }),
    );
    expect(noCategory.statusCode).toBe(400);
    const lodgeWithCategory = await call(
      captain,
      'POST',
      '/api/charters/listings',
      listingInput({ kind: 'lodging' }),
    );
    expect(lodgeWithCategory.statusCode).toBe(400);
    expect(
      (await call(captain, 'POST', '/api/charters/listings', listingInput({ name: ' ' }))).statusCode,
    ).toBe(400);

    const listing = await createListing(captain);
    expect(listing).toMatchObject({
      name: 'Reel Deal',
      state: 'draft',
      stateReason: '',
      kind: 'charter',
      category: 'sportfisher',
      location: { name: 'Key West Marina', country: 'US' },
      crew: [{ name: 'Sam Mate', role: 'Deckhand' }],
      owner: { id: captain.id, displayName: 'Cora Captain' },
      photos: [],
      packages: [],
      fromPriceMinor: null,
      viewer: { isOwner: true, canBook: false },
      upcomingBookings: 0,
      pendingRequests: 0,
    });
    const lodge = await createListing(captain, { kind: 'lodging', category: null, name: 'Lakeside Cabin' });
    const mine = (await call(captain, 'GET', '/api/charters/mine')).json<OwnerListingList>();
    expect(mine.items.map((item) => item.name)).toEqual(['Lakeside Cabin', 'Reel Deal']);
    expect((await call(rival, 'GET', '/api/charters/mine')).json<OwnerListingList>().items).toEqual([]);
    expect(lodge.category).toBeNull();
  });

  it("edits only the owner's listing (403 another captain, 404 unknown) and deletes one without bookings", async () => {
    const listing = await createListing(captain, { name: 'Editable' });
    const url = `/api/charters/listings/${listing.id}`;
    expect((await call(null, 'GET', `${url}/edit`)).statusCode).toBe(401);
    expect((await call(rival, 'GET', `${url}/edit`)).statusCode).toBe(403);
    expect((await call(captain, 'GET', `/api/charters/listings/${MISSING}/edit`)).statusCode).toBe(404);
    expect((await call(captain, 'GET', `/api/charters/listings/not-a-uuid/edit`)).statusCode).toBe(400);
    expect((await call(captain, 'GET', `${url}/edit`)).json<OwnerListing>().name).toBe('Editable');

    expect((await call(rival, 'PATCH', url, listingInput({ name: 'Stolen' }))).statusCode).toBe(403);
    expect((await call(captain, 'PATCH', url, listingInput({ capacity: 0 }))).statusCode).toBe(400);
    expect(
      (await call(captain, 'PATCH', `/api/charters/listings/${MISSING}`, listingInput())).statusCode,
    ).toBe(404);
    const edited = await call(captain, 'PATCH', url, listingInput({ name: 'Edited', capacity: 4 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<OwnerListing>()).toMatchObject({ name: 'Edited', capacity: 4, state: 'draft' });

    expect((await call(rival, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(captain, 'DELETE', `/api/charters/listings/${MISSING}`)).statusCode).toBe(404);
    expect((await call(captain, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(captain, 'GET', `${url}/edit`)).statusCode).toBe(404);
  });

  it('refuses to delete a listing with bookings (409, with a message saying to pause it)', async () => {
    const listing = await createListing(captain, { name: 'Booked boat' });
    const pkg = await addPackage(captain, listing.id);
    const [slot] = await t.app.db
      .insert(charterSlots)
      .values({
        listingId: listing.id,
        packageId: pkg.id,
        startsAt: new Date(dayAt(60, 8)),
        endsAt: new Date(dayAt(60, 12)),
        state: 'booked',
      })
      .returning();
    await t.app.db.insert(charterBookings).values({
      listingId: listing.id,
      slotId: slot!.id,
      packageId: pkg.id,
      anglerUserId: angler.id,
      partySize: 2,
      state: 'confirmed',
      currency: 'USD',
      totalMinor: 60_000,
      depositMinor: 15_000,
      balanceMinor: 45_000,
      commissionMinor: 6_000,
    });
    const refused = await call(captain, 'DELETE', `/api/charters/listings/${listing.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'This listing has bookings, so it cannot be deleted. Pause it instead.',
    );

    // The package a booking names is retired, not deleted; the price shown moves to the next cheapest.
    await addPackage(captain, listing.id, { name: 'Full day', priceMinor: 90_000, durationMinutes: 480 });
    expect((await call(rival, 'DELETE', `/api/charters/packages/${pkg.id}`)).statusCode).toBe(403);
    const retired = await call(captain, 'DELETE', `/api/charters/packages/${pkg.id}`);
    expect(retired.json()).toEqual({ outcome: 'retired' });
    const view = (
      await call(captain, 'GET', `/api/charters/listings/${listing.id}/edit`)
    ).json<OwnerListing>();
    expect(view.packages.map((each) => [each.name, each.active])).toEqual([
      ['Half day', false],
      ['Full day', true],
    ]);
    expect(view.fromPriceMinor).toBe(90_000);
    expect(view.upcomingBookings).toBe(1);

    // Calendar: the booked slot shows its booking and angler; blocking its dates is refused.
    const calendar = await call(
      captain,
      'GET',
      `/api/charters/listings/${listing.id}/calendar?from=${dateOnly(dayAt(59, 0))}&to=${dateOnly(dayAt(61, 0))}`,
    );
    expect(calendar.statusCode, calendar.body).toBe(200);
    expect(calendar.json<OwnerCalendar>().slots).toEqual([
      expect.objectContaining({
        id: slot!.id,
        state: 'booked',
        blocked: false,
        booking: expect.objectContaining({ anglerName: 'Andy Angler' }),
      }),
    ]);
    const blocked = await call(captain, 'POST', `/api/charters/listings/${listing.id}/blocked`, {
      startsOn: dateOnly(dayAt(60, 0)),
      endsOn: dateOnly(dayAt(60, 0)),
    });
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked).message).toBe(
      'A booked or held trip falls in these dates. Cancel or move it first.',
    );
    const booked = await call(captain, 'DELETE', `/api/charters/slots/${slot!.id}`);
    expect(booked.statusCode).toBe(409);
    expect(errorOf(booked).message).toBe('Only an open slot can be deleted.');
  });
});

describe('photos', () => {
  it('uploads (owner only), orders and deletes photos; the first is the cover', async () => {
    const listing = await createListing(captain, { name: 'Photogenic' });
    expect((await uploadPhoto(null, listing.id)).statusCode).toBe(401);
    expect((await uploadPhoto(angler, listing.id)).statusCode).toBe(403);
    expect((await uploadPhoto(rival, listing.id)).statusCode).toBe(403);
    expect((await uploadPhoto(captain, MISSING)).statusCode).toBe(404);
    const notImage = multipart(
      {},
      { name: 'image', filename: 'x.jpg', type: 'image/jpeg', data: Buffer.from('nope') },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/charters/listings/${listing.id}/photos`,
          headers: { ...as(captain), ...notImage.headers },
          payload: notImage.payload,
        })
      ).statusCode,
    ).toBe(400);

    const first = await uploadPhoto(captain, listing.id);
    expect(first.statusCode, first.body).toBe(201);
    const a = first.json<CharterPhoto>();
    expect(a.position).toBe(0);
    expect(a.media?.variants.length).toBeGreaterThan(0);
    const b = (await uploadPhoto(captain, listing.id)).json<CharterPhoto>();
    expect(b.position).toBe(1);

    const orderUrl = `/api/charters/listings/${listing.id}/photos/order`;
    expect((await call(rival, 'PUT', orderUrl, { photoIds: [b.id, a.id] })).statusCode).toBe(403);
    const partial = await call(captain, 'PUT', orderUrl, { photoIds: [b.id] });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).message).toBe('List every photo of the listing exactly once.');
    const ordered = await call(captain, 'PUT', orderUrl, { photoIds: [b.id, a.id] });
    expect(ordered.json<CharterPhoto[]>().map((photo) => photo.id)).toEqual([b.id, a.id]);
    const view = (
      await call(captain, 'GET', `/api/charters/listings/${listing.id}/edit`)
    ).json<OwnerListing>();
    expect(view.cover?.id).toBe(b.id);

    expect(
      (await call(rival, 'DELETE', `/api/charters/listings/${listing.id}/photos/${b.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(captain, 'DELETE', `/api/charters/listings/${listing.id}/photos/${MISSING}`)).statusCode,
    ).toBe(404);
    const left = await call(captain, 'DELETE', `/api/charters/listings/${listing.id}/photos/${b.id}`);
    expect(left.json<CharterPhoto[]>()).toEqual([expect.objectContaining({ id: a.id, position: 0 })]);
    expect(await t.app.db.select().from(charterPhotos).where(eq(charterPhotos.id, b.id))).toEqual([]);
  });
});

describe('packages', () => {
  it('adds, edits and deletes packages; keeps the listing\'s "from" price the cheapest active one', async () => {
    const listing = await createListing(captain, { name: 'Priced' });
    const url = `/api/charters/listings/${listing.id}/packages`;
    expect((await call(null, 'POST', url, packageInput())).statusCode).toBe(401);
    expect((await call(rival, 'POST', url, packageInput())).statusCode).toBe(403);
    expect(
      (await call(captain, 'POST', `/api/charters/listings/${MISSING}/packages`, packageInput())).statusCode,
    ).toBe(404);
    expect((await call(captain, 'POST', url, packageInput({ priceMinor: 0 }))).statusCode).toBe(400);
    expect((await call(captain, 'POST', url, packageInput({ depositBp: 500 }))).statusCode).toBe(400);
    const tooMany = await call(captain, 'POST', url, packageInput({ maxParty: 7 }));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toBe('A package cannot take more people than the listing holds.');

    const half = await addPackage(captain, listing.id);
    const full = await addPackage(captain, listing.id, {
      name: 'Full day',
      priceMinor: 40_000,
      durationMinutes: 480,
    });
    const [row] = await t.app.db.select().from(charterListings).where(eq(charterListings.id, listing.id));
    expect(row!.fromPriceMinor).toBe(40_000);

    expect((await call(rival, 'PATCH', `/api/charters/packages/${half.id}`, packageInput())).statusCode).toBe(
      403,
    );
    expect(
      (await call(captain, 'PATCH', `/api/charters/packages/${MISSING}`, packageInput())).statusCode,
    ).toBe(404);
    expect(
      (await call(captain, 'PATCH', `/api/charters/packages/${half.id}`, packageInput({ name: '' })))
        .statusCode,
    ).toBe(400);
    const cheaper = await call(
      captain,
      'PATCH',
      `/api/charters/packages/${half.id}`,
      packageInput({ priceMinor: 30_000 }),
    );
    expect(cheaper.json<CharterPackage>()).toMatchObject({ name: 'Half day', priceMinor: 30_000 });
    expect(
      (await call(captain, 'GET', `/api/charters/listings/${listing.id}/edit`)).json<OwnerListing>(),
    ).toMatchObject({
      fromPriceMinor: 30_000,
      fromPricingMode: 'per_trip',
    });

    // Shrinking the boat below a package's party is refused.
    expect(
      (
        await call(
          captain,
          'PATCH',
          `/api/charters/listings/${listing.id}`,
          listingInput({ name: 'Priced', capacity: 2 }),
        )
      ).statusCode,
    ).toBe(400);

    expect((await call(captain, 'DELETE', `/api/charters/packages/${half.id}`)).json()).toEqual({
      outcome: 'deleted',
    });
    expect((await call(captain, 'DELETE', `/api/charters/packages/${MISSING}`)).statusCode).toBe(404);
    const after = (
      await call(captain, 'GET', `/api/charters/listings/${listing.id}/edit`)
    ).json<OwnerListing>();
    expect(after.packages.map((each) => each.id)).toEqual([full.id]);
    expect(after.fromPriceMinor).toBe(40_000);
  });
});

describe('calendar', () => {
  it("adds slots of a package's length, skipping overlaps, blocked dates, the past and repeats; deletes open ones", async () => {
    const listing = await createListing(captain, { name: 'Busy boat' });
    const half = await addPackage(captain, listing.id); // 4 hours
    const slotsUrl = `/api/charters/listings/${listing.id}/slots`;
    expect(
      (await call(null, 'POST', slotsUrl, { packageId: half.id, startsAt: [dayAt(3, 8)] })).statusCode,
    ).toBe(401);
    expect(
      (await call(rival, 'POST', slotsUrl, { packageId: half.id, startsAt: [dayAt(3, 8)] })).statusCode,
    ).toBe(403);
    expect((await call(captain, 'POST', slotsUrl, { packageId: half.id, startsAt: [] })).statusCode).toBe(
      400,
    );
    expect(
      (await call(captain, 'POST', slotsUrl, { packageId: MISSING, startsAt: [dayAt(3, 8)] })).statusCode,
    ).toBe(404);
    const other = await createListing(rival, { name: 'Rival boat' });
    const rivalPackage = await addPackage(rival, other.id);
    expect(
      (await call(captain, 'POST', slotsUrl, { packageId: rivalPackage.id, startsAt: [dayAt(3, 8)] }))
        .statusCode,
    ).toBe(404);

    const blocked = await call(captain, 'POST', `/api/charters/listings/${listing.id}/blocked`, {
      startsOn: dateOnly(dayAt(5, 0)),
      endsOn: dateOnly(dayAt(5, 0)),
      note: 'Engine service',
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const period = blocked.json<BlockedPeriod>();
    expect(period).toMatchObject({ note: 'Engine service', startsOn: dateOnly(dayAt(5, 0)) });

    const added = await call(captain, 'POST', slotsUrl, {
      packageId: half.id,
      startsAt: [
        dayAt(3, 8),
        dayAt(3, 10), // overlaps 08:00–12:00
        dayAt(3, 12), // starts when the first ends: fine
        dayAt(3, 8), // the same start twice
        dayAt(5, 8), // blocked
        new Date(Date.now() - 3_600_000).toISOString(), // past
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const result = added.json<SlotsResult>();
    expect(result.created.map((slot) => [slot.startsAt, slot.endsAt, slot.state])).toEqual([
      [dayAt(3, 8), dayAt(3, 12), 'open'],
      [dayAt(3, 12), dayAt(3, 16), 'open'],
    ]);
    expect(result.skipped.map((skip) => skip.reason).sort()).toEqual([
      'blocked',
      'duplicate',
      'overlap',
      'past',
    ]);

    // A second call overlapping what exists is skipped too.
    const again = (
      await call(captain, 'POST', slotsUrl, { packageId: half.id, startsAt: [dayAt(3, 14)] })
    ).json<SlotsResult>();
    expect(again).toEqual({ created: [], skipped: [{ startsAt: dayAt(3, 14), reason: 'overlap' }] });

    // An open slot inside a new blocked period stays, marked blocked.
    const later = (
      await call(captain, 'POST', slotsUrl, { packageId: half.id, startsAt: [dayAt(7, 8)] })
    ).json<SlotsResult>();
    expect(
      (
        await call(captain, 'POST', `/api/charters/listings/${listing.id}/blocked`, {
          startsOn: dateOnly(dayAt(7, 0)),
          endsOn: dateOnly(dayAt(8, 0)),
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await call(captain, 'POST', `/api/charters/listings/${listing.id}/blocked`, {
          startsOn: '2030-01-02',
          endsOn: '2030-01-01',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call(rival, 'POST', `/api/charters/listings/${listing.id}/blocked`, {
          startsOn: '2030-01-01',
          endsOn: '2030-01-01',
        })
      ).statusCode,
    ).toBe(403);

    const calendarUrl = `/api/charters/listings/${listing.id}/calendar?from=${dateOnly(dayAt(0, 0))}&to=${dateOnly(dayAt(10, 0))}`;
    expect((await call(rival, 'GET', calendarUrl)).statusCode).toBe(403);
    expect(
      (
        await call(
          captain,
          'GET',
          `/api/charters/listings/${listing.id}/calendar?from=2030-02-01&to=2030-01-01`,
        )
      ).statusCode,
    ).toBe(400);
    const calendar = (await call(captain, 'GET', calendarUrl)).json<OwnerCalendar>();
    expect(calendar.slots.map((slot) => [slot.startsAt, slot.blocked, slot.booking])).toEqual([
      [dayAt(3, 8), false, null],
      [dayAt(3, 12), false, null],
      [dayAt(7, 8), true, null],
    ]);
    expect(calendar.blocked).toHaveLength(2);

    const slotId = later.created[0]!.id;
    expect((await call(rival, 'DELETE', `/api/charters/slots/${slotId}`)).statusCode).toBe(403);
    expect((await call(captain, 'DELETE', `/api/charters/slots/${MISSING}`)).statusCode).toBe(404);
    expect((await call(captain, 'DELETE', `/api/charters/slots/${slotId}`)).statusCode).toBe(204);

    expect((await call(rival, 'DELETE', `/api/charters/blocked/${period.id}`)).statusCode).toBe(403);
    expect((await call(captain, 'DELETE', `/api/charters/blocked/${MISSING}`)).statusCode).toBe(404);
    expect((await call(captain, 'DELETE', `/api/charters/blocked/${period.id}`)).statusCode).toBe(204);
    const now = (await call(captain, 'GET', calendarUrl)).json<OwnerCalendar>();
    expect(now.slots).toHaveLength(2);
    expect(now.blocked).toHaveLength(1);
  });
});

describe('review flow', () => {
  it('submit needs a photo and a package; admins approve, reject, suspend with reasons; owners pause and resume', async () => {
    const listing = await createListing(captain, { name: 'For review' });
    const url = `/api/charters/listings/${listing.id}`;
    expect((await call(rival, 'POST', `${url}/submit`)).statusCode).toBe(403);
    const bare = await call(captain, 'POST', `${url}/submit`);
    expect(bare.statusCode).toBe(400);
    expect(errorOf(bare).message).toBe(
      'Add at least one photo and one active package before submitting for review.',
    );
    await addPackage(captain, listing.id);
    const noPhoto = await call(captain, 'POST', `${url}/submit`);
    expect(errorOf(noPhoto).message).toBe('Add at least one photo before submitting for review.');
    expect((await uploadPhoto(captain, listing.id)).statusCode).toBe(201);
    const submitted = await call(captain, 'POST', `${url}/submit`);
    expect(submitted.json<OwnerListing>().state).toBe('pending_review');
    expect((await call(captain, 'POST', `${url}/submit`)).statusCode).toBe(409);
    expect((await call(captain, 'POST', `${url}/pause`)).statusCode).toBe(409);

    // The queue: admins only, waiting listings first.
    expect((await call(null, 'GET', '/api/admin/charters')).statusCode).toBe(401);
    expect((await call(captain, 'GET', '/api/admin/charters')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/admin/charters?state=nope')).statusCode).toBe(400);
    const queue = (await call(admin, 'GET', '/api/admin/charters')).json<AdminListingPage>();
    expect(queue.items[0]).toMatchObject({ id: listing.id, state: 'pending_review', reviewedBy: null });
    const pending = (
      await call(admin, 'GET', '/api/admin/charters?state=pending_review')
    ).json<AdminListingPage>();
    expect(pending.items.every((item) => item.state === 'pending_review')).toBe(true);
    const firstPage = (await call(admin, 'GET', '/api/admin/charters?limit=1')).json<AdminListingPage>();
    expect(firstPage.nextCursor).not.toBeNull();
    const secondPage = (
      await call(admin, 'GET', `/api/admin/charters?limit=1&cursor=${firstPage.nextCursor}`)
    ).json<AdminListingPage>();
    expect(secondPage.items[0]!.id).not.toBe(firstPage.items[0]!.id);

    // Reject needs a reason; the owner hears of it and sees the reason.
    expect(
      (await call(captain, 'POST', `/api/admin/charters/${listing.id}/reject`, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call(admin, 'POST', `/api/admin/charters/${listing.id}/reject`, { reason: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', `/api/admin/charters/${MISSING}/reject`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const rejected = await call(admin, 'POST', `/api/admin/charters/${listing.id}/reject`, {
      reason: 'Show the boat itself in the photos.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json<AdminListing>()).toMatchObject({
      state: 'rejected',
      stateReason: 'Show the boat itself in the photos.',
      reviewedBy: { id: admin.id },
    });
    const [notice] = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, captain.id), eq(notifications.type, 'charter_listing_reviewed')));
    expect(notice?.params).toEqual({
      listingId: listing.id,
      listingName: 'For review',
      decision: 'rejected',
      reason: 'Show the boat itself in the photos.',
    });
    expect((await call(captain, 'GET', `${url}/edit`)).json<OwnerListing>().stateReason).toBe(
      'Show the boat itself in the photos.',
    );
    expect((await call(admin, 'POST', `/api/admin/charters/${listing.id}/approve`)).statusCode).toBe(409);

    // Edited and sent again, then approved; edits keep it approved.
    expect((await call(captain, 'POST', `${url}/submit`)).json<OwnerListing>()).toMatchObject({
      state: 'pending_review',
      stateReason: '',
    });
    const approved = await call(admin, 'POST', `/api/admin/charters/${listing.id}/approve`);
    expect(approved.json<AdminListing>()).toMatchObject({ state: 'approved', stateReason: '' });
    const edited = await call(captain, 'PATCH', url, listingInput({ name: 'For review, edited' }));
    expect(edited.json<OwnerListing>().state).toBe('approved');

    // Pause and resume (back to approved).
    expect((await call(rival, 'POST', `${url}/pause`)).statusCode).toBe(403);
    expect((await call(captain, 'POST', `${url}/resume`)).statusCode).toBe(409);
    expect((await call(captain, 'POST', `${url}/pause`)).json<OwnerListing>().state).toBe('paused');
    expect((await call(captain, 'POST', `${url}/resume`)).json<OwnerListing>().state).toBe('approved');

    // Suspended with a reason: the owner cannot resume it.
    expect((await call(admin, 'POST', `/api/admin/charters/${listing.id}/suspend`, {})).statusCode).toBe(400);
    const suspended = await call(admin, 'POST', `/api/admin/charters/${listing.id}/suspend`, {
      reason: 'Licence expired',
    });
    expect(suspended.json<AdminListing>()).toMatchObject({
      state: 'suspended',
      stateReason: 'Licence expired',
    });
    expect((await call(captain, 'POST', `${url}/resume`)).statusCode).toBe(409);
    expect((await call(captain, 'POST', `${url}/submit`)).statusCode).toBe(409);
    const notices = await t.app.db
      .select({ params: notifications.params })
      .from(notifications)
      .where(and(eq(notifications.userId, captain.id), eq(notifications.type, 'charter_listing_reviewed')));
    expect(notices.map((row) => (row.params as { decision: string }).decision).sort()).toEqual([
      'approved',
      'rejected',
      'suspended',
    ]);
  });
});

describe('moderation', () => {
  it("accepts reports of a listing; hiding it sets the listing's moderation", async () => {
    const listing = await createListing(captain, { name: 'Reported boat' });
    const report = await call(angler, 'POST', '/api/reports', {
      targetType: 'charter_listing',
      targetId: listing.id,
      reason: 'spam',
    });
    expect(report.statusCode, report.body).toBe(201);
    const { itemId } = report.json<{ itemId: string }>();
    const hidden = await call(moderator, 'POST', `/api/moderation/items/${itemId}/actions`, {
      action: 'hide',
      reason: 'Spam listing',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const [row] = await t.app.db.select().from(charterListings).where(eq(charterListings.id, listing.id));
    expect(row!.moderation).toBe('hidden');
    expect(
      (
        await call(angler, 'POST', '/api/reports', {
          targetType: 'charter_listing',
          targetId: randomUUID(),
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
  });
});
