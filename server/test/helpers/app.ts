import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '#server/app';
import { loadConfig, type Config } from '#server/config';
import { openDatabase, type Database } from '#server/db/client';
import { DEFAULT_RATE_LIMITS, type RateLimitsConfig } from '#server/lib/rate-limits';
import { clonePrefix, withDatabase } from '../global-setup';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A fresh database for this test file: a clone of the migrated template on PostgreSQL, in-memory PGlite otherwise. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject('templateDb');
  if (!url || !template) {
    const database = await openDatabase({ dataDir: 'memory' });
    return { database, drop: async () => {} };
  }
  // Named after this run's template, so a run's teardown drops its own clones and never another run's.
  const name = `${clonePrefix(template)}${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Two files cloning the template at the same instant can collide; try again shortly.
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 300));
    }
  }
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name) });
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL (CREATE DATABASE, DROP DATABASE…). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The production content limits, for the tests that prove them (rate-limits.test.ts). */
export const REAL_RATE_LIMITS: RateLimitsConfig = { enabled: true, scale: 1, classes: DEFAULT_RATE_LIMITS };

/** Builds the real app on a fresh database. Pass config overrides for what the test needs (SMTP, OAuth…). */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'onRoute'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-test-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      APP_URL: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    },
    // Tests change rows behind the app's back (roles, sessions), so the session cache is off unless a test
    // turns it on (session-cache.test.ts, socket-sessions.test.ts). Content limits are counted but a thousand times higher, so files that
    // fire many posts and likes on purpose never meet them (rate-limits.test.ts uses the real ones).
    {
      webDistDir: path.join(dataDir, 'no-web'),
      seedDemo: false,
      sessionCacheMs: 0,
      checkResponses: true,
      rateLimits: { ...REAL_RATE_LIMITS, scale: 1000 },
      // Suites sign staff in without enrolling a second factor; staff-mfa.test.ts turns the requirement on.
      staffMfaRequired: false,
      ...overrides,
    },
  );
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
