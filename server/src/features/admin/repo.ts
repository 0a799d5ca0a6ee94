import {
  and,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  max,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { contactMessages, profiles, session, user, userRoles } from '#server/db/schema';

const userColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  image: user.image,
  emailVerified: user.emailVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  createdAt: user.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  country: profiles.country,
  demo: profiles.demo,
};

export type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** `%` and `_` typed by the admin are searched for literally, not as wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function searchCondition(query: string): SQL | undefined {
  if (!query) return undefined;
  const pattern = containsPattern(query);
  return or(
    ilike(user.email, pattern),
    ilike(user.name, pattern),
    // "Dana Shore" should match whether the name was typed first-last on sign-up or edited since.
    ilike(sql`coalesce(${profiles.firstName}, '') || ' ' || coalesce(${profiles.lastName}, '')`, pattern),
  );
}

export async function listUsers(
  db: Db,
  options: { query: string; offset: number; limit: number; demoOnly: boolean },
) {
  const where = and(searchCondition(options.query), options.demoOnly ? eq(profiles.demo, true) : undefined);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(userColumns)
      .from(user)
      .leftJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findUser(db: Db, userId: string) {
  const [row] = await db
    .select(userColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}

export async function lastActiveAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(session.updatedAt) })
    .from(session)
    .where(eq(session.userId, userId));
  return row?.at ?? null;
}

/** Role rows of several users at once, so a page of users costs two queries, not one per row. */
export async function rolesByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, userIds));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.role]);
  return byUser;
}

export async function deleteRole(db: Db, userId: string, role: string): Promise<void> {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** Messages newest first; `demoOnly` keeps those sent by demo accounts (a visitor's address is real data). */
export async function listContactMessages(
  db: Db,
  options: { offset: number; limit: number; demoOnly: boolean },
) {
  const where = options.demoOnly
    ? exists(
        db
          .select({ one: sql`1` })
          .from(profiles)
          .where(and(eq(profiles.id, contactMessages.userId), eq(profiles.demo, true))),
      )
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .offset(options.offset)
      .limit(options.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function countStats(db: Db, since: Date) {
  const [[users], roleRows, [withoutRole], [recent]] = await Promise.all([
    db
      .select({ total: count(), verified: count(sql`case when ${user.emailVerified} then 1 end`) })
      .from(user),
    db
      .select({ role: userRoles.role, count: countDistinct(userRoles.userId) })
      .from(userRoles)
      .groupBy(userRoles.role),
    db
      .select({ total: count() })
      .from(user)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(eq(userRoles.userId, user.id)),
        ),
      ),
    db.select({ total: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since)),
  ]);
  return {
    users: users?.total ?? 0,
    verifiedUsers: users?.verified ?? 0,
    roleRows,
    usersWithoutRole: withoutRole?.total ?? 0,
    recentContactMessages: recent?.total ?? 0,
  };
}
