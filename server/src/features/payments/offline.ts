import { eq } from 'drizzle-orm';
import type { OfflineMethod, PaymentPurpose, Quote } from '@tightlines/domain/payments/contract';
import { priceQuote } from '@tightlines/domain/payments/pricing';
import type { Db } from '#server/db/client';
import { paymentRegistrations, payments, tournamentEvents } from '#server/db/schema';
import { lockRegistration } from '#server/features/registrations/places/repo';
import { AppError } from '#server/lib/errors';
import { eventPriceTerms } from './checkout';
import { runAfter, type PaymentDeps } from './deps';
import { providerOf } from './provider';
import { pendingPaymentsOf } from './repo';
import { readPaymentSettings } from './settings';
import { applyPaymentSucceeded, closePendingPayment, type AfterCommit } from './settle';

export interface OfflinePaymentRecord {
  eventId: string;
  registrationId: string;
  method: OfflineMethod;
  amountMinor: number;
  note?: string;
  recordedBy: string;
  /** registration_payments.method: 'offline' (the director's record-payment dialog) or 'check_in' (the desk). */
  registrationMethod?: 'offline' | 'check_in';
}

/**
 * Inside the caller's transaction: staff took the fee in person (cash, transfer, card terminal…). A payment
 * (provider offline, succeeded) is written through the same path as an online one — the registration paid, the
 * ledger on cash:offline, a receipt — and an open online checkout of the registration is withdrawn. 404 for a
 * registration of another event, 409 registrationNotActive / alreadyPaid. `deps` null: nobody is notified.
 */
export async function recordOfflinePaymentInTx(
  tx: Db,
  deps: PaymentDeps | null,
  record: OfflinePaymentRecord,
): Promise<{ paymentId: string; after: AfterCommit[]; expireSessions: string[] }> {
  const registration = await lockRegistration(tx, record.registrationId);
  if (!registration || registration.eventId !== record.eventId || registration.status === 'draft')
    throw AppError.of(404, 'registrationNotFound');
  if (registration.status !== 'registered') throw AppError.of(409, 'registrationNotActive');
  if (registration.paymentStatus === 'paid') throw AppError.of(409, 'alreadyPaid');
  const expireSessions: string[] = [];
  for (const old of await pendingPaymentsOf(tx, [registration.id])) {
    await closePendingPayment(tx, old.id, 'cancelled');
    if (old.providerSessionId) expireSessions.push(old.providerSessionId);
  }
  const [event] = await tx
    .select({
      name: tournamentEvents.name,
      createdBy: tournamentEvents.createdBy,
      taxCountry: tournamentEvents.taxCountry,
      taxRegion: tournamentEvents.taxRegion,
    })
    .from(tournamentEvents)
    .where(eq(tournamentEvents.id, registration.eventId));
  // Split as an online payment is (tax by the event's tax place, the platform's fee), so the ledger and the
  // director's earnings agree whichever way the fee was paid. What staff record is what the payer handed over,
  // tax included: an exclusive rate is carved out of it as an inclusive one would be, never added on top.
  const terms = event
    ? await eventPriceTerms(tx, event)
    : { tax: null, platformFeeBp: (await readPaymentSettings(tx)).platformFeeBp };
  const quote: Quote = priceQuote({
    currency: registration.currency,
    lines: [
      {
        label: `${event?.name ?? 'Entry fee'} — ${registration.entrantName}`.slice(0, 200),
        amountMinor: record.amountMinor,
        registrationId: registration.id,
      },
    ],
    discount: null,
    tax: terms.tax ? { ...terms.tax, inclusive: true } : null,
    platformFeeBp: terms.platformFeeBp,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: 'registration',
      provider: 'offline',
      offlineMethod: record.method,
      status: 'pending',
      userId: registration.userId,
      payeeUserId: event?.createdBy ?? null,
      eventId: registration.eventId,
      seriesId: registration.seriesId,
      // The event's name (the purpose is named in the reader's language where it is shown).
      description: `${event?.name ?? ''}${record.note ? ` (${record.note})` : ''}`.slice(0, 300),
      quote,
      amountMinor: record.amountMinor,
      taxMinor: quote.taxMinor,
      platformFeeMinor: quote.platformFeeMinor,
      currency: registration.currency,
      recordedBy: record.recordedBy,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment not written');
  await tx
    .insert(paymentRegistrations)
    .values({ paymentId: payment.id, registrationId: registration.id, amountMinor: record.amountMinor });
  const outcome = await applyPaymentSucceeded(tx, deps, payment.id, {
    recordedBy: record.recordedBy,
    method: record.registrationMethod ?? 'offline',
  });
  return { paymentId: payment.id, after: outcome.after, expireSessions };
}

/** POST …/registrations/:registrationId/payment: the director's record of money taken offline. */
export async function recordOfflinePayment(deps: PaymentDeps, record: OfflinePaymentRecord): Promise<string> {
  const result = await deps.db.transaction((tx) => recordOfflinePaymentInTx(tx, deps, record));
  const provider = providerOf(deps.config);
  runAfter(deps.log, [
    ...result.after,
    ...result.expireSessions.map((sessionId) => () => provider.expireCheckout(sessionId)),
  ]);
  return result.paymentId;
}

/**
 * Inside the caller's transaction: money for another feature's purpose (a charter booking's balance at the dock)
 * taken in person, written as an offline payment and settled through the same path as an online one (the ledger on
 * cash:offline, the platform's fee as quoted, a receipt, the purpose's settlement). `beforeSettle` links the payment
 * to what it pays for before the settlement looks for it.
 */
export async function recordOfflinePurposePaymentInTx(
  tx: Db,
  deps: PaymentDeps | null,
  record: {
    purpose: PaymentPurpose;
    userId: string;
    payeeUserId: string | null;
    description: string;
    quote: Quote;
    method: OfflineMethod;
    recordedBy: string;
    beforeSettle?: (paymentId: string) => Promise<void>;
  },
): Promise<{ paymentId: string; after: AfterCommit[] }> {
  const [payment] = await tx
    .insert(payments)
    .values({
      purpose: record.purpose,
      provider: 'offline',
      offlineMethod: record.method,
      status: 'pending',
      userId: record.userId,
      payeeUserId: record.payeeUserId,
      description: record.description.slice(0, 300),
      quote: record.quote,
      amountMinor: record.quote.totalMinor,
      taxMinor: record.quote.taxMinor,
      platformFeeMinor: record.quote.platformFeeMinor,
      currency: record.quote.currency,
      recordedBy: record.recordedBy,
    })
    .returning({ id: payments.id });
  if (!payment) throw new Error('payment not written');
  await record.beforeSettle?.(payment.id);
  const outcome = await applyPaymentSucceeded(tx, deps, payment.id, { recordedBy: record.recordedBy });
  return { paymentId: payment.id, after: outcome.after };
}
