import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser } from './helpers/factories';
import type {
  AdminContactMessageList,
  AdminStats,
  AdminUserDetail,
  AdminUserList,
} from '@tightlines/domain/admin/contract';
import type { ApiError } from '@tightlines/domain/common/api-error';
import type { Me } from '@tightlines/domain/auth/contract';
import { userRoles } from '#server/db/schema';

let t: TestApp;
let admin: BuiltUser;
let angler: BuiltUser;
let moderator: BuiltUser;

beforeAll(async () => {
  // This file signs in more people than the per-address sign-in limit allows in a minute.
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  admin = await buildUser(t.app, {
    firstName: 'Morgan',
    lastName: 'Harbor',
    email: 'morgan.admin@example.com',
    roles: ['admin'],
  });
  angler = await buildUser(t.app, {
    firstName: 'Dana',
    lastName: 'Shore',
    email: 'dana.shore@bayside.example',
  });
  moderator = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed', roles: ['moderator'] });
});
afterAll(async () => {
  await t.close();
});

async function meRoles(who: BuiltUser): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(who) });
  return response.json<Me>().roles;
}

/** GET as the admin, typed by the contract the route promises. */
async function adminGet<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: as(admin) });
  expect(response.statusCode, url).toBe(200);
  return response.json<T>();
}

async function roleChange(method: 'PUT' | 'DELETE', userId: string, role: string) {
  const response = await t.app.inject({
    method,
    url: `/api/admin/users/${userId}/roles/${role}`,
    headers: as(admin),
  });
  return { status: response.statusCode, body: response.json<AdminUserDetail & ApiError>() };
}

// Valid params everywhere, so the only thing that can refuse the request is the role guard.
const endpoints = () =>
  [
    { method: 'GET', url: '/api/admin/users' },
    { method: 'GET', url: `/api/admin/users/${angler.id}` },
    { method: 'PUT', url: `/api/admin/users/${angler.id}/roles/publisher` },
    { method: 'DELETE', url: `/api/admin/users/${angler.id}/roles/publisher` },
    { method: 'GET', url: '/api/admin/contact-messages' },
    { method: 'GET', url: '/api/admin/stats' },
  ] as const;

