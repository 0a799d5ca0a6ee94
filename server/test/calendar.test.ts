import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type {
  CalendarFeedUrl,
  CalendarPage,
  CommunityEventDetail,
} from '@tightlines/domain/community-events/contract';
import type { EventInput } from '@tightlines/domain/tournaments/events-contract';
import { todayIn } from '@tightlines/domain/tournaments/status';
import { createEvent, publishEvent } from '#server/features/tournaments/director-service';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';

let t: TestApp;
let owner: BuiltUser;
let member: BuiltUser;
let outsider: BuiltUser;
let director: BuiltUser;
let privateGroupId: string;
let tournamentId: string;
let nearId: string;
let farId: string;
let secretId: string;

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();
const shift = (days: number) => {
  const date = new Date(`${todayIn('UTC')}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const send = (who: BuiltUser | null, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: as(who), ...(payload !== undefined ? { payload } : {}) });
const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

async function create(who: BuiltUser, overrides: Record<string, unknown>) {
  const response = await send(who, 'POST', '/api/community-events', {
    type: 'social',
    name: 'Pub quiz',
    startsAt: inDays(5),
    endsAt: inDays(5, 3),
    timeZone: 'Europe/London',
    location: 'The Anchor',
    ...overrides,
  });
  expect(response.statusCode).toBe(201);
  return response.json<CommunityEventDetail>().id;
}

/** Parses an iCalendar text with ical.js (a strict RFC 5545 parser) and answers its events' summaries and uids. */
function parseIcs(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  expect(component.name).toBe('vcalendar');
  return component.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { summary: event.summary, uid: event.uid, start: event.startDate };
  });
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  owner = await buildUser(t.app, { firstName: 'Olive' });
  member = await buildUser(t.app, { firstName: 'Milo' });
  outsider = await buildUser(t.app, { firstName: 'Oscar' });
  director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
  const rows = await t.app.db.execute<{ id: string }>(sql`
    insert into groups (slug, name, privacy, owner_id, invite_code)
    values ('cal-secret', 'Secret anglers', 'private', ${owner.id}::uuid, 'code-cal-secret') returning id`);
  privateGroupId = rows.rows[0]!.id;
  await t.app.db.execute(sql`insert into group_members (group_id, user_id, role, status) values
    (${privateGroupId}::uuid, ${owner.id}::uuid, 'owner', 'active'),
    (${privateGroupId}::uuid, ${member.id}::uuid, 'member', 'active')`);
  const input: EventInput = {
    name: 'Calendar Classic',
    startDate: shift(3),
    endDate: shift(4),
    timeZone: 'America/New_York',
    location: 'Key West, FL',
    species: ['Tarpon'],
    feeMinor: 0,
    currency: 'USD',
    divisions: [{ name: 'Open' }],
    schedule: [],
    dailyCodes: [],
    translations: [],
  };
  const event = await createEvent(t.app, director.id, input);
  await publishEvent(t.app, event.id);
  tournamentId = event.id;
  nearId = await create(owner, { name: 'Bristol meet', type: 'meeting', latitude: 51.45, longitude: -2.58 });
  farId = await create(owner, {
    name: 'Edinburgh clinic',
    type: 'clinic',
    latitude: 55.95,
    longitude: -3.19,
  });
  secretId = await create(owner, { name: 'Secret weigh-in', type: 'weigh_in', groupId: privateGroupId });
});
afterAll(async () => {
  await t.close();
});

const ids = (page: CalendarPage) => page.items.map((item) => item.id);

describe('GET /api/calendar', () => {
  it('lists tournament and community events, a private group’s only to its members', async () => {
    const anonymous = (await get(null, '/api/calendar')).json<CalendarPage>();
    expect(ids(anonymous)).toEqual(expect.arrayContaining([tournamentId, nearId, farId]));
    expect(ids(anonymous)).not.toContain(secretId);
    expect(ids((await get(outsider, '/api/calendar')).json<CalendarPage>())).not.toContain(secretId);
    expect(ids((await get(member, '/api/calendar')).json<CalendarPage>())).toContain(secretId);
    const tournament = anonymous.items.find((item) => item.id === tournamentId)!;
    expect(tournament).toMatchObject({ kind: 'tournament', type: 'tournament', allDay: true });
  });

  it('filters by type, group and distance, and pages with a cursor', async () => {
    const clinics = (await get(null, '/api/calendar?types=clinic,tournament')).json<CalendarPage>();
    expect(ids(clinics)).toEqual(expect.arrayContaining([farId, tournamentId]));
    expect(ids(clinics)).not.toContain(nearId);
    const group = (await get(member, `/api/calendar?groupId=${privateGroupId}`)).json<CalendarPage>();
    expect(ids(group)).toEqual([secretId]);
    const near = (await get(null, '/api/calendar?lat=51.5&lng=-2.6&radiusKm=50')).json<CalendarPage>();
    expect(ids(near)).toEqual([nearId]);
    expect(near.items[0]!.distanceKm).toBeLessThan(10);
    const first = (await get(member, '/api/calendar?limit=2')).json<CalendarPage>();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = (
      await get(member, `/api/calendar?limit=2&cursor=${first.nextCursor}`)
    ).json<CalendarPage>();
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(4);
  });

  it('refuses bad queries (400)', async () => {
    const long = await get(null, `/api/calendar?from=${inDays(0)}&to=${inDays(90)}`);
    expect(errorOf(long).code).toBe('calendarRangeTooLong');
    expect(errorOf(await get(null, '/api/calendar?types=party')).code).toBe('calendarTypeUnknown');
    expect(errorOf(await get(null, '/api/calendar?lat=10')).code).toBe('calendarPointIncomplete');
    expect((await get(null, '/api/calendar?cursor=bogus')).statusCode).toBe(400);
    expect((await get(null, '/api/calendar?limit=0')).statusCode).toBe(400);
    // Dates PostgreSQL cannot hold: refused, not a 500 (found by the contract fuzz).
    for (const from of ['0000-06-01T00:00:00Z', '9999-12-20T00:00:00Z'])
      expect(errorOf(await get(null, `/api/calendar?from=${from}`)).code).toBe('invalidInput');
    // A subnormal coordinate (PostgreSQL refuses it): answered, not a 500.
    expect((await get(null, '/api/calendar?lat=-2e-323&lng=179.99999999999966&radiusKm=1')).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/groups/:groupId/events', () => {
  it('shows a private group’s events to members only', async () => {
    const mine = await get(member, `/api/groups/cal-secret/events`);
    expect(ids(mine.json<CalendarPage>())).toEqual([secretId]);
    expect((await get(outsider, `/api/groups/${privateGroupId}/events`)).statusCode).toBe(403);
    expect((await get(null, `/api/groups/no-such-group/events`)).statusCode).toBe(404);
  });
});

describe('GET /api/calendar/mine', () => {
  it('answers 401 to visitors and what I RSVPed to or registered for', async () => {
    expect((await get(null, '/api/calendar/mine')).statusCode).toBe(401);
    await send(member, 'PUT', `/api/events/${nearId}/rsvp`, { status: 'interested', guests: 0 });
    await send(member, 'PUT', `/api/events/${farId}/rsvp`, { status: 'not_going', guests: 0 });
    await send(member, 'PUT', `/api/events/${tournamentId}/rsvp`, { status: 'going', guests: 0 });
    const page = (await get(member, '/api/calendar/mine')).json<CalendarPage>();
    expect(ids(page)).toEqual(expect.arrayContaining([nearId, tournamentId]));
    expect(ids(page)).not.toContain(farId);
    expect(page.items.find((item) => item.id === nearId)!.myRsvp).toBe('interested');
    expect((await get(member, '/api/calendar/mine?past=true')).json<CalendarPage>().items).toEqual([]);
    // The web asks with past=false: the upcoming list, not the past one.
    const upcoming = (await get(member, '/api/calendar/mine?past=false')).json<CalendarPage>();
    expect(ids(upcoming)).toEqual(ids(page));
    expect((await get(member, '/api/calendar/mine?past=maybe')).statusCode).toBe(400);
  });
});

describe('iCalendar', () => {
  it('serves one event of either kind as a parseable .ics', async () => {
    const community = await get(null, `/api/events/${nearId}/ics`);
    expect(community.statusCode).toBe(200);
    expect(community.headers['content-type']).toContain('text/calendar');
    expect(parseIcs(community.body)).toEqual([expect.objectContaining({ summary: 'Bristol meet' })]);
    const tournament = parseIcs((await get(null, `/api/events/${tournamentId}/ics`)).body);
    expect(tournament[0]!.summary).toBe('Calendar Classic');
    expect(tournament[0]!.start.isDate).toBe(true);
    expect((await get(outsider, `/api/events/${secretId}/ics`)).statusCode).toBe(404);
    expect((await get(null, '/api/events/00000000-0000-4000-8000-000000000000/ics')).statusCode).toBe(404);
  });

  it('gives me a stable feed URL, serves my events by its token, and rotates it', async () => {
    expect((await get(null, '/api/calendar/feed-url')).statusCode).toBe(401);
    expect((await send(null, 'POST', '/api/calendar/feed-url')).statusCode).toBe(401);
    const first = (await get(member, '/api/calendar/feed-url')).json<CalendarFeedUrl>();
    expect(first.webcalUrl.startsWith('webcal://')).toBe(true);
    expect((await get(member, '/api/calendar/feed-url')).json<CalendarFeedUrl>()).toEqual(first);
    const path = new URL(first.httpsUrl).pathname;
    const feed = await get(null, path);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const summaries = parseIcs(feed.body).map((event) => event.summary);
    expect(summaries).toEqual(expect.arrayContaining(['Bristol meet', 'Calendar Classic']));
    expect((await get(null, path.replace(/\.ics$/, ''))).statusCode).toBe(200);
    const rotated = (await send(member, 'POST', '/api/calendar/feed-url')).json<CalendarFeedUrl>();
    expect(rotated.httpsUrl).not.toBe(first.httpsUrl);
    const old = await get(null, path);
    expect(old.statusCode).toBe(404);
    expect(errorOf(old).code).toBe('calendarFeedNotFound');
    expect((await get(null, '/api/calendar/feed/short')).statusCode).toBe(400);
  });

  it('serves an empty feed as a valid calendar', async () => {
    const url = (await get(outsider, '/api/calendar/feed-url')).json<CalendarFeedUrl>().httpsUrl;
    const feed = await get(null, new URL(url).pathname);
    expect(feed.statusCode).toBe(200);
    expect(parseIcs(feed.body)).toEqual([]);
  });
});
