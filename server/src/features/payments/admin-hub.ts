import { sql, type SQL } from 'drizzle-orm';
import {
  QuoteSchema,
  type PaymentList,
  type PaymentView,
  type Quote,
} from '@tightlines/domain/payments/contract';
import type { z } from 'zod';
import type { AdminPaymentsQuerySchema } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { afterCursor, decodeCursor, encodeCursor, iso, personNameSql } from './admin-hub-shared';

/**
 * The admin financial hub's lists (issue 17, subs-hub): payments, refunds and disputes, newest first, keyset paged
 * on (created_at, id). Presented from the tables here (the payer's own view is pay-core's; same shape).
 */

type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

const EMPTY_QUOTE = (currency: string, total: number): Quote => ({
  currency,
  lines: [],
  subtotalMinor: total,
  discountMinor: 0,
  discountCode: null,
  discountError: null,
  taxMinor: 0,
  taxRate: null,
  totalMinor: total,
  platformFeeMinor: 0,
});

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

type PaymentRow = {
  id: string;
  purpose: string;
  provider: string;
  offline_method: string | null;
  status: string;
  user_id: string;
  display_name: string;
  description: string;
  quote: unknown;
  amount_minor: number;
  currency: string;
  refunded_minor: number;
  hold_expires_at: string | null;
  failure_reason: string | null;
  paid_at: string | null;
  created_at: string;
};

/** Payment views for rows (registrations, receipt, refunds and dispute read in four queries for the page). */
export async function presentPayments(db: Db, rows: PaymentRow[]): Promise<PaymentView[]> {
  if (rows.length === 0) return [];
  const ids = sql.join(
    rows.map((row) => sql`${row.id}::uuid`),
    sql`, `,
  );
  const [registrations, receipts, refunds, disputes] = await Promise.all([
    db.execute<{
      payment_id: string;
      id: string;
      event_id: string;
      event_name: string;
      entrant_name: string;
    }>(sql`
      select pr.payment_id, r.id, r.event_id, coalesce(e.name, '') as event_name, r.entrant_name
      from payment_registrations pr
      join tournament_registrations r on r.id = pr.registration_id
      left join tournament_events e on e.id = r.event_id
      where pr.payment_id in (${ids})`),
    db.execute<{ payment_id: string; id: string; number: string }>(sql`
      select distinct on (payment_id) payment_id, id, number from invoices
      where kind = 'receipt' and payment_id in (${ids}) order by payment_id, issued_at`),
    db.execute<{
      payment_id: string;
      id: string;
      amount_minor: number;
      currency: string;
      reason: string;
      note: string;
      status: string;
      created_at: string;
    }>(sql`
      select payment_id, id, amount_minor, currency, reason, note, status, created_at from refunds
      where payment_id in (${ids}) order by created_at`),
    db.execute<DisputeRow>(sql`
      select distinct on (d.payment_id) d.id, d.payment_id, d.amount_minor, d.currency, d.reason, d.status,
        d.evidence_due_by, d.evidence_submitted_at, d.created_at
      from disputes d where d.payment_id in (${ids}) order by d.payment_id, d.created_at desc`),
  ]);
  const group = <T extends { payment_id: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const item of list) map.set(item.payment_id, [...(map.get(item.payment_id) ?? []), item]);
    return map;
  };
  const regs = group(registrations.rows);
  const receiptBy = new Map(receipts.rows.map((row) => [row.payment_id, row]));
  const refundsBy = group(refunds.rows);
  const disputeBy = new Map(disputes.rows.map((row) => [row.payment_id, row]));
  return rows.map((row) => {
    const parsed = QuoteSchema.safeParse(row.quote);
    const receipt = receiptBy.get(row.id);
    const dispute = disputeBy.get(row.id);
    return {
      id: row.id,
      purpose: row.purpose as PaymentView['purpose'],
      provider: row.provider as PaymentView['provider'],
      offlineMethod: (row.offline_method as PaymentView['offlineMethod']) ?? null,
      status: row.status as PaymentView['status'],
      payer: { userId: row.user_id, displayName: row.display_name },
      description: row.description,
      quote: parsed.success ? parsed.data : EMPTY_QUOTE(row.currency, Number(row.amount_minor)),
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      refundedMinor: Number(row.refunded_minor),
      registrations: (regs.get(row.id) ?? []).map((reg) => ({
        id: reg.id,
        eventId: reg.event_id,
        eventName: reg.event_name,
        entrantName: reg.entrant_name,
      })),
      receipt: receipt ? { id: receipt.id, number: receipt.number } : null,
      refunds: (refundsBy.get(row.id) ?? []).map((refund) => ({
        id: refund.id,
        amountMinor: Number(refund.amount_minor),
        currency: refund.currency,
        reason: refund.reason as PaymentView['refunds'][number]['reason'],
        note: refund.note,
        status: refund.status as PaymentView['refunds'][number]['status'],
        createdAt: iso(refund.created_at)!,
      })),
      dispute: dispute ? presentDispute(dispute) : null,
      holdExpiresAt: iso(row.hold_expires_at),
      failureReason: row.failure_reason,
      paidAt: iso(row.paid_at),
      createdAt: iso(row.created_at)!,
    };
  });
}

