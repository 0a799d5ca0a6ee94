import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, cookieFrom, lastMailTo } from './helpers/factories';
import { profiles, session, userRoles } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const validSignUp = {
  firstName: 'Dana',
  lastName: 'Shore',
  email: 'dana@example.com',
  password: 'walleye-42',
  confirmPassword: 'walleye-42',
  phoneNumber: '+1 555 0199',
  country: 'Canada',
  instagram: 'dana.fishes',
  acceptTerms: true,
};

describe('POST /api/account/signup', () => {
  it.each([
    [{ ...validSignUp, firstName: '' }, 'Please fill in all fields.'],
    [{ ...validSignUp, confirmPassword: 'different' }, 'Passwords do not match.'],
    [
      { ...validSignUp, password: 'short', confirmPassword: 'short' },
      'Password must be at least 6 characters long.',
    ],
    [{ ...validSignUp, acceptTerms: false }, 'Please agree to the terms and conditions.'],
  ])('answers 400 with the spec message', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/signup', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('creates the account, stores the metadata, gives the user role and mails a confirmation link', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/account/signup', payload: validSignUp });
    expect(response.statusCode).toBe(201);
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.email, 'dana@example.com'));
    expect(profile).toMatchObject({
      firstName: 'Dana',
      lastName: 'Shore',
      country: 'Canada',
      instagram: 'dana.fishes',
    });
    const roles = await t.app.db.select().from(userRoles).where(eq(userRoles.userId, profile!.id));
    expect(roles.map((row) => row.role)).toEqual(['user']);
    const mail = await lastMailTo(t.app, 'dana@example.com', 'confirm-email');
    expect(mail?.subject).toBe('Confirm your Tightlines account');
    expect(mail?.html).toContain('/api/auth/verify-email?token=');
    expect(mail?.text).toContain('callbackURL=%2Fauth%2Fcallback');
  });

  it('refuses an e-mail that already has an account', async () => {
    await buildUser(t.app, { email: 'taken@example.com' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { ...validSignUp, email: 'taken@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'An account with this email already exists. Please try logging in instead.',
    );
  });
});

describe('confirmation and sign-in', () => {
  it('refuses sign-in before confirmation, then the mailed link signs the user in', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: { ...validSignUp, email: 'new@example.com' },
    });
    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'new@example.com', password: validSignUp.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const mail = await lastMailTo(t.app, 'new@example.com', 'confirm-email');
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail!.text)![0]);
    const confirm = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(confirm.statusCode).toBe(302);
    expect(confirm.headers.location).toBe('/auth/callback');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: cookieFrom(confirm.headers['set-cookie']) },
    });
    expect(me.json().user).toMatchObject({
      email: 'new@example.com',
      firstName: 'Dana',
      emailVerified: true,
    });
    expect(await lastMailTo(t.app, 'new@example.com', 'welcome')).toBeDefined();
  });

  it('answers 401 for a wrong password', async () => {
    const angler = await buildUser(t.app, { signedIn: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: angler.email, password: 'not-the-password' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('is empty without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.json()).toEqual({ user: null, roles: [], primaryRole: null, session: null });
  });

  it('gives roles, the primary role by the spec order and the session expiry', async () => {
    const director = await buildUser(t.app, { roles: ['tournament_director', 'moderator'] });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: director.cookie },
    });
    const body = response.json();
    expect(body.roles).toEqual(expect.arrayContaining(['user', 'tournament_director', 'moderator']));
    expect(body.primaryRole).toBe('moderator');
    expect(body.session.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });

  it('gives a user without any role row the user role and inserts it', async () => {
    const angler = await buildUser(t.app);
    await t.app.db.delete(userRoles).where(eq(userRoles.userId, angler.id));
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: angler.cookie },
    });
    expect(response.json().roles).toEqual(['user']);
    const rows = await t.app.db.select().from(userRoles).where(eq(userRoles.userId, angler.id));
    expect(rows).toHaveLength(1);
  });
});

describe('session refresh', () => {
  it('extends a day-old session when the client asks get-session, and the lookup sees the new expiry', async () => {
    const angler = await buildUser(t.app);
    const dayMs = 24 * 60 * 60 * 1000;
    await t.app.db
      .update(session)
      .set({ updatedAt: new Date(Date.now() - 2 * dayMs), expiresAt: new Date(Date.now() + 5 * dayMs) })
      .where(eq(session.userId, angler.id));
    const refreshed = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: angler.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: angler.cookie } });
    const expiresAt = me.json().session.expiresAt as number;
    expect(expiresAt * 1000).toBeGreaterThan(Date.now() + 6.9 * dayMs);
  });

  it('forgets a revoked session at once', async () => {
    const angler = await buildUser(t.app);
    await t.app.db.delete(session).where(eq(session.userId, angler.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: angler.cookie } });
    expect(me.json().user).toBeNull();
  });

  it('refuses a session cookie whose signature does not match', async () => {
    const angler = await buildUser(t.app);
    const forged = angler.cookie.replace(/\.([^;]+)/, '.AAAA$1').slice(0, angler.cookie.length);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: forged } });
    expect(me.json().user).toBeNull();
  });
});
