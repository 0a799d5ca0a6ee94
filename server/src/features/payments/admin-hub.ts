import { sql, type SQL } from 'drizzle-orm';
import type { PaymentList, PaymentView } from '@tightlines/domain/payments/contract';
import type { z } from 'zod';
import type { AdminPaymentsQuerySchema } from '@tightlines/domain/payments/contract';
import type { Db } from '#server/db/client';
import { afterCursor, decodeCursor, encodeCursor, iso, personNameSql } from './admin-hub-shared';
import { presentPaymentsByIds } from './views';

/**
 * The admin financial hub's lists (issue 17, subs-hub): payments, refunds and disputes, newest first, keyset paged
 * on (created_at, id). Payments are presented by views.ts, the one presenter of a payment for payers, directors
 * and admins.
 */

type AdminPaymentsQuery = z.infer<typeof AdminPaymentsQuerySchema>;

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;

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

/** GET /api/admin/payments: filtered and keyset paged here, presented as every payment is (views.ts). */
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
  const rows = await db.execute<{ id: string; created_at: string }>(sql`
    select p.id, p.created_at
    from payments p join "user" u on u.id = p.user_id left join profiles pf on pf.id = p.user_id
    where ${sql.join(filters, sql` and `)}
    order by p.created_at desc, p.id desc
    limit ${query.limit + 1}`);
  const { items, nextCursor } = page(rows.rows, query.limit);
  return {
    items: await presentPaymentsByIds(
      db,
      items.map((row) => row.id),
    ),
    nextCursor,
  };
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
