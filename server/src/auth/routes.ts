import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { AppError, notFound } from '#server/lib/errors';
import { addressKey, authLimits } from './limits';
import { assertSafeText } from '#server/lib/text-input';

/** Who a request acts for: its session's user, else its pending second-factor challenge's (mfa-policy.ts). */
interface Subject {
  userId: string | null;
  email: string | null;
  challenge: string | null;
}

/** What a limit needs to know about one request; the subject is looked up only when a limit asks for it. */
interface Attempt {
  body: Record<string, unknown>;
  subject: () => Promise<Subject>;
}

type Keys = (attempt: Attempt) => Promise<(string | null)[]>;

function normalisedEmail(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : null;
}

/** The JSON body as better-auth will read it (the only body format these routes accept, see below). */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  if (typeof request.body !== 'string' || request.body === '') return {};
  try {
    const parsed: unknown = JSON.parse(request.body);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A password or a code is tried for the address in the body. */
const accountInBody: Keys = async ({ body }) => {
  const email = normalisedEmail(body.email);
  return [email ? `account:${email}` : null];
};
/** A password is tried for the signed-in person (changing it, turning two-factor on or off …). */
const signedInAccount: Keys = async ({ subject }) => {
  const { email } = await subject();
  return [email ? `account:${email}` : null];
};
/** A second-factor code is tried: per pending challenge, and per account (the challenge's or the session's). */
const challengeAndAccount: Keys = async ({ subject }) => {
  const { userId, challenge } = await subject();
  return [challenge ? `2fa-challenge:${challenge}` : null, userId ? `2fa-account:${userId}` : null];
};
/** A code or a link is mailed: to the address in the body, the new address, or the person asking. */
const recipients: Keys = async ({ body, subject }) => {
  const given = [normalisedEmail(body.email), normalisedEmail(body.newEmail)].filter(Boolean);
  const own = given.length === 0 || body.newEmail !== undefined ? (await subject()).email : null;
  return [...given, normalisedEmail(own)].map((email) => (email ? `mail:${email}` : null));
};

/**
 * better-auth endpoints that guess at a secret or send mail, with the keys they are counted under. Every
 * endpoint also has the per-address limit of the route. Sign-up is not here: better-auth's own sign-up is
 * closed (auth.ts, disabledPaths) and POST /api/account/signup has its own limits.
 */
const LIMITED: Record<string, { attempts?: Keys; mail?: Keys }> = {
  '/sign-in/email': { attempts: accountInBody },
  '/sign-in/email-otp': { attempts: accountInBody },
  '/email-otp/check-verification-otp': { attempts: accountInBody },
  '/email-otp/verify-email': { attempts: accountInBody },
  '/email-otp/reset-password': { attempts: accountInBody },
  '/two-factor/verify-totp': { attempts: challengeAndAccount },
  '/two-factor/verify-otp': { attempts: challengeAndAccount },
  '/two-factor/verify-backup-code': { attempts: challengeAndAccount },
  '/verify-password': { attempts: signedInAccount },
  '/change-password': { attempts: signedInAccount },
  '/two-factor/enable': { attempts: signedInAccount },
  '/two-factor/disable': { attempts: signedInAccount },
  '/two-factor/get-totp-uri': { attempts: signedInAccount },
  '/two-factor/generate-backup-codes': { attempts: signedInAccount },
  '/email-otp/send-verification-otp': { mail: recipients },
  '/email-otp/request-password-reset': { mail: recipients },
  '/forget-password/email-otp': { mail: recipients },
  '/email-otp/request-email-change': { mail: recipients },
  '/request-password-reset': { mail: recipients },
  '/send-verification-email': { mail: recipients },
  '/change-email': { mail: recipients },
  '/two-factor/send-otp': { mail: recipients },
};

const present = (keys: (string | null)[]): string[] => keys.filter((key): key is string => key !== null);

/** The fields of a raw body as better-auth will read them (JSON or form-encoded), else the text itself. */
function fieldsOfRawBody(request: FastifyRequest): unknown {
  const body = request.body;
  if (typeof body !== 'string') return body;
  const type = request.headers['content-type'] ?? '';
  try {
    if (type.includes('json')) return JSON.parse(body) as unknown;
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(body));
  } catch {
    // not what it claims to be: better-auth refuses it; only the text itself is checked
  }
  return body;
}

