import type { Redis } from 'ioredis';

/** How long closing waits for a connection that is still being made. */
const SETTLE_MS = 2000;

/**
 * Resolves once the client is connected (its queued commands, a SUBSCRIBE among them, are then on the wire), or
 * after `waitMs` when Redis does not answer. Closing a client while commands wait in its offline queue rejects
 * them with "Connection is closed"; some of those promises belong to libraries that never handle them.
 */
export function settled(client: Redis, waitMs = SETTLE_MS): Promise<void> {
  if (client.status === 'ready' || client.status === 'end') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      client.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    client.once('ready', done);
    client.once('end', done);
  });
}

/** Closes a client politely once its queued commands have been sent; drops the socket when Redis is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  await settled(client);
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
