import { and, eq, sql } from 'drizzle-orm';
import { account, type LedgerEntryInput } from '@tightlines/domain/payments/ledger';
import type { PaymentPurpose, Quote, RevenueSource } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import {
  discountCodes,
  discountRedemptions,
  registrationPayments,
  tournamentRegistrations,
} from '#server/db/schema';
import { notify } from '#server/features/notifications/service';
import { personOf, takePlaces } from '#server/features/registrations/places/repo';
import { findRecipient } from '#server/features/notifications/repo';
import type { PaymentDeps } from './deps';
import { issueInvoice } from './invoice-numbers';
import { paymentMailContent } from './invoices-mail';
import { postLedger } from './ledger';
import {
  lockPayment,
  lockPaymentRegistrations,
  releaseRedemption,
  setPayment,
  type PaymentRow,
} from './repo';

/** Work to run once the transaction has committed (notifications, e-mails, provider calls). */
export type AfterCommit = () => void | Promise<void>;

/** The financial hub's revenue source of a payment's purpose. */
export function revenueSourceOf(purpose: string): RevenueSource {
  if (purpose === 'subscription') return 'subscriptions';
  if (purpose === 'booking') return 'bookings';
  return 'entry_fees';
}

/**
 * What a feature paid through payments does when one of its payments succeeds, inside the settling transaction
 * (charters: a booking's deposit confirms it). `url` is where the payer's notification and receipt e-mail lead.
 */
export type SettlementHook = (
  tx: Db,
  deps: PaymentDeps | null,
  payment: PaymentRow,
  now: Date,
) => Promise<{ after: AfterCommit[]; url: string | null }>;

const settlementHooks = new Map<string, SettlementHook>();

/** Registers the settlement of a purpose (its feature's module does it when loaded, like webhook handlers). */
export function registerSettlement(purpose: PaymentPurpose, hook: SettlementHook): void {
  settlementHooks.set(purpose, hook);
}

/** The ledger entries of a payment of T (tax X, fee F, payee N = T − X − F), per domain ledger.ts. */
export function paymentEntries(payment: PaymentRow): LedgerEntryInput[] {
  const total = payment.amountMinor;
  const tax = payment.taxMinor;
  const fee = payment.platformFeeMinor;
  const net = total - tax - fee;
  const cash = account.cash(payment.provider === 'stripe' ? 'stripe' : 'offline');
  const payer = account.payer(payment.userId);
  return [
    { account: cash, amountMinor: total },
    { account: payer, amountMinor: -total },
    { account: payer, amountMinor: total },
    payment.payeeUserId
      ? { account: account.payee(payment.payeeUserId), amountMinor: -net }
      : { account: account.platformFees, amountMinor: -net },
    { account: account.platformFees, amountMinor: -fee },
    { account: account.tax, amountMinor: -tax },
  ];
}

function receiptLines(quote: Quote) {
  return quote.lines.map((line) => ({ label: line.label, quantity: 1, unitMinor: line.amountMinor }));
}

export interface SucceededOutcome {
  /** False when it was already paid (a replayed or repeated outcome). */
  changed: boolean;
  /**
   * Registrations this payment could not pay, their shares to go back in full: paid meanwhile by other means
   * ('duplicate'), or their place gone (released, then full: 'event_full').
   */
  unplaced: { registrationId: string; shareMinor: number; reason: 'duplicate' | 'event_full' }[];
  after: AfterCommit[];
}

/**
 * Inside the caller's transaction: the payment succeeded. Its registrations are paid (a released one takes a
 * place again when one is left), the ledger records the money, a receipt is issued, and the payer hears of it
 * (after the commit). Whatever the payment's state before — pending, failed, expired or cancelled — the money
 * arrived, so it is applied (events converge whatever their order); a second success changes nothing.
 */
