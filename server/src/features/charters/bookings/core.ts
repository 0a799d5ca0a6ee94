import { and, eq, sql } from 'drizzle-orm';
import type { BalanceMethod } from '@tightlines/domain/charters/contract';
import { bookingQuote } from '@tightlines/domain/charters/policy';
import type { Db } from '#server/db/client';
import { charterBookings, charterListings, charterPackages, charterSlots } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import type { BookingNoticeSubject } from './notices';

/**
 * The booking engine's shared steps (ADR 028): take a slot with one conditional UPDATE, write the booking with the
 * partial unique index as the last guard, reopen a slot, and read a booking under its row lock.
 */

export type BookingRecord = typeof charterBookings.$inferSelect;
export type ListingRecord = typeof charterListings.$inferSelect;
export type PackageRecord = typeof charterPackages.$inferSelect;
export type SlotRecord = typeof charterSlots.$inferSelect;

/** A listing anglers may request and book: approved and not held or hidden by moderation. */
export const isBookable = (listing: ListingRecord) =>
  listing.state === 'approved' && listing.moderation === null;

/** PostgreSQL's unique_violation, as node-postgres and PGlite report it (possibly wrapped by drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current;) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

export const slotTaken = () => AppError.of(409, 'slotJustBooked');

/** open → held until `heldUntil`, only if it is still open: false when someone else took it first. */
export async function holdSlot(tx: Db, slotId: string, heldUntil: Date): Promise<boolean> {
  const rows = await tx
    .update(charterSlots)
    .set({ state: 'held', heldUntil, updatedAt: new Date() })
    .where(and(eq(charterSlots.id, slotId), eq(charterSlots.state, 'open')))
    .returning({ id: charterSlots.id });
  return rows.length === 1;
}

/** open → booked (a reschedule, or a deposit that arrived after its hold was released). */
export async function bookOpenSlot(tx: Db, slotId: string): Promise<boolean> {
  const rows = await tx
    .update(charterSlots)
    .set({ state: 'booked', heldUntil: null, updatedAt: new Date() })
    .where(and(eq(charterSlots.id, slotId), eq(charterSlots.state, 'open')))
    .returning({ id: charterSlots.id });
  return rows.length === 1;
}

export async function markSlotBooked(tx: Db, slotId: string): Promise<void> {
  await tx
    .update(charterSlots)
    .set({ state: 'booked', heldUntil: null, updatedAt: new Date() })
    .where(eq(charterSlots.id, slotId));
}

/** The slot is bookable again (its booking was cancelled before the trip). */
export async function reopenSlot(tx: Db, slotId: string): Promise<void> {
  await tx
    .update(charterSlots)
    .set({ state: 'open', heldUntil: null, updatedAt: new Date() })
    .where(eq(charterSlots.id, slotId));
}

/** The booking under its row lock, with its listing and slot (null when there is none). */
export async function lockBooking(
  tx: Db,
  bookingId: string,
): Promise<{ booking: BookingRecord; listing: ListingRecord; slot: SlotRecord } | null> {
  const [booking] = await tx
    .select()
    .from(charterBookings)
    .where(eq(charterBookings.id, bookingId))
    .for('update');
  if (!booking) return null;
  const [listing] = await tx.select().from(charterListings).where(eq(charterListings.id, booking.listingId));
  const [slot] = await tx.select().from(charterSlots).where(eq(charterSlots.id, booking.slotId));
  return listing && slot ? { booking, listing, slot } : null;
}

export function subjectOf(
  booking: BookingRecord,
  listing: ListingRecord,
  slot: Pick<SlotRecord, 'startsAt'>,
): BookingNoticeSubject {
  return {
    id: booking.id,
    listingId: listing.id,
    listingName: listing.name,
    ownerUserId: listing.ownerUserId,
    anglerUserId: booking.anglerUserId,
    startsAt: slot.startsAt,
  };
}

