import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles, profileStats, user, userActivities } from '#server/db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** What the public profile page shows, with the account's join date and the viewer's follow. */
export interface PublicProfileRow {
  profile: ProfileRow;
  memberSince: Date;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  isFollowing: boolean;
}

/** A profile by id or by handle as `viewerId` sees it; undefined when there is none. */
export async function findPublicProfile(
  db: Db,
  where: { userId: string } | { handle: string },
  viewerId: string | null,
): Promise<PublicProfileRow | undefined> {
  const following = viewerId
    ? sql<boolean>`exists (select 1 from follows vf where vf.follower_id = ${viewerId}::uuid and vf.following_id = ${profiles.id})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({
      profile: profiles,
      memberSince: user.createdAt,
      followersCount: sql<number>`coalesce(${profileStats.followersCount}, 0)`.mapWith(Number),
      followingCount: sql<number>`coalesce(${profileStats.followingCount}, 0)`.mapWith(Number),
      postsCount: sql<number>`coalesce(${profileStats.postsCount}, 0)`.mapWith(Number),
      isFollowing: following,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .leftJoin(profileStats, eq(profileStats.userId, profiles.id))
    .where('userId' in where ? eq(profiles.id, where.userId) : eq(profiles.handle, where.handle))
    .limit(1);
  return row ? { ...row, isFollowing: Boolean(row.isFollowing) } : undefined;
}

/** The signed-in person's own profile with the account e-mail (never shown to anyone else). */
export async function findMyProfile(
  db: Db,
  userId: string,
): Promise<{ profile: ProfileRow; email: string } | undefined> {
  const [row] = await db
    .select({ profile: profiles, email: user.email })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId));
  return row;
}

/** Locks the profile row for the rest of the transaction (one profile save at a time per person). */
export async function lockProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  return row;
}

export async function handleTakenByOther(db: Db, handle: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.handle, handle), ne(profiles.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function updateProfileRow(
  db: Db,
  userId: string,
  values: Partial<typeof profiles.$inferInsert>,
): Promise<ProfileRow> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new Error('profile not updated');
  return row;
}

/** Keeps better-auth's user row (name in mails, image) in step with the profile. */
export async function updateUserRow(
  db: Db,
  userId: string,
  values: { name?: string; image?: string | null },
): Promise<void> {
  await db.update(user).set(values).where(eq(user.id, userId));
}

export async function hasActivity(db: Db, userId: string, activityType: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userActivities.id })
    .from(userActivities)
    .where(and(eq(userActivities.userId, userId), eq(userActivities.activityType, activityType)))
    .limit(1);
  return Boolean(row);
}
