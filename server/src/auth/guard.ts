import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@tightlines/domain/roles/roles';
import { forbidden, unauthorized } from '#server/lib/errors';
import { rolesOf } from '#server/features/roles/service';
import type { CurrentSession } from './current-session';
import { requireStaffMfa } from './staff-mfa';

/** The signed-in session of the request, looked up once per request. */
export async function sessionOf(request: FastifyRequest): Promise<CurrentSession | null> {
  if (request.currentSession !== undefined) return request.currentSession;
  request.currentSession = await request.server.lookupSession(request.cookies);
  return request.currentSession;
}

export async function requireUser(request: FastifyRequest): Promise<CurrentSession> {
  const current = await sessionOf(request);
  if (!current) throw unauthorized();
  return current;
}

export async function rolesOfRequest(request: FastifyRequest): Promise<Role[]> {
  if (request.currentRoles) return request.currentRoles;
  const { user, storedRoles } = await requireUser(request);
  request.currentRoles = await rolesOf(request.server.db, user.id, storedRoles);
  return request.currentRoles;
}

/** preHandler: 401 without a session. */
export async function signedIn(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  await requireUser(request);
}

/**
 * preHandler factory: 401 without a session, 403 unless the user holds one of `roles` (matrix in domain),
 * and 403 `mfaRequired` when only a staff role lets them in and they have no second factor (staff-mfa.ts).
 */
export function hasRole(roles: readonly Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const held = await rolesOfRequest(request);
    if (!held.some((role) => roles.includes(role))) throw forbidden();
    await requireStaffMfa(request, await requireUser(request), roles, held);
  };
}
