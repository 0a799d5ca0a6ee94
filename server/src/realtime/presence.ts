import type { Redis } from 'ioredis';
import { ONLINE_WINDOW_SECONDS } from '@tightlines/domain/forums/contract';

/**
 * Who is online (issue 16, the forum dashboard): every connected socket, by person (an anonymous socket counts
 * as one of its own). Each server copy heartbeats the members of its live sockets into one Redis sorted set
 * (score = last seen, ms) every HEARTBEAT_MS; the count is the members seen within ONLINE_WINDOW_SECONDS, so a
 * copy that dies stops counting within the window. Without Redis the count is this copy's sockets.
 */
export const PRESENCE_KEY = 'tl:presence';
const HEARTBEAT_MS = Math.max(500, Math.floor((ONLINE_WINDOW_SECONDS * 1000) / 3));

export interface Presence {
  connected(member: string): void;
  disconnected(member: string): void;
  /** People (and anonymous sockets) online across every copy. */
  count(): Promise<number>;
  close(): Promise<void>;
}

export function createPresence(
  redis: Redis | null,
  options: { key?: string; now?: () => number } = {},
): Presence {
  const key = options.key ?? PRESENCE_KEY;
  const now = options.now ?? Date.now;
  /** This copy's members and how many sockets each has open. */
  const local = new Map<string, number>();
  let closed = false;

  const beat = async () => {
    if (!redis || local.size === 0) return;
    const at = now();
    const args: (string | number)[] = [];
    for (const member of local.keys()) args.push(at, member);
    await redis
      .multi()
      .zadd(key, ...args)
      .zremrangebyscore(key, '-inf', at - ONLINE_WINDOW_SECONDS * 1000)
      .exec();
  };
  const timer = redis
    ? setInterval(() => {
        beat().catch(() => {});
      }, HEARTBEAT_MS)
    : null;
  timer?.unref();

  return {
    connected(member) {
      local.set(member, (local.get(member) ?? 0) + 1);
      if (redis && !closed) redis.zadd(key, now(), member).catch(() => {});
    },
    disconnected(member) {
      const left = (local.get(member) ?? 1) - 1;
      if (left > 0) {
        local.set(member, left);
        return;
      }
      local.delete(member);
      // Another copy may still hold a socket of this person: it re-adds them on its next beat.
      if (redis && !closed) redis.zrem(key, member).catch(() => {});
    },
    async count() {
      if (!redis) return local.size;
      try {
        return await redis.zcount(key, now() - ONLINE_WINDOW_SECONDS * 1000, '+inf');
      } catch {
        return local.size;
      }
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      if (redis && local.size > 0) await redis.zrem(key, ...local.keys()).catch(() => 0);
      local.clear();
    },
  };
}
