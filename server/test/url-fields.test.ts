import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { profiles, user } from '#server/db/schema';
import { createProfileForNewUser } from '#server/auth/profile-hooks';
import { createTestApp, type TestApp } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';

let t: TestApp;
let angler: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  angler = await buildUser(t.app, { firstName: 'Ursula' });
});
afterAll(async () => {
  await t.close();
});

const imageOf = async (id: string) =>
  (await t.app.db.select({ image: user.image }).from(user).where(eq(user.id, id)))[0]?.image ?? null;

const updateImage = (image: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { cookie: angler.cookie, origin: 'http://localhost:3000' },
    payload: { image },
  });

describe('URL fields a person sets (the avatar through better-auth)', () => {
  it.each(['javascript:alert(document.cookie)', 'http://example.com/a.png', 'data:image/png;base64,AAAA'])(
    'refuses %s with 400 and a clear message, storing nothing',
    async (image) => {
      const response = await updateImage(image);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string; message: string }>()).toMatchObject({
        code: 'urlNotAllowed',
        message: 'Links must start with https:// or be an image uploaded here.',
      });
      expect(await imageOf(angler.id)).toBe(null);
    },
  );

  it('takes an https: URL and one of our own uploads', async () => {
    expect((await updateImage('https://cdn.example.com/me.png')).statusCode).toBe(200);
    expect(await imageOf(angler.id)).toBe('https://cdn.example.com/me.png');
    expect((await updateImage('/uploads/avatars/x/1.webp')).statusCode).toBe(200);
    expect(await imageOf(angler.id)).toBe('/uploads/avatars/x/1.webp');
  });

  it('refuses a javascript: avatar at sign-up too', async () => {
    const email = 'sneaky@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Sneaky Pete', email, password: 'hooked-on-bass', image: 'javascript:alert(1)' },
    });
    // better-auth's own sign-up is closed (POST /api/account/signup is the one way in), so nothing is stored.
    expect(response.statusCode).toBe(404);
    expect((await t.app.db.select().from(user).where(eq(user.email, email))).length).toBe(0);
  });

  it("never copies an unsafe picture (an OAuth provider's) into a profile", async () => {
    for (const [image, kept] of [
      ['javascript:alert(1)', null],
      ['https://lh3.example.com/photo.jpg', 'https://lh3.example.com/photo.jpg'],
    ] as const) {
      const id = randomUUID();
      const email = `${id.slice(0, 8)}@example.com`;
      await t.app.db.insert(user).values({ id, name: 'Oauth Person', email, image });
      await createProfileForNewUser(t.app.db, { id, email, name: 'Oauth Person', image });
      const [profile] = await t.app.db.select().from(profiles).where(eq(profiles.id, id));
      expect(profile?.avatarUrl).toBe(kept);
    }
  });

  it('does not show an unsafe picture stored before the rule', async () => {
    const legacy = await buildUser(t.app, { firstName: 'Lena' });
    await t.app.db.update(user).set({ image: 'javascript:alert(1)' }).where(eq(user.id, legacy.id));
    await t.app.db.update(profiles).set({ avatarUrl: null }).where(eq(profiles.id, legacy.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: legacy.cookie } });
    expect(me.json<{ user: { avatarUrl: string | null } }>().user.avatarUrl).toBe(null);
  });

  it('does not show an admin an unsafe picture stored before the rule', async () => {
    const admin = await buildUser(t.app, { firstName: 'Ada', roles: ['admin'] });
    const legacy = await buildUser(t.app, { firstName: 'Leo' });
    await t.app.db.update(user).set({ image: 'javascript:alert(1)' }).where(eq(user.id, legacy.id));
    await t.app.db.update(profiles).set({ avatarUrl: null }).where(eq(profiles.id, legacy.id));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${legacy.id}`,
      headers: { cookie: admin.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ avatarUrl: string | null }>().avatarUrl).toBe(null);
  });
});
