import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '#server/app';
import { ConfigError, loadConfig } from '#server/config';
import { DEFAULT_RATE_LIMITS, type ClassLimit, type RateLimitClass } from '#server/lib/rate-limits';
import { createTestApp, REAL_RATE_LIMITS, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { gpsJpeg, multipart } from './fixtures/posts';
import { buildEvent } from './helpers/events';

const limit = (perPerson: number, perIp: number, windowMs = 60_000): ClassLimit => ({
  perPerson: { max: perPerson, windowMs },
  perIp: { max: perIp, windowMs },
});

const withClasses = (classes: Partial<Record<RateLimitClass, ClassLimit>>) => ({
  rateLimits: { ...REAL_RATE_LIMITS, classes: { ...DEFAULT_RATE_LIMITS, ...classes } },
  authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
});

let lastOctet = 1;
/** A fresh client address per call, so only the limit a test means can count. */
const newIp = () => `198.51.100.${lastOctet++}`;

function postAs(t: TestApp, who: BuiltUser, ip: string, content = 'Tight lines') {
  return t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: who.cookie },
    payload: { content, visibility: 'public' },
    remoteAddress: ip,
  });
}

function expectRefused(response: LightMyRequestResponse, max: number, windowSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    error: { code: 'tooManyRequests', message: 'Too many attempts. Please wait a moment and try again.' },
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(response.headers['ratelimit-limit']).toBe(String(max));
  expect(response.headers['ratelimit-remaining']).toBe('0');
  expect(response.headers['ratelimit-reset']).toBe(String(retryAfter));
}

describe('configuration', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'tl-limits-'));

  it('runs the real limits unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimits).toEqual({
      enabled: true,
      scale: 1,
      classes: DEFAULT_RATE_LIMITS,
    });
    expect(DEFAULT_RATE_LIMITS.post.perPerson).toEqual({ max: 300, windowMs: 3 * 3_600_000 });
  });

  it('takes RATE_LIMIT_SCALE and RATE_LIMITS, and stops on a bad value', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: '3', RATE_LIMITS: 'false' });
    expect(config.rateLimits).toMatchObject({ enabled: false, scale: 3 });
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMIT_SCALE: '0' })).toThrow(/RATE_LIMIT_SCALE/);
  });
});

