import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  accountStandings,
  moderationActions,
  moderationAppeals,
  moderationItems,
  reports,
  userRoles,
} from '#server/db/schema';

/** Profile columns of a person, as every card shows them. */
export type PersonCols = {
  id: string;
  handle: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  avatar_url: string | null;
};

/** A json object of a profile's card columns (for json_agg / json_build_object in the queries below). */
const personJson = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'handle', ${alias}.handle, 'first_name', ${alias}.first_name,
    'last_name', ${alias}.last_name, 'display_name', ${alias}.display_name, 'avatar_url', ${alias}.avatar_url)`);

/** PostgreSQL text of a timestamp with its microseconds (cursors compare it back exactly). */
const sortKey = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

// ── items and reports ──────────────────────────────────────────────────────────────────────────────────────

export type ItemRow = typeof moderationItems.$inferSelect;

export async function findItem(db: Db, itemId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(moderationItems).where(eq(moderationItems.id, itemId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** Whether the person has an open report of this target. */
export async function hasOpenReport(db: Db, reporterId: string, targetType: string, targetId: string) {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, targetId),
        eq(reports.status, 'open'),
      ),
    );
  return row !== undefined;
}

/**
 * Opens the target's item for a report, or joins the open one, race-safe: the partial unique index keeps one open
 * item per target and source, and a concurrent report that loses the insert updates the winner's row instead.
 * Answers the item's id.
 */
export async function upsertReportItem(
  db: Db,
  input: { targetType: string; targetId: string; authorId: string | null; severity: number },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into moderation_items (source, target_type, target_id, author_id, severity, report_count)
    values ('report', ${input.targetType}, ${input.targetId}, ${input.authorId}, ${input.severity}, 1)
    on conflict (target_type, target_id, source) where status = 'open'
    do update set report_count = moderation_items.report_count + 1,
                  severity = greatest(moderation_items.severity, excluded.severity),
                  last_reported_at = now(),
                  author_id = coalesce(excluded.author_id, moderation_items.author_id)
    returning id`);
  return result.rows[0]!.id;
}

/** Inserts the report; null when the person already has an open one (the unique index refused it). */
export async function insertReport(
  db: Db,
  input: {
    itemId: string;
    reporterId: string;
    targetType: string;
    targetId: string;
    reason: string;
    note: string | null;
  },
): Promise<string | null> {
  const rows = await db.insert(reports).values(input).onConflictDoNothing().returning({ id: reports.id });
  return rows[0]?.id ?? null;
}

/** Opens an item of another source (an appeal); joins the open one when there is one. */
export async function upsertItem(
  db: Db,
  input: { source: string; targetType: string; targetId: string; authorId: string | null; severity: number },
): Promise<string> {
  const result = await db.execute<{ id: string }>(sql`
    insert into moderation_items (source, target_type, target_id, author_id, severity, report_count)
    values (${input.source}, ${input.targetType}, ${input.targetId}, ${input.authorId}, ${input.severity}, 0)
    on conflict (target_type, target_id, source) where status = 'open'
    do update set last_reported_at = now(), severity = greatest(moderation_items.severity, excluded.severity)
    returning id`);
  return result.rows[0]!.id;
}

export interface QueueFilters {
  status: 'open' | 'resolved';
  targetType?: string | undefined;
  reason?: string | undefined;
  source?: string | undefined;
  claim: 'all' | 'mine' | 'unclaimed';
  viewerId: string;
  /** Claims older than this are no longer anyone's. */
  claimLiveSince: Date;
  /** A demo moderator's queue: only items about demo accounts (demo staff act on demo data only, ADR 012). */
  demoOnly?: boolean;
}

export interface QueueCursor {
  severity: number;
  at: string;
  id: string;
}

