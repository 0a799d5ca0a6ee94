import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BookingListQuerySchema,
  CharterBooking,
  CharterBookingList,
} from '@tightlines/domain/charters/bookings';
import type {
  BookingInputSchema,
  CancelBookingInputSchema,
  RemedyInputSchema,
} from '@tightlines/domain/charters/contract';
import { bookingQuote, cancellationRefundMinor } from '@tightlines/domain/charters/policy';
import {
  charterBookings,
  charterListings,
  charterPackages,
  charterRequests,
  charterSlots,
} from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { runAfter } from '#server/features/payments/deps';
import { closePendingPayment, type AfterCommit } from '#server/features/payments/settle';
import { providerOf } from '#server/features/payments/provider';
import { AppError, forbidden } from '#server/lib/errors';
import {
  bookOpenSlot,
  checkParty,
  isBookable,
  isUniqueViolation,
  lockBooking,
  reopenSlot,
  slotTaken,
  subjectOf,
  takeSlotAndBook,
  type BookingRecord,
} from './core';
import { refundBookingPayments, refundOrder } from './money';
import { ANGLER_BOOKINGS_URL, tellBooking } from './notices';
import { presentBooking, type Viewer } from './presenter';
import { bookingRowById, bookingRows } from './repo';
import { pageOf, paged, type BookingDeps } from './requests';
import { readCharterSettings } from '#server/features/charters/listings/settings';

const bookingNotFound = () => AppError.of(404, 'bookingNotFound');
const notChangeable = () => AppError.of(409, 'bookingNotChangeable');

/**
 * POST /api/charters/bookings: an open slot booked at once (the listing takes instant bookings) or from the angler's
 * accepted request. One transaction takes the slot (conditional UPDATE; 409 slotJustBooked when it was taken) and
 * writes the booking priced by policy.ts, held for settings.depositHoldMinutes (never past the trip's start).
 */
export async function createBooking(
  deps: BookingDeps,
  userId: string,
  input: z.output<typeof BookingInputSchema>,
): Promise<CharterBooking> {
  const now = new Date();
  const settings = await readCharterSettings(deps.db);
  const [found] = await deps.db
    .select({ slot: charterSlots, listing: charterListings, pkg: charterPackages })
    .from(charterSlots)
    .innerJoin(charterListings, eq(charterListings.id, charterSlots.listingId))
    .innerJoin(charterPackages, eq(charterPackages.id, charterSlots.packageId))
    .where(eq(charterSlots.id, input.slotId));
  if (!found || !isBookable(found.listing)) throw AppError.of(404, 'bookingListingNotFound');
  const { slot, listing, pkg } = found;
  if (listing.ownerUserId === userId) throw AppError.of(403, 'bookingOwnListing');
  checkParty(input.partySize, pkg, listing);
  if (slot.startsAt <= now) throw AppError.of(400, 'bookingDateInPast');
  let conversationId: string | null = null;
  if (input.requestId) {
    const [request] = await deps.db
      .select()
      .from(charterRequests)
      .where(eq(charterRequests.id, input.requestId));
    if (!request || request.anglerUserId !== userId) throw AppError.of(404, 'charterRequestNotFound');
    if (request.listingId !== listing.id || request.state !== 'accepted')
      throw AppError.of(409, 'charterRequestClosed');
    conversationId = request.conversationId;
  } else if (!listing.instantBooking) throw AppError.of(409, 'bookingNeedsRequest');
  if (slot.state !== 'open') throw slotTaken();
  const holdUntil = new Date(
    Math.min(now.getTime() + settings.depositHoldMinutes * 60_000, slot.startsAt.getTime()),
  );
  const booking = await deps.db.transaction((tx) =>
    takeSlotAndBook(tx, {
      listing,
      pkg,
      slot,
      anglerUserId: userId,
      partySize: input.partySize,
      balanceMethod: input.balanceMethod,
      requestId: input.requestId ?? null,
      conversationId,
      holdUntil,
      commissionBp: settings.commissionBp,
    }),
  );
  return getBooking(deps, { id: userId, isAdmin: false }, booking.id);
}

