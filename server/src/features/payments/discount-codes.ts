import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { DiscountCode } from '@tightlines/domain/payments/contract';
import type { DiscountTerms } from '@tightlines/domain/payments/pricing';
import type { MessageCode } from '@tightlines/domain/common/messages';
import type { Db } from '#server/db/client';
import { discountCodes, discountRedemptions, tournamentEvents } from '#server/db/schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export type DiscountErrorCode = Extract<
  MessageCode,
  'discountCodeInvalid' | 'discountCodeExpired' | 'discountCodeUsedUp' | 'discountCodeNotApplicable'
>;

export type DiscountCheck =
  { ok: true; codeId: string; terms: DiscountTerms } | { ok: false; error: DiscountErrorCode };

export interface DiscountQuery {
  /** As the payer typed it; compared upper-cased and trimmed. */
  code: string;
  userId: string;
  /** The events paid for (one event, or a series submission's events). */
  eventIds: readonly string[];
  /** The series when paying a series registration; null otherwise. */
  seriesId: string | null;
  currency: string;
  now: Date;
}

/**
 * Whether a payer may use a code on this checkout, and its terms for priceQuote (domain pricing). Reads only, so it
 * prices quotes as well as checkouts; the checkout then claims a use with redeemDiscount in its transaction (which
 * re-checks the total uses under the row's update, so two payers cannot take the last use). The rules, in order:
 * unknown or inactive → invalid; outside startsAt..endsAt → expired; uses or the person's limit spent → used up;
 * another event or series, or an amount code in another currency → not applicable.
 */
export async function validateDiscount(db: Db, query: DiscountQuery): Promise<DiscountCheck> {
  const code = query.code.trim().toUpperCase();
  if (!code) return { ok: false, error: 'discountCodeInvalid' };
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  if (!row || !row.active) return { ok: false, error: 'discountCodeInvalid' };
  const now = query.now.getTime();
  if ((row.startsAt && row.startsAt.getTime() > now) || (row.endsAt && row.endsAt.getTime() <= now))
    return { ok: false, error: 'discountCodeExpired' };
  if (row.maxUses !== null && row.usedCount >= row.maxUses) return { ok: false, error: 'discountCodeUsedUp' };
  if (row.perPersonLimit !== null) {
    const [mine] = await db
      .select({ total: count() })
      .from(discountRedemptions)
      .where(
        and(eq(discountRedemptions.discountCodeId, row.id), eq(discountRedemptions.userId, query.userId)),
      );
    if ((mine?.total ?? 0) >= row.perPersonLimit) return { ok: false, error: 'discountCodeUsedUp' };
  }
  if (!(await appliesTo(db, row, query))) return { ok: false, error: 'discountCodeNotApplicable' };
  if (row.kind === 'amount' && row.currency !== query.currency.toUpperCase())
    return { ok: false, error: 'discountCodeNotApplicable' };
  return { ok: true, codeId: row.id, terms: termsOf(row) };
}

/** An event code fits when every event paid for is that event; a series code when the series or every event is in it. */
async function appliesTo(db: Db, row: DiscountCodeRow, query: DiscountQuery): Promise<boolean> {
  if (row.eventId) return query.eventIds.length > 0 && query.eventIds.every((id) => id === row.eventId);
  if (!row.seriesId) return true;
  if (query.seriesId) return query.seriesId === row.seriesId;
  if (query.eventIds.length === 0) return false;
  const events = await db
    .select({ seriesId: tournamentEvents.seriesId })
    .from(tournamentEvents)
    .where(inArray(tournamentEvents.id, [...query.eventIds]));
  return events.length === new Set(query.eventIds).size && events.every((e) => e.seriesId === row.seriesId);
}

export function termsOf(row: DiscountCodeRow): DiscountTerms {
  return {
    code: row.code,
    kind: row.kind === 'amount' ? 'amount' : 'percent',
    percentBp: row.percentBp,
    amountMinor: row.amountMinor,
  };
}

/**
 * Claims one use of a code for a payment, inside the checkout's transaction: the count goes up only while uses are
 * left (a conditional UPDATE, so concurrent checkouts cannot overspend it). False: used up meanwhile.
 */
export async function redeemDiscount(
  tx: Db,
  input: { codeId: string; userId: string; paymentId: string; amountMinor: number },
): Promise<boolean> {
  const claimed = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, input.codeId),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  if (claimed.length === 0) return false;
  await tx.insert(discountRedemptions).values({
    discountCodeId: input.codeId,
    userId: input.userId,
    paymentId: input.paymentId,
    amountMinor: input.amountMinor,
  });
  return true;
}

/** Gives a failed, expired or cancelled payment's use back (no-op when it used none). */
export async function releaseDiscount(tx: Db, paymentId: string): Promise<void> {
  const released = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.paymentId, paymentId))
    .returning({ codeId: discountRedemptions.discountCodeId });
  for (const { codeId } of released)
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
}

/** Row (with its event's and series' names) → the contract. */
export function presentDiscountCode(
  row: DiscountCodeRow,
  names: { eventName: string | null; seriesName: string | null },
): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'amount' ? 'amount' : 'percent',
    percentBp: row.percentBp,
    amountMinor: row.amountMinor,
    currency: row.currency,
    event: row.eventId ? { id: row.eventId, name: names.eventName ?? '' } : null,
    series: row.seriesId ? { id: row.seriesId, name: names.seriesName ?? '' } : null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    perPersonLimit: row.perPersonLimit,
    usedCount: row.usedCount,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}
