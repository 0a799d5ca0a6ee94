import { and, eq, sql } from 'drizzle-orm';
import { account, splitProRata } from '@tightlines/domain/payments/ledger';
import type { RefundReason } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { payments, refunds } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { personOf } from '#server/features/registrations/places/repo';
import { AppError } from '#server/lib/errors';
import { findRecipient } from '#server/features/notifications/repo';
import { runAfter, type PaymentDeps } from './deps';
import { fillIn, invoiceTextOf } from './invoice-text';
import { refundMailContent } from './invoices-mail';
import { issueInvoice } from './invoice-numbers';
import { postLedger } from './ledger';
import { offlineProviderOf, providerOf } from './provider';
import { lockPayment, staffOfEvent, type PaymentRow } from './repo';
import { revenueSourceOf, type AfterCommit } from './settle';

export type RefundRow = typeof refunds.$inferSelect;

export interface RefundRequest {
  paymentId: string;
  /** Omitted: everything left to refund. */
  amountMinor?: number;
  reason: RefundReason;
  note?: string;
  requestedBy: string | null;
}

/** The refund's ledger: refunds +R, cash −R; payee +Rn, fees +Rf, tax +Rx, refunds −R (split like the payment). */
export function refundEntries(payment: PaymentRow, amountMinor: number) {
  const net = payment.amountMinor - payment.taxMinor - payment.platformFeeMinor;
  const [back, fee, tax] = splitProRata(amountMinor, [net, payment.platformFeeMinor, payment.taxMinor]);
  const cash = account.cash(payment.provider === 'stripe' ? 'stripe' : 'offline');
  return [
    { account: account.refunds, amountMinor: amountMinor },
    { account: cash, amountMinor: -amountMinor },
    payment.payeeUserId
      ? { account: account.payee(payment.payeeUserId), amountMinor: back ?? 0 }
      : { account: account.platformFees, amountMinor: back ?? 0 },
    { account: account.platformFees, amountMinor: fee ?? 0 },
    { account: account.tax, amountMinor: tax ?? 0 },
    { account: account.refunds, amountMinor: -amountMinor },
  ];
}

/**
 * Gives money back on a succeeded payment: at most what is left (409 refundTooLarge; nothing left or not paid:
 * 409 notRefundable). The amount is reserved on the payment first (refunded_minor, so two refunds at once cannot
 * both take the last of it), then asked of the provider (Stripe through the SDK; offline it is recorded as done),
 * then settled: ledger, credit note, the payer told. A provider refusal gives the reservation back (502
 * providerError). Registrations are not changed: only the person's own cancellation cancels one.
 */
export async function refundPayment(deps: PaymentDeps, request: RefundRequest): Promise<RefundRow> {
  const reserved = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, request.paymentId);
    if (!payment) throw AppError.of(404, 'paymentNotFound');
    const left = payment.amountMinor - payment.refundedMinor;
    if (payment.status !== 'succeeded' || left <= 0) throw AppError.of(409, 'notRefundable');
    const amount = request.amountMinor ?? left;
    if (amount > left) throw AppError.of(409, 'refundTooLarge');
    if (amount <= 0) throw AppError.of(409, 'notRefundable');
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountMinor: amount,
        currency: payment.currency,
        reason: request.reason,
        note: request.note ?? '',
        status: 'pending',
        requestedBy: request.requestedBy,
      })
      .returning();
    await tx
      .update(payments)
      .set({ refundedMinor: sql`${payments.refundedMinor} + ${amount}`, updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    return { payment, refund: refund! };
  });
  const { payment, refund } = reserved;
  const provider = payment.provider === 'stripe' ? providerOf(deps.config) : offlineProviderOf();
  let result;
  try {
    result = await provider.refund({
      providerPaymentId: payment.providerPaymentId,
      amountMinor: refund.amountMinor,
      paymentId: payment.id,
      refundId: refund.id,
    });
  } catch (error) {
    deps.log.warn({ err: error, refundId: refund.id }, 'refund refused by the provider');
    await deps.db.transaction((tx) => failRefund(tx, refund.id));
    if (error instanceof AppError) throw error;
    throw AppError.of(502, 'providerError');
  }
  const after = await deps.db.transaction(async (tx) => {
    if (result.providerRefundId)
      await tx
        .update(refunds)
        .set({ providerRefundId: result.providerRefundId })
        .where(and(eq(refunds.id, refund.id), sql`${refunds.providerRefundId} is null`));
    if (result.status === 'succeeded') return settleRefund(tx, deps, refund.id);
    if (result.status === 'failed') await failRefund(tx, refund.id);
    return [];
  });
  runAfter(deps.log, after);
  const [row] = await deps.db.select().from(refunds).where(eq(refunds.id, refund.id));
  return row!;
}

