import { eq, or } from 'drizzle-orm';
import type { OfflineMethod, Quote, RefundReason } from '@tightlines/domain/payments/contract';
import { priceQuote } from '@tightlines/domain/payments/pricing';
import type { Db } from '#server/db/client';
import { charterBookings, payments } from '#server/db/schema';
import { runAfter, type PaymentDeps } from '#server/features/payments/deps';
import { recordOfflinePurposePaymentInTx } from '#server/features/payments/offline';
import { providerOf } from '#server/features/payments/provider';
import { refundPayment } from '#server/features/payments/refunds';
import { lockPayment, setPayment, type PaymentRow } from '#server/features/payments/repo';
import { closePendingPayment, registerSettlement, type AfterCommit } from '#server/features/payments/settle';
import { personOf } from '#server/features/registrations/places/repo';
import { AppError } from '#server/lib/errors';
import {
  bookOpenSlot,
  commissionShares,
  lockBooking,
  markSlotBooked,
  subjectOf,
  type BookingRecord,
  type ListingRecord,
} from './core';
import { tellBooking } from './notices';

/**
 * A booking's money through payments (ADR 027, purpose 'booking'): the deposit, then the balance online or at the
 * dock, each a payment whose payee is the listing's owner and whose platform fee is the booking's commission (split
 * between the two), so postLedger, earnings and the financial hub ('bookings') see them like any other.
 */

export const successPath = (bookingId: string, paymentId: string) =>
  `/charter-booking-success?booking=${bookingId}&payment=${paymentId}`;

/** The quote of one booking payment (its amount, its share of commission), as payments records it. */
export function bookingQuoteOf(listing: ListingRecord, amountMinor: number, feeMinor: number): Quote {
  const quote = priceQuote({
    currency: listing.currency,
    lines: [{ label: listing.name.slice(0, 200), amountMinor, registrationId: null }],
    discount: null,
    tax: null,
    platformFeeBp: 0,
  });
  return { ...quote, platformFeeMinor: feeMinor };
}

/**
 * POST /api/charters/bookings/:bookingId/checkout (the angler): the deposit while the slot is held, or the online
 * balance once confirmed (409 bookingNothingDue otherwise). An open checkout of the same step is replaced. Offline
 * (no Stripe keys): 409 onlinePaymentUnavailable.
 */
