import type { Role } from '@tightlines/domain/roles/roles';

/** A person left with no role is a `user` again, so revoking their only `user` role changes nothing. */
export function isBaseRoleOnly(roles: readonly Role[], role: Role): boolean {
  return role === 'user' && roles.length === 1;
}
