import { PAGES } from '#web/lib/pages';

/**
 * Where a notification leads inside the app: a same-origin path, or null. Anything else (another site,
 * javascript:, protocol-relative) is never followed.
 */
export function internalPath(
  actionUrl: string | null,
  origin: string = window.location.origin,
): string | null {
  if (!actionUrl) return null;
  if (actionUrl.startsWith('/') && !actionUrl.startsWith('//') && !actionUrl.startsWith('/\\'))
    return actionUrl;
  try {
    const url = new URL(actionUrl);
    return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** A moderation decision about the person: it opens their account standing, where they can appeal it. */
const STANDING_TYPES: ReadonlySet<string> = new Set([
  'moderation_warning',
  'content_hidden',
  'content_removed',
  'strike_received',
  'account_suspended',
  'content_restored',
  'appeal_reversed',
  'appeal_upheld',
]);

/** Payments (issue 17): web-payer. A payment's outcome, the earnings page for payouts, billing for a subscription. */
function paymentPath(type: string, params: Record<string, unknown> | null | undefined): string | null {
  const paymentId = typeof params?.paymentId === 'string' ? params.paymentId : null;
  switch (type) {
    case 'payment_succeeded':
    case 'payment_failed':
    case 'hold_expired':
    case 'refund_issued':
      return paymentId ? `/registration-success?payment=${encodeURIComponent(paymentId)}` : null;
    case 'payout_paid':
    case 'payout_failed':
      return '/tournament-director/earnings';
    case 'subscription_changed':
      return PAGES.billing.path;
    case 'achievement_unlocked':
      return PAGES.gamification.path;
    default:
      return null;
  }
}

/**
 * Charters (issue 18): requests and bookings open the side's list (the angler's bookings or the captain's), reviews
 * the captain's reviews (the author's reply opens the listing), a listing decision the owner's listing.
 */
function charterPath(type: string, params: Record<string, unknown> | null | undefined): string | null {
  if (!type.startsWith('charter_')) return null;
  const listingId = typeof params?.listingId === 'string' ? params.listingId : '';
  switch (type) {
    case 'charter_request':
      return '/captain/bookings';
    case 'charter_request_answered':
    case 'charter_request_expired':
    case 'charter_booking_completed':
      return '/profile/my-bookings';
    case 'charter_booking_confirmed':
    case 'charter_booking_cancelled':
    case 'charter_booking_rescheduled':
    case 'charter_trip_reminder':
      return params?.side === 'owner' ? '/captain/bookings' : '/profile/my-bookings';
    case 'charter_review_received':
      return '/captain/reviews';
    case 'charter_review_reply':
      return listingId ? `/charters/${encodeURIComponent(listingId)}` : null;
    case 'charter_listing_reviewed':
      return listingId ? `/profile/boats/${encodeURIComponent(listingId)}` : null;
    default:
      return null;
  }
}

/**
 * Where opening a notification leads: a decision about me opens my account standing, payments their outcome
 * page, the rest their own link.
 */
export function notificationPath(
  notification: { type: string; actionUrl: string | null; params?: Record<string, unknown> | null },
  origin: string = window.location.origin,
): string | null {
  if (STANDING_TYPES.has(notification.type)) return PAGES.accountStanding.path;
  return (
    paymentPath(notification.type, notification.params) ??
    charterPath(notification.type, notification.params) ??
    internalPath(notification.actionUrl, origin)
  );
}