describe('admin route guard', () => {
  it('answers 401 without a session on every admin endpoint', async () => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json<ApiError>().error.code).toBe('notAuthenticated');
    }
  });

  it.each([
    ['a plain user', () => angler],
    ['a moderator', () => moderator],
  ])('answers 403 to %s on every admin endpoint and changes nothing', async (_who, who) => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject({ ...endpoint, headers: as(who()) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(403);
      expect(response.json<ApiError>().error.code).toBe('forbidden');
    }
    expect(await meRoles(angler)).toEqual(['user']);
  });

  it('checks the session before the input: a visitor with bad input still gets 401', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/admin/users/not-a-uuid/roles/emperor' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 200 to an admin on every admin endpoint', async () => {
    for (const endpoint of endpoints()) {
      const response = await t.app.inject({ ...endpoint, headers: as(admin) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(200);
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists users with names, e-mail, verified flag, created date and roles, never secrets', async () => {
    const unverified = await buildUser(t.app, { firstName: 'Pat', lastName: 'Pending', verified: false });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?limit=100',
      headers: as(admin),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdminUserList>();
    expect(body.total).toBeGreaterThanOrEqual(4);
    const pending = body.items.find((item) => item.id === unverified.id);
    expect(pending).toMatchObject({
      firstName: 'Pat',
      lastName: 'Pending',
      email: unverified.email,
      emailVerified: false,
      roles: ['user'],
    });
    expect(Date.parse(pending!.createdAt)).not.toBeNaN();
    expect(body.items.find((item) => item.id === admin.id)?.roles).toEqual(['admin', 'user']);
    expect(response.body).not.toMatch(/password|secret|token|hooked-on-bass/i);
  });

  it('finds people by a fragment of their e-mail or name, case-insensitively', async () => {
    const byMail = await adminGet<AdminUserList>('/api/admin/users?query=BAYSIDE.exa');
    expect(byMail).toMatchObject({
      total: 1,
      items: [{ id: angler.id, email: 'dana.shore@bayside.example' }],
    });
    const byName = await adminGet<AdminUserList>('/api/admin/users?query=dana%20sh');
    expect(byName.items.map((item) => item.id)).toEqual([angler.id]);
    // A typed % is a character to find, not a wildcard.
    const none = await adminGet<AdminUserList>('/api/admin/users?query=%25');
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('pages with offset and limit, clamping the limit at 100', async () => {
    const first = await adminGet<AdminUserList>('/api/admin/users?limit=2');
    const second = await adminGet<AdminUserList>('/api/admin/users?limit=2&offset=2');
    expect(first.items).toHaveLength(2);
    expect(second.total).toBe(first.total);
    const firstIds = first.items.map((item) => item.id);
    for (const item of second.items) expect(firstIds).not.toContain(item.id);
    expect((await adminGet<AdminUserList>('/api/admin/users?limit=5000')).limit).toBe(100);
    expect(await adminGet<AdminUserList>('/api/admin/users')).toMatchObject({ offset: 0, limit: 20 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/users?offset=-1', headers: as(admin) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/:userId', () => {
  it('shows one user with roles, and 404 for an unknown id', async () => {
    const detail = await adminGet<AdminUserDetail>(`/api/admin/users/${moderator.id}`);
    expect(detail).toMatchObject({
      id: moderator.id,
      firstName: 'Jordan',
      roles: ['moderator', 'user'],
      twoFactorEnabled: false,
    });
    expect(detail.lastActiveAt).not.toBeNull();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: as(admin),
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('granting and revoking roles', () => {
  it('a grant then a revoke changes what GET /api/me says about that user', async () => {
    const person = await buildUser(t.app, { firstName: 'Riley' });
    expect(await meRoles(person)).toEqual(['user']);

    const grant = await roleChange('PUT', person.id, 'tournament_director');
    expect(grant.status).toBe(200);
    expect(grant.body.roles).toEqual(['tournament_director', 'user']);
    expect(await meRoles(person)).toEqual(expect.arrayContaining(['tournament_director', 'user']));

    const again = await roleChange('PUT', person.id, 'tournament_director');
    expect(again.body.roles).toEqual(['tournament_director', 'user']);

    const revoke = await roleChange('DELETE', person.id, 'tournament_director');
    expect(revoke.status).toBe(200);
    expect(revoke.body.roles).toEqual(['user']);
    expect(await meRoles(person)).toEqual(['user']);
  });

  it('revoking the last role leaves the person as user', async () => {
    const person = await buildUser(t.app, { roles: ['advertiser'], signedIn: false });
    await roleChange('DELETE', person.id, 'user');
    const revoke = await roleChange('DELETE', person.id, 'advertiser');
    expect(revoke.body.roles).toEqual(['user']);
    const rows = await t.app.db.select().from(userRoles).where(eq(userRoles.userId, person.id));
    expect(rows.map((row) => row.role)).toEqual(['user']);
  });

  it('an admin cannot revoke their own admin role', async () => {
    const response = await roleChange('DELETE', admin.id, 'admin');
    expect(response.status).toBe(409);
    expect(response.body.error).toEqual({
      code: 'cannotRevokeOwnAdmin',
      message: 'You cannot remove your own admin role.',
    });
    expect(await meRoles(admin)).toContain('admin');
  });

  it('another admin can revoke an admin role', async () => {
    const second = await buildUser(t.app, { roles: ['admin'] });
    expect((await roleChange('DELETE', second.id, 'admin')).status).toBe(200);
    expect(await meRoles(second)).toEqual(['user']);
  });

  it('refuses an unknown role (400) and an unknown user (404)', async () => {
    expect((await roleChange('PUT', angler.id, 'superuser')).status).toBe(400);
    expect((await roleChange('PUT', '00000000-0000-4000-8000-000000000000', 'moderator')).status).toBe(404);
  });
});

describe('GET /api/admin/contact-messages and /api/admin/stats', () => {
  it('lists stored contact messages newest first with a total, and counts them in the stats', async () => {
    const before = await adminGet<AdminStats>('/api/admin/stats');
    for (const subject of ['First cast', 'Second cast', 'Third cast']) {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          name: 'Lee Angler',
          email: 'lee@example.com',
          subject,
          message: `About the ${subject.toLowerCase()} of the season.`,
        },
      });
      expect(sent.statusCode).toBe(201);
    }
    const inbox = await adminGet<AdminContactMessageList>('/api/admin/contact-messages');
    expect(inbox.total).toBe(3);
    expect(inbox.items.map((item) => item.subject)).toEqual(['Third cast', 'Second cast', 'First cast']);
    expect(inbox.items[0]).toMatchObject({
      name: 'Lee Angler',
      email: 'lee@example.com',
      serviceInterest: null,
    });

    const page = await adminGet<AdminContactMessageList>('/api/admin/contact-messages?offset=1&limit=1');
    expect(page).toMatchObject({ total: 3, items: [{ subject: 'Second cast' }] });

    const after = await adminGet<AdminStats>('/api/admin/stats');
    expect(after.contactMessagesRecent).toBe(before.contactMessagesRecent + 3);
  });

  it('counts users, verified users and users per role from the database', async () => {
    const before = await adminGet<AdminStats>('/api/admin/stats');
    await buildUser(t.app, { roles: ['publisher'], signedIn: false });
    await buildUser(t.app, { verified: false });
    const after = await adminGet<AdminStats>('/api/admin/stats');
    expect(after.users).toBe(before.users + 2);
    expect(after.verifiedUsers).toBe(before.verifiedUsers + 1);
    const count = (stats: AdminStats, role: string) =>
      stats.roles.find((row) => row.role === role)?.count ?? -1;
    expect(count(after, 'publisher')).toBe(count(before, 'publisher') + 1);
    expect(count(after, 'user')).toBe(count(before, 'user') + 2);
    expect(count(after, 'admin')).toBeGreaterThanOrEqual(1);
    expect(after.recentDays).toBe(7);
  });
});
