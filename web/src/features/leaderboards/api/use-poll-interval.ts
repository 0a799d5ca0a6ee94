import { LEADERBOARD_POLL_MS } from '@tightlines/domain/tournaments/leaderboard-timing';
import { useRealtimeStatus } from '#web/lib/socket';

/**
 * Tournaments and activity refetch every 60 s, unless the tab is hidden (TanStack Query skips an
 * interval while the document is hidden when refetchIntervalInBackground is false). ARCHITECTURE: only as the
 * fallback, when the socket is not connected; with it, changes arrive as events.
 */
export function usePollInterval(): { refetchInterval: number | false; refetchIntervalInBackground: false } {
  const { isRealtime } = useRealtimeStatus();
  return { refetchInterval: isRealtime ? false : LEADERBOARD_POLL_MS, refetchIntervalInBackground: false };
}
