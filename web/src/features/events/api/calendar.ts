import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedUrl,
  CalendarPage,
  CommunityEventDetail,
  CreateCommunityEvent,
  UpdateCommunityEvent,
} from '@tightlines/domain/community-events/contract';
import type { GroupList } from '@tightlines/domain/groups/contract';
import { api } from '#web/lib/api-client';
import { tournamentKeys } from '#web/features/tournaments';

/** What the calendar asks GET /api/calendar for (CalendarQuerySchema). */
export interface CalendarParams {
  from: string;
  to: string;
  types: readonly string[];
  near: { lat: number; lng: number; radiusKm: number } | null;
}

export const eventsKeys = {
  all: ['events'] as const,
  calendar: (params: CalendarParams) => ['events', 'calendar', params] as const,
  mine: (past: boolean) => ['events', 'mine', past] as const,
  feedUrl: ['events', 'feed-url'] as const,
  myGroups: ['events', 'my-groups'] as const,
  // Under the tournaments event key, so an RSVP there updates the community event's counts too.
  community: (eventId: string) => [...tournamentKeys.event(eventId), 'community'] as const,
};

export function calendarSearch(params: CalendarParams): string {
  const search = new URLSearchParams({ from: params.from, to: params.to, limit: '200' });
  if (params.types.length > 0) search.set('types', params.types.join(','));
  if (params.near) {
    search.set('lat', String(params.near.lat));
    search.set('lng', String(params.near.lng));
    search.set('radiusKm', String(params.near.radiusKm));
  }
  return search.toString();
}

export function useCalendar(params: CalendarParams) {
  return useQuery({
    queryKey: eventsKeys.calendar(params),
    queryFn: () => api<CalendarPage>(`/calendar?${calendarSearch(params)}`),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

export function useMyCalendar(past: boolean, enabled = true) {
  return useQuery({
    queryKey: eventsKeys.mine(past),
    queryFn: () => api<CalendarPage>(`/calendar/mine?past=${past}`),
    enabled,
  });
}

export function useFeedUrl(enabled = true) {
  return useQuery({
    queryKey: eventsKeys.feedUrl,
    queryFn: () => api<CalendarFeedUrl>('/calendar/feed-url'),
    enabled,
  });
}

export function useResetFeedUrl() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<CalendarFeedUrl>('/calendar/feed-url', { method: 'POST' }),
    onSuccess: (data) => queryClient.setQueryData(eventsKeys.feedUrl, data),
  });
}

export const communityEventQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: eventsKeys.community(eventId),
    queryFn: () => api<CommunityEventDetail>(`/community-events/${encodeURIComponent(eventId)}`),
    staleTime: 30_000,
  });

export function useCommunityEvent(eventId: string, enabled = true) {
  return useQuery({ ...communityEventQueryOptions(eventId), enabled });
}

export function useMyGroups(enabled = true) {
  return useQuery({
    queryKey: eventsKeys.myGroups,
    queryFn: () => api<GroupList>('/groups/mine'),
    enabled,
  });
}

export function useCreateCommunityEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCommunityEvent) =>
      api<CommunityEventDetail>('/community-events', { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsKeys.all }),
  });
}

export function useUpdateCommunityEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCommunityEvent) =>
      api<CommunityEventDetail>(`/community-events/${encodeURIComponent(eventId)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(eventsKeys.community(eventId), data);
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}

export function useCancelCommunityEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api<CommunityEventDetail>(`/community-events/${encodeURIComponent(eventId)}/cancel`, {
        method: 'POST',
        json: { reason },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventsKeys.community(eventId) });
      void queryClient.invalidateQueries({ queryKey: eventsKeys.all });
    },
  });
}
