import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { FastifyInstance } from 'fastify';
import type { PushPayload } from '@tightlines/domain/push/contract';
import { personalInterest } from '@tightlines/domain/push/interests';
import { backoffMs, type JobHandler } from '#server/jobs/runner';
import { deleteDevices, devicesWithInterest } from './repo';

export const PUSH_QUEUE = 'push';
/** Tries of a push to a device the push service could not take (5xx, 429, no answer) before it is dropped. */
export const PUSH_MAX_ATTEMPTS = 5;
/** A push service that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 10_000;
/** VAPID tokens are signed for 12 hours (push services accept at most 24) and reused for 11 of them. */
const VAPID_TOKEN_SECONDS = 12 * 60 * 60;
const VAPID_REUSE_SECONDS = 11 * 60 * 60;

export interface PushJobPayload {
  userId: string;
  title: string;
  body: string;
  url: string;
  tag?: string;
  /** A retry: only these devices (the others already took it); counts its tries. */
  deviceIds?: string[];
  attempt?: number;
}

type Device = Awaited<ReturnType<typeof devicesWithInterest>>[number];
type Outcome = 'sent' | 'gone' | 'retry';

const vapidTokens = new Map<string, { header: string; until: number }>();
// Connections to a push service are kept and reused (a round sends up to 200 pushes side by side).
const agents = {
  'http:': new http.Agent({ keepAlive: true, maxSockets: 200 }),
  'https:': new https.Agent({ keepAlive: true, maxSockets: 200 }),
};

/** POSTs one push; answers the push service's status (redirects are not followed). */
function post(endpoint: URL, headers: Record<string, string>, body: Buffer): Promise<number> {
  const secure = endpoint.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(
      endpoint,
      { method: 'POST', headers, agent: agents[secure ? 'https:' : 'http:'], timeout: SEND_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`push service did not answer in ${SEND_TIMEOUT_MS} ms`)),
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The VAPID Authorization header for a push service origin, signed once and reused (signing is the slow part). */
function vapidHeader(app: FastifyInstance, audience: string): string {
  const now = Math.floor(Date.now() / 1000);
  const cacheKey = `${app.config.push.vapidPublicKey}|${audience}`;
  const cached = vapidTokens.get(cacheKey);
  if (cached && cached.until > now) return cached.header;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    app.config.push.subject,
    app.config.push.vapidPublicKey,
    app.config.push.vapidPrivateKey,
    'aes128gcm',
    now + VAPID_TOKEN_SECONDS,
  );
  vapidTokens.set(cacheKey, { header: Authorization, until: now + VAPID_REUSE_SECONDS });
  return Authorization;
}

/** One encrypted push (RFC 8291, aes128gcm) to one device; what its push service answered. */
async function sendOne(app: FastifyInstance, device: Device, payload: string): Promise<Outcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    payload,
    { TTL: app.config.push.ttlSeconds, urgency: 'normal', contentEncoding: 'aes128gcm' },
  );
  const endpoint = new URL(device.endpoint);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
  headers.Authorization = vapidHeader(app, endpoint.origin);
  try {
    const status = await post(endpoint, headers, details.body);
    if (status === 404 || status === 410) return 'gone';
    if (status >= 200 && status < 300) return 'sent';
    if (status === 429 || status >= 500) return 'retry';
    // 400 (bad request), 401/403 (keys the service does not accept), 413, a redirect: trying again cannot help.
    app.log.warn({ status, host: endpoint.host }, 'push refused');
    return 'sent';
  } catch (error) {
    app.log.warn({ err: error, host: endpoint.host }, 'push not delivered');
    return 'retry';
  }
}

/**
 * Sends a push to every device of the person (the holders of `user-{userId}`) at once. Subscriptions the push
 * service calls gone (404, 410) are deleted. Devices it could not take now are tried again with the job runner's
 * back-off: the whole job when none took it, else a new job for just those devices, so nobody gets it twice.
 */
export const pushJob: JobHandler<PushJobPayload> = {
  maxAttempts: PUSH_MAX_ATTEMPTS,
  // Pushes to different people are independent and mostly wait on push services: a batch goes out at once.
  concurrent: true,
  async run(app, job, claimed) {
    const held = await devicesWithInterest(app.db, personalInterest(job.userId));
    const devices = job.deviceIds ? held.filter((device) => job.deviceIds!.includes(device.id)) : held;
    if (devices.length === 0) return;
    const message: PushPayload = {
      title: job.title,
      body: job.body,
      url: job.url,
      icon: '/favicon.svg',
      ...(job.tag ? { tag: job.tag } : {}),
    };
    const payload = JSON.stringify(message);
    const outcomes = await Promise.all(devices.map((device) => sendOne(app, device, payload)));
    // By id: the same subscription registered again meanwhile is a new device, and stays.
    await deleteDevices(
      app.db,
      devices.filter((_, index) => outcomes[index] === 'gone').map((device) => device.id),
    );
    const retry = devices.filter((_, index) => outcomes[index] === 'retry');
    if (retry.length === 0) return;
    // Tries so far: those of the job this retry came from, and this job's own.
    const attempt = (job.attempt ?? 1) + claimed.attempts - 1;
    if (attempt >= PUSH_MAX_ATTEMPTS) {
      app.log.warn({ devices: retry.length, attempt }, 'push given up');
      return;
    }
    if (retry.length === devices.length) throw new Error(`push not delivered to ${retry.length} device(s)`);
    await app.jobs.enqueue(
      PUSH_QUEUE,
      { ...job, deviceIds: retry.map((device) => device.id), attempt: attempt + 1 } satisfies PushJobPayload,
      { runAt: new Date(Date.now() + backoffMs(attempt)) },
    );
  },
};
