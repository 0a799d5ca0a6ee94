import { useQueryClient } from '@tanstack/react-query';
import { rooms } from '@tightlines/domain/realtime/events';
import type { EventLeaderboard } from '@tightlines/domain/tournaments/leaderboard-contract';
import { useRoom, useSocketEvent } from '#web/lib/socket';
import { leaderboardKeys } from './leaderboard-keys';

/**
 * Keeps an event's board live (an approval changes every open leaderboard within a second): the page
 * joins the public `tournament:{id}` room; a `leaderboard-changed` with a newer version refetches the board once
 * (the server answers every read after a decision with the new board, ADR 017), and a `catch-approved` refreshes
 * the recent catches.
 */
export function useLiveBoard(eventId: string | null): void {
  const queryClient = useQueryClient();
  useRoom(eventId ? rooms.tournament(eventId) : null);
  useSocketEvent('leaderboard-changed', (payload) => {
    if (!eventId || payload.eventId !== eventId) return;
    const current = queryClient.getQueryData<EventLeaderboard>(leaderboardKeys.event(eventId));
    if (current && current.version >= payload.version) return;
    void queryClient.invalidateQueries({ queryKey: leaderboardKeys.event(eventId) });
    void queryClient.invalidateQueries({ queryKey: ['leaderboards', 'list'] });
  });
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
