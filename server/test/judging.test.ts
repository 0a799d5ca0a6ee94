import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatchApprovedEvent,
  LeaderboardChangedEvent,
  RoomAck,
} from '@tightlines/domain/realtime/events';
import type {
  AuditEntry,
  JudgeCatch,
  JudgeCatchDetail,
  JudgeQueue,
  JudgingOverview,
  MyCatch,
  Penalty,
} from '@tightlines/domain/tournaments/catch-contract';
import type { EventLeaderboard } from '@tightlines/domain/tournaments/leaderboard-contract';
import { buildApp } from '#server/app';
import { notifications, tournamentEvents } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { as } from './fixtures/posts';
import { TestSockets } from './helpers/sockets';
import { buildEvent } from './helpers/events';
import {
  addCoDirector,
  catchFields,
  noisePhoto,
  register,
  sendCatch,
  submit,
} from './fixtures/tournament-catches';

let t: TestApp;
let base: string;
let owner: BuiltUser;
let coDirector: BuiltUser;
let otherDirector: BuiltUser;
let admin: BuiltUser;
let angler: BuiltUser;
let eventId: string;
let registrationId: string;
const sockets = new TestSockets();

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  owner = await buildUser(t.app, { firstName: 'Owner', roles: ['tournament_director'] });
  coDirector = await buildUser(t.app, { firstName: 'Co', roles: ['tournament_director'] });
  otherDirector = await buildUser(t.app, { firstName: 'Other', roles: ['tournament_director'] });
  admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
  angler = await buildUser(t.app, { firstName: 'Angie' });
  const event = await buildEvent(t.app, owner);
  eventId = event.id;
  await buildEvent(t.app, otherDirector, { name: 'Somebody else’s derby' });
  await addCoDirector(t.app, eventId, coDirector);
  registrationId = (await register(t.app, eventId, angler, { entrantName: 'Angie Afloat' })).id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.disconnectAll();
  await t.close();
});

const url = (rest: string) => `/api/tournament-director/events/${eventId}${rest}`;
const get = (who: BuiltUser | null, rest: string) =>
  t.app.inject({ method: 'GET', url: url(rest), headers: as(who) });
const post = (who: BuiltUser | null, rest: string, payload?: object) =>
  t.app.inject({ method: 'POST', url: url(rest), headers: as(who), ...(payload ? { payload } : {}) });

async function version(): Promise<number> {
  const [row] = await t.app.db
    .select({ v: tournamentEvents.leaderboardVersion })
    .from(tournamentEvents)
    .where(eq(tournamentEvents.id, eventId));
  return row!.v;
}

async function openInRoom(): Promise<Socket> {
  const socket = await sockets.connect(base);
  const ack = (await socket.timeout(2000).emitWithAck('join', `tournament:${eventId}`)) as RoomAck;
  expect(ack).toEqual({ ok: true });
  return socket;
}

