import { eq, sql } from 'drizzle-orm';
import type { MessageCode } from '@tightlines/domain/common/messages';
import {
  CheckoutInputSchema,
  type Checkout,
  type CheckoutInput,
  type PaymentConfig,
  type Quote,
} from '@tightlines/domain/payments/contract';
import { splitProRata } from '@tightlines/domain/payments/ledger';
import { priceQuote, type DiscountTerms, type TaxTerms } from '@tightlines/domain/payments/pricing';
import type { Db } from '#server/db/client';
import {
  discountCodes,
  discountRedemptions,
  paymentRegistrations,
  payments,
  tournamentRegistrations,
} from '#server/db/schema';
import { personOf, takePlaces } from '#server/features/registrations/places/repo';
import { AppError } from '#server/lib/errors';
import { runAfter, type PaymentDeps } from './deps';
import { providerOf } from './provider';
import { lockPayment, pendingPaymentsOf, setPayment } from './repo';
import { readPaymentSettings } from './settings';
import { applyPaymentSucceeded, closePendingPayment, type AfterCommit } from './settle';
import { platformFeeBpFor } from './subscriptions';

/** GET /api/payments/config: which provider takes payments, and how long a place is held. */
export async function paymentConfig(deps: Pick<PaymentDeps, 'db' | 'config'>): Promise<PaymentConfig> {
  const settings = await readPaymentSettings(deps.db);
  return { provider: deps.config.stripe ? 'stripe' : 'offline', holdMinutes: settings.holdMinutes };
}

interface PayableRow extends Record<string, unknown> {
  id: string;
  user_id: string;
  event_id: string;
  series_id: string | null;
  status: string;
  payment_status: string;
  fee_minor: number;
  currency: string;
  hold_expires_at: Date | string | null;
  entrant_name: string;
  event_name: string;
  created_by: string | null;
  tax_country: string | null;
  tax_region: string | null;
  series_name: string | null;
}

async function payableRows(db: Db, ids: string[], lock: boolean): Promise<PayableRow[]> {
  const result = await db.execute<PayableRow>(sql`
    select r.id, r.user_id, r.event_id, r.series_id, r.status, r.payment_status, r.fee_minor, r.currency,
      r.hold_expires_at, r.entrant_name, e.name as event_name, e.created_by, e.tax_country, e.tax_region,
      s.name as series_name
    from tournament_registrations r
    join tournament_events e on e.id = r.event_id
    left join tournament_series s on s.id = r.series_id
    where r.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by r.id
    ${lock ? sql`for update of r` : sql``}`);
  return result.rows.map((row) => ({ ...row, fee_minor: Number(row.fee_minor) }));
}

/** Whether the place was released by the hold job (cancelled unpaid with a hold): Pay takes a place again. */
const isReleased = (row: PayableRow) =>
  row.status === 'cancelled' && row.payment_status === 'payment_failed' && row.hold_expires_at !== null;

/**
 * The registrations to pay, in the order asked: mine (404 otherwise — never another's), not paid (409
 * alreadyPaid), registered or released by the hold (409 notPayable), one payee and currency and one event or
 * one series (409 checkoutMixed).
 */
function checkPayable(rows: PayableRow[], ids: string[], userId: string): PayableRow[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = [...new Set(ids)].map((id) => {
    const row = byId.get(id);
    if (!row || row.user_id !== userId) throw AppError.of(404, 'registrationNotFound');
    return row;
  });
  for (const row of ordered) {
    if (row.payment_status === 'paid') throw AppError.of(409, 'alreadyPaid');
    if (row.status !== 'registered' && !isReleased(row)) throw AppError.of(409, 'notPayable');
  }
  const first = ordered[0]!;
  const mixed = ordered.some(
    (row) =>
      row.currency !== first.currency ||
      row.created_by !== first.created_by ||
      (ordered.length > 1 && (!row.series_id || row.series_id !== first.series_id)),
  );
  if (mixed) throw AppError.of(409, 'checkoutMixed');
  return ordered;
}