type DisputeRow = {
  id: string;
  payment_id: string;
  amount_minor: number;
  currency: string;
  reason: string;
  status: string;
  evidence_due_by: string | null;
  evidence_submitted_at: string | null;
  created_at: string;
};

function presentDispute(row: DisputeRow) {
  return {
    id: row.id,
    paymentId: row.payment_id,
    amountMinor: Number(row.amount_minor),
    currency: row.currency,
    reason: row.reason,
    status: row.status as NonNullable<PaymentView['dispute']>['status'],
    evidenceDueBy: iso(row.evidence_due_by),
    evidenceSubmittedAt: iso(row.evidence_submitted_at),
    createdAt: iso(row.created_at)!,
  };
}

function page<T extends { created_at: string; id: string }>(rows: T[], limit: number) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null };
}

export async function adminPayments(db: Db, query: AdminPaymentsQuery): Promise<PaymentList> {
  const keyset = decodeCursor(query.cursor);
  const filters: SQL[] = [afterCursor('p', keyset)];
  if (query.status) filters.push(sql`p.status = ${query.status}`);
  if (query.purpose) filters.push(sql`p.purpose = ${query.purpose}`);
  if (query.provider) filters.push(sql`p.provider = ${query.provider}`);
  if (query.q) {
    const like = likeOf(query.q);
    filters.push(sql`(lower(p.description) like ${like} or lower(u.email) like ${like}
      or lower(${personNameSql('u', 'pf')}) like ${like} or p.id::text = ${query.q.toLowerCase()})`);
  }
  const rows = await db.execute<PaymentRow>(sql`
    select p.id, p.purpose, p.provider, p.offline_method, p.status, p.user_id,
      ${personNameSql('u', 'pf')} as display_name, p.description, p.quote, p.amount_minor, p.currency,
      p.refunded_minor, p.hold_expires_at, p.failure_reason, p.paid_at, p.created_at
    from payments p join "user" u on u.id = p.user_id left join profiles pf on pf.id = p.user_id
    where ${sql.join(filters, sql` and `)}
    order by p.created_at desc, p.id desc
    limit ${query.limit + 1}`);
  const { items, nextCursor } = page(rows.rows, query.limit);
  return { items: await presentPayments(db, items), nextCursor };
}

export async function adminRefunds(db: Db, cursor: string | undefined, limit: number) {
  const keyset = decodeCursor(cursor);
  const rows = await db.execute<{
    id: string;
    payment_id: string;
    amount_minor: number;
    currency: string;
    reason: string;
    note: string;
    status: string;
    created_at: string;
    payer_name: string;
    description: string;
  }>(sql`
    select rf.id, rf.payment_id, rf.amount_minor, rf.currency, rf.reason, rf.note, rf.status, rf.created_at,
      ${personNameSql('u', 'pf')} as payer_name, p.description
    from refunds rf join payments p on p.id = rf.payment_id
    join "user" u on u.id = p.user_id left join profiles pf on pf.id = p.user_id
    where ${afterCursor('rf', keyset)}
    order by rf.created_at desc, rf.id desc
    limit ${limit + 1}`);
  const { items, nextCursor } = page(rows.rows, limit);
  return {
    items: items.map((row) => ({
      id: row.id,
      paymentId: row.payment_id,
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      reason: row.reason as PaymentView['refunds'][number]['reason'],
      note: row.note,
      status: row.status as PaymentView['refunds'][number]['status'],
      createdAt: iso(row.created_at)!,
      payerName: row.payer_name,
      description: row.description,
    })),
    nextCursor,
  };
}

export async function adminDisputes(db: Db, cursor: string | undefined, limit: number) {
  const keyset = decodeCursor(cursor);
  const rows = await db.execute<DisputeRow & { payer_name: string; description: string }>(sql`
    select d.id, d.payment_id, d.amount_minor, d.currency, d.reason, d.status, d.evidence_due_by,
      d.evidence_submitted_at, d.created_at, ${personNameSql('u', 'pf')} as payer_name, p.description
    from disputes d join payments p on p.id = d.payment_id
    join "user" u on u.id = p.user_id left join profiles pf on pf.id = p.user_id
    where ${afterCursor('d', keyset)}
    order by d.created_at desc, d.id desc
    limit ${limit + 1}`);
  const { items, nextCursor } = page(rows.rows, limit);
  return {
    items: items.map((row) => ({
      ...presentDispute(row),
      payerName: row.payer_name,
      description: row.description,
    })),
    nextCursor,
  };
}
