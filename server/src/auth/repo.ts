import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles, profileStats, twoFactor, user, userRoles } from '#server/db/schema';

// The auth layer's queries on our tables and better-auth's (user, two_factor). The hot-path session lookup keeps
// its own prepared statements (session-lookup.ts, ADR 014).

/** Whether the demo seed made this account (an account without a profile is not a demo account). */
export async function isDemoAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ demo: profiles.demo }).from(profiles).where(eq(profiles.id, userId));
  return row?.demo ?? false;
}

/** better-auth's own "ask for a second factor" flag. */
export async function twoFactorFlag(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ on: user.twoFactorEnabled }).from(user).where(eq(user.id, userId));
  return row?.on === true;
}

export async function setEmailMfa(db: Db, userId: string, enabled: boolean): Promise<void> {
  await db.update(profiles).set({ mfaEmailEnabled: enabled }).where(eq(profiles.id, userId));
}

/** The stored MFA pieces: better-auth's TOTP row and the profile's flags. */
export async function mfaRows(db: Db, userId: string) {
  const [totpRow] = await db
    .select({ id: twoFactor.id, verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  const [profile] = await db
    .select({ email: profiles.mfaEmailEnabled, preferred: profiles.preferredMfaMethod })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return { totpRow, profile };
}

export async function writeMfaFlags(
  db: Db,
  userId: string,
  flags: { totpEnabled: boolean; preferredMethod: string | null; anyEnabled: boolean },
): Promise<void> {
  await db
    .update(profiles)
    .set({ mfaTotpEnabled: flags.totpEnabled, preferredMfaMethod: flags.preferredMethod })
    .where(eq(profiles.id, userId));
  await db.update(user).set({ twoFactorEnabled: flags.anyEnabled }).where(eq(user.id, userId));
}

export async function secondFactorFlags(db: Db, userId: string) {
  const [row] = await db
    .select({ totp: user.twoFactorEnabled, email: profiles.mfaEmailEnabled })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId));
  return row;
}

/** A new user's profile row, counters row and `user` role (each at most once). */
export async function insertNewUserRows(
  db: Db,
  values: {
    id: string;
    email: string;
    firstName: string;
    lastName: string;
    avatarUrl: string | null;
    handle: string;
  },
): Promise<void> {
  await db.insert(profiles).values(values).onConflictDoNothing();
  await db.insert(profileStats).values({ userId: values.id }).onConflictDoNothing();
  await db.insert(userRoles).values({ userId: values.id, role: 'user' }).onConflictDoNothing();
}

export async function isHandleTaken(db: Db, handle: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.handle, handle))
    .limit(1);
  return taken !== undefined;
}

export async function firstNameRow(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.firstName ?? null;
}

export async function emailOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/** The account of an e-mail address, as stored (lower-case). */
export async function userIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? null;
}
