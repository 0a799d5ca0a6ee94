import { sql } from 'drizzle-orm';
import type { InvoiceKind, InvoiceLine, InvoiceState } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { invoices } from '#server/db/schema';

export interface InvoiceDraft {
  kind: InvoiceKind;
  status: InvoiceState;
  userId: string | null;
  customerName: string;
  customerEmail: string;
  lines: InvoiceLine[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  currency: string;
  paymentId?: string | null;
  refundId?: string | null;
  subscriptionId?: string | null;
  dueAt?: Date | null;
  paidAt?: Date | null;
  issuedAt?: Date;
}

/** TL-2026-000042. */
export function invoiceNumber(year: number, sequence: number): string {
  return `TL-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Issues an invoice, receipt or credit note with the next number of its year — inside the caller's transaction:
 * the year's counter row is locked and bumped there, so numbers have no gaps (a rolled-back payment returns its
 * number) and two issuers never share one (ADR 027).
 */
export async function issueInvoice(tx: Db, draft: InvoiceDraft): Promise<{ id: string; number: string }> {
  const issuedAt = draft.issuedAt ?? new Date();
  const year = issuedAt.getUTCFullYear();
  const counter = await tx.execute<{ last_number: number }>(sql`
    insert into invoice_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_counters.last_number + 1
    returning last_number`);
  const sequence = Number(counter.rows[0]?.last_number);
  const number = invoiceNumber(year, sequence);
  const [row] = await tx
    .insert(invoices)
    .values({
      number,
      year,
      sequence,
      kind: draft.kind,
      status: draft.status,
      userId: draft.userId,
      customerName: draft.customerName,
      customerEmail: draft.customerEmail,
      lines: draft.lines,
      subtotalMinor: draft.subtotalMinor,
      discountMinor: draft.discountMinor,
      taxMinor: draft.taxMinor,
      totalMinor: draft.totalMinor,
      currency: draft.currency,
      paymentId: draft.paymentId ?? null,
      refundId: draft.refundId ?? null,
      subscriptionId: draft.subscriptionId ?? null,
      issuedAt,
      dueAt: draft.dueAt ?? null,
      paidAt: draft.paidAt ?? null,
    })
    .returning({ id: invoices.id });
  if (!row) throw new Error('invoice not written');
  return { id: row.id, number };
}
