import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_DEFAULT, SUGGESTIONS_STALE_MS } from '@tightlines/domain/social/limits';
import type { Suggestion } from '@tightlines/domain/social/people';
import { api } from '#web/lib/api-client';
import { peopleKeys } from './people-keys';

export function getSuggestions(limit: number): Promise<{ items: Suggestion[] }> {
  return api<{ items: Suggestion[] }>(`/people/suggestions?limit=${limit}`);
}

/** Recommended users stay fresh for 10 minutes. */
export const getSuggestionsQueryOptions = (limit: number = SUGGESTIONS_DEFAULT) =>
  queryOptions({
    queryKey: peopleKeys.suggestions(limit),
    queryFn: () => getSuggestions(limit),
    staleTime: SUGGESTIONS_STALE_MS,
  });

/** Follow suggestions for the signed-in person (default 10, widget 5), each with its common interests. */
export function useSuggestions(limit: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getSuggestionsQueryOptions(limit), enabled });
}
