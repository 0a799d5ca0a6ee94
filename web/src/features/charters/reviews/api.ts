import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CharterReview, CharterReviewPage } from '@tightlines/domain/charters/bookings';
import type { CaptainReviewPage } from '@tightlines/domain/charters/office';
import { api } from '#web/lib/api-client';

const enc = encodeURIComponent;

export const reviewKeys = {
  all: ['charter-reviews'] as const,
  listing: (listingId: string) => ['charter-reviews', 'listing', listingId] as const,
  mine: ['charter-reviews', 'captain'] as const,
};

const withCursor = (path: string, cursor: string | null) => (cursor ? `${path}?cursor=${enc(cursor)}` : path);

/** A listing's reviews, newest first, 10 a page. */
export function useListingReviews(listingId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.listing(listingId),
    queryFn: ({ pageParam }) =>
      api<CharterReviewPage>(withCursor(`/charters/${enc(listingId)}/reviews`, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Reviews on the signed-in owner's listings, unanswered first. */
export function useCaptainReviews() {
  return useInfiniteQuery({
    queryKey: reviewKeys.mine,
    queryFn: ({ pageParam }) => api<CaptainReviewPage>(withCursor('/captain/reviews', pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export interface ReviewInput {
  ratings: { captain: number; boat: number; fishing: number; value: number };
  text: string;
}

/** The angler's review of a completed trip; every review list and booking view is read again after it. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: ReviewInput }) =>
      api<CharterReview>(`/charters/bookings/${enc(bookingId)}/review`, { method: 'POST', json: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['charters'] });
      // The booking's views (my bookings: "Write a review" goes once it is written).
      void queryClient.invalidateQueries({ queryKey: ['charter-bookings'] });
    },
  });
}

/** The owner's public answer (first or edited). */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, text }: { reviewId: string; text: string }) =>
      api<CharterReview>(`/charters/reviews/${enc(reviewId)}/reply`, { method: 'PUT', json: { text } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
