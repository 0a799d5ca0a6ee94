import type { Db } from '#server/db/client';
import { notify, type NotifyDeps } from '#server/features/notifications/service';
import type { AfterCommit } from '#server/features/payments/settle';

/** What a booking notice names: the booking, its listing and owner, its angler and trip start. */
export interface BookingNoticeSubject {
  id: string;
  listingId: string;
  listingName: string;
  ownerUserId: string;
  anglerUserId: string;
  startsAt: Date;
}

/** The links each side's notification opens (the web maps them again from the params: action-url.ts). */
export const ANGLER_BOOKINGS_URL = '/profile/my-bookings';
export const OWNER_BOOKINGS_URL = '/captain/bookings';

type BookingType = 'charter_booking_confirmed' | 'charter_booking_rescheduled' | 'charter_trip_reminder';

/**
 * Tells one or both sides of a booking, in the caller's transaction; the returned work publishes after the
 * commit. `actorId` is who acted (never told of their own act).
 */
export async function tellBooking(
  deps: NotifyDeps,
  tx: Db,
  subject: BookingNoticeSubject,
  notice: { type: BookingType } | { type: 'charter_booking_cancelled'; reason: string },
  sides: readonly ('angler' | 'owner')[],
  actorId: string | null,
): Promise<AfterCommit[]> {
  const after: AfterCommit[] = [];
  for (const side of sides) {
    const base = {
      bookingId: subject.id,
      listingId: subject.listingId,
      listingName: subject.listingName,
      startsAt: subject.startsAt.toISOString(),
      side,
    };
    const userId = side === 'angler' ? subject.anglerUserId : subject.ownerUserId;
    const actionUrl = side === 'angler' ? ANGLER_BOOKINGS_URL : OWNER_BOOKINGS_URL;
    after.push(
      notice.type === 'charter_booking_cancelled'
        ? await notify(
            deps,
            { userId, actorId, actionUrl, type: notice.type, params: { ...base, reason: notice.reason } },
            tx,
          )
        : await notify(deps, { userId, actorId, actionUrl, type: notice.type, params: base }, tx),
    );
  }
  return after;
}