/** One page row: the item and what the list shows of its reports (aggregated for this page's items only). */
export type QueueRow = {
  id: string;
  source: string;
  status: string;
  target_type: string;
  target_id: string;
  author_id: string | null;
  severity: number;
  report_count: number;
  first_reported_at: Date | string;
  last_reported_at: Date | string;
  claimed_by: string | null;
  claimed_at: Date | string | null;
  hold_rule: string | null;
  hold_match: string | null;
  resolved_at: Date | string | null;
  resolution: string | null;
  sort_at: string;
  reasons: { reason: string; count: number }[] | null;
  reporters: PersonCols[] | null;
  claimer: PersonCols | null;
  appeal: { id: string; action_id: string; action: string; text: string } | null;
};

function filterSql(filters: QueueFilters) {
  const parts = [sql`i.status = ${filters.status}`];
  if (filters.demoOnly)
    parts.push(sql`exists (select 1 from profiles dp where dp.id = i.author_id and dp.demo)`);
  if (filters.targetType) parts.push(sql`i.target_type = ${filters.targetType}`);
  if (filters.source) parts.push(sql`i.source = ${filters.source}`);
  if (filters.reason)
    parts.push(sql`exists (select 1 from reports r where r.item_id = i.id and r.reason = ${filters.reason})`);
  if (filters.claim === 'mine')
    parts.push(
      sql`i.claimed_by = ${filters.viewerId} and i.claimed_at > ${filters.claimLiveSince.toISOString()}::timestamptz`,
    );
  if (filters.claim === 'unclaimed')
    parts.push(
      sql`(i.claimed_by is null or i.claimed_at <= ${filters.claimLiveSince.toISOString()}::timestamptz)`,
    );
  return sql.join(parts, sql` and `);
}

/** The columns of a page row, joined to the page's items only (reasons, the first three reporters, the claimer, the appeal). */
const PAGE_COLUMNS = sql`
  i.id, i.source, i.status, i.target_type, i.target_id, i.author_id, i.severity, i.report_count,
  i.first_reported_at, i.last_reported_at, i.claimed_by, i.claimed_at, i.hold_rule, i.hold_match,
  i.resolved_at, i.resolution, i.sort_at,
  (select json_agg(json_build_object('reason', g.reason, 'count', g.n) order by g.n desc, g.reason)
     from (select r.reason, count(*)::int as n from reports r where r.item_id = i.id group by r.reason) g) as reasons,
  (select json_agg(${personJson('pr')} order by x.created_at, x.id)
     from (select r.reporter_id, r.created_at, r.id from reports r where r.item_id = i.id
            order by r.created_at, r.id limit 3) x
     join profiles pr on pr.id = x.reporter_id) as reporters,
  (select ${personJson('cp')} from profiles cp where cp.id = i.claimed_by) as claimer,
  (select json_build_object('id', a.id, 'action_id', a.action_id, 'action', ma.action, 'text', a.text)
     from moderation_appeals a join moderation_actions ma on ma.id = a.action_id where a.item_id = i.id
     order by a.created_at limit 1) as appeal`;

/**
 * A page of the queue. Open items walk moderation_items_queue_idx (severity desc, first report asc, id); resolved
 * ones the resolved index (newest first). Reasons and reporters are aggregated for the page's rows only.
 */
