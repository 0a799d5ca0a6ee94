import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A sign-in attempt is limited per account as well as per address: a flood of wrong passwords is slowed down. */
function accountKey(request: FastifyRequest): string {
  try {
    const body = JSON.parse(typeof request.body === 'string' ? request.body : '{}') as { email?: unknown };
    if (typeof body.email === 'string') return `sign-in:${body.email.trim().toLowerCase()}`;
  } catch {
    // not JSON: fall through to the address
  }
  return `sign-in-ip:${request.ip}`;
}

/** Mounts better-auth's handler at /api/auth/*, passing the raw body through unchanged. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const { max, signInPerAccount, windowMs } = app.config.authRateLimit;

  const handler = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const url = new URL(request.url, app.config.appUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : (request.body as string | undefined);
    const response = await app.auth.handler(new Request(url, { method: request.method, headers, body }));
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') void reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) void reply.header('set-cookie', cookies);
    return reply.send(response.body ? await response.text() : null);
  };

  for (const path of ['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-otp', '/two-factor/verify-backup-code', '/sign-in/email-otp']) {
    app.post(path, { config: { rateLimit: { max: signInPerAccount, timeWindow: windowMs, keyGenerator: accountKey } } }, handler);
  }
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    config: { rateLimit: { max, timeWindow: windowMs } },
    handler,
  });
}
