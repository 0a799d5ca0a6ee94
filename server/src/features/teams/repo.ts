import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { teamFollows, teamMembers, teams } from '#server/db/schema';
import { displayNameSql } from '#server/db/display-name';

export type TeamRow = typeof teams.$inferSelect & { captainName: string };

export async function findTeam(db: Db, where: { slug?: string; id?: string; inviteCode?: string }) {
  const condition = where.slug
    ? sql`t.slug = ${where.slug}`
    : where.id
      ? sql`t.id = ${where.id}::uuid`
      : sql`t.invite_code = ${where.inviteCode ?? ''}`;
  const result = await db.execute<{ id: string; captain_name: string }>(sql`
    select t.id, ${displayNameSql('p')} as captain_name
    from teams t left join profiles p on p.id = t.captain_user_id
    where ${condition} limit 1`);
  const found = result.rows[0];
  if (!found) return null;
  const [row] = await db.select().from(teams).where(eq(teams.id, found.id));
  return row ? { ...row, captainName: found.captain_name } : null;
}

/** Team ids taken by slugs starting with `base` (to pick the next free "-2", "-3", …). */
export async function slugsLike(db: Db, base: string): Promise<string[]> {
  const result = await db.execute<{ slug: string }>(
    sql`select slug from teams where slug = ${base} or slug like ${`${base}-%`}`,
  );
  return result.rows.map((row) => row.slug);
}

export interface MemberRow extends Record<string, unknown> {
  user_id: string;
  display_name: string;
  handle: string | null;
  avatar_url: string | null;
  role: string;
  joined_at: Date | string;
}

export async function listMembers(db: Db, teamId: string): Promise<MemberRow[]> {
  const result = await db.execute<MemberRow>(sql`
    select m.user_id, ${displayNameSql('p')} as display_name, p.handle, p.avatar_url, m.role, m.joined_at
    from team_members m join profiles p on p.id = m.user_id
    where m.team_id = ${teamId}::uuid
    order by (m.role = 'captain') desc, m.joined_at asc
    limit 200`);
  return result.rows;
}

export async function membershipOf(db: Db, teamId: string, userId: string) {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row ?? null;
}

export async function isFollowingTeam(db: Db, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamFollows.teamId })
    .from(teamFollows)
    .where(and(eq(teamFollows.teamId, teamId), eq(teamFollows.userId, userId)));
  return Boolean(row);
}

export interface MyTeamRow extends Record<string, unknown> {
  id: string;
  role: string;
}

export async function myTeamIds(db: Db, userId: string): Promise<MyTeamRow[]> {
  const result = await db.execute<MyTeamRow>(sql`
    select m.team_id as id, m.role from team_members m join teams t on t.id = m.team_id
    where m.user_id = ${userId}::uuid order by t.name asc limit 100`);
  return result.rows;
}

export interface FollowerRow extends Record<string, unknown> {
  user_id: string;
  display_name: string;
  handle: string | null;
  avatar_url: string | null;
  created_at: Date | string;
}

export async function listFollowers(db: Db, teamId: string, offset: number, limit: number) {
  const result = await db.execute<FollowerRow>(sql`
    select f.user_id, ${displayNameSql('p')} as display_name, p.handle, p.avatar_url, f.created_at
    from team_follows f join profiles p on p.id = f.user_id
    where f.team_id = ${teamId}::uuid
    order by f.created_at desc, f.user_id desc
    offset ${offset} limit ${limit}`);
  return result.rows;
}

export interface TeamTournamentRow extends Record<string, unknown> {
  registration_id: string;
  event_id: string;
  event_name: string;
  start_date: string;
  end_date: string;
  location: string;
  boat_name: string | null;
  status: string;
}

export async function listTeamTournaments(db: Db, teamId: string): Promise<TeamTournamentRow[]> {
  const result = await db.execute<TeamTournamentRow>(sql`
    select r.id as registration_id, e.id as event_id, e.name as event_name, e.start_date, e.end_date,
      e.location, r.boat_name, r.status
    from tournament_registrations r join tournament_events e on e.id = r.event_id
    where r.team_id = ${teamId}::uuid and r.status in ('registered', 'cancelled') and e.status = 'published'
    order by e.start_date desc, r.created_at desc
    limit 200`);
  return result.rows;
}

export interface AnalyticsRow extends Record<string, unknown> {
  registration_id: string;
  event_id: string;
  event_name: string;
  start_date: string;
  catches: number | string;
  weight: number | string;
  biggest: number | string | null;
}

