import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { closeRedis, settled } from '#server/lib/redis';
import { createPresence, type Presence } from './presence';
import { appOrigins, isOwnOrigin } from '#server/lib/origin-check';
import {
  CLIENT_EVENTS,
  isPublicRoom,
  rooms,
  type ClientToServerEvents,
  type RoomAck,
} from '@tightlines/domain/realtime/events';
import type { SessionEnd } from '#server/auth/session-end';
import { isSessionLive } from './repo';

interface SocketData {
  userId: string | null;
  /** The session the socket was opened with (its room is `session:{id}`), null for anonymous sockets. */
  sessionId: string | null;
  /** When that session runs out (ms since the epoch). */
  sessionExpiresAt: number | null;
}

/** Server-side only: clients cannot ask for it (isPublicRoom refuses it). */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Longest a timer may wait in Node (about 24.8 days); a session ends well before that. */
const MAX_TIMER_MS = 2 ** 31 - 1;

// Emitters stay loosely typed: each feature emits its own event with the payload its contract declares.
type ServerToClientEvents = Record<string, (payload: unknown) => void>;

export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What services use to push events; Socket.IO (with the Redis adapter across copies) underneath. */
export interface Realtime {
  io: RealtimeServer;
  /** 'redis' when events fan out to every server copy, 'in-process' on one machine. */
  mode: 'redis' | 'in-process';
  toUser(userId: string, event: string, payload: unknown): void;
  /** One emit to several people's user rooms (each socket hears it once, on every copy). */
  toUsers(userIds: readonly string[], event: string, payload: unknown): void;
  toActivity(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown): void;
  /**
   * Closes the sockets a session ending leaves without rights, on every copy: the sockets of that session,
   * or all of a person's sockets when their password or roles changed. A closed client reconnects on its
   * own (web/src/lib/socket.ts) and is checked afresh: anonymous if signed out, with the rights it now has.
   */
  end(end: SessionEnd): void;
  /** Who is online, across copies (forum dashboard). */
  presence: Presence;
}

/**
 * Heartbeat: a ping every 20 s, and a socket silent for 20 s more is dropped, so a phone that lost its
 * signal frees its rooms within ~40 s while idle connections survive proxies that cut at 60 s.
 */
const PING_INTERVAL_MS = 20_000;
const PING_TIMEOUT_MS = 20_000;

/**
 * Socket.IO on the Fastify server. A socket's session cookie is checked on connect; signed-in sockets join
 * their private rooms (user:{id}, activity:{id}), anonymous ones none. Clients may ask to join or
 * leave public rooms only. With REDIS_URL the Redis adapter carries every emit to the sockets of all copies.
 */
export function createRealtime(app: FastifyInstance): Realtime {
  const allowedOrigins = new Set(appOrigins(app.config.appUrl));
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    pingInterval: PING_INTERVAL_MS,
    pingTimeout: PING_TIMEOUT_MS,
    cors: { origin: app.config.appUrl, credentials: true },
    // Browsers send cookies on cross-site WebSocket upgrades; a foreign page must not ride the session.
    allowRequest: (request, callback) => callback(null, sameOrigin(request, allowedOrigins)),
  });

  const adapterClients = app.redis ? redisAdapterClients(app.redis) : null;
  if (adapterClients)
    io.adapter(createAdapter(adapterClients.pub, adapterClients.sub, { key: 'tl-socket.io' }));

  io.use((socket, next) => {
    const cookies = app.parseCookie(socket.handshake.headers.cookie ?? '');
    app.lookupSession(cookies).then(
      (current) => {
        socket.data.userId = current?.user.id ?? null;
        socket.data.sessionId = current?.session.id ?? null;
        socket.data.sessionExpiresAt = current?.session.expiresAt.getTime() ?? null;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket session lookup failed');
        next(new Error('session lookup failed'));
      },
    );
  });

  const presence = createPresence(app.redis ?? null);
  io.on('connection', (socket) => {
    const { userId, sessionId, sessionExpiresAt } = socket.data;
    const member = userId ?? `anon:${socket.id}`;
    presence.connected(member);
    socket.once('disconnect', () => presence.disconnected(member));
    if (userId && sessionId) {
      void socket.join([rooms.user(userId), rooms.activity(userId), sessionRoom(sessionId)]);
      if (sessionExpiresAt) endAtExpiry(socket, sessionExpiresAt);
      // Asked again once in the rooms: a session that ended while the socket connected (or that a session
      // cache still held) was gone before anyone could close its room, so the socket closes here instead.
      isSessionLive(app.db, sessionId).then(
        (live) => {
          if (!live) socket.disconnect(true);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket session check failed');
          socket.disconnect(true);
        },
      );
    }

    const answer = (ack: unknown, value: RoomAck) => {
      if (typeof ack === 'function') (ack as (answer: RoomAck) => void)(value);
    };
    socket.on(CLIENT_EVENTS.join, (room, ack) => {
      if (!isPublicRoom(room)) return answer(ack, { ok: false, error: 'forbidden' });
      void socket.join(room);
      answer(ack, { ok: true });
    });
    socket.on(CLIENT_EVENTS.leave, (room, ack) => {
      if (!isPublicRoom(room)) return answer(ack, { ok: false, error: 'forbidden' });
      void socket.leave(room);
      answer(ack, { ok: true });
    });
  });

  // Open WebSockets would hold the HTTP server open: close this copy's connections before Fastify closes
  // it. Closing the transport (not a Socket.IO "disconnect") lets clients reconnect, to another copy, on
  // their own back-off. Then release the adapter and its Redis connections.
  app.addHook('preClose', async () => {
    await presence.close();
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    // The adapter subscribes on start and unsubscribes on close without handling a refusal: let its queued
    // commands reach Redis before closing, or a copy stopped while still connecting rejects them unhandled.
    if (adapterClients) await Promise.all([settled(adapterClients.pub), settled(adapterClients.sub)]);
    await io.close();
    if (adapterClients) await Promise.all([closeRedis(adapterClients.pub), closeRedis(adapterClients.sub)]);
  });

  return {
    io,
    mode: adapterClients ? 'redis' : 'in-process',
    presence,
    toUser: (userId, event, payload) => io.to(rooms.user(userId)).emit(event, payload),
    toUsers: (userIds, event, payload) => {
      if (userIds.length > 0) io.to(userIds.map(rooms.user)).emit(event, payload);
    },
    toActivity: (userId, event, payload) => io.to(rooms.activity(userId)).emit(event, payload),
    toRoom: (room, event, payload) => io.to(room).emit(event, payload),
    end: (end) => {
      const room = end.kind === 'session' ? sessionRoom(end.sessionId) : rooms.user(end.userId);
      io.in(room).disconnectSockets(true);
    },
  };
}

/** A socket lasts no longer than its session; the client reconnects and its cookie is checked again. */
function endAtExpiry(socket: RealtimeSocket, expiresAt: number): void {
  const timer = setTimeout(
    () => socket.disconnect(true),
    Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}

/** Two connections of their own: a subscribed Redis connection can do nothing else. */
function redisAdapterClients(redis: Redis): { pub: Redis; sub: Redis } {
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  return { pub, sub };
}

/** No Origin (a native client, a test) or our own origin / host (scheme and port too); anything else is another site. */
function sameOrigin(request: IncomingMessage, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  const scheme = 'encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http';
  const host = request.headers.host;
  return isOwnOrigin(origin, allowedOrigins, host ? `${scheme}://${host}` : undefined);
}
