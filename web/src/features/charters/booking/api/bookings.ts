import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AvailabilityRequestInputSchema,
  BookingInputSchema,
  CancelBookingInputSchema,
  RemedyInputSchema,
  RequestAnswerSchema,
} from '@tightlines/domain/charters/contract';
import type {
  BookingCheckoutSchema,
  CharterBooking,
  CharterBookingList,
  CharterRequest,
  CharterRequestList,
  ContactResultSchema,
} from '@tightlines/domain/charters/bookings';
import type { BookingQuote } from '@tightlines/domain/charters/contract';
import type { Availability, OwnerListing } from '@tightlines/domain/charters/views';
import { api } from '#web/lib/api-client';

export type BookingScope = 'upcoming' | 'past' | 'cancelled' | 'all';
export type BookingCheckout = z.infer<typeof BookingCheckoutSchema>;
export type ContactResult = z.infer<typeof ContactResultSchema>;
export type AvailabilityRequestInput = z.input<typeof AvailabilityRequestInputSchema>;
export type BookingInput = z.input<typeof BookingInputSchema>;
export type CancelBookingInput = z.input<typeof CancelBookingInputSchema>;
export type RemedyInput = z.input<typeof RemedyInputSchema>;
export type RequestAnswer = z.input<typeof RequestAnswerSchema>;

const enc = encodeURIComponent;

/** Every query of the booking journey starts with 'charter-bookings'; a change refreshes them all. */
export const bookingKeys = {
  all: ['charter-bookings'] as const,
  quote: (listingId: string, packageId: string, partySize: number) =>
    ['charter-bookings', 'quote', listingId, packageId, partySize] as const,
  availability: (listingId: string, from: string, to: string, packageId: string) =>
    ['charter-bookings', 'availability', listingId, from, to, packageId] as const,
  bookings: (side: 'mine' | 'incoming', scope: BookingScope, listingId?: string) =>
    ['charter-bookings', 'bookings', side, scope, listingId ?? ''] as const,
  requests: (side: 'mine' | 'incoming') => ['charter-bookings', 'requests', side] as const,
  booking: (bookingId: string) => ['charter-bookings', 'booking', bookingId] as const,
};

/** GET /api/charters/:listingId/quote: the server's price for a package and party (never summed here). */
export function useQuote(listingId: string, packageId: string | undefined, partySize: number) {
  return useQuery({
    queryKey: bookingKeys.quote(listingId, packageId ?? '', partySize),
    queryFn: () =>
      api<BookingQuote>(
        `/charters/${enc(listingId)}/quote?packageId=${enc(packageId ?? '')}&partySize=${partySize}`,
      ),
    enabled: Boolean(packageId) && partySize >= 1,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** GET /api/charters/:listingId/availability?from&to&packageId: open slots to book at once. */
export function useAvailability(listingId: string, from: string, to: string, packageId: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.availability(listingId, from, to, packageId ?? ''),
    queryFn: () =>
      api<Availability>(
        `/charters/${enc(listingId)}/availability?from=${from}&to=${to}${packageId ? `&packageId=${enc(packageId)}` : ''}`,
      ),
    enabled: Boolean(packageId),
    staleTime: 30_000,
  });
}

function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bookingKeys.all });
}

/** POST /api/charters/listings/:listingId/requests: ask the owner for a date. */
export function useRequestAvailability(listingId: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: AvailabilityRequestInput) =>
      api<CharterRequest>(`/charters/listings/${enc(listingId)}/requests`, { method: 'POST', json: input }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/charters/listings/:listingId/contact: the conversation with the owner (made once, reused). */
export function useContactOwner(listingId: string) {
  return useMutation({
    mutationFn: () => api<ContactResult>(`/charters/listings/${enc(listingId)}/contact`, { method: 'POST' }),
  });
}

/** POST /api/charters/bookings: takes an open slot (instant booking or an accepted request). */
export function useCreateBooking() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: BookingInput) =>
      api<CharterBooking>('/charters/bookings', { method: 'POST', json: input }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/charters/bookings/:bookingId/checkout: the deposit (or the online balance) on the provider's page. */
export function useBookingCheckout() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      api<BookingCheckout>(`/charters/bookings/${enc(bookingId)}/checkout`, { method: 'POST' }),
  });
}

