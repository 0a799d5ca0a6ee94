import {
  SubmitRegistrationSchema,
  type Registration,
  type SubmitRegistrationInput,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { AppError } from '#server/lib/errors';
import {
  boatById,
  completeDraft,
  divisionsOf,
  eventById,
  insertEntryBoat,
  insertRegistration,
  liveTeamRegistration,
  memberIdsOf,
  recordNoFeePayment,
  replaceAnglers,
  takePlaces,
  teamById,
  type EventRow,
} from './repo';
import { nameOf, secret, getRegistration, type RegistrationDeps } from './service';
import { isOpen } from './options';
import { announceRegistration, type RegistrationNoticeDeps } from './notices';
// Payments (issue 17): pay-core
import { holdUntilFor } from '#server/features/payments/holds';

export interface EntryInput {
  entry: 'team' | 'solo';
  teamId: string | null;
  boatId: string | null;
  newBoatName: string;
  anglers: { userId?: string | null; name: string }[];
}

export interface Entrant {
  teamId: string | null;
  entrantName: string;
  boat: { id: string; name: string } | { newName: string } | null;
  anglers: { userId: string | null; name: string; isCaptain: boolean }[];
}

/** Who enters: a team the registrant captains (403 otherwise) or the registrant alone, with a boat they may use. */
export async function resolveEntrant(db: Db, userId: string, input: EntryInput): Promise<Entrant> {
  let teamId: string | null = null;
  let entrantName = (await nameOf(db, userId)).name;
  const allowed = new Set([userId]);
  if (input.entry === 'team') {
    if (!input.teamId) throw AppError.of(400, 'teamCaptainRequired');
    const team = await teamById(db, input.teamId);
    if (!team) throw AppError.of(404, 'teamNotFound');
    if (team.captainUserId !== userId) throw AppError.of(403, 'teamCaptainRequired');
    teamId = team.id;
    entrantName = team.name;
    const members = await memberIdsOf(db, team.id);
    for (const member of members) allowed.add(member.userId);
  }
  let boat: Entrant['boat'] = null;
  if (input.boatId) {
    const row = await boatById(db, input.boatId);
    if (!row) throw AppError.of(404, 'boatNotFound');
    if (row.ownerUserId !== userId && !(teamId && row.teamId === teamId))
      throw AppError.of(403, 'boatNotYours');
    boat = { id: row.id, name: row.name };
  } else if (input.newBoatName.trim()) {
    boat = { newName: input.newBoatName.trim() };
  }
  if (input.anglers.length === 0) throw AppError.of(400, 'anglersRequired');
  const seen = new Set<string>();
  const anglers = input.anglers.map((angler) => {
    const id = angler.userId ?? null;
    // Only the registrant and the team's members can be named as account holders; anyone else is a guest by name.
    if (id && (!allowed.has(id) || seen.has(id)))
      throw AppError.of(400, 'invalidInput', { anglers: 'anglers' });
    if (id) seen.add(id);
    return { userId: id, name: angler.name.trim(), isCaptain: id === userId };
  });
  return { teamId, entrantName, boat, anglers };
}

/** The event can be entered (published, not finished) and the division belongs to it. */
async function checkEvent(db: Db, eventId: string, divisionId: string | null) {
  const event = await eventById(db, eventId);
  if (!event || event.status !== 'published') throw AppError.of(404, 'eventNotFound');
  if (!isOpen(event)) throw AppError.of(409, 'registrationClosed');
  const divisions = (await divisionsOf(db, [event.id])).get(event.id) ?? [];
  if (divisions.length > 0 && !divisions.some((division) => division.id === divisionId))
    throw AppError.of(400, 'divisionRequired');
  if (divisions.length === 0 && divisionId) throw AppError.of(400, 'divisionRequired');
  return { event, divisions };
}

/**
 * Inside the caller's transaction: takes a place (conditional UPDATE; 409 tournamentFull), makes the
 * registration (from the draft when given), its anglers and, for a free entry, its zero payment.
 */
export async function registerInTx(
  tx: Db,
  userId: string,
  options: {
    event: EventRow;
    divisionId: string | null;
    entrant: Entrant;
    feeMinor: number;
    draftId?: string | null;
    seriesId?: string | null;
    /** Payments (issue 17): the unpaid place is held until then (Stripe configured), else null. */
    holdUntil?: Date | null;
  },
): Promise<string> {
  const { event, entrant } = options;
  if (entrant.teamId) {
    if (await liveTeamRegistration(tx, event.id, entrant.teamId))
      throw AppError.of(409, 'teamAlreadyRegistered');
  }
  if (!(await takePlaces(tx, event.id))) throw AppError.of(409, 'tournamentFull');
  let boatId: string | null = null;
  let boatName: string | null = null;
  if (entrant.boat && 'id' in entrant.boat) {
    boatId = entrant.boat.id;
    boatName = entrant.boat.name;
  } else if (entrant.boat) {
    const created = await insertEntryBoat(tx, {
      name: entrant.boat.newName,
      ownerUserId: userId,
      teamId: entrant.teamId,
    });
    boatId = created?.id ?? null;
    boatName = created?.name ?? null;
  }
  const values = {
    eventId: event.id,
    divisionId: options.divisionId,
    userId,
    teamId: entrant.teamId,
    boatId,
    seriesId: options.seriesId ?? null,
    entrantName: entrant.entrantName,
    boatName,
    status: 'registered',
    paymentStatus: 'payment_pending',
    feeMinor: options.feeMinor,
    currency: event.currency,
    waiverAcceptedAt: new Date(),
    registeredAt: new Date(),
    draft: {},
    // Payments (issue 17): pay-core — an entry with a fee holds its place until paid or released.
    holdExpiresAt: options.feeMinor > 0 ? (options.holdUntil ?? null) : null,
  };
  let registrationId: string;
  if (options.draftId) {
    const row = await completeDraft(tx, options.draftId, userId, values);
    if (!row) throw AppError.of(404, 'resumeLinkInvalid');
    registrationId = row.id;
  } else {
    const row = await insertRegistration(tx, { ...values, resumeToken: secret(24), checkInCode: secret(12) });
    if (!row) throw new Error('registration not created');
    registrationId = row.id;
  }
  await replaceAnglers(tx, registrationId, entrant.anglers, { clear: Boolean(options.draftId) });
  // Nothing to pay: the zero payment is the record that makes it paid (a registration is never paid without one).
  if (options.feeMinor === 0) await recordNoFeePayment(tx, registrationId, event.currency, userId);
  return registrationId;
}

/** Runs a registering transaction; the team's unique index (a concurrent twin) answers 409 too. */
export async function inRegistration<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.of(409, 'teamAlreadyRegistered');
    throw error;
  }
}

