import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'socket.io-client';
import type { NewNotificationEvent } from '@tightlines/domain/realtime/events';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, lastMailTo, signIn, type BuiltUser } from './helpers/factories';
import { TestSockets } from './helpers/sockets';
import { eq } from 'drizzle-orm';
import { session } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';

/**
 * An open socket does not outlive what signed it in: whatever ends a session (sign-out, revocation, a
 * password change or reset) or changes what the person may do (roles) closes that person's sockets within
 * a second, so private events stop; the client reconnects and is checked afresh.
 */
let t: TestApp;
let base: string;
let admin: BuiltUser;
const sockets = new TestSockets();
const ORIGIN = 'http://localhost:3000';
/** What the issue allows between the change and the socket closing. */
const WITHIN_MS = 1000;

beforeAll(async () => {
  // The session cache on, as in production: sign-out, revoke, password and role changes must reach it too.
  t = await createTestApp({
    sessionCacheMs: 60_000,
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
  });
  admin = await buildUser(t.app, { firstName: 'Morgan', roles: ['admin'] });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.disconnectAll();
  await t.close();
});

const open = (cookie: string, url = base) => sockets.connect(url, { cookie });

/** Resolves with the reason and the time when the socket closes. */
function closedBy(socket: Socket): Promise<{ reason: string; at: number }> {
  return new Promise((resolve) => {
    socket.once('disconnect', (reason) => resolve({ reason, at: Date.now() }));
  });
}

/** Runs `change`, then expects the socket closed by the server within the allowed second. */
async function expectClosedAfter(socket: Socket, change: () => Promise<void>): Promise<void> {
  const closed = closedBy(socket);
  await change();
  const answeredAt = Date.now();
  const outcome = await Promise.race([
    closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), WITHIN_MS)),
  ]);
  expect(outcome, 'the socket is still open a second after the change').not.toBeNull();
  expect(outcome?.reason).toBe('io server disconnect');
  expect(outcome!.at - answeredAt).toBeLessThanOrEqual(WITHIN_MS);
}

async function post(url: string, payload: unknown, cookie = '') {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { cookie, origin: ORIGIN },
  });
}

async function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
}

/** The notifications a socket receives from now on. */
function notifications(socket: Socket): NewNotificationEvent[] {
  const received: NewNotificationEvent[] = [];
  socket.on('new-notification', (event: NewNotificationEvent) => received.push(event));
  return received;
}

async function notifyOf(who: BuiltUser, title: string) {
  (
    await notify(t.app, {
      userId: who.id,
      actorId: admin.id,
      type: 'comment',
      params: { actorName: 'Morgan', postId: 'p1', excerpt: title },
      actionUrl: null,
    })
  )();
}

const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sockets end with the session', () => {
  it('signing out closes that session’s sockets; a socket of another session stays', async () => {
    const angler = await buildUser(t.app);
    const otherDevice = await signIn(t.app, angler.email, angler.password);
    const socket = await open(angler.cookie);
    const other = await open(otherDevice);
    const toOther = notifications(other);

    await expectClosedAfter(socket, async () => {
      await expectOk(await post('/api/auth/sign-out', {}, angler.cookie));
    });
    await notifyOf(angler, 'Still signed in elsewhere');
    await expect
      .poll(() => toOther.map((event) => event.params?.excerpt))
      .toEqual(['Still signed in elsewhere']);
    expect(other.connected).toBe(true);
  });

  it('a socket opened again with the signed-out cookie is anonymous and gets no private events', async () => {
    const angler = await buildUser(t.app);
    await expectOk(await post('/api/auth/sign-out', {}, angler.cookie));
    const again = await open(angler.cookie);
    const received = notifications(again);
    await notifyOf(angler, 'Private');
    await settle();
    expect(received).toEqual([]);
  });

  it('revoking one session (revoke-session) closes its sockets', async () => {
    const angler = await buildUser(t.app);
    const phone = await signIn(t.app, angler.email, angler.password);
    const socket = await open(phone);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: angler.cookie },
    });
    const phoneToken = decodeURIComponent(/=([^;]+)/.exec(phone)![1]!).split('.')[0]!;
    const token = listed.json<{ token: string }[]>().find((row) => row.token === phoneToken)?.token;
    expect(token).toBeDefined();

    await expectClosedAfter(socket, async () => {
      await expectOk(await post('/api/auth/revoke-session', { token }, angler.cookie));
    });
  });

  it('revoke-sessions closes every socket of the person', async () => {
    const angler = await buildUser(t.app);
    const phone = await signIn(t.app, angler.email, angler.password);
    const own = await open(angler.cookie);
    const socket = await open(phone);
    const ownClosed = closedBy(own);
    await expectClosedAfter(socket, async () => {
      await expectOk(await post('/api/auth/revoke-sessions', {}, angler.cookie));
    });
    await ownClosed;
  });

  it('revoke-other-sessions closes the other sessions’ sockets and keeps this one', async () => {
    const angler = await buildUser(t.app);
    const phone = await signIn(t.app, angler.email, angler.password);
    const own = await open(angler.cookie);
    const socket = await open(phone);
    await expectClosedAfter(socket, async () => {
      await expectOk(await post('/api/auth/revoke-other-sessions', {}, angler.cookie));
    });
    await settle();
    expect(own.connected).toBe(true);
  });

  it('changing the password closes every socket of the person', async () => {
    const angler = await buildUser(t.app);
    const phone = await signIn(t.app, angler.email, angler.password);
    const own = await open(angler.cookie);
    const socket = await open(phone);
    const ownClosed = closedBy(own);
    await expectClosedAfter(socket, async () => {
      await expectOk(
        await post(
          '/api/auth/change-password',
          { currentPassword: angler.password, newPassword: 'brand-new-secret-1' },
          angler.cookie,
        ),
      );
    });
    await ownClosed;
  });

  it('changing the password with revokeOtherSessions closes the old sessions’ sockets', async () => {
    const angler = await buildUser(t.app);
    const phone = await signIn(t.app, angler.email, angler.password);
    const socket = await open(phone);
    await expectClosedAfter(socket, async () => {
      await expectOk(
        await post(
          '/api/auth/change-password',
          { currentPassword: angler.password, newPassword: 'brand-new-secret-2', revokeOtherSessions: true },
          angler.cookie,
        ),
      );
    });
  });

  it('resetting the password with an e-mailed code closes the person’s sockets', async () => {
    const angler = await buildUser(t.app);
    const socket = await open(angler.cookie);
    await expectOk(
      await post('/api/auth/email-otp/send-verification-otp', {
        email: angler.email,
        type: 'forget-password',
      }),
    );
    const mail = await lastMailTo(t.app, angler.email);
    const otp = /Tightlines: (\d{6})/.exec(mail!.text)![1]!;
    await expectClosedAfter(socket, async () => {
      await expectOk(
        await post('/api/auth/email-otp/reset-password', {
          email: angler.email,
          otp,
          password: 'reset-by-code-123',
        }),
      );
    });
  });

  it('resetting the password by link closes the person’s sockets', async () => {
    const angler = await buildUser(t.app);
    const socket = await open(angler.cookie);
    // What request-password-reset stores and mails as a link (no reset mail is configured here).
    const token = randomBytes(16).toString('hex');
    const context = await t.app.auth.$context;
    await context.internalAdapter.createVerificationValue({
      identifier: `reset-password:${token}`,
      value: angler.id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await expectClosedAfter(socket, async () => {
      await expectOk(await post('/api/auth/reset-password', { token, newPassword: 'reset-by-link-123' }));
    });
  });

  it('a failed password reset leaves the sockets open', async () => {
    const angler = await buildUser(t.app);
    const socket = await open(angler.cookie);
    const response = await post('/api/auth/reset-password', {
      token: 'nope',
      newPassword: 'reset-by-link-123',
    });
    expect(response.statusCode).toBe(400);
    await settle();
    expect(socket.connected).toBe(true);
  });
});