/** Polling a booking on the success page stops after a minute, as the payment's does. */
export const BOOKING_POLL_MS = 2_000;
export const BOOKING_POLL_LIMIT_MS = 60_000;

/** GET /api/charters/bookings/:bookingId; asked again while its deposit is being settled (until `since` + a minute). */
export function useBooking(bookingId: string | null, since?: number) {
  return useQuery({
    queryKey: bookingKeys.booking(bookingId ?? ''),
    queryFn: () => api<CharterBooking>(`/charters/bookings/${enc(bookingId ?? '')}`),
    enabled: Boolean(bookingId),
    refetchInterval: (query) =>
      since !== undefined &&
      query.state.data?.state === 'awaiting_deposit' &&
      Date.now() - since < BOOKING_POLL_LIMIT_MS
        ? BOOKING_POLL_MS
        : false,
  });
}

/** GET /api/charters/bookings/mine|incoming?scope&listingId, paged by cursor. */
export function useBookings(
  side: 'mine' | 'incoming',
  scope: BookingScope,
  listingId?: string,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey: bookingKeys.bookings(side, scope, listingId),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ scope });
      if (listingId) query.set('listingId', listingId);
      if (pageParam) query.set('cursor', pageParam);
      return api<CharterBookingList>(`/charters/bookings/${side}?${query.toString()}`);
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** GET /api/charters/requests/mine|incoming, paged by cursor. */
export function useRequests(side: 'mine' | 'incoming', enabled = true) {
  return useInfiniteQuery({
    queryKey: bookingKeys.requests(side),
    queryFn: ({ pageParam }) =>
      api<CharterRequestList>(`/charters/requests/${side}${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}

/** A booking action (cancel, remedy, decline, complete, balance at the dock) that answers the booking. */
function useBookingAction<I>(action: string) {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input?: I }) =>
      api<CharterBooking>(`/charters/bookings/${enc(bookingId)}/${action}`, {
        method: 'POST',
        ...(input === undefined ? {} : { json: input }),
      }),
    onSuccess: () => void invalidate(),
  });
}

export const useCancelBooking = () => useBookingAction<CancelBookingInput>('cancel');
export const useChooseRemedy = () => useBookingAction<RemedyInput>('remedy');
export const useDeclineBooking = () => useBookingAction<never>('decline');
export const useCompleteBooking = () => useBookingAction<never>('complete');
export const useRecordBalanceAtDock = () => useBookingAction<never>('balance-at-dock');

/** POST /api/charters/requests/:requestId/answer (the owner): accept with a time, or decline with a reason. */
export function useAnswerRequest() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ requestId, input }: { requestId: string; input: RequestAnswer }) =>
      api<CharterRequest>(`/charters/requests/${enc(requestId)}/answer`, { method: 'POST', json: input }),
    onSuccess: () => void invalidate(),
  });
}

/** POST /api/charters/requests/:requestId/withdraw (the angler, while pending). */
export function useWithdrawRequest() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (requestId: string) =>
      api<CharterRequest>(`/charters/requests/${enc(requestId)}/withdraw`, { method: 'POST' }),
    onSuccess: () => void invalidate(),
  });
}

/** Sends the browser to the provider's page (an object so tests can watch it). */
export const leaveFor = {
  assign: (url: string) => window.location.assign(url),
};

/** The owner's listings, for filtering bookings by listing (GET /api/charters/mine). */
export function useMyListingNames(enabled = true) {
  return useQuery({
    queryKey: ['charter-bookings', 'my-listings'] as const,
    queryFn: async () => {
      const data = await api<OwnerListing[] | { items: OwnerListing[] }>('/charters/mine');
      const items = Array.isArray(data) ? data : data.items;
      return items.map((listing) => ({ id: listing.id, name: listing.name }));
    },
    enabled,
    staleTime: 60_000,
  });
}
