import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CatchLogEntry,
  CatchLogPage,
  ShareCatch,
  UpdateCatchLogEntry,
} from '@tightlines/domain/angler-log/contract';
import { api } from '#web/lib/api-client';
import type { EntryPayload } from '#web/features/angler-log/lib/entry-form';

/** Every catch log query key starts with 'catch-log'; a write refreshes them all (and the tackle box's counts). */
export const catchLogKeys = {
  all: ['catch-log'] as const,
  mine: (filters: LogFilters) => ['catch-log', 'mine', filters] as const,
  entry: (id: string) => ['catch-log', 'entry', id] as const,
};

export interface LogFilters {
  species?: string;
  from?: string;
  to?: string;
}

function query(filters: LogFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.species) params.set('species', filters.species);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The signed-in person's own log, newest catch first, by pages. */
export function useMyCatchLog(filters: LogFilters) {
  return useInfiniteQuery({
    queryKey: catchLogKeys.mine(filters),
    queryFn: ({ pageParam }) => api<CatchLogPage>(`/catch-log${query(filters, pageParam)}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useCatchLogEntry(id: string) {
  return useQuery({
    queryKey: catchLogKeys.entry(id),
    queryFn: () => api<CatchLogEntry>(`/catch-log/${encodeURIComponent(id)}`),
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: catchLogKeys.all }),
      client.invalidateQueries({ queryKey: ['tackle'] }),
    ]);
}

export function useCreateEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ fields, photo }: { fields: EntryPayload; photo: File | null }) => {
      // Multipart: each value as text (blank ones left out), the photo under `photo`.
      const form = new FormData();
      for (const [name, value] of Object.entries(fields))
        if (value !== undefined && value !== null && value !== '') form.set(name, String(value));
      if (photo) form.set('photo', photo);
      return api<CatchLogEntry>('/catch-log', { method: 'POST', body: form });
    },
    onSuccess: refresh,
  });
}

export function useUpdateEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateCatchLogEntry }) =>
      api<CatchLogEntry>(`/catch-log/${encodeURIComponent(id)}`, { method: 'PATCH', json: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/catch-log/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useShareEntry() {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, share }: { id: string; share: ShareCatch }) =>
      api<CatchLogEntry>(`/catch-log/${encodeURIComponent(id)}/share`, { method: 'POST', json: share }),
    onSuccess: async () => {
      await refresh();
      await client.invalidateQueries({ queryKey: ['feed'] });
    },
  });
}