/**
 * Per registration of the team in a published event: its approved catches, their weight and the biggest (the
 * judged fish only; pending or rejected catches never count). The place comes from the event's leaderboard.
 */
export async function teamAnalyticsRows(db: Db, teamId: string): Promise<AnalyticsRow[]> {
  const result = await db.execute<AnalyticsRow>(sql`
    select r.id as registration_id, e.id as event_id, e.name as event_name, e.start_date,
      count(c.id) as catches, coalesce(sum(c.weight_grams), 0) as weight, max(c.weight_grams) as biggest
    from tournament_registrations r
    join tournament_events e on e.id = r.event_id and e.status = 'published'
    left join tournament_catches c on c.registration_id = r.id and c.status = 'approved'
    where r.team_id = ${teamId}::uuid and r.status = 'registered'
    group by r.id, e.id
    order by e.start_date asc, e.name asc, r.created_at asc`);
  return result.rows;
}

/** A team and its captain's team_members row, in one transaction; answers its id and slug. */
export async function insertTeamWithCaptain(
  db: Db,
  values: typeof teams.$inferInsert & { captainUserId: string },
): Promise<{ id: string; slug: string }> {
  return db.transaction(async (tx) => {
    const [team] = await tx.insert(teams).values(values).returning({ id: teams.id, slug: teams.slug });
    if (!team) throw new Error('team not created');
    await tx.insert(teamMembers).values({ teamId: team.id, userId: values.captainUserId, role: 'captain' });
    return team;
  });
}

export async function updateTeamRow(
  db: Db,
  teamId: string,
  changes: Partial<Pick<typeof teams.$inferInsert, 'name' | 'bio' | 'homePort' | 'inviteCode'>>,
): Promise<void> {
  await db.update(teams).set(changes).where(eq(teams.id, teamId));
}

/**
 * Points teams.logo_url at `url` (null removes it), answering the previous URL read under a row lock;
 * undefined when the team is gone.
 */
export async function swapLogoUrl(
  db: Db,
  teamId: string,
  url: string | null,
): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoUrl: teams.logoUrl })
      .from(teams)
      .where(eq(teams.id, teamId))
      .for('update');
    if (!before) return undefined;
    await tx.update(teams).set({ logoUrl: url }).where(eq(teams.id, teamId));
    return before.logoUrl;
  });
}

/** Adds a member (idempotent); the members count moves in the same transaction. */
/**
 * Adds a member inside the caller's transaction (idempotent); the members count moves with it. Answers whether
 * the person was added (false: already a member).
 */
export async function addMember(tx: Db, teamId: string, userId: string): Promise<boolean> {
  const added = await tx
    .insert(teamMembers)
    .values({ teamId, userId, role: 'member' })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  if (added.length === 0) return false;
  await tx
    .update(teams)
    .set({ membersCount: sql`${teams.membersCount} + 1` })
    .where(eq(teams.id, teamId));
  return true;
}

/** A person's name as a team page shows it. */
export async function personName(db: Db, userId: string): Promise<string> {
  const result = await db.execute<{ name: string }>(
    sql`select ${displayNameSql('p')} as name from profiles p where p.id = ${userId}::uuid`,
  );
  return result.rows[0]?.name ?? '';
}

/** Removes a member (idempotent); the members count moves in the same transaction. */
export async function deleteMember(db: Db, teamId: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
      .returning({ userId: teamMembers.userId });
    if (removed.length > 0)
      await tx
        .update(teams)
        .set({ membersCount: sql`greatest(${teams.membersCount} - 1, 0)` })
        .where(eq(teams.id, teamId));
  });
}

/** Follows or unfollows (idempotent); followers_count moves in the same transaction. Answers the new count. */
export async function writeTeamFollow(
  db: Db,
  teamId: string,
  userId: string,
  follow: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = follow
      ? await tx
          .insert(teamFollows)
          .values({ teamId, userId })
          .onConflictDoNothing()
          .returning({ userId: teamFollows.userId })
      : await tx
          .delete(teamFollows)
          .where(and(eq(teamFollows.teamId, teamId), eq(teamFollows.userId, userId)))
          .returning({ userId: teamFollows.userId });
    const delta = changed.length > 0 ? (follow ? 1 : -1) : 0;
    const [row] = await tx
      .update(teams)
      .set({ followersCount: sql`greatest(${teams.followersCount} + ${delta}, 0)` })
      .where(eq(teams.id, teamId))
      .returning({ followersCount: teams.followersCount });
    return row?.followersCount ?? 0;
  });
}
