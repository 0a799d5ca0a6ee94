import { and, eq, sql, type SQL } from 'drizzle-orm';
import type {
  CodeCheckResult,
  DirectorRegistration,
  DirectorRegistrationList,
  DirectorRegistrationsQuery,
  QrCode,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import {
  catchAuditLog,
  registrationPayments,
  tournamentEvents,
  tournamentRegistrations,
} from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { isDemoAccount } from '#server/auth/demo-account';
import { presentDirectorRegistration } from './presenter';
import { registrationById, selectRegistrations, type RegistrationRow } from './repo';
import { qrOf, registrationNotFound } from './service';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The part of the event row the desk's header shows (the row requireEventDirector loaded). */
export type DeskEvent = Pick<
  typeof tournamentEvents.$inferSelect,
  'id' | 'name' | 'startDate' | 'endDate' | 'location' | 'timeZone' | 'participantsCap' | 'registeredCount'
>;

/** An event's registrations with the desk's filters (status, payment, check-in, name search). */
export async function eventRegistrations(
  db: Db,
  event: DeskEvent,
  query: DirectorRegistrationsQuery,
  viewerId: string,
): Promise<DirectorRegistrationList> {
  const eventId = event.id;
  const filters: SQL[] = [sql`r.event_id = ${eventId}::uuid`];
  const status = query.status ?? 'registered';
  filters.push(status === 'all' ? sql`r.status <> 'draft'` : sql`r.status = ${status}`);
  if (query.payment) filters.push(sql`r.payment_status = ${query.payment}`);
  if (query.checkIn === 'in') filters.push(sql`r.checked_in_at is not null and r.checked_out_at is null`);
  if (query.checkIn === 'out') filters.push(sql`r.checked_out_at is not null`);
  if (query.checkIn === 'not') filters.push(sql`r.checked_in_at is null`);
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    filters.push(sql`(lower(r.entrant_name) like ${like} or lower(coalesce(r.boat_name, '')) like ${like})`);
  }
  const [rows, counts] = await Promise.all([
    selectRegistrations(
      db,
      sql.join(filters, sql` and `),
      sql`order by r.entrant_name asc, r.created_at asc limit 1000`,
    ),
    db.execute<{ registered: string; checked_in: string; paid: string }>(sql`
      select count(*) as registered,
        count(*) filter (where checked_in_at is not null and checked_out_at is null) as checked_in,
        count(*) filter (where payment_status = 'paid') as paid
      from tournament_registrations where event_id = ${eventId}::uuid and status = 'registered'`),
  ]);
  const count = counts.rows[0];
  const viewerIsDemo = await isDemoAccount(db, viewerId);
  return {
    event: {
      id: event.id,
      name: event.name,
      startDate: event.startDate,
      endDate: event.endDate,
      location: event.location,
      timeZone: event.timeZone,
      participantsCap: event.participantsCap,
      registeredCount: event.registeredCount,
    },
    counts: {
      registered: Number(count?.registered ?? 0),
      checkedIn: Number(count?.checked_in ?? 0),
      paid: Number(count?.paid ?? 0),
    },
    items: rows.map((row) => presentDirectorRegistration(row, viewerIsDemo)),
  };
}

async function liveRegistration(db: Db, eventId: string, registrationId: string): Promise<RegistrationRow> {
  const row = await registrationById(db, registrationId);
  if (!row || row.event_id !== eventId || row.status === 'draft') throw registrationNotFound();
  if (row.status !== 'registered') throw AppError.of(409, 'registrationNotActive');
  return row;
}

/** Records the fee as paid: the payment row and payment_status in one transaction (paid never without a payment). */
async function recordPayment(tx: Db, row: RegistrationRow, actorId: string): Promise<void> {
  await tx.insert(registrationPayments).values({
    registrationId: row.id,
    amountMinor: Number(row.fee_minor),
    currency: row.currency,
    method: 'check_in',
    recordedBy: actorId,
  });
  await tx
    .update(tournamentRegistrations)
    .set({ paymentStatus: 'paid' })
    .where(eq(tournamentRegistrations.id, row.id));
}

