import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_REQUIRED } from '@tightlines/domain/roles/staff-mfa';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { enrolTotp } from './helpers/mfa';

let t: TestApp;
beforeAll(async () => {
  // The requirement is on as in production (the shared test default turns it off for other suites).
  t = await createTestApp({
    staffMfaRequired: true,
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
});

async function call(method: 'GET' | 'PUT', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function turnOnEmailMfa(person: BuiltUser): Promise<void> {
  const response = await call('PUT', '/api/mfa/email', person.cookie, { enabled: true });
  expect(response.statusCode).toBe(200);
}

describe('staff MFA', () => {
  it('refuses a director without a second factor on a director route with mfaRequired and a clear message', async () => {
    const director = await buildUser(t.app, { roles: ['tournament_director'] });
    const response = await call('GET', '/api/tournament-director/events', director.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'mfaRequired', message: MFA_REQUIRED.message } });
    expect(MFA_REQUIRED.message).toMatch(/two-factor/i);
  });

  it('lets the director in once e-mail codes are on', async () => {
    const director = await buildUser(t.app, { roles: ['tournament_director'] });
    expect((await call('GET', '/api/tournament-director/events', director.cookie)).statusCode).toBe(403);
    await turnOnEmailMfa(director);
    expect((await call('GET', '/api/tournament-director/events', director.cookie)).statusCode).toBe(200);
  });

  it('lets an admin in once an authenticator app is enrolled', async () => {
    const admin = await buildUser(t.app, { roles: ['admin'] });
    expect((await call('GET', '/api/admin/stats', admin.cookie)).json()).toMatchObject({
      error: { code: 'mfaRequired' },
    });
    const { cookie } = await enrolTotp(t.app, admin);
    expect((await call('GET', '/api/admin/stats', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/rule-sets', cookie)).statusCode).toBe(200);
  });

  it('asks nothing of an admin on routes any member may use, and tells a member plainly they may not', async () => {
    const admin = await buildUser(t.app, { roles: ['admin'] });
    expect((await call('GET', '/api/feed', admin.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/mfa', admin.cookie)).statusCode).toBe(200);
    const angler = await buildUser(t.app);
    expect((await call('GET', '/api/admin/stats', angler.cookie)).json()).toMatchObject({
      error: { code: 'forbidden' },
    });
  });

  it('lets an admin with MFA grant a staff role to someone without it, who then cannot use it until they enrol', async () => {
    const admin = await buildUser(t.app, { roles: ['admin'] });
    await turnOnEmailMfa(admin);
    const angler = await buildUser(t.app);
    const grant = await call('PUT', `/api/admin/users/${angler.id}/roles/tournament_director`, admin.cookie);
    expect(grant.statusCode).toBe(200);
    expect(grant.json<{ roles: string[] }>().roles).toContain('tournament_director');

    const refused = await call('GET', '/api/tournament-director/events', angler.cookie);
    expect(refused.json()).toMatchObject({ error: { code: 'mfaRequired' } });
    await turnOnEmailMfa(angler);
    expect((await call('GET', '/api/tournament-director/events', angler.cookie)).statusCode).toBe(200);
  });
});

describe('staff MFA turned off (STAFF_MFA_REQUIRED=false)', () => {
  it('lets staff in without a second factor', async () => {
    const director = await buildUser(t.app, { roles: ['tournament_director'] });
    t.app.config.staffMfaRequired = false;
    try {
      expect((await call('GET', '/api/tournament-director/events', director.cookie)).statusCode).toBe(200);
    } finally {
      t.app.config.staffMfaRequired = true;
    }
  });
});
