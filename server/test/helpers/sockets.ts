import { io, type Socket } from 'socket.io-client';

/**
 * The Socket.IO clients a test file opens, connected the way the web app connects (WebSocket, no automatic
 * reconnection, a connection of its own each), and closed together in `afterAll`.
 */
export class TestSockets {
  readonly #open: Socket[] = [];

  /** A connected socket on `url` (cookie and other headers in `headers`); rejects when the server refuses it. */
  async connect(url: string, headers: Record<string, string> = {}): Promise<Socket> {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: headers,
    });
    this.#open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return socket;
  }

  disconnectAll(): void {
    for (const socket of this.#open) socket.disconnect();
  }
}

/** Everything a socket receives for `event`, from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}
