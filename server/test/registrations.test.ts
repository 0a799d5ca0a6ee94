import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CodeCheckResult,
  DirectorRegistration,
  DirectorRegistrationList,
  DraftSaved,
  QrCode,
  Registration,
  RegistrationList,
  RegistrationOptions,
  SeriesOptions,
  SeriesRegistrationResult,
  SubmitRegistrationInput,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Team } from '@tightlines/domain/teams/contract';
import type { EventLeaderboard } from '@tightlines/domain/tournaments/leaderboard-contract';
import type { EventDetail } from '@tightlines/domain/tournaments/events-contract';
import {
  registrationPayments,
  tournamentDivisions,
  tournamentEvents,
  tournamentRegistrations,
  tournamentSeries,
} from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildEvent as buildEventFor } from './helpers/events';
import { as, buildUser, type BuiltUser, errorOf, lastMailTo } from './helpers/factories';

let t: TestApp;
let director: BuiltUser;
let otherDirector: BuiltUser;
let captain: BuiltUser;
let mate: BuiltUser;
let solo: BuiltUser;
let stranger: BuiltUser;
let team: Team;

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** This file's event: a bass classic in ten days, with a fee and a cap (no species or penalties). */
const buildEvent = (values: Partial<typeof tournamentEvents.$inferInsert> = {}) =>
  buildEventFor(t.app, director, {
    name: 'Bay Bass Classic',
    startDate: day(10),
    endDate: day(11),
    species: [],
    scoring: { mode: 'weight' },
    penalties: [],
    feeMinor: 15_000,
    currency: 'USD',
    participantsCap: 50,
    ...values,
  });

const soloEntry = (who: BuiltUser, eventId: string, extra: Partial<SubmitRegistrationInput> = {}) => ({
  eventId,
  entry: 'solo' as const,
  anglers: [{ userId: who.id, name: who.firstName }],
  newBoatName: '',
  waiverAccepted: true,
  feeShownMinor: 15_000,
  ...extra,
});

