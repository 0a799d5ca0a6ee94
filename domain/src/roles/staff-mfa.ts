import type { Role } from './roles';

/** Roles whose powers reach other people's accounts and events: they need a second factor to be used. */
const STAFF_ROLES: readonly Role[] = ['admin', 'moderator', 'tournament_director'];

/** The 403 a staff route answers until its user turns on a second factor; the web shows a page for `code`. */
export const MFA_REQUIRED = {
  code: 'mfaRequired',
  message:
    'Staff accounts need two-factor authentication. Turn it on under Profile → MFA settings, then try again.',
} as const;

/** Where a staff member turns on a second factor. */
export const MFA_SETTINGS_PATH = '/profile/mfa-settings';

/**
 * Whether using a route needs a second factor: when every role that lets this person in is a staff role.
 * An admin on a route any signed-in person may use (roles include `user`) needs none, and neither does
 * someone whose own non-staff role already grants the route.
 */
export function staffMfaApplies(routeRoles: readonly Role[], held: readonly Role[]): boolean {
  if (routeRoles.includes('user')) return false;
  const granting = held.filter((role) => routeRoles.includes(role));
  return granting.length > 0 && granting.every((role) => STAFF_ROLES.includes(role));
}
