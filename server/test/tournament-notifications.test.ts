import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@tightlines/domain/teams/contract';
import type { MyCatch } from '@tightlines/domain/tournaments/catch-contract';
import { todayIn } from '@tightlines/domain/tournaments/status';
import {
  eventRsvps,
  jobs,
  notificationPreferences,
  notifications,
  tournamentEvents,
} from '#server/db/schema';
import { announcePodium } from '#server/features/leaderboards/podium';
import { notify } from '#server/features/notifications/service';
import {
  EVENT_REMINDER_QUEUE,
  remindEventsStartingSoon,
  scheduleEventReminders,
} from '#server/features/reminders/job';
import { createTestApp, type TestApp } from './helpers/app';
import { buildEvent } from './helpers/events';
import { as, buildUser, type BuiltUser } from './helpers/factories';
import { register, submit } from './fixtures/tournament-catches';
import { createPost } from './fixtures/posts';

let t: TestApp;
let director: BuiltUser;
let captain: BuiltUser;
let mate: BuiltUser;
let solo: BuiltUser;
let fan: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
  captain = await buildUser(t.app, { firstName: 'Cap', lastName: 'Hook' });
  mate = await buildUser(t.app, { firstName: 'Mia', lastName: 'Line' });
  solo = await buildUser(t.app, { firstName: 'Sol', lastName: 'Cast' });
  fan = await buildUser(t.app, { firstName: 'Fay', lastName: 'Fan' });
});
afterAll(async () => {
  await t.close();
});

/** The person's notifications of these types, oldest first. */
async function told(who: BuiltUser, ...types: string[]) {
  const rows = await t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.id), inArray(notifications.type, types)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

async function switchOff(who: BuiltUser, type: string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/notification-preferences',
    headers: as(who),
    payload: { items: [{ type, inApp: false, email: false }] },
  });
  expect(response.statusCode).toBe(200);
}

async function switchOn(who: BuiltUser, type: string) {
  await t.app.db
    .delete(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, who.id), eq(notificationPreferences.type, type)));
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function newTeam(owner: BuiltUser, name: string): Promise<Team> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: as(owner),
    payload: { name },
  });
  expect(created.statusCode).toBe(201);
  return created.json<Team>();
}

describe('registration confirmed', () => {
  const futureEvent = (name: string) =>
    buildEvent(t.app, director, {
      name,
      startDate: day(10),
      endDate: day(11),
      species: [],
      scoring: { mode: 'weight' },
      penalties: [],
      feeMinor: 0,
    });

  it('tells the registrant and every angler of the entry with an account, once each', async () => {
    const team = await newTeam(captain, 'Confirmed Crew');
    await t.app.inject({ method: 'POST', url: `/api/join-team/${team.inviteCode}`, headers: as(mate) });
    const event = await futureEvent('Confirmation Classic');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: as(captain),
      payload: {
        eventId: event.id,
        entry: 'team',
        teamId: team.id,
        anglers: [
          { userId: captain.id, name: 'Cap Hook' },
          { userId: mate.id, name: 'Mia Line' },
          { name: 'Guest Angler' },
        ],
        newBoatName: '',
        waiverAccepted: true,
        feeShownMinor: 0,
      },
    });
    expect(response.statusCode).toBe(201);
    const registrationId = response.json<{ id: string }>().id;
    for (const who of [captain, mate]) {
      const rows = (await told(who, 'registration_confirmed')).filter(
        (row) => row.params?.eventId === event.id,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: null,
        actionUrl: '/registrations',
        params: {
          eventId: event.id,
          eventName: 'Confirmation Classic',
          entrantName: 'Confirmed Crew',
          registrationId,
        },
      });
    }
    // The registrant's activity says so too.
    const activity = await t.app.inject({ method: 'GET', url: '/api/activities', headers: as(captain) });
    expect(
      activity.json<{ items: { activityType: string; entityId: string; params: unknown }[] }>().items[0],
    ).toMatchObject({
      activityType: 'tournament_registered',
      entityId: event.id,
      params: { eventName: 'Confirmation Classic' },
    });
  });

  it('stays quiet for someone who switched registrations off', async () => {
    await switchOff(solo, 'registration');
    const event = await futureEvent('Quiet Classic');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registrations',
      headers: as(solo),
      payload: {
        eventId: event.id,
        entry: 'solo',
        anglers: [{ userId: solo.id, name: 'Sol' }],
        newBoatName: '',
        waiverAccepted: true,
        feeShownMinor: 0,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(await told(solo, 'registration_confirmed')).toHaveLength(0);
    await switchOn(solo, 'registration');
  });
});

