import type { ListingDetail } from '@tightlines/domain/charters/views';

/** A listing's reviews with their rating breakdown. Built by the reviews part of issue 18. */
export function ListingReviews(_props: { listing: ListingDetail }) {
  return null;
}
