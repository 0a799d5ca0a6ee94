import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, cookieFrom, lastMailTo, type BuiltUser } from './helpers/factories';
import { enrolTotp } from './helpers/mfa';
import { profiles, user } from '#server/db/schema';

let t: TestApp;
beforeAll(async () => {
  // Many sign-ins from one test address on purpose; the limits themselves are proven in auth-rate-limit.test.ts.
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

async function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

async function me(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return response.json<{ user: { id: string; twoFactorEnabled: boolean } | null }>();
}

async function mfaStatus(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/mfa', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{
    totpEnabled: boolean;
    emailEnabled: boolean;
    preferredMethod: string | null;
    backupCodesRemaining: number;
    factors: unknown[];
  }>();
}

/** A password sign-in that stops at the second factor; returns the challenge cookie and the answer. */
async function startChallenge(angler: BuiltUser) {
  const response = await post(t.app, '/api/auth/sign-in/email', {
    email: angler.email,
    password: angler.password,
  });
  expect(response.statusCode).toBe(200);
  return {
    body: response.json<{
      twoFactorRedirect?: boolean;
      twoFactorMethods?: string[];
      preferredMethod?: string;
    }>(),
    cookie: cookieFrom(response.headers['set-cookie']),
  };
}

describe('/api/mfa without a session', () => {
  it.each([
    ['GET', '/api/mfa', undefined],
    ['PUT', '/api/mfa/email', { enabled: true }],
    ['PUT', '/api/mfa/preferred', { method: 'email' }],
    ['PUT', '/api/mfa/email', { nonsense: 1 }],
  ] as const)('%s %s answers 401 User not authenticated', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: unknown }>().error).toEqual({
      code: 'userNotAuthenticated',
      message: 'User not authenticated',
    });
  });
});

describe('authenticator app (TOTP)', () => {
  it('enrols, asks for the code before any session exists, and a code completes sign-in', async () => {
    const angler = await buildUser(t.app);
    expect(await mfaStatus(angler.cookie)).toMatchObject({
      totpEnabled: false,
      emailEnabled: false,
      factors: [],
    });

    const { totp, cookie } = await enrolTotp(t.app, angler);
    const status = await mfaStatus(cookie);
    expect(status).toMatchObject({
      totpEnabled: true,
      emailEnabled: false,
      preferredMethod: 'totp',
      backupCodesRemaining: 10,
    });
    expect(status.factors).toHaveLength(1);
    expect(status.factors[0]).toMatchObject({
      type: 'totp',
      friendlyName: 'Authenticator App',
      status: 'verified',
    });
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, angler.id));
    expect(profile).toMatchObject({
      mfaTotpEnabled: true,
      mfaEmailEnabled: false,
      preferredMfaMethod: 'totp',
    });

    const challenge = await startChallenge(angler);
    expect(challenge.body).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
      preferredMethod: 'totp',
    });
    // Whatever cookies came back, none of them is a session /api/me accepts.
    expect((await me(challenge.cookie)).user).toBeNull();

    const wrong = await post(t.app, '/api/auth/two-factor/verify-totp', { code: '000000' }, challenge.cookie);
    expect(wrong.statusCode).toBe(401);
    expect((await me(challenge.cookie)).user).toBeNull();

    const verify = await post(
      t.app,
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate() },
      challenge.cookie,
    );
    expect(verify.statusCode).toBe(200);
    const signedIn = await me(cookieFrom(verify.headers['set-cookie']));
    expect(signedIn.user).toMatchObject({ id: angler.id, twoFactorEnabled: true });
  });

  it('an unverified enrolment is not a factor yet and does not guard sign-in', async () => {
    const angler = await buildUser(t.app);
    const enable = await post(
      t.app,
      '/api/auth/two-factor/enable',
      { password: angler.password },
      angler.cookie,
    );
    expect(enable.statusCode).toBe(200);
    const status = await mfaStatus(angler.cookie);
    expect(status).toMatchObject({
      totpEnabled: false,
      factors: [{ status: 'unverified', friendlyName: 'Authenticator App' }],
    });
    const challenge = await startChallenge(angler);
    expect(challenge.body.twoFactorRedirect).toBeUndefined();
  });

  it('a backup code completes sign-in once and only once', async () => {
    const angler = await buildUser(t.app);
    const { backupCodes } = await enrolTotp(t.app, angler);
    const code = backupCodes[0]!;

    const first = await startChallenge(angler);
    const used = await post(t.app, '/api/auth/two-factor/verify-backup-code', { code }, first.cookie);
    expect(used.statusCode).toBe(200);
    const signedIn = await me(cookieFrom(used.headers['set-cookie']));
    expect(signedIn.user?.id).toBe(angler.id);
    expect((await mfaStatus(cookieFrom(used.headers['set-cookie']))).backupCodesRemaining).toBe(9);

    const second = await startChallenge(angler);
    const reused = await post(t.app, '/api/auth/two-factor/verify-backup-code', { code }, second.cookie);
    expect(reused.statusCode).toBe(401);
    expect((await me(second.cookie)).user).toBeNull();
  });

  it('removing the app keeps e-mail codes on when they were on', async () => {
    const angler = await buildUser(t.app);
    const { cookie } = await enrolTotp(t.app, angler);
    await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: true },
      headers: { cookie },
    });
    const disable = await post(t.app, '/api/auth/two-factor/disable', { password: angler.password }, cookie);
    expect(disable.statusCode).toBe(200);
    const after = cookieFrom(disable.headers['set-cookie']);
    expect(await mfaStatus(after)).toMatchObject({
      totpEnabled: false,
      emailEnabled: true,
      preferredMethod: 'email',
      factors: [],
    });
    const [row] = await t.app.db
      .select({ on: user.twoFactorEnabled })
      .from(user)
      .where(eq(user.id, angler.id));
    expect(row?.on).toBe(true);
    expect((await startChallenge(angler)).body).toMatchObject({
      twoFactorRedirect: true,
      twoFactorMethods: ['otp'],
    });
  });
});

