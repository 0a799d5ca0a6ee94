import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { profiles, user } from '#server/db/schema';

/** The account with this (lower-cased) e-mail address, if any. */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return existing?.id;
}

/** The sign-up form's metadata on the profile better-auth just created. */
export async function saveSignUpProfile(
  db: Db,
  userId: string,
  values: Pick<
    typeof profiles.$inferInsert,
    'firstName' | 'lastName' | 'phoneNumber' | 'country' | 'instagram' | 'facebook' | 'twitter' | 'linkedin'
  >,
): Promise<void> {
  await db.update(profiles).set(values).where(eq(profiles.id, userId));
}
