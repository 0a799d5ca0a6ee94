import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  QuoteSchema,
  type PaymentList,
  type PaymentView,
  type Quote,
  type RefundView,
} from '@tightlines/domain/payments/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import type { Db } from '#server/db/client';
import { displayNameSql } from '#server/db/display-name';
import { disputes, invoices, payments, refunds } from '#server/db/schema';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { AppError } from '#server/lib/errors';
import { mayActOnEventMoney } from './guards';
import type { PaymentRow } from './repo';

const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** A quote as stored, or a single-amount one when the row's is not a quote (rows written before quotes were kept). */
function quoteOf(payment: PaymentRow): Quote {
  const parsed = QuoteSchema.safeParse(payment.quote);
  if (parsed.success) return parsed.data;
  return {
    currency: payment.currency,
    lines: [],
    subtotalMinor: payment.amountMinor,
    discountMinor: 0,
    discountCode: null,
    discountError: null,
    taxMinor: 0,
    taxRate: null,
    totalMinor: payment.amountMinor,
    platformFeeMinor: 0,
  };
}

interface ViewRow extends Record<string, unknown> {
  id: string;
  at_text: string;
  payer_name: string;
}

/** Payments as PaymentViewSchema: registrations, receipt, refunds and the latest dispute read in a few queries. */
export async function presentPayments(db: Db, list: PaymentRow[]): Promise<PaymentView[]> {
  if (list.length === 0) return [];
  const ids = list.map((payment) => payment.id);
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [payers, registrations, receipts, refundRows, disputeRows] = await Promise.all([
    db.execute<{ id: string; name: string }>(sql`
      select u.id, ${displayNameSql('p')} as name from "user" u left join profiles p on p.id = u.id
      where u.id in (${sql.join(
        [...new Set(list.map((payment) => payment.userId))].map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
    db.execute<{
      payment_id: string;
      id: string;
      event_id: string;
      event_name: string;
      entrant_name: string;
    }>(sql`
      select pr.payment_id, r.id, r.event_id, e.name as event_name, r.entrant_name
      from payment_registrations pr
      join tournament_registrations r on r.id = pr.registration_id
      join tournament_events e on e.id = r.event_id
      where pr.payment_id in (${idList}) order by e.start_date, r.id`),
    db
      .select({ id: invoices.id, number: invoices.number, paymentId: invoices.paymentId })
      .from(invoices)
      .where(and(inArray(invoices.paymentId, ids), eq(invoices.kind, 'receipt'))),
    db.select().from(refunds).where(inArray(refunds.paymentId, ids)).orderBy(desc(refunds.createdAt)),
    db.select().from(disputes).where(inArray(disputes.paymentId, ids)).orderBy(desc(disputes.createdAt)),
  ]);
  const nameOf = new Map(payers.rows.map((row) => [row.id, row.name]));
  return list.map((payment) => {
    const receipt = receipts.find((row) => row.paymentId === payment.id);
    const dispute = disputeRows.find((row) => row.paymentId === payment.id);
    return {
      id: payment.id,
      purpose: payment.purpose as PaymentView['purpose'],
      provider: payment.provider as PaymentView['provider'],
      offlineMethod: (payment.offlineMethod ?? null) as PaymentView['offlineMethod'],
      status: payment.status as PaymentView['status'],
      payer: { userId: payment.userId, displayName: nameOf.get(payment.userId) ?? 'Angler' },
      description: payment.description,
      quote: quoteOf(payment),
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      refundedMinor: refundRows
        .filter((row) => row.paymentId === payment.id && row.status === 'succeeded')
        .reduce((sum, row) => sum + row.amountMinor, 0),
      registrations: registrations.rows
        .filter((row) => row.payment_id === payment.id)
        .map((row) => ({
          id: row.id,
          eventId: row.event_id,
          eventName: row.event_name,
          entrantName: row.entrant_name,
        })),
      receipt: receipt ? { id: receipt.id, number: receipt.number } : null,
      refunds: refundRows
        .filter((row) => row.paymentId === payment.id)
        .map((row): RefundView => ({
          id: row.id,
          amountMinor: row.amountMinor,
          currency: row.currency,
          reason: row.reason as RefundView['reason'],
          note: row.note,
          status: row.status as RefundView['status'],
          createdAt: row.createdAt.toISOString(),
        })),
      dispute: dispute
        ? {
            id: dispute.id,
            paymentId: dispute.paymentId,
            amountMinor: dispute.amountMinor,
            currency: dispute.currency,
            reason: dispute.reason,
            status: dispute.status as NonNullable<PaymentView['dispute']>['status'],
            evidenceDueBy: iso(dispute.evidenceDueBy),
            evidenceSubmittedAt: iso(dispute.evidenceSubmittedAt),
            createdAt: dispute.createdAt.toISOString(),
          }
        : null,
      holdExpiresAt: payment.status === 'pending' ? iso(payment.holdExpiresAt) : null,
      failureReason: payment.failureReason,
      paidAt: iso(payment.paidAt),
      createdAt: payment.createdAt.toISOString(),
    };
  });
}

/** Whether this person may see the payment: its payer, a director of its event, an admin. */
export async function canSeePayment(
  db: Db,
  payment: PaymentRow,
  viewer: { id: string; roles: readonly Role[] },
): Promise<boolean> {
  return payment.userId === viewer.id || mayActOnEventMoney(db, payment.eventId, viewer);
}

/** GET /api/payments/:paymentId: 404 paymentNotFound for anyone who may not see it. */
export async function getPayment(
  db: Db,
  viewer: { id: string; roles: readonly Role[] },
  paymentId: string,
): Promise<PaymentView> {
  const payment = await paymentRowById(db, paymentId);
  if (!payment || !(await canSeePayment(db, payment, viewer))) throw AppError.of(404, 'paymentNotFound');
  return (await presentPayments(db, [payment]))[0]!;
}

/** Presented payments for ids, in the order of the ids (a page already sorted and filtered by the caller). */
export async function presentPaymentsByIds(db: Db, ids: string[]): Promise<PaymentView[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(payments).where(inArray(payments.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return presentPayments(
    db,
    ids.map((id) => byId.get(id)).filter((row): row is PaymentRow => Boolean(row)),
  );
}

async function paymentRowById(db: Db, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

/** GET /api/payments/mine: my payments, newest first (keyset pages). */
export async function myPayments(
  db: Db,
  userId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PaymentList> {
  const cursor = decodeCursor(query.cursor);
  const keyset = cursor
    ? sql`and (p.created_at, p.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const page = await db.execute<ViewRow>(sql`
    select p.id, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_text
    from payments p where p.user_id = ${userId}::uuid ${keyset}
    order by p.created_at desc, p.id desc limit ${query.limit + 1}`);
  const rows = page.rows.slice(0, query.limit);
  const last = rows.at(-1);
  return {
    items: await presentPaymentsByIds(
      db,
      rows.map((row) => row.id),
    ),
    nextCursor:
      page.rows.length > query.limit && last ? encodeCursor({ at: last.at_text, id: last.id }) : null,
  };
}
