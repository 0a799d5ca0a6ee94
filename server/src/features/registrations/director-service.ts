import type {
  CodeCheckResult,
  DirectorRegistration,
  DirectorRegistrationList,
  DirectorRegistrationsQuery,
  QrCode,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import type { tournamentEvents } from '#server/db/schema';
import { AppError } from '#server/lib/errors';
import { isDemoAccount } from '#server/auth/repo';
import { presentDirectorRegistration } from './presenter';
import {
  deskCounts,
  deskRegistrations,
  insertDeskAudit,
  lockPaymentStatus,
  registrationByCheckInCode,
  registrationById,
  setCheckedIn,
  setCheckedOut,
  type RegistrationRow,
} from './repo';
import { qrOf, registrationNotFound } from './service';
import { recordOfflinePaymentInTx } from '#server/features/payments/offline';

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
  const [rows, counts] = await Promise.all([
    deskRegistrations(db, event.id, {
      status: query.status ?? 'registered',
      payment: query.payment,
      checkIn: query.checkIn,
      q: query.q,
    }),
    deskCounts(db, event.id),
  ]);
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
    counts,
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
  // Payments (issue 17): pay-core — through the offline payment path, so the ledger and a receipt are written.
  await recordOfflinePaymentInTx(tx, null, {
    eventId: row.event_id,
    registrationId: row.id,
    method: 'cash',
    amountMinor: Number(row.fee_minor),
    recordedBy: actorId,
    registrationMethod: 'check_in',
  });
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
    await setCheckedIn(tx, row.id);
    if (markPaid && row.payment_status !== 'paid') await recordPayment(tx, row, actorId);
    await insertDeskAudit(tx, {
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
    await setCheckedOut(tx, row.id);
    await insertDeskAudit(tx, { eventId, registrationId: row.id, actorId, action: 'checked_out' });
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
    if ((await lockPaymentStatus(tx, row.id)) === 'paid') throw AppError.of(409, 'alreadyPaid');
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
  const row = await registrationByCheckInCode(db, eventId, code);
  if (!row) throw AppError.of(404, 'checkInCodeInvalid');
  if (row.checked_in_at && !row.checked_out_at)
    return { action: 'checked_out', registration: await checkOut(db, actorId, eventId, row.id) };
  return { action: 'checked_in', registration: await checkIn(db, actorId, eventId, row.id, false) };
}
