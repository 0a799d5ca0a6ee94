import { isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors';

/**
 * The rate-limit key of a client address: an IPv4 address as is, an IPv6 address by its /64 (one subscriber
 * usually holds a whole /64, so counting single addresses would give them billions of fresh buckets).
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const bare = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = bare.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A counter per key (an account, a challenge, an address) over a window, shared through Redis when set. */
export interface KeyedLimit {
  /** Counts one attempt against every key; the seconds to wait when any of them is over its limit, else 0. */
  count(keys: readonly string[]): Promise<number>;
  /** Counts like `count`, and answers 429 with Retry-After once any key is over its limit. */
  hit(reply: FastifyReply, keys: readonly string[]): Promise<void>;
}

/**
 * @fastify/rate-limit keys each of its limiters by one value taken from the request; these limits need keys
 * that are only known after the body or the session is read, so each key is counted through a stand-in
 * request. On Redis every limiter made with createRateLimit shares one namespace, so keys carry a prefix.
 */
function keyedLimit(app: FastifyInstance, options: { max: number; windowMs: number }): KeyedLimit {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: options.windowMs,
    keyGenerator: (request) => (request as unknown as { limitKey: string }).limitKey,
  });
  const count = async (keys: readonly string[]) => {
    let retryAfter = 0;
    for (const key of new Set(keys)) {
      const standIn = { limitKey: `auth:${key}`, routeOptions: { config: {} } } as unknown as FastifyRequest;
      const result = await check(standIn);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds, 1);
    }
    return retryAfter;
  };
  return {
    count,
    async hit(reply, keys) {
      const retryAfter = await count(keys);
      if (retryAfter > 0) {
        void reply.header('retry-after', retryAfter);
        throw AppError.of(429, 'tooManyRequests');
      }
    },
  };
}

/** The limits on signing in and on code e-mails, one set per app (the sign-up route shares the mail ones). */
export interface AuthLimits {
  /** Guesses at a password or a code, per account and per second-factor challenge. */
  attempts: KeyedLimit;
  /** E-mails with a code or a link, per recipient. */
  mailPerAccount: KeyedLimit;
  /** E-mails with a code or a link, per client address, whichever endpoint asks for them. */
  mailPerAddress: KeyedLimit;
  /** Authenticator codes already presented, per person: each is accepted once. */
  usedTotpCodes: KeyedLimit;
}

/**
 * A TOTP code stays valid for the step before and after its own (better-auth checks a window of 1 on 30-second
 * steps), so a used code is remembered a little longer than those 90 seconds.
 */
const TOTP_CODE_MEMORY_MS = 120_000;

const limitsByApp = new WeakMap<FastifyInstance['config'], AuthLimits>();

export function authLimits(app: FastifyInstance): AuthLimits {
  const existing = limitsByApp.get(app.config);
  if (existing) return existing;
  const { signInPerAccount, windowMs } = app.config.authRateLimit;
  const mail = app.config.authMailRateLimit;
  const limits: AuthLimits = {
    attempts: keyedLimit(app, { max: signInPerAccount, windowMs }),
    mailPerAccount: keyedLimit(app, { max: mail.perAccount, windowMs: mail.windowMs }),
    mailPerAddress: keyedLimit(app, { max: mail.perAddress, windowMs: mail.windowMs }),
    usedTotpCodes: keyedLimit(app, { max: 1, windowMs: TOTP_CODE_MEMORY_MS }),
  };
  limitsByApp.set(app.config, limits);
  return limits;
}
