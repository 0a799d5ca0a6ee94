import type { Role } from '@tightlines/domain/roles/roles';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  twoFactorEnabled?: boolean | null;
}

/** A request's signed-in session: what the session lookup answers and the guards read. */
export interface CurrentSession {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
  /** `demo`: the demo seed made this account (profiles.demo). */
  profile: { firstName: string; lastName: string; avatarUrl: string | null; demo: boolean } | null;
  /** user_roles as stored; may be empty (then the user is treated as `user`, see rolesOf). */
  storedRoles: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    currentSession?: CurrentSession | null;
    currentRoles?: Role[];
  }
}
