import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';
import type { MyProfile, PublicProfile } from '@tightlines/domain/social/profiles';
import { follows, profiles, profileStats, user, userActivities } from '#server/db/schema';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, type BuiltUser, errorOf } from './helpers/factories';
import { gpsJpeg, multipart } from './fixtures/posts';

let t: TestApp;
let dana: BuiltUser;
let jordan: BuiltUser;

beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 } });
  dana = await buildUser(t.app, { firstName: 'Dana', lastName: 'Shore' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
});
afterAll(async () => {
  await t.close();
});

const get = (who: BuiltUser | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
const patch = (who: BuiltUser | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', headers: as(who), payload });
const upload = (
  who: BuiltUser | null,
  kind: 'avatar' | 'header',
  file?: { filename: string; type: string; data: Buffer },
) => {
  const form = multipart({}, file ? { name: 'image', ...file } : undefined);
  return t.app.inject({
    method: 'POST',
    url: `/api/profile/${kind}`,
    headers: { ...as(who), ...form.headers },
    payload: form.payload,
  });
};
const fileOf = (url: string) =>
  path.join(t.app.config.dataDir, 'uploads', ...url.replace(/^\/uploads\//, '').split('/'));
const handleOf = async (who: BuiltUser) =>
  (await t.app.db.select({ handle: profiles.handle }).from(profiles).where(eq(profiles.id, who.id)))[0]!
    .handle!;

describe('GET /api/profiles/:userId and /api/profiles/by-handle/:handle', () => {
  beforeAll(async () => {
    await t.app.db
      .update(profiles)
      .set({
        bio: 'Bass on the fly',
        homeWaters: 'Lake Erie',
        streetAddress: '12 Secret Cove Rd',
        phoneNumber: '+1 555 0199',
      })
      .where(eq(profiles.id, dana.id));
    await t.app.db.insert(follows).values({ followerId: jordan.id, followingId: dana.id });
    await t.app.db
      .update(profileStats)
      .set({ followersCount: 1, postsCount: 3 })
      .where(eq(profileStats.userId, dana.id));
    await t.app.db.update(profileStats).set({ followingCount: 1 }).where(eq(profileStats.userId, jordan.id));
  });

  it('shows the public profile with its counters and join date, and nothing private', async () => {
    const response = await get(null, `/api/profiles/${dana.id}`);
    expect(response.statusCode).toBe(200);
    const [account] = await t.app.db
      .select({ createdAt: user.createdAt })
      .from(user)
      .where(eq(user.id, dana.id));
    expect(response.json<PublicProfile>()).toEqual({
      id: dana.id,
      handle: await handleOf(dana),
      firstName: 'Dana',
      lastName: 'Shore',
      displayName: 'Dana Shore',
      avatarUrl: null,
      bio: 'Bass on the fly',
      headerUrl: null,
      homeWaters: 'Lake Erie',
      followersCount: 1,
      followingCount: 0,
      postsCount: 3,
      memberSince: account!.createdAt.toISOString(),
      isFollowing: false,
      isMe: false,
    });
    for (const secret of [dana.email, 'Secret Cove', '0199']) expect(response.body).not.toContain(secret);
  });

  it('tells the viewer whether they follow the person and whether it is them', async () => {
    expect((await get(jordan, `/api/profiles/${dana.id}`)).json<PublicProfile>()).toMatchObject({
      isFollowing: true,
      isMe: false,
    });
    expect((await get(dana, `/api/profiles/${dana.id}`)).json<PublicProfile>()).toMatchObject({
      isFollowing: false,
      isMe: true,
    });
  });

  it('finds the same profile by handle, with or without @ and in any case', async () => {
    const handle = await handleOf(dana);
    for (const written of [handle, handle.toUpperCase(), `@${handle}`]) {
      const response = await get(jordan, `/api/profiles/by-handle/${encodeURIComponent(written)}`);
      expect(response.statusCode, written).toBe(200);
      expect(response.json<PublicProfile>()).toMatchObject({ id: dana.id, isFollowing: true });
    }
  });

  it('answers 404 userNotFound for an unknown person or handle, 400 for a malformed id', async () => {
    for (const url of [`/api/profiles/${randomUUID()}`, '/api/profiles/by-handle/nobody_here']) {
      const response = await get(null, url);
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'userNotFound', message: 'This angler could not be found.' });
    }
    expect((await get(null, '/api/profiles/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET and PATCH /api/profile', () => {
  it('answers 401 Not authenticated without a session', async () => {
    for (const response of [await get(null, '/api/profile'), await patch(null, { bio: 'x' })]) {
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'notAuthenticated', message: 'Not authenticated' });
    }
  });

  it('gives the person their own profile with their e-mail and the sign-up details', async () => {
    const response = await get(jordan, '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json<MyProfile>()).toMatchObject({
      id: jordan.id,
      email: jordan.email,
      handle: await handleOf(jordan),
      firstName: 'Jordan',
      lastName: 'Reed',
      phoneNumber: '+1 555 0100',
      country: 'United States',
      avatarUrl: null,
      isComplete: false,
    });
  });

  it('saves what was sent, clears what was sent empty, and can send back everything it was given', async () => {
    const mine = (await get(jordan, '/api/profile')).json<MyProfile>();
    const { id: _id, email: _email, avatarUrl: _a, headerUrl: _h, isComplete: _c, ...editable } = mine;
    // The settings form sends the whole profile back: what sign-up stored must pass the update rules.
    const whole = Object.fromEntries(Object.entries(editable).map(([key, value]) => [key, value ?? '']));
    expect((await patch(jordan, whole)).statusCode).toBe(200);

    const response = await patch(jordan, {
      bio: '  Walleye at dawn  ',
      city: 'Toledo',
      phoneNumber: '',
      displayName: 'JR',
    });
    expect(response.statusCode).toBe(200);
    const { profile, completedNow } = response.json<{ profile: MyProfile; completedNow: boolean }>();
    expect(completedNow).toBe(false);
    expect(profile).toMatchObject({
      bio: 'Walleye at dawn',
      city: 'Toledo',
      phoneNumber: null,
      displayName: 'JR',
      country: 'United States',
    });
    expect((await get(jordan, '/api/profile')).json<MyProfile>()).toMatchObject({
      bio: 'Walleye at dawn',
      phoneNumber: null,
    });
  });

  it('renames everywhere: the profile, the account name and the public card', async () => {
    const response = await patch(jordan, { firstName: 'Jordy', lastName: 'Reeds' });
    expect(response.json<{ profile: MyProfile }>().profile).toMatchObject({
      firstName: 'Jordy',
      lastName: 'Reeds',
    });
    const [account] = await t.app.db.select({ name: user.name }).from(user).where(eq(user.id, jordan.id));
    expect(account!.name).toBe('Jordy Reeds');
    expect((await get(null, `/api/profiles/${jordan.id}`)).json<PublicProfile>().displayName).toBe('JR');
  });

  it('changes the handle (lower-cased) and refuses one that is taken with 409 handleTaken', async () => {
    const changed = await patch(jordan, { handle: 'Reed_Fishes' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ profile: MyProfile }>().profile.handle).toBe('reed_fishes');
    expect((await get(null, '/api/profiles/by-handle/reed_fishes')).json<PublicProfile>().id).toBe(jordan.id);
    // Saving your own handle again is not a conflict.
    expect((await patch(jordan, { handle: 'reed_fishes' })).statusCode).toBe(200);

    const taken = await patch(dana, { handle: 'reed_fishes', bio: 'should not be saved' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'handleTaken',
      message: 'That handle is already taken. Try another one.',
    });
    expect((await get(dana, '/api/profile')).json<MyProfile>().bio).toBe('Bass on the fly');
  });

  it('refuses malformed input with 400', async () => {
    for (const payload of [
      { handle: 'no spaces!' },
      { handle: 'ab' },
      { firstName: '' },
      { bio: 'x'.repeat(301) },
    ]) {
      const response = await patch(dana, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('reports completion once (+5 XP) when names, bio, avatar and a location are all filled', async () => {
    const angler = await buildUser(t.app, { firstName: 'Riley', lastName: 'Banks' });
    const partial = await patch(angler, { bio: 'Pike and perch', homeWaters: 'Lake of the Woods' });
    expect(partial.json<{ profile: MyProfile; completedNow: boolean }>()).toMatchObject({
      completedNow: false,
      profile: { isComplete: false },
    });

    expect(
      (await upload(angler, 'avatar', { filename: 'me.jpg', type: 'image/jpeg', data: gpsJpeg })).statusCode,
    ).toBe(200);
    const done = await patch(angler, { bio: 'Pike and perch, mostly' });
    expect(done.json<{ profile: MyProfile; completedNow: boolean }>()).toMatchObject({
      completedNow: true,
      profile: { isComplete: true },
    });
    const again = await patch(angler, { bio: 'Pike and perch, always' });
    expect(again.json<{ completedNow: boolean }>().completedNow).toBe(false);

    const rows = await t.app.db
      .select()
      .from(userActivities)
      .where(and(eq(userActivities.userId, angler.id), eq(userActivities.activityType, 'profile_completed')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.metadata).toEqual({ points: 5 });
  });

  it('awards completion once even when two saves race', async () => {
    const angler = await buildUser(t.app, { firstName: 'Sam', lastName: 'Tide' });
    await upload(angler, 'avatar', { filename: 'me.jpg', type: 'image/jpeg', data: gpsJpeg });
    const results = await Promise.all([
      patch(angler, { bio: 'One', city: 'Erie' }),
      patch(angler, { bio: 'Two', state: 'PA' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.filter((r) => r.json<{ completedNow: boolean }>().completedNow)).toHaveLength(1);
  });
});

describe('POST /api/profile/avatar and /api/profile/header', () => {
  it('answers 401 Not authenticated without a session', async () => {
    for (const kind of ['avatar', 'header'] as const) {
      const response = await upload(null, kind, { filename: 'a.jpg', type: 'image/jpeg', data: gpsJpeg });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response)).toEqual({ code: 'notAuthenticated', message: 'Not authenticated' });
    }
  });

  it('refuses what is not an image, whatever its name and type say', async () => {
    const fake = {
      filename: 'catch.jpg',
      type: 'image/jpeg',
      data: Buffer.from('#!/bin/sh\necho not a picture\n'),
    };
    for (const kind of ['avatar', 'header'] as const) {
      const response = await upload(dana, kind, fake);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'imageOnly', message: 'Only image files are supported' });
    }
    expect((await upload(dana, 'avatar')).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: as(dana),
      payload: { image: 'x' },
    });
    expect(errorOf(json).message).toBe('Only image files are supported');
    expect((await get(dana, '/api/profile')).json<MyProfile>().avatarUrl).toBeNull();
  });

  it('refuses a file over 5 MB with the spec message', async () => {
    const big = Buffer.concat([gpsJpeg, Buffer.alloc(IMAGE_MAX_BYTES)]);
    const response = await upload(dana, 'avatar', { filename: 'big.jpg', type: 'image/jpeg', data: big });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toEqual({ code: 'imageTooLarge', message: 'File size must be less than 5MB' });
  });

  it('stores the avatar as an upright WebP without EXIF (no GPS) and shows it everywhere', async () => {
    const response = await upload(dana, 'avatar', {
      filename: 'IMG_0001.JPG',
      type: 'image/jpeg',
      data: gpsJpeg,
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${dana.id}/\\d+\\.webp$`));

    const meta = await sharp(readFileSync(fileOf(url))).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The source is 1200×800 stored sideways (EXIF orientation 6): upright it is portrait, scaled to 512 wide.
    expect([meta.width, meta.height]).toEqual([512, 768]);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    expect((await get(dana, '/api/profile')).json<MyProfile>().avatarUrl).toBe(url);
    expect((await get(null, `/api/profiles/${dana.id}`)).json<PublicProfile>().avatarUrl).toBe(url);
    const [account] = await t.app.db.select({ image: user.image }).from(user).where(eq(user.id, dana.id));
    expect(account!.image).toBe(url);
  });

  it('replaces the previous avatar and deletes its file', async () => {
    const first = (await get(dana, '/api/profile')).json<MyProfile>().avatarUrl!;
    const response = await upload(dana, 'avatar', {
      filename: 'new.png',
      type: 'image/png',
      data: await sharp(gpsJpeg).png().toBuffer(),
    });
    const { url } = response.json<{ url: string }>();
    expect(url).not.toBe(first);
    expect(existsSync(fileOf(url))).toBe(true);
    expect(existsSync(fileOf(first))).toBe(false);
  });

  it('stores the header under headers/ at most 1600 wide, leaving the avatar alone', async () => {
    const avatar = (await get(dana, '/api/profile')).json<MyProfile>().avatarUrl;
    const wide = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#1e6091' } })
      .jpeg()
      .toBuffer();
    const response = await upload(dana, 'header', { filename: 'lake.jpg', type: 'image/jpeg', data: wide });
    expect(response.statusCode).toBe(200);
    const { url } = response.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^/uploads/headers/${dana.id}/\\d+\\.webp$`));
    const meta = await sharp(readFileSync(fileOf(url))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 400]);
    const profile = (await get(null, `/api/profiles/${dana.id}`)).json<PublicProfile>();
    expect(profile).toMatchObject({ headerUrl: url, avatarUrl: avatar });
  });
});
