import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, cookieFrom, lastMailTo, type BuiltUser } from './helpers/factories';
import { enrolTotp } from './helpers/mfa';
import { mailOutbox, user } from '#server/db/schema';
import { loadConfig } from '#server/config';
import { signUpFormFor } from '#server/features/account/service';
import { addressKey } from '#server/auth/limits';
import type { Config } from '#server/config';

const JSON_TYPE = { 'content-type': 'application/json' };

function post(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { ...JSON_TYPE, ...headers },
  });
}

async function me(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return response.json<{ user: { id: string } | null }>().user;
}

async function withApp(overrides: Partial<Config>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(overrides);
  try {
    await run(t);
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or proxy addresses', () => {
    // A directory of its own: the config writes its generated keys there, never into the checkout.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-config-'));
    const parse = (value?: string) =>
      loadConfig({ DATA_DIR: dataDir, AUTH_SECRET: 'x'.repeat(32), ...(value ? { TRUST_PROXY: value } : {}) })
        .trustProxy;
    expect(parse()).toBe(false);
    expect(parse('off')).toBe(false);
    expect(parse('2')).toBe(2);
    expect(parse('10.0.0.0/8, 192.168.1.4,loopback')).toEqual(['10.0.0.0/8', '192.168.1.4', 'loopback']);
    expect(() => parse('true')).toThrow(/TRUST_PROXY/);
    expect(() => parse('10.0.0.0/40')).toThrow(/TRUST_PROXY/);
  });

  const spray = async (t: TestApp) => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await post(
        t,
        '/api/auth/sign-in/email',
        { email: `nobody-${attempt}@example.com`, password: 'whatever-1' },
        { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    return statuses;
  };

  it('off: a client cannot reset its per-address limit by sending a new X-Forwarded-For', async () => {
    await withApp({ authRateLimit: { max: 3, signInPerAccount: 100, windowMs: 60_000 } }, async (t) => {
      expect(await spray(t)).toEqual([401, 401, 401, 429, 429]);
    });
  });

  it('with a hop count, the address the proxy saw is the client', async () => {
    await withApp(
      { trustProxy: 1, authRateLimit: { max: 3, signInPerAccount: 100, windowMs: 60_000 } },
      async (t) => {
        expect(await spray(t)).toEqual([401, 401, 401, 401, 401]);
      },
    );
  });
});

describe('addressKey', () => {
  it('keys IPv4 as is, IPv4-mapped IPv6 as IPv4, and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('sign-in attempts per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 5, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('form-encoded guesses never reach the password check, so they cannot dodge the account limit', async () => {
    const angler = await buildUser(t.app, { signedIn: false });
    const form = (password: string, attempt: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: new URLSearchParams({ email: angler.email, password }).toString(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `203.0.113.${attempt}`,
        },
      });
    for (let attempt = 1; attempt <= 22; attempt++) {
      expect((await form(`wrong-${attempt}`, attempt)).statusCode).toBe(415);
    }
    const right = await form(angler.password, 23);
    expect(right.statusCode).toBe(415);
    expect(cookieFrom(right.headers['set-cookie'])).toBe('');
  });

  it.each([
    '/api/auth/sign-in/email/',
    '/api/auth//sign-in/email',
    '/api/auth/sign-in//email',
    '/api/auth/Sign-In/Email',
    '/api/auth/sign-in%2Femail',
    '/api/auth/sign%2Din/email',
    '/api/auth/sign-in/%65mail',
  ])('%s does not reach the password check around the account limit', async (url) => {
    const angler = await buildUser(t.app, { signedIn: false });
    for (let attempt = 0; attempt < 5; attempt++) {
      await post(t, '/api/auth/sign-in/email', { email: angler.email, password: `wrong-${attempt}` });
    }
    const response = await post(t, url, { email: angler.email, password: angler.password });
    expect([429, 404]).toContain(response.statusCode);
    expect(cookieFrom(response.headers['set-cookie'])).toBe('');
  });

  it('over HTTP, a path with dot segments does not reach the password check around the account limit', async () => {
    // app.inject resolves dot segments itself; a real client can send them as they are.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (path: string, payload: object) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify(payload);
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            headers: { ...JSON_TYPE, origin: 'http://localhost:3000' },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    const angler = await buildUser(t.app, { signedIn: false });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        await raw('/api/auth/sign-in/email', { email: angler.email, password: `wrong-${attempt}` }),
      ).toBe(401);
    }
    for (const path of [
      '/api/auth/./sign-in/email',
      '/api/auth/%2e/sign-in/email',
      '/api/auth/x/../sign-in/email',
    ]) {
      expect(await raw(path, { email: angler.email, password: angler.password })).toBe(404);
    }
  });

  it('e-mailed sign-in codes count against the same account', async () => {
    const angler = await buildUser(t.app, { signedIn: false });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await post(t, '/api/auth/sign-in/email-otp', { email: angler.email, otp: '000000' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).not.toContain(429);
    expect(statuses[5]).toBe(429);
    expect(
      (await post(t, '/api/auth/sign-in/email', { email: angler.email, password: angler.password }))
        .statusCode,
    ).toBe(429);
  });
});