export async function queuePage(
  db: Db,
  filters: QueueFilters,
  cursor: QueueCursor | null,
  limit: number,
): Promise<QueueRow[]> {
  const open = filters.status === 'open';
  const keyset = cursor
    ? open
      ? sql`and (i.severity < ${cursor.severity} or (i.severity = ${cursor.severity}
              and (i.first_reported_at, i.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)))`
      : sql`and (i.resolved_at, i.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  // Exactly the index's order (severity desc NULLS LAST): a different NULLS order would sort the whole queue.
  const order = open
    ? sql`i.severity desc nulls last, i.first_reported_at, i.id`
    : sql`i.resolved_at desc, i.id desc`;
  const result = await db.execute<QueueRow>(sql`
    select ${PAGE_COLUMNS}
      from (select i.*, ${sortKey(open ? sql`i.first_reported_at` : sql`i.resolved_at`)} as sort_at
              from moderation_items i
             where ${filterSql(filters)} ${keyset}
             order by ${order}
             limit ${limit}) i
     order by ${order}`);
  return result.rows;
}

export async function openCount(db: Db, filters: QueueFilters): Promise<number> {
  const result = await db.execute<{ n: number | string }>(sql`
    select count(*) as n from moderation_items i where ${filterSql({ ...filters, status: 'open' })}`);
  return Number(result.rows[0]?.n ?? 0);
}

export async function queueRowOf(db: Db, itemId: string): Promise<QueueRow | undefined> {
  const result = await db.execute<QueueRow>(sql`
    select ${PAGE_COLUMNS}
      from (select i.*, ${sortKey(sql`i.first_reported_at`)} as sort_at from moderation_items i where i.id = ${itemId}) i`);
  return result.rows[0];
}

export type ReportRow = PersonCols & {
  report_id: string;
  reason: string;
  note: string | null;
  created_at: Date | string;
  reporter_demo: boolean;
};

export async function reportsOfItem(db: Db, itemId: string): Promise<ReportRow[]> {
  const result = await db.execute<ReportRow>(sql`
    select r.id as report_id, r.reason, r.note, r.created_at, pr.demo as reporter_demo,
           pr.id, pr.handle, pr.first_name, pr.last_name, pr.display_name, pr.avatar_url
      from reports r join profiles pr on pr.id = r.reporter_id
     where r.item_id = ${itemId}
     order by r.created_at, r.id`);
  return result.rows;
}

/** Sets or clears a claim; false when another moderator's live claim stands (the row is not changed). */
export async function setClaim(
  db: Db,
  itemId: string,
  moderatorId: string | null,
  claimLiveSince: Date,
  actorId: string,
): Promise<boolean> {
  const rows = await db
    .update(moderationItems)
    .set({ claimedBy: moderatorId, claimedAt: moderatorId ? new Date() : null })
    .where(
      and(
        eq(moderationItems.id, itemId),
        sql`(${moderationItems.claimedBy} is null or ${moderationItems.claimedBy} = ${actorId}
             or ${moderationItems.claimedAt} <= ${claimLiveSince.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: moderationItems.id });
  return rows.length > 0;
}

/** Resolves the item and its open reports; answers the reporters whose reports it closed. */
export async function resolveItem(
  db: Db,
  itemId: string,
  resolution: string,
  moderatorId: string | null,
): Promise<string[]> {
  await db
    .update(moderationItems)
    .set({
      status: 'resolved',
      resolution,
      resolvedAt: new Date(),
      resolvedBy: moderatorId,
      claimedBy: null,
      claimedAt: null,
    })
    .where(eq(moderationItems.id, itemId));
  const closed = await db
    .update(reports)
    .set({ status: 'resolved' })
    .where(and(eq(reports.itemId, itemId), eq(reports.status, 'open')))
    .returning({ reporterId: reports.reporterId });
  return [...new Set(closed.map((row) => row.reporterId))];
}

/** Open items of one target (an appeal and a report may both be open), to close together with a decision. */
export async function otherOpenItems(db: Db, targetType: string, targetId: string, exceptId: string) {
  const rows = await db
    .select({ id: moderationItems.id })
    .from(moderationItems)
    .where(
      and(
        eq(moderationItems.targetType, targetType),
        eq(moderationItems.targetId, targetId),
        eq(moderationItems.status, 'open'),
        sql`${moderationItems.id} <> ${exceptId}`,
        eq(moderationItems.source, 'report'),
      ),
    );
  return rows.map((row) => row.id);
}

// ── actions, standings, appeals ─────────────────────────────────────────────────────────────────────────────

export type ActionRow = typeof moderationActions.$inferSelect;

export async function insertAction(
  db: Db,
  input: {
    itemId: string | null;
    action: string;
    moderatorId: string | null;
    subjectId: string | null;
    targetType: string | null;
    targetId: string | null;
    reason: string | null;
    until: Date | null;
    createdAt?: Date;
  },
): Promise<ActionRow> {
  const [row] = await db.insert(moderationActions).values(input).returning();
  return row!;
}

export async function findAction(db: Db, actionId: string) {
  const [row] = await db.select().from(moderationActions).where(eq(moderationActions.id, actionId));
  return row;
}

