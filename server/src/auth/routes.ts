import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { assertSafeText } from '../lib/text-input';

/**
 * A sign-in attempt is limited per account as well as per address: a flood of wrong passwords for one account
 * is slowed down whichever addresses it comes from. Second-factor attempts carry no e-mail; they count against
 * their pending challenge (better-auth's signed two_factor cookie), else the address.
 */
function accountKey(request: FastifyRequest): string {
  try {
    const body = JSON.parse(typeof request.body === 'string' ? request.body : '{}') as { email?: unknown };
    if (typeof body.email === 'string') return `sign-in:${body.email.trim().toLowerCase()}`;
  } catch {
    // not JSON: fall through
  }
  const challenge = /(?:^|;\s*)(?:__Secure-)?better-auth\.two_factor=([^;]+)/.exec(
    request.headers.cookie ?? '',
  )?.[1];
  if (challenge) return `sign-in-challenge:${challenge}`;
  return `sign-in-ip:${request.ip}`;
}

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

  const { max, signInPerAccount, windowMs } = app.config.authRateLimit;

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, app.config.appUrl);
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

  // @fastify/rate-limit runs one limiter per request, and the per-account key needs the parsed body: the
  // per-address limit is the route's own (onRequest), the per-account one is checked by hand in preHandler.
  const perAccount = app.createRateLimit({
    max: signInPerAccount,
    timeWindow: windowMs,
    keyGenerator: accountKey,
  });
  const limitPerAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await perAccount(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw AppError.of(429, 'tooManyRequests');
    }
  };
  for (const path of [
    '/sign-in/email',
    '/two-factor/verify-totp',
    '/two-factor/verify-otp',
    '/two-factor/verify-backup-code',
    '/sign-in/email-otp',
  ]) {
    app.post(
      path,
      {
        preHandler: limitPerAccount,
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
