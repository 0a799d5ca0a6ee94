import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ONLINE_WINDOW_SECONDS } from '@tightlines/domain/forums/contract';
import { createPresence } from '#server/realtime/presence';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const clients: Redis[] = [];
afterAll(async () => {
  await Promise.all(clients.map((client) => client.quit()));
});

describe('online presence', () => {
  it('counts this copy without Redis', async () => {
    const presence = createPresence(null);
    presence.connected('a');
    presence.connected('a');
    presence.connected('b');
    expect(await presence.count()).toBe(2);
    presence.disconnected('a');
    expect(await presence.count()).toBe(2);
    presence.disconnected('a');
    expect(await presence.count()).toBe(1);
    await presence.close();
  });

  it.skipIf(!REDIS_URL)(
    'counts people across two server copies on one Redis, and forgets a dead copy',
    async () => {
      const key = `tl:presence:test:${randomUUID()}`;
      const one = new Redis(REDIS_URL!);
      const two = new Redis(REDIS_URL!);
      clients.push(one, two);
      let clock = Date.now();
      const now = () => clock;
      const copyA = createPresence(one, { key, now });
      const copyB = createPresence(two, { key, now });
      copyA.connected('dana');
      copyA.connected('anon:1');
      copyB.connected('jordan');
      copyB.connected('dana'); // the same person on both copies counts once
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await copyA.count()).toBe(3);
      expect(await copyB.count()).toBe(3);
      copyB.disconnected('jordan');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await copyA.count()).toBe(2);
      // Copy B dies without cleaning up: after the window, only what copy A heartbeats counts.
      clock += (ONLINE_WINDOW_SECONDS + 1) * 1000;
      await copyA.close();
      expect(await copyB.count()).toBe(0);
      await copyB.close();
      await one.del(key);
    },
  );
});
