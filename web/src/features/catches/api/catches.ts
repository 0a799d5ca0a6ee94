import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CodeOfTheDay, MyCatch, MyTournament } from '@tightlines/domain/tournaments/catch-contract';
import { api } from '#web/lib/api-client';

export const catchKeys = {
  all: ['catches'] as const,
  myTournaments: () => [...catchKeys.all, 'my-tournaments'] as const,
  mine: (eventId: string) => [...catchKeys.all, 'mine', eventId] as const,
  code: (eventId: string) => [...catchKeys.all, 'code', eventId] as const,
};

// Kept on the device so the capture page reopens without a connection (the boat is often out of range).
const SAVED_TOURNAMENTS = 'tl-my-tournaments';

function readSaved<T>(key: string): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

function save(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the page still works online.
  }
}

export const getMyTournamentsQueryOptions = () =>
  queryOptions({
    queryKey: catchKeys.myTournaments(),
    queryFn: async () => {
      const list = await api<MyTournament[]>('/me/tournaments');
      save(SAVED_TOURNAMENTS, list);
      return list;
    },
    initialData: () => readSaved<MyTournament[]>(SAVED_TOURNAMENTS),
    // The saved copy shows at once and is refreshed straight away.
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });

/** The events I fish in (GET /api/me/tournaments). */
export const useMyTournaments = () => useQuery(getMyTournamentsQueryOptions());

export const getMyCatchesQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: catchKeys.mine(eventId),
    queryFn: () => api<MyCatch[]>(`/events/${eventId}/catches/mine`),
    // Judges decide while the angler looks: refresh now and then, and when the tab comes back.
    refetchInterval: 60_000,
    refetchIntervalInBackground: false,
  });

export const useMyCatches = (eventId: string) => useQuery(getMyCatchesQueryOptions(eventId));

/** Today's identifier code, to be written on a card in every photo. */
export const useCodeOfTheDay = (eventId: string, enabled: boolean) =>
  useQuery({
    queryKey: catchKeys.code(eventId),
    queryFn: async () => {
      const code = await api<CodeOfTheDay>(`/events/${eventId}/code-of-the-day`);
      save(`tl-code-${eventId}`, code);
      return code;
    },
    initialData: () => readSaved<CodeOfTheDay>(`tl-code-${eventId}`),
    initialDataUpdatedAt: 0,
    enabled,
    staleTime: 10 * 60_000,
  });

/** POST /api/events/:eventId/catches (multipart). A retry with the same clientId answers the stored catch. */
export function uploadCatch(
  eventId: string,
  fields: Record<string, string>,
  photo: Blob,
  photoName: string,
): Promise<MyCatch> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', photo, photoName);
  return api<MyCatch>(`/events/${eventId}/catches`, { method: 'POST', body: form });
}
