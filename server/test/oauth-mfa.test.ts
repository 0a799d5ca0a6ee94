import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, cookieFrom } from './helpers/factories';
import { enrolTotp } from './helpers/mfa';

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Stands in for Google's signing key: id_tokens sent straight to /sign-in/social are verified against it. */
const googleKey = generateKeyPairSync('rsa', { modulusLength: 2048 });
const GOOGLE_KID = 'test-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    oauth: { google: { clientId: 'id', clientSecret: 'secret' } },
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A browser's cookie store, enough for one flow: later Set-Cookie lines replace or expire earlier ones. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookie: string | string[] | undefined): this {
    const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return this;
  }

  has(fragment: string): boolean {
    return [...this.cookies.keys()].some((name) => name.includes(fragment));
  }

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** An id_token as Google issues it, signed with the stand-in key. */
function idTokenFor(email: string, sub: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = [
    part({ alg: 'RS256', kid: GOOGLE_KID, typ: 'JWT' }),
    part({
      iss: 'https://accounts.google.com',
      aud: 'id',
      sub,
      email,
      email_verified: true,
      name: 'Casey Rivers',
      iat: now,
      exp: now + 3600,
    }),
  ].join('.');
  const signature = createSign('RSA-SHA256').update(unsigned).sign(googleKey.privateKey, 'base64url');
  return `${unsigned}.${signature}`;
}

function hrefOf(input: string | URL | Request): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** Answers Google's token and key endpoints for this one person; every other request goes out as usual. */
function interceptGoogle(email: string, sub = randomUUID()) {
  const realFetch = globalThis.fetch;
  const spy = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const href = hrefOf(input);
    if (href.startsWith(GOOGLE_TOKEN_URL)) {
      return Promise.resolve(
        Response.json({
          access_token: 'google-access-token',
          token_type: 'Bearer',
          expires_in: 3599,
          scope: 'openid email profile',
          id_token: idTokenFor(email, sub),
        }),
      );
    }
    if (href.startsWith(GOOGLE_CERTS_URL)) {
      const jwk = googleKey.publicKey.export({ format: 'jwk' });
      return Promise.resolve(
        Response.json({ keys: [{ ...jwk, kid: GOOGLE_KID, alg: 'RS256', use: 'sig' }] }),
      );
    }
    return realFetch(input, init);
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** "Continue with Google", the consent screen, and Google sending the browser back: better-auth's real flow. */
async function signInWithGoogle(email: string, callbackURL = '/auth/callback') {
  const tokenCalls = interceptGoogle(email);
  const jar = new CookieJar();
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL },
  });
  expect(start.statusCode).toBe(200);
  jar.take(start.headers['set-cookie']);
  const { url } = start.json<{ url: string }>();
  const authorize = new URL(url);
  expect(authorize.origin).toBe('https://accounts.google.com');
  const state = authorize.searchParams.get('state');
  expect(state).toBeTruthy();

  const callback = await t.app.inject({
    method: 'GET',
    url: `/api/auth/callback/google?code=x&state=${encodeURIComponent(state ?? '')}`,
    headers: { cookie: jar.header },
  });
  jar.take(callback.headers['set-cookie']);
  expect(tokenCalls.mock.calls.some(([input]) => hrefOf(input).startsWith(GOOGLE_TOKEN_URL))).toBe(true);
  return { callback, location: String(callback.headers.location ?? ''), jar };
}

async function me(cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<{ user: { id: string } | null }>();
}

describe('Google sign-in without two-step verification', () => {
  it('signs an existing person in and returns them where they were going', async () => {
    const angler = await buildUser(t.app, { signedIn: false });
    const { callback, location, jar } = await signInWithGoogle(angler.email);
    expect(callback.statusCode).toBe(302);
    expect(location).toBe('/auth/callback');
    expect((await me(jar.header)).user?.id).toBe(angler.id);
  });

  it('signs a new person up and in', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const { callback, jar } = await signInWithGoogle(email);
    expect(callback.statusCode).toBe(302);
    expect((await me(jar.header)).user).not.toBeNull();
  });
});

describe('Google sign-in with an authenticator app turned on', () => {
  it('gives no session, sends the browser to the code step, and a code completes sign-in', async () => {
    const angler = await buildUser(t.app);
    const { totp } = await enrolTotp(t.app, angler);

    const { callback, location, jar } = await signInWithGoogle(
      angler.email,
      '/auth/callback?redirect=%2Ftournaments',
    );
    expect(callback.statusCode).toBe(302);
    expect(location).toBe('/auth/callback?redirect=%2Ftournaments&twoFactor=1');
    expect(jar.has('session_token')).toBe(false);
    expect(jar.has('two_factor')).toBe(true);
    expect((await me(jar.header)).user).toBeNull();
    // Even the session cookie better-auth set before the hold is of no use: its session is gone.
    expect((await me(cookieFrom(callback.headers['set-cookie']))).user).toBeNull();

    const challenge = await t.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor/challenge',
      headers: { cookie: jar.header },
    });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toEqual({ methods: ['totp'], preferredMethod: 'totp' });

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totp.generate({ timestamp: Date.now() - 10 * 60_000 }) },
      headers: { cookie: jar.header },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await me(jar.header)).user).toBeNull();

    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totp.generate() },
      headers: { cookie: jar.header },
    });
    expect(verify.statusCode).toBe(200);
    jar.take(verify.headers['set-cookie']);
    expect((await me(jar.header)).user?.id).toBe(angler.id);
  });

  it('holds a person with e-mail codes only, offering e-mail', async () => {
    const angler = await buildUser(t.app);
    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: true },
      headers: { cookie: angler.cookie },
    });
    expect(on.statusCode).toBe(200);

    const { location, jar } = await signInWithGoogle(angler.email);
    expect(location).toBe('/auth/callback?twoFactor=1');
    expect((await me(jar.header)).user).toBeNull();
    const challenge = await t.app.inject({
      method: 'GET',
      url: '/api/auth/two-factor/challenge',
      headers: { cookie: jar.header },
    });
    expect(challenge.json()).toEqual({ methods: ['otp'], preferredMethod: 'email' });
  });
});

describe('Google id_token sent straight to /sign-in/social', () => {
  it('signs in without two-step verification, and is held with it', async () => {
    const plain = await buildUser(t.app, { signedIn: false });
    interceptGoogle(plain.email);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', idToken: { token: idTokenFor(plain.email, randomUUID()) } },
    });
    expect(direct.statusCode).toBe(200);
    expect(direct.json()).toMatchObject({ redirect: false, user: { id: plain.id } });
    expect((await me(new CookieJar().take(direct.headers['set-cookie']).header)).user?.id).toBe(plain.id);

    const angler = await buildUser(t.app);
    const { totp } = await enrolTotp(t.app, angler);
    interceptGoogle(angler.email);
    const held = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', idToken: { token: idTokenFor(angler.email, randomUUID()) } },
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toEqual({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
      preferredMethod: 'totp',
    });
    const jar = new CookieJar().take(held.headers['set-cookie']);
    expect((await me(jar.header)).user).toBeNull();
    const verify = await t.app.inject({
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      payload: { code: totp.generate() },
      headers: { cookie: jar.header },
    });
    expect(verify.statusCode).toBe(200);
    expect((await me(jar.take(verify.headers['set-cookie']).header)).user?.id).toBe(angler.id);
  });
});

describe('GET /api/auth/two-factor/challenge', () => {
  it('answers 401 without a pending challenge', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/two-factor/challenge' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_COOKIE' });
  });
});
