import { DEFAULT_ROLE, effectiveRoles, type Role } from '@tightlines/domain/roles/roles';
import { RoleSchema } from '@tightlines/domain/roles/schema';
import type { Db } from '#server/db/client';
import { insertRole, listRoles } from './repo';

/** The user's roles; a user with none is treated as `user` and gets the row. */
export async function rolesOf(db: Db, userId: string, known?: readonly string[]): Promise<Role[]> {
  const stored = (known ?? (await listRoles(db, userId))).flatMap((role) => {
    const parsed = RoleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  if (stored.length === 0) await insertRole(db, userId, DEFAULT_ROLE);
  return effectiveRoles(stored);
}

export async function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  await insertRole(db, userId, role);
}
