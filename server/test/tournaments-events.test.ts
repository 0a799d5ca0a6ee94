import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  DirectorEvent,
  EventDetail,
  EventInput,
  RsvpState,
  RuleSet,
  Series,
  SeriesList,
  TournamentList,
} from '@tightlines/domain/tournaments/events-contract';
import { todayIn } from '@tightlines/domain/tournaments/status';
import { tournamentEvents } from '#server/db/schema';
import { createEvent, publishEvent } from '#server/features/tournaments/director-service';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { gpsJpeg, multipart } from './fixtures/posts';

let t: TestApp;
let admin: BuiltUser;
let director: BuiltUser;
let otherDirector: BuiltUser;
let angler: BuiltUser;
let friend: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
  director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
  otherDirector = await buildUser(t.app, { firstName: 'Otto', roles: ['tournament_director'] });
  angler = await buildUser(t.app, { firstName: 'Ann' });
  friend = await buildUser(t.app, { firstName: 'Finn' });
});
afterAll(async () => {
  await t.close();
});

function shift(days: number): string {
  const today = todayIn('UTC');
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const baseInput = (overrides: Partial<EventInput> = {}): EventInput => ({
  name: 'Bluewater Classic',
  startDate: shift(10),
  endDate: shift(11),
  timeZone: 'America/New_York',
  location: 'Key West, FL',
  species: ['Marlin', 'Tuna'],
  feeMinor: 25000,
  currency: 'USD',
  divisions: [{ name: 'Open' }, { name: 'Youth' }],
  schedule: [
    { kind: 'lines_in', label: '', startsAt: `${shift(10)}T11:00:00.000Z` },
    { kind: 'scale_closes', label: 'Final weigh-in', startsAt: null },
  ],
  dailyCodes: [{ day: shift(10), code: 'RED7' }],
  translations: [{ language: 'es', name: 'Clásico de Aguas Azules', location: 'Cayo Hueso' }],
  ...overrides,
});

const post = (who: BuiltUser | null, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: as(who), ...(payload !== undefined ? { payload } : {}) });
const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });

async function published(overrides: Partial<EventInput> = {}, by: BuiltUser = director) {
  const event = await createEvent(t.app, by.id, baseInput(overrides));
  await publishEvent(t.app, event.id);
  return event;
}

