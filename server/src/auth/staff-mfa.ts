import type { FastifyRequest } from 'fastify';
import type { Role } from '@tightlines/domain/roles/roles';
import { MFA_REQUIRED, staffMfaApplies } from '@tightlines/domain/roles/staff-mfa';
import { AppError } from '#server/lib/errors';
import type { CurrentSession } from './current-session';
import { isDemoAccount } from './repo';
import { hasSecondFactor } from './mfa-state';

/**
 * 403 `mfaRequired` when only a staff role lets this person into the route and they have no second factor
 * yet (STAFF_MFA_REQUIRED). Holding the role is fine; using it is not. The demo's own staff accounts are
 * exempt while demo mode is on, so the public demo still opens on its dashboards.
 */
export async function requireStaffMfa(
  request: FastifyRequest,
  current: CurrentSession,
  routeRoles: readonly Role[],
  held: readonly Role[],
): Promise<void> {
  const { config, db } = request.server;
  if (!config.staffMfaRequired || !staffMfaApplies(routeRoles, held)) return;
  const userId = current.user.id;
  if (current.user.twoFactorEnabled || (await hasSecondFactor(db, userId))) return;
  if (config.seedDemo && (await isDemoAccount(db, userId))) return;
  throw new AppError(403, MFA_REQUIRED.code, MFA_REQUIRED.message);
}
