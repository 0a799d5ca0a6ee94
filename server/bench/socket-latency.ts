/**
 * Realtime latency: N signed-in sockets connect to the running server, then follows are made over HTTP
 * (PUT /api/users/:userId/follow) between them, and for each follow the time from sending the request to the
 * followed person's socket receiving its 'new-notification' is measured.
 */
import { io, type Socket } from 'socket.io-client';
import { SERVER_EVENTS, type NewNotificationEvent } from '@tightlines/domain/realtime/events';
import { percentile } from './lib';

export interface SocketUser {
  id: string;
  cookie: string;
}

export interface SocketLatencyResult {
  connected: number;
  connectMs: number;
  follows: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  httpP50: number;
  httpP99: number;
  failedRequests: number;
}

const CONNECT_CONCURRENCY = 50;
const FOLLOW_CONCURRENCY = 10;
const ARRIVAL_TIMEOUT_MS = 5_000;

async function inBatches<T>(
  items: T[],
  concurrency: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

function connect(url: string, user: SocketUser): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      extraHeaders: { cookie: user.cookie },
      reconnection: false,
      timeout: 20_000,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * `pairs` are [follower, followed] of people who do not follow each other yet (a new follow notifies).
 * Every user in `users` holds an open socket during the whole measurement.
 */
export async function measureSocketLatency(
  url: string,
  users: SocketUser[],
  pairs: [SocketUser, SocketUser][],
): Promise<SocketLatencyResult> {
  const sockets = new Map<string, Socket>();
  const pending = new Map<string, { actorId: string; sentAt: number; arrived: (at: number) => void }>();
  const latencies: number[] = [];
  const httpTimes: number[] = [];
  let failedRequests = 0;

  const connectStarted = performance.now();
  try {
    await inBatches(users, CONNECT_CONCURRENCY, async (user) => {
      const socket = await connect(url, user);
      socket.on(SERVER_EVENTS.newNotification, (event: NewNotificationEvent) => {
        const waiting = pending.get(user.id);
        if (waiting && event.actor?.id === waiting.actorId) waiting.arrived(performance.now());
      });
      sockets.set(user.id, socket);
    });
    const connectMs = performance.now() - connectStarted;

    await inBatches(pairs, FOLLOW_CONCURRENCY, async ([follower, followed]) => {
      let timer: NodeJS.Timeout | undefined;
      const sentAt = performance.now();
      const arrival = new Promise<number | null>((resolve) => {
        pending.set(followed.id, { actorId: follower.id, sentAt, arrived: resolve });
        timer = setTimeout(() => resolve(null), ARRIVAL_TIMEOUT_MS);
      });
      const response = await fetch(`${url}/api/users/${followed.id}/follow`, {
        method: 'PUT',
        headers: { cookie: follower.cookie, origin: url },
      });
      httpTimes.push(performance.now() - sentAt);
      if (!response.ok) failedRequests++;
      await response.arrayBuffer();
      const arrivedAt = await arrival;
      clearTimeout(timer);
      pending.delete(followed.id);
      if (arrivedAt !== null) latencies.push(arrivedAt - sentAt);
    });

    return {
      connected: sockets.size,
      connectMs,
      follows: pairs.length,
      received: latencies.length,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      httpP50: percentile(httpTimes, 50),
      httpP99: percentile(httpTimes, 99),
      failedRequests,
    };
  } finally {
    for (const socket of sockets.values()) socket.close();
  }
}
