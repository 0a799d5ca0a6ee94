import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { staffNotes } from '#server/db/schema';
import type { Cursor } from '#server/lib/cursor';

// SQL of the admin side of moderation: queue health, the audit log, a person's moderation record, staff notes.

/** A person card as `personJson` builds it (null when the account or its profile is gone). */
export interface PersonJson {
  id: string;
  handle: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
}

/** The person card of profile alias `alias` as one JSON value, so a row carries several people in one query. */
function personJson(alias: string): SQL {
  const p = sql.raw(alias);
  return sql`case when ${p}.id is null then null else json_build_object(
    'id', ${p}.id, 'handle', ${p}.handle, 'first_name', ${p}.first_name, 'last_name', ${p}.last_name,
    'display_name', ${p}.display_name, 'avatar_url', ${p}.avatar_url) end`;
}

/** PostgreSQL text of a timestamp with its microseconds (cursors compare it back exactly). */
const sortKey = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type Count = number | string;
type Time = Date | string;

// ── health ───────────────────────────────────────────────────────────────────────────────────────────

interface ItemNumbers extends Record<string, unknown> {
  open_items: Count;
  claimed_items: Count;
  oldest_open_at: Time | null;
  median_minutes: number | string | null;
  resolved_last_7_days: Count;
}

interface OtherNumbers extends Record<string, unknown> {
  reports_last_7_days: Count;
  active_suspensions: Count;
  bans: Count;
}

export type HealthRow = ItemNumbers & OtherNumbers;

/**
 * The queue's numbers at `now`: each an aggregate on the database, nothing cached. The items' numbers come from one
 * scan of moderation_items; the reasons from the open reports (a report is resolved with its item, when its
 * reporter is told the outcome); the rest from their indexes. The four statements run side by side.
 */
export async function healthNumbers(db: Db, now: Date) {
  const at = now.toISOString();
  const [items, bySource, byReason, others] = await Promise.all([
    db.execute<ItemNumbers>(sql`
      select count(*) filter (where status = 'open') as open_items,
             count(*) filter (where status = 'open' and claimed_by is not null) as claimed_items,
             min(first_reported_at) filter (where status = 'open') as oldest_open_at,
             percentile_cont(0.5) within group (order by extract(epoch from resolved_at - first_reported_at) / 60)
               filter (where status = 'resolved' and resolved_at >= ${at}::timestamptz - interval '30 days')
               as median_minutes,
             count(*) filter (where status = 'resolved' and resolved_at >= ${at}::timestamptz - interval '7 days')
               as resolved_last_7_days
        from moderation_items`),
    db.execute<{ source: string; count: Count }>(sql`
      select source, count(*) as count from moderation_items where status = 'open' group by source`),
    db.execute<{ reason: string; count: Count }>(sql`
      select reason, count(*) as count from reports where status = 'open' group by reason`),
    db.execute<OtherNumbers>(sql`
      select
        (select count(*) from reports where created_at >= ${at}::timestamptz - interval '7 days') as reports_last_7_days,
        (select count(*) from account_standings
          where banned_at is null and suspended_until > ${at}::timestamptz) as active_suspensions,
        (select count(*) from account_standings where banned_at is not null) as bans`),
  ]);
  return {
    totals: { ...items.rows[0]!, ...others.rows[0]! },
    bySource: bySource.rows,
    byReason: byReason.rows,
  };
}

// ── audit log ────────────────────────────────────────────────────────────────────────────────────────

export interface AuditRow extends Record<string, unknown> {
  id: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: Time;
  sort_key: string;
  actor: PersonJson | null;
  subject: PersonJson | null;
}

export interface AuditFilters {
  actorId?: string;
  subjectId?: string;
  action?: string;
}

/**
 * A page of the audit log, newest first (keyset on created_at desc, id desc: the log's index), with the actor and
 * the subject as person cards from the same query. `demoOnly` keeps entries a demo account made.
 */
export async function auditRows(
  db: Db,
  options: AuditFilters & { cursor: Cursor | null; limit: number; demoOnly: boolean },
): Promise<AuditRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (options.actorId) conditions.push(sql`a.actor_id = ${options.actorId}::uuid`);
  if (options.subjectId) conditions.push(sql`a.subject_id = ${options.subjectId}::uuid`);
  if (options.action) conditions.push(sql`a.action = ${options.action}`);
  if (options.cursor)
    conditions.push(
      sql`(a.created_at, a.id) < (${options.cursor.at}::timestamptz, ${options.cursor.id}::uuid)`,
    );
  if (options.demoOnly)
    conditions.push(sql`exists (select 1 from profiles d where d.id = a.actor_id and d.demo)`);
  const result = await db.execute<AuditRow>(sql`
    select a.id, a.action, a.target_type, a.target_id, a.reason, a.before, a.after, a.created_at,
           ${sortKey(sql`a.created_at`)} as sort_key,
           ${personJson('pa')} as actor, ${personJson('ps')} as subject
      from audit_log a
      left join profiles pa on pa.id = a.actor_id
      left join profiles ps on ps.id = a.subject_id
     where ${sql.join(conditions, sql` and `)}
     order by a.created_at desc, a.id desc
     limit ${options.limit}`);
  return result.rows;
}

