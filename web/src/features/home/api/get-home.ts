import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Home } from '@tightlines/domain/home/contract';
import { api } from '#web/lib/api-client';

export const homeKeys = {
  all: ['home'] as const,
  member: (language: string) => ['home', 'member', language] as const,
};

export function getHome(language: string): Promise<Home> {
  return api<Home>(`/home?lang=${encodeURIComponent(language)}`);
}

/** Events, the next registration and top catches move with registrations and judging: fresh for a minute. */
export const getHomeQueryOptions = (language: string) =>
  queryOptions({
    queryKey: homeKeys.member(language),
    queryFn: () => getHome(language),
    staleTime: 60_000,
  });

/** The signed-in person's home (GET /api/home); off for visitors, who get 401 there. */
export function useHome(language: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getHomeQueryOptions(language), enabled });
}
