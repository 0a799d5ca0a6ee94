import type { CharterBooking, CharterRequest, ListingRef } from '@tightlines/domain/charters/bookings';
import type {
  BalanceMethod,
  BookingState,
  CancellationPolicy,
  CancellationReason,
  CancellationRemedy,
  ListingKind,
  PricingMode,
  RequestState,
} from '@tightlines/domain/charters/contract';
import { cancellationRefundMinor } from '@tightlines/domain/charters/policy';
import type { Media } from '@tightlines/domain/social/posts';
import { presentPersonRow } from '#server/features/people/presenter';
import type { BookingRow, RequestRow } from './repo';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** Who reads a request or booking: its angler, or the listing's owner (an admin reads as the owner's side). */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

type ListingPart = Pick<
  BookingRow,
  | 'listing_id'
  | 'listing_kind'
  | 'listing_name'
  | 'listing_location'
  | 'cancellation_policy'
  | 'owner'
  | 'cover'
  | 'package_id'
  | 'package_name'
  | 'duration_minutes'
  | 'pricing_mode'
  | 'price_minor'
>;

function listingRef(row: ListingPart): ListingRef {
  return {
    id: row.listing_id,
    kind: row.listing_kind as ListingKind,
    name: row.listing_name,
    locationName: row.listing_location,
    cover: row.cover
      ? {
          id: row.cover.id,
          url: row.cover.url,
          media: (row.cover.media ?? null) as Media | null,
          position: Number(row.cover.position),
        }
      : null,
    owner: presentPersonRow(row.owner),
    cancellationPolicy: row.cancellation_policy as CancellationPolicy,
  };
}

function packageRef(row: ListingPart) {
  return {
    id: row.package_id,
    name: row.package_name,
    durationMinutes: Number(row.duration_minutes),
    pricingMode: row.pricing_mode as PricingMode,
    priceMinor: Number(row.price_minor),
  };
}

/** Allow-list of a request, with what the viewer may do next. */
export function presentRequest(row: RequestRow, viewer: Viewer): CharterRequest {
  const side = row.angler_user_id === viewer.id ? 'angler' : 'owner';
  const pending = row.state === 'pending';
  return {
    id: row.id,
    listing: listingRef(row),
    package: packageRef(row),
    angler: presentPersonRow(row.angler),
    tripDate: row.trip_date,
    partySize: Number(row.party_size),
    message: row.message,
    state: row.state as RequestState,
    declineReason: row.decline_reason,
    expiresAt: iso(row.expires_at),
    conversationId: row.conversation_id,
    bookingId: row.booking_id,
    createdAt: iso(row.created_at),
    answeredAt: isoOrNull(row.answered_at),
    viewer: {
      side,
      canAnswer: side === 'owner' && row.owner_user_id === viewer.id && pending,
      canWithdraw: side === 'angler' && pending,
    },
  };
}

/** Allow-list of a booking; the commission is the owner's to see, and the flags follow the booking's rules. */
export function presentBooking(row: BookingRow, viewer: Viewer, now: Date = new Date()): CharterBooking {
  const side = row.angler_user_id === viewer.id ? 'angler' : 'owner';
  const angler = side === 'angler';
  const owner = !angler && row.owner_user_id === viewer.id;
  const startsAt = new Date(row.starts_at);
  const before = now < startsAt;
  const state = row.state as BookingState;
  const paid = Number(row.paid_minor);
  const total = Number(row.total_minor);
  const holdOpen = row.hold_expires_at === null || new Date(row.hold_expires_at) > now;
  const reason = row.cancellation_reason as CancellationReason | null;
  const live = state === 'awaiting_deposit' || state === 'confirmed';
  return {
    id: row.id,
    listing: listingRef(row),
    package: packageRef(row),
    angler: presentPersonRow(row.angler),
    slot: { id: row.slot_id, startsAt: iso(row.starts_at), endsAt: iso(row.ends_at) },
    partySize: Number(row.party_size),
    state,
    currency: row.currency,
    totalMinor: total,
    depositMinor: Number(row.deposit_minor),
    balanceMinor: Number(row.balance_minor),
    commissionMinor: angler ? 0 : Number(row.commission_minor),
    paidMinor: paid,
    refundedMinor: Number(row.refunded_minor),
    balanceMethod: row.balance_method as BalanceMethod,
    holdExpiresAt: state === 'awaiting_deposit' ? isoOrNull(row.hold_expires_at) : null,
    cancellationReason: reason,
    cancellationNote: row.cancellation_note,
    remedy: row.remedy as CancellationRemedy | null,
    cancelledAt: isoOrNull(row.cancelled_at),
    completedAt: isoOrNull(row.completed_at),
    conversationId: row.conversation_id,
    requestId: row.request_id,
    reviewId: row.review_id,
    createdAt: iso(row.created_at),
    viewer: {
      side,
      canPay: angler && state === 'awaiting_deposit' && holdOpen && before,
      canPayBalance:
        angler && state === 'confirmed' && row.balance_method === 'online' && paid < total && before,
      canCancel: before && (angler ? live : owner && state === 'confirmed'),
      refundIfCancelledMinor: live
        ? cancellationRefundMinor({
            policy: row.cancellation_policy as CancellationPolicy,
            reason: 'angler',
            paidMinor: paid,
            tripStartsAt: startsAt,
            cancelledAt: now,
          })
        : 0,
      canDecline: owner && live && before,
      canComplete: owner && state === 'confirmed' && !before,
      canRecordBalance: owner && (state === 'confirmed' || state === 'completed') && paid > 0 && paid < total,
      canChooseRemedy:
        angler &&
        state === 'cancelled' &&
        (reason === 'captain' || reason === 'weather') &&
        row.remedy === null,
      canReview: angler && state === 'completed' && row.review_id === null,
    },
  };
}
