import { activateSubscriptionForInvoice, notifySubscriptionActivated } from './subscriptions';
import type { NotifyDeps } from '#server/features/notifications/service';
import { eq } from 'drizzle-orm';
import { account } from '@tightlines/domain/payments/ledger';
import { priceQuote } from '@tightlines/domain/payments/pricing';
import type {
  Invoice,
  ManualInvoiceInputSchema,
  MarkInvoicePaidSchema,
  Quote,
} from '@tightlines/domain/payments/contract';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { invoices, payments, user } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { issueInvoice } from './invoice-numbers';
import {
  invoiceById,
  invoiceNotFound,
  presentInvoice,
  sendInvoiceMail,
  type InvoiceMailDeps,
} from './invoices';
import { postLedger } from './ledger';
import { taxRateById } from './tax-rates';

type ManualInvoiceInput = z.output<typeof ManualInvoiceInputSchema>;
type MarkPaidInput = z.output<typeof MarkInvoicePaidSchema>;

const DAY_MS = 86_400_000;
const MAX_INVOICE_MINOR = 100_000_000;

/**
 * POST /api/admin/invoices: an invoice to a member (offline subscriptions, sponsorships), priced like a checkout
 * (domain priceQuote: the lines, then the tax rate, no platform fee split — the platform keeps it all), numbered in
 * the issuing transaction, then e-mailed with its PDF.
 */
export async function createManualInvoice(
  deps: InvoiceMailDeps,
  input: ManualInvoiceInput,
): Promise<Invoice> {
  const [customer] = await deps.db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, input.userId));
  if (!customer) throw AppError.of(404, 'userNotFound');
  const rate = input.taxRateId ? await taxRateById(deps.db, input.taxRateId) : null;
  if (input.taxRateId && !rate) throw AppError.of(404, 'taxRateNotFound');
  const quote = priceQuote({
    currency: input.currency,
    lines: input.lines.map((line) => ({
      label: line.label,
      amountMinor: line.unitMinor * line.quantity,
      registrationId: null,
    })),
    discount: null,
    tax: rate ? { name: rate.name, rateBp: rate.rateBp, inclusive: rate.inclusive } : null,
    platformFeeBp: 0,
  });
  // Each field is in range; their product and sum must be too (the amounts are 32-bit minor units).
  if (quote.totalMinor > MAX_INVOICE_MINOR)
    throw AppError.of(400, 'invalidInput', { lines: 'The invoice total is too large' });
  const issuedAt = new Date();
  const issued = await deps.db.transaction((tx) =>
    issueInvoice(tx, {
      kind: 'invoice',
      status: 'open',
      userId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      lines: input.lines,
      subtotalMinor: quote.subtotalMinor,
      discountMinor: 0,
      taxMinor: quote.taxMinor,
      totalMinor: quote.totalMinor,
      currency: input.currency,
      issuedAt,
      dueAt: new Date(issuedAt.getTime() + input.dueDays * DAY_MS),
    }),
  );
  await sendInvoiceMail(deps, issued.id);
  const row = await invoiceById(deps.db, issued.id);
  return presentInvoice(row!);
}

/**
 * POST …/mark-paid: money received offline for an open invoice. In one transaction: a succeeded offline payment
 * (purpose 'invoice'), the ledger (cash:offline +T, payer −T; payer +T, platform:fees −(T−X), platform:tax −X; source
 * 'invoices'), and the invoice paid.
 */
export async function markInvoicePaid(
  db: Db,
  adminId: string,
  invoiceId: string,
  input: MarkPaidInput,
  /** To tell a subscriber their plan is active (an offline subscription's invoice); null: nobody is told. */
  notifyDeps: NotifyDeps | null = null,
): Promise<Invoice> {
  const after: (() => void)[] = [];
  const row = await db.transaction(async (tx) => {
    const invoice = await invoiceById(tx, invoiceId, true);
    if (!invoice) throw invoiceNotFound();
    if (invoice.status !== 'open' || invoice.kind !== 'invoice' || !invoice.userId)
      throw AppError.of(409, 'invoiceNotOpen');
    const now = new Date();
    const total = invoice.totalMinor;
    const tax = invoice.taxMinor;
    const quote: Quote = {
      currency: invoice.currency,
      lines: presentInvoice(invoice).lines.map((line) => ({
        label: line.quantity > 1 ? `${line.label} × ${line.quantity}` : line.label,
        amountMinor: line.unitMinor * line.quantity,
        registrationId: null,
      })),
      subtotalMinor: invoice.subtotalMinor,
      discountMinor: invoice.discountMinor,
      discountCode: null,
      discountError: null,
      taxMinor: tax,
      taxRate: null,
      totalMinor: total,
      platformFeeMinor: total - tax,
    };
    const [payment] = await tx
      .insert(payments)
      .values({
        purpose: 'invoice',
        provider: 'offline',
        offlineMethod: input.method,
        status: 'succeeded',
        userId: invoice.userId,
        invoiceId: invoice.id,
        description: `${invoice.number}${input.note ? ` — ${input.note}` : ''}`,
        quote,
        amountMinor: total,
        currency: invoice.currency,
        taxMinor: tax,
        platformFeeMinor: total - tax,
        discountMinor: invoice.discountMinor,
        recordedBy: adminId,
        paidAt: now,
      })
      .returning({ id: payments.id });
    const payer = account.payer(invoice.userId);
    await postLedger(tx, {
      kind: 'payment',
      currency: invoice.currency,
      source: invoice.subscriptionId ? 'subscriptions' : 'invoices',
      paymentId: payment!.id,
      payerUserId: invoice.userId,
      memo: `Invoice ${invoice.number} paid (${input.method})`,
      entries: [
        { account: account.cash('offline'), amountMinor: total },
        { account: payer, amountMinor: -total },
        { account: payer, amountMinor: total },
        { account: account.platformFees, amountMinor: -(total - tax) },
        { account: account.tax, amountMinor: -tax },
      ],
    });
    const [paid] = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, paymentId: payment!.id })
      .where(eq(invoices.id, invoice.id))
      .returning();
    // An offline subscription starts when its invoice is paid (subs-hub).
    const activated = await activateSubscriptionForInvoice(tx, invoice.id);
    if (activated && notifyDeps) after.push(await notifySubscriptionActivated(notifyDeps, tx, activated));
    return paid!;
  });
  for (const publish of after) publish();
  return presentInvoice(row);
}

/** POST …/void: an open invoice is cancelled (its number stays used: numbering has no gaps, voids show). */
export async function voidInvoice(db: Db, invoiceId: string): Promise<Invoice> {
  const row = await db.transaction(async (tx) => {
    const invoice = await invoiceById(tx, invoiceId, true);
    if (!invoice) throw invoiceNotFound();
    if (invoice.status !== 'open') throw AppError.of(409, 'invoiceNotOpen');
    const [voided] = await tx
      .update(invoices)
      .set({ status: 'void' })
      .where(eq(invoices.id, invoice.id))
      .returning();
    return voided!;
  });
  return presentInvoice(row);
}
