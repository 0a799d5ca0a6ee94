import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { freePlace, lockRegistration, personOf, takePlaces } from './places/repo';
import { displayNameSql } from '#server/db/display-name';
import {
  boats,
  catchAuditLog,
  registrationAnglers,
  registrationPayments,
  teamMembers,
  teams,
  tournamentRegistrations,
  tournamentSeries,
} from '#server/db/schema';

export interface RegistrationRow extends Record<string, unknown> {
  id: string;
  event_id: string;
  division_id: string | null;
  user_id: string;
  team_id: string | null;
  boat_id: string | null;
  series_id: string | null;
  entrant_name: string;
  boat_name: string | null;
  status: string;
  payment_status: string;
  fee_minor: number;
  currency: string;
  resume_token: string;
  draft: unknown;
  check_in_code: string;
  checked_in_at: Date | string | null;
  checked_out_at: Date | string | null;
  registered_at: Date | string | null;
  created_at: Date | string;
  event_name: string;
  start_date: string;
  end_date: string;
  location: string;
  time_zone: string;
  division_name: string | null;
  team_slug: string | null;
  team_name: string | null;
  anglers: { userId: string | null; name: string; isCaptain: boolean }[] | string;
  paid_at: Date | string | null;
  registrant_name: string;
  registrant_email: string;
  registrant_demo: boolean | null;
  // Payments (issue 17): pay-core
  hold_expires_at?: Date | string | null;
  latest_payment_id?: string | null;
  paid_payment_id?: string | null;
  paid_minor?: number | string | null;
  refunded_minor?: number | string | null;
  disputed?: boolean | null;
  refund_policy?: string;
  refund_percent_bp?: number | string;
  refund_deadline?: Date | string | null;
}

const select = sql`select r.id, r.event_id, r.division_id, r.user_id, r.team_id, r.boat_id, r.series_id,
    r.entrant_name, r.boat_name, r.status, r.payment_status, r.fee_minor, r.currency, r.resume_token, r.draft,
    r.check_in_code, r.checked_in_at, r.checked_out_at, r.registered_at, r.created_at,
    e.name as event_name, e.start_date, e.end_date, e.location, e.time_zone,
    e.refund_policy, e.refund_percent_bp, e.refund_deadline,
    d.name as division_name, t.slug as team_slug, t.name as team_name,
    coalesce((select json_agg(json_build_object('userId', a.user_id, 'name', a.name, 'isCaptain', a.is_captain)
        order by a.is_captain desc, a.name)
      from registration_anglers a where a.registration_id = r.id), '[]'::json) as anglers,
    (select max(p.created_at) from registration_payments p where p.registration_id = r.id) as paid_at,
    ${displayNameSql('pr')} as registrant_name, u.email as registrant_email, pr.demo as registrant_demo,
    r.hold_expires_at,
    (select p.id from payment_registrations x join payments p on p.id = x.payment_id
      where x.registration_id = r.id order by p.created_at desc, p.id desc limit 1) as latest_payment_id,
    (select p.id from payment_registrations x join payments p on p.id = x.payment_id
      where x.registration_id = r.id and p.status = 'succeeded'
      order by p.paid_at desc nulls last, p.id desc limit 1) as paid_payment_id,
    (select coalesce(sum(x.amount_minor), 0) from payment_registrations x join payments p on p.id = x.payment_id
      where x.registration_id = r.id and p.status = 'succeeded') as paid_minor,
    (select coalesce(sum(least(p.refunded_minor, x.amount_minor)), 0) from payment_registrations x
      join payments p on p.id = x.payment_id
      where x.registration_id = r.id and p.status = 'succeeded') as refunded_minor,
    exists (select 1 from payment_registrations x join disputes d on d.payment_id = x.payment_id
      where x.registration_id = r.id and d.status <> 'won') as disputed
  from tournament_registrations r
  join tournament_events e on e.id = r.event_id
  left join tournament_divisions d on d.id = r.division_id
  left join teams t on t.id = r.team_id
  join "user" u on u.id = r.user_id
  left join profiles pr on pr.id = r.user_id`;

async function selectRegistrations(db: Db, where: SQL, tail: SQL = sql``): Promise<RegistrationRow[]> {
  const result = await db.execute<RegistrationRow>(sql`${select} where ${where} ${tail}`);
  return result.rows;
}