export type ActionRecordRow = {
  id: string;
  action: string;
  moderator: PersonCols | null;
  subject: PersonCols | null;
  target_type: string | null;
  target_id: string | null;
  reason: string | null;
  until: Date | string | null;
  created_at: Date | string;
  appealed: boolean;
};

const ACTION_COLUMNS = sql`
  a.id, a.action, a.target_type, a.target_id, a.reason, a.until, a.created_at,
  (select ${personJson('mp')} from profiles mp where mp.id = a.moderator_id) as moderator,
  (select ${personJson('sp')} from profiles sp where sp.id = a.subject_id) as subject,
  exists (select 1 from moderation_appeals ap where ap.action_id = a.id) as appealed`;

/** Actions against a person (dismiss and restore are not against anyone), newest first. */
export async function actionsAgainst(
  db: Db,
  subjectId: string,
  options: { limit: number; since?: Date },
): Promise<ActionRecordRow[]> {
  const result = await db.execute<ActionRecordRow>(sql`
    select ${ACTION_COLUMNS}
      from moderation_actions a
     where a.subject_id = ${subjectId} and a.action not in ('dismiss')
       ${options.since ? sql`and a.created_at > ${options.since.toISOString()}::timestamptz` : sql``}
     order by a.created_at desc, a.id desc
     limit ${options.limit}`);
  return result.rows;
}

export async function actionRecord(db: Db, actionId: string): Promise<ActionRecordRow | undefined> {
  const result = await db.execute<ActionRecordRow>(
    sql`select ${ACTION_COLUMNS} from moderation_actions a where a.id = ${actionId}`,
  );
  return result.rows[0];
}

export type StandingRow = typeof accountStandings.$inferSelect;

export async function findStanding(db: Db, userId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(accountStandings).where(eq(accountStandings.userId, userId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** The person's standing row, created (active) when there was none, locked for the transaction. */
export async function lockStanding(db: Db, userId: string): Promise<StandingRow> {
  await db.insert(accountStandings).values({ userId }).onConflictDoNothing();
  return (await findStanding(db, userId, { lock: true }))!;
}

export async function saveStanding(
  db: Db,
  userId: string,
  values: Partial<Omit<StandingRow, 'userId'>>,
): Promise<void> {
  await db
    .update(accountStandings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(accountStandings.userId, userId));
}

/** A suspension running now, or a ban: what the suspension check reads (one primary-key read). */
export async function restrictionOf(db: Db, userId: string) {
  const [row] = await db
    .select({ suspendedUntil: accountStandings.suspendedUntil, bannedAt: accountStandings.bannedAt })
    .from(accountStandings)
    .where(eq(accountStandings.userId, userId));
  return row;
}

export async function isBanned(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountStandings.userId })
    .from(accountStandings)
    .where(and(eq(accountStandings.userId, userId), sql`${accountStandings.bannedAt} is not null`));
  return row !== undefined;
}

export async function findAppealOf(db: Db, actionId: string) {
  const [row] = await db.select().from(moderationAppeals).where(eq(moderationAppeals.actionId, actionId));
  return row;
}

export async function findAppealOfItem(db: Db, itemId: string) {
  const [row] = await db
    .select()
    .from(moderationAppeals)
    .where(eq(moderationAppeals.itemId, itemId))
    .orderBy(moderationAppeals.createdAt)
    .limit(1);
  return row;
}

/** Inserts the appeal; null when the action was already appealed (the unique action id refused it). */
export async function insertAppeal(
  db: Db,
  input: { actionId: string; userId: string; itemId: string; text: string },
): Promise<string | null> {
  const rows = await db
    .insert(moderationAppeals)
    .values(input)
    .onConflictDoNothing()
    .returning({ id: moderationAppeals.id });
  return rows[0]?.id ?? null;
}

/** The staff roles among a person's stored roles. */
export async function staffRolesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), inArray(userRoles.role, ['moderator', 'admin'])));
  return rows.map((row) => row.role);
}
