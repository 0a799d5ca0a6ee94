import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Me } from '@tightlines/domain/auth/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { session } from '#server/db/schema';

// The session cache on, for longer than any test here takes: what the app answers must still follow every
// change made through it.
let t: TestApp;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({
    sessionCacheMs: 60_000,
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
  });
  admin = await buildUser(t.app, { firstName: 'Morgan', roles: ['admin'] });
});
afterAll(async () => {
  await t.close();
});

const ORIGIN = 'http://localhost:3000';

async function get(url: string, who: BuiltUser) {
  return t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
}

async function rolesOf(who: BuiltUser): Promise<string[]> {
  const response = await get('/api/me', who);
  expect(response.statusCode).toBe(200);
  return response.json<Me>().roles;
}

describe('session cache', () => {
  it('keeps a signed-in lookup: a session row deleted behind the app still answers within the window', async () => {
    const angler = await buildUser(t.app);
    expect((await get('/api/feed', angler)).statusCode).toBe(200);
    await t.app.db.delete(session).where(eq(session.userId, angler.id));
    expect((await get('/api/feed', angler)).statusCode).toBe(200);
  });

  it('signing out ends the session at once', async () => {
    const angler = await buildUser(t.app);
    expect((await get('/api/feed', angler)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: angler.cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/feed', angler)).statusCode).toBe(401);
  });

  it("an admin's role change applies to the person's very next request", async () => {
    const angler = await buildUser(t.app);
    const adminRole = async (method: 'PUT' | 'DELETE') =>
      (
        await t.app.inject({
          method,
          url: `/api/admin/users/${angler.id}/roles/admin`,
          headers: { cookie: admin.cookie, origin: ORIGIN },
        })
      ).statusCode;
    expect(await rolesOf(angler)).not.toContain('admin');
    expect((await get('/api/admin/contact-messages', angler)).statusCode).toBe(403);

    expect(await adminRole('PUT')).toBe(200);
    expect(await rolesOf(angler)).toContain('admin');
    expect((await get('/api/admin/contact-messages', angler)).statusCode).toBe(200);

    expect(await adminRole('DELETE')).toBe(200);
    expect(await rolesOf(angler)).not.toContain('admin');
    expect((await get('/api/admin/contact-messages', angler)).statusCode).toBe(403);
  });

  /**
   * Two people whose sessions are kept by the cache, with their session rows deleted behind the app: a kept lookup
   * answers until something drops it, and only a drop makes the app look again (and find nothing).
   */
  const twoKeptSessionsWithRowsGone = async () => {
    const angler = await buildUser(t.app);
    const other = await buildUser(t.app);
    expect((await get('/api/feed', angler)).statusCode).toBe(200);
    expect((await get('/api/feed', other)).statusCode).toBe(200);
    await t.app.db.delete(session).where(eq(session.userId, angler.id));
    await t.app.db.delete(session).where(eq(session.userId, other.id));
    return { angler, other };
  };

  it("a person's own change drops their kept session (and only theirs)", async () => {
    const { angler, other } = await twoKeptSessionsWithRowsGone();

    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: angler.cookie, origin: ORIGIN },
      payload: { bio: 'Walleye at dawn' },
    });
    expect(changed.statusCode).toBeLessThan(500);
    expect((await get('/api/feed', angler)).statusCode).toBe(401);
    expect((await get('/api/feed', other)).statusCode).toBe(200);
  });

  it('a changed name and turning on e-mailed codes show on the very next /api/me', async () => {
    const angler = await buildUser(t.app, { firstName: 'Casey' });
    const me = async () => (await get('/api/me', angler)).json<Me>().user;
    expect((await me())?.firstName).toBe('Casey');
    expect((await me())?.twoFactorEnabled).toBe(false);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: angler.cookie, origin: ORIGIN },
      payload: { firstName: 'Jordan' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await me())?.firstName).toBe('Jordan');

    const codes = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      headers: { cookie: angler.cookie, origin: ORIGIN },
      payload: { enabled: true },
    });
    expect(codes.statusCode).toBe(200);
    expect((await me())?.twoFactorEnabled).toBe(true);
  });

  it("a staff member's write no longer drops everyone's kept sessions, only what it changed", async () => {
    const { angler, other } = await twoKeptSessionsWithRowsGone();

    const granted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${angler.id}/roles/moderator`,
      headers: { cookie: admin.cookie, origin: ORIGIN },
    });
    expect(granted.statusCode).toBe(200);
    expect((await get('/api/feed', angler)).statusCode).toBe(401);
    expect((await get('/api/feed', other)).statusCode).toBe(200);
  });
});