export async function registrationById(db: Db, id: string): Promise<RegistrationRow | null> {
  const [row] = await selectRegistrations(db, sql`r.id = ${id}::uuid`);
  return row ?? null;
}

/** These registrations, earliest event first. */
export async function registrationsByIds(db: Db, ids: string[]): Promise<RegistrationRow[]> {
  return selectRegistrations(db, sql`r.id in (${uuidList(ids)})`, sql`order by e.start_date asc`);
}

/** Mine: those I made (drafts included) and those I fish in, newest first. */
export async function registrationsOfUser(db: Db, userId: string): Promise<RegistrationRow[]> {
  return selectRegistrations(
    db,
    sql`(r.user_id = ${userId}::uuid and r.status <> 'cancelled' or r.user_id = ${userId}::uuid and r.registered_at is not null
      or (r.status = 'registered' and exists (select 1 from registration_anglers ra where ra.registration_id = r.id and ra.user_id = ${userId}::uuid)))`,
    sql`order by r.created_at desc limit 100`,
  );
}

export async function registrationByResumeToken(db: Db, token: string): Promise<RegistrationRow | undefined> {
  const [row] = await selectRegistrations(db, sql`r.resume_token = ${token}`);
  return row;
}

/** The event's registered entry with this check-in code (the desk's scanner). */
export async function registrationByCheckInCode(
  db: Db,
  eventId: string,
  code: string,
): Promise<RegistrationRow | undefined> {
  const [row] = await selectRegistrations(
    db,
    sql`r.check_in_code = ${code} and r.event_id = ${eventId}::uuid and r.status = 'registered'`,
  );
  return row;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

export interface DeskFilters {
  status: string;
  payment?: string;
  checkIn?: 'in' | 'out' | 'not';
  q?: string;
}

/** An event's registrations with the desk's filters (status or 'all' but drafts, payment, check-in, name search). */
export async function deskRegistrations(
  db: Db,
  eventId: string,
  query: DeskFilters,
): Promise<RegistrationRow[]> {
  const filters: SQL[] = [sql`r.event_id = ${eventId}::uuid`];
  filters.push(query.status === 'all' ? sql`r.status <> 'draft'` : sql`r.status = ${query.status}`);
  if (query.payment) filters.push(sql`r.payment_status = ${query.payment}`);
  if (query.checkIn === 'in') filters.push(sql`r.checked_in_at is not null and r.checked_out_at is null`);
  if (query.checkIn === 'out') filters.push(sql`r.checked_out_at is not null`);
  if (query.checkIn === 'not') filters.push(sql`r.checked_in_at is null`);
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    filters.push(sql`(lower(r.entrant_name) like ${like} or lower(coalesce(r.boat_name, '')) like ${like})`);
  }
  return selectRegistrations(
    db,
    sql.join(filters, sql` and `),
    sql`order by r.entrant_name asc, r.created_at asc limit 1000`,
  );
}

/** The desk's header counts over the event's registered entries. */
export async function deskCounts(db: Db, eventId: string) {
  const result = await db.execute<{ registered: string; checked_in: string; paid: string }>(sql`
      select count(*) as registered,
        count(*) filter (where checked_in_at is not null and checked_out_at is null) as checked_in,
        count(*) filter (where payment_status = 'paid') as paid
      from tournament_registrations where event_id = ${eventId}::uuid and status = 'registered'`);
  const count = result.rows[0];
  return {
    registered: Number(count?.registered ?? 0),
    checkedIn: Number(count?.checked_in ?? 0),
    paid: Number(count?.paid ?? 0),
  };
}

export interface EventRow extends Record<string, unknown> {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  location: string;
  time_zone: string;
  series_id: string | null;
  entrant_type: string;
  fee_minor: number;
  currency: string;
  participants_cap: number | null;
  registered_count: number;
  rules_text: string;
  status: string;
  /** The director's deadline; null closes registration at the start. */
  registration_deadline: Date | string | null;
  // Payments (issue 17): the refund policy shown before paying.
  refund_policy: string;
  refund_percent_bp: number;
  refund_deadline: Date | string | null;
  tax_country: string | null;
  tax_region: string | null;
}

