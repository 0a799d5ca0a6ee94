import type {
  CreateFishingReportSchema,
  FishingReport,
  FishingReportPage,
  FishingReportQuerySchema,
  UpdateFishingReportSchema,
} from '@tightlines/domain/fishing-reports/contract';
import { REPORT_LIMITS } from '@tightlines/domain/fishing-reports/contract';
import type { z } from 'zod';
import type { Db } from '#server/db/client';
import { decodeCursor, encodeCursor } from '#server/lib/cursor';
import { AppError, forbidden, notFound } from '#server/lib/errors';
import { deleteReportTag, saveReportTag } from '#server/features/locations/repo';
import { blockBetween } from '#server/features/safety/checks/relations-repo';
import { presentReport } from './presenter';
import {
  deleteReport,
  findReport,
  insertReport,
  listReports,
  lockReport,
  updateReport,
  type ReportRow,
  type ReportValues,
} from './repo';

/** Fishing reports (issue 19, spec §3 and §5): public ones everyone's, private ones their author's alone. */

type Create = z.output<typeof CreateFishingReportSchema>;

function valuesOf(input: Create): ReportValues {
  return {
    locationName: input.location.name,
    placeType: input.location.placeType,
    latitude: input.location.latitude,
    longitude: input.location.longitude,
    targetSpecies: input.targetSpecies,
    weather: input.weather,
    waterClarity: input.waterClarity,
    waterTempF: input.waterTempF,
    techniques: input.techniques,
    success: input.success,
    notes: input.notes,
    fishedOn: input.fishedOn,
    visibility: input.visibility,
  };
}

/**
 * A public report's place becomes a location tag; a private one never does (spec §3 privacy: only what the person
 * chose to share). Called in the transaction that wrote the report.
 */
async function syncTag(tx: Db, reportId: string, userId: string, values: ReportValues): Promise<void> {
  if (values.visibility !== 'public') return deleteReportTag(tx, reportId);
  await saveReportTag(tx, reportId, {
    userId,
    name: values.locationName,
    placeType: values.placeType,
    latitude: values.latitude,
    longitude: values.longitude,
  });
}

/** A report as its reader may see it: 404 for a private or moderated report of someone else's. */
function readable(row: ReportRow | null, viewerId: string | null): ReportRow {
  if (!row) throw notFound();
  if (row.user_id !== viewerId && (row.visibility !== 'public' || row.moderation !== null)) throw notFound();
  return row;
}

/** One report; someone in a block with its author (either way) finds none, as with posts. */
export async function getReport(db: Db, viewerId: string | null, reportId: string): Promise<FishingReport> {
  const row = readable(await findReport(db, reportId), viewerId);
  if (viewerId && row.user_id !== viewerId) {
    const { iBlocked, blockedMe } = await blockBetween(db, viewerId, row.user_id);
    if (iBlocked || blockedMe) throw notFound();
  }
  return presentReport(row, viewerId);
}

/** Writes the signed-in person's report (and its tag when public). */
export async function createReport(db: Db, userId: string, input: Create): Promise<FishingReport> {
  const values = valuesOf(input);
  const id = await db.transaction(async (tx) => {
    const reportId = await insertReport(tx, userId, values);
    await syncTag(tx, reportId, userId, values);
    return reportId;
  });
  return presentReport((await findReport(db, id))!, userId);
}

/**
 * The author changes their report. Someone else's public report answers 403; a private one 404 (it does not exist
 * for them).
 */
export async function editReport(
  db: Db,
  userId: string,
  reportId: string,
  input: z.output<typeof UpdateFishingReportSchema>,
): Promise<FishingReport> {
  const current = readable(await findReport(db, reportId), userId);
  if (current.user_id !== userId) throw forbidden();
  const values: ReportValues = {
    locationName: input.location?.name ?? current.location_name,
    placeType: input.location?.placeType ?? current.place_type,
    latitude: input.location ? input.location.latitude : current.latitude,
    longitude: input.location ? input.location.longitude : current.longitude,
    targetSpecies: input.targetSpecies ?? current.target_species,
    weather: input.weather ?? current.weather,
    waterClarity: input.waterClarity === undefined ? current.water_clarity : input.waterClarity,
    waterTempF: input.waterTempF === undefined ? current.water_temp_f : input.waterTempF,
    techniques: input.techniques ?? current.techniques,
    success: input.success ?? current.success,
    notes: input.notes ?? current.notes,
    fishedOn: input.fishedOn ?? current.fished_on,
    visibility: input.visibility ?? current.visibility,
  };
  await db.transaction(async (tx) => {
    const locked = await lockReport(tx, reportId);
    if (!locked) throw notFound();
    await updateReport(tx, reportId, values);
    await syncTag(tx, reportId, userId, values);
  });
  return presentReport((await findReport(db, reportId))!, userId);
}

/** The author deletes their report (and its tag). */
export async function removeReport(db: Db, userId: string, reportId: string): Promise<void> {
  const current = readable(await findReport(db, reportId), userId);
  if (current.user_id !== userId) throw forbidden();
  await db.transaction(async (tx) => deleteReport(tx, reportId));
}

/** Public reports (or, with `mine`, the reader's own), newest first, filtered. */
export async function listFishingReports(
  db: Db,
  viewerId: string | null,
  query: z.output<typeof FishingReportQuerySchema>,
): Promise<FishingReportPage> {
  if (query.mine && !viewerId) throw AppError.of(401, 'authenticationRequired');
  const page = REPORT_LIMITS.pageSize;
  const rows = await listReports(
    db,
    {
      authorId: query.mine ? viewerId : null,
      viewerId,
      place: query.place || undefined,
      near:
        query.lat !== undefined && query.lng !== undefined
          ? { lat: query.lat, lng: query.lng, radiusKm: query.radiusKm }
          : undefined,
      species: query.species,
      from: query.from,
      to: query.to,
      after: decodeCursor(query.cursor),
    },
    page + 1,
  );
  const items = rows.slice(0, page);
  const last = items.at(-1);
  return {
    items: items.map((row) => presentReport(row, viewerId)),
    nextCursor: rows.length > page && last ? encodeCursor({ at: last.sort_at, id: last.id }) : null,
  };
}