describe('a session that ends while the socket connects', () => {
  it('a socket opened with a session the cache still holds, but which is gone, is closed', async () => {
    const cached = await createTestApp({ sessionCacheMs: 60_000 });
    try {
      await cached.app.listen({ port: 0, host: '127.0.0.1' });
      const url = `http://127.0.0.1:${(cached.app.server.address() as AddressInfo).port}`;
      const angler = await buildUser(cached.app);
      const feed = await cached.app.inject({ url: '/api/feed', headers: { cookie: angler.cookie } });
      expect(feed.statusCode).toBe(200);
      // Behind the app's back, so the cache keeps answering for the session (as another copy might, briefly).
      await cached.app.db.delete(session).where(eq(session.userId, angler.id));
      const socket = await open(angler.cookie, url);
      // It may close before this line runs: the close can come in the same read as the connect.
      await expect.poll(() => socket.connected, { timeout: WITHIN_MS, interval: 20 }).toBe(false);
    } finally {
      await cached.close();
    }
  });
});

describe('sockets end when the session runs out', () => {
  it('a socket closes when its session expires', async () => {
    const angler = await buildUser(t.app);
    // Time enough to connect on a busy machine while the session is still valid.
    const expiresAt = Date.now() + 4000;
    await t.app.db
      .update(session)
      .set({ expiresAt: new Date(expiresAt) })
      .where(eq(session.userId, angler.id));
    const socket = await open(angler.cookie);
    const closed = await Promise.race([
      closedBy(socket),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), expiresAt + WITHIN_MS - Date.now())),
    ]);
    expect(closed?.reason).toBe('io server disconnect');
    expect(closed!.at).toBeGreaterThanOrEqual(expiresAt - 50);
  });
});

describe('sockets are checked again when roles change', () => {
  const changeRole = async (method: 'PUT' | 'DELETE', who: BuiltUser) => {
    const response = await t.app.inject({
      method,
      url: `/api/admin/users/${who.id}/roles/moderator`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('granting a role closes the person’s sockets; they reconnect signed in, with their private events', async () => {
    const angler = await buildUser(t.app);
    const socket = await open(angler.cookie);
    await expectClosedAfter(socket, () => changeRole('PUT', angler));
    const again = await open(angler.cookie);
    const received = notifications(again);
    await notifyOf(angler, 'Welcome, moderator');
    await expect.poll(() => received.map((event) => event.params?.excerpt)).toEqual(['Welcome, moderator']);
  });

  it('revoking a role closes the person’s sockets', async () => {
    const angler = await buildUser(t.app, { roles: ['moderator'] });
    const socket = await open(angler.cookie);
    await expectClosedAfter(socket, () => changeRole('DELETE', angler));
  });
});
