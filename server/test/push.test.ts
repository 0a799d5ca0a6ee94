import {
  createECDH,
  createPublicKey,
  hkdfSync,
  createDecipheriv,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationList } from '@tightlines/domain/notifications/contract';
import type { PushPayload } from '@tightlines/domain/push/contract';
import { MAX_INTERESTS, PUSH_SDK_VERSION } from '@tightlines/domain/push/interests';
import { jobs, notificationPreferences, pushDevices } from '#server/db/schema';
import { CATALOGUES } from '#server/features/notifications/messages';
import { PUSH_QUEUE } from '#server/features/push/send';
import { queuePush } from '#server/features/push/service';
import { pendingJobs } from '#server/jobs/runner';
import { createTestApp, type TestApp } from './helpers/app';
import { as, buildUser, errorOf, signIn, type BuiltUser } from './helpers/factories';

/**
 * Web Push end to end against a push service of our own (a local HTTP server): devices register through the
 * device API, a notification queues a push, the job runner sends it, and the test decrypts what the push service
 * received with the keys it generated for the "browser" (RFC 8291 / RFC 8188), as a browser would.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let t: TestApp;
let pushService: Server;
let pushServiceUrl: string;
/** What the push service answers next (201 Created, as real ones do). */
let answer = 201;
/** How long the push service takes to answer. */
let delayMs = 0;
let received: Received[] = [];
let casey: BuiltUser;
let jordan: BuiltUser;
const vapid = webpush.generateVAPIDKeys();
const instanceId = randomUUID();
const api = `/api/push/device_api/v1/instances/${instanceId}`;

/** A browser's subscription: its ECDH key pair and auth secret (what PushManager.subscribe makes). */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    token: (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    }),
  };
}
type Browser = ReturnType<typeof browserKeys>;

