import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { CommunityEventDetail } from '@tightlines/domain/community-events/contract';
import type { ActionResult, ReportCreated } from '@tightlines/domain/moderation/contract';
import type { RsvpState } from '@tightlines/domain/tournaments/events-contract';
import { notifications } from '#server/db/schema';
import { remindEventsStartingSoon } from '#server/features/reminders/job';
import { seedDemoEvents } from '#server/seed/demo-events';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';

let t: TestApp;
let owner: BuiltUser;
let member: BuiltUser;
let outsider: BuiltUser;
let admin: BuiltUser;
let privateGroupId: string;
let publicGroupId: string;

const inDays = (days: number, hours = 0) =>
  new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

const input = (overrides: Record<string, unknown> = {}) => ({
  type: 'meeting',
  name: 'Spring club meeting',
  description: 'Plans for the season.',
  startsAt: inDays(7),
  endsAt: inDays(7, 2),
  timeZone: 'Europe/London',
  location: 'The Anchor, Bristol',
  latitude: 51.45,
  longitude: -2.58,
  capacity: null,
  ...overrides,
});

const send = (
  who: BuiltUser | null,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: as(who), ...(payload !== undefined ? { payload } : {}) });
const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

async function makeGroup(slug: string, privacy: 'public' | 'private'): Promise<string> {
  const rows = await t.app.db.execute<{ id: string }>(sql`
    insert into groups (slug, name, privacy, owner_id, invite_code)
    values (${slug}, ${`Group ${slug}`}, ${privacy}, ${owner.id}::uuid, ${`code-${slug}`}) returning id`);
  const id = rows.rows[0]!.id;
  await t.app.db.execute(sql`insert into group_members (group_id, user_id, role, status, notify) values
    (${id}::uuid, ${owner.id}::uuid, 'owner', 'active', 'all'),
    (${id}::uuid, ${member.id}::uuid, 'member', 'active', 'events')`);
  return id;
}

async function create(who: BuiltUser, overrides: Record<string, unknown> = {}) {
  const response = await send(who, 'POST', '/api/community-events', input(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<CommunityEventDetail>();
}

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  owner = await buildUser(t.app, { firstName: 'Olive' });
  member = await buildUser(t.app, { firstName: 'Milo' });
  outsider = await buildUser(t.app, { firstName: 'Oscar' });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
  privateGroupId = await makeGroup('secret-carp', 'private');
  publicGroupId = await makeGroup('open-pike', 'public');
});
afterAll(async () => {
  await t.close();
});

