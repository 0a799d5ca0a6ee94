import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import type { NewActivityEvent, NewNotificationEvent, RoomAck } from '@tightlines/domain/realtime/events';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { collect, TestSockets } from './helpers/sockets';
import { notify } from '#server/features/notifications/service';
import { recordActivity } from '#server/features/activities/service';

let t: TestApp;
let base: string;
let casey: BuiltUser;
let jordan: BuiltUser;
const sockets = new TestSockets();

beforeAll(async () => {
  t = await createTestApp();
  casey = await buildUser(t.app, { firstName: 'Casey', lastName: 'Rivers' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.disconnectAll();
  await t.close();
});

/** A connected socket, signed in with `who`'s cookie (or anonymous). */
const open = (who: BuiltUser | null, headers: Record<string, string> = {}) =>
  sockets.connect(base, { ...(who ? { cookie: who.cookie } : {}), ...headers });

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

function ask(socket: Socket, event: 'join' | 'leave', room: string): Promise<RoomAck> {
  return socket.timeout(2000).emitWithAck(event, room) as Promise<RoomAck>;
}

async function notifyCasey(title: string) {
  (
    await notify(t.app, {
      userId: casey.id,
      actorId: jordan.id,
      type: 'comment',
      params: { actorName: 'Jordan Reed', postId: 'p1', excerpt: title },
      actionUrl: '/getsocial',
    })
  )();
}

describe('private rooms', () => {
  it("delivers a notification to the person's sockets, with the actor", async () => {
    const socket = await open(casey);
    const received = collect<NewNotificationEvent>(socket, 'new-notification');
    await notifyCasey('Nice catch!');
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      type: 'comment',
      params: { actorName: 'Jordan Reed', postId: 'p1', excerpt: 'Nice catch!' },
      title: null,
      message: null,
      actionUrl: '/getsocial',
      actor: { id: jordan.id, fullName: 'Jordan Reed' },
    });
  });

  it('delivers nothing to anonymous sockets or to other people', async () => {
    const mine = await open(casey);
    const anonymous = await open(null);
    const other = await open(jordan);
    const toMe = collect(mine, 'new-notification');
    const toAnonymous = collect(anonymous, 'new-notification');
    const toOther = collect(other, 'new-notification');
    await notifyCasey('Only for Casey');
    await expect.poll(() => toMe.length).toBe(1);
    await settle();
    expect(toAnonymous).toEqual([]);
    expect(toOther).toEqual([]);
  });

  it('streams recorded activities on the activity room', async () => {
    const socket = await open(casey);
    const received = collect<NewActivityEvent>(socket, 'new-activity');
    (
      await recordActivity(t.app, {
        userId: casey.id,
        activityType: 'post_created',
        entityType: 'post',
        entityId: 'p1',
        content: 'Bass!',
      })
    )();
    await expect.poll(() => received.length).toBe(1);
    expect(received[0]).toMatchObject({
      activityType: 'post_created',
      entityType: 'post',
      entityId: 'p1',
      content: 'Bass!',
    });
  });

  it("refuses to let a socket join someone else's private room", async () => {
    const intruder = await open(jordan);
    const received = collect(intruder, 'new-notification');
    for (const room of [
      `user:${casey.id}`,
      `activity:${casey.id}`,
      `conversation:${randomUUID()}`,
      'tournament:not-an-id',
      'anything',
    ]) {
      expect(await ask(intruder, 'join', room), room).toEqual({ ok: false, error: 'forbidden' });
    }
    const anonymous = await open(null);
    expect(await ask(anonymous, 'join', `user:${casey.id}`)).toEqual({ ok: false, error: 'forbidden' });
    await notifyCasey('Private');
    await settle();
    expect(received).toEqual([]);
  });
});

describe('public rooms', () => {
  it('lets anyone join and leave a tournament room and the live-streams room', async () => {
    const anonymous = await open(null);
    const tournament = `tournament:${randomUUID()}`;
    const leaderboard = collect(anonymous, 'leaderboard-changed');
    const streams = collect(anonymous, 'stream-started');
    expect(await ask(anonymous, 'join', tournament)).toEqual({ ok: true });
    expect(await ask(anonymous, 'join', 'live-streams')).toEqual({ ok: true });

    t.app.realtime.toRoom(tournament, 'leaderboard-changed', { tournamentId: tournament });
    t.app.realtime.toRoom('live-streams', 'stream-started', { id: 's1' });
    t.app.realtime.toRoom(`tournament:${randomUUID()}`, 'leaderboard-changed', { other: true });
    await expect.poll(() => leaderboard.length + streams.length).toBe(2);

    expect(await ask(anonymous, 'leave', tournament)).toEqual({ ok: true });
    t.app.realtime.toRoom(tournament, 'leaderboard-changed', { again: true });
    await settle();
    expect(leaderboard).toHaveLength(1);
  });
});

describe('connection checks', () => {
  it('refuses a handshake from another site', async () => {
    await expect(open(casey, { origin: 'https://evil.example' })).rejects.toThrow();
  });

  it('accepts our own origin', async () => {
    const socket = await open(casey, { origin: 'http://localhost:3000' });
    expect(socket.connected).toBe(true);
  });

  it('accepts the origin of the address it was reached at, but not another scheme or a malformed one', async () => {
    const socket = await open(casey, { origin: base });
    expect(socket.connected).toBe(true);
    await expect(open(casey, { origin: base.replace('http:', 'https:') })).rejects.toThrow();
    await expect(open(casey, { origin: 'http://' })).rejects.toThrow();
  });

  it('treats a forged session cookie as anonymous', async () => {
    const forged = await open(null, { cookie: casey.cookie.replace(/=([^.;]+)/, '=forged$1') });
    const received = collect(forged, 'new-notification');
    await notifyCasey('Not for forgers');
    await settle();
    expect(received).toEqual([]);
  });
});

describe('shutdown', () => {
  it('closes promptly with sockets still connected, closing their transport so they reconnect elsewhere', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const socket = await sockets.connect(url);
    const reasons: string[] = [];
    socket.on('disconnect', (reason) => reasons.push(reason));

    const closed = await Promise.race([
      other.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('hung'), 5000)),
    ]);
    expect(closed).toBe('closed');
    await expect.poll(() => reasons).toEqual(['transport close']);
  });
});
