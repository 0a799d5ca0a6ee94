import type { ListingDetail } from '@tightlines/domain/charters/views';

/**
 * The booking side of a listing's page: request availability, book an open slot, contact the owner.
 * Built by the bookings part of issue 18; until it lands the page shows no booking controls.
 */
export function BookingPanel(_props: { listing: ListingDetail }) {
  return null;
}