describe('creating community events', () => {
  it('refuses visitors (401) and bad input (400)', async () => {
    expect((await send(null, 'POST', '/api/community-events', input())).statusCode).toBe(401);
    expect((await send(member, 'POST', '/api/community-events', input({ type: 'party' }))).statusCode).toBe(
      400,
    );
    const backwards = await send(member, 'POST', '/api/community-events', input({ endsAt: inDays(6) }));
    expect(backwards.statusCode).toBe(400);
    const zone = await send(member, 'POST', '/api/community-events', input({ timeZone: 'Mars/Olympus' }));
    expect(errorOf(zone).code).toBe('timeZoneUnknown');
    const long = await send(member, 'POST', '/api/community-events', input({ endsAt: inDays(30) }));
    expect(errorOf(long).code).toBe('eventTooLong');
  });

  it('lets any member create a personal event, and answers its detail', async () => {
    const event = await create(member);
    expect(event).toMatchObject({
      kind: 'community',
      type: 'meeting',
      group: null,
      canEdit: true,
      status: 'published',
    });
    expect(event.organizer.id).toBe(member.id);
    const anonymous = await get(null, `/api/community-events/${event.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json<CommunityEventDetail>().canEdit).toBe(false);
  });

  it('lets only group organisers create group events (403) and tells members who want event news', async () => {
    const refused = await send(member, 'POST', '/api/community-events', input({ groupId: publicGroupId }));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('notGroupOrganiser');
    const event = await create(owner, { groupId: publicGroupId, type: 'cleanup', name: 'River clean-up' });
    expect(event.group).toMatchObject({ id: publicGroupId, privacy: 'public' });
    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, member.id), eq(notifications.type, 'community_event_created')));
    expect(told).toHaveLength(1);
  });

  it('answers 404 Event not found for a missing event', async () => {
    const response = await get(member, '/api/community-events/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toMatchObject({ code: 'eventNotFound', message: 'Event not found' });
    expect((await get(member, '/api/community-events/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('a private group event', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await create(owner, { groupId: privateGroupId, name: 'Secret social', type: 'social' })).id;
    await send(member, 'PUT', `/api/events/${eventId}/rsvp`, { status: 'going', guests: 0 });
    await send(member, 'POST', `/api/events/${eventId}/comments`, { content: 'See you there' });
  });

  it('is seen by members everywhere', async () => {
    expect((await get(member, `/api/community-events/${eventId}`)).statusCode).toBe(200);
    expect(
      (await get(member, `/api/events/${eventId}/attendees`)).json<{ items: unknown[] }>().items,
    ).toHaveLength(1);
    expect(
      (await get(member, `/api/events/${eventId}/comments`)).json<{ items: unknown[] }>().items,
    ).toHaveLength(1);
    expect((await get(member, `/api/events/${eventId}/photos`)).statusCode).toBe(200);
    expect((await get(member, `/api/events/${eventId}/ics`)).statusCode).toBe(200);
  });

  it('is not found for non-members and visitors anywhere', async () => {
    for (const who of [outsider, null]) {
      for (const path of [
        '/api/community-events/ID',
        '/api/events/ID/attendees',
        '/api/events/ID/comments',
        '/api/events/ID/photos',
        '/api/events/ID/ics',
      ]) {
        const response = await get(who, path.replace('ID', eventId));
        expect(response.statusCode, path).toBe(404);
        expect(errorOf(response).code).toBe('eventNotFound');
      }
    }
    const rsvp = await send(outsider, 'PUT', `/api/events/${eventId}/rsvp`, { status: 'going', guests: 0 });
    expect(rsvp.statusCode).toBe(404);
    const comment = await send(outsider, 'POST', `/api/events/${eventId}/comments`, { content: 'Hi' });
    expect(comment.statusCode).toBe(404);
  });
});

describe('RSVP on a community event', () => {
  it('counts going with guests, refuses past capacity with eventFull, and withdraws', async () => {
    const event = await create(owner, { capacity: 3, type: 'clinic', name: 'Fly casting clinic' });
    expect(
      (await send(null, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'going', guests: 0 })).statusCode,
    ).toBe(401);
    expect((await send(member, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'yes' })).statusCode).toBe(
      400,
    );
    const going = await send(member, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'going', guests: 1 });
    expect(going.statusCode).toBe(200);
    expect(going.json<RsvpState>()).toMatchObject({ goingCount: 2, myRsvp: { status: 'going', guests: 1 } });
    const full = await send(outsider, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'going', guests: 1 });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('eventFull');
    const maybe = await send(outsider, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'maybe', guests: 0 });
    expect(maybe.json<RsvpState>().rsvpCounts).toMatchObject({ going: 1, maybe: 1 });
    const interested = await send(admin, 'PUT', `/api/events/${event.id}/rsvp`, {
      status: 'interested',
      guests: 0,
    });
    expect(interested.statusCode).toBe(200);
    const left = await send(member, 'DELETE', `/api/events/${event.id}/rsvp`);
    expect(left.json<RsvpState>()).toMatchObject({ goingCount: 0, myRsvp: null });
    const detail = (await get(outsider, `/api/community-events/${event.id}`)).json<CommunityEventDetail>();
    expect(detail.myRsvp).toEqual({ status: 'maybe', guests: 0 });
    expect(detail.canAddPhotos).toBe(true);
  });

  it('refuses photos from people not taking part (403)', async () => {
    const event = await create(owner);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/photos`,
      headers: as(outsider),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('updating and cancelling', () => {
  it('lets only organisers edit (403), tells RSVPed people of a new time, and cancels once', async () => {
    const event = await create(owner, { groupId: publicGroupId, type: 'weigh_in', name: 'Autumn weigh-in' });
    await send(member, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'going', guests: 0 });
    expect((await send(null, 'PATCH', `/api/community-events/${event.id}`, { name: 'New' })).statusCode).toBe(
      401,
    );
    const refused = await send(outsider, 'PATCH', `/api/community-events/${event.id}`, { name: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(
      (await send(owner, 'PATCH', `/api/community-events/${event.id}`, { capacity: -1 })).statusCode,
    ).toBe(400);
    const moved = await send(owner, 'PATCH', `/api/community-events/${event.id}`, {
      startsAt: inDays(8),
      endsAt: inDays(8, 3),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<CommunityEventDetail>().startsAt).not.toBe(event.startsAt);
    expect((await send(outsider, 'POST', `/api/community-events/${event.id}/cancel`, {})).statusCode).toBe(
      403,
    );
    const cancelled = await send(owner, 'POST', `/api/community-events/${event.id}/cancel`, {
      reason: 'Flooding',
    });
    expect(cancelled.json<CommunityEventDetail>()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Flooding',
    });
    const again = await send(owner, 'POST', `/api/community-events/${event.id}/cancel`, {});
    expect(again.statusCode).toBe(409);
    const told = await t.app.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    const types = told.map((row) => row.type);
    expect(types).toContain('community_event_updated');
    expect(types).toContain('community_event_cancelled');
    const rsvp = await send(member, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'going', guests: 0 });
    expect(errorOf(rsvp).code).toBe('eventCancelled');
  });
});

describe('day-before reminders', () => {
  it('reminds people going or maybe once, even when the job runs twice at once', async () => {
    const event = await create(owner, {
      startsAt: inDays(0, 10),
      endsAt: inDays(0, 12),
      name: 'Tomorrow social',
      type: 'social',
    });
    await send(member, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'maybe', guests: 0 });
    await send(outsider, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'interested', guests: 0 });
    await Promise.all([remindEventsStartingSoon(t.app), remindEventsStartingSoon(t.app)]);
    await remindEventsStartingSoon(t.app);
    const sent = await t.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(eq(notifications.type, 'event_tomorrow'), sql`${notifications.params}->>'eventId' = ${event.id}`),
      );
    expect(sent.map((row) => row.userId)).toEqual([member.id]);
  });
});

describe('reports', () => {
  it('takes a report of a community event; hidden from the queue, it leaves the calendar for all but its organiser', async () => {
    const event = await create(owner, { name: 'Cheap lures, click here' });
    const response = await send(outsider, 'POST', '/api/reports', {
      targetType: 'community_event',
      targetId: event.id,
      reason: 'spam',
    });
    expect(response.statusCode).toBe(201);
    const { itemId } = response.json<ReportCreated>();
    const mod = await buildUser(t.app, { firstName: 'Mona', roles: ['moderator'] });
    const hidden = await send(mod, 'POST', `/api/moderation/items/${itemId}/actions`, {
      action: 'hide',
      reason: 'Spam',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<ActionResult>().item).toMatchObject({ status: 'resolved', resolution: 'hide' });
    expect((await get(outsider, `/api/community-events/${event.id}`)).statusCode).toBe(404);
    const calendar = (await get(outsider, '/api/calendar')).json<{ items: { id: string }[] }>();
    expect(calendar.items.map((item) => item.id)).not.toContain(event.id);
    expect((await get(owner, `/api/community-events/${event.id}`)).statusCode).toBe(200);
  });

  it('refuses a report of a private group’s event from a non-member as not found', async () => {
    const event = await create(owner, { groupId: privateGroupId, name: 'Members only' });
    const response = await send(outsider, 'POST', '/api/reports', {
      targetType: 'community_event',
      targetId: event.id,
      reason: 'spam',
    });
    expect(errorOf(response).code).toBe('reportTargetNotFound');
  });
});

describe('demo events', () => {
  it('seeds upcoming events of every type with RSVPs, in the demo people’s groups', async () => {
    const extra = await buildUser(t.app, { firstName: 'Pat' });
    const ids = {
      angler: member.id,
      admin: admin.id,
      moderator: outsider.id,
      captain: owner.id,
      director: extra.id,
      advertiser: admin.id,
      publisher: outsider.id,
      affiliate: extra.id,
    };
    await seedDemoEvents(t.app, ids);
    const rows = await t.app.db.execute<{ type: string; group_id: string | null; going_count: number }>(sql`
      select type, group_id, going_count from community_events
      where name in ('Monthly club meeting', 'Fly casting clinic for beginners', 'Riverbank clean-up',
        'Dockside barbecue', 'Saturday bass weigh-in', 'Knot tying night', 'Pub quiz for anglers',
        'Tournament planning meeting')`);
    expect(rows.rows).toHaveLength(8);
    expect(new Set(rows.rows.map((row) => row.type))).toEqual(
      new Set(['meeting', 'clinic', 'cleanup', 'social', 'weigh_in']),
    );
    expect(rows.rows.filter((row) => row.group_id !== null).length).toBeGreaterThan(0);
    expect(rows.rows.some((row) => row.going_count > 0)).toBe(true);
  });
});