const submit = (who: BuiltUser | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/registrations', headers: as(who), payload: payload as object });

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  director = await buildUser(t.app, { firstName: 'Dee', roles: ['tournament_director'] });
  otherDirector = await buildUser(t.app, { firstName: 'Otto', roles: ['tournament_director'] });
  captain = await buildUser(t.app, { firstName: 'Cap', lastName: 'Hook' });
  mate = await buildUser(t.app, { firstName: 'Mia', lastName: 'Line' });
  solo = await buildUser(t.app, { firstName: 'Sol', lastName: 'Cast' });
  stranger = await buildUser(t.app, { firstName: 'Stan' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: as(captain),
    payload: { name: 'Reel Deal' },
  });
  team = created.json<Team>();
  const invite = await t.app.inject({
    method: 'POST',
    url: `/api/join-team/${team.inviteCode}`,
    headers: as(mate),
  });
  expect(invite.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('registration API access', () => {
  it('answers 401 without a session on every registration route', async () => {
    const event = await buildEvent();
    for (const [method, url] of [
      ['GET', '/api/registrations'],
      ['GET', '/api/registrations/options'],
      ['POST', '/api/registrations'],
      ['POST', '/api/registrations/drafts'],
      ['GET', '/api/registrations/resume/abcdefghijklmnopqrstuvwxyz'],
      ['GET', `/api/tournament-director/events/${event.id}/registrations`],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('keeps the director desk to the event’s directors (403 for members and other directors)', async () => {
    const event = await buildEvent();
    const url = `/api/tournament-director/events/${event.id}/registrations`;
    expect((await t.app.inject({ method: 'GET', url, headers: as(solo) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: as(otherDirector) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: as(director) })).statusCode).toBe(200);
  });
});

describe('submitting a registration', () => {
  it('registers with payment pending, lists it as mine and shows up on the director desk', async () => {
    const event = await buildEvent({ name: 'Harbor Open' });
    const [division] = await t.app.db
      .insert(tournamentDivisions)
      .values({ eventId: event.id, name: 'Open' })
      .returning();
    const missingDivision = await submit(solo, soloEntry(solo, event.id));
    expect(missingDivision.statusCode).toBe(400);
    expect(errorOf(missingDivision).message).toBe('Please choose a division.');

    const response = await submit(
      solo,
      soloEntry(solo, event.id, { divisionId: division!.id, newBoatName: 'Sea Spray' }),
    );
    expect(response.statusCode).toBe(201);
    const registration = response.json<Registration>();
    expect(registration).toMatchObject({
      status: 'registered',
      paymentStatus: 'payment_pending',
      entrantName: 'Sol Cast',
      boatName: 'Sea Spray',
      division: { name: 'Open' },
      feeMinor: 15_000,
    });
    expect(registration.checkInCode).toBeTruthy();

    const mine = await t.app.inject({ method: 'GET', url: '/api/registrations', headers: as(solo) });
    expect(mine.json<RegistrationList>().items.map((item) => item.id)).toContain(registration.id);

    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/tournament-director/events/${event.id}/registrations`,
      headers: as(director),
    });
    const list = desk.json<DirectorRegistrationList>();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      entrantName: 'Sol Cast',
      paymentStatus: 'payment_pending',
      paidAt: null,
    });
    expect(list.event.registeredCount).toBe(1);
  });

  it('requires the waiver', async () => {
    const event = await buildEvent();
    const response = await submit(solo, soloEntry(solo, event.id, { waiverAccepted: false as true }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('You must accept the waiver to register.');
  });

  it('refuses a fee different from the one shown, and a closed or unpublished event', async () => {
    const event = await buildEvent();
    const changed = await submit(solo, soloEntry(solo, event.id, { feeShownMinor: 100 }));
    expect(changed.statusCode).toBe(409);
    expect(errorOf(changed).code).toBe('feeChanged');
    const past = await buildEvent({ startDate: day(-10), endDate: day(-9) });
    expect(errorOf(await submit(solo, soloEntry(solo, past.id))).code).toBe('registrationClosed');
    const draftEvent = await buildEvent({ status: 'draft' });
    expect((await submit(solo, soloEntry(solo, draftEvent.id))).statusCode).toBe(404);
  });

  it('closes registration at the start (or the director’s deadline) and says so on the event', async () => {
    const started = await buildEvent({ startDate: day(-1), endDate: day(1) });
    expect(errorOf(await submit(solo, soloEntry(solo, started.id))).code).toBe('registrationClosed');
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/events/${started.id}` })
    ).json<EventDetail>();
    expect(detail).toMatchObject({ status: 'active', registrationOpen: false });
    const deadline = new Date(Date.now() - 60_000);
    const early = await buildEvent({ registrationDeadline: deadline });
    expect(errorOf(await submit(solo, soloEntry(solo, early.id))).code).toBe('registrationClosed');
    const earlyDetail = (
      await t.app.inject({ method: 'GET', url: `/api/events/${early.id}` })
    ).json<EventDetail>();
    expect(earlyDetail).toMatchObject({
      registrationOpen: false,
      registrationClosesAt: deadline.toISOString(),
    });
    const open = await buildEvent();
    const openDetail = (
      await t.app.inject({ method: 'GET', url: `/api/events/${open.id}` })
    ).json<EventDetail>();
    expect(openDetail.registrationOpen).toBe(true);
  });

  it('counts registered anglers as going, once each', async () => {
    const event = await buildEvent();
    const going = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/events/${event.id}` })).json<EventDetail>().goingCount;
    expect(await going()).toBe(0);
    const rsvp = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/rsvp`,
      headers: as(solo),
      payload: { status: 'going', guests: 1 },
    });
    expect(rsvp.statusCode).toBe(200);
    expect(await going()).toBe(2);
    // Solo registers with a guest angler: solo already counts (with their guest), the named guest is one more.
    const entry = soloEntry(solo, event.id, {
      anglers: [
        { userId: solo.id, name: solo.firstName },
        { userId: null, name: 'Uncle Ray' },
      ],
    });
    expect((await submit(solo, entry)).statusCode).toBe(201);
    expect(await going()).toBe(3);
    expect((await submit(stranger, soloEntry(stranger, event.id))).statusCode).toBe(201);
    expect(await going()).toBe(4);
  });

  it('lets only the captain register a team, once per event (409 the second time)', async () => {
    const event = await buildEvent({ name: 'Team Cup' });
    const entry = {
      eventId: event.id,
      entry: 'team',
      teamId: team.id,
      anglers: [
        { userId: captain.id, name: 'Cap Hook' },
        { userId: mate.id, name: 'Mia Line' },
        { name: 'Guest Angler' },
      ],
      newBoatName: 'Reel Deal I',
      waiverAccepted: true,
      feeShownMinor: 15_000,
    };
    const byMate = await submit(mate, entry);
    expect(byMate.statusCode).toBe(403);
    expect(errorOf(byMate).message).toBe('Only the team captain can register the team.');

    const first = await submit(captain, entry);
    expect(first.statusCode).toBe(201);
    const registration = first.json<Registration>();
    expect(registration.entrantName).toBe('Reel Deal');
    expect(registration.anglers).toHaveLength(3);
    expect(registration.anglers.find((angler) => angler.userId === captain.id)?.isCaptain).toBe(true);

    const second = await submit(captain, { ...entry, newBoatName: '' });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toBe('Your team is already registered for this tournament.');

    // The mate fishes in it, so it is on their list too.
    const matesList = await t.app.inject({ method: 'GET', url: '/api/registrations', headers: as(mate) });
    expect(matesList.json<RegistrationList>().items.map((item) => item.id)).toContain(registration.id);

    // A stranger cannot be named as an account-holding angler.
    const other = await buildEvent();
    const withStranger = await submit(captain, {
      ...entry,
      eventId: other.id,
      anglers: [{ userId: stranger.id, name: 'Stan' }],
    });
    expect(withStranger.statusCode).toBe(400);
  });

  it('never over-books: 20 concurrent registrations for 10 places give exactly 10 places and 10 × 409', async () => {
    const event = await buildEvent({ participantsCap: 10, name: 'Crowded Creek' });
    const anglers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => buildUser(t.app, { firstName: `Racer${index}` })),
    );
    const responses = await Promise.all(anglers.map((who) => submit(who, soloEntry(who, event.id))));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(10);
    for (const response of responses.filter((item) => item.statusCode === 409))
      expect(errorOf(response).message).toBe('This tournament is full');
    const [row] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, event.id));
    expect(row?.registeredCount).toBe(10);
    const live = await t.app.db
      .select()
      .from(tournamentRegistrations)
      .where(
        and(eq(tournamentRegistrations.eventId, event.id), eq(tournamentRegistrations.status, 'registered')),
      );
    expect(live).toHaveLength(10);
  }, 120_000); // 20 sign-ups hash 20 passwords first; the race itself takes milliseconds.

  it('offers cancelling only before the start, and refuses it after', async () => {
    const event = await buildEvent();
    const registration = (await submit(solo, soloEntry(solo, event.id))).json<Registration>();
    expect(registration.canCancel).toBe(true);
    await t.app.db
      .update(tournamentEvents)
      .set({ startDate: day(-1) })
      .where(eq(tournamentEvents.id, event.id));
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/registrations', headers: as(solo) })
    ).json<RegistrationList>();
    expect(mine.items.find((item) => item.id === registration.id)?.canCancel).toBe(false);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${registration.id}/cancel`,
      headers: as(solo),
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'The tournament has started, so this registration can no longer be cancelled.',
    );
  });

  it('gives the place back on cancel, so the next person gets it', async () => {
    const event = await buildEvent({ participantsCap: 1 });
    const entrants = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/leaderboards/${event.id}` })).json<EventLeaderboard>()
        .entrantsCount;
    expect(await entrants()).toBe(0);
    const first = (await submit(solo, soloEntry(solo, event.id))).json<Registration>();
    // A cached board is not kept past a registration or a cancellation: each moves the event's board version.
    expect(await entrants()).toBe(1);
    const full = await submit(stranger, soloEntry(stranger, event.id));
    expect(full.statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/registrations/${first.id}/cancel`,
          headers: as(stranger),
        })
      ).statusCode,
    ).toBe(403);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${first.id}/cancel`,
      headers: as(solo),
    });
    expect(cancelled.json<Registration>()).toMatchObject({ status: 'cancelled', canCancel: false });
    const [row] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, event.id));
    expect(row?.registeredCount).toBe(0);
    expect(await entrants()).toBe(0);
    expect((await submit(stranger, soloEntry(stranger, event.id))).statusCode).toBe(201);
    expect(await entrants()).toBe(1);
  });
});

