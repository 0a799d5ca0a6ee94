import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  AttendeePage,
  EventComment,
  EventCommentPage,
  EventDetail,
  EventPhoto,
  EventPhotoPage,
  EventRules,
  RsvpInput,
  RsvpState,
} from '@tightlines/domain/tournaments/events-contract';
import { api } from '#web/lib/api-client';
import { tournamentKeys } from './keys';

const path = (eventId: string) => `/events/${encodeURIComponent(eventId)}`;

export const getEventQueryOptions = (eventId: string, language: string) =>
  queryOptions({
    queryKey: tournamentKeys.eventDetail(eventId, language),
    queryFn: () => api<EventDetail>(`${path(eventId)}?lang=${encodeURIComponent(language)}`),
    staleTime: 30_000,
  });

export function useEvent(eventId: string, language: string) {
  return useQuery(getEventQueryOptions(eventId, language));
}

export function useEventRules(eventId: string) {
  return useQuery({
    queryKey: tournamentKeys.rules(eventId),
    queryFn: () => api<EventRules>(`${path(eventId)}/rules`),
    staleTime: 60_000,
  });
}

/** Sets or withdraws my RSVP; the event's counts come back with the answer. */
export function useRsvp(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RsvpInput | null) =>
      input
        ? api<RsvpState>(`${path(eventId)}/rsvp`, { method: 'PUT', json: input })
        : api<RsvpState>(`${path(eventId)}/rsvp`, { method: 'DELETE' }),
    onSuccess: (state) => {
      queryClient.setQueriesData<EventDetail>({ queryKey: tournamentKeys.event(eventId) }, (old) =>
        old && 'rsvpCounts' in old
          ? {
              ...old,
              myRsvp: state.myRsvp,
              goingCount: state.goingCount,
              rsvpCounts: state.rsvpCounts,
              // An RSVP makes the viewer someone taking part, who may add photos. Withdrawing one leaves the
              // flag until the page loads again (they may still take part through a registration or team).
              canAddPhotos:
                old.canAddPhotos || (state.myRsvp !== null && state.myRsvp.status !== 'not_going'),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: tournamentKeys.attendees(eventId) });
    },
  });
}

function offsetList<T extends { nextOffset: number | null }>(key: readonly unknown[], url: string) {
  return infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => api<T>(`${url}?offset=${pageParam}`),
    initialPageParam: 0,
    getNextPageParam: (last: T) => last.nextOffset ?? undefined,
  });
}

export function useAttendees(eventId: string) {
  return useInfiniteQuery(
    offsetList<AttendeePage>(tournamentKeys.attendees(eventId), `${path(eventId)}/attendees`),
  );
}

export function useEventComments(eventId: string) {
  return useInfiniteQuery(
    offsetList<EventCommentPage>(tournamentKeys.comments(eventId), `${path(eventId)}/comments`),
  );
}

export function useEventPhotos(eventId: string) {
  return useInfiniteQuery(
    offsetList<EventPhotoPage>(tournamentKeys.photos(eventId), `${path(eventId)}/photos`),
  );
}

export function useAddComment(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<EventComment>(`${path(eventId)}/comments`, { method: 'POST', json: { content } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.event(eventId) }),
  });
}

export function useAddPhoto(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      form.set('caption', caption);
      form.set('image', file);
      return api<EventPhoto>(`${path(eventId)}/photos`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKeys.event(eventId) }),
  });
}
