import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  type OpenEvent,
  type QrCode,
  type Registration,
  type RegistrationList,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import { AppError, forbidden } from '#server/lib/errors';
import { hasStarted, presentRegistration } from './presenter';
import {
  eventById,
  freePlace,
  lockRegistration,
  personOf,
  registrationById,
  registrationsOfUser,
  setRegistrationStatus,
} from './repo';
import type { Config } from '#server/config';
import type { Mailer } from '#server/mail/mailer';
// Payments (issue 17): pay-core
import type { PaymentDeps } from '#server/features/payments/deps';
import { cancellationMoney, settleCancellation } from '#server/features/payments/cancellation';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface RegistrationDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export const registrationNotFound = () => AppError.of(404, 'registrationNotFound');
export const secret = (bytes: number) => randomBytes(bytes).toString('base64url');
export async function nameOf(
  db: Db,
  userId: string,
): Promise<{ name: string; firstName: string; email: string }> {
  const row = await personOf(db, userId);
  return { name: row?.name ?? 'Angler', firstName: row?.first_name ?? '', email: row?.email ?? '' };
}

/** A registration for its registrant or one of its anglers. */
export async function getRegistration(
  deps: RegistrationDeps,
  userId: string,
  registrationId: string,
): Promise<Registration> {
  const row = await registrationById(deps.db, registrationId);
  if (!row) throw registrationNotFound();
  const anglerIds = presentRegistration(row, userId).anglers.map((angler) => angler.userId);
  if (row.user_id !== userId && !anglerIds.includes(userId)) throw forbidden();
  return presentRegistration(row, userId);
}

/** Mine: those I made (drafts included) and those I fish in, newest first. */
export async function myRegistrations(deps: RegistrationDeps, userId: string): Promise<RegistrationList> {
  const rows = await registrationsOfUser(deps.db, userId);
  return { items: rows.map((row) => presentRegistration(row, userId)) };
}

/**
 * Cancels my registration; a registered one gives its place back in the same transaction. Payments (issue 17):
 * an open checkout of it is withdrawn, and a paid one is refunded by the event's policy after the commit.
 */
export async function cancelRegistration(
  deps: RegistrationDeps & Omit<PaymentDeps, keyof RegistrationDeps>,
  userId: string,
  registrationId: string,
): Promise<Registration> {
  const after = await deps.db.transaction(async (tx) => {
    const row = await lockRegistration(tx, registrationId);
    if (!row) throw registrationNotFound();
    if (row.userId !== userId) throw forbidden();
    if (row.status === 'cancelled') return null;
    if (row.status === 'registered') {
      const event = await eventById(tx, row.eventId);
      if (event && hasStarted(event)) throw AppError.of(409, 'registrationStarted');
    }
    await setRegistrationStatus(tx, row.id, 'cancelled');
    if (row.status === 'registered') await freePlace(tx, row.eventId);
    return cancellationMoney(tx, row.id);
  });
  if (after) await settleCancellation(deps, userId, after);
  return getRegistration(deps, userId, registrationId);
}
/** The registration's check-in QR code (its owner shows it at the dock). */
export async function qrOf(code: string): Promise<QrCode> {
  const svg = await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { code, svg };
}

export async function myRegistrationQr(
  deps: RegistrationDeps,
  userId: string,
  registrationId: string,
): Promise<QrCode> {
  const registration = await getRegistration(deps, userId, registrationId);
  if (!registration.checkInCode) throw AppError.of(409, 'registrationNotActive');
  return qrOf(registration.checkInCode);
}

export type { OpenEvent };