const eventColumns = sql`e.id, e.name, e.start_date, e.end_date, e.location, e.time_zone, e.series_id,
  e.entrant_type, e.fee_minor, e.currency, e.participants_cap, e.registered_count, e.rules_text, e.status,
  e.registration_deadline, e.refund_policy, e.refund_percent_bp, e.refund_deadline, e.tax_country, e.tax_region`;

/** Published events not over yet (the service drops those finished in their own time zone). */
export async function publishedEventsFrom(
  db: Db,
  options: { since: string; seriesId?: string; eventId?: string },
): Promise<EventRow[]> {
  const filters = [sql`e.status = 'published'`, sql`e.end_date >= ${options.since}`];
  if (options.seriesId) filters.push(sql`e.series_id = ${options.seriesId}::uuid`);
  if (options.eventId) filters.push(sql`e.id = ${options.eventId}::uuid`);
  const result = await db.execute<EventRow>(
    sql`select ${eventColumns} from tournament_events e where ${sql.join(filters, sql` and `)}
      order by e.start_date asc, e.name asc limit 200`,
  );
  return result.rows;
}

export async function eventById(db: Db, eventId: string): Promise<EventRow | null> {
  const result = await db.execute<EventRow>(
    sql`select ${eventColumns} from tournament_events e where e.id = ${eventId}::uuid`,
  );
  return result.rows[0] ?? null;
}

export async function divisionsOf(
  db: Db,
  eventIds: string[],
): Promise<Map<string, { id: string; name: string }[]>> {
  const map = new Map<string, { id: string; name: string }[]>();
  if (eventIds.length === 0) return map;
  const result = await db.execute<{ id: string; name: string; event_id: string }>(sql`
    select id, name, event_id from tournament_divisions
    where event_id in (${sql.join(
      eventIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by position asc, name asc`);
  for (const row of result.rows) {
    const list = map.get(row.event_id) ?? [];
    list.push({ id: row.id, name: row.name });
    map.set(row.event_id, list);
  }
  return map;
}

export async function teamsCaptainedBy(db: Db, userId: string) {
  return db
    .select({ id: teams.id, slug: teams.slug, name: teams.name })
    .from(teams)
    .where(eq(teams.captainUserId, userId))
    .orderBy(teams.name);
}

const uuidList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The members of these teams with the name a registration gives them (captains first). */
export async function memberNamesOf(
  db: Db,
  teamIds: string[],
): Promise<{ team_id: string; user_id: string; name: string }[]> {
  if (teamIds.length === 0) return [];
  const result = await db.execute<{ team_id: string; user_id: string; name: string }>(sql`
    select m.team_id, m.user_id, coalesce(nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), ''),
      nullif(p.display_name, ''), 'Angler') as name
    from team_members m join profiles p on p.id = m.user_id
    where m.team_id in (${uuidList(teamIds)})
    order by (m.role = 'captain') desc, m.joined_at asc`);
  return result.rows;
}

/** Boats `userId` owns or that belong to these teams, by name. */
export async function boatChoices(
  db: Db,
  userId: string,
  teamIds: string[],
): Promise<{ id: string; name: string; team_id: string | null }[]> {
  const result = await db.execute<{ id: string; name: string; team_id: string | null }>(sql`
    select id, name, team_id from boats
    where owner_user_id = ${userId}::uuid
      ${teamIds.length ? sql`or team_id in (${uuidList(teamIds)})` : sql``}
    order by name asc limit 200`);
  return result.rows;
}

export async function teamById(db: Db, teamId: string) {
  const [team] = await db.select().from(teams).where(eq(teams.id, teamId));
  return team;
}

export async function memberIdsOf(db: Db, teamId: string): Promise<{ userId: string }[]> {
  return db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
}

export async function boatById(db: Db, boatId: string) {
  const [row] = await db.select().from(boats).where(eq(boats.id, boatId));
  return row;
}

/** A boat named during registration, owned by the registrant (and the team's when entering as a team). */
export async function insertEntryBoat(db: Db, values: typeof boats.$inferInsert) {
  const [created] = await db.insert(boats).values(values).returning({ id: boats.id, name: boats.name });
  return created;
}

type NewRegistration = typeof tournamentRegistrations.$inferInsert;

export async function updateDraft(
  db: Db,
  registrationId: string,
  changes: Pick<NewRegistration, 'eventId' | 'draft'>,
): Promise<void> {
  await db.update(tournamentRegistrations).set(changes).where(eq(tournamentRegistrations.id, registrationId));
}

