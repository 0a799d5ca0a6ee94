/**
 * How often leaderboards refresh, apart from their contracts: the app shell's header polls with these, and
 * importing them must not bring zod into every page's first script.
 */

/** Tournaments and activity poll every 60 s (only when the socket is not connected); the ticker rotates every 10 s. */
export const LEADERBOARD_POLL_MS = 60_000;
export const TICKER_ROTATE_MS = 10_000;
