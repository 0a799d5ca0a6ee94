import { useMe } from '#web/lib/session';
import { useRealtimeConnection } from '#web/lib/socket';

/**
 * Anyone may watch a leaderboard live (the `tournament:{id}` room is public), so on these pages a visitor's
 * browser opens the socket too, anonymously; a signed-in person's own connection is reused as it is. Should the
 * socket not come up, the boards fall back to polling every 60 s.
 */
export function useSpectatorRealtime(): void {
  const me = useMe();
  useRealtimeConnection(me.data ? (me.data.user?.id ?? 'visitor') : undefined);
}
