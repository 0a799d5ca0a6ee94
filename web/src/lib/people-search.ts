import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PEOPLE_SEARCH_LIMIT, PEOPLE_SEARCH_MIN_CHARS } from '@tightlines/domain/social/limits';
import type { PeopleList } from '@tightlines/domain/social/people';
import { api } from '#web/lib/api-client';

/** Under the people feature's 'people' prefix, so a follow patches search results with every other list. */
export const peopleSearchKeys = {
  all: ['people', 'search'] as const,
  search: (query: string) => ['people', 'search', query] as const,
};

/** GET /api/people/search: names, handle and bio, typo-tolerant, without me, 20 at most. */
export function searchPeople(query: string): Promise<PeopleList> {
  const params = new URLSearchParams({ q: query, limit: String(PEOPLE_SEARCH_LIMIT) });
  return api<PeopleList>(`/people/search?${params.toString()}`);
}

export const getPeopleSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: peopleSearchKeys.search(query),
    queryFn: () => searchPeople(query),
    // Who I follow changes with my own clicks, which patch this cache; a minute keeps repeats instant.
    staleTime: 60_000,
  });

/** Results for an already-debounced query; nothing is asked under the 2-character minimum. */
export function usePeopleSearch(query: string) {
  return useQuery({
    ...getPeopleSearchQueryOptions(query),
    enabled: query.length >= PEOPLE_SEARCH_MIN_CHARS,
    // The previous results stay on screen (dimmed) while the next query loads, so the list does not flash.
    placeholderData: keepPreviousData,
  });
}