/**
 * Registers for one event in one transaction: place taken against the cap, status registered, payment
 * pending (paid only through markPaid's payment row, or at once for a free event), and 'Registration confirmed'
 * for the entry's account holders (sent after the commit). Used by the API and the demo seed.
 */
export async function registerForEvent(
  deps: RegistrationNoticeDeps,
  userId: string,
  input: SubmitRegistrationInput,
  /**
   * holdPlace false: the entry pays at check-in even with an online provider, so its place is never released (the
   * demo's unpaid entrants, which must not vanish 15 minutes after seeding).
   */
  options: { holdPlace?: boolean } = {},
): Promise<{ id: string }> {
  const { db } = deps;
  const data = SubmitRegistrationSchema.parse(input);
  const { event } = await checkEvent(db, data.eventId, data.divisionId);
  if (data.feeShownMinor !== Number(event.fee_minor)) throw AppError.of(409, 'feeChanged');
  const entrant = await resolveEntrant(db, userId, data);
  const { id, publishers } = await inRegistration(db, async (tx) => {
    const id = await registerInTx(tx, userId, {
      event,
      divisionId: data.divisionId,
      entrant,
      feeMinor: Number(event.fee_minor),
      draftId: data.draftId,
      holdUntil: options.holdPlace === false ? null : await holdUntilFor(tx, deps.config),
    });
    return {
      id,
      publishers: await announceRegistration(deps, tx, { registrationId: id, userId, event, entrant }),
    };
  });
  for (const publish of publishers) publish();
  return { id };
}

export async function submitRegistration(
  deps: RegistrationDeps & RegistrationNoticeDeps,
  userId: string,
  input: SubmitRegistrationInput,
): Promise<Registration> {
  const { id } = await registerForEvent(deps, userId, input);
  return getRegistration(deps, userId, id);
}
