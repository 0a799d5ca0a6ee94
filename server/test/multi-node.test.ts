import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import type { NewNotificationEvent } from '@tightlines/domain/realtime/events';
import type { NewMessageEvent, StartDirectResult } from '@tightlines/domain/messages/contract';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { notify } from '#server/features/notifications/service';
import { withDatabase } from './global-setup';
import { adminQuery } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { startServerProcess, stopServerProcess, type ServerProcess } from './helpers/server-process';
import { TestSockets } from './helpers/sockets';

/**
 * Two server processes on one PostgreSQL and one Redis; what happens through server A
 * reaches a socket connected to server B. Needs TEST_DATABASE_URL and Redis on REDIS_URL (default
 * redis://127.0.0.1:6379); without them the test is skipped and says why.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const AUTH_SECRET = `multi-node-${randomUUID()}`;

const missing = await unavailable();

let databaseName = '';
let database: Database | undefined;
let helper: FastifyInstance | undefined;
const nodes: ServerProcess[] = [];
const sockets = new TestSockets();
let angler: BuiltUser;
let follower: BuiltUser;

describe.skipIf(missing)(
  `two server processes, one PostgreSQL, one Redis${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    beforeAll(async () => {
      if (!DATABASE_URL) return;
      // Not a tl_t_ clone: these servers outlive the test file that made them.
      databaseName = `tl_multinode_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await adminQuery(`CREATE DATABASE ${databaseName} TEMPLATE ${inject('templateDb')}`);
      const url = withDatabase(DATABASE_URL, databaseName);

      // The people are made in this process (sign-up, confirmation, sign-in) with the servers' own secret,
      // so their cookies are valid on both servers.
      database = await openDatabase({ url });
      helper = await buildApp({
        config: loadConfig(
          {
            DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-multi-')),
            LOG_LEVEL: 'silent',
            AUTH_SECRET,
            REDIS_URL,
          },
          { webDistDir: path.join(tmpdir(), 'no-web'), seedDemo: false },
        ),
        database,
        logger: false,
      });
      await helper.ready();
      angler = await buildUser(helper, { firstName: 'Avery', lastName: 'Angler' });
      follower = await buildUser(helper, { firstName: 'Blake', lastName: 'Follower' });

      // One after the other, so the second start never races the first on migrations.
      nodes.push(await startNode(url));
      nodes.push(await startNode(url));
    }, 120_000);

    afterAll(async () => {
      sockets.disconnectAll();
      await Promise.all(nodes.map(stopServerProcess));
      await helper?.close();
      await database?.close();
      if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    }, 60_000);

    it('both servers fan realtime out through Redis', async () => {
      for (const node of nodes) {
        const response = await fetch(`${node.url}/api/health`);
        expect(await response.json()).toMatchObject({
          status: 'ok',
          database: 'postgresql',
          realtime: 'redis',
        });
      }
    });

    it("a follow made through server A reaches the followed person's socket on server B", async () => {
      const [serverA, serverB] = nodes as [ServerProcess, ServerProcess];
      const socket = await open(serverB.url, angler.cookie);
      const received: NewNotificationEvent[] = [];
      socket.on('new-notification', (event: NewNotificationEvent) => received.push(event));

      const response = await fetch(`${serverA.url}/api/users/${angler.id}/follow`, {
        method: 'PUT',
        headers: { cookie: follower.cookie },
      });
      expect(response.status, await response.clone().text()).toBeLessThan(300);

      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
      expect(received[0]).toMatchObject({
        type: 'follow',
        params: { actorName: 'Blake Follower' },
        actor: { id: follower.id, fullName: 'Blake Follower' },
      });
    });

    it("a message sent through server A reaches the recipient's socket on server B within a second", async () => {
      const [serverA, serverB] = nodes as [ServerProcess, ServerProcess];
      const socket = await open(serverB.url, angler.cookie);
      const received: NewMessageEvent[] = [];
      socket.on('new-message', (event: NewMessageEvent) => received.push(event));

      const started = await fetch(`${serverA.url}/api/conversations/direct`, {
        method: 'POST',
        headers: { cookie: follower.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: angler.id }),
      });
      expect(started.status, await started.clone().text()).toBe(200);
      const { conversation } = (await started.json()) as StartDirectResult;
      const sentAt = Date.now();
      const sent = await fetch(`${serverA.url}/api/conversations/${conversation.id}/messages`, {
        method: 'POST',
        headers: { cookie: follower.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ content: 'Across the copies', clientId: 'multi-node-1' }),
      });
      expect(sent.status, await sent.clone().text()).toBe(201);

      await expect.poll(() => received.length, { timeout: 1000, interval: 10 }).toBe(1);
      expect(Date.now() - sentAt).toBeLessThan(1000);
      expect(received[0]).toMatchObject({
        conversationId: conversation.id,
        message: { content: 'Across the copies', clientId: 'multi-node-1', sender: { id: follower.id } },
      });
    });

    it('a notification created in a third process reaches a socket on server B', async () => {
      const [, serverB] = nodes as [ServerProcess, ServerProcess];
      const socket = await open(serverB.url, angler.cookie);
      const received: NewNotificationEvent[] = [];
      socket.on('new-notification', (event: NewNotificationEvent) => received.push(event));
      if (!helper) throw new Error('helper app missing');
      (
        await notify(helper, {
          userId: angler.id,
          actorId: follower.id,
          type: 'mention',
          params: { actorName: 'Blake Follower', postId: 'p1', excerpt: 'Mentioned' },
          actionUrl: null,
        })
      )();
      await expect
        .poll(() => received.map((event) => event.params?.excerpt), { timeout: 5000 })
        .toEqual(['Mentioned']);
    });

    it('signing out through server A ends the session on server B at once, though B keeps sessions for 5 s', async () => {
      const [serverA, serverB] = nodes as [ServerProcess, ServerProcess];
      if (!helper) throw new Error('helper app missing');
      const leaving = await buildUser(helper, { firstName: 'Robin' });
      const feedOnB = async () =>
        (await fetch(`${serverB.url}/api/feed`, { headers: { cookie: leaving.cookie } })).status;
      expect(await feedOnB()).toBe(200);

      const out = await fetch(`${serverA.url}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie: leaving.cookie, origin: serverA.url },
      });
      expect(out.status).toBe(200);
      // Well inside the 5 s B would otherwise keep the session for.
      await expect.poll(feedOnB, { timeout: 1500, interval: 50 }).toBe(401);
    });

    it("signing out or a role change through server A closes the person's socket on server B within 1 s", async () => {
      const [serverA, serverB] = nodes as [ServerProcess, ServerProcess];
      if (!helper) throw new Error('helper app missing');
      const leaving = await buildUser(helper, { firstName: 'Sasha' });
      const admin = await buildUser(helper, { firstName: 'Ari', roles: ['admin'] });
      const closedWithin = async (socket: Socket, change: () => Promise<Response>) => {
        const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
        const response = await change();
        expect(response.status, await response.clone().text()).toBe(200);
        const late = new Promise<string>((resolve) => setTimeout(() => resolve('still open'), 1000));
        return Promise.race([closed, late]);
      };

      const roleSocket = await open(serverB.url, leaving.cookie);
      const granted = await closedWithin(roleSocket, () =>
        fetch(`${serverA.url}/api/admin/users/${leaving.id}/roles/moderator`, {
          method: 'PUT',
          headers: { cookie: admin.cookie, origin: serverA.url },
        }),
      );
      expect(granted).toBe('io server disconnect');

      const socket = await open(serverB.url, leaving.cookie);
      const signedOut = await closedWithin(socket, () =>
        fetch(`${serverA.url}/api/auth/sign-out`, {
          method: 'POST',
          headers: { cookie: leaving.cookie, origin: serverA.url },
        }),
      );
      expect(signedOut).toBe('io server disconnect');
    });
  },
);

/** Why the test cannot run here, or null when it can. */
async function unavailable(): Promise<string | null> {
  if (!DATABASE_URL) return 'TEST_DATABASE_URL is not set';
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1000,
  });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch {
    return `Redis is not reachable at ${REDIS_URL}`;
  } finally {
    redis.disconnect();
  }
}

/** A server copy on the shared database and Redis, with the secret the people's cookies were signed with. */
const startNode = (databaseUrl: string) =>
  startServerProcess({
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    AUTH_SECRET,
    // The role-change test uses a director's route without enrolling a second factor.
    STAFF_MFA_REQUIRED: 'false',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tl-node-')),
  });

const open = (url: string, cookie: string) => sockets.connect(url, { cookie });