export async function insertRegistration(db: Db, values: NewRegistration) {
  const [row] = await db
    .insert(tournamentRegistrations)
    .values(values)
    .returning({ id: tournamentRegistrations.id, resumeToken: tournamentRegistrations.resumeToken });
  return row;
}

/** The team's live (registered) registration in the event, if any. */
export async function liveTeamRegistration(db: Db, eventId: string, teamId: string) {
  const [live] = await db
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.eventId, eventId),
        eq(tournamentRegistrations.teamId, teamId),
        eq(tournamentRegistrations.status, 'registered'),
      ),
    );
  return live;
}

/** Turns the registrant's draft into the registration (undefined when it is no longer their draft). */
export async function completeDraft(
  db: Db,
  draftId: string,
  userId: string,
  values: Partial<NewRegistration>,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(tournamentRegistrations)
    .set(values)
    .where(
      and(
        eq(tournamentRegistrations.id, draftId),
        eq(tournamentRegistrations.userId, userId),
        eq(tournamentRegistrations.status, 'draft'),
      ),
    )
    .returning({ id: tournamentRegistrations.id });
  return row;
}

export async function replaceAnglers(
  db: Db,
  registrationId: string,
  anglers: { userId: string | null; name: string; isCaptain: boolean }[],
  options: { clear: boolean },
): Promise<void> {
  if (options.clear)
    await db.delete(registrationAnglers).where(eq(registrationAnglers.registrationId, registrationId));
  await db.insert(registrationAnglers).values(anglers.map((angler) => ({ registrationId, ...angler })));
}

/** A free entry's zero payment, the record that makes it paid. */
export async function recordNoFeePayment(
  db: Db,
  registrationId: string,
  currency: string,
  recordedBy: string,
): Promise<void> {
  await db.insert(registrationPayments).values({
    registrationId,
    amountMinor: 0,
    currency,
    method: 'no_fee',
    recordedBy,
  });
  await db
    .update(tournamentRegistrations)
    .set({ paymentStatus: 'paid' })
    .where(eq(tournamentRegistrations.id, registrationId));
}

export async function setRegistrationStatus(db: Db, registrationId: string, status: string): Promise<void> {
  await db
    .update(tournamentRegistrations)
    .set({ status })
    .where(eq(tournamentRegistrations.id, registrationId));
}

export async function seriesById(db: Db, seriesId: string) {
  const [series] = await db.select().from(tournamentSeries).where(eq(tournamentSeries.id, seriesId));
  return series;
}

/** The fee paid at the desk: the payment row and payment_status (call inside a transaction). */
export async function recordDeskPayment(
  db: Db,
  registrationId: string,
  payment: { amountMinor: number; currency: string; recordedBy: string },
): Promise<void> {
  await db.insert(registrationPayments).values({ registrationId, ...payment, method: 'check_in' });
  await db
    .update(tournamentRegistrations)
    .set({ paymentStatus: 'paid' })
    .where(eq(tournamentRegistrations.id, registrationId));
}

/** The payment status under a row lock (inside the caller's transaction). */
export async function lockPaymentStatus(db: Db, registrationId: string): Promise<string | undefined> {
  const [locked] = await db
    .select({ paymentStatus: tournamentRegistrations.paymentStatus })
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.id, registrationId)))
    .for('update');
  return locked?.paymentStatus;
}

export async function setCheckedIn(db: Db, registrationId: string): Promise<void> {
  await db
    .update(tournamentRegistrations)
    .set({ checkedInAt: new Date(), checkedOutAt: null })
    .where(eq(tournamentRegistrations.id, registrationId));
}

export async function setCheckedOut(db: Db, registrationId: string): Promise<void> {
  await db
    .update(tournamentRegistrations)
    .set({ checkedOutAt: new Date() })
    .where(eq(tournamentRegistrations.id, registrationId));
}

export async function insertDeskAudit(db: Db, values: typeof catchAuditLog.$inferInsert): Promise<void> {
  await db.insert(catchAuditLog).values(values);
}

// The place counter and the registration lock live in ./places (payments uses them too, without a folder loop).
export { freePlace, lockRegistration, personOf, takePlaces };