/** A pending refund failed: it is marked so and its amount is refundable again. */
export async function failRefund(tx: Db, refundId: string): Promise<void> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || refund.status !== 'pending') return;
  await tx.update(refunds).set({ status: 'failed', updatedAt: new Date() }).where(eq(refunds.id, refundId));
  await tx
    .update(payments)
    .set({ refundedMinor: sql`greatest(${payments.refundedMinor} - ${refund.amountMinor}, 0)` })
    .where(eq(payments.id, refund.paymentId));
}

/**
 * A pending refund went through (the provider answered, or its webhook came first): succeeded, the ledger and a
 * credit note written, the payer told after the commit. Settling twice changes nothing.
 */
export async function settleRefund(tx: Db, deps: PaymentDeps, refundId: string): Promise<AfterCommit[]> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || refund.status !== 'pending') return [];
  const payment = await lockPayment(tx, refund.paymentId);
  if (!payment) return [];
  const now = new Date();
  await tx.update(refunds).set({ status: 'succeeded', updatedAt: now }).where(eq(refunds.id, refund.id));
  const entries = refundEntries(payment, refund.amountMinor);
  await postLedger(tx, {
    kind: 'refund',
    currency: payment.currency,
    source: revenueSourceOf(payment.purpose),
    paymentId: payment.id,
    refundId: refund.id,
    payerUserId: payment.userId,
    payeeUserId: payment.payeeUserId,
    eventId: payment.eventId,
    memo: `refund (${refund.reason})`,
    entries,
  });
  const taxBack = entries[4]?.amountMinor ?? 0;
  const person = await personOf(tx, payment.userId);
  // The credit note's line is written in the payer's language, like the rest of their credit note.
  const language = (await findRecipient(tx, payment.userId))?.language ?? null;
  await issueInvoice(tx, {
    kind: 'credit_note',
    status: 'paid',
    userId: payment.userId,
    customerName: person?.name ?? '',
    customerEmail: person?.email ?? '',
    lines: [
      {
        label: fillIn(invoiceTextOf(language).refund.line, { description: payment.description }).slice(
          0,
          200,
        ),
        quantity: 1,
        unitMinor: refund.amountMinor,
      },
    ],
    subtotalMinor: refund.amountMinor,
    discountMinor: 0,
    taxMinor: taxBack,
    totalMinor: refund.amountMinor,
    currency: payment.currency,
    paymentId: payment.id,
    refundId: refund.id,
    paidAt: now,
    issuedAt: now,
  });
  const after: AfterCommit[] = [
    await notify(
      deps,
      {
        userId: payment.userId,
        actorId: refund.requestedBy,
        type: 'refund_issued',
        params: {
          paymentId: payment.id,
          description: payment.description,
          amountMinor: refund.amountMinor,
          currency: payment.currency,
        },
        actionUrl: `/registration-success?payment=${payment.id}`,
      },
      tx,
    ),
  ];
  if (person?.email) {
    const url = `${deps.config.appUrl}/registration-success?payment=${payment.id}`;
    after.push(() =>
      deps.mailer.send(
        person.email,
        refundMailContent({
          amountMinor: refund.amountMinor,
          currency: payment.currency,
          description: payment.description,
          url,
          appUrl: deps.config.appUrl,
          language,
        }),
      ),
    );
  }
  return after;
}

