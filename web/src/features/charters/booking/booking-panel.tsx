import type { ListingDetail } from '@tightlines/domain/charters/views';
import { BookingPanelBody } from './components/booking-panel-body';

/**
 * The booking side of a listing's page: the server's quote for a package and party, the cancellation policy in
 * words, then an open slot booked at once (instant booking) or a date requested, and "Contact captain". Visitors
 * see prices and are asked to sign in; the owner sees no booking controls.
 */
export function BookingPanel({ listing }: { listing: ListingDetail }) {
  if (listing.viewer.isOwner) return null;
  return <BookingPanelBody listing={listing} />;
}
