/** Helpers shared by the benchmarks: a free port, the real server as a child process, an autocannon run. */
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * server/src/main.ts (or `script`) on a free port (main.ts migrates the database on start); resolves once
 * /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  script = 'server/src/main.ts',
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_PROFILE_DIR: the server writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), APP_URL: url, SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let healthy = false;
  // Up to two minutes: PGlite migrates and seeds slowly on a busy machine.
  for (let i = 0; i < 480 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        healthy = true;
        break;
      }
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  if (!healthy) {
    await stop();
    throw new Error(`server did not start on ${url}`);
  }
  return { url, stop };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon at 50 connections (or `connections`) for BENCH_SECONDS (10 by default). */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: DURATION, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A measured row: one request at a time (`alone`, the target; null for a row reported only) and at 50 connections. */
export interface AloneAndLoaded {
  name: string;
  alone: LoadResult | null;
  load: LoadResult;
}

/**
 * Prints the rows as one table (one request at a time beside 50 connections) and a PASS/FAIL line for each row
 * with an `alone` measurement: its p99 under `targetMs` and no errors either way. True when all of them pass.
 */
export function reportAloneAndLoaded(
  title: string,
  column: string,
  rows: readonly AloneAndLoaded[],
  targetMs: number,
): boolean {
  console.log(`\n${title} (${DURATION} s each: one request at a time, then ${CONNECTIONS} connections)`);
  console.table(
    rows.map((row) => ({
      [column]: row.name,
      'alone p50': row.alone ? ms(row.alone.p50, 0) : '',
      'alone p99': row.alone ? ms(row.alone.p99, 0) : '',
      [`${CONNECTIONS} conn. req/s`]: row.load.rps,
      [`${CONNECTIONS} conn. p99`]: ms(row.load.p99, 0),
      errors: row.load.errors + (row.alone?.errors ?? 0),
    })),
  );
  let passed = true;
  for (const row of rows) {
    if (!row.alone) continue;
    const errors = row.load.errors + row.alone.errors;
    const ok = row.alone.p99 < targetMs && errors === 0;
    passed &&= ok;
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'}  ${row.name}: p99 ${ms(row.alone.p99, 0)} < ${targetMs} ms one at a time, ${errors} errors`,
    );
  }
  return passed;
}

/**
 * Two seconds of the same load, not measured: every pooled connection has prepared its statements and
 * the JIT has compiled the hot path, so the measurement that follows is the steady state a running
 * server is in, not its first second.
 */
export async function warmUp(url: string, headers: Record<string, string> = {}, seconds = 2): Promise<void> {
  await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** The p-th percentile (0–100) of the values, nearest rank. */
/**
 * GET `url` at an even `rate` per second for `seconds` (open loop: request i is due at i / rate s, whether or not
 * earlier ones have answered), each latency counted from when the request was due, so a stall is not hidden by
 * requests that were never sent. autocannon's overallRate instead lets every connection send its share of a second
 * back to back as the second starts: bursts of the whole rate, not a rate.
 */
export async function evenRate(
  url: string,
  options: { rate: number; seconds: number; headers?: Record<string, string> },
): Promise<{ latencies: number[]; errors: number; rps: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  let errors = 0;
  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const request = get(url, { agent, headers: options.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode !== 200) errors++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      request.on('error', () => {
        errors++;
        resolve();
      });
    });
  const total = Math.round(options.rate * options.seconds);
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(one(due));
  }
  await Promise.all(sent);
  agent.destroy();
  return { latencies, errors, rps: Math.round(total / ((performance.now() - started) / 1000)) };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const ms = (value: number, digits = 1) =>
  Number.isFinite(value) ? `${value.toFixed(digits)} ms` : 'n/a';

/** A fresh PostgreSQL database for one bench run (BENCH_DATABASE_URL or TEST_DATABASE_URL names the server), dropped by `drop`. */
export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `tl_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