/** 400 when the party is more than the package or the listing takes. */
export function checkParty(partySize: number, pkg: PackageRecord, listing: ListingRecord): void {
  if (partySize > pkg.maxParty || partySize > listing.capacity)
    throw AppError.of(400, 'bookingPartyTooLarge');
}

/**
 * The commission split between the two payments a booking may take: the balance carries its pro-rata share
 * (rounded down), the deposit the rest, so the two always add up to the booking's commission.
 */
export function commissionShares(
  booking: Pick<BookingRecord, 'commissionMinor' | 'balanceMinor' | 'totalMinor'>,
) {
  const balance =
    booking.totalMinor > 0
      ? Math.floor((booking.commissionMinor * booking.balanceMinor) / booking.totalMinor)
      : 0;
  return { deposit: booking.commissionMinor - balance, balance };
}

/**
 * Takes `slot` for `anglerUserId` and writes the booking in awaiting_deposit, in the caller's transaction: the
 * conditional hold first (0 rows: 409 slotJustBooked), then the insert, whose partial unique index (one live
 * booking per slot) answers the same 409 if anything slipped past.
 */
export async function takeSlotAndBook(
  tx: Db,
  input: {
    listing: ListingRecord;
    pkg: PackageRecord;
    slot: SlotRecord;
    anglerUserId: string;
    partySize: number;
    balanceMethod: BalanceMethod;
    requestId: string | null;
    conversationId: string | null;
    holdUntil: Date;
    commissionBp: number;
  },
): Promise<BookingRecord> {
  if (!(await holdSlot(tx, input.slot.id, input.holdUntil))) throw slotTaken();
  const quote = bookingQuote({
    pricingMode: input.pkg.pricingMode as 'per_trip' | 'per_person',
    priceMinor: input.pkg.priceMinor,
    partySize: input.partySize,
    depositBp: input.pkg.depositBp,
    commissionBp: input.commissionBp,
    currency: input.listing.currency,
  });
  try {
    // A savepoint, so the unique violation can be answered as a 409 without poisoning the caller's transaction.
    return await tx.transaction(async (inner) => {
      const [booking] = await inner
        .insert(charterBookings)
        .values({
          listingId: input.listing.id,
          slotId: input.slot.id,
          packageId: input.pkg.id,
          anglerUserId: input.anglerUserId,
          requestId: input.requestId,
          partySize: input.partySize,
          state: 'awaiting_deposit',
          currency: quote.currency,
          totalMinor: quote.totalMinor,
          depositMinor: quote.depositMinor,
          balanceMinor: quote.balanceMinor,
          commissionMinor: quote.commissionMinor,
          balanceMethod: input.balanceMethod,
          holdExpiresAt: input.holdUntil,
          conversationId: input.conversationId,
        })
        .returning();
      if (!booking) throw new Error('booking not written');
      return booking;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slotTaken();
    throw error;
  }
}

/** Rows of a listing's slots overlapping [startsAt, endsAt) (the calendar's rule: a listing's slots never overlap). */
export async function overlappingSlots(
  tx: Db,
  listingId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<SlotRecord[]> {
  return tx
    .select()
    .from(charterSlots)
    .where(
      and(
        eq(charterSlots.listingId, listingId),
        sql`${charterSlots.startsAt} < ${endsAt.toISOString()}::timestamptz`,
        sql`${charterSlots.endsAt} > ${startsAt.toISOString()}::timestamptz`,
      ),
    );
}

/** Whether a blocked period of the listing covers a day of [startsAt, endsAt). */
export async function isBlocked(tx: Db, listingId: string, startsAt: Date, endsAt: Date): Promise<boolean> {
  const result = await tx.execute<{ blocked: boolean }>(sql`
    select exists (select 1 from charter_blocked_periods
      where listing_id = ${listingId}::uuid
        and starts_on <= (${endsAt.toISOString()}::timestamptz at time zone 'UTC')::date
        and ends_on >= (${startsAt.toISOString()}::timestamptz at time zone 'UTC')::date) as blocked`);
  return Boolean(result.rows[0]?.blocked);
}
