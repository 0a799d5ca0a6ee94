import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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
      const sameHost = host !== undefined && new URL(origin).host === host;
      if (allowed.has(origin) || sameHost) return;
    } else if (request.headers['sec-fetch-site'] !== 'cross-site' && origin !== 'null') {
      return;
    }
    throw AppError.of(403, 'badOrigin');
  });
}