describe('e-mailed codes', () => {
  it('PUT /api/mfa/email turns them on; sign-in mails a code and verifying it completes sign-in', async () => {
    const angler = await buildUser(t.app);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: true },
      headers: { cookie: angler.cookie },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json<unknown>()).toMatchObject({
      totpEnabled: false,
      emailEnabled: true,
      preferredMethod: 'email',
    });
    const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, angler.id));
    expect(profile).toMatchObject({ mfaEmailEnabled: true, preferredMfaMethod: 'email' });

    const challenge = await startChallenge(angler);
    expect(challenge.body).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['otp'],
      preferredMethod: 'email',
    });
    expect((await me(challenge.cookie)).user).toBeNull();

    const send = await post(t.app, '/api/auth/two-factor/send-otp', {}, challenge.cookie);
    expect(send.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, angler.email, 'code-two-factor');
    const code = /Tightlines: (\d{6})/.exec(mail!.text)![1]!;

    const verify = await post(t.app, '/api/auth/two-factor/verify-otp', { code }, challenge.cookie);
    expect(verify.statusCode).toBe(200);
    expect((await me(cookieFrom(verify.headers['set-cookie']))).user?.id).toBe(angler.id);
  });

  it('are not sent to someone who has only the authenticator app', async () => {
    const angler = await buildUser(t.app);
    await enrolTotp(t.app, angler);
    const challenge = await startChallenge(angler);
    expect(challenge.body.twoFactorMethods).toEqual(['totp']);
    const send = await post(t.app, '/api/auth/two-factor/send-otp', {}, challenge.cookie);
    expect(send.statusCode).toBe(400);
    expect(await lastMailTo(t.app, angler.email, 'code-two-factor')).toBeUndefined();
  });

  it('both methods: the challenge offers both and the person chooses which comes first', async () => {
    const angler = await buildUser(t.app);
    const { cookie } = await enrolTotp(t.app, angler);
    await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: true },
      headers: { cookie },
    });
    const preferred = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/preferred',
      payload: { method: 'email' },
      headers: { cookie },
    });
    expect(preferred.json()).toMatchObject({
      totpEnabled: true,
      emailEnabled: true,
      preferredMethod: 'email',
    });
    expect((await startChallenge(angler)).body).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp', 'otp'],
      preferredMethod: 'email',
    });

    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: false },
      headers: { cookie },
    });
    expect(off.json()).toMatchObject({ emailEnabled: false, preferredMethod: 'totp' });
  });

  it('turning them off with no other method ends the challenge at sign-in', async () => {
    const angler = await buildUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: true },
      headers: { cookie: angler.cookie },
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: false },
      headers: { cookie: angler.cookie },
    });
    const challenge = await startChallenge(angler);
    expect(challenge.body.twoFactorRedirect).toBeUndefined();
    expect((await me(challenge.cookie)).user?.id).toBe(angler.id);
  });

  it('passwordless sign-in with an e-mailed code is also held for the second factor', async () => {
    const angler = await buildUser(t.app);
    const { totp } = await enrolTotp(t.app, angler);
    const send = await post(t.app, '/api/auth/email-otp/send-verification-otp', {
      email: angler.email,
      type: 'sign-in',
    });
    expect(send.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, angler.email, 'code-sign-in');
    const otp = /Tightlines: (\d{6})/.exec(mail!.text)![1]!;

    const signIn = await post(t.app, '/api/auth/sign-in/email-otp', { email: angler.email, otp });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json()).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
      preferredMethod: 'totp',
    });
    const cookie = cookieFrom(signIn.headers['set-cookie']);
    expect((await me(cookie)).user).toBeNull();

    const verify = await post(t.app, '/api/auth/two-factor/verify-totp', { code: totp.generate() }, cookie);
    expect(verify.statusCode).toBe(200);
    expect((await me(cookieFrom(verify.headers['set-cookie']))).user?.id).toBe(angler.id);
  });
});
