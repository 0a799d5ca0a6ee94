import type { FastifyInstance } from 'fastify';
import type { CurrentSession } from './current-session';
import type { SessionEnd } from './session-end';
import { closeRedis } from '#server/lib/redis';

const CHANNEL = 'tl:session-cache';
const MAX_ENTRIES = 20_000;

interface Entry {
  value: CurrentSession;
  until: number;
}

/**
 * Signed-in lookups of the last few seconds, by session cookie. Every signed-in request otherwise starts with
 * a database round trip for the same session, user, profile and roles; a page of the app makes several
 * requests at once and the feed re-asks as it scrolls (the social bench measured the round trip at about a
 * quarter of a feed request's server time).
 *
 * It never serves what has changed: the code that changes a session, a person's user row, profile basics or roles
 * calls `forget` (through `app.forgetSessions`, which also tells the other copies over Redis when REDIS_URL is set)
 * before its request answers. Without Redis, a change made on another copy shows there within `ttlMs`. A lookup
 * that started before a `forget` is not stored (the generation check). docs/decisions/014-session-hot-path.md.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<string, Set<string>>();
  private readonly keyOfSession = new Map<string, string>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(cookie: string): CurrentSession | undefined {
    const entry = this.entries.get(cookie);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.remove(cookie);
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
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    const userId = value.user.id;
    const until = Math.min(Date.now() + this.ttlMs, value.session.expiresAt.getTime());
    this.entries.set(cookie, { value, until });
    this.keyOfSession.set(value.session.id, cookie);
    let keys = this.keysOfUser.get(userId);
    if (!keys) this.keysOfUser.set(userId, (keys = new Set()));
    keys.add(cookie);
  }

  /** Drops what is kept for one session, or for every session of a person. */
  forget(change: SessionEnd): void {
    this.generation++;
    if (change.kind === 'session') {
      const cookie = this.keyOfSession.get(change.sessionId);
      if (cookie !== undefined) this.remove(cookie);
      return;
    }
    for (const cookie of [...(this.keysOfUser.get(change.userId) ?? [])]) this.remove(cookie);
  }

  private remove(cookie: string): void {
    const entry = this.entries.get(cookie);
    if (!entry) return;
    this.entries.delete(cookie);
    this.keyOfSession.delete(entry.value.session.id);
    const userId = entry.value.user.id;
    const keys = this.keysOfUser.get(userId);
    keys?.delete(cookie);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }
}

const encode = (change: SessionEnd) =>
  change.kind === 'session' ? `s:${change.sessionId}` : `u:${change.userId}`;

function decode(message: string): SessionEnd | undefined {
  const id = message.slice(2);
  if (message.startsWith('s:')) return { kind: 'session', sessionId: id };
  if (message.startsWith('u:')) return { kind: 'user', userId: id };
  return undefined;
}

/**
 * What the code that changes sessions, people and roles calls: drops the kept lookups here and, over Redis, on
 * every other copy. A no-op when the cache is off.
 */
export function sessionCacheInvalidation(
  app: FastifyInstance,
  cache: SessionCache,
): (change: SessionEnd) => void {
  if (!cache.enabled) return () => {};
  const publisher = app.redis;
  const subscriber = publisher?.duplicate();
  if (subscriber) {
    subscriber.on('message', (_channel: string, message: string) => {
      const change = decode(message);
      if (change) cache.forget(change);
    });
    subscriber.subscribe(CHANNEL).catch((error: unknown) => {
      app.log.error({ err: error }, 'session cache: subscribe failed');
    });
    app.addHook('onClose', async () => {
      await closeRedis(subscriber);
    });
  }
  return (change) => {
    cache.forget(change);
    publisher?.publish(CHANNEL, encode(change)).catch((error: unknown) => {
      app.log.warn({ err: error }, 'session cache: publish failed');
    });
  };
}
