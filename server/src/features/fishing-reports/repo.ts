import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notHiddenFrom } from '#server/features/safety/checks/relations-repo';
import type { PersonRowCols } from '#server/features/people/presenter';

/** The SQL of fishing reports (issue 19): a report row with its author's card. */

export type ReportRow = {
  id: string;
  user_id: string;
  location_name: string;
  place_type: string;
  latitude: number | null;
  longitude: number | null;
  target_species: string[];
  weather: string;
  water_clarity: string | null;
  water_temp_f: number | null;
  techniques: string;
  success: string;
  notes: string;
  fished_on: string;
  visibility: string;
  moderation: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author: PersonRowCols | null;
  /** PostgreSQL text of created_at with microseconds (the keyset cursor). */
  sort_at: string;
};

export interface ReportValues {
  locationName: string;
  placeType: string;
  latitude: number | null;
  longitude: number | null;
  targetSpecies: string[];
  weather: string;
  waterClarity: string | null;
  waterTempF: number | null;
  techniques: string;
  success: string;
  notes: string;
  fishedOn: string;
  visibility: string;
}

const SELECT = sql.raw(`select r.id, r.user_id, r.location_name, r.place_type, r.latitude, r.longitude,
    r.target_species, r.weather, r.water_clarity, r.water_temp_f, r.techniques, r.success, r.notes,
    to_char(r.fished_on, 'YYYY-MM-DD') as fished_on, r.visibility, r.moderation, r.created_at, r.updated_at,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_at,
    (select json_build_object('id', a.id, 'handle', a.handle, 'first_name', a.first_name,
      'last_name', a.last_name, 'display_name', a.display_name, 'avatar_url', a.avatar_url)
      from profiles a where a.id = r.user_id) as author
  from fishing_reports r`);

export async function findReport(db: Db, reportId: string): Promise<ReportRow | null> {
  const result = await db.execute<ReportRow>(sql`${SELECT} where r.id = ${reportId}::uuid`);
  return result.rows[0] ?? null;
}

export interface ReportFilter {
  /** Only this person's reports, private and moderated ones too; else public, live reports only. */
  authorId: string | null;
  /** Who reads: reports by people in a block with them, or that they muted, are left out. */
  viewerId: string | null;
  place?: string;
  near?: { lat: number; lng: number; radiusKm: number };
  species?: string;
  from?: string;
  to?: string;
  after: { at: string; id: string } | null;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Reports newest first after the keyset position. */
export async function listReports(db: Db, filter: ReportFilter, limit: number): Promise<ReportRow[]> {
  const where: SQL[] = [
    filter.authorId
      ? sql`r.user_id = ${filter.authorId}::uuid`
      : sql`r.visibility = 'public' and r.moderation is null`,
    notHiddenFrom(filter.viewerId, sql`r.user_id`),
  ];
  if (filter.place) where.push(sql`r.location_name ilike ${`%${likeEscape(filter.place)}%`}`);
  if (filter.species) where.push(sql`r.target_species @> array[${filter.species}]::text[]`);
  if (filter.from) where.push(sql`r.fished_on >= ${filter.from}::date`);
  if (filter.to) where.push(sql`r.fished_on <= ${filter.to}::date`);
  if (filter.near) {
    const { lat, lng, radiusKm } = filter.near;
    // Great-circle distance (haversine, Earth radius 6,371 km); reports without a shared spot are not near anything.
    where.push(sql`r.latitude is not null and 6371 * 2 * asin(least(1, sqrt(
      power(sin(radians(r.latitude - ${lat}::float8) / 2), 2) +
      cos(radians(${lat}::float8)) * cos(radians(r.latitude)) *
      power(sin(radians(r.longitude - ${lng}::float8) / 2), 2)))) <= ${radiusKm}::float8`);
  }
  if (filter.after)
    where.push(sql`(r.created_at, r.id) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`);
  const result = await db.execute<ReportRow>(
    sql`${SELECT} where ${sql.join(where, sql` and `)} order by r.created_at desc, r.id desc limit ${limit}`,
  );
  return result.rows;
}

const speciesArray = (species: string[]) =>
  sql`array[${sql.join(
    species.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;

export async function insertReport(tx: Db, userId: string, values: ReportValues): Promise<string> {
  const result = await tx.execute<{ id: string }>(sql`insert into fishing_reports
    (user_id, location_name, place_type, latitude, longitude, target_species, weather, water_clarity,
     water_temp_f, techniques, success, notes, fished_on, visibility)
    values (${userId}::uuid, ${values.locationName}, ${values.placeType}, ${values.latitude}, ${values.longitude},
      ${speciesArray(values.targetSpecies)}, ${values.weather}, ${values.waterClarity}, ${values.waterTempF},
      ${values.techniques}, ${values.success}, ${values.notes}, ${values.fishedOn}::date, ${values.visibility})
    returning id`);
  return result.rows[0]!.id;
}

export async function updateReport(tx: Db, reportId: string, values: ReportValues): Promise<void> {
  await tx.execute(sql`update fishing_reports set location_name = ${values.locationName},
    place_type = ${values.placeType}, latitude = ${values.latitude}, longitude = ${values.longitude},
    target_species = ${speciesArray(values.targetSpecies)}, weather = ${values.weather},
    water_clarity = ${values.waterClarity}, water_temp_f = ${values.waterTempF}, techniques = ${values.techniques},
    success = ${values.success}, notes = ${values.notes}, fished_on = ${values.fishedOn}::date,
    visibility = ${values.visibility}, updated_at = now()
    where id = ${reportId}::uuid`);
}

/** Locks the report's row for a change; its author, or null when there is no such report. */
export async function lockReport(tx: Db, reportId: string): Promise<{ user_id: string } | null> {
  const result = await tx.execute<{ user_id: string }>(
    sql`select user_id from fishing_reports where id = ${reportId}::uuid for update`,
  );
  return result.rows[0] ?? null;
}

/** Deletes the report (its location tag goes with it: on delete cascade). */
export async function deleteReport(tx: Db, reportId: string): Promise<void> {
  await tx.execute(sql`delete from fishing_reports where id = ${reportId}::uuid`);
}
