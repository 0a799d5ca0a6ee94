import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { BookingQuote, ListingKind } from '@tightlines/domain/charters/contract';
import type { UserCharters } from '@tightlines/domain/charters/search';
import type { Availability, ListingDetail, ListingPage } from '@tightlines/domain/charters/views';
import { api } from '#web/lib/api-client';
import { searchQueryOf, type SearchFilters } from '#web/features/charters/search/lib/filters';

/** Every key of the finding side starts with 'charters'; a booking or a listing change invalidates 'charters'. */
export const charterSearchKeys = {
  all: ['charters'] as const,
  search: (kind: ListingKind, filters: SearchFilters) => ['charters', 'search', kind, filters] as const,
  listing: (listingId: string) => ['charters', 'listing', listingId] as const,
  availability: (listingId: string, from: string, to: string) =>
    ['charters', 'listing', listingId, 'availability', from, to] as const,
  quote: (listingId: string, packageId: string, partySize: number) =>
    ['charters', 'listing', listingId, 'quote', packageId, partySize] as const,
  user: (userId: string) => ['charters', 'user', userId] as const,
};

/** GET /api/charters: results a page at a time ("Show more"); the map shows what is loaded. */
export function useListingSearch(kind: ListingKind, filters: SearchFilters, enabled = true) {
  // The view (list or map) does not change the results.
  const key = { ...filters, view: 'list' as const };
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: charterSearchKeys.search(kind, key),
      queryFn: ({ pageParam }) => api<ListingPage>(`/charters?${searchQueryOf(kind, key, pageParam)}`),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 30_000,
      enabled,
    }),
  );
}

/** GET /api/charters/:listingId: the public page. */
export function useListing(listingId: string | null) {
  return useQuery({
    queryKey: charterSearchKeys.listing(listingId ?? ''),
    queryFn: () => api<ListingDetail>(`/charters/${encodeURIComponent(listingId ?? '')}`),
    enabled: Boolean(listingId),
  });
}

/** GET /api/charters/:listingId/availability for [from, to] (dates, at most 62 days). */
export function useAvailability(listingId: string, from: string, to: string) {
  return useQuery({
    queryKey: charterSearchKeys.availability(listingId, from, to),
    queryFn: () =>
      api<Availability>(
        `/charters/${encodeURIComponent(listingId)}/availability?${new URLSearchParams({ from, to }).toString()}`,
      ),
    staleTime: 30_000,
  });
}

/** GET /api/charters/:listingId/quote: what a package costs a party (for the booking panel). */
export function useQuote(listingId: string, packageId: string | null, partySize: number) {
  return useQuery({
    queryKey: charterSearchKeys.quote(listingId, packageId ?? '', partySize),
    queryFn: () =>
      api<BookingQuote>(
        `/charters/${encodeURIComponent(listingId)}/quote?${new URLSearchParams({
          packageId: packageId ?? '',
          partySize: String(partySize),
        }).toString()}`,
      ),
    enabled: Boolean(packageId) && partySize > 0,
  });
}

/** GET /api/users/:userId/charters: a person's public listings (their profile's Charters). */
export function useUserCharters(userId: string) {
  return useQuery({
    queryKey: charterSearchKeys.user(userId),
    queryFn: () => api<UserCharters>(`/users/${encodeURIComponent(userId)}/charters`),
    staleTime: 60_000,
  });
}

/** The currency of the prices shown (the first loaded result's), for the price range; US dollars before any. */
export function useResultsCurrency(kind: ListingKind): string {
  const client = useQueryClient();
  for (const [, data] of client.getQueriesData<InfiniteData<ListingPage>>({
    queryKey: ['charters', 'search', kind],
  })) {
    const card = data?.pages[0]?.items[0];
    if (card) return card.currency;
  }
  return 'USD';
}
