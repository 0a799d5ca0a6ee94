import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { discountCodes, discountRedemptions, payments } from '#server/db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** The payment under a row lock (inside the caller's transaction). */
export async function lockPayment(tx: Db, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row ?? null;
}

export async function paymentById(db: Db, paymentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row ?? null;
}

export async function paymentIdByProvider(
  db: Db,
  by: { sessionId?: string | null; paymentIntentId?: string | null },
): Promise<string | null> {
  if (by.sessionId) {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerSessionId, by.sessionId));
    if (row) return row.id;
  }
  if (by.paymentIntentId) {
    const [row] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerPaymentId, by.paymentIntentId));
    if (row) return row.id;
  }
  return null;
}

export interface PaymentRegistrationRow extends Record<string, unknown> {
  registration_id: string;
  share_minor: number;
  event_id: string;
  user_id: string;
  status: string;
  payment_status: string;
  entrant_name: string;
  event_name: string;
}

/** The registrations a payment pays for, locked in a stable order (inside the caller's transaction). */
export async function lockPaymentRegistrations(tx: Db, paymentId: string): Promise<PaymentRegistrationRow[]> {
  const result = await tx.execute<PaymentRegistrationRow>(sql`
    select r.id as registration_id, pr.amount_minor as share_minor, r.event_id, r.user_id, r.status,
      r.payment_status, r.entrant_name, e.name as event_name
    from payment_registrations pr
    join tournament_registrations r on r.id = pr.registration_id
    join tournament_events e on e.id = r.event_id
    where pr.payment_id = ${paymentId}::uuid
    order by r.id
    for update of r`);
  return result.rows.map((row) => ({ ...row, share_minor: Number(row.share_minor) }));
}

/** Gives a payment's discount use back (a failed, expired or cancelled payment). */
export async function releaseRedemption(tx: Db, paymentId: string): Promise<void> {
  const deleted = await tx
    .delete(discountRedemptions)
    .where(eq(discountRedemptions.paymentId, paymentId))
    .returning({ codeId: discountRedemptions.discountCodeId });
  for (const { codeId } of deleted)
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
}

/** Who hears of an event's money (disputes): its creator, its added directors and every admin. */
export async function staffOfEvent(db: Db, eventId: string | null): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select ur.user_id from user_roles ur where ur.role = 'admin'
    union
    select e.created_by from tournament_events e where e.id = ${eventId}::uuid and e.created_by is not null
    union
    select d.user_id from tournament_event_directors d where d.event_id = ${eventId}::uuid`);
  return result.rows.map((row) => row.user_id);
}

/** Pending payments holding one of these registrations (a new checkout replaces them). */
export async function pendingPaymentsOf(tx: Db, registrationIds: string[]): Promise<PaymentRow[]> {
  if (registrationIds.length === 0) return [];
  const result = await tx.execute<{ id: string }>(sql`
    select distinct p.id from payments p
    join payment_registrations pr on pr.payment_id = p.id
    where p.status = 'pending'
      and pr.registration_id in (${sql.join(
        registrationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  const rows: PaymentRow[] = [];
  for (const { id } of result.rows) {
    const row = await lockPayment(tx, id);
    if (row && row.status === 'pending') rows.push(row);
  }
  return rows;
}

export async function setPayment(tx: Db, paymentId: string, values: Partial<typeof payments.$inferInsert>) {
  await tx
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId)));
}