interface DiscountRow {
  row: typeof discountCodes.$inferSelect;
  terms: DiscountTerms;
}

/** A code checked for these registrations: active, in its dates, uses left (overall and for me), in scope. */
async function checkDiscount(
  db: Db,
  code: string,
  context: { userId: string; rows: PayableRow[]; now: Date; lock: boolean },
): Promise<DiscountRow | { error: MessageCode }> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, code.toUpperCase()));
  const [row] = context.lock ? await query.for('update') : await query;
  if (!row || !row.active) return { error: 'discountCodeInvalid' };
  if ((row.startsAt && row.startsAt > context.now) || (row.endsAt && row.endsAt <= context.now))
    return { error: 'discountCodeExpired' };
  const first = context.rows[0]!;
  if (row.eventId && !context.rows.every((item) => item.event_id === row.eventId))
    return { error: 'discountCodeNotApplicable' };
  if (row.seriesId && !context.rows.every((item) => item.series_id === row.seriesId))
    return { error: 'discountCodeNotApplicable' };
  if (row.kind === 'amount' && row.currency !== first.currency) return { error: 'discountCodeNotApplicable' };
  // My open checkout for these same registrations is replaced by this one: its use does not count.
  const ids = context.rows.map((item) => sql`${item.id}::uuid`);
  const mine = await db.execute<{ used: number; replaced: number }>(sql`
    select count(*)::int as used,
      count(*) filter (where p.status = 'pending' and exists (
        select 1 from payment_registrations pr where pr.payment_id = p.id
          and pr.registration_id in (${sql.join(ids, sql`, `)})))::int as replaced
    from discount_redemptions d join payments p on p.id = d.payment_id
    where d.discount_code_id = ${row.id}::uuid and d.user_id = ${context.userId}::uuid`);
  const used = Number(mine.rows[0]?.used ?? 0);
  const replaced = Number(mine.rows[0]?.replaced ?? 0);
  if (row.maxUses !== null && row.usedCount - replaced >= row.maxUses) return { error: 'discountCodeUsedUp' };
  if (row.perPersonLimit !== null && used - replaced >= row.perPersonLimit)
    return { error: 'discountCodeUsedUp' };
  return {
    row,
    terms: {
      code: row.code,
      kind: row.kind as DiscountTerms['kind'],
      percentBp: row.percentBp,
      amountMinor: row.amountMinor,
    },
  };
}

/** The event's tax: a rate for its region wins over its country's; none without a tax country. */
async function taxFor(
  db: Db,
  row: { tax_country: string | null; tax_region: string | null },
): Promise<TaxTerms | null> {
  if (!row.tax_country) return null;
  const result = await db.execute<{ name: string; rate_bp: number; inclusive: boolean }>(sql`
    select name, rate_bp, inclusive from tax_rates
    where active and country = ${row.tax_country.toUpperCase()}
      and (region is null or lower(region) = lower(${row.tax_region ?? ''}))
    order by region is null, created_at desc
    limit 1`);
  const rate = result.rows[0];
  return rate ? { name: rate.name, rateBp: Number(rate.rate_bp), inclusive: rate.inclusive } : null;
}

/**
 * What an event's money is split by, online and offline alike: its tax (by its tax place) and the platform's fee.
 */
export async function eventPriceTerms(
  db: Db,
  event: { taxCountry: string | null; taxRegion: string | null; createdBy: string | null },
): Promise<{ tax: TaxTerms | null; platformFeeBp: number }> {
  return {
    tax: await taxFor(db, { tax_country: event.taxCountry, tax_region: event.taxRegion }),
    platformFeeBp: await platformFeeFor(db, event.createdBy),
  };
}

/** The platform's fee on an event: its director's plan's (platformFeeBpFor), else the admin's setting. */
async function platformFeeFor(db: Db, payeeUserId: string | null): Promise<number> {
  const defaultBp = (await readPaymentSettings(db)).platformFeeBp;
  return payeeUserId ? platformFeeBpFor(db, payeeUserId, defaultBp) : defaultBp;
}

