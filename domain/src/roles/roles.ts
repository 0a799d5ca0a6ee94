/** The primary role is the first match in this order; the default is user. */
const ROLE_PRIORITY = [
  'admin',
  'moderator',
  'charter_captain',
  'tournament_director',
  'advertiser',
  'publisher',
  'user',
] as const;

/** Every role a user_roles row may hold. `affiliate` is a dashboard role; `captain` appears in route guards. */
export const ROLES = [...ROLE_PRIORITY, 'affiliate', 'captain'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_ROLE: Role = 'user';

/** The primary role: first of ROLE_PRIORITY the user holds, else `user`. */
export function primaryRole(roles: readonly Role[]): Role {
  return ROLE_PRIORITY.find((role) => roles.includes(role)) ?? DEFAULT_ROLE;
}

/** A user with no roles is treated as `user`. */
export function effectiveRoles(roles: readonly Role[]): Role[] {
  return roles.length === 0 ? [DEFAULT_ROLE] : [...new Set(roles)];
}
