import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts the real server (`node server/src/main.ts`) and waits for /api/ready (database up, migrated, demo seeded). */
export async function startServer(
  env: Record<string, string>,
  fixedPort?: number,
  options: { startMs?: number } = {},
): Promise<RunningServer> {
  const port = fixedPort ?? (await freePort());
  const url = `http://localhost:${port}`;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'tl-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Migrating and seeding the demo (tournaments, groups, events, forums) takes well over a minute when other work
  // shares the machine's cores.
  const startMs = Number(process.env.E2E_SERVER_START_MS ?? options.startMs ?? 150_000);
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/ready`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in ${startMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // The server exits by itself within 10 s of SIGTERM; a hung one is killed so no test waits on it.
        const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A real SMTP sink: every message is parsed and written as JSON into `dir`. */
async function startSmtpSink(dir: string): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
          writeFileSync(
            path.join(dir, `${Date.now()}-${count++}.json`),
            JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html || '' }),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A new, empty PostgreSQL database beside `base` (named `name`, replaced if left by a crashed run), and its drop. */
export async function createFreshDatabase(
  base: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const mailDir = mkdtempSync(path.join(tmpdir(), 'tl-mail-'));
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startSmtpSink(mailDir);

  // The main server under test runs on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite.
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const fresh = await createFreshDatabase(base, `tl_e2e_${process.pid}`);
    databaseUrl = fresh.url;
    dropDatabase = fresh.drop;
  }
  const server = await startServer({
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SEED_DEMO: 'true',
    // Every test signs its new anglers up from 127.0.0.1: more than the 10 sign-ups an address may make in 10 min.
    SIGNUPS_PER_ADDRESS: '100',
  });
  provide('baseUrl', server.url);
  provide('mailDir', mailDir);
  provide('database', databaseUrl ? 'postgresql' : 'pglite');

  return async () => {
    await server.stop();
    await smtp.close();
    await dropDatabase();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    database: string;
  }
}
