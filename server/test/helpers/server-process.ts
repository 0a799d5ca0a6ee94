import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** What the server wrote to stdout and stderr, for the failure message. */
  output: string[];
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real server, `node --import tsx server/src/main.ts`, on a free port of 127.0.0.1, once it answers
 * /api/health. It runs on the database and Redis given in `env` and no other (this process's DATABASE_URL and
 * REDIS_URL are not passed on), without the demo seed, logging warnings only. `startTimeoutMs` is a ceiling for
 * a loaded machine (migrations, PGlite's WASM), not a wait.
 */
export async function startServerProcess(
  env: Record<string, string | undefined>,
  { startTimeoutMs = 60_000 }: { startTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { REDIS_URL: _redis, DATABASE_URL: _database, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: {
      ...inherited,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const server = { url, process: child, output };
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopServerProcess(server);
  throw new Error(`server on ${url} did not start:\n${output.join('')}`);
}

/** SIGTERM, and SIGKILL if it has not exited 15 s later; nothing when it has already exited or was killed. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  const timer = setTimeout(() => server.process.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