/** GET /api/charters/bookings/:bookingId: its angler, the listing's owner or an admin (404 to anyone else). */
export async function getBooking(
  deps: BookingDeps,
  viewer: Viewer,
  bookingId: string,
): Promise<CharterBooking> {
  const row = await bookingRowById(deps.db, bookingId);
  if (!row || (row.angler_user_id !== viewer.id && row.owner_user_id !== viewer.id && !viewer.isAdmin))
    throw bookingNotFound();
  return presentBooking(row, viewer);
}

type ListQuery = z.output<typeof BookingListQuerySchema>;

function scopeOf(scope: ListQuery['scope']): { where: SQL; order: SQL } {
  switch (scope) {
    case 'upcoming':
      return {
        where: sql`b.state in ('awaiting_deposit', 'confirmed') and s.ends_at > now()`,
        order: sql`s.starts_at asc, b.id asc`,
      };
    case 'past':
      return {
        where: sql`(b.state = 'completed' or (b.state = 'confirmed' and s.ends_at <= now()))`,
        order: sql`s.starts_at desc, b.id desc`,
      };
    case 'cancelled':
      return { where: sql`b.state = 'cancelled'`, order: sql`b.cancelled_at desc nulls last, b.id desc` };
    case 'all':
      return { where: sql`true`, order: sql`b.created_at desc, b.id desc` };
  }
}

async function listBookings(deps: BookingDeps, viewer: Viewer, side: SQL, query: ListQuery) {
  const scope = scopeOf(query.scope);
  const listing = query.listingId ? sql` and b.listing_id = ${query.listingId}::uuid` : sql``;
  const rows = await bookingRows(
    deps.db,
    sql`${side} and ${scope.where}${listing}`,
    scope.order,
    pageOf(query),
  );
  const page = paged(rows, query);
  return { items: page.items.map((row) => presentBooking(row, viewer)), nextCursor: page.nextCursor };
}

/** GET /api/charters/bookings/mine: the angler's bookings in a scope. */
export function myBookings(deps: BookingDeps, userId: string, query: ListQuery): Promise<CharterBookingList> {
  return listBookings(deps, { id: userId, isAdmin: false }, sql`b.angler_user_id = ${userId}::uuid`, query);
}

/** GET /api/charters/bookings/incoming: bookings of the owner's listings in a scope. */
export function incomingBookings(
  deps: BookingDeps,
  userId: string,
  query: ListQuery,
): Promise<CharterBookingList> {
  return listBookings(deps, { id: userId, isAdmin: false }, sql`l.owner_user_id = ${userId}::uuid`, query);
}

/** The booking locked, for one of its two sides: 404 to strangers, 403 to the wrong side. */
async function lockFor(tx: BookingDeps['db'], bookingId: string, userId: string, side: 'angler' | 'owner') {
  const found = await lockBooking(tx, bookingId);
  if (!found) throw bookingNotFound();
  const isAngler = found.booking.anglerUserId === userId;
  const isOwner = found.listing.ownerUserId === userId;
  if (!isAngler && !isOwner) throw side === 'owner' ? forbidden() : bookingNotFound();
  if ((side === 'angler' && !isAngler) || (side === 'owner' && !isOwner)) throw forbidden();
  return found;
}

/** Cancels in the caller's transaction: the slot reopened, an open checkout withdrawn. */
async function cancelInTx(
  tx: BookingDeps['db'],
  deps: BookingDeps,
  booking: BookingRecord,
  values: { reason: string; note: string; by: string; now: Date },
): Promise<AfterCommit[]> {
  await tx
    .update(charterBookings)
    .set({
      state: 'cancelled',
      cancellationReason: values.reason,
      cancellationNote: values.note,
      cancelledBy: values.by,
      cancelledAt: values.now,
      holdExpiresAt: null,
      updatedAt: values.now,
    })
    .where(eq(charterBookings.id, booking.id));
  await reopenSlot(tx, booking.slotId);
  const after: AfterCommit[] = [];
  for (const paymentId of [booking.depositPaymentId, booking.balancePaymentId]) {
    if (!paymentId) continue;
    const closed = await closePendingPayment(tx, paymentId, 'cancelled');
    const sessionId = closed?.providerSessionId;
    if (sessionId && closed.provider === 'stripe')
      after.push(() => providerOf(deps.config).expireCheckout(sessionId));
  }
  return after;
}

