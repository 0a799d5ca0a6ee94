import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';

/**
 * Trending lists rank every post or tag of a window, which costs far more than a feed page on a big table.
 * They are the same for everyone, so each server copy keeps the last ranking for a short while and serves it
 * while a fresh one is computed in the background (stale-while-revalidate). Only the first request after a
 * start waits. Clients may keep trending posts for 2 minutes; this stays well inside that.
 */
export const TRENDING_FRESH_MS = 30_000;

interface Entry {
  value: unknown;
  at: number;
}

class SwrCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();

  constructor(
    private readonly freshMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (!entry) return this.refresh(key, load);
    if (Date.now() - entry.at > this.freshMs && !this.loading.has(key))
      this.refresh(key, load).catch(this.onError);
    return entry.value as T;
  }

  clear(): void {
    this.entries.clear();
  }

  private refresh<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const started = load()
      .then((value) => {
        this.entries.set(key, { value, at: Date.now() });
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, started);
    return started;
  }
}

// Keyed by the database handle, which every encapsulated plugin context of one app shares.
const caches = new WeakMap<object, SwrCache>();

/** The trending cache of this app instance (tests get a fresh one per app). */
export function trendingCache(deps: { db: Db; log: FastifyBaseLogger }): SwrCache {
  let cache = caches.get(deps.db);
  if (!cache) {
    cache = new SwrCache(TRENDING_FRESH_MS, (error) =>
      deps.log.error({ err: error }, 'trending refresh failed'),
    );
    caches.set(deps.db, cache);
  }
  return cache;
}
