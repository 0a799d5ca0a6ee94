import {
  SeriesRegistrationSchema,
  type SeriesOptions,
  type SeriesRegistrationInput,
  type SeriesRegistrationResult,
} from '@tightlines/domain/tournaments/registration-contract';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/errors';
import { presentRegistration } from './presenter';
import { eventById, insertEntryBoat, registrationsByIds, seriesById } from './repo';
import { inRegistration, registerInTx, resolveEntrant, type Entrant } from './entry';
import { holdUntilFor } from '#server/features/payments/holds';
import { openEvents } from './options';
import { announceRegistration, type RegistrationNoticeDeps } from './notices';
import type { EventRow } from './repo';

async function seriesRow(db: Db, seriesId: string) {
  const series = await seriesById(db, seriesId);
  if (!series || series.status === 'draft') throw AppError.of(404, 'seriesNotFound');
  return series;
}

/** The series' published events that have not started (a series registration is for the events ahead). */
async function upcomingEvents(db: Db, seriesId: string) {
  return (await openEvents(db, { seriesId, includeFull: true })).filter(
    (event) => event.startDate > new Date().toISOString().slice(0, 10),
  );
}

/** Splits the series fee over its events (the remainder on the first), or each event's own fee. */
export function seriesFees(seriesFee: number | null, eventFees: number[]): number[] {
  if (seriesFee === null) return eventFees;
  const share = Math.floor(seriesFee / Math.max(eventFees.length, 1));
  return eventFees.map((_, index) => (index === 0 ? seriesFee - share * (eventFees.length - 1) : share));
}

export async function seriesOptions(db: Db, seriesId: string): Promise<SeriesOptions> {
  const series = await seriesRow(db, seriesId);
  const events = await upcomingEvents(db, seriesId);
  const names = events.map((event) => new Set(event.divisions.map((division) => division.name)));
  const divisionNames = events[0]
    ? events[0].divisions
        .map((division) => division.name)
        .filter((name) => names.every((set) => set.has(name)))
    : [];
  const fees = seriesFees(
    series.feeMinor,
    events.map((event) => event.feeMinor),
  );
  return {
    series: {
      id: series.id,
      name: series.name,
      seasonYear: series.seasonYear,
      feeMinor: series.feeMinor,
      currency: series.currency,
    },
    events,
    divisionNames,
    totalFeeMinor: fees.reduce((sum, fee) => sum + fee, 0),
  };
}

/**
 * Registers for every published upcoming event of the series in one transaction: all or nothing (one full
 * event or a team already entered in one rolls the whole registration back).
 */
export async function registerForSeries(
  deps: RegistrationNoticeDeps,
  userId: string,
  seriesId: string,
  input: SeriesRegistrationInput,
): Promise<SeriesRegistrationResult> {
  const { db } = deps;
  const data = SeriesRegistrationSchema.parse(input);
  const options = await seriesOptions(db, seriesId);
  if (options.events.length === 0) throw AppError.of(409, 'seriesNotOpen');
  if (data.feeShownMinor !== options.totalFeeMinor) throw AppError.of(409, 'feeChanged');
  const entrant = await resolveEntrant(db, userId, data);
  const fees = seriesFees(
    options.series.feeMinor,
    options.events.map((event) => event.feeMinor),
  );
  const plan = [];
  for (const [index, event] of options.events.entries()) {
    const row = await eventById(db, event.id);
    if (!row) throw AppError.of(404, 'eventNotFound');
    let divisionId: string | null = null;
    if (event.divisions.length > 0) {
      const match = event.divisions.find(
        (division) => division.name.toLowerCase() === (data.divisionName ?? '').toLowerCase(),
      );
      if (!match) throw AppError.of(400, 'divisionRequired');
      divisionId = match.id;
    }
    plan.push({ event: row, divisionId, feeMinor: fees[index] ?? 0 });
  }
  const ids = await registerSeriesPlan(deps, userId, seriesId, entrant, plan);
  const rows = await registrationsByIds(db, ids);
  return { items: rows.map((row) => presentRegistration(row, userId)) };
}

async function registerSeriesPlan(
  deps: RegistrationNoticeDeps,
  userId: string,
  seriesId: string,
  entrant: Entrant,
  plan: { event: EventRow; divisionId: string | null; feeMinor: number }[],
): Promise<string[]> {
  const { ids, publishers } = await inRegistration(deps.db, async (tx) => {
    let boat = entrant.boat;
    // One new boat for the whole series, not one per event.
    if (boat && 'newName' in boat) {
      const created = await insertEntryBoat(tx, {
        name: boat.newName,
        ownerUserId: userId,
        teamId: entrant.teamId,
      });
      if (created) boat = created;
    }
    const ids: string[] = [];
    const publishers: (() => void)[] = [];
    // Payments (issue 17): pay-core — the series' unpaid places are held together.
    const holdUntil = await holdUntilFor(tx, deps.config);
    for (const step of plan) {
      const id = await registerInTx(tx, userId, {
        ...step,
        entrant: { ...entrant, boat },
        seriesId,
        holdUntil,
      });
      ids.push(id);
      // One confirmation per event entered: each is its own registration, with its own event to read about.
      publishers.push(
        ...(await announceRegistration(deps, tx, { registrationId: id, userId, event: step.event, entrant })),
      );
    }
    return { ids, publishers };
  });
  for (const publish of publishers) publish();
  return ids;
}
