import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import type { Db } from '#server/db/client';
import { challengeMethodsOf, isEmailMfaEnabled, syncMfa } from './mfa-state';
import { emailOfUser, setEmailMfa, twoFactorFlag, userIdByEmail } from './repo';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's two-factor plugin: cookie and challenge lifetime (its defaults). */
const TWO_FACTOR_COOKIE = 'two_factor';
const CHALLENGE_SECONDS = 600;

/** Query parameter added to the OAuth return address when the sign-in waits for the second factor. */
const OAUTH_TWO_FACTOR_MARKER = 'twoFactor';

/** Where an OAuth sign-in goes when better-auth's own redirect cannot be read (it always sets one). */
const OAUTH_FALLBACK_RETURN = '/auth/callback';

/** Sign-ins that create a session without the two-factor plugin's check: e-mailed code, Google id_token. */
const UNCHECKED_SIGN_IN_PATHS = new Set(['/sign-in/email-otp', '/sign-in/social']);

/** Endpoints after which the TOTP row or the flags may have changed. */
const SYNC_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-otp',
  '/two-factor/verify-backup-code',
]);

function isApiError(value: unknown): boolean {
  return value instanceof APIError || (value instanceof Error && 'statusCode' in value);
}

function returnedObject(ctx: HookContext): Record<string, unknown> | null {
  const returned = ctx.context.returned;
  if (!returned || typeof returned !== 'object' || isApiError(returned) || returned instanceof Response)
    return null;
  return returned as Record<string, unknown>;
}

/** The pending sign-in challenge (better-auth's signed two_factor cookie) and the user it belongs to. */
async function pendingChallenge(ctx: HookContext): Promise<{ identifier: string; userId: string } | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const record = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return record && record.expiresAt > new Date() ? { identifier, userId: record.value } : null;
}

/** The user a pending sign-in challenge belongs to. */
async function challengedUserId(ctx: HookContext): Promise<string | null> {
  return (await pendingChallenge(ctx))?.userId ?? null;
}

async function hasMfa(db: Db, userId: string): Promise<boolean> {
  return twoFactorFlag(db, userId);
}

/** The address better-auth was about to send the browser to (its thrown redirect carries it). */
function redirectLocation(ctx: HookContext): string | null {
  const returned = ctx.context.returned;
  if (!isApiError(returned)) return null;
  const headers = (returned as { headers?: ConstructorParameters<typeof Headers>[0] }).headers;
  return headers ? new Headers(headers).get('location') : null;
}

/** Adds the two-factor marker to an absolute or site-relative address, keeping its query and fragment. */
function withTwoFactorMarker(location: string): string {
  const absolute = URL.canParse(location);
  const url = new URL(location, 'http://relative.invalid');
  url.searchParams.set(OAUTH_TWO_FACTOR_MARKER, '1');
  return absolute ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Turns a sign-in that just created a session into a pending two-factor challenge, exactly as the two-factor
 * plugin does for password sign-in (verify-two-factor.mjs reads the same cookie and verification rows).
 */
async function replaceSessionWithChallenge(ctx: HookContext, userId: string, sessionToken: string) {
  deleteSessionCookie(ctx, true);
  await ctx.context.internalAdapter.deleteSession(sessionToken);
  ctx.context.setNewSession(null);
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE, { maxAge: CHALLENGE_SECONDS });
  const identifier = `2fa-${generateRandomString(20)}`;
  const expiresAt = new Date(Date.now() + CHALLENGE_SECONDS * 1000);
  await ctx.context.internalAdapter.createVerificationValue({ value: userId, identifier, expiresAt });
  await ctx.context.internalAdapter.createVerificationValue({
    value: '0',
    identifier: `2fa-attempts-${identifier}`,
    expiresAt,
  });
  await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
}

/**
 * Tightlines' MFA rules on top of better-auth's two-factor plugin (it must come after it in `plugins`, so its
 * after-hooks see the plugin's answers):
 * - a user may have TOTP, e-mail codes or both; user.twoFactorEnabled is on when either is (see syncMfa);
 * - the sign-in challenge lists only the methods the person turned on, and which one to show first;
 * - e-mailed codes are sent only to people who turned them on;
 * - signing in with an e-mailed code (passwordless), a Google id_token or through Google, Facebook or Apple's
 *   redirect is also held for the second factor; the OAuth return address gets `?twoFactor=1` and the web
 *   asks GET /api/auth/two-factor/challenge for the methods.
 */
