import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DirectorEvent,
  DirectorEventList,
  EventInput,
  RuleSetList,
  Series,
  SeriesInput,
  SeriesList,
} from '@tightlines/domain/tournaments/events-contract';
import { api } from '#web/lib/api-client';

export const directorKeys = {
  all: ['director'] as const,
  events: () => ['director', 'events'] as const,
  event: (eventId: string) => ['director', 'events', eventId] as const,
  series: () => ['director', 'series'] as const,
  templates: () => ['director', 'rule-sets'] as const,
};

const base = '/tournament-director';

export function useDirectorEvents() {
  return useQuery({
    queryKey: directorKeys.events(),
    queryFn: () => api<DirectorEventList>(`${base}/events`),
  });
}

export function useDirectorEvent(eventId: string) {
  return useQuery({
    queryKey: directorKeys.event(eventId),
    queryFn: () => api<DirectorEvent>(`${base}/events/${encodeURIComponent(eventId)}`),
  });
}

export function useSeriesOptions() {
  return useQuery({
    queryKey: directorKeys.series(),
    queryFn: () => api<SeriesList>(`${base}/series`),
    staleTime: 60_000,
  });
}

export function useRuleTemplates() {
  return useQuery({
    queryKey: directorKeys.templates(),
    queryFn: () => api<RuleSetList>(`${base}/rule-sets`),
    staleTime: 60_000,
  });
}

/** Every change to an event refreshes the director's lists and the public pages' cache of it. */
function useEventMutation<TVars>(
  fn: (vars: TVars) => Promise<DirectorEvent>,
  onDone?: (event: DirectorEvent) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (event) => {
      // Here rather than in mutate's callbacks: those are skipped when the page re-mounts while the call runs.
      onDone?.(event);
      queryClient.setQueryData(directorKeys.event(event.id), event);
      void queryClient.invalidateQueries({ queryKey: directorKeys.events() });
      void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
    },
  });
}

export const useCreateEvent = () =>
  useEventMutation((input: EventInput) =>
    api<DirectorEvent>(`${base}/events`, { method: 'POST', json: input }),
  );

export const useUpdateEvent = (eventId: string) =>
  useEventMutation((input: EventInput) =>
    api<DirectorEvent>(`${base}/events/${encodeURIComponent(eventId)}`, { method: 'PATCH', json: input }),
  );

export const usePublishEvent = (eventId: string, onDone?: (event: DirectorEvent) => void) =>
  useEventMutation(
    () => api<DirectorEvent>(`${base}/events/${encodeURIComponent(eventId)}/publish`, { method: 'POST' }),
    onDone,
  );

export const useCancelEvent = (eventId: string) =>
  useEventMutation(() =>
    api<DirectorEvent>(`${base}/events/${encodeURIComponent(eventId)}/cancel`, { method: 'POST' }),
  );

export const useUploadEventImage = (eventId: string) =>
  useEventMutation(({ kind, file }: { kind: 'logo' | 'cover'; file: File }) => {
    const form = new FormData();
    form.set('image', file);
    return api<DirectorEvent>(`${base}/events/${encodeURIComponent(eventId)}/images/${kind}`, {
      method: 'POST',
      body: form,
    });
  });

export function useCreateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesInput) => api<Series>(`${base}/series`, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directorKeys.series() }),
  });
}

export function useUpdateSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SeriesInput }) =>
      api<Series>(`${base}/series/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: directorKeys.series() });
      // Series names and formulas show on event pages and the series leaderboards.
      void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
      void queryClient.invalidateQueries({ queryKey: ['leaderboards'] });
    },
  });
}

/** Refused with 409 seriesHasEvents while events are in the series. */
export function useDeleteSeries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<null>(`${base}/series/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directorKeys.series() }),
  });
}

export function useCreateParentTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; seasonYear: number }) =>
      api<{ id: string }>(`${base}/tournaments`, { method: 'POST', json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: directorKeys.series() }),
  });
}