function nextEvent<T>(socket: Socket, name: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${name}`)), 3000);
    socket.once(name, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe('only the event’s directors judge', () => {
  it('answers 401 without a session and 403 to an angler', async () => {
    expect((await get(null, '/catches')).statusCode).toBe(401);
    expect((await get(angler, '/catches')).statusCode).toBe(403);
  });

  it('answers 403 to a director of another event, on every judging route', async () => {
    const fish = await submit(t.app, angler, eventId, 100);
    for (const response of [
      await get(otherDirector, '/catches'),
      await get(otherDirector, `/catches/${fish.id}`),
      await get(otherDirector, '/judging'),
      await get(otherDirector, '/audit'),
      await post(otherDirector, `/catches/${fish.id}/approve`),
      await post(otherDirector, `/catches/${fish.id}/reject`, { reason: 'No' }),
      await post(otherDirector, '/publish-results'),
    ])
      expect(response.statusCode).toBe(403);
  });

  it('lets the creator, a co-director and an admin see the queue', async () => {
    for (const who of [owner, coDirector, admin]) {
      const response = await get(who, '/catches?status=pending');
      expect(response.statusCode).toBe(200);
      expect(response.json<JudgeQueue>().catches.length).toBeGreaterThan(0);
    }
  });
});

describe('decisions', () => {
  it('shows judges the location and the flags, and the audit trail', async () => {
    const fish = await submit(t.app, angler, eventId, 101, { latitude: '41.5', longitude: '-81.7' });
    const detail = (await get(owner, `/catches/${fish.id}`)).json<JudgeCatchDetail>();
    expect(detail).toMatchObject({
      latitude: 41.5,
      longitude: -81.7,
      entrantName: 'Angie Afloat',
      anglerName: 'Angie Rivers',
      flags: { missingCode: true },
    });
    expect(detail.audit.map((a) => a.action)).toEqual(['submitted']);
  });

  it('approves with a score, bumps the version in the same step and tells the room', async () => {
    const fish = await submit(t.app, angler, eventId, 102, { weightGrams: '3100' });
    const socket = await openInRoom();
    const changed = nextEvent<LeaderboardChangedEvent>(socket, 'leaderboard-changed');
    const approvedEvent = nextEvent<CatchApprovedEvent>(socket, 'catch-approved');
    const before = await version();
    const response = await post(owner, `/catches/${fish.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json<JudgeCatch>()).toMatchObject({
      status: 'approved',
      score: 3100,
      reviewedByName: 'Owner Rivers',
    });
    expect(await version()).toBe(before + 1);
    expect(await changed).toEqual({ eventId, version: before + 1 });
    const ticker = await approvedEvent;
    expect(ticker).toMatchObject({ catchId: fish.id, weightGrams: 3100, entrantName: 'Angie Afloat' });
    expect(ticker).not.toHaveProperty('latitude');
    const [event] = await t.app.db.select().from(tournamentEvents).where(eq(tournamentEvents.id, eventId));
    expect(event!.lastCatchAt?.toISOString()).toBe(fish.caughtAt);
  });

  it('rejects and asks for a re-submission only with a reason, and tells the angler', async () => {
    const fish = await submit(t.app, angler, eventId, 103);
    const noReason = await post(owner, `/catches/${fish.id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await post(coDirector, `/catches/${fish.id}/reject`, { reason: 'Code not visible' });
    expect(rejected.json<JudgeCatch>()).toMatchObject({
      status: 'rejected',
      reviewReason: 'Code not visible',
    });

    const other = await submit(t.app, angler, eventId, 104);
    const resubmit = await post(owner, `/catches/${other.id}/request-resubmission`, {
      reason: 'Show the board',
    });
    expect(resubmit.json<JudgeCatch>().status).toBe('resubmit');

    const told = (
      await t.app.db.select().from(notifications).where(eq(notifications.userId, angler.id))
    ).filter((n) => n.type === 'catch_rejected' || n.type === 'catch_resubmit');
    expect(told.map((n) => n.type).sort()).toEqual(['catch_rejected', 'catch_resubmit']);
    expect(told.find((n) => n.type === 'catch_rejected')?.params).toMatchObject({
      eventId,
      reason: expect.stringContaining('Code not visible'),
    });

    const replacement = await submit(t.app, angler, eventId, 106, { resubmissionOf: other.id });
    expect(replacement.resubmissionOf).toBe(other.id);
    // Only a catch of yours that the judges sent back can be replaced.
    const wrong = await sendCatch(
      t.app,
      angler,
      eventId,
      catchFields({ resubmissionOf: fish.id }),
      await noisePhoto(107),
    );
    expect(wrong.statusCode).toBe(400);

    const mine = (
      await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/catches/mine`, headers: as(angler) })
    ).json<MyCatch[]>();
    expect(mine.find((c) => c.id === fish.id)).toMatchObject({
      status: 'rejected',
      reviewReason: 'Code not visible',
    });

    const detail = (await get(owner, `/catches/${fish.id}`)).json<JudgeCatchDetail>();
    expect(detail.audit.map((a) => [a.action, a.reason, a.actorName])).toEqual([
      ['rejected', 'Code not visible', 'Co Rivers'],
      ['submitted', null, 'Angie Rivers'],
    ]);
  });

  it('answers 404 for a catch of another event', async () => {
    const elsewhere = await buildEvent(t.app, owner);
    await register(t.app, elsewhere.id, angler);
    const fish = await submit(t.app, angler, elsewhere.id, 105);
    const response = await post(owner, `/catches/${fish.id}/approve`);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Catch not found');
  });
});

