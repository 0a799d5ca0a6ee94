import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitsConfig } from './lib/rate-limits';

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
  /** How long a person's unread messages wait, with no new message, before an e-mail tells them (features/messages). */
  MESSAGE_EMAIL_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3_600_000)
    .default(15 * 60_000),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  SESSION_LOOKUP: z
    .enum(['custom', 'better-auth', 'better-auth-cookie-cache', 'better-auth-redis'])
    .default('custom'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      const parsed = parseTrustProxy(value);
      if (parsed === null) {
        context.addIssue({
          code: 'custom',
          message:
            'expected off, a hop count (1, 2 …) or comma-separated proxy addresses/CIDRs (10.0.0.1, 10.0.0.0/8, loopback)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  RATE_LIMITS: bool.default(true),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  SIGNUPS_PER_ADDRESS: z.coerce.number().int().positive().max(1_000_000).default(10),
  STAFF_MFA_REQUIRED: bool.default(true),
  // Payments (issue 17, ADR 027): both keys, or neither (the offline provider).
  STRIPE_SECRET_KEY: z.string().trim().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Another Stripe API host (the fake server of tests, the end-to-end run and the bench): http://127.0.0.1:12111. */
  STRIPE_API_BASE: z.url().optional(),
});

/** Names proxy-addr (Fastify's trustProxy) accepts for well-known ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or off → the socket address is the client; a hop count → that many proxies in front;
 * otherwise the proxies' addresses or CIDRs. `true` (trust any X-Forwarded-For) is refused on purpose: every
 * per-address limit would then be reset by the client itself. Null when the value is not one of those.
 */
function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim().toLowerCase();
  if (!text || ['off', 'false', 'no', '0'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text) <= 32 ? Number(text) : null;
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address = '', prefix, ...rest] = entry.split('/');
    const kind = isIP(address);
    if (!kind || rest.length > 0) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (kind === 4 ? 32 : 128));
  });
  return valid ? entries : null;
}

/** Which hops in front of the server are proxies (TRUST_PROXY): none, a count, or their addresses. */
export type TrustProxy = false | number | string[];

