import { describe, expect, it, vi } from 'vitest';
import {
  PushClient,
  PushError,
  RECORD_KEY,
  RegistrationState,
  httpError,
  unsupportedReason,
  validateInterest,
  validateInterests,
  type PushEnvironment,
} from './client';

const INSTANCE = '6f1c0f7e-2b1d-4c3a-9e8f-0a1b2c3d4e5f';
const DEVICE = '0d6c3f0e-8a61-4c57-b3f4-1f0e7c2b9a11';
const BASE = `/api/push/device_api/v1/instances/${INSTANCE}`;
const VAPID = 'BPc9kz2lP4V4yOJwXQ3kR3oZt0oO4m5x4Q2gK6zQ8a4m0r1s2t3u4v5w6x7y8z9A0B1C2D3E4F5G6H7I8J9K0L';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A browser with a service worker, Web Push and our device API behind `fetch`. */
function fakeBrowser(options: { permission?: NotificationPermission; registerFails?: boolean } = {}) {
  const storage = memoryStorage();
  const calls: { method: string; url: string; body: unknown }[] = [];
  let subscription: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null =
    null;
  const subscribe = vi.fn((init: { applicationServerKey: Uint8Array }) => {
    expect(init.applicationServerKey.length).toBeGreaterThan(0);
    subscription = {
      endpoint: 'https://push.example.com/send/abc',
      toJSON: () => ({ endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(() => {
        subscription = null;
        return Promise.resolve(true);
      }),
    };
    return Promise.resolve(subscription);
  });
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(subscription), subscribe },
  };
  const serviceWorker = {
    register: vi.fn(() =>
      options.registerFails ? Promise.reject(new TypeError('404 Not Found')) : Promise.resolve(registration),
    ),
    ready: Promise.resolve(registration),
    getRegistration: () => Promise.resolve(registration),
  };
  const answers: Record<string, (body: unknown) => Response> = {
    [`GET ${BASE}/web-vapid-public-key`]: () => json({ vapidPublicKey: VAPID }),
    [`POST ${BASE}/devices/web`]: () => json({ id: DEVICE }),
    [`PUT ${BASE}/devices/web/${DEVICE}/user`]: () => new Response(null, { status: 204 }),
    [`PUT ${BASE}/devices/web/${DEVICE}/metadata`]: () => new Response(null, { status: 204 }),
    [`DELETE ${BASE}/devices/web/${DEVICE}`]: () => new Response(null, { status: 204 }),
    [`GET ${BASE}/devices/web/${DEVICE}/interests`]: () => json({ interests: ['bass'] }),
    [`PUT ${BASE}/devices/web/${DEVICE}/interests`]: () => new Response(null, { status: 204 }),
  };
  const fetchFake = vi.fn((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = init.body ? (JSON.parse(init.body as string) as unknown) : undefined;
    calls.push({ method, url, body });
    const answer = answers[`${method} ${url}`];
    return Promise.resolve(
      answer ? answer(body) : json({ error: { code: 'notFound', message: 'Not found' } }, 404),
    );
  });
  const env: PushEnvironment = {
    fetch: fetchFake as unknown as typeof fetch,
    storage,
    isSecureContext: true,
    hasIndexedDb: true,
    serviceWorker: serviceWorker as unknown as ServiceWorkerContainer,
    hasPushManager: true,
    notification: { permission: options.permission ?? 'granted' },
    userAgent: 'Mozilla/5.0 Chrome/130',
  };
  return { env, storage, calls, answers, subscribe, serviceWorker, subscription: () => subscription };
}

