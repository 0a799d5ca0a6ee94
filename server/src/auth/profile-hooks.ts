import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, userRoles } from '../db/schema';

/** Every new user gets a profile row and the `user` role (spec §6). */
export async function createProfileForNewUser(db: Db, created: { id: string; email: string; name: string; image?: string | null }) {
  const [firstName = '', ...rest] = created.name.trim().split(/\s+/);
  await db
    .insert(profiles)
    .values({ id: created.id, email: created.email, firstName, lastName: rest.join(' '), avatarUrl: created.image ?? null })
    .onConflictDoNothing();
  await db.insert(userRoles).values({ userId: created.id, role: 'user' }).onConflictDoNothing();
}

export async function firstNameOf(db: Db, userId: string, fallbackName: string): Promise<string> {
  const [row] = await db.select({ firstName: profiles.firstName }).from(profiles).where(eq(profiles.id, userId));
  return row?.firstName || fallbackName.split(' ')[0] || '';
}