/**
 * A refund object from Stripe (refund.updated, or one of charge.refunded's): settles or fails ours, or records
 * one made elsewhere (the dashboard) as an admin refund.
 */
export async function syncStripeRefund(
  tx: Db,
  deps: PaymentDeps,
  object: {
    id: string;
    amount: number;
    status: string | null;
    metadata?: Record<string, string> | null;
    payment_intent?: unknown;
  },
): Promise<AfterCommit[]> {
  let [refund] = await tx.select().from(refunds).where(eq(refunds.providerRefundId, object.id));
  const ourId = object.metadata?.refundId;
  if (!refund && ourId && /^[0-9a-f-]{36}$/.test(ourId)) {
    [refund] = await tx.select().from(refunds).where(eq(refunds.id, ourId));
    if (refund && !refund.providerRefundId)
      await tx.update(refunds).set({ providerRefundId: object.id }).where(eq(refunds.id, refund.id));
  }
  if (!refund) {
    const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : null;
    if (!intentId || object.status !== 'succeeded') return [];
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, intentId))
      .for('update');
    if (!payment || payment.status !== 'succeeded') return [];
    const amount = Math.min(object.amount, payment.amountMinor - payment.refundedMinor);
    if (amount <= 0) return [];
    [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        amountMinor: amount,
        currency: payment.currency,
        reason: 'admin',
        note: 'Refunded at Stripe',
        status: 'pending',
        providerRefundId: object.id,
      })
      .returning();
    await tx
      .update(payments)
      .set({ refundedMinor: sql`${payments.refundedMinor} + ${amount}` })
      .where(eq(payments.id, payment.id));
  }
  if (!refund) return [];
  if (object.status === 'succeeded') return settleRefund(tx, deps, refund.id);
  if (object.status === 'failed' || object.status === 'canceled') {
    if (refund.status === 'succeeded') return reverseRefund(tx, deps, refund.id);
    await failRefund(tx, refund.id);
  }
  return [];
}

/**
 * A refund Stripe had reported succeeded and then failed or canceled (refund.updated: the payer's bank sent it
 * back, or the card was closed): the money stayed with us. The ledger is append-only, so a new transaction posts
 * the exact reverse of the refund's entries; the refund is marked failed and its amount counts as paid again on
 * the payment (and so on its registrations); the admins are told, since the payer still expects the money and
 * someone has to pay it back another way. Reversing twice changes nothing.
 */
export async function reverseRefund(tx: Db, deps: PaymentDeps, refundId: string): Promise<AfterCommit[]> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!refund || refund.status !== 'succeeded') return [];
  const payment = await lockPayment(tx, refund.paymentId);
  if (!payment) return [];
  await tx.update(refunds).set({ status: 'failed', updatedAt: new Date() }).where(eq(refunds.id, refund.id));
  await tx
    .update(payments)
    .set({
      refundedMinor: sql`greatest(${payments.refundedMinor} - ${refund.amountMinor}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(payments.id, payment.id));
  await postLedger(tx, {
    kind: 'refund_reversal',
    currency: payment.currency,
    source: revenueSourceOf(payment.purpose),
    paymentId: payment.id,
    refundId: refund.id,
    payerUserId: payment.userId,
    payeeUserId: payment.payeeUserId,
    eventId: payment.eventId,
    memo: `refund failed at the provider (${refund.reason})`,
    entries: refundEntries(payment, refund.amountMinor).map((entry) => ({
      account: entry.account,
      amountMinor: -entry.amountMinor,
    })),
  });
  const after: AfterCommit[] = [];
  for (const { userId, isAdmin } of await staffOfEvent(tx, null))
    if (isAdmin)
      after.push(
        await notify(
          deps,
          {
            userId,
            actorId: null,
            type: 'refund_failed',
            params: {
              paymentId: payment.id,
              refundId: refund.id,
              description: payment.description,
              amountMinor: refund.amountMinor,
              currency: payment.currency,
            },
            actionUrl: '/admin/refunds',
          },
          tx,
        ),
      );
  return after;
}