describe('team invitation accepted', () => {
  it('tells the captain who joined, not the person joining, and only the first time', async () => {
    const team = await newTeam(captain, 'Invite Accepted');
    const join = () =>
      t.app.inject({ method: 'POST', url: `/api/join-team/${team.inviteCode}`, headers: as(fan) });
    expect((await join()).statusCode).toBe(200);
    expect((await join()).statusCode).toBe(200);
    const rows = (await told(captain, 'team_member_joined')).filter(
      (row) => row.params?.teamSlug === team.slug,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: fan.id,
      actionUrl: `/teams/${team.slug}`,
      params: { actorName: 'Fay Fan', teamName: 'Invite Accepted', teamSlug: team.slug },
    });
    expect(await told(fan, 'team_member_joined')).toHaveLength(0);
  });

  it('stays quiet when the captain switched team news off', async () => {
    await switchOff(captain, 'team');
    const team = await newTeam(captain, 'Silent Crew');
    await t.app.inject({ method: 'POST', url: `/api/join-team/${team.inviteCode}`, headers: as(solo) });
    expect(
      (await told(captain, 'team_member_joined')).filter((row) => row.params?.teamSlug === team.slug),
    ).toHaveLength(0);
    await switchOn(captain, 'team');
  });
});

describe('catch approved and the top three', () => {
  const judge = (eventId: string, fish: MyCatch) =>
    t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${eventId}/catches/${fish.id}/approve`,
      headers: as(director),
    });

  it('tells the angler their catch was approved, with the species, unless catch reviews are off', async () => {
    const angler = await buildUser(t.app, { firstName: 'Ann', lastName: 'Gler' });
    const event = await buildEvent(t.app, director, { name: 'Approval Open' });
    await register(t.app, event.id, angler, { entrantName: 'Ann Gler' });
    const fish = await submit(t.app, angler, event.id, 801, { species: 'Walleye', weightGrams: '1800' });
    expect((await judge(event.id, fish)).statusCode).toBe(200);
    const rows = await told(angler, 'catch_approved');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: director.id,
      actionUrl: `/profile/tournaments/${event.id}`,
      params: { eventId: event.id, eventName: 'Approval Open', species: 'Walleye' },
    });
    expect(await told(director, 'catch_approved')).toHaveLength(0);

    await switchOff(angler, 'catch_review');
    const second = await submit(t.app, angler, event.id, 802, { species: 'Walleye', weightGrams: '1900' });
    expect((await judge(event.id, second)).statusCode).toBe(200);
    expect(await told(angler, 'catch_approved')).toHaveLength(1);
  });

  it('tells an entrant’s people when it enters the top three and when it is pushed out, once each', async () => {
    const event = await buildEvent(t.app, director, { name: 'Podium Open', scoring: { mode: 'weight' } });
    const people = await Promise.all(
      ['Ace', 'Bea', 'Cy', 'Dot'].map((firstName) => buildUser(t.app, { firstName, lastName: 'Podium' })),
    );
    const [ace, bea, cy, dot] = people as [BuiltUser, BuiltUser, BuiltUser, BuiltUser];
    const crewmate = await buildUser(t.app, { firstName: 'Crew', lastName: 'Mate' });
    await register(t.app, event.id, ace, { entrantName: 'Ace Boat', anglers: [crewmate] });
    for (const who of [bea, cy, dot])
      await register(t.app, event.id, who, { entrantName: `${who.firstName} Boat` });

    let seed = 900;
    const approve = async (who: BuiltUser, grams: number) => {
      const fish = await submit(t.app, who, event.id, seed++, { weightGrams: String(grams) });
      expect((await judge(event.id, fish)).statusCode).toBe(200);
    };
    await approve(ace, 3000);
    await approve(bea, 2000);
    await approve(cy, 1000);
    const podium = (who: BuiltUser, type: string) =>
      told(who, type).then((rows) => rows.filter((row) => row.params?.eventId === event.id));

    // Ace (and the crewmate fishing in Ace's entry), Bea and Cy entered; Dot has no point and is not on it.
    expect(await podium(ace, 'top_three_entered')).toHaveLength(1);
    expect((await podium(crewmate, 'top_three_entered'))[0]).toMatchObject({
      actorId: null,
      actionUrl: `/leaderboard/${event.id}`,
      params: { eventName: 'Podium Open', entrantName: 'Ace Boat', rank: 1 },
    });
    expect((await podium(cy, 'top_three_entered'))[0]?.params).toMatchObject({ rank: 3 });
    expect(await podium(dot, 'top_three_entered')).toHaveLength(0);

    // Dot's big fish: Dot enters at the top, Cy drops to fourth; moving within the three tells no one.
    await approve(dot, 5000);
    expect((await podium(dot, 'top_three_entered'))[0]?.params).toMatchObject({
      entrantName: 'Dot Boat',
      rank: 1,
    });
    expect((await podium(cy, 'top_three_left'))[0]?.params).toMatchObject({
      entrantName: 'Cy Boat',
      rank: 4,
    });
    expect(await podium(ace, 'top_three_entered')).toHaveLength(1);
    expect(await podium(ace, 'top_three_left')).toHaveLength(0);
    expect(await podium(bea, 'top_three_left')).toHaveLength(0);

    // Announcing the same version again (another server copy, a retry) tells no one twice.
    const publish = await announcePodium(t.app.db, (input, tx) => notify(t.app, input, tx), event.id);
    publish();
    expect(await podium(cy, 'top_three_left')).toHaveLength(1);
    expect(await podium(dot, 'top_three_entered')).toHaveLength(1);
  });

  it('never announces the standings of an event that is not published', async () => {
    const event = await buildEvent(t.app, director, { name: 'Draft Derby', scoring: { mode: 'weight' } });
    const angler = await buildUser(t.app, { firstName: 'Drafty' });
    await register(t.app, event.id, angler, { entrantName: 'Drafty Boat' });
    const fish = await submit(t.app, angler, event.id, 990, { weightGrams: '2500' });
    await t.app.db.update(tournamentEvents).set({ status: 'draft' }).where(eq(tournamentEvents.id, event.id));
    await judge(event.id, fish);
    (await announcePodium(t.app.db, (input, tx) => notify(t.app, input, tx), event.id))();
    expect(await told(angler, 'top_three_entered', 'top_three_left')).toHaveLength(0);
  });
});

describe('event starts tomorrow', () => {
  it('reminds entrants and people going once, however often the job runs', async () => {
    const zone = 'Pacific/Auckland';
    // Tomorrow where the event is held: its first day begins within the next 24 hours.
    const tomorrow = new Date(Date.parse(`${todayIn(zone)}T12:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    const soon = await buildEvent(t.app, director, {
      name: 'Dawn Patrol',
      startDate: tomorrow,
      endDate: tomorrow,
      timeZone: zone,
    });
    const later = await buildEvent(t.app, director, {
      name: 'Next Week Open',
      startDate: day(7),
      endDate: day(7),
      timeZone: zone,
    });
    const entrant = await buildUser(t.app, { firstName: 'Early', lastName: 'Bird' });
    const goer = await buildUser(t.app, { firstName: 'Go', lastName: 'Er' });
    const maybe = await buildUser(t.app, { firstName: 'May', lastName: 'Be' });
    const cancelled = await buildUser(t.app, { firstName: 'Can', lastName: 'Celled' });
    await register(t.app, soon.id, entrant, { entrantName: 'Early Boat' });
    await register(t.app, soon.id, cancelled, { entrantName: 'Gone Boat', status: 'cancelled' });
    await register(t.app, later.id, entrant, { entrantName: 'Early Boat' });
    await t.app.db.insert(eventRsvps).values([
      { eventId: soon.id, userId: goer.id, status: 'going' },
      { eventId: soon.id, userId: maybe.id, status: 'maybe' },
      // Both registered and going: one reminder.
      { eventId: soon.id, userId: entrant.id, status: 'going' },
    ]);

    await remindEventsStartingSoon(t.app);
    await remindEventsStartingSoon(t.app);
    await Promise.all([remindEventsStartingSoon(t.app), remindEventsStartingSoon(t.app)]);

    for (const who of [entrant, goer]) {
      const rows = await told(who, 'event_tomorrow');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorId: null,
        actionUrl: `/events/${soon.id}`,
        params: { eventId: soon.id, eventName: 'Dawn Patrol', startDate: tomorrow },
      });
    }
    expect(await told(maybe, 'event_tomorrow')).toHaveLength(0);
    expect(await told(cancelled, 'event_tomorrow')).toHaveLength(0);
  });

  it('is one hourly job that stays pending after each run', async () => {
    await scheduleEventReminders(t.app);
    await scheduleEventReminders(t.app);
    const pending = () =>
      t.app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.queue, EVENT_REMINDER_QUEUE)));
    expect((await pending()).filter((job) => !job.doneAt)).toHaveLength(1);
    await t.app.jobs.runOnce();
    const [job] = (await pending()).filter((row) => !row.doneAt);
    expect(job).toBeDefined();
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
  });
});