export function mfaPolicy(db: Db, onUserChanged: (userId: string) => void) {
  return {
    id: 'tightlines-mfa-policy',
    endpoints: {
      /**
       * Server only (auth/routes.ts): who a request acts for — its session's user, else its pending sign-in
       * challenge's — so second-factor attempts and code e-mails are counted per account and per challenge.
       */
      authSubject: createAuthEndpoint.serverOnly({ method: 'GET' }, async (ctx) => {
        const session = await getSessionFromCtx(ctx);
        if (session) return { userId: session.user.id, email: session.user.email, challenge: null };
        const challenge = await pendingChallenge(ctx);
        if (!challenge) return { userId: null, email: null, challenge: null };
        const email = await emailOfUser(db, challenge.userId);
        return { userId: challenge.userId, email, challenge: challenge.identifier };
      }),
      /**
       * The methods of the pending sign-in challenge (two_factor cookie), for the code step after an OAuth
       * return, where no JSON answer could carry them. 401 when there is no challenge or it ran out.
       */
      twoFactorChallenge: createAuthEndpoint('/two-factor/challenge', { method: 'GET' }, async (ctx) => {
        const userId = await challengedUserId(ctx);
        if (!userId) {
          throw new APIError('UNAUTHORIZED', {
            code: 'INVALID_TWO_FACTOR_COOKIE',
            message: 'Invalid two factor cookie',
          });
        }
        const { methods, preferredMethod } = await challengeMethodsOf(db, userId);
        return ctx.json({ methods, preferredMethod });
      }),
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/send-otp',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            const userId = session?.user.id ?? (await challengedUserId(ctx));
            if (userId && !(await isEmailMfaEnabled(db, userId))) {
              throw new APIError('BAD_REQUEST', {
                code: 'OTP_NOT_ENABLED',
                message: 'E-mail codes are not turned on for this account.',
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => SYNC_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const body = returnedObject(ctx);
            if (!body) return;
            const returnedUser = body.user as { id?: string } | undefined;
            const userId =
              returnedUser?.id ?? ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
            if (!userId) return;
            // better-auth's "enable with method otp" is its way of turning on e-mailed codes.
            if (ctx.path === '/two-factor/enable' && body.method === 'otp') {
              await setEmailMfa(db, userId, true);
            }
            await syncMfa(db, userId);
            onUserChanged(userId);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/sign-in/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = returnedObject(ctx);
            const email = (ctx.body as { email?: unknown } | undefined)?.email;
            if (!body?.twoFactorRedirect || typeof email !== 'string') return;
            const userId = await userIdByEmail(db, email.trim().toLowerCase());
            if (!userId) return;
            const { methods, preferredMethod } = await challengeMethodsOf(db, userId);
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: methods, preferredMethod });
          }),
        },
        {
          // Passwordless e-mail code, and social sign-in with an id_token (no redirect): held like a password.
          matcher: (ctx) => UNCHECKED_SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || !(await hasMfa(db, created.user.id))) return;
            await replaceSessionWithChallenge(ctx, created.user.id, created.session.token);
            const { methods, preferredMethod } = await challengeMethodsOf(db, created.user.id);
            return ctx.json({ twoFactorRedirect: true, twoFactorMethods: methods, preferredMethod });
          }),
        },
        {
          // Google, Facebook and Apple return here; the session it created waits for the second factor, and
          // the browser goes to the web's code step (the same return address, marked) instead of signed in.
          matcher: (ctx) => ctx.path === '/callback/:id',
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || !(await hasMfa(db, created.user.id))) return;
            const location = redirectLocation(ctx) ?? OAUTH_FALLBACK_RETURN;
            await replaceSessionWithChallenge(ctx, created.user.id, created.session.token);
            throw ctx.redirect(withTwoFactorMarker(location));
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
