import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rooms } from '@tightlines/domain/realtime/events';
import type { EventLeaderboard } from '@tightlines/domain/tournaments/leaderboard-contract';
import { useRoom, useSocketEvent } from '../../../lib/socket';
import { getEventLeaderboardQueryOptions } from './get-leaderboards';
import { leaderboardKeys } from './leaderboard-keys';

const STALE_RETRY_MS = 500;

/**
 * Keeps an event's board live (issue 4: an approval changes every open leaderboard within a second): the page
 * joins the public `tournament:{id}` room; a `leaderboard-changed` with a newer version refetches the board (the
 * server's cache makes that one cheap read), and a `catch-approved` refreshes the recent catches.
 */
export function useLiveBoard(eventId: string | null): void {
  const queryClient = useQueryClient();
  // The newest version a socket event announced; a board older than it is asked for again shortly (the server
  // answers with the previous board while the new one is still being computed).
  const wanted = useRef(0);
  const { data, dataUpdatedAt } = useQuery({
    ...getEventLeaderboardQueryOptions(eventId ?? ''),
    enabled: false,
  });
  const version = data?.version;
  useRoom(eventId ? rooms.tournament(eventId) : null);
  useSocketEvent('leaderboard-changed', (payload) => {
    if (!eventId || payload.eventId !== eventId) return;
    wanted.current = Math.max(wanted.current, payload.version);
    const current = queryClient.getQueryData<EventLeaderboard>(leaderboardKeys.event(eventId));
    if (current && current.version >= payload.version) return;
    void queryClient.invalidateQueries({ queryKey: leaderboardKeys.event(eventId) });
    void queryClient.invalidateQueries({ queryKey: ['leaderboards', 'list'] });
  });
  useEffect(() => {
    if (!eventId || version === undefined || version >= wanted.current) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: leaderboardKeys.event(eventId) }),
      STALE_RETRY_MS,
    );
    return () => clearTimeout(timer);
    // dataUpdatedAt: an answer equal to the one held is still an answer, and still too old.
  }, [eventId, version, dataUpdatedAt, queryClient]);
  useSocketEvent('catch-approved', (payload) => {
    if (!eventId || payload.eventId !== eventId) return;
    void queryClient.invalidateQueries({ queryKey: ['leaderboards', 'recent'] });
  });
}

/** Joins an event's room without a board on screen (a card of the list): any change refreshes the lists. */
export function useLiveList(eventId: string): void {
  const queryClient = useQueryClient();
  useRoom(rooms.tournament(eventId));
  useSocketEvent('leaderboard-changed', (payload) => {
    if (payload.eventId !== eventId) return;
    void queryClient.invalidateQueries({ queryKey: ['leaderboards', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['leaderboards', 'recent'] });
  });
}