interface Priced {
  rows: PayableRow[];
  quote: Quote;
  discount: DiscountRow | null;
  discountError: MessageCode | null;
}

async function price(
  db: Db,
  userId: string,
  input: { registrationIds: string[]; discountCode?: string | undefined },
  options: { lock: boolean; now: Date },
): Promise<Priced> {
  const rows = checkPayable(
    await payableRows(db, input.registrationIds, options.lock),
    input.registrationIds,
    userId,
  );
  const first = rows[0]!;
  let discount: DiscountRow | null = null;
  let discountError: MessageCode | null = null;
  if (input.discountCode) {
    const checked = await checkDiscount(db, input.discountCode, {
      userId,
      rows,
      now: options.now,
      lock: options.lock,
    });
    if ('error' in checked) discountError = checked.error;
    else discount = checked;
  }
  const quote = priceQuote({
    currency: first.currency,
    lines: rows.map((row) => ({
      label: `${row.event_name} — ${row.entrant_name}`.slice(0, 200),
      amountMinor: row.fee_minor,
      registrationId: row.id,
    })),
    discount: discount?.terms ?? null,
    discountCode: input.discountCode ?? null,
    discountError,
    tax: await taxFor(db, first),
    platformFeeBp: await platformFeeFor(db, first.created_by),
  });
  return { rows, quote, discount, discountError };
}

/** POST /api/payments/quote: what paying these registrations costs (a bad code is named, not refused). */
export async function quoteCheckout(deps: PaymentDeps, userId: string, input: CheckoutInput): Promise<Quote> {
  const data = CheckoutInputSchema.parse(input);
  return (await price(deps.db, userId, data, { lock: false, now: new Date() })).quote;
}

/**
 * What a payment is for, in the names people gave it (the events, or the series): people read it after the purpose,
 * which their own language names ("Entry fee"), so it holds no words of ours.
 */
const descriptionOf = (rows: PayableRow[]) => {
  const first = rows[0]!;
  const what =
    rows.length > 1 && first.series_name
      ? first.series_name
      : [...new Set(rows.map((row) => row.event_name))].join(', ');
  return what.slice(0, 200);
};

/**
 * POST /api/payments/checkout: one transaction makes the payment (its registrations and shares, the discount's
 * use), replacing an open checkout of the same registrations; a released registration takes a place again
 * (409 tournamentFull). A zero total is paid at once; otherwise Stripe's hosted page is opened after the commit
 * (the hold moves to now + holdMinutes). Offline: 409 onlinePaymentUnavailable (pay at check-in).
 */
