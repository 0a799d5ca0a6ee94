import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EventInput } from '@tightlines/domain/tournaments/events-contract';
import { todayIn, zonedInstant } from '@tightlines/domain/tournaments/status';
import { createBoat } from '#server/features/boats/service';
import { submitCatch } from '#server/features/catches/service';
import {
  addPenalty,
  decideCatch,
  eventOf,
  judgingDepsOf,
  publishResults,
} from '#server/features/judging/service';
import { checkIn, markPaid } from '#server/features/registrations/director-service';
import { registerForEvent } from '#server/features/registrations/entry';
import { joinTeam } from '#server/features/teams/members';
import { createTeam, getTeamSettings } from '#server/features/teams/service';
import {
  createEvent,
  createSeries,
  publishEvent,
  setEventImage,
  updateEvent,
} from '#server/features/tournaments/director-service';
import { createRuleSet } from '#server/features/tournaments/rule-sets';
import { addComment, setRsvp } from '#server/features/tournaments/service';
import { demoCoverJpeg, demoPhotoJpeg } from '#server/features/demo/art/index';
import { DEMO_ACCOUNTS } from '@tightlines/domain/demo/contract';
import { DEMO_WHO, type DemoWho } from './demo-social';

type Ids = Record<DemoWho, string>;

const DAY_MS = 86_400_000;

/** A demo account's full name, by the seed's nickname. */
function nameOf(who: DemoWho): string {
  const account = DEMO_ACCOUNTS.find((candidate) => DEMO_WHO[candidate.role] === who);
  return account ? `${account.firstName} ${account.lastName}` : who;
}

/** A calendar date `days` from today in `timeZone` (YYYY-MM-DD). */
function dayFrom(timeZone: string, days: number, now = new Date()): string {
  return todayIn(timeZone, new Date(now.getTime() + days * DAY_MS));
}

const BASS_RULES = `1. Lines in at safe light, lines out at 3:00 pm; boats back to the channel marker by 3:15 pm.
2. Five-fish limit per boat; only largemouth and smallmouth bass of 12 inches (305 mm) or longer count.
3. Every catch is photographed on the measuring board with the day's identifier code visible, and entered in the app within 15 minutes.
4. Dead fish cost 8 oz (227 g) each; late to the scale costs 1 lb (454 g) per minute.
5. Ties go to the heavier big fish, then to the boat whose limit was complete first.`;

const TEAMS: { captain: DemoWho; name: string; homePort: string; boat: string; crew: DemoWho[] }[] = [
  {
    captain: 'angler',
    name: 'Reel Deal',
    homePort: 'Sandusky, OH',
    boat: 'Miss Behavin',
    crew: ['moderator'],
  },
  { captain: 'captain', name: 'Marlin Crew', homePort: 'Port Clinton, OH', boat: 'Sea Note', crew: [] },
  { captain: 'publisher', name: 'Fine Print Fishing', homePort: 'Erie, PA', boat: 'Fine Print', crew: [] },
  {
    captain: 'affiliate',
    name: 'Lure Lords',
    homePort: 'Buffalo, NY',
    boat: 'Hook Line',
    crew: ['advertiser'],
  },
];

/**
 * Approved fish per team in the active event: [species, grams, millimetres, hours ago]. The last team's limit is not
 * full yet. Every bass is over the rules' 12-inch (305 mm) minimum, which the template's scoring enforces.
 */
const LIVE_CATCHES: [team: number, species: string, grams: number, lengthMm: number, hoursAgo: number][] = [
  [0, 'Smallmouth bass', 2_270, 478, 20],
  [0, 'Largemouth bass', 1_950, 455, 19],
  [0, 'Smallmouth bass', 2_610, 498, 6],
  [1, 'Smallmouth bass', 2_880, 512, 18],
  [1, 'Smallmouth bass', 1_720, 437, 5],
  [1, 'Largemouth bass', 2_040, 462, 4],
  [2, 'Largemouth bass', 1_540, 421, 17],
  [2, 'Smallmouth bass', 2_150, 470, 3],
  [3, 'Smallmouth bass', 1_880, 450, 16],
];