describe('what a person did shows on their activity, with the values its sentence needs', () => {
  const mine = async (who: BuiltUser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/activities', headers: as(who) });
    expect(response.statusCode).toBe(200);
    return response.json<{
      items: { activityType: string; entityType: string | null; entityId: string | null; params: unknown }[];
    }>().items;
  };

  it('records likes, comments, team joins and submitted catches, newest first', async () => {
    const doer = await buildUser(t.app, { firstName: 'Doug', lastName: 'Doer' });
    const post = await createPost(t.app, fan, 'Sunrise on the bay');
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/posts/${post.id}/like`, headers: as(doer) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/posts/${post.id}/comments`,
          headers: as(doer),
          payload: { content: 'Beautiful light' },
        })
      ).statusCode,
    ).toBe(201);
    const team = await newTeam(captain, 'Activity Crew');
    await t.app.inject({ method: 'POST', url: `/api/join-team/${team.inviteCode}`, headers: as(doer) });
    const event = await buildEvent(t.app, director, { name: 'Activity Open' });
    await register(t.app, event.id, doer, { entrantName: 'Doug Boat' });
    await submit(t.app, doer, event.id, 1200, { species: 'Walleye' });

    expect(await mine(doer)).toMatchObject([
      {
        activityType: 'catch_submitted',
        entityType: 'event',
        entityId: event.id,
        params: { eventName: 'Activity Open', species: 'Walleye' },
      },
      {
        activityType: 'team_joined',
        entityType: 'team',
        entityId: team.id,
        params: { teamName: 'Activity Crew', teamSlug: team.slug },
      },
      {
        activityType: 'comment_created',
        entityType: 'post',
        entityId: post.id,
        params: { excerpt: 'Beautiful light' },
      },
      {
        activityType: 'post_liked',
        entityType: 'post',
        entityId: post.id,
        params: { excerpt: 'Sunrise on the bay' },
      },
    ]);
    // The post's author has only their own post there.
    expect((await mine(fan)).map((item) => item.activityType)).not.toContain('post_liked');
  });
});
