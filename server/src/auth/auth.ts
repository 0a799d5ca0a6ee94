import { betterAuth, type SecondaryStorage } from 'better-auth';
import type { Redis } from 'ioredis';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { MESSAGES, type MessageCode } from '@tightlines/domain/common/messages';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import * as schema from '#server/db/schema';
import { appOrigins } from '#server/lib/origin-check';
import type { Mailer } from '#server/mail/mailer';
import { codeMail, confirmEmailMail, welcomeMail } from '#server/mail/templates';
import { PASSWORD_MIN_LENGTH } from '@tightlines/domain/auth/contract';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '@tightlines/domain/auth/session';
import { mfaPolicy } from './mfa-policy';
import { createProfileForNewUser, firstNameOf } from './profile-hooks';
import { urlPolicy } from './url-policy';
import { sessionEnds, type SessionEnd } from './session-end';

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Told when a session ends or a password changes (the realtime server closes the sockets it opened). */
  onSessionEnd?: (end: SessionEnd) => void;
  /** Told after a person's user row or MFA state changes (the session cache drops what it keeps for them). */
  onUserChanged?: (userId: string) => void;
  /** Secondary storage for sessions when SESSION_LOOKUP=better-auth-redis (measured in ADR 014). */
  redis?: Redis;
  /**
   * Asked before any sign-in creates a session (password, e-mailed code, OAuth): a message code refuses it with 403
   * (a banned account: features/moderation), null lets it through.
   */
  refuseSession?: (userId: string) => Promise<MessageCode | null>;
}

export function createAuth({
  config,
  db,
  mailer,
  onSessionEnd,
  onUserChanged,
  redis,
  refuseSession,
}: AuthDeps) {
  const socialProviders: Record<string, unknown> = {};
  if (config.oauth.google)
    socialProviders.google = { ...config.oauth.google, accessType: 'offline', prompt: 'consent' };
  if (config.oauth.facebook) socialProviders.facebook = { ...config.oauth.facebook };
  if (config.oauth.apple) socialProviders.apple = { ...config.oauth.apple };

  return betterAuth({
    appName: 'Tightlines',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: appOrigins(config.appUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { ...schema, twoFactor: schema.twoFactor },
    }),
    advanced: { database: { generateId: 'uuid' }, useSecureCookies: config.appUrl.startsWith('https://') },
    // Our own @fastify/rate-limit guards /api/auth/* so limits are shared through Redis across nodes.
    rateLimit: { enabled: false },
    // One way to sign up: POST /api/account/signup, which asks for the terms and the profile details and is
    // rate limited; better-auth's own endpoint (still called by that route on the server) is not reachable.
    disabledPaths: ['/sign-up/email'],
    // Sessions last 7 days and are extended once a day of use; the web asks get-session when due.
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      ...(config.sessionLookup === 'better-auth-cookie-cache' && {
        cookieCache: { enabled: true, maxAge: Math.max(1, Math.round(config.sessionCacheMs / 1000)) },
      }),
    },
    ...(config.sessionLookup === 'better-auth-redis' && redis && { secondaryStorage: redisStorage(redis) }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      // A reset (by link or by e-mailed code) signs out every session: whoever knew the old password is out.
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      async sendVerificationEmail({ user, url }) {
        const firstName = await firstNameOf(db, user.id, user.name);
        await mailer.send(user.email, confirmEmailMail({ firstName, url, appUrl: config.appUrl }));
      },
      async afterEmailVerification(user) {
        const firstName = await firstNameOf(db, user.id, user.name);
        await mailer.send(user.email, welcomeMail({ firstName, appUrl: config.appUrl }));
      },
    },
    socialProviders,
    databaseHooks: {
      user: {
        create: {
          after: async (created) => {
            await createProfileForNewUser(db, created);
          },
        },
      },
      session: {
        create: {
          before: async (created) => {
            const refused = refuseSession ? await refuseSession(created.userId) : null;
            // The web shows the code's words from the catalogue (errors:<code>), like our own API's codes.
            if (refused) throw new APIError('FORBIDDEN', { code: refused, message: MESSAGES[refused] });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'Tightlines',
        // The code mail says it expires in 5 minutes; stored hashed so a database read does not reveal it.
        otpOptions: {
          period: 5,
          storeOTP: 'hashed',
          async sendOTP({ user, otp }) {
            await mailer.send(
              user.email,
              codeMail({ code: otp, purpose: 'two-factor', appUrl: config.appUrl }),
            );
          },
        },
      }),
      emailOTP({
        disableSignUp: true,
        storeOTP: 'hashed',
        async sendVerificationOTP({ email, otp, type }) {
          const purpose =
            type === 'sign-in' ? 'sign-in' : type === 'forget-password' ? 'reset-password' : 'verify';
          await mailer.send(email, codeMail({ code: otp, purpose, appUrl: config.appUrl }));
        },
      }),
      // After twoFactor: its hooks read the two-factor plugin's answers (see mfa-policy.ts).
      mfaPolicy(db, (userId) => onUserChanged?.(userId)),
      urlPolicy(config.appUrl),
      sessionEnds(
        (end) => onSessionEnd?.(end),
        (userId) => onUserChanged?.(userId),
      ),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** better-auth's secondary storage on Redis, keys under our prefix. */
function redisStorage(redis: Redis): SecondaryStorage {
  const key = (name: string) => `tl:auth:${name}`;
  return {
    get: (name) => redis.get(key(name)),
    getAndDelete: (name) => redis.getdel(key(name)),
    increment: async (name, ttl) => {
      const [[, count]] = (await redis.multi().incr(key(name)).expire(key(name), ttl, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    set: async (name, value, ttl) => {
      if (ttl) await redis.set(key(name), value, 'EX', ttl);
      else await redis.set(key(name), value);
    },
    delete: async (name) => {
      await redis.del(key(name));
    },
  };
}
