import type { Me } from '@tightlines/domain/auth/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import { primaryRole } from '@tightlines/domain/roles/roles';

/** A signed-in GET /api/me answer for tests. */
export function buildMe({
  roles = ['user'],
  ...user
}: Partial<NonNullable<Me['user']>> & { roles?: Role[] } = {}): Me {
  return {
    user: {
      id: 'user-1',
      email: 'casey@example.com',
      emailVerified: true,
      firstName: 'Casey',
      lastName: 'Rivers',
      avatarUrl: null,
      twoFactorEnabled: false,
      isDemo: false,
      ...user,
    },
    roles,
    primaryRole: primaryRole(roles),
    session: { expiresAt: Math.floor(Date.now() / 1000) + 3600 },
  };
}

export const SIGNED_OUT: Me = { user: null, roles: [], primaryRole: null, session: null };