export async function applyPaymentSucceeded(
  tx: Db,
  /** Null: nobody is told (staff recording money taken at the desk, in front of the person). */
  deps: PaymentDeps | null,
  paymentId: string,
  options: {
    providerPaymentId?: string | null;
    recordedBy?: string | null;
    now?: Date;
    /** registration_payments.method; by default online (Stripe) or offline. */
    method?: string;
  } = {},
): Promise<SucceededOutcome> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status === 'succeeded') return { changed: false, unplaced: [], after: [] };
  const now = options.now ?? new Date();
  const registrations = await lockPaymentRegistrations(tx, paymentId);
  const unplaced: SucceededOutcome['unplaced'] = [];
  for (const registration of registrations) {
    if (registration.payment_status === 'paid') {
      // Paid meanwhile by other means (at the desk): this share goes back.
      unplaced.push({
        registrationId: registration.registration_id,
        shareMinor: registration.share_minor,
        reason: 'duplicate',
      });
      continue;
    }
    if (registration.status !== 'registered') {
      if (registration.status !== 'cancelled' || !(await takePlaces(tx, registration.event_id))) {
        unplaced.push({
          registrationId: registration.registration_id,
          shareMinor: registration.share_minor,
          reason: 'event_full',
        });
        continue;
      }
    }
    await tx
      .update(tournamentRegistrations)
      .set({ status: 'registered', paymentStatus: 'paid', holdExpiresAt: null, updatedAt: now })
      .where(eq(tournamentRegistrations.id, registration.registration_id));
    await tx.insert(registrationPayments).values({
      registrationId: registration.registration_id,
      amountMinor: registration.share_minor,
      currency: payment.currency,
      method: options.method ?? (payment.provider === 'stripe' ? 'online' : 'offline'),
      recordedBy: options.recordedBy ?? null,
      paymentId: payment.id,
      createdAt: now,
    });
  }
  // The discount stays used: a payment that failed or expired first gave it back, so take it again.
  if (payment.status !== 'pending' && payment.discountCodeId) await retakeRedemption(tx, payment);
  await setPayment(tx, payment.id, {
    status: 'succeeded',
    paidAt: now,
    failureReason: null,
    ...(options.providerPaymentId ? { providerPaymentId: options.providerPaymentId } : {}),
  });
  await postLedger(tx, {
    kind: 'payment',
    currency: payment.currency,
    source: revenueSourceOf(payment.purpose),
    paymentId: payment.id,
    payerUserId: payment.userId,
    payeeUserId: payment.payeeUserId,
    eventId: payment.eventId,
    memo: payment.description,
    entries: paymentEntries(payment),
  });
  const hook = settlementHooks.get(payment.purpose);
  const settled = hook ? await hook(tx, deps, payment, now) : null;
  const link = settled?.url ?? `/registration-success?payment=${payment.id}`;
  const person = await personOf(tx, payment.userId);
  const after: AfterCommit[] = [...(settled?.after ?? [])];
  if (deps && payment.amountMinor > 0) {
    after.push(
      await notify(
        deps,
        {
          userId: payment.userId,
          actorId: null,
          type: 'payment_succeeded',
          params: {
            paymentId: payment.id,
            description: payment.description,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
          },
          actionUrl: link,
        },
        tx,
      ),
    );
    if (person?.email) {
      const url = `${deps.config.appUrl}${link}`;
      after.push(async () => {
        const language = (await findRecipient(deps.db, payment.userId))?.language ?? null;
        const { amountMinor, currency, description } = payment;
        await deps.mailer.send(
          person.email,
          paymentMailContent({
            amountMinor,
            currency,
            description,
            url,
            appUrl: deps.config.appUrl,
            language,
          }),
        );
      });
    }
  }
  // Last before the commit: the receipt's number locks its year's counter row until the transaction ends (gapless
  // numbers, invoice-numbers.ts), and every payment of the year waits on that row — the shorter the wait, the more
  // payments a second (checkout bench).
  const quote = payment.quote as Quote;
  await issueInvoice(tx, {
    kind: 'receipt',
    status: 'paid',
    userId: payment.userId,
    customerName: person?.name ?? '',
    customerEmail: person?.email ?? '',
    lines: receiptLines(quote),
    subtotalMinor: quote.subtotalMinor,
    discountMinor: quote.discountMinor,
    taxMinor: quote.taxMinor,
    totalMinor: payment.amountMinor,
    currency: payment.currency,
    paymentId: payment.id,
    paidAt: now,
    issuedAt: now,
  });
  return { changed: true, unplaced, after };
}

async function retakeRedemption(tx: Db, payment: PaymentRow): Promise<void> {
  const inserted = await tx
    .insert(discountRedemptions)
    .values({
      discountCodeId: payment.discountCodeId!,
      userId: payment.userId,
      paymentId: payment.id,
      amountMinor: payment.discountMinor,
    })
    .onConflictDoNothing()
    .returning({ id: discountRedemptions.id });
  if (inserted.length > 0) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(eq(discountCodes.id, payment.discountCodeId!));
  }
}

/**
 * The provider declined the card: the payment failed and its registrations show payment_failed (they keep their
 * held place until the hold ends, so the person can try again). A payment already settled is left alone.
 */
export async function applyPaymentFailed(
  tx: Db,
  deps: PaymentDeps,
  paymentId: string,
  reason: string,
): Promise<AfterCommit[]> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'pending') return [];
  await setPayment(tx, payment.id, { status: 'failed', failureReason: reason.slice(0, 500) });
  await releaseRedemption(tx, payment.id);
  const registrations = await lockPaymentRegistrations(tx, payment.id);
  for (const registration of registrations) {
    if (registration.payment_status === 'paid') continue;
    await tx
      .update(tournamentRegistrations)
      .set({ paymentStatus: 'payment_failed', updatedAt: new Date() })
      .where(
        and(
          eq(tournamentRegistrations.id, registration.registration_id),
          eq(tournamentRegistrations.status, 'registered'),
        ),
      );
  }
  return [
    await notify(
      deps,
      {
        userId: payment.userId,
        actorId: null,
        type: 'payment_failed',
        params: {
          paymentId: payment.id,
          description: payment.description,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
        },
        actionUrl: registrations[0]
          ? `/complete-registration?registration=${registrations[0].registration_id}`
          : '/registrations',
      },
      tx,
    ),
  ];
}

/**
 * A pending payment closes without money (its session expired, or a new checkout replaced it): the discount
 * use goes back. Its registrations are the hold job's business (they keep their place until the hold ends).
 */
export async function closePendingPayment(
  tx: Db,
  paymentId: string,
  status: 'expired' | 'cancelled',
): Promise<PaymentRow | null> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'pending') return null;
  await setPayment(tx, payment.id, { status });
  await releaseRedemption(tx, payment.id);
  return payment;
}