/** RFC 8291 §3.4 and RFC 8188 §2: the browser's side of aes128gcm. */
function decrypt(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  expect(idLength).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(recordSize);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record: data, the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** The VAPID header (RFC 8292): a JWT for the push service's origin, signed with our private key. */
function checkVapid(header: string | undefined) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(header ?? '');
  expect(match, header).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(vapid.publicKey);
  const [head, claims, signature] = jwt!.split('.') as [string, string, string];
  const point = Buffer.from(key!, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  expect(payload.aud).toBe(pushServiceUrl);
  expect(payload.sub).toBe('mailto:push@example.com');
  expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
}

async function register(browser: Browser, path: string = randomUUID()): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${api}/devices/web`,
    payload: {
      token: browser.token(`${pushServiceUrl}/push/${path}`),
      metadata: { sdkVersion: PUSH_SDK_VERSION },
    },
    headers: { 'user-agent': 'Mozilla/5.0 (test) Chrome/130' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

async function bind(deviceId: string, who: BuiltUser | { cookie: string }) {
  return t.app.inject({
    method: 'PUT',
    url: `${api}/devices/web/${deviceId}/user`,
    headers: { cookie: who.cookie },
  });
}

async function follow(follower: BuiltUser, followed: BuiltUser) {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/users/${followed.id}/follow`,
    headers: as(follower),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs every due job until none is left (the push, the feed back-fill…). */
async function drainJobs() {
  while ((await t.app.jobs.runOnce()) > 0);
}

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      setTimeout(() => response.writeHead(answer).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushServiceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  t = await createTestApp({
    authRateLimit: { max: 1000, signInPerAccount: 1000, windowMs: 60_000 },
    push: {
      vapidPublicKey: vapid.publicKey,
      vapidPrivateKey: vapid.privateKey,
      subject: 'mailto:push@example.com',
      instanceId,
      allowPrivateEndpoints: true,
      ttlSeconds: 3600,
    },
  });
  casey = await buildUser(t.app, { firstName: 'Casey', lastName: 'Rivers' });
  jordan = await buildUser(t.app, { firstName: 'Jordan', lastName: 'Reed' });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

beforeEach(async () => {
  answer = 201;
  received = [];
  await t.app.db.delete(pushDevices);
  await t.app.db.delete(notificationPreferences);
  await t.app.db.delete(jobs).where(eq(jobs.queue, PUSH_QUEUE));
});

describe('a notification reaches the person as a Web Push', () => {
  it('is encrypted for the subscription (RFC 8291) and carries the notification; 410 removes the device', async () => {
    const browser = browserKeys();
    const deviceId = await register(browser, 'casey-phone');
    expect((await bind(deviceId, casey)).statusCode).toBe(204);
    // Casey reads the app in Spanish: the push is written in it.
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences/language',
      headers: as(casey),
      payload: { language: 'es' },
    });

    await follow(jordan, casey);
    expect(await pendingJobs(t.app.db, PUSH_QUEUE)).toHaveLength(1);
    await drainJobs();

    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push!.path).toBe('/push/casey-phone');
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('3600');
    expect(push!.headers.urgency).toBe('normal');
    checkVapid(push!.headers.authorization);
    const payload = JSON.parse(decrypt(browser, push!.body)) as PushPayload;

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(casey) })
    ).json<NotificationList>();
    const notification = list.items[0]!;
    const es = CATALOGUES.es.kinds.follow;
    expect(payload).toEqual({
      title: es.title,
      body: es.body!.replace('{{actorName}}', 'Jordan Reed'),
      url: notification.actionUrl,
      tag: `notification-${notification.id}`,
      icon: '/favicon.svg',
    });
    expect(payload.url).toBe(`/profile/${jordan.id}`);

    // The browser unsubscribed: its push service answers 410 Gone, and the device is removed.
    answer = 410;
    received = [];
    const sam = await buildUser(t.app, { firstName: 'Sam', lastName: 'Tide' });
    await follow(sam, casey);
    await drainJobs();
    expect(received).toHaveLength(1);
    expect(await t.app.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId))).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: `${api}/devices/web/${deviceId}/interests` });
    expect(gone.statusCode).toBe(404);
  });

  it('404 from the push service removes the device too; every device of the person gets its copy', async () => {
    const phone = browserKeys();
    const laptop = browserKeys();
    const phoneId = await register(phone, 'phone');
    const laptopId = await register(laptop, 'laptop');
    await bind(phoneId, casey);
    await bind(laptopId, casey);
    const someone = await buildUser(t.app, { firstName: 'Robin', lastName: 'Banks' });
    await follow(someone, casey);
    await drainJobs();
    expect(received.map((push) => push.path).sort()).toEqual(['/push/laptop', '/push/phone']);
    for (const push of received) {
      const browser = push.path.endsWith('phone') ? phone : laptop;
      expect((JSON.parse(decrypt(browser, push.body)) as PushPayload).body).toContain('Robin Banks');
    }
    answer = 404;
    await follow(await buildUser(t.app, { firstName: 'Kim' }), casey);
    await drainJobs();
    expect(await t.app.db.select().from(pushDevices)).toEqual([]);
  });

  it('sends nothing when the person switched push off for the type, and the notification still arrives in-app', async () => {
    const deviceId = await register(browserKeys());
    await bind(deviceId, casey);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(casey),
      payload: { items: [{ type: 'follow', inApp: true, email: false, push: false }] },
    });
    expect(
      saved.json<{ items: { type: string; push: boolean }[] }>().items.find((i) => i.type === 'follow'),
    ).toMatchObject({ push: false });
    const fan = await buildUser(t.app, { firstName: 'Avery', lastName: 'Pike' });
    await follow(fan, casey);
    await drainJobs();
    expect(received).toEqual([]);
    expect(await pendingJobs(t.app.db, PUSH_QUEUE)).toEqual([]);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: as(casey) })
    ).json<NotificationList>();
    expect(list.items[0]?.params?.actorName).toBe('Avery Pike');
  });

  it('a person without a device that took push queues no push; a device not bound to them gets nothing', async () => {
    await register(browserKeys());
    await follow(await buildUser(t.app, { firstName: 'Lee' }), casey);
    expect(await pendingJobs(t.app.db, PUSH_QUEUE)).toEqual([]);
    await drainJobs();
    expect(received).toEqual([]);
  });

  it('a push service that fails is tried again later with back-off; the device stays', async () => {
    const deviceId = await register(browserKeys());
    await bind(deviceId, casey);
    answer = 503;
    await follow(await buildUser(t.app, { firstName: 'Dee' }), casey);
    await drainJobs();
    expect(received).toHaveLength(1);
    const [pending] = await pendingJobs(t.app.db, PUSH_QUEUE);
    expect(pending?.lastError).toMatch(/not delivered/);
    expect(pending!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await t.app.db.select().from(pushDevices)).toHaveLength(1);
    // Later it answers again: the retry delivers it.
    answer = 201;
    await t.app.jobs.runOnce({ now: new Date(Date.now() + 60 * 60_000) });
    expect(received).toHaveLength(2);
    expect(await pendingJobs(t.app.db, PUSH_QUEUE)).toEqual([]);
    await t.app.db.delete(jobs).where(eq(jobs.queue, PUSH_QUEUE));
  });
});

