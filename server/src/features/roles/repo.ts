import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { userRoles } from '#server/db/schema';

export async function listRoles(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role);
}

export async function insertRole(db: Db, userId: string, role: string): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}