async function present(db: Db, registrationId: string, viewerId: string): Promise<DirectorRegistration> {
  const row = await registrationById(db, registrationId);
  if (!row) throw registrationNotFound();
  return presentDirectorRegistration(row, await isDemoAccount(db, viewerId));
}

/** Checks a boat in at the dock (again after a check-out, e.g. the next day), optionally marking the fee paid. */
export async function checkIn(
  db: Db,
  actorId: string,
  eventId: string,
  registrationId: string,
  markPaid: boolean,
): Promise<DirectorRegistration> {
  const row = await liveRegistration(db, eventId, registrationId);
  await db.transaction(async (tx) => {
    await tx
      .update(tournamentRegistrations)
      .set({ checkedInAt: new Date(), checkedOutAt: null })
      .where(eq(tournamentRegistrations.id, row.id));
    if (markPaid && row.payment_status !== 'paid') await recordPayment(tx, row, actorId);
    await tx.insert(catchAuditLog).values({
      eventId,
      registrationId: row.id,
      actorId,
      action: 'checked_in',
      details: { markPaid: markPaid && row.payment_status !== 'paid' },
    });
  });
  return present(db, row.id, actorId);
}

export async function checkOut(
  db: Db,
  actorId: string,
  eventId: string,
  registrationId: string,
): Promise<DirectorRegistration> {
  const row = await liveRegistration(db, eventId, registrationId);
  if (!row.checked_in_at || row.checked_out_at) throw AppError.of(409, 'notCheckedIn');
  await db.transaction(async (tx) => {
    await tx
      .update(tournamentRegistrations)
      .set({ checkedOutAt: new Date() })
      .where(eq(tournamentRegistrations.id, row.id));
    await tx
      .insert(catchAuditLog)
      .values({ eventId, registrationId: row.id, actorId, action: 'checked_out' });
  });
  return present(db, row.id, actorId);
}

/** A director marks the fee paid (method check_in). Used by the API and the demo seed. */
export async function markPaid(
  db: Db,
  actorId: string,
  eventId: string,
  registrationId: string,
): Promise<void> {
  const row = await liveRegistration(db, eventId, registrationId);
  if (row.payment_status === 'paid') throw AppError.of(409, 'alreadyPaid');
  await db.transaction(async (tx) => {
    // Re-checked under the row lock: two desks clicking at once record one payment.
    const [locked] = await tx
      .select({ paymentStatus: tournamentRegistrations.paymentStatus })
      .from(tournamentRegistrations)
      .where(and(eq(tournamentRegistrations.id, row.id)))
      .for('update');
    if (locked?.paymentStatus === 'paid') throw AppError.of(409, 'alreadyPaid');
    await recordPayment(tx, row, actorId);
  });
}

export async function markPaidAndPresent(
  db: Db,
  actorId: string,
  eventId: string,
  registrationId: string,
): Promise<DirectorRegistration> {
  await markPaid(db, actorId, eventId, registrationId);
  return present(db, registrationId, actorId);
}

export async function registrationQr(db: Db, eventId: string, registrationId: string): Promise<QrCode> {
  const row = await liveRegistration(db, eventId, registrationId);
  return qrOf(row.check_in_code);
}

/** A scanned code: checks the boat in, or out when it is on the water. */
export async function checkInByCode(
  db: Db,
  actorId: string,
  eventId: string,
  code: string,
): Promise<CodeCheckResult> {
  const [row] = await selectRegistrations(
    db,
    sql`r.check_in_code = ${code} and r.event_id = ${eventId}::uuid and r.status = 'registered'`,
  );
  if (!row) throw AppError.of(404, 'checkInCodeInvalid');
  if (row.checked_in_at && !row.checked_out_at)
    return { action: 'checked_out', registration: await checkOut(db, actorId, eventId, row.id) };
  return { action: 'checked_in', registration: await checkIn(db, actorId, eventId, row.id, false) };
}
