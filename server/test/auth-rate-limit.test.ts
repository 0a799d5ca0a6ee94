import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser } from './helpers/factories';

let t: TestApp;
beforeAll(async () => {
  // A generous per-address limit so that only the per-account limit can answer 429 here.
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 5, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

function signIn(email: string, password: string, ip = '203.0.113.7') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  });
}

describe('sign-in rate limit per account', () => {
  it('slows a flood of wrong passwords for one account to 429, even from many addresses', async () => {
    const angler = await buildUser(t.app, { signedIn: false });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await signIn(angler.email, `wrong-${attempt}`, `203.0.113.${attempt + 1}`);
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);

    // Even the right password waits now: the limit is on the account, not on the guess.
    const right = await signIn(angler.email, angler.password);
    expect(right.statusCode).toBe(429);
    expect(right.json<{ error: unknown }>().error).toEqual({
      code: 'tooManyRequests',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
  });

  it('leaves other accounts alone', async () => {
    const other = await buildUser(t.app, { signedIn: false });
    const response = await signIn(other.email, other.password);
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-in rate limit per address', () => {
  it('still limits one address spraying many accounts', async () => {
    const strict = await createTestApp({
      authRateLimit: { max: 3, signInPerAccount: 100, windowMs: 60_000 },
    });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: `nobody-${attempt}@example.com`, password: 'whatever-1' },
          remoteAddress: '198.51.100.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await strict.close();
    }
  });
});