describe('director event editor', () => {
  it('refuses visitors (401) and plain members (403)', async () => {
    expect((await get(null, '/api/tournament-director/events')).statusCode).toBe(401);
    expect((await get(angler, '/api/tournament-director/events')).statusCode).toBe(403);
    expect((await post(angler, '/api/tournament-director/events', baseInput())).statusCode).toBe(403);
    expect((await post(null, '/api/tournament-director/events', baseInput())).statusCode).toBe(401);
  });

  it('creates a draft with divisions, schedule, codes and translations in one go', async () => {
    const response = await post(director, '/api/tournament-director/events', baseInput());
    expect(response.statusCode).toBe(201);
    const event = response.json<DirectorEvent>();
    expect(event.eventStatus).toBe('draft');
    expect(event.divisions.map((d) => d.name)).toEqual(['Open', 'Youth']);
    expect(event.schedule.map((s) => [s.kind, s.startsAt])).toEqual([
      ['lines_in', `${shift(10)}T11:00:00.000Z`],
      ['scale_closes', null],
    ]);
    expect(event.dailyCodes).toEqual([{ day: shift(10), code: 'RED7' }]);
    expect(event.translations[0]?.name).toBe('Clásico de Aguas Azules');
  });

  it('rejects bad input with field messages and writes nothing', async () => {
    const before = await t.app.db.select().from(tournamentEvents);
    const response = await post(director, '/api/tournament-director/events', {
      ...baseInput(),
      name: '',
      endDate: shift(5),
      timeZone: 'Mars/Olympus',
    });
    expect(response.statusCode).toBe(400);
    const after = await t.app.db.select().from(tournamentEvents);
    expect(after.length).toBe(before.length);
  });

  it('rolls back the whole save when a child row fails (unknown series)', async () => {
    const before = await t.app.db.select().from(tournamentEvents);
    const response = await post(director, '/api/tournament-director/events', {
      ...baseInput(),
      seriesId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('seriesNotFound');
    expect((await t.app.db.select().from(tournamentEvents)).length).toBe(before.length);
  });

  it('keeps drafts to their directors: 404 to strangers, 403 on the editor for other directors', async () => {
    const draft = (
      await post(director, '/api/tournament-director/events', baseInput())
    ).json<DirectorEvent>();
    const stranger = await get(angler, `/api/events/${draft.id}`);
    expect(stranger.statusCode).toBe(404);
    expect(errorOf(stranger).message).toBe('Event not found');
    expect((await get(null, `/api/events/${draft.id}/rules`)).statusCode).toBe(404);
    expect((await get(director, `/api/events/${draft.id}`)).json<EventDetail>().canDirect).toBe(true);
    expect((await get(admin, `/api/events/${draft.id}`)).statusCode).toBe(200);
    expect((await get(otherDirector, `/api/tournament-director/events/${draft.id}`)).statusCode).toBe(403);
    expect(
      (await get(otherDirector, '/api/tournament-director/events')).json<{ items: { id: string }[] }>().items,
    ).not.toContainEqual(expect.objectContaining({ id: draft.id }));
    expect(
      (await get(admin, '/api/tournament-director/events')).json<{ items: { id: string }[] }>().items,
    ).toContainEqual(expect.objectContaining({ id: draft.id }));
  });

  it('publishes only with a location, then the event is public; cancelled events cannot be published', async () => {
    const draft = (
      await post(director, '/api/tournament-director/events', baseInput({ location: '' }))
    ).json<DirectorEvent>();
    const refused = await post(director, `/api/tournament-director/events/${draft.id}/publish`);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('publishIncomplete');

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournament-director/events/${draft.id}`,
      headers: as(director),
      payload: baseInput({ divisions: [{ id: draft.divisions[0]!.id, name: 'Open Class' }] }),
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<DirectorEvent>().divisions).toEqual([
      { id: draft.divisions[0]!.id, name: 'Open Class' },
    ]);

    expect((await post(director, `/api/tournament-director/events/${draft.id}/publish`)).statusCode).toBe(
      200,
    );
    const visible = await get(null, `/api/events/${draft.id}?lang=es`);
    expect(visible.statusCode).toBe(200);
    expect(visible.json<EventDetail>().name).toBe('Clásico de Aguas Azules');
    expect(visible.json<EventDetail>().status).toBe('upcoming');

    expect((await post(director, `/api/tournament-director/events/${draft.id}/cancel`)).statusCode).toBe(200);
    expect((await get(null, `/api/events/${draft.id}`)).statusCode).toBe(404);
    expect((await post(director, `/api/tournament-director/events/${draft.id}/publish`)).statusCode).toBe(
      409,
    );
  });
});

describe('rules library', () => {
  it('is admin only; directors read templates; an event made from one copies its rules', async () => {
    const rules = {
      title: 'Offshore billfish release',
      body: 'Circle hooks only.\n\nAll billfish released.',
      scoring: { mode: 'points', points: { perSpecies: { Marlin: 400 } } },
      penalties: [{ code: 'LATE', label: 'Late to the scales', points: 50 }],
      isTemplate: true,
    };
    expect((await post(null, '/api/admin/rule-sets', rules)).statusCode).toBe(401);
    expect((await post(director, '/api/admin/rule-sets', rules)).statusCode).toBe(403);
    expect((await post(admin, '/api/admin/rule-sets', { ...rules, title: '' })).statusCode).toBe(400);
    const created = await post(admin, '/api/admin/rule-sets', rules);
    expect(created.statusCode).toBe(201);
    const ruleSet = created.json<RuleSet>();
    await post(admin, '/api/admin/rule-sets', { ...rules, title: 'Private draft', isTemplate: false });

    const templates = (await get(director, '/api/tournament-director/rule-sets')).json<{
      items: RuleSet[];
    }>();
    expect(templates.items.map((item) => item.title)).toEqual(['Offshore billfish release']);

    const event = (
      await post(director, '/api/tournament-director/events', { ...baseInput(), ruleSetId: ruleSet.id })
    ).json<DirectorEvent>();
    expect(event.rulesText).toBe(rules.body);
    expect(event.scoring).toEqual(rules.scoring);
    expect(event.penalties).toEqual(rules.penalties);

    // Editing the template later leaves the event's copy alone.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/rule-sets/${ruleSet.id}`,
      headers: as(admin),
      payload: { ...rules, body: 'Changed' },
    });
    expect(
      (await get(director, `/api/tournament-director/events/${event.id}`)).json<DirectorEvent>().rulesText,
    ).toBe(rules.body);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/rule-sets/${ruleSet.id}`,
          headers: as(admin),
        })
      ).statusCode,
    ).toBe(204);
  });
});

describe('public list', () => {
  it('filters by status, location and species and sorts active, upcoming, completed', async () => {
    const ongoing = await published({
      name: 'Ongoing Derby',
      startDate: shift(-1),
      endDate: shift(1),
      location: 'Destin, FL',
      species: ['Snapper'],
      timeZone: 'UTC',
    });
    const past = await published({
      name: 'Past Shootout',
      startDate: shift(-20),
      endDate: shift(-19),
      location: 'Destin, FL',
      timeZone: 'UTC',
    });
    const soon = await published({
      name: 'Soon Open',
      startDate: shift(3),
      endDate: shift(3),
      timeZone: 'UTC',
      species: ['Snapper'],
    });
    await createEvent(t.app, director.id, baseInput({ name: 'Hidden Draft' }));

    const all = (await get(null, '/api/tournaments?status=all&limit=50')).json<TournamentList>();
    const names = all.items.map((item) => item.name);
    expect(names).not.toContain('Hidden Draft');
    expect(names.indexOf('Ongoing Derby')).toBeLessThan(names.indexOf('Soon Open'));
    expect(names.indexOf('Soon Open')).toBeLessThan(names.indexOf('Past Shootout'));

    const ongoingOnly = (await get(null, '/api/tournaments?status=ongoing')).json<TournamentList>();
    expect(ongoingOnly.items.map((item) => item.id)).toEqual([ongoing.id]);
    expect(ongoingOnly.items[0]?.status).toBe('active');
    const pastOnly = (await get(null, '/api/tournaments?status=past')).json<TournamentList>();
    expect(pastOnly.items.map((item) => item.id)).toEqual([past.id]);

    const destin = (await get(null, '/api/tournaments?location=destin')).json<TournamentList>();
    expect(destin.items.map((item) => item.name).sort()).toEqual(['Ongoing Derby', 'Past Shootout']);
    const snapper = (
      await get(null, '/api/tournaments?species=snapper&status=upcoming')
    ).json<TournamentList>();
    expect(snapper.items.map((item) => item.id)).toEqual([soon.id]);
    expect(all.facets.species).toContain('Snapper');

    const firstPage = (await get(null, '/api/tournaments?limit=2')).json<TournamentList>();
    expect(firstPage.items).toHaveLength(2);
    expect(firstPage.nextOffset).toBe(2);
    const secondPage = (await get(null, '/api/tournaments?limit=2&offset=2')).json<TournamentList>();
    expect(secondPage.items[0]?.id).toBe(all.items[2]?.id);

    // Within a status the most recent catch comes first, events with a catch before those without.
    const caught = await published({
      name: 'Caught Derby',
      startDate: shift(-2),
      endDate: shift(2),
      timeZone: 'UTC',
    });
    await t.app.db
      .update(tournamentEvents)
      .set({ lastCatchAt: new Date() })
      .where(eq(tournamentEvents.id, caught.id));
    const live = (await get(null, '/api/tournaments?status=ongoing')).json<TournamentList>();
    expect(live.items.map((item) => item.name)).toEqual(['Caught Derby', 'Ongoing Derby']);

    expect((await get(null, '/api/tournaments?status=soon')).statusCode).toBe(400);
    expect((await get(null, '/api/tournaments?limit=51')).statusCode).toBe(400);
  });
});

describe('RSVP, attendees, discussion', () => {
  it('keeps going_count in the row and lists attendees', async () => {
    const event = await published({ name: 'RSVP Rodeo' });
    const rsvp = (who: BuiltUser | null, payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/events/${event.id}/rsvp`, headers: as(who), payload });
    expect((await rsvp(null, { status: 'going' })).statusCode).toBe(401);
    expect((await rsvp(angler, { status: 'sure' })).statusCode).toBe(400);

    let state = (await rsvp(angler, { status: 'going', guests: 2 })).json<RsvpState>();
    expect(state.goingCount).toBe(3);
    state = (await rsvp(friend, { status: 'maybe' })).json<RsvpState>();
    expect(state.goingCount).toBe(3);
    expect(state.rsvpCounts).toMatchObject({ going: 1, maybe: 1 });
    state = (await rsvp(angler, { status: 'going', guests: 0 })).json<RsvpState>();
    expect(state.goingCount).toBe(1);
    state = (
      await t.app.inject({ method: 'DELETE', url: `/api/events/${event.id}/rsvp`, headers: as(angler) })
    ).json<RsvpState>();
    expect(state.goingCount).toBe(0);
    expect(state.myRsvp).toBeNull();
    await rsvp(angler, { status: 'interested' });

    const [row] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, event.id));
    expect(row?.goingCount).toBe(0);

    const attendees = (await get(null, `/api/events/${event.id}/attendees`)).json<{
      items: { person: { firstName: string }; status: string }[];
    }>();
    expect(attendees.items.map((item) => [item.person.firstName, item.status]).sort()).toEqual([
      ['Ann', 'interested'],
      ['Finn', 'maybe'],
    ]);
    const detail = (await get(angler, `/api/events/${event.id}`)).json<EventDetail>();
    expect(detail.myRsvp).toEqual({ status: 'interested', guests: 0 });
  });

  it('takes comments from signed-in people only and stores text as written', async () => {
    const event = await published({ name: 'Talk Tournament' });
    expect((await post(null, `/api/events/${event.id}/comments`, { content: 'hi' })).statusCode).toBe(401);
    expect((await post(angler, `/api/events/${event.id}/comments`, { content: '   ' })).statusCode).toBe(400);
    const content = '<b>Tight lines</b> everyone';
    const created = await post(angler, `/api/events/${event.id}/comments`, { content });
    expect(created.statusCode).toBe(201);
    const page = (await get(null, `/api/events/${event.id}/comments`)).json<{
      items: { content: string }[];
    }>();
    expect(page.items[0]?.content).toBe(content);
    expect((await get(null, `/api/events/${event.id}`)).json<EventDetail>().commentsCount).toBe(1);
  });

  it('takes event photos through the image pipeline (EXIF and GPS stripped) and a director logo', async () => {
    const event = await published({ name: 'Photo Fest' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/rsvp`,
      headers: as(angler),
      payload: { status: 'going' },
    });
    const form = multipart(
      { caption: 'Dock at dawn' },
      { name: 'image', filename: 'dock.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/events/${event.id}/photos`,
          payload: form.payload,
          headers: form.headers,
        })
      ).statusCode,
    ).toBe(401);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/photos`,
      payload: form.payload,
      headers: { ...form.headers, cookie: angler.cookie },
    });
    expect(created.statusCode).toBe(201);
    const photo = created.json<{ url: string; caption: string; media: { variants: unknown[] } | null }>();
    expect(photo.caption).toBe('Dock at dawn');
    expect(photo.media?.variants.length).toBeGreaterThan(0);
    const stored = await t.app.inject({ method: 'GET', url: photo.url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.includes(Buffer.from('Exif'))).toBe(false);
    const page = (await get(null, `/api/events/${event.id}/photos`)).json<{ items: { caption: string }[] }>();
    expect(page.items.map((item) => item.caption)).toEqual(['Dock at dawn']);

    const logo = multipart({}, { name: 'image', filename: 'logo.jpg', type: 'image/jpeg', data: gpsJpeg });
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${event.id}/images/logo`,
      payload: logo.payload,
      headers: { ...logo.headers, cookie: otherDirector.cookie },
    });
    expect(refused.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${event.id}/images/logo`,
      payload: logo.payload,
      headers: { ...logo.headers, cookie: director.cookie },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DirectorEvent>().eventLogoUrl).toMatch(/^\/uploads\/event-logo\//);
  });

  it('lists a series with its published events', async () => {
    const series = await post(director, '/api/tournament-director/series', {
      name: 'Gulf Coast Series',
      seasonYear: 2026,
      status: 'published',
    });
    expect(series.statusCode).toBe(201);
    const seriesId = series.json<{ id: string }>().id;
    const first = await published({ name: 'Leg One', seriesId });
    await published({ name: 'Leg Two', seriesId, startDate: shift(30), endDate: shift(30) });
    const detail = (await get(null, `/api/events/${first.id}`)).json<EventDetail>();
    expect(detail.series?.name).toBe('Gulf Coast Series');
    expect(detail.seriesEvents.map((event) => event.name)).toEqual(['Leg Two']);
    const body = (await get(null, `/api/series/${seriesId}`)).json<{ events: { name: string }[] }>();
    expect(body.events.map((event) => event.name)).toEqual(['Leg One', 'Leg Two']);
    expect((await get(null, '/api/series/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('co-directors', () => {
  it('an added co-director opens the judging queue; once removed, gets 403', async () => {
    const event = (
      await post(director, '/api/tournament-director/events', baseInput())
    ).json<DirectorEvent>();
    const queue = `/api/tournament-director/events/${event.id}/catches`;
    const editor = `/api/tournament-director/events/${event.id}`;
    expect((await get(otherDirector, queue)).statusCode).toBe(403);

    const patch = (directorIds: string[]) =>
      t.app.inject({
        method: 'PATCH',
        url: editor,
        headers: as(director),
        payload: baseInput({ directorIds }),
      });
    const added = await patch([otherDirector.id]);
    expect(added.statusCode).toBe(200);
    expect(added.json<DirectorEvent>().directors.map((person) => person.id)).toEqual([otherDirector.id]);
    expect((await get(otherDirector, queue)).statusCode).toBe(200);
    expect((await get(otherDirector, editor)).statusCode).toBe(200);

    const removed = await patch([]);
    expect(removed.json<DirectorEvent>().directors).toEqual([]);
    const refused = await get(otherDirector, queue);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    expect((await get(otherDirector, editor)).statusCode).toBe(403);
  });

  it('refuses a co-director who is not a tournament director', async () => {
    const event = (
      await post(director, '/api/tournament-director/events', baseInput())
    ).json<DirectorEvent>();
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournament-director/events/${event.id}`,
      headers: as(director),
      payload: baseInput({ directorIds: [angler.id] }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('directorNotFound');
  });
});