describe('drafts and the resume link', () => {
  it('saves a draft, e-mails the resume link and resumes it for its owner only', async () => {
    const event = await buildEvent({ name: 'Draft Derby' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/registrations/drafts',
      headers: as(solo),
      payload: {
        draft: { eventId: event.id, entry: 'solo', newBoatName: 'Half Done', step: 2 },
        sendLink: true,
      },
    });
    expect(saved.statusCode).toBe(201);
    const { id, resumeToken, emailed } = saved.json<DraftSaved>();
    expect(emailed).toBe(true);
    const mail = await lastMailTo(t.app, solo.email, 'resume-registration');
    expect(mail?.subject).toBe('Finish your registration for Draft Derby');
    expect(mail?.text).toContain(`/resume-registration/${resumeToken}`);

    // A draft holds no place.
    const [row] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, event.id));
    expect(row?.registeredCount).toBe(0);

    const url = `/api/registrations/resume/${resumeToken}`;
    expect((await t.app.inject({ method: 'GET', url, headers: as(stranger) })).statusCode).toBe(403);
    const resumed = (await t.app.inject({ method: 'GET', url, headers: as(solo) })).json<Registration>();
    expect(resumed).toMatchObject({ id, status: 'draft', draft: { newBoatName: 'Half Done', step: 2 } });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/registrations/drafts/${id}`,
      headers: as(stranger),
      payload: { draft: { eventId: event.id }, sendLink: false },
    });
    expect(updated.statusCode).toBe(403);

    const done = await submit(solo, soloEntry(solo, event.id, { draftId: id, newBoatName: 'Half Done' }));
    expect(done.statusCode).toBe(201);
    expect(done.json<Registration>()).toMatchObject({ id, status: 'registered', resumeToken: null });
    // Once submitted the link is spent.
    expect((await t.app.inject({ method: 'GET', url, headers: as(solo) })).statusCode).toBe(404);
  });
});

describe('payment, check-in and the QR code', () => {
  it('shows paid only with a recorded payment, made by a director at check-in', async () => {
    const event = await buildEvent({ name: 'Dock Day' });
    const registration = (await submit(solo, soloEntry(solo, event.id))).json<Registration>();
    const base = `/api/tournament-director/events/${event.id}/registrations/${registration.id}`;
    expect(
      (await t.app.inject({ method: 'POST', url: `${base}/mark-paid`, headers: as(solo) })).statusCode,
    ).toBe(403);

    const checkOutFirst = await t.app.inject({
      method: 'POST',
      url: `${base}/check-out`,
      headers: as(director),
    });
    expect(checkOutFirst.statusCode).toBe(409);

    const checkedIn = await t.app.inject({
      method: 'POST',
      url: `${base}/check-in`,
      headers: as(director),
      payload: { markPaid: true },
    });
    expect(checkedIn.statusCode).toBe(200);
    const desk = checkedIn.json<DirectorRegistration>();
    expect(desk.paymentStatus).toBe('paid');
    expect(desk.checkedInAt).not.toBeNull();
    const payments = await t.app.db
      .select()
      .from(registrationPayments)
      .where(eq(registrationPayments.registrationId, registration.id));
    expect(payments).toEqual([
      expect.objectContaining({
        amountMinor: 15_000,
        currency: 'USD',
        method: 'check_in',
        recordedBy: director.id,
      }),
    ]);
    const again = await t.app.inject({ method: 'POST', url: `${base}/mark-paid`, headers: as(director) });
    expect(again.statusCode).toBe(409);

    const out = await t.app.inject({ method: 'POST', url: `${base}/check-out`, headers: as(director) });
    expect(out.json<DirectorRegistration>().checkedOutAt).not.toBeNull();

    const mine = (await t.app.inject({ method: 'GET', url: '/api/registrations', headers: as(solo) }))
      .json<RegistrationList>()
      .items.find((item) => item.id === registration.id);
    expect(mine?.paymentStatus).toBe('paid');
  });

  it('marks paid without check-in, and never turns paid on its own', async () => {
    const event = await buildEvent();
    const registration = (await submit(solo, soloEntry(solo, event.id))).json<Registration>();
    const [before] = await t.app.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.id, registration.id));
    expect(before?.paymentStatus).toBe('payment_pending');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/tournament-director/events/${event.id}/registrations/${registration.id}/mark-paid`,
      headers: as(director),
    });
    expect(paid.json<DirectorRegistration>().paymentStatus).toBe('paid');
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/tournament-director/events/${event.id}/registrations?payment=paid`,
      headers: as(director),
    });
    expect(desk.json<DirectorRegistrationList>().items.map((item) => item.id)).toEqual([registration.id]);
  });

  it('encodes the check-in code in a per-boat QR and checks in, then out, by the scanned code', async () => {
    const event = await buildEvent();
    const registration = (await submit(solo, soloEntry(solo, event.id))).json<Registration>();
    const qr = await t.app.inject({
      method: 'GET',
      url: `/api/tournament-director/events/${event.id}/registrations/${registration.id}/qr`,
      headers: as(director),
    });
    expect(qr.statusCode).toBe(200);
    const { code, svg } = qr.json<QrCode>();
    expect(code).toBe(registration.checkInCode);
    expect(svg).toMatch(/^<svg/);

    const scan = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournament-director/events/${event.id}/check-in`,
        headers: as(director),
        payload: { code: value },
      });
    const first = (await scan(code)).json<CodeCheckResult>();
    expect(first.action).toBe('checked_in');
    const second = (await scan(code)).json<CodeCheckResult>();
    expect(second.action).toBe('checked_out');
    const unknown = await scan('not-a-real-code');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('No registration matches this check-in code.');
  });
});

