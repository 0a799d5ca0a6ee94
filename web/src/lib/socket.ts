import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import type { RoomAck, ServerEventPayloads } from '@tightlines/domain/realtime/events';
import { REALTIME_INIT_WAIT_MS } from '@tightlines/domain/social/limits';

/** Realtime connection states. */
export type RealtimeState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface RealtimeSnapshot {
  state: RealtimeState;
  /** The first wait (5 s) is over: from now on, not being connected means polling. */
  waited: boolean;
}

type SocketClient = typeof import('socket.io-client');
type Handler = (payload: unknown) => void;

let snapshot: RealtimeSnapshot = { state: 'initialized', waited: false };
let socket: Socket | null = null;
let currentUser: string | null = null;
let waitTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const handlers = new Map<string, Set<Handler>>();
/** Public rooms asked for; joined again after every reconnect (a new connection starts in no room). */
const joinedRooms = new Map<string, number>();

function update(next: Partial<RealtimeSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

function dispatch(event: string, payload: unknown): void {
  handlers.get(event)?.forEach((handler) => handler(payload));
}

/**
 * Opens the one Socket.IO connection for the signed-in person (same origin, cookies), replacing any
 * connection of a previous person. socket.io-client loads on first use, so it never weighs on the first page.
 */
export async function connectRealtime(
  userId: string,
  load: () => Promise<SocketClient> = () => import('socket.io-client'),
): Promise<void> {
  if (currentUser === userId) return;
  disconnectRealtime();
  currentUser = userId;
  update({ state: 'connecting', waited: false });
  waitTimer = setTimeout(() => update({ waited: true }), REALTIME_INIT_WAIT_MS);

  let client: SocketClient;
  try {
    client = await load();
  } catch {
    if (currentUser === userId) update({ state: 'failed', waited: true });
    return;
  }
  // Signed out (or someone else signed in) while the library loaded.
  if (currentUser !== userId) return;

  const next = client.io({
    path: '/socket.io',
    withCredentials: true,
    // Reconnect after 1 s on back-off, transport attempts time out after 15 s.
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30_000,
    timeout: 15_000,
  });
  socket = next;
  next.on('connect', () => {
    clearTimeout(waitTimer);
    update({ state: 'connected', waited: true });
    for (const room of joinedRooms.keys()) next.emit('join', room);
  });
  next.on('disconnect', (reason) => {
    if (reason === 'io client disconnect') return;
    update({ state: 'connecting' });
    // A server going away on purpose (deploy, scale-in) says so; the client does not retry by itself then.
    if (reason === 'io server disconnect') setTimeout(() => socket === next && next.connect(), 1000);
  });
  next.io.on('reconnect_attempt', () => update({ state: 'connecting' }));
  next.on('connect_error', () => {
    // Still retrying with back-off ('unavailable'), or refused for good ('failed').
    update(next.active ? { state: 'unavailable' } : { state: 'failed', waited: true });
  });
  next.io.on('reconnect_failed', () => update({ state: 'failed', waited: true }));
  next.onAny(dispatch);
}

/** Closes the connection (sign-out,: with no user, realtime stops). */
export function disconnectRealtime(): void {
  clearTimeout(waitTimer);
  const closing = socket;
  socket = null;
  currentUser = null;
  closing?.disconnect();
  if (snapshot.state !== 'initialized' || closing) update({ state: 'disconnected', waited: false });
}

export function getRealtimeSnapshot(): RealtimeSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface RealtimeStatus {
  state: RealtimeState;
  /** Events arrive over the socket: queries need no interval. */
  isRealtime: boolean;
  /** The socket did not come up within 5 s, or went away: poll at the spec's intervals instead. */
  shouldPoll: boolean;
}

export function useRealtimeStatus(): RealtimeStatus {
  const { state, waited } = useSyncExternalStore(subscribe, getRealtimeSnapshot, getRealtimeSnapshot);
  return { state, isRealtime: state === 'connected', shouldPoll: waited && state !== 'connected' };
}

/**
 * Keeps the connection in step with who is signed in: a person connects, a change of person reconnects,
 * nobody disconnects. `undefined` means the session is still loading, so nothing changes yet.
 */
export function useRealtimeConnection(userId: string | null | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    if (userId) void connectRealtime(userId);
    else disconnectRealtime();
  }, [userId]);
}

/** Calls `handler` for every `event` from the server while the component is mounted. */
export function useSocketEvent<E extends keyof ServerEventPayloads>(
  event: E,
  handler: (payload: ServerEventPayloads[E]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    const listener: Handler = (payload) => latest.current(payload as ServerEventPayloads[E]);
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }, [event]);
}

/** Asks to join a public room (`tournament:{id}`, `live-streams`); kept across reconnects until left. */
export function joinRoom(room: string): Promise<RoomAck | null> {
  joinedRooms.set(room, (joinedRooms.get(room) ?? 0) + 1);
  if (!socket?.connected) return Promise.resolve(null);
  return socket
    .timeout(5000)
    .emitWithAck('join', room)
    .catch(() => null) as Promise<RoomAck | null>;
}

export function leaveRoom(room: string): void {
  const count = (joinedRooms.get(room) ?? 0) - 1;
  if (count > 0) {
    joinedRooms.set(room, count);
    return;
  }
  joinedRooms.delete(room);
  if (socket?.connected) socket.emit('leave', room);
}

/** Stays in a public room while mounted (e.g. a tournament page listening for leaderboard changes). */
export function useRoom(room: string | null): void {
  useEffect(() => {
    if (!room) return;
    void joinRoom(room);
    return () => leaveRoom(room);
  }, [room]);
}
