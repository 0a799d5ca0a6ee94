import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins the app answers as itself: APP_URL's, and for a loopback APP_URL the same scheme and port under
 * the other loopback names too (a browser opened at 127.0.0.1:3000 is the same machine as localhost:3000).
 */
export function appOrigins(appUrl: string): string[] {
  const url = new URL(appUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  const aliases = LOOPBACK_HOSTS.filter((host) => host !== url.hostname).map((host) => {
    const alias = new URL(url.origin);
    alias.hostname = host;
    return alias.origin;
  });
  return [url.origin, ...aliases];
}

/** scheme://host:port of a URL (the default port left out), or undefined when it is not one ('::::', 'http://'). */
export function originOf(value: string): string | undefined {
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request's Origin header is ours: one of `allowed`, or the very origin (scheme, host and port) the
 * request was addressed to. A malformed Origin is never ours.
 */
export function isOwnOrigin(
  origin: string,
  allowed: ReadonlySet<string>,
  requestOrigin: string | undefined,
): boolean {
  const given = originOf(origin);
  if (!given) return false;
  return allowed.has(given) || (requestOrigin !== undefined && given === originOf(requestOrigin));
}

/**
 * State-changing requests from a browser must come from our own origin. Browsers always send Origin on
 * cross-site POSTs; requests without it (server-to-server, tests) are not a CSRF vector.
 */
export function installOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const host = request.headers.host;
    if (origin && origin !== 'null') {
      if (isOwnOrigin(origin, allowed, host ? `${request.protocol}://${host}` : undefined)) return;
    } else if (request.headers['sec-fetch-site'] !== 'cross-site' && origin !== 'null') {
      return;
    }
    throw AppError.of(403, 'badOrigin');
  });
}
