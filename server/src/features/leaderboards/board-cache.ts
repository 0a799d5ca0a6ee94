import type { Board } from './compute';

/** Boards kept per server copy; past this the least recently used event's board is dropped. */
const MAX_BOARDS = 500;

/** A board and what it was computed from, at one version of its event. */
export interface CachedBoard<State> {
  version: number;
  board: Board;
  /** The inputs kept for the next version (the event's approved catches), so a decision re-reads only its catch. */
  state: State;
}

/**
 * Computes a board at `version`. `previous` is the newest board this copy holds of the event (older than
 * `version`), whose state the computation may bring up to date instead of reading everything again.
 */
export type ComputeBoard<State> = (
  previous: CachedBoard<State> | undefined,
) => Promise<{ board: Board; state: State }>;

/**
 * Computed boards in memory, keyed by (event, leaderboard_version). Every judging decision bumps the version
 * in the same transaction as the decision, so a board is replaced when a catch is approved or a penalty
 * applied, never on a timer; a copy that missed the socket event still reads the new version from the row.
 * Read-after-write (ADR 017): a request that read version v is answered with a board of version v or newer,
 * never an older one; concurrent misses for the same version share one computation and all wait for it.
 */
export class BoardCache<State = unknown> {
  private readonly boards = new Map<string, CachedBoard<State>>();
  private readonly pending = new Map<string, Promise<Board>>();

  async get(eventId: string, version: number, compute: ComputeBoard<State>): Promise<Board> {
    const cached = this.boards.get(eventId);
    if (cached && cached.version === version) {
      // Refresh its place in the LRU order.
      this.boards.delete(eventId);
      this.boards.set(eventId, cached);
      return cached.board;
    }
    const key = `${eventId}:${version}`;
    // Single flight: whoever asks while the version is being computed waits for that one computation (a few ms:
    // only the decided catches are read again), never answered with the previous board.
    const running = this.pending.get(key);
    if (running) return running;
    const promise = compute(cached && cached.version < version ? cached : undefined)
      .then(({ board, state }) => {
        const current = this.boards.get(eventId);
        // A slower computation of an older version never replaces a newer board.
        if (!current || current.version <= version) {
          this.boards.delete(eventId);
          this.boards.set(eventId, { version, board, state });
          if (this.boards.size > MAX_BOARDS) this.boards.delete(this.boards.keys().next().value!);
        }
        return board;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** How many boards are held (tests, bench). */
  get size(): number {
    return this.boards.size;
  }
}