describe('ownership of what an event attaches to and who adds photos', () => {
  const photoForm = () =>
    multipart(
      { caption: 'Weigh-in' },
      { name: 'image', filename: 'w.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
  const addPhoto = (who: BuiltUser, eventId: string) => {
    const form = photoForm();
    return t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/photos`,
      payload: form.payload,
      headers: { ...form.headers, cookie: who.cookie },
    });
  };
  const photoCount = async (eventId: string) =>
    (await get(null, `/api/events/${eventId}/photos`)).json<{ items: unknown[] }>().items.length;

  it("refuses to attach an event to another director's series or parent tournament (admins may)", async () => {
    const theirs = (
      await post(otherDirector, '/api/tournament-director/series', { name: 'Otto Series', seasonYear: 2026 })
    ).json<Series>();
    const theirParent = (
      await post(otherDirector, '/api/tournament-director/tournaments', {
        name: 'Otto Cup',
        seasonYear: 2026,
      })
    ).json<{ id: string }>();
    const offered = (await get(director, '/api/tournament-director/series')).json<SeriesList>();
    expect(offered.items.find((item) => item.id === theirs.id)?.canEdit).toBe(false);
    expect(offered.tournaments.find((item) => item.id === theirParent.id)?.canEdit).toBe(false);
    const before = (await t.app.db.select().from(tournamentEvents)).length;

    const intoSeries = await post(
      director,
      '/api/tournament-director/events',
      baseInput({ seriesId: theirs.id }),
    );
    expect(intoSeries.statusCode).toBe(403);
    expect(errorOf(intoSeries)).toMatchObject({ code: 'seriesNotYours' });
    const intoParent = await post(
      director,
      '/api/tournament-director/events',
      baseInput({ tournamentId: theirParent.id }),
    );
    expect(intoParent.statusCode).toBe(403);
    expect(errorOf(intoParent)).toMatchObject({ code: 'tournamentNotYours' });
    expect((await t.app.db.select().from(tournamentEvents)).length).toBe(before);

    const mine = (await post(director, '/api/tournament-director/events', baseInput())).json<DirectorEvent>();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournament-director/events/${mine.id}`,
      headers: as(director),
      payload: baseInput({ seriesId: theirs.id }),
    });
    expect(moved.statusCode).toBe(403);
    expect(
      (await get(director, `/api/tournament-director/events/${mine.id}`)).json<DirectorEvent>().seriesId,
    ).toBe(null);
    // The series stays deletable by its owner: nothing was attached to it.
    const seriesList = (await get(otherDirector, '/api/tournament-director/series')).json<SeriesList>();
    expect(seriesList.items.find((item) => item.id === theirs.id)?.eventsCount).toBe(0);

    const byAdmin = await post(admin, '/api/tournament-director/events', baseInput({ seriesId: theirs.id }));
    expect(byAdmin.statusCode).toBe(201);
    const byOwner = await post(
      otherDirector,
      '/api/tournament-director/events',
      baseInput({ seriesId: theirs.id, tournamentId: theirParent.id, directorIds: [director.id] }),
    );
    expect(byOwner.statusCode).toBe(201);
    // A co-director saves the event where its lead director put it.
    const coSave = await t.app.inject({
      method: 'PATCH',
      url: `/api/tournament-director/events/${byOwner.json<DirectorEvent>().id}`,
      headers: as(director),
      payload: baseInput({
        name: 'Renamed',
        seriesId: theirs.id,
        tournamentId: theirParent.id,
        directorIds: [director.id],
      }),
    });
    expect(coSave.statusCode).toBe(200);
  });

  it('takes event photos only from people taking part and its staff', async () => {
    const event = await published({ name: 'Members Only Photos' });
    const stranger = await buildUser(t.app, { firstName: 'Stan' });
    const refused = await addPhoto(stranger, event.id);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'eventPhotoNotParticipant' });
    expect((await addPhoto(otherDirector, event.id)).statusCode).toBe(403);
    expect(await photoCount(event.id)).toBe(0);

    const rsvp = (who: BuiltUser, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/events/${event.id}/rsvp`,
        headers: as(who),
        payload: { status },
      });
    await rsvp(stranger, 'not_going');
    expect((await addPhoto(stranger, event.id)).statusCode).toBe(403);
    const canAdd = async (who: BuiltUser) =>
      (await get(who, `/api/events/${event.id}`)).json<EventDetail>().canAddPhotos;
    expect(await canAdd(stranger)).toBe(false);
    await rsvp(stranger, 'going');
    expect(await canAdd(stranger)).toBe(true);
    expect(await canAdd(director)).toBe(true);
    expect((await addPhoto(stranger, event.id)).statusCode).toBe(201);
    expect((await addPhoto(director, event.id)).statusCode).toBe(201);
    expect((await addPhoto(admin, event.id)).statusCode).toBe(201);
    expect(await photoCount(event.id)).toBe(3);
  });
});

describe('series editing', () => {
  const seriesUrl = '/api/tournament-director/series';
  const createSeries = async (by: BuiltUser, name: string) => {
    const response = await post(by, seriesUrl, { name, seasonYear: 2026 });
    expect(response.statusCode).toBe(201);
    return response.json<Series>();
  };
  const patch = (who: BuiltUser | null, id: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `${seriesUrl}/${id}`, headers: as(who), payload });
  const remove = (who: BuiltUser | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${seriesUrl}/${id}`, headers: as(who) });
  const missing = '00000000-0000-4000-8000-000000000000';

  it('lets its creator edit name, season and formula; others get 403, unknown ids 404', async () => {
    const series = await createSeries(director, 'Bay Series');
    expect(series).toMatchObject({ canEdit: true, eventsCount: 0 });
    const edit = {
      name: 'Bay Series Pro',
      seasonYear: 2027,
      formula: { firstPlace: 50, step: 2, minimum: 5, countBest: 3 },
    };
    expect((await patch(null, series.id, edit)).statusCode).toBe(401);
    expect((await patch(angler, series.id, edit)).statusCode).toBe(403);
    const stranger = await patch(otherDirector, series.id, edit);
    expect(stranger.statusCode).toBe(403);
    expect(errorOf(stranger).code).toBe('forbidden');
    expect((await patch(director, missing, edit)).statusCode).toBe(404);
    expect((await patch(director, series.id, { ...edit, name: '' })).statusCode).toBe(400);

    const saved = await patch(director, series.id, edit);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Series>()).toMatchObject(edit);
    const adminEdit = await patch(admin, series.id, { ...edit, name: 'Bay Series Open' });
    expect(adminEdit.statusCode).toBe(200);

    const listed = (await get(otherDirector, seriesUrl)).json<SeriesList>().items;
    expect(listed.find((item) => item.id === series.id)).toMatchObject({
      name: 'Bay Series Open',
      seasonYear: 2027,
      canEdit: false,
    });
  });

  it('deletes an empty series for its creator or an admin and refuses one that still has events', async () => {
    const empty = await createSeries(director, 'Empty Series');
    expect((await remove(null, empty.id)).statusCode).toBe(401);
    expect((await remove(angler, empty.id)).statusCode).toBe(403);
    expect((await remove(otherDirector, empty.id)).statusCode).toBe(403);
    expect((await remove(director, missing)).statusCode).toBe(404);
    expect((await remove(director, empty.id)).statusCode).toBe(204);
    expect((await remove(director, empty.id)).statusCode).toBe(404);
    expect((await get(director, seriesUrl)).json<SeriesList>().items.map((item) => item.id)).not.toContain(
      empty.id,
    );

    const used = await createSeries(otherDirector, 'Used Series');
    const event = await createEvent(t.app, otherDirector.id, baseInput({ seriesId: used.id }));
    expect(
      (await get(otherDirector, seriesUrl)).json<SeriesList>().items.find((item) => item.id === used.id)
        ?.eventsCount,
    ).toBe(1);
    const refused = await remove(admin, used.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'seriesHasEvents',
      message: 'This series still has events. Move them out of the series before deleting it.',
    });

    await t.app.inject({
      method: 'PATCH',
      url: `/api/tournament-director/events/${event.id}`,
      headers: as(otherDirector),
      payload: baseInput({ seriesId: null }),
    });
    expect((await remove(admin, used.id)).statusCode).toBe(204);
  });
});