/**
 * POST /api/charters/bookings/:bookingId/cancel. The angler ('angler'): before the trip, refunded by the listing's
 * policy (policy.ts cancellationRefundMinor) through payments. The owner ('captain' or 'weather'): a confirmed
 * booking is cancelled and its slot reopened; the money waits for the angler's remedy. The other side is told.
 */
export async function cancelBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  input: z.output<typeof CancelBookingInputSchema>,
): Promise<CharterBooking> {
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const found = await lockBooking(tx, bookingId);
    if (!found) throw bookingNotFound();
    const { booking, listing, slot } = found;
    const isAngler = booking.anglerUserId === userId;
    const isOwner = listing.ownerUserId === userId;
    if (!isAngler && !isOwner) throw bookingNotFound();
    if (isAngler !== (input.reason === 'angler'))
      throw AppError.of(400, 'invalidInput', { reason: 'Choose a reason that fits who is cancelling.' });
    if (slot.startsAt <= now) throw notChangeable();
    const live = booking.state === 'awaiting_deposit' || booking.state === 'confirmed';
    if (isAngler ? !live : booking.state !== 'confirmed') throw notChangeable();
    const refund = isAngler
      ? cancellationRefundMinor({
          policy: listing.cancellationPolicy as 'flexible' | 'moderate' | 'strict',
          reason: 'angler',
          paidMinor: booking.paidMinor,
          tripStartsAt: slot.startsAt,
          cancelledAt: now,
        })
      : 0;
    const after = await cancelInTx(tx, deps, booking, {
      reason: input.reason,
      note: input.note,
      by: userId,
      now,
    });
    after.push(
      ...(await tellBooking(
        deps,
        tx,
        subjectOf(booking, listing, slot),
        { type: 'charter_booking_cancelled', reason: input.reason },
        [isAngler ? 'owner' : 'angler'],
        userId,
      )),
    );
    return { after, refund, booking };
  });
  runAfter(deps.log, outcome.after);
  if (outcome.refund > 0)
    await refundBookingPayments(
      deps,
      bookingId,
      refundOrder(outcome.booking),
      outcome.refund,
      'cancelled_by_policy',
    );
  return getBooking(deps, { id: userId, isAdmin: false }, bookingId);
}

/**
 * POST /api/charters/bookings/:bookingId/remedy (the angler, after a captain or weather cancellation): everything
 * paid back, or the booking moved to another open slot of the listing with its money. A slot whose price for the
 * party is higher is refused (409 reschedulePriceHigher): this issue charges no difference.
 */