describe('interest names (spec §5)', () => {
  it('are non-empty, ASCII letters, digits and _-=@,. only, at most 164 characters', () => {
    for (const good of ['bass', 'A-Z_a-z=0@9,.', 'x'.repeat(164), `user-${DEVICE}`])
      expect(() => validateInterest(good)).not.toThrow();
    for (const bad of ['', 'has space', 'ünï', 'slash/no', 'x'.repeat(165), 'emoji🎣', 42]) {
      expect(() => validateInterest(bad), String(bad)).toThrow(PushError);
      try {
        validateInterest(bad);
      } catch (error) {
        expect((error as PushError).kind).toBe('invalidInterest');
      }
    }
  });

  it('lose their duplicates, and more than 5,000 are refused', () => {
    expect(validateInterests(['bass', 'pike', 'bass'])).toEqual(['bass', 'pike']);
    const many = Array.from({ length: 5000 }, (_, index) => `i${index}`);
    expect(validateInterests([...many, 'i0'])).toHaveLength(5000);
    expect(() => validateInterests([...many, 'one-more'])).toThrow(/exceeds the maximum of 5000/);
  });
});

describe('errors', () => {
  it("formats an HTTP error as 'Unexpected status code {status}: {error}, {description}'", async () => {
    const error = await httpError(
      json({ error: { code: 'userIdChange', message: 'Changing the userId is not allowed' } }, 409),
    );
    expect(error.message).toBe(
      'Unexpected status code 409: userIdChange, Changing the userId is not allowed',
    );
    expect(error.status).toBe(409);
  });

  it('names an insecure context and an unsupported browser', () => {
    const { env } = fakeBrowser();
    expect(unsupportedReason(env)).toBeNull();
    expect(unsupportedReason({ ...env, isSecureContext: false })?.kind).toBe('insecureContext');
    expect(unsupportedReason({ ...env, serviceWorker: undefined })?.kind).toBe('unsupportedBrowser');
    expect(unsupportedReason({ ...env, hasPushManager: false })?.kind).toBe('unsupportedBrowser');
    expect(unsupportedReason({ ...env, hasIndexedDb: false })?.kind).toBe('unsupportedBrowser');
  });

  it('start refuses where push cannot work, and says when the service worker file is missing', async () => {
    const { env } = fakeBrowser();
    await expect(new PushClient(INSTANCE, { ...env, isSecureContext: false }).start()).rejects.toMatchObject({
      kind: 'insecureContext',
    });
    const missing = fakeBrowser({ registerFails: true });
    await expect(new PushClient(INSTANCE, missing.env).start()).rejects.toMatchObject({
      kind: 'missingServiceWorker',
      message: expect.stringContaining('/service-worker.js'),
    });
  });

  it("'start must be called before setUserId'", async () => {
    const { env } = fakeBrowser();
    await expect(new PushClient(INSTANCE, env).setUserId('u1')).rejects.toThrow(
      'start must be called before setUserId',
    );
  });
});