describe('wizard options and series registration', () => {
  it('offers open events with places left, the teams I captain and the boats I may use', async () => {
    const open = await buildEvent({ name: 'Open Water Cup' });
    const full = await buildEvent({ name: 'Sold Out Slam', participantsCap: 0 });
    const options = (
      await t.app.inject({ method: 'GET', url: '/api/registrations/options', headers: as(captain) })
    ).json<RegistrationOptions>();
    const names = options.events.map((event) => event.id);
    expect(names).toContain(open.id);
    expect(names).not.toContain(full.id);
    expect(options.teams.map((item) => item.name)).toEqual(['Reel Deal']);
    expect(options.teams[0]?.members.map((member) => member.displayName)).toEqual(['Cap Hook', 'Mia Line']);
  });

  it('registers for every upcoming event of a series in one go, or for none when one is full', async () => {
    const [series] = await t.app.db
      .insert(tournamentSeries)
      .values({ name: 'Summer Trail', seasonYear: 2027, formula: {}, status: 'published', feeMinor: 30_000 })
      .returning();
    const a = await buildEvent({
      seriesId: series!.id,
      isStandalone: false,
      name: 'Trail 1',
      startDate: day(20),
      endDate: day(20),
    });
    const b = await buildEvent({
      seriesId: series!.id,
      isStandalone: false,
      name: 'Trail 2',
      startDate: day(40),
      endDate: day(40),
    });
    const options = (
      await t.app.inject({ method: 'GET', url: `/api/registrations/series/${series!.id}`, headers: as(solo) })
    ).json<SeriesOptions>();
    expect(options.events.map((event) => event.name)).toEqual(['Trail 1', 'Trail 2']);
    expect(options.totalFeeMinor).toBe(30_000);

    const entry = {
      entry: 'solo',
      anglers: [{ userId: solo.id, name: 'Sol' }],
      newBoatName: 'Trail Boat',
      waiverAccepted: true,
      feeShownMinor: 30_000,
    };
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/series/${series!.id}/registrations`,
      headers: as(solo),
      payload: entry,
    });
    expect(done.statusCode).toBe(201);
    const result = done.json<SeriesRegistrationResult>();
    expect(result.items.map((item) => item.event.name)).toEqual(['Trail 1', 'Trail 2']);
    expect(result.items.map((item) => item.feeMinor)).toEqual([15_000, 15_000]);

    // Trail 2 fills up: the next series registration takes no place anywhere.
    await t.app.db.update(tournamentEvents).set({ participantsCap: 1 }).where(eq(tournamentEvents.id, b.id));
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/series/${series!.id}/registrations`,
      headers: as(stranger),
      payload: { ...entry, anglers: [{ userId: stranger.id, name: 'Stan' }] },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('tournamentFull');
    const [first] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, a.id));
    expect(first?.registeredCount).toBe(1);
  });
});
