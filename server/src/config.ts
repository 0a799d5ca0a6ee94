import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Tightlines <no-reply@tightlines.app>'),
  STAFF_EMAIL: z.email().default('hello@tightlines.app'),
  AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
});

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string;
  authSecret: string;
  oauth: Partial<Record<'google' | 'facebook' | 'apple', { clientId: string; clientSecret: string }>>;
  seedDemo: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Rate limits are relaxed in tests that fire many requests on purpose; never in production. */
  authRateLimit: { max: number; signInPerAccount: number; windowMs: number };
  /** How often each copy polls the jobs table for due jobs. */
  jobPollIntervalMs: number;
  /** How long notifications gather before their e-mail digest goes out (one pending digest per person). */
  notificationDigestDelayMs: number;
  /** Every response is also checked against its zod schema (lib/response-serializer.ts); off in production. */
  checkResponses: boolean;
  /** How long a signed-in lookup is kept per session cookie (auth/session-cache.ts); 0 turns the cache off. */
  sessionCacheMs: number;
  /** Outbox mail (no SMTP) is also printed with its text, codes and links; outside production only. */
  logMailText: boolean;
}

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (common in env files and CI) means unset.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const oauth: Config['oauth'] = {};
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    const id = e[`${provider.toUpperCase() as 'GOOGLE'}_CLIENT_ID`];
    const secret = e[`${provider.toUpperCase() as 'GOOGLE'}_CLIENT_SECRET`];
    if (id && secret) oauth[provider] = { clientId: id, clientSecret: secret };
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    oauth,
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    authRateLimit: { max: 100, signInPerAccount: 5, windowMs: 60_000 },
    jobPollIntervalMs: 5_000,
    notificationDigestDelayMs: 15 * 60_000,
    sessionCacheMs: e.SESSION_CACHE_MS,
    checkResponses: e.NODE_ENV !== 'production',
    logMailText: e.NODE_ENV !== 'production',
    ...overrides,
  };
}

/** AUTH_SECRET is generated into DATA_DIR on first start when unset, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