export async function openBookingCheckout(
  deps: PaymentDeps,
  userId: string,
  bookingId: string,
): Promise<{ paymentId: string; redirectUrl: string }> {
  const provider = providerOf(deps.config);
  const now = new Date();
  const opened = await deps.db.transaction(async (tx) => {
    const found = await lockBooking(tx, bookingId);
    if (!found || found.booking.anglerUserId !== userId) throw AppError.of(404, 'bookingNotFound');
    const { booking, listing, slot } = found;
    const before = now < slot.startsAt;
    const shares = commissionShares(booking);
    let step: 'deposit' | 'balance';
    if (
      booking.state === 'awaiting_deposit' &&
      booking.holdExpiresAt &&
      booking.holdExpiresAt > now &&
      before
    )
      step = 'deposit';
    else if (
      booking.state === 'confirmed' &&
      booking.balanceMethod === 'online' &&
      booking.paidMinor < booking.totalMinor &&
      booking.balanceMinor > 0 &&
      before
    )
      step = 'balance';
    else throw AppError.of(409, 'bookingNothingDue');
    if (provider.kind === 'offline') throw AppError.of(409, 'onlinePaymentUnavailable');
    const after: AfterCommit[] = [];
    const previous = step === 'deposit' ? booking.depositPaymentId : booking.balancePaymentId;
    if (previous) {
      const closed = await closePendingPayment(tx, previous, 'cancelled');
      const sessionId = closed?.providerSessionId;
      if (sessionId) after.push(() => provider.expireCheckout(sessionId));
    }
    const amount = step === 'deposit' ? booking.depositMinor : booking.totalMinor - booking.paidMinor;
    const fee = step === 'deposit' ? shares.deposit : Math.min(shares.balance, amount);
    // The deposit's session ends with the slot's hold; the balance may be paid until the trip.
    const holdExpiresAt = step === 'deposit' ? booking.holdExpiresAt! : slot.startsAt;
    const [payment] = await tx
      .insert(payments)
      .values({
        purpose: 'booking',
        provider: provider.kind,
        status: 'pending',
        userId,
        payeeUserId: listing.ownerUserId,
        description: listing.name.slice(0, 200),
        quote: bookingQuoteOf(listing, amount, fee),
        amountMinor: amount,
        currency: booking.currency,
        platformFeeMinor: fee,
        holdExpiresAt,
      })
      .returning();
    if (!payment) throw new Error('payment not written');
    await tx
      .update(charterBookings)
      .set(
        step === 'deposit'
          ? { depositPaymentId: payment.id, updatedAt: now }
          : { balancePaymentId: payment.id, updatedAt: now },
      )
      .where(eq(charterBookings.id, booking.id));
    return { payment, after, holdExpiresAt };
  });
  runAfter(deps.log, opened.after);
  const { payment, holdExpiresAt } = opened;
  const person = await personOf(deps.db, userId);
  try {
    const session = await provider.createCheckout({
      paymentId: payment.id,
      payerUserId: userId,
      payerEmail: person?.email ?? null,
      quote: payment.quote as Quote,
      description: payment.description,
      holdExpiresAt,
      successUrl: `${deps.config.appUrl}${successPath(bookingId, payment.id)}`,
      cancelUrl: `${deps.config.appUrl}/profile/my-bookings?booking=${bookingId}&cancelled=1`,
    });
    await setPayment(deps.db, payment.id, { providerSessionId: session.sessionId });
    return { paymentId: payment.id, redirectUrl: session.url };
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'booking checkout session not created');
    await deps.db.transaction((tx) => closePendingPayment(tx, payment.id, 'cancelled'));
    throw AppError.of(502, 'providerError');
  }
}

/**
 * The settlement of a booking payment, inside payments' settling transaction. The deposit confirms the booking and
 * books its slot (both sides told); a deposit that arrives after its hold was released takes the slot again when it
 * is still open, else goes back in full. The balance (online or at the dock) adds to what was paid.
 */
async function settleBookingPayment(
  tx: Db,
  deps: PaymentDeps | null,
  payment: PaymentRow,
  now: Date,
): Promise<{ after: AfterCommit[]; url: string | null }> {
  const [ref] = await tx
    .select({ id: charterBookings.id })
    .from(charterBookings)
    .where(
      or(eq(charterBookings.depositPaymentId, payment.id), eq(charterBookings.balancePaymentId, payment.id)),
    );
  if (!ref) return { after: [], url: null };
  const found = await lockBooking(tx, ref.id);
  if (!found) return { after: [], url: null };
  const { booking, listing, slot } = found;
  const url = successPath(booking.id, payment.id);
  const after: AfterCommit[] = [];
  const paid = booking.paidMinor + payment.amountMinor;
  if (booking.balancePaymentId === payment.id) {
    await tx
      .update(charterBookings)
      .set({ paidMinor: paid, updatedAt: now })
      .where(eq(charterBookings.id, booking.id));
    return { after, url };
  }
  let confirm = booking.state === 'awaiting_deposit';
  if (!confirm && booking.state === 'cancelled' && booking.cancellationReason === 'deposit_not_paid')
    confirm = slot.startsAt > now && (await bookOpenSlot(tx, slot.id));
  if (!confirm) {
    // The date is gone: the deposit goes back in full once this settlement has committed.
    if (deps)
      after.push(async () => {
        await refundBookingPayments(deps, booking.id, [payment.id], payment.amountMinor, 'event_full');
      });
    await tx
      .update(charterBookings)
      .set({ paidMinor: paid, updatedAt: now })
      .where(eq(charterBookings.id, booking.id));
    return { after, url };
  }
  await markSlotBooked(tx, slot.id);
  await tx
    .update(charterBookings)
    .set({
      state: 'confirmed',
      paidMinor: paid,
      holdExpiresAt: null,
      cancellationReason: null,
      cancelledAt: null,
      cancelledBy: null,
      updatedAt: now,
    })
    .where(eq(charterBookings.id, booking.id));
  if (deps)
    after.push(
      ...(await tellBooking(
        deps,
        tx,
        subjectOf(booking, listing, slot),
        { type: 'charter_booking_confirmed' },
        ['angler', 'owner'],
        null,
      )),
    );
  return { after, url };
}