/**
 * Fastify's trustProxy for a TRUST_PROXY value. A hop count becomes a function: Fastify itself ignores numbers
 * (a client reaching the server directly could then forge the header), so a count is for servers that only
 * the proxies can reach, as the README says.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

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
  /** Demo accounts and their community are seeded, and GET /api/demo/accounts lists them (demo mode). */
  seedDemo: boolean;
  /** Admin, moderator and tournament director routes answer 403 `mfaRequired` until the user has a second factor. */
  staffMfaRequired: boolean;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Rate limits are relaxed in tests that fire many requests on purpose; never in production. */
  authRateLimit: { max: number; signInPerAccount: number; windowMs: number };
  /** Content limits per person and per address (lib/rate-limits.ts); RATE_LIMITS=false only for benchmarks. */
  rateLimits: RateLimitsConfig;
  /** How often each copy polls the jobs table for due jobs. */
  jobPollIntervalMs: number;
  /** How long notifications gather before their e-mail digest goes out (one pending digest per person). */
  notificationDigestDelayMs: number;
  /** The quiet period after the last unread message before the unread-messages e-mail (MESSAGE_EMAIL_DELAY_MS). */
  messageEmailDelayMs: number;
  /** Every response is also checked against its zod schema (lib/response-serializer.ts); off in production. */
  checkResponses: boolean;
  /** How long a signed-in lookup is kept per session cookie (auth/session-cache.ts); 0 turns the cache off. */
  sessionCacheMs: number;
  /**
   * How a request finds its session (ADR 014): `custom` (auth/session-lookup.ts, the default) or better-auth's
   * getSession, bare, with its cookie cache, or with Redis as secondary storage. The others exist for `npm run bench`.
   */
  sessionLookup: 'custom' | 'better-auth' | 'better-auth-cookie-cache' | 'better-auth-redis';
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY); every per-address limit keys on the result. */
  trustProxy: TrustProxy;
  /**
   * E-mails that carry a code or a link (sign-in and second-factor codes, confirmation, password reset), per
   * recipient and per address, so nobody can flood a mailbox or the outbox.
   */
  authMailRateLimit: { perAccount: number; perAddress: number; windowMs: number };
  /** Sign-ups per address (POST /api/account/signup, the only way to sign up). */
  signUpRateLimit: { perAddress: number; windowMs: number };
  /** Outbox mail (no SMTP) is also printed with its text, codes and links; outside production only. */
  logMailText: boolean;
  /**
   * Web Push: the VAPID key pair (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or generated once into DATA_DIR), the
   * subject push services may contact, and this installation's public instance id (derived from the public key).
   */
  push: {
    vapidPublicKey: string;
    vapidPrivateKey: string;
    subject: string;
    instanceId: string;
    /** Push endpoints on this machine or a private network are refused unless this is on (tests, benchmarks). */
    allowPrivateEndpoints: boolean;
    /** Time a push service keeps an undelivered push (seconds). */
    ttlSeconds: number;
  };
  /** Payments (issue 17): Stripe when both keys are set; null: the offline provider. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
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
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const oauth: Config['oauth'] = {};
  for (const provider of ['google', 'facebook', 'apple'] as const) {
    const id = e[`${provider.toUpperCase() as 'GOOGLE'}_CLIENT_ID`];
    const secret = e[`${provider.toUpperCase() as 'GOOGLE'}_CLIENT_SECRET`];
    if (id && secret) oauth[provider] = { clientId: id, clientSecret: secret };
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    authSecret: e.AUTH_SECRET ?? persistedSecret(dataDir),
    oauth,
    // The demo's passwords are public: by default only on the embedded database of a machine nobody else reaches.
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && isLoopbackUrl(appUrl)),
    staffMfaRequired: e.STAFF_MFA_REQUIRED,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    authRateLimit: { max: 100, signInPerAccount: 5, windowMs: 60_000 },
    rateLimits: { enabled: e.RATE_LIMITS, scale: e.RATE_LIMIT_SCALE, classes: DEFAULT_RATE_LIMITS },
    jobPollIntervalMs: 5_000,
    notificationDigestDelayMs: 15 * 60_000,
    messageEmailDelayMs: e.MESSAGE_EMAIL_DELAY_MS,
    sessionCacheMs: e.SESSION_CACHE_MS,
    sessionLookup: e.SESSION_LOOKUP,
    trustProxy: e.TRUST_PROXY,
    authMailRateLimit: { perAccount: 3, perAddress: e.SIGNUPS_PER_ADDRESS, windowMs: 10 * 60_000 },
    signUpRateLimit: { perAddress: e.SIGNUPS_PER_ADDRESS, windowMs: 10 * 60_000 },
    checkResponses: e.NODE_ENV !== 'production',
    logMailText: e.NODE_ENV !== 'production',
    push: pushConfig(e, dataDir, appUrl),
    stripe: stripeConfig(e),
    ...overrides,
  };
}

function stripeConfig(e: z.infer<typeof EnvSchema>): Config['stripe'] {
  if (!e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) return null;
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError(
      'Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (offline payments)',
    );
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiBase: e.STRIPE_API_BASE ?? null,
  };
}

/** Whether a URL's host is this machine only: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return /^127(\.\d{1,3}){3}$/.test(host);
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

/** VAPID keys from the environment (both or neither), else generated once into DATA_DIR/vapid-keys.json. */
function pushConfig(e: z.infer<typeof EnvSchema>, dataDir: string, appUrl: string): Config['push'] {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    throw new ConfigError(
      'Invalid environment configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  const keys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : persistedVapidKeys(dataDir);
  const mail = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  return {
    vapidPublicKey: keys.publicKey,
    vapidPrivateKey: keys.privateKey,
    // Push services reach the operator through the subject: the site when it is https, else the mail sender.
    subject: appUrl.startsWith('https://') ? appUrl : `mailto:${mail.trim()}`,
    instanceId: instanceIdOf(keys.publicKey),
    allowPrivateEndpoints: false,
    ttlSeconds: 24 * 60 * 60,
  };
}

/** A UUID-shaped id that names the key pair: every copy of the server with the same keys is the same instance. */
function instanceIdOf(publicKey: string): string {
  const hex = createHash('sha256').update(`tightlines-push:${publicKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function persistedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string')
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  }
  mkdirSync(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
