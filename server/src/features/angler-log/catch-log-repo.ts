import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { PersonRowCols } from '#server/features/people/presenter';
import { notBlockedWith } from '#server/features/safety/checks/relations-repo';
import type { Cursor } from '#server/lib/cursor';

/** The SQL of the catch log (issue 19): one entry with its owner's card, the tackle used and its tournament. */

export type CatchLogRow = {
  id: string;
  user_id: string;
  species: string;
  weight_grams: number | null;
  length_mm: number | null;
  photo_url: string | null;
  media: unknown;
  caught_at: Date | string;
  water_name: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  location_precision: string;
  visibility: string;
  method: string | null;
  bait: string | null;
  weather_notes: string | null;
  water_notes: string | null;
  notes: string | null;
  tackle_item_id: string | null;
  tackle_name: string | null;
  tackle_category: string | null;
  tournament_catch_id: string | null;
  event_id: string | null;
  event_name: string | null;
  post_id: string | null;
  moderation: string | null;
  created_at: Date | string;
  owner: PersonRowCols;
  /** PostgreSQL text of caught_at with microseconds (the keyset cursor). */
  sort_at: string;
};

const SELECT = sql.raw(`select e.id, e.user_id, e.species, e.weight_grams, e.length_mm, e.photo_url, e.media,
    e.caught_at, e.water_name, e.region, e.latitude, e.longitude, e.location_precision, e.visibility, e.method,
    e.bait, e.weather_notes, e.water_notes, e.notes, e.tackle_item_id, t.name as tackle_name,
    t.category as tackle_category, e.tournament_catch_id, tc.event_id, ev.name as event_name, e.post_id,
    e.moderation, e.created_at,
    to_char(e.caught_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as sort_at,
    json_build_object('id', p.id, 'handle', p.handle, 'first_name', p.first_name, 'last_name', p.last_name,
      'display_name', p.display_name, 'avatar_url', p.avatar_url) as owner
  from catch_log_entries e
  join profiles p on p.id = e.user_id
  left join tackle_items t on t.id = e.tackle_item_id
  left join tournament_catches tc on tc.id = e.tournament_catch_id
  left join tournament_events ev on ev.id = tc.event_id`);

/**
 * Whether `viewerId` (not the owner) may see an entry: not hidden by a moderator, public or (followers-only) they
 * follow the owner, and no block either way. Private entries are the owner's only.
 */
function visibleToOthers(viewerId: string | null): SQL {
  const follower = viewerId
    ? sql`(e.visibility = 'followers' and exists (select 1 from follows f
          where f.follower_id = ${viewerId}::uuid and f.following_id = e.user_id))`
    : sql`false`;
  return sql`(e.moderation is null and (e.visibility = 'public' or ${follower})
    and ${notBlockedWith(viewerId, sql`e.user_id`)})`;
}

export interface LogFilter {
  species?: string;
  from?: string;
  to?: string;
  cursor: Cursor | null;
  limit: number;
}

function filters(filter: LogFilter): SQL {
  const parts: SQL[] = [];
  if (filter.species) parts.push(sql`lower(e.species) = lower(${filter.species})`);
  if (filter.from) parts.push(sql`e.caught_at >= ${filter.from}::date`);
  if (filter.to) parts.push(sql`e.caught_at < ${filter.to}::date + 1`);
  if (filter.cursor)
    parts.push(sql`(e.caught_at, e.id) < (${filter.cursor.at}::timestamptz, ${filter.cursor.id}::uuid)`);
  return parts.length ? sql` and ${sql.join(parts, sql` and `)}` : sql``;
}

/** One page of `ownerId`'s log, newest catch first: all of it for the owner, else what `viewerId` may see. */
export async function selectLogPage(
  db: Db,
  ownerId: string,
  viewerId: string | null,
  filter: LogFilter,
): Promise<CatchLogRow[]> {
  const visible = viewerId === ownerId ? sql`true` : visibleToOthers(viewerId);
  const result = await db.execute<CatchLogRow>(sql`${SELECT}
    where e.user_id = ${ownerId}::uuid and ${visible}${filters(filter)}
    order by e.caught_at desc, e.id desc limit ${filter.limit + 1}`);
  return result.rows;
}

