import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  TOURNAMENTS_PAGE_SIZE,
  type StatusFilter,
  type TournamentList,
} from '@tightlines/domain/tournaments/events-contract';
import { api } from '#web/lib/api-client';
import { tournamentKeys } from './keys';

export interface TournamentFilters {
  status: StatusFilter;
  location: string;
  species: string;
}

export function getTournaments(filters: TournamentFilters, offset: number, language: string) {
  const params = new URLSearchParams({
    status: filters.status,
    offset: String(offset),
    limit: String(TOURNAMENTS_PAGE_SIZE),
    lang: language,
  });
  if (filters.location) params.set('location', filters.location);
  if (filters.species) params.set('species', filters.species);
  return api<TournamentList>(`/tournaments?${params.toString()}`);
}

export const getTournamentsQueryOptions = (filters: TournamentFilters, language: string) =>
  infiniteQueryOptions({
    queryKey: tournamentKeys.list(filters, language),
    queryFn: ({ pageParam }) => getTournaments(filters, pageParam, language),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    staleTime: 60_000,
  });

/** The list with "show more" (offset pages of 12). */
export function useTournaments(filters: TournamentFilters, language: string) {
  return useInfiniteQuery(getTournamentsQueryOptions(filters, language));
}