/** Waiting in the judges' queue. */
const PENDING_CATCHES: [team: number, species: string, grams: number, lengthMm: number, hoursAgo: number][] =
  [
    [3, 'Smallmouth bass', 2_450, 488, 1],
    [0, 'Largemouth bass', 1_310, 398, 0.5],
  ];

const PAST_CATCHES: [team: number, species: string, grams: number][] = [
  [0, 'Walleye', 3_420],
  [0, 'Walleye', 2_980],
  [1, 'Walleye', 4_110],
  [1, 'Walleye', 2_230],
  [2, 'Walleye', 3_050],
  [3, 'Walleye', 2_760],
  [3, 'Walleye', 2_640],
];

/**
 * The demo tournaments, made through the services directors, captains and anglers use: a rules template, a series,
 * an event under way with four teams, judged catches, a queue and a penalty; an upcoming event open for
 * registration; and a finished event with published results (created ahead, registered for, then moved to its
 * dates by the director's editor, the catches entered as of those days).
 */
export async function seedDemoTournaments(app: FastifyInstance, ids: Ids): Promise<void> {
  const director = ids.director;
  const judging = judgingDepsOf(app);
  const rules = await createRuleSet(app.db, ids.admin, {
    title: 'Bass — five-fish limit by weight',
    body: BASS_RULES,
    scoring: {
      mode: 'weight',
      bestN: 5,
      eligibleSpecies: ['Largemouth bass', 'Smallmouth bass'],
      // The rules text's 12 inches.
      minimumLengthMm: { 'Largemouth bass': 305, 'Smallmouth bass': 305 },
    },
    penalties: [
      { code: 'dead_fish', label: 'Dead fish (8 oz)', grams: 227 },
      { code: 'late_to_scale', label: 'Late to the scale, per minute (1 lb)', grams: 454 },
    ],
    isTemplate: true,
  });
  const series = await createSeries(app, director, {
    name: 'Great Lakes Trail 2026',
    seasonYear: 2026,
    description: 'Three stops across Lake Erie; team of the year by points (100 for first, 99 for second …).',
    formula: { firstPlace: 100, step: 1, minimum: 1, countBest: null },
    status: 'published',
  });

  const teams: ((typeof TEAMS)[number] & { id: string; boatId: string })[] = [];
  for (const team of TEAMS) {
    const made = await createTeam(app.db, ids[team.captain], {
      name: team.name,
      homePort: team.homePort,
      bio: `${team.name} fishes out of ${team.homePort}.`,
    });
    const boat = await createBoat(app.db, ids[team.captain], {
      name: team.boat,
      teamId: made.id,
      lengthCm: 620,
    });
    // The crew joins through the captain's invite link.
    const { inviteCode } = await getTeamSettings(app, ids[team.captain], made.slug);
    for (const who of team.crew) await joinTeam(app, ids[who], inviteCode!);
    teams.push({ ...team, id: made.id, boatId: boat.id });
  }

  const zone = 'America/New_York';
  const erie = { latitude: 41.6, longitude: -82.7 };
  const common = {
    timeZone: zone,
    location: 'Lake Erie, Sandusky Bay, OH',
    ...erie,
    boundary: { center: [erie.latitude, erie.longitude] as [number, number], radiusKm: 40 },
    species: ['Largemouth bass', 'Smallmouth bass'],
    ruleSetId: rules.id,
    seriesId: series.id,
    entrantType: 'team' as const,
    currency: 'USD',
    divisions: [{ name: 'Open' }, { name: 'Pro' }],
  };

  /** A time on the event's own clock, as an ISO instant. */
  const at = (day: string, hours: number, minutes: number) =>
    zonedInstant(day, hours * 60 + minutes, zone).toISOString();

  // ── Under way: yesterday to tomorrow ──
  const liveDays = [-1, 0, 1].map((d) => dayFrom(zone, d));
  const liveInput = {
    ...common,
    name: 'Lake Erie Bass Open',
    translations: [
      {
        language: 'es',
        name: 'Abierto de Lobina del Lago Erie',
        location: 'Lago Erie, bahía de Sandusky, OH',
      },
      {
        language: 'ar',
        name: 'بطولة بحيرة إيري المفتوحة لسمك القاروص',
        location: 'بحيرة إيري، خليج ساندوسكي، أوهايو',
      },
    ],
    description:
      'Two days on the western basin for the smallmouth the lake is famous for. Every fish is photographed on the board and judged live; the leaderboard updates the moment a catch is approved.',
    startDate: liveDays[0]!,
    endDate: liveDays[2]!,
    feeMinor: 20_000,
    participantsCap: 60,
    prizePoolMinor: 1_000_000,
    awardCeremony: 'Sunday 4:00 pm at the Sandusky Bay pavilion',
    dinnerCeremony: 'Saturday 7:00 pm, anglers’ dinner at Dock 9',
    dailyCodes: liveDays.map((day, i) => ({ day, code: ['ERIE', 'BASS', 'SMAL'][i]! })),
    schedule: [
      { kind: 'meeting', label: 'Captains’ meeting', startsAt: at(liveDays[0]!, 5, 30) },
      { kind: 'lines_in', label: 'Lines in', startsAt: at(liveDays[0]!, 6, 30) },
      { kind: 'weigh_in', label: 'Final weigh-in at the pavilion', startsAt: at(liveDays[2]!, 15, 30) },
      { kind: 'award_ceremony', label: 'Awards', startsAt: at(liveDays[2]!, 16, 0) },
    ],
  } satisfies EventInput;
  // Made ahead and registered for while registration was open, then moved to its real dates (below).
  const live = await createEvent(app, director, {
    ...liveInput,
    startDate: dayFrom(zone, 10),
    endDate: dayFrom(zone, 12),
    dailyCodes: [],
    schedule: [],
  });
  await publishEvent(app, live.id);
  await setEventImage(app, director, live.id, 'cover', await demoCoverJpeg(live.id, 4));

  // ── Upcoming: open for registration ──
  const soon = await createEvent(app, director, {
    ...common,
    name: 'Bass Islands Classic',
    translations: [
      { language: 'es', name: 'Clásico de las Islas Bass', location: 'Put-in-Bay, isla South Bass, OH' },
      { language: 'ar', name: 'كلاسيكية جزر باس', location: 'بوت-إن-باي، جزيرة ساوث باس، أوهايو' },
    ],
    description:
      'Stop two of the Great Lakes Trail, around the Bass Islands. Sixty boats, a youth division and a big-fish side pot.',
    location: 'Put-in-Bay, South Bass Island, OH',
    startDate: dayFrom(zone, 21),
    endDate: dayFrom(zone, 22),
    feeMinor: 25_000,
    participantsCap: 60,
    prizePoolMinor: 1_500_000,
    divisions: [{ name: 'Open' }, { name: 'Youth' }],
    schedule: [
      { kind: 'registration', label: 'Check-in at the marina', startsAt: at(dayFrom(zone, 21), 5, 0) },
      { kind: 'lines_in', label: 'Lines in', startsAt: at(dayFrom(zone, 21), 6, 0) },
      { kind: 'lines_out', label: 'Lines out', startsAt: at(dayFrom(zone, 21), 15, 0) },
      {
        kind: 'boats_back',
        label: 'Boats back to the channel marker',
        startsAt: at(dayFrom(zone, 21), 15, 15),
      },
      {
        kind: 'scale_closes',
        label: 'Scale closes (final weigh-in)',
        startsAt: at(dayFrom(zone, 21), 15, 45),
      },
    ],
    // Payments (issue 17): taxed in Ohio (the demo's tax rates) and half back to those who cancel up to a week
    // before, so the pay page shows the tax line and the policy.
    money: {
      refundPolicy: 'partial',
      refundPercentBp: 5_000,
      refundDeadline: at(dayFrom(zone, 14), 23, 59),
      taxCountry: 'US',
      taxRegion: 'OH',
    },
  } satisfies EventInput);
  await publishEvent(app, soon.id);
  await setEventImage(app, director, soon.id, 'cover', await demoCoverJpeg(soon.id, 3));

  // ── Finished: made ahead, registered for, then moved to last month's dates ──
  const pastInput = {
    ...common,
    name: 'Spring Walleye Shootout',
    translations: [
      { language: 'es', name: 'Duelo de Lucioperca de Primavera', location: 'Port Clinton, OH' },
      { language: 'ar', name: 'منافسة الربيع لسمك الوالاي', location: 'بورت كلينتون، أوهايو' },
    ],
    description: 'The season opener: a one-day walleye shootout off Port Clinton.',
    location: 'Port Clinton, OH',
    species: ['Walleye'],
    ruleSetId: null,
    scoring: { mode: 'weight' as const, bestN: 3 },
    penalties: [],
    rulesText: 'Three-fish limit by weight. Walleye only. Photos on the board with the day’s code.',
    feeMinor: 10_000,
    participantsCap: 40,
    prizePoolMinor: 400_000,
    startDate: dayFrom(zone, 7),
    endDate: dayFrom(zone, 7),
  } satisfies EventInput;
  const past = await createEvent(app, director, pastInput);
  await publishEvent(app, past.id);
  await setEventImage(app, director, past.id, 'cover', await demoCoverJpeg(past.id, 1));

  const registrationOf = async (
    eventId: string,
    t: (typeof teams)[number],
    feeMinor: number,
    divisionId: string,
  ) =>
    registerForEvent(
      app,
      ids[t.captain],
      {
        eventId,
        divisionId,
        entry: 'team',
        teamId: t.id,
        boatId: t.boatId,
        anglers: [
          { userId: ids[t.captain], name: nameOf(t.captain) },
          ...t.crew.map((who) => ({ userId: ids[who], name: nameOf(who) })),
        ],
        waiverAccepted: true,
        feeShownMinor: feeMinor,
      },
      // The demo's unpaid entrants pay at check-in: with Stripe keys set their places must not be released
      // after the hold, or the demo would lose them 15 minutes after seeding.
      { holdPlace: false },
    );

  const liveRegs = [];
  for (const [i, t] of teams.entries()) {
    const division = live.divisions[i % 2 === 0 ? 0 : 1]!.id;
    const reg = await registrationOf(live.id, t, 20_000, division);
    if (i < 3) await markPaid(app.db, director, live.id, reg.id);
    liveRegs.push(reg);
  }
  await updateEvent(
    app,
    live.id,
    { ...liveInput, divisions: live.divisions.map((d) => ({ id: d.id, name: d.name })) },
    director,
  );
  // Today's boats went out through the dock check-in; the last one has not launched yet.
  for (const reg of liveRegs.slice(0, -1)) await checkIn(app.db, director, live.id, reg.id, false);
  const pastRegs = [];
  for (const t of teams) pastRegs.push(await registrationOf(past.id, t, 10_000, past.divisions[0]!.id));
  for (const t of teams.slice(0, 2)) await registrationOf(soon.id, t, 25_000, soon.divisions[0]!.id);
  for (const reg of pastRegs) await markPaid(app.db, director, past.id, reg.id);

  const pastDay = dayFrom(zone, -30);
  await updateEvent(
    app,
    past.id,
    {
      ...pastInput,
      startDate: pastDay,
      endDate: pastDay,
      divisions: past.divisions.map((d) => ({ id: d.id, name: d.name })),
      dailyCodes: [{ day: pastDay, code: 'WALL' }],
    },
    director,
  );

  let variant = 1;
  // On the measuring board with the day's code, as the rules ask; the fish laid out to its entered length.
  const photo = (species: string, code: string, lengthMm?: number) =>
    demoPhotoJpeg({
      species,
      scene: 'board',
      code,
      lengthMm,
      seed: `catch-${variant++}`,
      width: 960,
      height: 720,
    });
  const enter = async (
    eventId: string,
    who: string,
    species: string,
    measure: { grams: number; lengthMm?: number },
    caughtAt: Date,
    code: string,
    now?: Date,
  ) =>
    (
      await submitCatch(
        app,
        who,
        eventId,
        {
          fields: {
            clientId: randomUUID(),
            species,
            weightGrams: String(measure.grams),
            ...(measure.lengthMm ? { lengthMm: String(measure.lengthMm) } : {}),
            caughtAt: caughtAt.toISOString(),
            latitude: String(erie.latitude + 0.02 * Math.sin(variant)),
            longitude: String(erie.longitude + 0.02 * Math.cos(variant)),
            identifierCode: code,
          },
          photo: await photo(species, code, measure.lengthMm),
        },
        now,
      )
    ).catch;

  // The finished event: entered and judged as of its day, then the results published.
  const pastNoon = new Date(`${pastDay}T16:00:00Z`);
  const pastRow = await eventOf(judging, past.id);
  for (const [i, [team, species, grams]] of PAST_CATCHES.entries()) {
    const at = new Date(pastNoon.getTime() - (PAST_CATCHES.length - i) * 1_800_000);
    const made = await enter(past.id, ids[teams[team]!.captain], species, { grams }, at, 'WALL', pastNoon);
    await decideCatch(judging, director, pastRow, made.id, 'approve');
  }
  await publishResults(judging, director, pastRow);

  // The event under way: approved fish, a penalty, and two catches waiting for the judges.
  const now = Date.now();
  const codeFor = (at: Date) => {
    const day = todayIn(zone, at);
    return day === liveDays[0] ? 'ERIE' : day === liveDays[1] ? 'BASS' : 'SMAL';
  };
  const liveRow = await eventOf(judging, live.id);
  for (const [team, species, grams, lengthMm, hoursAgo] of LIVE_CATCHES) {
    const at = new Date(now - hoursAgo * 3_600_000);
    const made = await enter(
      live.id,
      ids[teams[team]!.captain],
      species,
      { grams, lengthMm },
      at,
      codeFor(at),
    );
    await decideCatch(judging, director, liveRow, made.id, 'approve');
  }
  await addPenalty(judging, director, liveRow, {
    registrationId: liveRegs[2]!.id,
    code: 'dead_fish',
    reason: 'One smallmouth dead at the scale',
  });
  for (const [team, species, grams, lengthMm, hoursAgo] of PENDING_CATCHES) {
    const at = new Date(now - hoursAgo * 3_600_000);
    await enter(live.id, ids[teams[team]!.captain], species, { grams, lengthMm }, at, codeFor(at));
  }

  // People planning the next stop.
  await setRsvp(app, ids.angler, soon.id, { status: 'going', guests: 1 });
  await setRsvp(app, ids.captain, soon.id, { status: 'going', guests: 0 });
  await setRsvp(app, ids.moderator, soon.id, { status: 'maybe', guests: 0 });
  await setRsvp(app, ids.advertiser, soon.id, { status: 'interested', guests: 0 });
  await addComment(
    app,
    ids.captain,
    soon.id,
    'Anyone launching from Catawba on day one? Happy to share the ramp fee.',
  );
  await addComment(
    app,
    ids.angler,
    soon.id,
    'We will be there. Smallies were stacked on the reefs around Rattlesnake Island last week.',
  );
}
