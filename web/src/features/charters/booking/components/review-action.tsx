import type { CharterBooking } from '@tightlines/domain/charters/bookings';

/**
 * "Write a review" for a completed trip (viewer.canReview). The review dialog is the office part's
 * (charters/reviews/review-dialog.tsx); until it is on main nothing shows here.
 */
export function ReviewAction(_props: { booking: CharterBooking }) {
  return null;
}
