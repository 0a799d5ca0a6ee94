import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@tightlines/domain/common/messages';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { as, multipart } from './fixtures/posts';

let t: TestApp;
let casey: BuiltUser;
let director: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  casey = await buildUser(t.app);
  director = await buildUser(t.app, { roles: ['tournament_director'] });
});

afterAll(async () => {
  await t?.close();
});

const NUL = 'bass\u0000bait';
const HIGH_ALONE = 'bass\uD83Dbait';
const LOW_ALONE = '\uDC1F bass';

function expectInvalidText(response: { statusCode: number; json(): unknown }, field?: string) {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as { error: { code: string; message: string; fields?: object } };
  expect(error.code).toBe('invalidText');
  expect(error.message).toBe(MESSAGES.invalidText);
  if (field) expect(error.fields).toEqual({ [field]: MESSAGES.invalidText });
}

describe('text with a NUL byte or an unpaired surrogate', () => {
  it.each([
    ['a NUL byte', NUL],
    ['a lone high surrogate', HIGH_ALONE],
    ['a lone low surrogate', LOW_ALONE],
  ])('is refused in a JSON body field with 400 naming the field (%s)', async (_name, text) => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: as(casey),
      payload: { content: text, visibility: 'public' },
    });
    expectInvalidText(post, 'content');
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: as(casey),
      payload: { bio: text },
    });
    expectInvalidText(profile, 'bio');
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Casey', email: 'casey@example.com', message: `Hello there ${text}` },
    });
    expectInvalidText(contact, 'message');
  });

  it('is refused in a nested body field, and in a key', async () => {
    const nested = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(casey),
      payload: { email: { [NUL]: true } },
    });
    expectInvalidText(nested, `email.${NUL}`);
  });

  it('keeps a whole emoji (a surrogate pair) and other unicode', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: as(casey),
      payload: { content: 'Big one 🐟🎣 — größer als gestern, 大きい', visibility: 'public' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ content: string }>().content).toBe('Big one 🐟🎣 — größer als gestern, 大きい');
  });

  it('is refused in a query string and in a path parameter', async () => {
    const search = await t.app.inject({ method: 'GET', url: '/api/people/search?q=ca%00sey' });
    expectInvalidText(search, 'q');
    const tag = await t.app.inject({ method: 'GET', url: '/api/hashtags/bass%00' });
    expectInvalidText(tag, 'tag');
  });

  it('is refused in a multipart form field', async () => {
    const form = multipart({ content: NUL, visibility: 'public' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...as(casey), ...form.headers },
      payload: form.payload,
    });
    expectInvalidText(response, 'content');
  });

  describe('in the raw bodies of /api/auth/*', () => {
    it.each([
      ['a NUL byte', NUL],
      ['a lone surrogate', HIGH_ALONE],
    ])('refuses a JSON sign-in and sign-up (%s)', async (_name, text) => {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: `casey${text}@example.com`, password: casey.password },
      });
      expectInvalidText(signIn, 'email');
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 'new-angler@example.com', password: 'hooked-on-bass', name: text },
      });
      expectInvalidText(signUp, 'name');
    });

    it('refuses a form-encoded body and a raw NUL in a body that is not JSON', async () => {
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(casey.email)}%00&password=x`,
      });
      // Auth routes take JSON only (auth/routes.ts): a form or a text body is refused before any text check.
      expect(form.statusCode).toBe(415);
      const raw = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'text/plain' },
        payload: `not json ${NUL}`,
      });
      expect(raw.statusCode).toBe(415);
    });

    it('still signs in with a clean body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: casey.email, password: casey.password },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe('the Origin check', () => {
  const contact = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin, host: 'localhost:3000' },
      payload: { name: 'A', email: 'a@example.com', message: 'Hello there, friend' },
    });

  it.each(['::::', 'http://', 'not a url', 'http://[::1', '\u00e9://x'])(
    'answers 403 badOrigin for a malformed Origin %j',
    async (origin) => {
      const response = await contact(origin);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('badOrigin');
    },
  );

  it.each([
    ['another scheme on the same host and port', 'https://localhost:3000'],
    ['another port on the same host', 'http://localhost:3001'],
    ['the default port of the same host', 'http://localhost'],
    ['another host', 'http://evil.example:3000'],
  ])('refuses %s', async (_name, origin) => {
    const response = await contact(origin);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('badOrigin');
  });

  it('refuses https://evil of a host the server answers on over http', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'https://fishing.example', host: 'fishing.example' },
      payload: { name: 'A', email: 'a@example.com', message: 'Hello there, friend' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the app origin, and the origin of the host the request came to with its scheme', async () => {
    expect((await contact('http://localhost:3000')).statusCode).toBe(201);
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: 'http://fishing.example', host: 'fishing.example' },
      payload: { name: 'A', email: 'a@example.com', message: 'Hello there, friend' },
    });
    expect(sameHost.statusCode).toBe(201);
  });
});

describe('numbers past what a column holds', () => {
  const TOO_BIG = 2 ** 31;
  const send = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: as(director), payload });

  it('refuses a series fee beyond the stored range with 400 naming the field (was 500)', async () => {
    const response = await send('/api/tournament-director/series', {
      name: 'Gulf Series',
      seasonYear: 2026,
      feeMinor: TOO_BIG,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toEqual(['feeMinor']);
  });

  it.each(['feeMinor', 'prizePoolMinor', 'participantsCap'])(
    'refuses an event %s beyond the stored range with 400 (was 500)',
    async (field) => {
      const response = await send('/api/tournament-director/events', {
        name: 'Bluewater Classic',
        startDate: '2030-06-01',
        endDate: '2030-06-02',
        [field]: TOO_BIG,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toEqual([field]);
    },
  );

  it('still saves the largest stored amount', async () => {
    const response = await send('/api/tournament-director/series', {
      name: 'Big Money Series',
      seasonYear: 2026,
      feeMinor: TOO_BIG - 1,
    });
    expect(response.statusCode).toBe(201);
  });
});