describe('a direct message reaches the other person as a Web Push', () => {
  it('carries the sender, the text and the conversation, never to the sender; push off for messages sends none', async () => {
    const browser = browserKeys();
    expect((await bind(await register(browser, 'jordan-phone'), jordan)).statusCode).toBe(204);
    await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences/language',
      headers: as(jordan),
      payload: { language: 'fr' },
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/direct',
      headers: as(casey),
      payload: { userId: jordan.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const conversationId = started.json<{ conversation: { id: string } }>().conversation.id;
    const send = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversationId}/messages`,
        headers: as(casey),
        payload,
      });
    expect((await send({ content: 'Walleye are biting at the point' })).statusCode).toBe(201);
    await drainJobs();
    expect(received).toHaveLength(1);
    expect(JSON.parse(decrypt(browser, received[0]!.body))).toMatchObject({
      title: 'Casey Rivers',
      body: 'Walleye are biting at the point',
      url: `/messages/${conversationId}`,
      tag: `conversation-${conversationId}`,
    });

    // The sender's own devices get nothing for their own message.
    received = [];
    const caseyBrowser = browserKeys();
    expect((await bind(await register(caseyBrowser, 'casey-laptop'), casey)).statusCode).toBe(204);
    expect((await send({ content: 'Bring the jigs' })).statusCode).toBe(201);
    await drainJobs();
    expect(received.map((push) => push.path)).toEqual(['/push/jordan-phone']);

    // Jordan switches push off for messages: nothing more reaches the phone.
    received = [];
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notification-preferences',
      headers: as(jordan),
      payload: { items: [{ type: 'message', inApp: true, email: true, push: false }] },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await send({ content: 'Still there?' })).statusCode).toBe(201);
    await drainJobs();
    expect(received).toEqual([]);
  });
});

describe('the push queue', () => {
  it('sends a round of queued pushes side by side and marks them all done', async () => {
    const people = await Promise.all(['Ash', 'Bo', 'Cy'].map((firstName) => buildUser(t.app, { firstName })));
    for (const [index, person] of people.entries()) {
      const deviceId = await register(browserKeys(), `person-${index}`);
      expect((await bind(deviceId, person)).statusCode).toBe(204);
      await queuePush(t.app, { userId: person.id, title: `Hi ${index}`, body: 'Tight lines', url: '/' });
    }
    // The service answers slowly: one after another this round would take 3 × 300 ms.
    delayMs = 300;
    const began = Date.now();
    expect(await t.app.jobs.runOnce()).toBe(3);
    expect(Date.now() - began).toBeLessThan(850);
    delayMs = 0;
    expect(received.map((push) => push.path).sort()).toEqual([
      '/push/person-0',
      '/push/person-1',
      '/push/person-2',
    ]);
    expect(await pendingJobs(t.app.db, PUSH_QUEUE)).toEqual([]);
  });
});

describe('the device API', () => {
  it('names its instance', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/push/instance' });
    expect(response.json()).toEqual({ instanceId });
  });

  it('answers the VAPID public key of this instance, and 404 for another instance', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${api}/web-vapid-public-key` });
    expect(response.json()).toEqual({ vapidPublicKey: vapid.publicKey });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/push/device_api/v1/instances/${randomUUID()}/web-vapid-public-key`,
    });
    expect(other.statusCode).toBe(404);
  });

  it('keeps the device: its SDK version and user agent, its metadata updated', async () => {
    const deviceId = await register(browserKeys());
    const [row] = await t.app.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId));
    expect(row).toMatchObject({
      sdkVersion: '1.1.0',
      userAgent: 'Mozilla/5.0 (test) Chrome/130',
      userId: null,
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${api}/devices/web/${deviceId}/metadata`,
      payload: { sdkVersion: '1.2.0' },
      headers: { 'user-agent': 'Mozilla/5.0 (test) Firefox/132' },
    });
    expect(updated.statusCode).toBe(204);
    const [after] = await t.app.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId));
    expect(after).toMatchObject({ sdkVersion: '1.2.0', userAgent: 'Mozilla/5.0 (test) Firefox/132' });
  });

  it('registering the same subscription again replaces the device: the old id holds nothing', async () => {
    const browser = browserKeys();
    const first = await register(browser, 'same');
    const second = await register(browser, 'same');
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ method: 'GET', url: `${api}/devices/web/${first}/interests` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${api}/devices/web/${second}/interests` })).json(),
    ).toEqual({
      interests: [],
    });
  });

  it('reads, replaces (duplicates removed), adds and removes interests', async () => {
    const deviceId = await register(browserKeys());
    const url = `${api}/devices/web/${deviceId}/interests`;
    const interests = async () =>
      (await t.app.inject({ method: 'GET', url })).json<{ interests: string[] }>().interests;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      payload: { interests: ['bass', 'walleye', 'bass', 'a-b_c=d@e,f.g'] },
    });
    expect(put.statusCode).toBe(204);
    expect(await interests()).toEqual(['a-b_c=d@e,f.g', 'bass', 'walleye']);
    expect((await t.app.inject({ method: 'POST', url: `${url}/pike` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: `${url}/pike` })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${url}/bass` })).statusCode).toBe(204);
    expect(await interests()).toEqual(['a-b_c=d@e,f.g', 'pike', 'walleye']);
    await t.app.inject({ method: 'PUT', url, payload: { interests: [] } });
    expect(await interests()).toEqual([]);
  });

  it('refuses invalid interests and more than 5,000 (400), and leaves the interests as they were', async () => {
    const deviceId = await register(browserKeys());
    const url = `${api}/devices/web/${deviceId}/interests`;
    await t.app.inject({ method: 'PUT', url, payload: { interests: ['bass'] } });
    for (const interests of [[''], ['has space'], ['ünïcode'], ['x'.repeat(165)], ['slash/no']]) {
      const response = await t.app.inject({ method: 'PUT', url, payload: { interests } });
      expect(response.statusCode, JSON.stringify(interests)).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'PUT', url, payload: { interests: ['x'.repeat(164)] } })).statusCode,
    ).toBe(204);
    const tooMany = Array.from({ length: MAX_INTERESTS + 1 }, (_, i) => `i${i}`);
    expect((await t.app.inject({ method: 'PUT', url, payload: { interests: tooMany } })).statusCode).toBe(
      400,
    );
    const full = tooMany.slice(0, MAX_INTERESTS);
    expect((await t.app.inject({ method: 'PUT', url, payload: { interests: full } })).statusCode).toBe(204);
    const more = await t.app.inject({ method: 'POST', url: `${url}/one-more` });
    expect(more.statusCode).toBe(400);
    expect(errorOf(more).code).toBe('tooManyInterests');
    const bad = await t.app.inject({ method: 'POST', url: `${url}/${encodeURIComponent('no spaces')}` });
    expect(bad.statusCode).toBe(400);
  });

  it("binds the signed-in person once: the personal interest is theirs, 'Changing the userId is not allowed'", async () => {
    const deviceId = await register(browserKeys());
    expect((await bind(deviceId, { cookie: '' })).statusCode).toBe(401);
    expect((await bind(deviceId, casey)).statusCode).toBe(204);
    expect((await bind(deviceId, casey)).statusCode).toBe(204);
    const url = `${api}/devices/web/${deviceId}/interests`;
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({ interests: [`user-${casey.id}`] });
    const other = await bind(deviceId, jordan);
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).message).toBe('Changing the userId is not allowed');
    // Nobody picks a personal interest: not someone else's (that would receive their pushes), not their own away.
    for (const [method, path] of [
      ['POST', `${url}/user-${jordan.id}`],
      ['DELETE', `${url}/user-${casey.id}`],
    ] as const) {
      const response = await t.app.inject({ method, url: path });
      expect(response.statusCode, path).toBe(400);
      expect(errorOf(response).code).toBe('invalidInterest');
    }
    const refused = await t.app.inject({ method: 'PUT', url, payload: { interests: [`user-${jordan.id}`] } });
    expect(refused.statusCode).toBe(400);
    // Replacing the interests keeps the personal one.
    await t.app.inject({ method: 'PUT', url, payload: { interests: ['bass'] } });
    expect((await t.app.inject({ method: 'GET', url })).json()).toEqual({
      interests: ['bass', `user-${casey.id}`],
    });
  });

  it('signing out ends the device with the session that bound it', async () => {
    const cookie = await signIn(t.app, casey.email, casey.password);
    const deviceId = await register(browserKeys());
    expect((await bind(deviceId, { cookie })).statusCode).toBe(204);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://localhost:3000' },
    });
    expect(out.statusCode).toBe(200);
    expect(await t.app.db.select().from(pushDevices).where(eq(pushDevices.id, deviceId))).toEqual([]);
  });

  it('deletes a device (stop), 404 after', async () => {
    const deviceId = await register(browserKeys());
    const url = `${api}/devices/web/${deviceId}`;
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('answers 404 for a device id nobody registered, on every device route', async () => {
    const url = `${api}/devices/web/${randomUUID()}`;
    for (const [method, path, payload] of [
      ['DELETE', url, undefined],
      ['GET', `${url}/interests`, undefined],
      ['PUT', `${url}/interests`, { interests: ['bass'] }],
      ['POST', `${url}/interests/bass`, undefined],
      ['DELETE', `${url}/interests/bass`, undefined],
      ['PUT', `${url}/metadata`, { sdkVersion: '1.1.0' }],
    ] as const) {
      const response = await t.app.inject({ method, url: path, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await bind(randomUUID(), casey)).statusCode).toBe(404);
  });

  it('refuses a malformed subscription (400) and, outside tests, endpoints on a private network', async () => {
    const browser = browserKeys();
    for (const token of [
      { ...browser.token('https://push.example.com/x'), keys: { p256dh: 'short', auth: 'x' } },
      { endpoint: 'not a url', keys: browser.token('https://push.example.com/x').keys },
      { endpoint: 'ftp://push.example.com/x', keys: browser.token('https://push.example.com/x').keys },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `${api}/devices/web`,
        payload: { token, metadata: { sdkVersion: '1.1.0' } },
      });
      expect(response.statusCode, JSON.stringify(token)).toBe(400);
    }
    t.app.config.push.allowPrivateEndpoints = false;
    try {
      for (const endpoint of [
        'http://push.example.com/x',
        'https://127.0.0.1/x',
        'https://10.1.2.3/x',
        'https://[::1]/x',
        'https://localhost/x',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `${api}/devices/web`,
          payload: { token: browser.token(endpoint), metadata: { sdkVersion: '1.1.0' } },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(errorOf(response).code).toBe('invalidEndpoint');
      }
      const real = await t.app.inject({
        method: 'POST',
        url: `${api}/devices/web`,
        payload: {
          token: browser.token('https://fcm.googleapis.com/fcm/send/abc'),
          metadata: { sdkVersion: '1.1.0' },
        },
      });
      expect(real.statusCode).toBe(200);
    } finally {
      t.app.config.push.allowPrivateEndpoints = true;
    }
  });
});

describe('/service-worker.js', () => {
  it('is served at the root, never cached without a check, allowed the whole site as its scope', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'tl-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Tightlines</title>');
    writeFileSync(path.join(dist, 'service-worker.js'), "self.addEventListener('push', () => {});");
    const web = await createTestApp({ webDistDir: dist });
    try {
      const response = await web.app.inject({ method: 'GET', url: '/service-worker.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['service-worker-allowed']).toBe('/');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain("addEventListener('push'");
    } finally {
      await web.close();
    }
  });
});