describe('posts: 3 per person and 5 per address in a 4 s window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(withClasses({ post: limit(3, 5, 4_000) }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets 3 posts through, refuses the 4th with Retry-After and RateLimit headers, and lets one through once the window is over', async () => {
    const angler = await buildUser(t.app);
    const remaining: string[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await postAs(t, angler, newIp());
      expect(response.statusCode).toBe(201);
      expect(response.headers['ratelimit-limit']).toBe('3');
      remaining.push(String(response.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual(['2', '1', '0']);

    const refused = await postAs(t, angler, newIp());
    expectRefused(refused, 3, 4);

    await new Promise((resolve) => setTimeout(resolve, Number(refused.headers['retry-after']) * 1000 + 100));
    expect((await postAs(t, angler, newIp())).statusCode).toBe(201);
  });

  it('counts per person across addresses: moving to another address does not reset the count', async () => {
    const angler = await buildUser(t.app);
    const [home, phone] = [newIp(), newIp()];
    expect((await postAs(t, angler, home)).statusCode).toBe(201);
    expect((await postAs(t, angler, phone)).statusCode).toBe(201);
    expect((await postAs(t, angler, home)).statusCode).toBe(201);
    expectRefused(await postAs(t, angler, phone), 3, 4);
    // Someone else on the same address is not held back by it.
    expect((await postAs(t, await buildUser(t.app), phone)).statusCode).toBe(201);
  });

  it('counts per address across people: a sixth post from one address is refused whoever sends it', async () => {
    const ip = newIp();
    const people = await Promise.all([1, 2, 3].map(() => buildUser(t.app)));
    const statuses: number[] = [];
    for (const who of [...people, ...people]) statuses.push((await postAs(t, who, ip)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('every content route counts against its class', () => {
  let t: TestApp;
  let director: BuiltUser;
  let eventId: string;
  beforeAll(async () => {
    const one = limit(1, 1000);
    t = await createTestApp(
      withClasses({
        post: one,
        comment: one,
        like: one,
        follow: one,
        upload: one,
        catch: one,
        contact: one,
        mail: one,
      }),
    );
    director = await buildUser(t.app, { roles: ['tournament_director'] });
    eventId = (await buildEvent(t.app, director)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const image = () =>
    multipart(
      { content: 'Dawn bite' },
      { name: 'image', filename: 'a.jpg', type: 'image/jpeg', data: gpsJpeg },
    );
  const photo = () => multipart({}, { name: 'photo', filename: 'c.jpg', type: 'image/jpeg', data: gpsJpeg });
  const anyId = () => randomUUID();
  const draft = (sendLink: boolean) => ({ draft: { eventId: anyId() }, sendLink });

  type Call = {
    method: 'POST' | 'PUT' | 'DELETE';
    url: string;
    json?: object;
    form?: ReturnType<typeof multipart>;
  };
  const cases: [string, () => Call][] = [
    ['a post', () => ({ method: 'POST', url: '/api/posts', json: { content: 'Hi', visibility: 'public' } })],
    ['a post with an image', () => ({ method: 'POST', url: '/api/posts', form: image() })],
    [
      'a comment',
      () => ({ method: 'POST', url: `/api/posts/${anyId()}/comments`, json: { content: 'Nice' } }),
    ],
    ['a like', () => ({ method: 'PUT', url: `/api/posts/${anyId()}/like` })],
    ['an unlike', () => ({ method: 'DELETE', url: `/api/posts/${anyId()}/like` })],
    ['a share', () => ({ method: 'POST', url: `/api/posts/${anyId()}/shares`, json: { channel: 'link' } })],
    ['a follow', () => ({ method: 'PUT', url: `/api/users/${anyId()}/follow` })],
    ['a team follow', () => ({ method: 'PUT', url: '/api/teams/no-such-team/follow' })],
    ['a hashtag follow', () => ({ method: 'PUT', url: '/api/hashtags/walleye/follow' })],
    ['an avatar', () => ({ method: 'POST', url: '/api/profile/avatar', form: image() })],
    ['a header image', () => ({ method: 'POST', url: '/api/profile/header', form: image() })],
    ['a team logo', () => ({ method: 'POST', url: '/api/teams/no-such-team/logo', form: image() })],
    ['a catch', () => ({ method: 'POST', url: `/api/events/${anyId()}/catches`, form: photo() })],
    [
      'an event comment',
      () => ({ method: 'POST', url: `/api/events/${anyId()}/comments`, json: { content: 'Go!' } }),
    ],
    ['an event photo', () => ({ method: 'POST', url: `/api/events/${anyId()}/photos`, form: image() })],
    [
      'an event logo',
      () => ({
        method: 'POST',
        url: `/api/tournament-director/events/${eventId}/images/logo`,
        form: image(),
      }),
    ],
    ['a contact message', () => ({ method: 'POST', url: '/api/contact', json: contactMessage })],
    [
      'a registration draft with its link e-mailed',
      () => ({ method: 'POST', url: '/api/registrations/drafts', json: draft(true) }),
    ],
    [
      'a registration draft update with its link e-mailed',
      () => ({ method: 'PUT', url: `/api/registrations/drafts/${anyId()}`, json: draft(true) }),
    ],
  ];
  const contactMessage = {
    name: 'Casey Rivers',
    email: 'casey@example.com',
    subject: 'Hello',
    message: 'Is the spring series open to kayaks this year?',
  };

  const send = (who: BuiltUser, call: Call) =>
    t.app.inject({
      method: call.method,
      url: call.url,
      headers: { cookie: who.cookie, ...call.form?.headers },
      remoteAddress: newIp(),
      ...(call.form ? { payload: call.form.payload } : call.json ? { payload: call.json } : {}),
    });

  it.each(cases)('%s: the second within the window is refused', async (_name, call) => {
    // The event's director for the director's route; a new person for every other.
    const who = call().url.includes('/tournament-director/') ? director : await buildUser(t.app);
    const first = await send(who, call());
    expect(first.statusCode).not.toBe(429);
    expectRefused(await send(who, call()), 1, 60);
  });

  it('shares a class between routes: an avatar upload uses up the upload a post image would need', async () => {
    const who = await buildUser(t.app);
    expect((await send(who, { method: 'POST', url: '/api/profile/avatar', form: image() })).statusCode).toBe(
      200,
    );
    // A post without an image carries no file: only the post class counts it.
    expect((await send(who, cases[0]![1]())).statusCode).toBe(201);
    const other = await buildUser(t.app);
    expect(
      (await send(other, { method: 'POST', url: '/api/profile/header', form: image() })).statusCode,
    ).toBe(200);
    expect((await send(other, { method: 'POST', url: '/api/posts', form: image() })).statusCode).toBe(429);
  });

  it('never refuses an unfollow, nor a draft saved without an e-mail', async () => {
    const who = await buildUser(t.app);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await send(who, { method: 'DELETE', url: `/api/users/${anyId()}/follow` })).statusCode,
      ).not.toBe(429);
      expect(
        (await send(who, { method: 'POST', url: '/api/registrations/drafts', json: draft(false) }))
          .statusCode,
      ).not.toBe(429);
    }
  });
});

describe('every API call: per person when signed in, else per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    // RATE_LIMIT_SCALE 1.5 on limits of 2 and 4: 3 per person, 6 per address.
    const { rateLimits, ...rest } = withClasses({ api: limit(2, 4) });
    t = await createTestApp({ ...rest, rateLimits: { ...rateLimits, scale: 1.5 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (who: BuiltUser | null, ip: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: who ? { cookie: who.cookie } : {},
      remoteAddress: ip,
    });

  it('refuses a fourth signed-in read and a seventh anonymous one from one address, scaled; health and sign-in are not counted', async () => {
    const angler = await buildUser(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await me(angler, newIp())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const ip = newIp();
    for (let attempt = 0; attempt < 6; attempt++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
      expect(health.statusCode).toBe(200);
    }
    const anonymous: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) anonymous.push((await me(null, ip)).statusCode);
    expect(anonymous).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expectRefused(await me(null, ip), 6, 60);

    // A signed-in person at that address counts against their own limit only.
    expect((await me(await buildUser(t.app), ip)).statusCode).toBe(200);
  });
});

describe('shared through Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  let t: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    if (!redisUrl) return;
    t = await createTestApp({ ...withClasses({ post: limit(3, 1000) }), redisUrl });
    second = await buildApp({ config: t.app.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it.skipIf(!redisUrl)('counts one person across two server copies', async () => {
    const angler = await buildUser(t.app);
    // A random address per run: the Redis counts outlive this process.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
    const on = (app: typeof second) =>
      app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: { cookie: angler.cookie },
        payload: { content: 'Across copies', visibility: 'public' },
        remoteAddress: ip,
      });
    const statuses = [
      (await on(t.app)).statusCode,
      (await on(second)).statusCode,
      (await on(t.app)).statusCode,
    ];
    expect(statuses).toEqual([201, 201, 201]);
    expectRefused(await on(second), 3, 60);
    expect((await on(t.app)).statusCode).toBe(429);
  });
});
