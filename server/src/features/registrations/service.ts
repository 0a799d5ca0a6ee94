import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { todayIn, tournamentStatus } from '@tightlines/domain/tournaments/status';
import {
  SubmitRegistrationSchema,
  type DraftSaved,
  type OpenEvent,
  type QrCode,
  type Registration,
  type RegistrationDraft,
  type RegistrationList,
  type RegistrationOptions,
  type SubmitRegistrationInput,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import { isUniqueViolation } from '#server/db/errors';
import { AppError, forbidden } from '#server/lib/errors';
import { resumeRegistrationMail } from './mail';
import { presentOpenEvent, presentRegistration } from './presenter';
import {
  boatById,
  boatChoices,
  completeDraft,
  divisionsOf,
  eventById,
  freePlace,
  insertEntryBoat,
  insertRegistration,
  liveTeamRegistration,
  lockRegistration,
  memberIdsOf,
  memberNamesOf,
  personOf,
  publishedEventsFrom,
  recordNoFeePayment,
  registrationById,
  replaceAnglers,
  selectRegistrations,
  setRegistrationStatus,
  takePlaces,
  teamById,
  teamsCaptainedBy,
  updateDraft,
  type EventRow,
  type RegistrationRow,
} from './repo';
import type { Config } from '#server/config';
import type { Mailer } from '#server/mail/mailer';

/** What these services use of the app (routes pass it; tests and seeds may too). */
export interface RegistrationDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

export const registrationNotFound = () => AppError.of(404, 'registrationNotFound');
const secret = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A day before today in UTC: no event still open anywhere on Earth ended before it. */
const earliestOpenEnd = () => new Date(Date.now() - 36 * 3600_000).toISOString().slice(0, 10);

/** Not finished where it is held (status by date in the event's own day). */
const isOpen = (event: EventRow) =>
  tournamentStatus({ startDate: event.start_date, endDate: event.end_date }, todayIn(event.time_zone)) !==
  'completed';

async function nameOf(db: Db, userId: string): Promise<{ name: string; firstName: string; email: string }> {
  const row = await personOf(db, userId);
  return { name: row?.name ?? 'Angler', firstName: row?.first_name ?? '', email: row?.email ?? '' };
}

/** Events open for registration: published, upcoming or active, with places left. */
export async function openEvents(db: Db, options: { seriesId?: string; includeFull?: boolean } = {}) {
  const rows = (
    await publishedEventsFrom(db, { since: earliestOpenEnd(), seriesId: options.seriesId })
  ).filter(isOpen);
  const divisions = await divisionsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .map((row) => presentOpenEvent(row, divisions.get(row.id) ?? []))
    .filter((event) => options.includeFull || event.placesLeft === null || event.placesLeft > 0);
}

/** What the wizard offers: open events, the teams I captain with their members, my boats and theirs. */
export async function registrationOptions(
  deps: RegistrationDeps,
  userId: string,
): Promise<RegistrationOptions> {
  const [events, me, captained] = await Promise.all([
    openEvents(deps.db),
    nameOf(deps.db, userId),
    teamsCaptainedBy(deps.db, userId),
  ]);
  const teamIds = captained.map((team) => team.id);
  const members = await memberNamesOf(deps.db, teamIds);
  const boatRows = await boatChoices(deps.db, userId, teamIds);
  return {
    events,
    me: { userId, displayName: me.name },
    teams: captained.map((team) => ({
      ...team,
      members: members
        .filter((member) => member.team_id === team.id)
        .map((member) => ({ userId: member.user_id, displayName: member.name })),
    })),
    boats: boatRows.map((row) => ({ id: row.id, name: row.name, teamId: row.team_id })),
  };
}

// ── Drafts and the resume link ──

async function ownDraft(db: Db, userId: string, registrationId: string): Promise<RegistrationRow> {
  const row = await registrationById(db, registrationId);
  if (!row || row.status !== 'draft') throw AppError.of(404, 'resumeLinkInvalid');
  if (row.user_id !== userId) throw forbidden();
  return row;
}

/**
 * Saves the wizard's state as a draft registration (new, or `draftId` updated) and e-mails the resume link
 * /resume-registration/{token} when asked. A draft holds no place.
 */
export async function saveDraft(
  deps: RegistrationDeps,
  userId: string,
  input: { draft: RegistrationDraft; sendLink: boolean },
  draftId?: string,
): Promise<DraftSaved> {
  const event = await eventById(deps.db, input.draft.eventId);
  if (!event || event.status !== 'published') throw AppError.of(404, 'eventNotFound');
  let id: string;
  let resumeToken: string;
  if (draftId) {
    const row = await ownDraft(deps.db, userId, draftId);
    await updateDraft(deps.db, row.id, { eventId: event.id, draft: input.draft });
    id = row.id;
    resumeToken = row.resume_token;
  } else {
    const row = await insertRegistration(deps.db, {
      eventId: event.id,
      userId,
      status: 'draft',
      draft: input.draft,
      feeMinor: Number(event.fee_minor),
      currency: event.currency,
      resumeToken: secret(24),
      checkInCode: secret(12),
    });
    if (!row) throw new Error('draft not saved');
    id = row.id;
    resumeToken = row.resumeToken;
  }
  if (input.sendLink) {
    const me = await nameOf(deps.db, userId);
    const appUrl = deps.config.appUrl.replace(/\/$/, '');
    await deps.mailer.send(
      me.email,
      resumeRegistrationMail({
        firstName: me.firstName,
        eventName: event.name,
        url: `${appUrl}/resume-registration/${resumeToken}`,
        appUrl,
      }),
    );
  }
  return { id, resumeToken, emailed: input.sendLink };
}

/** The draft behind a resume link, for its owner only (403 for anyone else; 404 once submitted). */
export async function resumeDraft(
  deps: RegistrationDeps,
  userId: string,
  token: string,
): Promise<Registration> {
  const [row] = await selectRegistrations(deps.db, sql`r.resume_token = ${token}`);
  if (!row || row.status !== 'draft') throw AppError.of(404, 'resumeLinkInvalid');
  if (row.user_id !== userId) throw forbidden();
  return presentRegistration(row, userId);
}

// ── Submitting ──

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
 * pending (paid only through markPaid's payment row, or at once for a free event). Used by the API and the demo seed.
 */
export async function registerForEvent(
  db: Db,
  userId: string,
  input: SubmitRegistrationInput,
): Promise<{ id: string }> {
  const data = SubmitRegistrationSchema.parse(input);
  const { event } = await checkEvent(db, data.eventId, data.divisionId);
  if (data.feeShownMinor !== Number(event.fee_minor)) throw AppError.of(409, 'feeChanged');
  const entrant = await resolveEntrant(db, userId, data);
  const id = await inRegistration(db, (tx) =>
    registerInTx(tx, userId, {
      event,
      divisionId: data.divisionId,
      entrant,
      feeMinor: Number(event.fee_minor),
      draftId: data.draftId,
    }),
  );
  return { id };
}

export async function submitRegistration(
  deps: RegistrationDeps,
  userId: string,
  input: SubmitRegistrationInput,
): Promise<Registration> {
  const { id } = await registerForEvent(deps.db, userId, input);
  return getRegistration(deps, userId, id);
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
  const rows = await selectRegistrations(
    deps.db,
    sql`(r.user_id = ${userId}::uuid and r.status <> 'cancelled' or r.user_id = ${userId}::uuid and r.registered_at is not null
      or (r.status = 'registered' and exists (select 1 from registration_anglers ra where ra.registration_id = r.id and ra.user_id = ${userId}::uuid)))`,
    sql`order by r.created_at desc limit 100`,
  );
  return { items: rows.map((row) => presentRegistration(row, userId)) };
}

/** Cancels my registration; a registered one gives its place back in the same transaction. */
export async function cancelRegistration(
  deps: RegistrationDeps,
  userId: string,
  registrationId: string,
): Promise<Registration> {
  await deps.db.transaction(async (tx) => {
    const row = await lockRegistration(tx, registrationId);
    if (!row) throw registrationNotFound();
    if (row.userId !== userId) throw forbidden();
    if (row.status === 'cancelled') return;
    await setRegistrationStatus(tx, row.id, 'cancelled');
    if (row.status === 'registered') await freePlace(tx, row.eventId);
  });
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
