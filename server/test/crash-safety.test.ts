import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { withDatabase } from './global-setup';
import { adminQuery } from './helpers/app';
import { buildUser, type BuiltUser } from './helpers/factories';
import { startServerProcess, stopServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * Crash safety: the real server (`node --import tsx server/src/main.ts`) takes posts from many people at
 * once, is killed with SIGKILL while requests are in flight, and is started again on the same database. Every
 * post it answered 201 for must be there after the restart, read back through the restarted server. Run on
 * PostgreSQL (TEST_DATABASE_URL) and on the embedded PGlite (DATA_DIR on disk).
 *
 * PGlite writes through to the files under DATA_DIR/pg as each statement runs (Emscripten's NODEFS), so what
 * it acknowledged is in the operating system's hands when the process dies. It runs PostgreSQL with fsync off
 * (`-F`), so an operating-system crash or power cut, which this test cannot cause, may lose recent writes.
 *
 * The load is spread over several people, a few posts each, each from an address of their own (the server
 * trusts one proxy hop, X-Forwarded-For), so per-person and per-address limits on posting do not cap it; a
 * refused post (429) is simply not acknowledged.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const AUTH_SECRET = `crash-safety-${randomUUID()}`;

const PEOPLE = 6;
const WORKERS = 16;
/** The kill comes once this many posts are acknowledged, with the workers still sending. */
const ACKNOWLEDGED_BEFORE_KILL = 40;
/** On a loaded machine a start (migrations, PGlite's WASM) can take long; this is a ceiling, not a wait. */
const START_TIMEOUT_MS = 90_000;
/** The load ends here whatever was acknowledged (the test then says how few). */
const LOAD_TIMEOUT_MS = 20_000;

interface Load {
  acknowledged: Acknowledged[];
  /** Requests the kill cut off: sent, never answered. */
  cutOff: number;
}

interface Acknowledged {
  id: string;
  content: string;
  author: BuiltUser;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}, 60_000);

describe('crash safety: SIGKILL under write load, then restart on the same database', () => {
  it.skipIf(!DATABASE_URL)(
    `PostgreSQL: every acknowledged post is there after the restart${DATABASE_URL ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
    async () => {
      const name = `tl_crash_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
      cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const env = { DATABASE_URL: withDatabase(DATABASE_URL!, name), DATA_DIR: tempDir() };
      const { acknowledged, cutOff, lost } = await crashAndRestart(env);
      expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
      expect(cutOff, 'the kill came with requests in flight').toBeGreaterThan(0);
      expect(lost).toEqual([]);
    },
    300_000,
  );

  it('PGlite on disk: the restart is clean and every acknowledged post is there', async () => {
    const env = { DATA_DIR: tempDir() };
    const { acknowledged, cutOff, lost } = await crashAndRestart(env);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(cutOff, 'the kill came with requests in flight').toBeGreaterThan(0);
    expect(lost).toEqual([]);
  }, 300_000);
});

/**
 * Makes the people (in this process, on the same database, with the servers' secret, so their cookies hold
 * there), starts the server, posts until enough is acknowledged, SIGKILLs it mid-load, starts it again and
 * reads every acknowledged post back.
 */
async function crashAndRestart(env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const people = await makePeople(env);

  const first = await startServer(env);
  cleanups.push(() => stopServerProcess(first));
  const { acknowledged, cutOff } = await postUntilKilled(first, people);
  expect(first.process.signalCode).toBe('SIGKILL');

  // A clean restart: the server starts on what the killed one left (startServer waits for /api/health).
  const second = await startServer(env);
  cleanups.push(() => stopServerProcess(second));
  const lost: string[] = [];
  const readBack = async (post: Acknowledged) => {
    const response = await fetch(`${second.url}/api/posts/${post.id}`, {
      headers: { cookie: post.author.cookie },
    });
    const body = response.ok ? ((await response.json()) as { content?: string }) : null;
    if (body?.content !== post.content) lost.push(`${post.id}: ${response.status}`);
  };
  for (let index = 0; index < acknowledged.length; index += 8)
    await Promise.all(acknowledged.slice(index, index + 8).map(readBack));
  await stopServerProcess(second);
  return { acknowledged, cutOff, lost };
}

async function makePeople(env: { DATA_DIR: string; DATABASE_URL?: string }): Promise<BuiltUser[]> {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const app = await buildApp({
    config: loadConfig(
      { DATA_DIR: env.DATA_DIR, LOG_LEVEL: 'silent', AUTH_SECRET },
      { webDistDir: path.join(env.DATA_DIR, 'no-web'), seedDemo: false },
    ),
    database,
    logger: false,
  });
  try {
    await app.ready();
    const people: BuiltUser[] = [];
    for (let index = 0; index < PEOPLE; index++)
      people.push(await buildUser(app, { firstName: `Crash${index}` }));
    return people;
  } finally {
    // PGlite holds its directory: this process lets go of it before the server opens it.
    await app.close();
    await database.close();
  }
}

/** Posts from WORKERS loops at once; SIGKILLs the server once enough is acknowledged; answers what was. */
async function postUntilKilled(server: ServerProcess, people: BuiltUser[]): Promise<Load> {
  const acknowledged: Acknowledged[] = [];
  let cutOff = 0;
  let killed = false;
  let sent = 0;
  const kill = () => {
    if (killed) return;
    killed = true;
    server.process.kill('SIGKILL');
  };
  const exited = new Promise<void>((resolve) => server.process.once('exit', () => resolve()));
  const timer = setTimeout(kill, LOAD_TIMEOUT_MS);

  const worker = async () => {
    while (!killed) {
      const index = sent % people.length;
      const author = people[index]!;
      const content = `crash-safety ${sent++} ${randomUUID()}`;
      try {
        const response = await fetch(`${server.url}/api/posts`, {
          method: 'POST',
          headers: {
            cookie: author.cookie,
            origin: server.url,
            'content-type': 'application/json',
            'x-forwarded-for': `192.0.2.${index + 1}`,
          },
          body: JSON.stringify({ content, visibility: 'public' }),
        });
        // Acknowledged only when the whole answer arrived.
        const body = (await response.json()) as { id?: string };
        if (response.status === 201 && body.id) {
          acknowledged.push({ id: body.id, content, author });
          if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) kill();
        }
      } catch {
        // The connection died with the server: not acknowledged.
        cutOff++;
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  clearTimeout(timer);
  await exited;
  return { acknowledged, cutOff };
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tl-crash-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** One copy on its own: no Redis, and no database but the one given; behind one proxy hop (X-Forwarded-For). */
const startServer = (env: { DATA_DIR: string; DATABASE_URL?: string }) =>
  startServerProcess({ ...env, AUTH_SECRET, TRUST_PROXY: '1' }, { startTimeoutMs: START_TIMEOUT_MS });
