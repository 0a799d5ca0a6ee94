import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOrigins } from '#server/lib/origin-check';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser } from './helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('reports the database and realtime in use, from configuration', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      realtime: 'in-process',
    });
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers; Redis is off without REDIS_URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'off' });
  });

  it.runIf(process.env.TEST_REDIS_URL)('asks Redis too when REDIS_URL is set', async () => {
    const withRedis = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL });
    try {
      const response = await withRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    } finally {
      await withRedis.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('stops cleanly while still connecting to Redis', async () => {
    // Closing with the adapter's SUBSCRIBE still queued used to reject it where nobody listens.
    const rejected: unknown[] = [];
    const record = (reason: unknown) => rejected.push(reason);
    process.on('unhandledRejection', record);
    try {
      for (let copy = 0; copy < 3; copy++) {
        const stopped = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL });
        await stopped.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejected).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('answers 503 once the database is gone, while /api/health stays live', async () => {
    const gone = await createTestApp();
    const closeDatabase = gone.database.close;
    try {
      await closeDatabase();
      gone.database.close = async () => {};
      const ready = await gone.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'notReady', database: 'down', redis: 'off' });
      const health = await gone.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
    } finally {
      await gone.close();
    }
  });
});

describe('baseline hardening', () => {
  it('sends security headers and a CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('echoes a request id, or makes one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'req-12345678' },
    });
    expect(given.headers['x-request-id']).toBe('req-12345678');
    const made = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a state-changing request from another origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { name: 'A', email: 'a@example.com', message: 'Hello there, friend' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('badOrigin');
  });

  it('accepts the same request from our own origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'A', email: 'a@example.com', message: 'Hello there, friend' },
    });
    expect(response.statusCode).toBe(201);
  });

  it('takes the other loopback names of a loopback APP_URL (same port) as our own, for signing in too', async () => {
    const angler = await buildUser(t.app, { signedIn: false });
    const signInFrom = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin, host: 'localhost:3000' },
        payload: { email: angler.email, password: angler.password },
      });
    for (const origin of ['http://127.0.0.1:3000', 'http://[::1]:3000', 'http://localhost:3000']) {
      const response = await signInFrom(origin);
      expect(response.statusCode, origin).toBe(200);
    }
    for (const origin of [
      'http://127.0.0.1:3001',
      'https://127.0.0.1:3000',
      'http://localhost.evil.example:3000',
    ]) {
      const response = await signInFrom(origin);
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', message: 'x'.repeat(1_200_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payloadTooLarge');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('notFound');
  });

  it('serves the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready', '/api/me', '/api/account/signup', '/api/contact']),
    );
  });
});

describe('GET /api/account/providers', () => {
  it('lists no OAuth provider when none is configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/account/providers' });
    expect(response.json()).toEqual({ providers: [] });
  });

  it('lists exactly the configured providers', async () => {
    const other = await createTestApp({ oauth: { google: { clientId: 'id', clientSecret: 'secret' } } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/account/providers' });
      expect(response.json()).toEqual({ providers: ['google'] });
    } finally {
      await other.close();
    }
  });
});

describe('appOrigins', () => {
  it('adds the other loopback names, same scheme and port, only for a loopback APP_URL', () => {
    expect(appOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(appOrigins('http://127.0.0.1:8080/')).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://[::1]:8080',
    ]);
    expect(appOrigins('https://tightlines.example')).toEqual(['https://tightlines.example']);
    expect(appOrigins('http://localhost.example:3000')).toEqual(['http://localhost.example:3000']);
  });
});
