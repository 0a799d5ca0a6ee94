/**
 * npm run bench (after the tournaments) or BENCH_ONLY=push npm run bench — Web Push from the queue ("Measured":
 * at least 500 pushes a second to a local endpoint). A fresh PostgreSQL database gets BENCH_PUSH_PEOPLE people
 * (default 1,000), each with one subscribed device holding their personal interest; BENCH_PUSHES pushes (default
 * 5,000) are queued with queuePush, then the job runner drains the queue as a server does (claim a batch, send,
 * complete) while a push service in a worker thread answers 201. Each push is encrypted for its subscription
 * (RFC 8291) and carries a VAPID header, as in production. The push queue is `concurrent` (jobs/runner.ts): a round
 * claims up to 200 pushes and sends them side by side. Reported: pushes received per second, queue to endpoint.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import webpush from 'web-push';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { queuePush } from '#server/features/push/service';
import { createDatabase } from './lib';

const PEOPLE = Number(process.env.BENCH_PUSH_PEOPLE ?? 1_000);
const PUSHES = Number(process.env.BENCH_PUSHES ?? 5_000);
const TARGET_PER_SECOND = 500;

/** A push service on its own thread (so it does not share the sender's CPU time): 201 to every push, counted. */
const PUSH_SERVICE = `
const { createServer } = require('node:http');
const { parentPort } = require('node:worker_threads');
let received = 0;
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => { received++; response.writeHead(201).end(); });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
parentPort.on('message', (message) => {
  if (message === 'count') parentPort.postMessage({ received });
  if (message === 'close') server.close(() => process.exit(0));
});
`;

function startPushService(): Promise<{ url: string; received(): Promise<number>; stop(): Promise<void> }> {
  const worker = new Worker(PUSH_SERVICE, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', ({ port }: { port: number }) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        received: () =>
          new Promise((done) => {
            worker.once('message', ({ received }: { received: number }) => done(received));
            worker.postMessage('count');
          }),
        stop: async () => {
          worker.postMessage('close');
          await new Promise((done) => worker.once('exit', done));
        },
      }),
    );
  });
}

/** People, their devices (one subscription key pair for all: the encryption per push is the same work). */
async function seed(url: string, instanceId: string, pushServiceUrl: string): Promise<string[]> {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  const p256dh = browser.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
         select gen_random_uuid(), 'Angler ' || n, 'angler' || n || '@bench.tightlines.test', true, now(), now()
         from generate_series(1, $1::int) n
       returning id`,
      [PEOPLE],
    );
    await client.query(
      `insert into push_devices (id, instance_id, endpoint, p256dh, auth, user_id, sdk_version)
         select gen_random_uuid(), $1::uuid, $2 || '/push/' || u.id, $3, $4, u.id, '1.1.0'
         from "user" u where u.email like '%@bench.tightlines.test';
       insert into push_device_interests (device_id, interest)
         select id, 'user-' || user_id from push_devices;`
        .replace(/\$1/g, `'${instanceId}'`)
        .replace(/\$2/g, `'${pushServiceUrl}'`)
        .replace(/\$3/g, `'${p256dh}'`)
        .replace(/\$4/g, `'${auth}'`),
    );
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

export async function runPushBench(): Promise<{ perSecond: number }> {
  const database = await createDatabase();
  const pushService = await startPushService();
  const vapid = webpush.generateVAPIDKeys();
  const config = loadConfig(
    {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-bench-push-')),
      DATABASE_URL: database.url,
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'false',
    },
    {
      push: {
        vapidPublicKey: vapid.publicKey,
        vapidPrivateKey: vapid.privateKey,
        subject: 'mailto:bench@tightlines.test',
        instanceId: randomUUID(),
        allowPrivateEndpoints: true,
        ttlSeconds: 3600,
      },
    },
  );
  const opened = await openDatabase({ url: database.url });
  const app = await buildApp({ config, database: opened, logger: false });
  await app.ready();
  try {
    const people = await seed(database.url, config.push.instanceId, pushService.url);
    for (let start = 0; start < PUSHES; start += 500) {
      await app.db.transaction(async (tx) => {
        for (let index = start; index < Math.min(PUSHES, start + 500); index++)
          await queuePush(
            app,
            {
              userId: people[index % people.length]!,
              title: 'New follower',
              body: `Angler ${index} started following you`,
              url: '/profile/bench',
              tag: `bench-${index}`,
            },
            tx,
          );
      });
    }
    const cpuBefore = process.cpuUsage();
    const began = performance.now();
    let ran = 0;
    for (let batch = await app.jobs.runOnce(); batch > 0; batch = await app.jobs.runOnce()) ran += batch;
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMsPerPush = (cpu.user + cpu.system) / 1000 / PUSHES;
    const received = await pushService.received();
    const perSecond = received / seconds;
    console.log(
      `\nWeb Push from the queue (${PEOPLE} people, ${PUSHES} pushes, aes128gcm + VAPID, local endpoint)`,
    );
    console.table([
      {
        jobs: ran,
        'pushes received': received,
        seconds: Number(seconds.toFixed(2)),
        'pushes / s': Math.round(perSecond),
        // The sender's own CPU per push (this process; the database and the push service are elsewhere).
        'CPU ms / push': Number(cpuMsPerPush.toFixed(2)),
        'CPU busy': `${Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100)}%`,
      },
    ]);
    console.log(
      `push: ${Math.round(perSecond)} pushes/s from the queue (target ≥ ${TARGET_PER_SECOND}) ${perSecond >= TARGET_PER_SECOND && received === PUSHES ? 'OK' : 'MISSED'}`,
    );
    return { perSecond };
  } finally {
    await app.close();
    await opened.close();
    await pushService.stop();
    if (process.env.BENCH_KEEP_DB !== '1') await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runPushBench();