/** One entry if `viewerId` may see it (the owner always). */
export async function selectVisibleEntry(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<CatchLogRow | undefined> {
  const mine = viewerId ? sql`e.user_id = ${viewerId}::uuid` : sql`false`;
  const result = await db.execute<CatchLogRow>(
    sql`${SELECT} where e.id = ${id}::uuid and (${mine} or ${visibleToOthers(viewerId)})`,
  );
  return result.rows[0];
}

export async function selectEntryOwner(
  db: Db,
  id: string,
): Promise<
  { user_id: string; photo_url: string | null; media: unknown; post_id: string | null } | undefined
> {
  const result = await db.execute<{
    user_id: string;
    photo_url: string | null;
    media: unknown;
    post_id: string | null;
  }>(sql`select user_id, photo_url, media, post_id from catch_log_entries where id = ${id}::uuid`);
  return result.rows[0];
}

/** The columns a write may set (snake_case as stored). */
export interface EntryValues {
  species?: string;
  weight_grams?: number | null;
  length_mm?: number | null;
  photo_url?: string | null;
  media?: unknown;
  caught_at?: string;
  water_name?: string | null;
  region?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  location_precision?: string;
  visibility?: string;
  method?: string | null;
  bait?: string | null;
  weather_notes?: string | null;
  water_notes?: string | null;
  notes?: string | null;
  tackle_item_id?: string | null;
}

const value = (column: string, raw: unknown): SQL =>
  column === 'media' ? sql`${raw === null ? null : JSON.stringify(raw)}::jsonb` : sql`${raw}`;

export async function insertEntry(db: Db, userId: string, values: EntryValues): Promise<string> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  const columns = sql.raw(['user_id', ...entries.map(([column]) => column)].join(', '));
  const result = await db.execute<{ id: string }>(sql`insert into catch_log_entries (${columns})
    values (${sql.join([sql`${userId}::uuid`, ...entries.map(([c, v]) => value(c, v))], sql`, `)})
    returning id`);
  return result.rows[0]!.id;
}

export async function updateEntry(db: Db, id: string, values: EntryValues): Promise<void> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column, v]) => sql`${sql.raw(column)} = ${value(column, v)}`);
  await db.execute(sql`update catch_log_entries set ${sql.join(sets, sql`, `)}, updated_at = now()
    where id = ${id}::uuid`);
}

export async function deleteEntry(db: Db, id: string): Promise<void> {
  await db.execute(sql`delete from catch_log_entries where id = ${id}::uuid`);
}

/** Records the post a catch was shared as, once: false when another share got there first. */
export async function setEntryPost(db: Db, id: string, postId: string): Promise<boolean> {
  const result =
    await db.execute(sql`update catch_log_entries set post_id = ${postId}::uuid, updated_at = now()
    where id = ${id}::uuid and post_id is null`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * A tournament catch approved by its judges joins its angler's log (issue 19), inside the judging transaction;
 * once per catch (a re-decision finds it there). The place stays hidden and the entry private, as every new entry.
 */
export async function insertTournamentCatchEntry(db: Db, catchId: string): Promise<void> {
  await db.execute(sql`insert into catch_log_entries
      (user_id, species, weight_grams, length_mm, photo_url, media, caught_at, latitude, longitude,
       tournament_catch_id)
    select coalesce(c.angler_user_id, c.submitted_by), c.species, c.weight_grams, c.length_mm, c.photo_url, c.media,
           c.caught_at, c.latitude, c.longitude, c.id
      from tournament_catches c where c.id = ${catchId}::uuid
    on conflict (tournament_catch_id) where tournament_catch_id is not null do nothing`);
}