export async function chooseRemedy(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
  input: z.output<typeof RemedyInputSchema>,
): Promise<CharterBooking> {
  const now = new Date();
  const settings = await readCharterSettings(deps.db);
  const outcome = await deps.db.transaction(async (tx) => {
    const { booking, listing } = await lockFor(tx, bookingId, userId, 'angler');
    const waiting =
      booking.state === 'cancelled' &&
      (booking.cancellationReason === 'captain' || booking.cancellationReason === 'weather') &&
      booking.remedy === null;
    if (!waiting) throw notChangeable();
    if (input.remedy === 'refund') {
      await tx
        .update(charterBookings)
        .set({ remedy: 'refund', updatedAt: now })
        .where(eq(charterBookings.id, booking.id));
      return { refund: booking.paidMinor, booking, after: [] as AfterCommit[] };
    }
    const [target] = await tx
      .select({ slot: charterSlots, pkg: charterPackages })
      .from(charterSlots)
      .innerJoin(charterPackages, eq(charterPackages.id, charterSlots.packageId))
      .where(and(eq(charterSlots.id, input.slotId), eq(charterSlots.listingId, listing.id)));
    if (!target) throw AppError.of(404, 'notFound');
    if (target.slot.startsAt <= now) throw AppError.of(400, 'bookingDateInPast');
    checkParty(booking.partySize, target.pkg, listing);
    const quote = bookingQuote({
      pricingMode: target.pkg.pricingMode as 'per_trip' | 'per_person',
      priceMinor: target.pkg.priceMinor,
      partySize: booking.partySize,
      depositBp: target.pkg.depositBp,
      commissionBp: settings.commissionBp,
      currency: listing.currency,
    });
    if (quote.totalMinor > booking.totalMinor) throw AppError.of(409, 'reschedulePriceHigher');
    if (!(await bookOpenSlot(tx, target.slot.id))) throw slotTaken();
    try {
      await tx.transaction((inner) =>
        inner
          .update(charterBookings)
          .set({
            slotId: target.slot.id,
            packageId: target.pkg.id,
            state: 'confirmed',
            remedy: 'reschedule',
            reminderSentAt: null,
            completedAt: null,
            updatedAt: now,
          })
          .where(eq(charterBookings.id, booking.id)),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw slotTaken();
      throw error;
    }
    const after = await tellBooking(
      deps,
      tx,
      subjectOf(booking, listing, target.slot),
      { type: 'charter_booking_rescheduled' },
      ['owner', 'angler'],
      userId,
    );
    return { refund: 0, booking, after };
  });
  runAfter(deps.log, outcome.after);
  if (outcome.refund > 0)
    await refundBookingPayments(
      deps,
      bookingId,
      refundOrder(outcome.booking),
      outcome.refund,
      'event_cancelled',
    );
  return getBooking(deps, { id: userId, isAdmin: false }, bookingId);
}

/**
 * POST /api/charters/bookings/:bookingId/decline (the owner): a booking awaiting its deposit or confirmed, before
 * the trip, is cancelled ('declined') with everything paid given back.
 */
export async function declineBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
): Promise<CharterBooking> {
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx) => {
    const { booking, listing, slot } = await lockFor(tx, bookingId, userId, 'owner');
    const live = booking.state === 'awaiting_deposit' || booking.state === 'confirmed';
    if (!live || slot.startsAt <= now) throw notChangeable();
    const after = await cancelInTx(tx, deps, booking, { reason: 'declined', note: '', by: userId, now });
    after.push(
      ...(await tellBooking(
        deps,
        tx,
        subjectOf(booking, listing, slot),
        { type: 'charter_booking_cancelled', reason: 'declined' },
        ['angler'],
        userId,
      )),
    );
    return { after, booking };
  });
  runAfter(deps.log, outcome.after);
  if (outcome.booking.paidMinor > 0)
    await refundBookingPayments(
      deps,
      bookingId,
      refundOrder(outcome.booking),
      outcome.booking.paidMinor,
      'event_cancelled',
    );
  return getBooking(deps, { id: userId, isAdmin: false }, bookingId);
}

/** POST /api/charters/bookings/:bookingId/complete (the owner): a confirmed trip that has started is done. */
export async function completeBooking(
  deps: BookingDeps,
  userId: string,
  bookingId: string,
): Promise<CharterBooking> {
  const now = new Date();
  const after = await deps.db.transaction(async (tx) => {
    const { booking, listing, slot } = await lockFor(tx, bookingId, userId, 'owner');
    if (booking.state !== 'confirmed') throw notChangeable();
    if (slot.startsAt > now) throw AppError.of(409, 'bookingNotStarted');
    await tx
      .update(charterBookings)
      .set({ state: 'completed', completedAt: now, updatedAt: now })
      .where(eq(charterBookings.id, booking.id));
    return [
      await notify(
        deps,
        {
          userId: booking.anglerUserId,
          actorId: userId,
          type: 'charter_booking_completed',
          params: { bookingId: booking.id, listingId: listing.id, listingName: listing.name },
          actionUrl: ANGLER_BOOKINGS_URL,
        },
        tx,
      ),
    ];
  });
  runAfter(deps.log, after);
  return getBooking(deps, { id: userId, isAdmin: false }, bookingId);
}