registerSettlement('booking', settleBookingPayment);

/**
 * Gives back `amountMinor` of a booking's money through payments' refund path (ledger, credit note, the payer
 * told), from its succeeded payments in turn (the balance first, then the deposit, or only those named), and
 * lowers what the booking counts as paid by what went back. Answers the amount refunded.
 */
export async function refundBookingPayments(
  deps: PaymentDeps,
  bookingId: string,
  paymentIds: (string | null)[],
  amountMinor: number,
  reason: RefundReason,
): Promise<number> {
  let left = amountMinor;
  let refunded = 0;
  for (const paymentId of paymentIds) {
    if (!paymentId || left <= 0) continue;
    const payment = await deps.db.transaction((tx) => lockPayment(tx, paymentId));
    if (!payment || payment.status !== 'succeeded') continue;
    const amount = Math.min(left, payment.amountMinor - payment.refundedMinor);
    if (amount <= 0) continue;
    await refundPayment(deps, { paymentId, amountMinor: amount, reason, requestedBy: null });
    left -= amount;
    refunded += amount;
  }
  if (refunded > 0)
    await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ paidMinor: charterBookings.paidMinor })
        .from(charterBookings)
        .where(eq(charterBookings.id, bookingId))
        .for('update');
      await tx
        .update(charterBookings)
        .set({ paidMinor: Math.max(0, (row?.paidMinor ?? 0) - refunded), updatedAt: new Date() })
        .where(eq(charterBookings.id, bookingId));
    });
  return refunded;
}

/** The booking's payments to refund from, the balance first (a later payment goes back before the deposit). */
export const refundOrder = (booking: Pick<BookingRecord, 'balancePaymentId' | 'depositPaymentId'>) => [
  booking.balancePaymentId,
  booking.depositPaymentId,
];

/**
 * POST /api/charters/bookings/:bookingId/balance-at-dock (the owner): the balance taken at the dock, recorded as an
 * offline payment through payments (so the ledger and the owner's earnings agree), with its share of commission.
 */
export async function recordBalanceAtDock(
  deps: PaymentDeps,
  ownerUserId: string,
  bookingId: string,
  method: OfflineMethod,
): Promise<void> {
  const after = await deps.db.transaction(async (tx) => {
    const found = await lockBooking(tx, bookingId);
    if (!found) throw AppError.of(404, 'bookingNotFound');
    const { booking, listing } = found;
    if (listing.ownerUserId !== ownerUserId) throw AppError.of(403, 'forbidden');
    const due = booking.totalMinor - booking.paidMinor;
    if (
      (booking.state !== 'confirmed' && booking.state !== 'completed') ||
      booking.paidMinor <= 0 ||
      due <= 0
    )
      throw AppError.of(409, 'bookingNothingDue');
    const fee = Math.min(commissionShares(booking).balance, due);
    // An open online checkout of the balance is withdrawn: the money was taken in person.
    if (booking.balancePaymentId) await closePendingPayment(tx, booking.balancePaymentId, 'cancelled');
    const recorded = await recordOfflinePurposePaymentInTx(tx, deps, {
      purpose: 'booking',
      userId: booking.anglerUserId,
      payeeUserId: listing.ownerUserId,
      description: listing.name.slice(0, 200),
      quote: bookingQuoteOf(listing, due, fee),
      method,
      recordedBy: ownerUserId,
      beforeSettle: async (paymentId) => {
        await tx
          .update(charterBookings)
          .set({ balancePaymentId: paymentId, balanceMethod: 'at_dock', updatedAt: new Date() })
          .where(eq(charterBookings.id, booking.id));
      },
    });
    return recorded.after;
  });
  runAfter(deps.log, after);
}
