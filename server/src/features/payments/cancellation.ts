import { sql } from 'drizzle-orm';
import type { RefundPolicy } from '@tightlines/domain/payments/contract';
import { policyRefundMinor } from '@tightlines/domain/payments/pricing';
import { startOfDayIn } from '@tightlines/domain/tournaments/status';
import type { Db } from '#server/db/client';
import { runAfter, type PaymentDeps } from './deps';
import { providerOf } from './provider';
import { pendingPaymentsOf } from './repo';
import { refundPayment } from './refunds';
import { closePendingPayment } from './settle';

export interface CancellationMoney {
  /** Open checkouts withdrawn in the cancelling transaction; their sessions are closed after it. */
  expireSessions: string[];
  /** The payment that paid the registration, its share, and the event's policy. */
  paid: {
    paymentId: string;
    shareMinor: number;
    leftMinor: number;
    policy: RefundPolicy;
    percentBp: number;
    deadline: Date;
  } | null;
}

/**
 * Inside the transaction that cancels a registration (the person's own cancellation): withdraws its open
 * checkouts and finds what was paid for it, to refund by the event's policy once committed.
 */
export async function cancellationMoney(tx: Db, registrationId: string): Promise<CancellationMoney> {
  const expireSessions: string[] = [];
  for (const payment of await pendingPaymentsOf(tx, [registrationId])) {
    await closePendingPayment(tx, payment.id, 'cancelled');
    if (payment.providerSessionId && payment.provider === 'stripe')
      expireSessions.push(payment.providerSessionId);
  }
  const result = await tx.execute<{
    payment_id: string;
    share: number;
    left_minor: number;
    refund_policy: string;
    refund_percent_bp: number;
    refund_deadline: Date | string | null;
    start_date: string;
    time_zone: string;
  }>(sql`
    select p.id as payment_id, pr.amount_minor as share, p.amount_minor - p.refunded_minor as left_minor,
      e.refund_policy, e.refund_percent_bp, e.refund_deadline, e.start_date, e.time_zone
    from payment_registrations pr
    join payments p on p.id = pr.payment_id
    join tournament_registrations r on r.id = pr.registration_id
    join tournament_events e on e.id = r.event_id
    where pr.registration_id = ${registrationId}::uuid and p.status = 'succeeded' and p.amount_minor > 0
    order by p.paid_at desc nulls last limit 1`);
  const row = result.rows[0];
  return {
    expireSessions,
    paid: row
      ? {
          paymentId: row.payment_id,
          shareMinor: Number(row.share),
          leftMinor: Number(row.left_minor),
          policy: row.refund_policy as RefundPolicy,
          percentBp: Number(row.refund_percent_bp),
          deadline: row.refund_deadline
            ? new Date(row.refund_deadline)
            : startOfDayIn(row.start_date, row.time_zone),
        }
      : null,
  };
}

/** After the commit: the sessions closed, and the refund the policy allows (reason cancelled_by_policy). */
export async function settleCancellation(
  deps: PaymentDeps,
  userId: string,
  money: CancellationMoney,
  now: Date = new Date(),
): Promise<void> {
  const provider = providerOf(deps.config);
  runAfter(
    deps.log,
    money.expireSessions.map((sessionId) => () => provider.expireCheckout(sessionId)),
  );
  const paid = money.paid;
  if (!paid) return;
  const amount = Math.min(
    policyRefundMinor(
      paid.shareMinor,
      { refundPolicy: paid.policy, refundPercentBp: paid.percentBp, deadline: paid.deadline },
      now,
    ),
    paid.leftMinor,
  );
  if (amount <= 0) return;
  try {
    await refundPayment(deps, {
      paymentId: paid.paymentId,
      amountMinor: amount,
      reason: 'cancelled_by_policy',
      note: '',
      requestedBy: userId,
    });
  } catch (error) {
    // The cancellation stands; staff can still refund by hand.
    deps.log.error({ err: error, paymentId: paid.paymentId }, 'policy refund on cancellation failed');
  }
}
