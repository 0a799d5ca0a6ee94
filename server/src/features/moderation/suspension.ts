import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SUSPENDED_REFUSED_ROUTES } from '@tightlines/domain/moderation/contract';
import { sessionOf } from '#server/auth/guard';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { restrictionOf } from './repo';

const REFUSED = new Set<string>(SUSPENDED_REFUSED_ROUTES);
/** How long a copy trusts what it read of a person's suspension (this copy forgets it at once on a change). */
const RESTRICTION_TTL_MS = 5_000;
const CACHE_MAX = 20_000;

const cache = new Map<string, { until: number; at: number }>();

/** Drops what this copy kept of a person's suspension (after a suspension, a lift, a ban). */
export function forgetRestriction(userId: string): void {
  cache.delete(userId);
}

/** When the person's running suspension ends (ms), or 0: one primary-key read, kept for a few seconds. */
async function suspendedUntil(db: Db, userId: string, now: number): Promise<number> {
  const kept = cache.get(userId);
  if (kept && now - kept.at < RESTRICTION_TTL_MS) return kept.until;
  const row = await restrictionOf(db, userId);
  const until = row?.suspendedUntil?.getTime() ?? 0;
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(userId, { until, at: now });
  return until;
}

/**
 * Suspended accounts read but do not write: the routes in SUSPENDED_REFUSED_ROUTES answer 403 'accountSuspended'
 * while a suspension runs. Installed once, before the routes; it runs before validation (preValidation), so a
 * suspended person is told why whatever they sent, and only on those routes (one read, cached briefly).
 */
export function installSuspensionCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const url = request.routeOptions.url;
    if (!url || !REFUSED.has(`${request.method} ${url}`)) return;
    const current = await sessionOf(request);
    if (!current) return;
    const now = Date.now();
    if ((await suspendedUntil(app.db, current.user.id, now)) > now)
      throw AppError.of(403, 'accountSuspended');
  });
}