describe('the device', () => {
  it('reports the registration states', async () => {
    expect(new PushClient(INSTANCE, fakeBrowser({ permission: 'default' }).env).getRegistrationState()).toBe(
      RegistrationState.PERMISSION_PROMPT_REQUIRED,
    );
    expect(new PushClient(INSTANCE, fakeBrowser({ permission: 'denied' }).env).getRegistrationState()).toBe(
      RegistrationState.PERMISSION_DENIED,
    );
    const client = new PushClient(INSTANCE, fakeBrowser().env);
    expect(client.getRegistrationState()).toBe(RegistrationState.PERMISSION_GRANTED_NOT_REGISTERED);
    await client.start();
    expect(client.getRegistrationState()).toBe(RegistrationState.PERMISSION_GRANTED_REGISTERED);
  });

  it('start subscribes with the VAPID key, registers the device and keeps its record', async () => {
    const browser = fakeBrowser();
    const client = new PushClient(INSTANCE, browser.env);
    await client.start();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/service-worker.js');
    expect(browser.calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: `${BASE}/devices/web`,
      body: {
        token: { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: 'p', auth: 'a' } },
        metadata: { sdkVersion: '1.1.0' },
      },
    });
    expect(JSON.parse(browser.storage.values.get(RECORD_KEY)!)).toEqual({
      instanceId: INSTANCE,
      deviceId: DEVICE,
      token: 'https://push.example.com/send/abc',
      userId: null,
      lastSeenSdkVersion: '1.1.0',
      lastSeenUserAgent: 'Mozilla/5.0 Chrome/130',
    });
    expect(client.getDeviceId()).toBe(DEVICE);

    // Started again with the same subscription: nothing new is registered; a new browser version is reported.
    const again = new PushClient(INSTANCE, { ...browser.env, userAgent: 'Mozilla/5.0 Chrome/131' });
    browser.calls.length = 0;
    await again.start();
    expect(browser.calls).toEqual([
      { method: 'PUT', url: `${BASE}/devices/web/${DEVICE}/metadata`, body: { sdkVersion: '1.1.0' } },
    ]);
    expect(browser.subscribe).toHaveBeenCalledTimes(1);
  });

  it("binds the person once: the same again is nothing, another is 'Changing the userId is not allowed'", async () => {
    const browser = fakeBrowser();
    const client = new PushClient(INSTANCE, browser.env);
    await client.start();
    await client.setUserId('casey');
    await client.setUserId('casey');
    expect(browser.calls.filter((call) => call.url.endsWith('/user'))).toHaveLength(1);
    expect(client.getUserId()).toBe('casey');
    await expect(client.setUserId('jordan')).rejects.toThrow('Changing the userId is not allowed');
    await expect(client.setUserId('')).rejects.toMatchObject({ kind: 'invalidUserId' });
  });

  it('reads and writes interests, checking them first; HTTP failures use the spec format', async () => {
    const browser = fakeBrowser();
    const client = new PushClient(INSTANCE, browser.env);
    await client.start();
    expect(await client.getDeviceInterests()).toEqual(['bass']);
    await client.setDeviceInterests(['bass', 'pike', 'bass']);
    expect(browser.calls.at(-1)?.body).toEqual({ interests: ['bass', 'pike'] });
    await client.clearDeviceInterests();
    expect(browser.calls.at(-1)?.body).toEqual({ interests: [] });
    const before = browser.calls.length;
    await expect(client.addDeviceInterest('no spaces')).rejects.toMatchObject({ kind: 'invalidInterest' });
    expect(browser.calls).toHaveLength(before);
    browser.answers[`POST ${BASE}/devices/web/${DEVICE}/interests/walleye`] = () =>
      json({ error: { code: 'tooManyInterests', message: 'A device can hold at most 5000 interests' } }, 400);
    await expect(client.addDeviceInterest('walleye')).rejects.toThrow(
      'Unexpected status code 400: tooManyInterests, A device can hold at most 5000 interests',
    );
  });

  it('stop deletes the device, unsubscribes and forgets the record; a device already gone is fine', async () => {
    const browser = fakeBrowser();
    const client = new PushClient(INSTANCE, browser.env);
    await client.start();
    const subscription = browser.subscription()!;
    await client.stop();
    expect(browser.calls.at(-1)).toMatchObject({ method: 'DELETE', url: `${BASE}/devices/web/${DEVICE}` });
    expect(subscription.unsubscribe).toHaveBeenCalled();
    expect(browser.storage.values.has(RECORD_KEY)).toBe(false);
    expect(client.getRegistrationState()).toBe(RegistrationState.PERMISSION_GRANTED_NOT_REGISTERED);

    await client.start();
    browser.answers[`DELETE ${BASE}/devices/web/${DEVICE}`] = () =>
      json({ error: { code: 'notFound', message: 'Not found' } }, 404);
    await expect(client.stop()).resolves.toBeUndefined();
    expect(browser.storage.values.has(RECORD_KEY)).toBe(false);
  });

  it("ignores another instance's record (its keys were replaced)", async () => {
    const browser = fakeBrowser();
    browser.storage.setItem(
      RECORD_KEY,
      JSON.stringify({
        instanceId: 'other',
        deviceId: 'x',
        token: 't',
        userId: 'u',
        lastSeenSdkVersion: '1.1.0',
        lastSeenUserAgent: '',
      }),
    );
    const client = new PushClient(INSTANCE, browser.env);
    expect(client.getDeviceId()).toBeNull();
    await client.start();
    expect(client.getDeviceId()).toBe(DEVICE);
  });
});
