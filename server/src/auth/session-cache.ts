import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrentSession } from './guard';

const CHANNEL = 'tl:session-cache';
const EVERYONE = '*';
const MAX_ENTRIES = 20_000;

interface Entry {
  value: CurrentSession;
  userId: string;
  until: number;
}

/**
 * Signed-in lookups of the last few seconds, by session cookie. Every signed-in request otherwise starts with
 * a database round trip for the same session, user, profile and roles; a page of the app makes several
 * requests at once and the feed re-asks as it scrolls (the social bench measured the round trip at about a
 * quarter of a feed request's server time).
 *
 * It never serves what this server copy has changed: a change to a person (their profile, roles, sessions)
 * goes through a request of theirs or of staff, and `forget` runs before that request's answer is sent. Other
 * copies hear of it over Redis (REDIS_URL); a change made by another copy can show there for at most `ttlMs`
 * if Redis is down. A lookup that started before a `forget` is not stored (the generation check).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(cookie: string): CurrentSession | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.remove(cookie, entry.userId);
    return undefined;
  }

  /** The generation to hand back to `set`: a lookup that overlaps a `forget` is not kept. */
  begin(): number {
    return this.generation;
  }

  set(cookie: string, value: CurrentSession, generation: number): void {
    if (!this.enabled || generation !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps keep insertion order: the oldest entry goes first.
      const oldest = this.entries.entries().next();
      if (!oldest.done) this.remove(oldest.value[0], oldest.value[1].userId);
    }
    const userId = value.user.id;
    const until = Math.min(Date.now() + this.ttlMs, value.session.expiresAt.getTime());
    this.entries.set(cookie, { value, userId, until });
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(cookie);
  }

  /** Drops what is kept for one person, or for everyone with '*'. */
  forget(userId: string): void {
    this.generation++;
    if (userId === EVERYONE) {
      this.entries.clear();
      this.keysOfUser.clear();
      return;
    }
    for (const cookie of this.keysOfUser.get(userId) ?? []) this.entries.delete(cookie);
    this.keysOfUser.delete(userId);
  }

  /** The person a cookie was last seen signed in as, if still kept. */
  userOf(cookie: string): string | undefined {
    return this.entries.get(cookie)?.userId;
  }

  private remove(cookie: string, userId: string): void {
    this.entries.delete(cookie);
    const keys = this.keysOfUser.get(userId);
    keys?.delete(cookie);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const STAFF = ['admin', 'moderator'];

/**
 * Whose kept session a request may have made stale, decided before its answer goes out: nobody's for reads;
 * everyone's for anything of better-auth's but get-session (sign-out, revocation, password and e-mail changes,
 * verification links) and for changes made by staff or under /api/admin (roles, bans); otherwise the signed-in
 * person's own (their profile, avatar, two-factor settings, account).
 */
function staleAfter(request: FastifyRequest, cookie: string | undefined, cache: SessionCache) {
  const url = request.url;
  if (url.startsWith('/api/auth/')) return url.startsWith('/api/auth/get-session') ? null : EVERYONE;
  if (READS.has(request.method)) return null;
  if (url.startsWith('/api/admin/')) return EVERYONE;
  const current = request.currentSession;
  if (current?.storedRoles.some((role) => STAFF.includes(role))) return EVERYONE;
  return current?.user.id ?? (cookie ? cache.userOf(cookie) : undefined) ?? null;
}

/** Wires the cache's invalidation: after every change on this copy, and from the other copies over Redis. */
export function installSessionCacheInvalidation(
  app: FastifyInstance,
  cache: SessionCache,
  cookieOf: (request: FastifyRequest) => string | undefined,
): void {
  if (!cache.enabled) return;
  const publisher = app.redis;
  const subscriber = publisher?.duplicate();
  if (subscriber) {
    subscriber.on('message', (_channel: string, userId: string) => cache.forget(userId));
    subscriber.subscribe(CHANNEL).catch((error: unknown) => {
      app.log.error({ err: error }, 'session cache: subscribe failed');
    });
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
  }
  app.addHook('onSend', async (request) => {
    const stale = staleAfter(request, cookieOf(request), cache);
    if (!stale) return;
    cache.forget(stale);
    publisher?.publish(CHANNEL, stale).catch((error: unknown) => {
      request.log.warn({ err: error }, 'session cache: publish failed');
    });
  });
}