export async function openCheckout(
  deps: PaymentDeps,
  userId: string,
  input: CheckoutInput,
): Promise<Checkout> {
  const data = CheckoutInputSchema.parse(input);
  const provider = providerOf(deps.config);
  const settings = await readPaymentSettings(deps.db);
  const now = new Date();
  const opened = await deps.db.transaction(async (tx) => {
    const priced = await price(tx, userId, data, { lock: true, now });
    const { rows, quote, discount, discountError } = priced;
    if (discountError) throw AppError.of(409, discountError);
    if (quote.totalMinor > 0 && provider.kind === 'offline')
      throw AppError.of(409, 'onlinePaymentUnavailable');
    const after: AfterCommit[] = [];
    // An open checkout of these registrations is replaced (its session closed after the commit).
    for (const old of await pendingPaymentsOf(
      tx,
      rows.map((row) => row.id),
    )) {
      await closePendingPayment(tx, old.id, 'cancelled');
      const sessionId = old.providerSessionId;
      if (sessionId) after.push(() => provider.expireCheckout(sessionId));
    }
    for (const row of rows) {
      if (!isReleased(row)) continue;
      if (!(await takePlaces(tx, row.event_id))) throw AppError.of(409, 'tournamentFull');
      await tx
        .update(tournamentRegistrations)
        .set({ status: 'registered', paymentStatus: 'payment_pending', updatedAt: now })
        .where(eq(tournamentRegistrations.id, row.id));
    }
    const online = quote.totalMinor > 0;
    const holdExpiresAt = online ? new Date(now.getTime() + settings.holdMinutes * 60_000) : null;
    if (holdExpiresAt)
      for (const row of rows)
        await tx
          .update(tournamentRegistrations)
          .set({ holdExpiresAt })
          .where(eq(tournamentRegistrations.id, row.id));
    const first = rows[0]!;
    const [payment] = await tx
      .insert(payments)
      .values({
        purpose: rows.length > 1 || first.series_id ? 'series_registration' : 'registration',
        provider: online ? provider.kind : 'offline',
        status: 'pending',
        userId,
        payeeUserId: first.created_by,
        eventId: first.event_id,
        seriesId: first.series_id,
        description: descriptionOf(rows),
        quote,
        amountMinor: quote.totalMinor,
        currency: quote.currency,
        taxMinor: quote.taxMinor,
        platformFeeMinor: quote.platformFeeMinor,
        discountMinor: quote.discountMinor,
        discountCodeId: discount?.row.id ?? null,
        holdExpiresAt,
      })
      .returning();
    if (!payment) throw new Error('payment not written');
    const shares = splitProRata(
      quote.totalMinor,
      rows.map((row) => row.fee_minor),
    );
    await tx.insert(paymentRegistrations).values(
      rows.map((row, index) => ({
        paymentId: payment.id,
        registrationId: row.id,
        amountMinor: shares[index] ?? 0,
      })),
    );
    if (discount) {
      await tx.insert(discountRedemptions).values({
        discountCodeId: discount.row.id,
        userId,
        paymentId: payment.id,
        amountMinor: quote.discountMinor,
      });
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(eq(discountCodes.id, discount.row.id));
    }
    if (!online) {
      const outcome = await applyPaymentSucceeded(tx, deps, payment.id, { now });
      after.push(...outcome.after);
    }
    return { payment, rows, after, holdExpiresAt };
  });
  runAfter(deps.log, opened.after);
  const { payment, rows, holdExpiresAt } = opened;
  if (!holdExpiresAt)
    return { paymentId: payment.id, checkoutUrl: null, holdExpiresAt: null, quote: payment.quote as Quote };
  const person = await personOf(deps.db, userId);
  try {
    const session = await provider.createCheckout({
      paymentId: payment.id,
      payerUserId: userId,
      payerEmail: person?.email ?? null,
      quote: payment.quote as Quote,
      description: payment.description,
      holdExpiresAt,
      // One registration: its confirmation page shows the entry and its QR code under the payment's outcome.
      successUrl:
        rows.length === 1
          ? `${deps.config.appUrl}/registration-success?id=${rows[0]!.id}&payment=${payment.id}`
          : `${deps.config.appUrl}/registration-success?payment=${payment.id}`,
      cancelUrl: `${deps.config.appUrl}/complete-registration?registration=${rows[0]!.id}&cancelled=1`,
    });
    await setPayment(deps.db, payment.id, { providerSessionId: session.sessionId });
    return {
      paymentId: payment.id,
      checkoutUrl: session.url,
      holdExpiresAt: holdExpiresAt.toISOString(),
      quote: payment.quote as Quote,
    };
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'checkout session not created');
    await deps.db.transaction((tx) => closePendingPayment(tx, payment.id, 'cancelled'));
    throw AppError.of(502, 'providerError');
  }
}

/** POST /api/payments/:paymentId/cancel: my open checkout is withdrawn (the discount use given back). */
export async function cancelCheckout(deps: PaymentDeps, userId: string, paymentId: string): Promise<void> {
  const closed = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment || payment.userId !== userId) throw AppError.of(404, 'paymentNotFound');
    if (payment.status !== 'pending') throw AppError.of(409, 'notPayable');
    return closePendingPayment(tx, paymentId, 'cancelled');
  });
  const sessionId = closed?.providerSessionId;
  if (sessionId && closed.provider === 'stripe')
    runAfter(deps.log, [() => providerOf(deps.config).expireCheckout(sessionId)]);
}