/** Mounts better-auth's handler at /api/auth/*, passing the raw body through unchanged. */
export function authRoutes(app: FastifyInstance, _options: unknown, done: () => void): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // The raw body goes to better-auth untouched, so the app-wide check (lib/text-input.ts) sees only its text:
  // escaped NULs and lone surrogates inside JSON or form fields are checked here.
  app.addHook('preValidation', async (request) => {
    assertSafeText(fieldsOfRawBody(request), 'body');
  });

  // Only JSON bodies, but for the OAuth return (Apple posts its answer as a form). better-auth would also take
  // form-encoded sign-in and sign-up bodies, which the web never sends; accepting one format means the limits
  // below read exactly what better-auth reads, and a cross-site form cannot post here without a CORS preflight.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (type && type !== 'application/json' && !request.url.startsWith('/api/auth/callback/')) {
      throw new AppError(415, 'unsupportedMediaType', 'Send the request as JSON.');
    }
  });

  const { max, windowMs } = app.config.authRateLimit;
  const limits = authLimits(app);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.config.appUrl);
    // The URL parser resolves `.` and `..` segments (also written %2e) that Fastify's router does not: such a
    // path would reach a limited endpoint of better-auth through the catch-all, around its limits.
    if (url.pathname !== request.url.split('?')[0]) throw notFound();
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const body =
      request.method === 'GET' || request.method === 'HEAD'
        ? undefined
        : (request.body as string | undefined);
    const response = await app.auth.handler(new Request(url, { method: request.method, headers, body }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') void reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    return reply.send(response.body ? await response.text() : null);
  };

  /**
   * An authenticator code is accepted once: a code seen over someone's shoulder or relayed from a phishing
   * page cannot open a second session while it is still within its 90 seconds. Refused like a wrong code.
   */
  const isUsedTotpCode = async ({ body, subject }: Attempt): Promise<boolean> => {
    const { userId } = await subject();
    if (!userId || typeof body.code !== 'string') return false;
    return (await limits.usedTotpCodes.count([`totp:${userId}:${body.code.trim()}`])) > 0;
  };

  // @fastify/rate-limit runs one limiter per request, and these keys need the parsed body or the session: the
  // per-address limit is the route's own (onRequest), the others are counted here, before better-auth runs.
  const limitFor = (path: string) => {
    const { attempts, mail } = LIMITED[path] ?? {};
    return async (request: FastifyRequest, reply: FastifyReply) => {
      let known: Promise<Subject> | undefined;
      const attempt: Attempt = {
        body: jsonBody(request),
        subject: () => (known ??= app.auth.api.authSubject({ headers: fromNodeHeaders(request.headers) })),
      };
      if (attempts) await limits.attempts.hit(reply, present(await attempts(attempt)));
      if (mail) {
        await limits.mailPerAddress.hit(reply, [`mail-ip:${addressKey(request.ip)}`]);
        await limits.mailPerAccount.hit(reply, present(await mail(attempt)));
      }
      if (path === '/two-factor/verify-totp' && (await isUsedTotpCode(attempt))) {
        return reply.status(401).send({ code: 'INVALID_CODE', message: 'Invalid code' });
      }
    };
  };

  for (const path of Object.keys(LIMITED)) {
    app.post(
      path,
      {
        preHandler: limitFor(path),
        schema: { tags: ['auth'] },
        config: { rateLimit: { max, timeWindow: windowMs } },
      },
      handler,
    );
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    // better-auth's own endpoints (documented by better-auth); listed here as one catch-all.
    schema: { tags: ['auth'] },
    config: { rateLimit: { max, timeWindow: windowMs } },
    handler,
  });
  done();
}
