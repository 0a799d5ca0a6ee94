import { eq } from 'drizzle-orm';
import type { DisputeState } from '@tightlines/domain/payments/contract';
import { account, splitProRata } from '@tightlines/domain/payments/ledger';
import type { Db } from '#server/db/client';
import { disputes, payments } from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { AppError } from '#server/lib/errors';
import type { PaymentDeps } from './deps';
import { postLedger } from './ledger';
import { providerOf } from './provider';
import { lockPayment, staffOfEvent, type PaymentRow } from './repo';
import { revenueSourceOf, type AfterCommit } from './settle';

/** Stripe's dispute statuses folded into ours. */
export function disputeStateOf(status: string): DisputeState {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  if (status === 'under_review' || status === 'warning_under_review') return 'under_review';
  return 'needs_response';
}

/** Dispute opened D: disputes +D, cash −D; payee +Dn, fees +Df, tax +Dx, disputes −D (won: the reverse). */
export function disputeEntries(payment: PaymentRow, amountMinor: number, sign: 1 | -1) {
  const net = payment.amountMinor - payment.taxMinor - payment.platformFeeMinor;
  const [back, fee, tax] = splitProRata(amountMinor, [net, payment.platformFeeMinor, payment.taxMinor]);
  const cash = account.cash(payment.provider === 'stripe' ? 'stripe' : 'offline');
  const entries = [
    { account: account.disputes, amountMinor: amountMinor },
    { account: cash, amountMinor: -amountMinor },
    payment.payeeUserId
      ? { account: account.payee(payment.payeeUserId), amountMinor: back ?? 0 }
      : { account: account.platformFees, amountMinor: back ?? 0 },
    { account: account.platformFees, amountMinor: fee ?? 0 },
    { account: account.tax, amountMinor: tax ?? 0 },
    { account: account.disputes, amountMinor: -amountMinor },
  ];
  return entries.map((entry) => ({ ...entry, amountMinor: entry.amountMinor * sign }));
}

interface StripeDisputeLike {
  id: string;
  amount: number;
  currency: string;
  status: string;
  reason?: string | null;
  payment_intent?: unknown;
  evidence_details?: { due_by?: number | null } | null;
}

async function tellStaff(
  tx: Db,
  deps: PaymentDeps,
  payment: PaymentRow,
  dispute: { id: string; amountMinor: number; status: string },
  type: 'dispute_opened' | 'dispute_closed',
): Promise<AfterCommit[]> {
  const after: AfterCommit[] = [];
  for (const { userId, isAdmin } of await staffOfEvent(tx, payment.eventId))
    after.push(
      await notify(
        deps,
        {
          userId,
          actorId: null,
          type,
          params: {
            paymentId: payment.id,
            disputeId: dispute.id,
            description: payment.description,
            amountMinor: dispute.amountMinor,
            currency: payment.currency,
            status: dispute.status,
          },
          // Admins answer on the chargebacks page; directors from their earnings.
          actionUrl: isAdmin ? '/admin/chargebacks' : '/tournament-director/earnings',
        },
        tx,
      ),
    );
  return after;
}

/**
 * charge.dispute.created / updated / closed: the first sight of a dispute records it and takes its amount back
 * through the ledger (whoever bears it, pro rata like a refund); a dispute won gives it back once. The object's
 * current status is what counts, so events in any order converge.
 */
export async function syncStripeDispute(
  tx: Db,
  deps: PaymentDeps,
  object: StripeDisputeLike,
): Promise<AfterCommit[]> {
  const intentId = typeof object.payment_intent === 'string' ? object.payment_intent : null;
  const status = disputeStateOf(object.status);
  let [dispute] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, object.id))
    .for('update');
  const after: AfterCommit[] = [];
  if (!dispute) {
    if (!intentId) return [];
    const [found] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, intentId));
    const payment = found ? await lockPayment(tx, found.id) : null;
    if (!payment) return [];
    const amount = Math.min(object.amount, payment.amountMinor);
    [dispute] = await tx
      .insert(disputes)
      .values({
        paymentId: payment.id,
        providerDisputeId: object.id,
        amountMinor: amount,
        currency: payment.currency,
        reason: object.reason ?? '',
        status: 'needs_response',
        evidenceDueBy: object.evidence_details?.due_by
          ? new Date(object.evidence_details.due_by * 1000)
          : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!dispute) return [];
    await postLedger(tx, {
      kind: 'dispute',
      currency: payment.currency,
      source: revenueSourceOf(payment.purpose),
      paymentId: payment.id,
      disputeId: dispute.id,
      payerUserId: payment.userId,
      payeeUserId: payment.payeeUserId,
      eventId: payment.eventId,
      memo: `dispute (${dispute.reason})`,
      entries: disputeEntries(payment, amount, 1),
    });
    after.push(...(await tellStaff(tx, deps, payment, dispute, 'dispute_opened')));
  }
  if (dispute.status === status || dispute.status === 'won' || dispute.status === 'lost') return after;
  await tx.update(disputes).set({ status, updatedAt: new Date() }).where(eq(disputes.id, dispute.id));
  if (status === 'won' || status === 'lost') {
    const payment = await lockPayment(tx, dispute.paymentId);
    if (payment && status === 'won')
      await postLedger(tx, {
        kind: 'dispute_reversal',
        currency: payment.currency,
        source: revenueSourceOf(payment.purpose),
        paymentId: payment.id,
        disputeId: dispute.id,
        payerUserId: payment.userId,
        payeeUserId: payment.payeeUserId,
        eventId: payment.eventId,
        memo: 'dispute won',
        entries: disputeEntries(payment, dispute.amountMinor, -1),
      });
    if (payment)
      after.push(...(await tellStaff(tx, deps, payment, { ...dispute, status }, 'dispute_closed')));
  }
  return after;
}

/** A dispute and its payment's event, for the evidence route's access check. */
export async function disputeWithEvent(db: Db, disputeId: string) {
  const [row] = await db
    .select({ dispute: disputes, eventId: payments.eventId })
    .from(disputes)
    .innerJoin(payments, eq(payments.id, disputes.paymentId))
    .where(eq(disputes.id, disputeId));
  return row ?? null;
}

/** Sends evidence to the provider and submits it (409 disputeClosed once decided). */
export async function submitDisputeEvidence(
  deps: PaymentDeps,
  disputeId: string,
  text: string,
): Promise<typeof disputes.$inferSelect> {
  const found = await disputeWithEvent(deps.db, disputeId);
  if (!found) throw AppError.of(404, 'disputeNotFound');
  const { dispute } = found;
  if (dispute.status === 'won' || dispute.status === 'lost') throw AppError.of(409, 'disputeClosed');
  try {
    await providerOf(deps.config).submitDisputeEvidence(dispute.providerDisputeId, text);
  } catch (error) {
    if (error instanceof AppError) throw error;
    deps.log.warn({ err: error, disputeId }, 'dispute evidence refused by the provider');
    throw AppError.of(502, 'providerError');
  }
  const [row] = await deps.db
    .update(disputes)
    .set({ evidence: text, evidenceSubmittedAt: new Date(), status: 'under_review', updatedAt: new Date() })
    .where(eq(disputes.id, dispute.id))
    .returning();
  return row!;
}