describe('the leaderboard follows decisions', () => {
  const board = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/leaderboards/${id}` })).json<EventLeaderboard>();

  it('adds an approved catch and takes a rejected one back off', async () => {
    const event = await buildEvent(t.app, owner, { name: 'Decisions Derby', scoring: { mode: 'weight' } });
    const entrant = await register(t.app, event.id, angler, { entrantName: 'Angie Afloat' });
    const judge = (fish: MyCatch, decision: 'approve' | 'reject') =>
      t.app.inject({
        method: 'POST',
        url: `/api/tournament-director/events/${event.id}/catches/${fish.id}/${decision}`,
        headers: as(owner),
        ...(decision === 'reject' ? { payload: { reason: 'Fish not on the board' } } : {}),
      });
    const first = await submit(t.app, angler, event.id, 301, { weightGrams: '1200' });
    const second = await submit(t.app, angler, event.id, 302, { weightGrams: '2000' });
    expect((await board(event.id)).standings).toMatchObject([{ entrantName: 'Angie Afloat', total: 0 }]);

    expect((await judge(first, 'approve')).statusCode).toBe(200);
    expect((await board(event.id)).standings[0]).toMatchObject({ entrantId: entrant.id, total: 1200 });
    expect((await judge(second, 'approve')).statusCode).toBe(200);
    expect((await board(event.id)).standings[0]).toMatchObject({ total: 3200, fishCounted: 2 });

    // Reversing an approval takes the fish off the cached board (the board read only the changed catch).
    expect((await judge(first, 'reject')).statusCode).toBe(200);
    const afterReject = await board(event.id);
    expect(afterReject.standings[0]).toMatchObject({ total: 2000, fishCounted: 1 });
    expect(afterReject.bigFish).toMatchObject({ weightGrams: 2000 });
  });

  it('answers the new board to every read right after a decision, on this copy and on another', async () => {
    const event = await buildEvent(t.app, owner, {
      name: 'Read After Write Derby',
      scoring: { mode: 'weight' },
    });
    await register(t.app, event.id, angler, { entrantName: 'Angie Afloat' });
    // A second server copy on the same database: it hears nothing of the decisions, it only reads the rows.
    const other = await buildApp({ config: t.app.config, database: t.database, logger: false });
    await other.ready();
    try {
      const fish: MyCatch[] = [];
      for (let n = 0; n < 20; n++)
        fish.push(await submit(t.app, angler, event.id, 400 + n, { weightGrams: String(1000 + n) }));
      const read = async (app: FastifyInstance) =>
        (await app.inject({ method: 'GET', url: `/api/leaderboards/${event.id}` })).json<EventLeaderboard>();
      await Promise.all([read(t.app), read(other)]);
      let total = 0;
      for (const [index, each] of fish.entries()) {
        const decided = await t.app.inject({
          method: 'POST',
          url: `/api/tournament-director/events/${event.id}/catches/${each.id}/approve`,
          headers: as(owner),
        });
        expect(decided.statusCode).toBe(200);
        total += 1000 + index;
        const [row] = await t.app.db
          .select({ version: tournamentEvents.leaderboardVersion })
          .from(tournamentEvents)
          .where(eq(tournamentEvents.id, event.id));
        // Spectators of both copies asking at once, as a room does when it hears the change.
        const boards = await Promise.all([t.app, t.app, t.app, other, other, other].map(read));
        for (const board of boards) {
          expect(board.version, `after approval ${index + 1}`).toBe(row!.version);
          expect(board.standings[0], `after approval ${index + 1}`).toMatchObject({
            fishCounted: index + 1,
            total,
          });
        }
      }
    } finally {
      await other.close();
    }
  });
});

describe('penalties and results', () => {
  it('applies a penalty from the event rules and removes it, both audited', async () => {
    const before = await version();
    const unknown = await post(owner, '/penalties', { registrationId, code: 'bribed_judge' });
    expect(errorOf(unknown).message).toBe('That penalty is not in the event rules.');
    const added = await post(owner, '/penalties', {
      registrationId,
      code: 'late_to_scale',
      reason: '4 minutes',
    });
    expect(added.statusCode).toBe(201);
    const penalty = added.json<Penalty>();
    expect(penalty).toMatchObject({ amount: 500, label: 'Late to the scale', entrantName: 'Angie Afloat' });
    const overview = (await get(owner, '/judging')).json<JudgingOverview>();
    expect(overview.penalties.map((p) => p.id)).toEqual([penalty.id]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: url(`/penalties/${penalty.id}`),
      headers: as(owner),
    });
    expect(removed.statusCode).toBe(204);
    expect(await version()).toBe(before + 2);
  });

  it('publishes results once asked, with an audit row', async () => {
    const response = await post(admin, '/publish-results');
    expect(response.statusCode).toBe(200);
    expect(response.json<JudgingOverview>().resultsPublishedAt).not.toBeNull();
    const audit = (await get(owner, '/audit')).json<AuditEntry[]>();
    expect(audit[0]).toMatchObject({ action: 'results_published', actorName: 'Ada Rivers' });
    expect(audit.some((a) => a.action === 'penalty_removed')).toBe(true);
  });
});