describe('code and link e-mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
      authMailRateLimit: { perAccount: 3, perAddress: 10, windowMs: 10 * 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const mailsTo = async (email: string) =>
    (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length;

  it('12 code e-mails to one person in seconds: the limit refuses the rest and no more mail goes out', async () => {
    const victim = await buildUser(t.app, { signedIn: false });
    const before = await mailsTo(victim.email);
    const asks = [
      ['/api/auth/email-otp/send-verification-otp', { email: victim.email, type: 'sign-in' }],
      ['/api/auth/email-otp/request-password-reset', { email: victim.email }],
      ['/api/auth/forget-password/email-otp', { email: victim.email }],
      ['/api/auth/email-otp/send-verification-otp', { email: victim.email, type: 'forget-password' }],
    ] as const;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const [url, payload] = asks[attempt % asks.length]!;
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: `192.0.2.${attempt + 1}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, ...Array<number>(9).fill(429)]);
    expect((await mailsTo(victim.email)) - before).toBe(3);
  });

  it('second-factor code e-mails count against the person being challenged', async () => {
    const angler = await buildUser(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/mfa/email',
      payload: { enabled: true },
      headers: { cookie: angler.cookie },
    });
    const signIn = await post(t, '/api/auth/sign-in/email', {
      email: angler.email,
      password: angler.password,
    });
    const cookie = cookieFrom(signIn.headers['set-cookie']);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor/send-otp',
        payload: {},
        headers: { cookie },
        remoteAddress: `192.0.2.${100 + attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const codes = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, angler.email));
    expect(codes.filter((mail) => mail.template === 'code-two-factor')).toHaveLength(3);
  });

  it('one address cannot mail codes to many people past its limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/email-otp/send-verification-otp',
        payload: { email: `someone-${attempt}@example.com`, type: 'sign-in' },
        remoteAddress: '192.0.2.200',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe('one sign-up path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('POST /api/account/signup is limited per address, with Retry-After', async () => {
    await withApp({ signUpRateLimit: { perAddress: 2, windowMs: 60_000 } }, async (limited) => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/account/signup',
          payload: signUpFormFor({
            firstName: 'Dana',
            lastName: 'Shore',
            email: `dana-${attempt}@example.com`,
            password: 'hooked-on-bass',
          }),
          remoteAddress: '198.51.100.77',
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([201, 201, 429]);
    });
  });

  it.each(['/api/auth/sign-up/email', '/api/auth/sign-up/email/'])(
    'POST %s is closed: no account without the terms and the sign-up limit',
    async (url) => {
      const email = `direct-${url.length}@example.com`;
      const response = await post(t, url, { email, password: 'hooked-on-bass', name: 'Direct Caller' });
      expect(response.statusCode).toBe(404);
      expect(await t.app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
      expect(await lastMailTo(t.app, email)).toBeUndefined();
    },
  );
});

describe('second factor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 5, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function challenge(angler: BuiltUser): Promise<string> {
    const response = await post(t, '/api/auth/sign-in/email', {
      email: angler.email,
      password: angler.password,
    });
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    return cookieFrom(response.headers['set-cookie']);
  }

  it('an authenticator code is accepted once', async () => {
    const angler = await buildUser(t.app);
    const { totp } = await enrolTotp(t.app, angler);
    const code = totp.generate();

    const first = await challenge(angler);
    const used = await post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie: first });
    expect(used.statusCode).toBe(200);
    expect((await me(t, cookieFrom(used.headers['set-cookie'])))?.id).toBe(angler.id);

    const second = await challenge(angler);
    const replayed = await post(t, '/api/auth/two-factor/verify-totp', { code }, { cookie: second });
    expect(replayed.statusCode).toBe(401);
    expect(await me(t, cookieFrom(replayed.headers['set-cookie']) || second)).toBeNull();

    // The next code the app shows still works for that challenge.
    const next = await post(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: totp.generate({ timestamp: Date.now() + 30_000 }) },
      { cookie: second },
    );
    expect(next.statusCode).toBe(200);
  });

  it('wrong codes are limited per account across challenges', async () => {
    const angler = await buildUser(t.app);
    await enrolTotp(t.app, angler);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const cookie = await challenge(angler);
      for (let guess = 0; guess < 2; guess++) {
        const response = await post(
          t,
          '/api/auth/two-factor/verify-totp',
          { code: `00000${round}` },
          { cookie },
        );
        statuses.push(response.statusCode);
      }
    }
    // The enrolment's code was the first attempt on this account.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });
});

describe('password reset by e-mailed code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('signs out every session made before the reset', async () => {
    const angler = await buildUser(t.app);
    expect((await me(t, angler.cookie))?.id).toBe(angler.id);

    const ask = await post(t, '/api/auth/email-otp/request-password-reset', { email: angler.email });
    expect(ask.statusCode).toBe(200);
    const mail = await lastMailTo(t.app, angler.email, 'code-reset-password');
    expect(mail!.text).toContain('Use this code to reset your password on Tightlines');
    const otp = /Tightlines: (\d{6})/.exec(mail!.text)![1]!;
    const reset = await post(t, '/api/auth/email-otp/reset-password', {
      email: angler.email,
      otp,
      password: 'a-brand-new-pass',
    });
    expect(reset.statusCode).toBe(200);

    expect(await me(t, angler.cookie)).toBeNull();
    const guarded = await t.app.inject({
      method: 'GET',
      url: '/api/mfa',
      headers: { cookie: angler.cookie },
    });
    expect(guarded.statusCode).toBe(401);
    const again = await post(t, '/api/auth/sign-in/email', {
      email: angler.email,
      password: 'a-brand-new-pass',
    });
    expect(again.statusCode).toBe(200);
  });
});
