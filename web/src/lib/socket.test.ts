import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { REALTIME_INIT_WAIT_MS } from '@tightlines/domain/social/limits';
import {
  connectRealtime,
  disconnectRealtime,
  getRealtimeSnapshot,
  joinRoom,
  leaveRoom,
  useRealtimeConnection,
  useRealtimeStatus,
  useSocketEvent,
} from './socket';

type Listener = (...args: unknown[]) => void;

/** Just enough of a socket.io-client Socket to drive the module: events in, calls recorded. */
class FakeSocket {
  connected = false;
  active = true;
  options: unknown;
  listeners = new Map<string, Listener[]>();
  managerListeners = new Map<string, Listener[]>();
  anyListeners: Listener[] = [];
  emitted: unknown[][] = [];
  disconnect = vi.fn(() => {
    this.connected = false;
  });
  connect = vi.fn();
  io = {
    on: (event: string, listener: Listener) =>
      this.managerListeners.set(event, [...(this.managerListeners.get(event) ?? []), listener]),
  };

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListeners.push(listener);
  }
  emit(...args: unknown[]) {
    this.emitted.push(args);
  }
  timeout() {
    return { emitWithAck: (...args: unknown[]) => (this.emitted.push(args), Promise.resolve({ ok: true })) };
  }
  /** The server side: fire a socket event at the client. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    this.listeners.get(event)?.forEach((listener) => listener(...args));
  }
  fireManager(event: string) {
    this.managerListeners.get(event)?.forEach((listener) => listener());
  }
  serverEvent(event: string, payload: unknown) {
    this.anyListeners.forEach((listener) => listener(event, payload));
  }
}

let sockets: FakeSocket[] = [];
function mockIo(options: unknown) {
  const socket = new FakeSocket();
  socket.options = options;
  sockets.push(socket);
  return socket;
}
// The hook loads the real module path; the fake stands in for it (no network in tests).
vi.mock('socket.io-client', () => ({ io: (options: unknown) => mockIo(options) }));
const load = () => Promise.resolve({ io: mockIo } as unknown as typeof import('socket.io-client'));

beforeEach(() => {
  sockets = [];
});
afterEach(() => {
  disconnectRealtime();
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it('connects once per person, same origin with cookies, and reports its state', async () => {
    await connectRealtime('user-1', load);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.options).toMatchObject({
      path: '/socket.io',
      withCredentials: true,
      reconnectionDelay: 1000,
      timeout: 15_000,
    });
    expect(getRealtimeSnapshot().state).toBe('connecting');
    sockets[0]?.fire('connect');
    expect(getRealtimeSnapshot()).toEqual({ state: 'connected', waited: true });

    await connectRealtime('user-1', load);
    expect(sockets).toHaveLength(1);
  });

  it('replaces the connection when someone else signs in, and closes it on sign-out', async () => {
    await connectRealtime('user-1', load);
    await connectRealtime('user-2', load);
    expect(sockets).toHaveLength(2);
    expect(sockets[0]?.disconnect).toHaveBeenCalled();
    disconnectRealtime();
    expect(sockets[1]?.disconnect).toHaveBeenCalled();
    expect(getRealtimeSnapshot().state).toBe('disconnected');
  });

  it('falls back to polling when the socket is not connected within 5 seconds', async () => {
    vi.useFakeTimers();
    await connectRealtime('user-1', load);
    const { result } = renderHook(() => useRealtimeStatus());
    expect(result.current).toEqual({ state: 'connecting', isRealtime: false, shouldPoll: false });
    act(() => {
      vi.advanceTimersByTime(REALTIME_INIT_WAIT_MS - 1);
    });
    expect(result.current.shouldPoll).toBe(false);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.shouldPoll).toBe(true);

    act(() => sockets[0]?.fire('connect'));
    expect(result.current).toEqual({ state: 'connected', isRealtime: true, shouldPoll: false });

    // Lost after it worked: poll at once while it retries.
    act(() => sockets[0]?.fire('disconnect', 'transport close'));
    expect(result.current).toEqual({ state: 'connecting', isRealtime: false, shouldPoll: true });
    act(() => sockets[0]?.fire('connect_error', new Error('refused')));
    expect(result.current.state).toBe('unavailable');
  });

  it('reports failed when the connection is refused for good', async () => {
    await connectRealtime('user-1', load);
    const socket = sockets[0];
    if (!socket) throw new Error('no socket');
    socket.active = false;
    socket.fire('connect_error', new Error('session lookup failed'));
    expect(getRealtimeSnapshot()).toEqual({ state: 'failed', waited: true });
  });

  it('reconnects by itself after a server closed the socket on purpose', async () => {
    vi.useFakeTimers();
    await connectRealtime('user-1', load);
    sockets[0]?.fire('connect');
    sockets[0]?.fire('disconnect', 'io server disconnect');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(sockets[0]?.connect).toHaveBeenCalled();
  });

  it('says failed when the client library cannot load', async () => {
    await connectRealtime('user-1', () => Promise.reject(new Error('offline')));
    expect(getRealtimeSnapshot()).toEqual({ state: 'failed', waited: true });
  });

  it('follows who is signed in: connect, wait while loading, disconnect on sign-out', async () => {
    const { rerender } = renderHook(
      ({ userId }: { userId: string | null | undefined }) => useRealtimeConnection(userId),
      {
        initialProps: { userId: undefined as string | null | undefined },
      },
    );
    const before = getRealtimeSnapshot();
    rerender({ userId: undefined });
    expect(getRealtimeSnapshot()).toBe(before);
    rerender({ userId: 'user-1' });
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(getRealtimeSnapshot().state).toBe('connecting');
    rerender({ userId: null });
    expect(getRealtimeSnapshot().state).toBe('disconnected');
  });
});

describe('useSocketEvent', () => {
  it('hands the payload of that event to the handler while mounted', async () => {
    await connectRealtime('user-1', load);
    const handler = vi.fn();
    const { unmount } = renderHook(() => useSocketEvent('new-notification', handler));
    const payload = {
      id: 'n1',
      type: 'like',
      title: 'New like',
      message: 'Jordan liked your post',
      actionUrl: null,
      createdAt: '',
      actor: null,
    };
    sockets[0]?.serverEvent('new-notification', payload);
    sockets[0]?.serverEvent('new-activity', { id: 'a1' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(payload);
    unmount();
    sockets[0]?.serverEvent('new-notification', payload);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('public rooms', () => {
  it('joins, joins again after a reconnect, and leaves', async () => {
    await connectRealtime('user-1', load);
    const socket = sockets[0];
    if (!socket) throw new Error('no socket');
    socket.fire('connect');
    await joinRoom('tournament:t1');
    expect(socket.emitted).toEqual([['join', 'tournament:t1']]);
    socket.emitted = [];
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(socket.emitted).toEqual([['join', 'tournament:t1']]);
    leaveRoom('tournament:t1');
    expect(socket.emitted.at(-1)).toEqual(['leave', 'tournament:t1']);
    socket.emitted = [];
    socket.fire('connect');
    expect(socket.emitted).toEqual([]);
  });
});
