import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { boats, teamMembers } from '#server/db/schema';
import { displayNameSql } from '#server/db/display-name';

export interface BoatRow extends Record<string, unknown> {
  id: string;
  name: string;
  owner_user_id: string;
  owner_name: string;
  team_id: string | null;
  team_slug: string | null;
  team_name: string | null;
  make: string | null;
  model: string | null;
  length_cm: number | null;
  registration_number: string | null;
  photo_url: string | null;
  created_at: Date | string;
}

const columns = sql`b.id, b.name, b.owner_user_id, ${displayNameSql('p')} as owner_name, b.team_id,
  t.slug as team_slug, t.name as team_name, b.make, b.model, b.length_cm, b.registration_number, b.photo_url,
  b.created_at`;
const from = sql`boats b join profiles p on p.id = b.owner_user_id left join teams t on t.id = b.team_id`;

export async function findBoat(db: Db, boatId: string): Promise<BoatRow | null> {
  const result = await db.execute<BoatRow>(sql`select ${columns} from ${from} where b.id = ${boatId}::uuid`);
  return result.rows[0] ?? null;
}

/** My boats and, when given, the boats of these teams (newest first). */
export async function listBoats(db: Db, where: { ownerId?: string; teamIds?: string[] }): Promise<BoatRow[]> {
  const conditions = [];
  if (where.ownerId) conditions.push(sql`b.owner_user_id = ${where.ownerId}::uuid`);
  if (where.teamIds?.length)
    conditions.push(
      sql`b.team_id in (${sql.join(
        where.teamIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (conditions.length === 0) return [];
  const result = await db.execute<BoatRow>(
    sql`select ${columns} from ${from} where ${sql.join(conditions, sql` or `)} order by b.created_at desc limit 200`,
  );
  return result.rows;
}

/** Whether `userId` belongs to the team (a boat can be tied only to its owner's team). */
export async function isTeamMember(db: Db, teamId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return Boolean(row);
}

export type NewBoat = typeof boats.$inferInsert;

export async function insertBoat(db: Db, values: NewBoat): Promise<{ id: string } | undefined> {
  const [row] = await db.insert(boats).values(values).returning({ id: boats.id });
  return row;
}

export async function updateBoatRow(db: Db, boatId: string, changes: Partial<NewBoat>): Promise<void> {
  await db.update(boats).set(changes).where(eq(boats.id, boatId));
}