// ── a person's moderation record ─────────────────────────────────────────────────────────────────────

/** The account an admin looks at: undefined when unknown. */
export async function findAccount(
  db: Db,
  userId: string,
): Promise<{ id: string; demo: boolean } | undefined> {
  const result = await db.execute<{ id: string; demo: boolean | null }>(sql`
    select u.id, p.demo from "user" u left join profiles p on p.id = u.id where u.id = ${userId}::uuid`);
  const row = result.rows[0];
  return row ? { id: row.id, demo: Boolean(row.demo) } : undefined;
}

export interface StandingRow extends Record<string, unknown> {
  suspended_until: Time | null;
  suspension_reason: string | null;
  banned_at: Time | null;
  ban_reason: string | null;
  active_strikes: number;
  total_strikes: number;
}

export async function standingRow(db: Db, userId: string): Promise<StandingRow | undefined> {
  const result = await db.execute<StandingRow>(sql`
    select suspended_until, suspension_reason, banned_at, ban_reason, active_strikes, total_strikes
      from account_standings where user_id = ${userId}::uuid`);
  return result.rows[0];
}

export interface ReportRow extends Record<string, unknown> {
  id: string;
  item_id: string;
  reporter_id: string;
  target_type: string;
  target_id: string;
  reason: string;
  note: string | null;
  created_at: Time;
  reporter: PersonJson | null;
}

/** Reports against the person's content and profile (the items they wrote), newest first. */
export async function reportsAgainst(db: Db, userId: string, limit: number): Promise<ReportRow[]> {
  const result = await db.execute<ReportRow>(sql`
    select r.id, r.item_id, r.reporter_id, r.target_type, r.target_id, r.reason, r.note, r.created_at,
           ${personJson('pr')} as reporter
      from moderation_items i
      join reports r on r.item_id = i.id
      left join profiles pr on pr.id = r.reporter_id
     where i.author_id = ${userId}::uuid
     order by r.created_at desc, r.id desc
     limit ${limit}`);
  return result.rows;
}

export interface ActionRow extends Record<string, unknown> {
  id: string;
  action: string;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  until: Time | null;
  created_at: Time;
  appealed: boolean;
  moderator: PersonJson | null;
  subject: PersonJson | null;
}

/** Every moderation action that fell on the person, newest first (bounded by `limit` as a safety net). */
export async function actionsOn(db: Db, userId: string, limit: number): Promise<ActionRow[]> {
  const result = await db.execute<ActionRow>(sql`
    select a.id, a.action, a.target_type, a.target_id, a.reason, a.until, a.created_at,
           exists (select 1 from moderation_appeals ap where ap.action_id = a.id) as appealed,
           ${personJson('pm')} as moderator, ${personJson('ps')} as subject
      from moderation_actions a
      left join profiles pm on pm.id = a.moderator_id
      left join profiles ps on ps.id = a.subject_id
     where a.subject_id = ${userId}::uuid
     order by a.created_at desc, a.id desc
     limit ${limit}`);
  return result.rows;
}

export interface NoteRow extends Record<string, unknown> {
  id: string;
  text: string;
  created_at: Time;
  author: PersonJson | null;
}

/** Staff notes on the person, newest first. */
export async function notesOn(db: Db, userId: string, limit: number): Promise<NoteRow[]> {
  const result = await db.execute<NoteRow>(sql`
    select n.id, n.text, n.created_at, ${personJson('pn')} as author
      from staff_notes n
      left join profiles pn on pn.id = n.author_id
     where n.subject_id = ${userId}::uuid
     order by n.created_at desc, n.id desc
     limit ${limit}`);
  return result.rows;
}

export async function insertNote(db: Db, values: { subjectId: string; authorId: string; text: string }) {
  const [row] = await db.insert(staffNotes).values(values).returning();
  return row!;
}

/** One person card (a note's author right after writing it). */
export async function personCard(db: Db, userId: string): Promise<PersonJson | null> {
  const result = await db.execute<{ person: PersonJson | null }>(sql`
    select ${personJson('p')} as person from profiles p where p.id = ${userId}::uuid`);
  return result.rows[0]?.person ?? null;
}
