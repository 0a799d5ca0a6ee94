import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Me } from '@tightlines/domain/auth/contract';
import { decideAccess, ruleFor } from '@tightlines/domain/roles/route-access';
import { effectiveRoles } from '@tightlines/domain/roles/roles';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';

export type GuardState =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'permissions' }
  | { kind: 'sign-in' }
  | { kind: 'forbidden' };

/**
 * Route guard, as a pure decision: public paths render at once; a guarded path waits for
 * the session, sends a visitor to sign in, waits for roles when the rule names roles, and sends a
 * person whose roles are outside the list home.
 */
export function guardStateFor(pathname: string, me: Me | undefined, pending: boolean): GuardState {
  const rule = ruleFor(pathname);
  if (!rule) return { kind: 'render' };
  if (pending || !me) return { kind: 'loading' };
  if (!me.user) return { kind: 'sign-in' };
  // A signed-in person whose roles have not arrived yet has no primary role.
  if (rule.roles !== 'signed-in' && me.primaryRole === null) return { kind: 'permissions' };
  // No roles at all means the person is treated as `user`.
  return decideAccess(pathname, { roles: effectiveRoles(me.roles) }) === 'allow'
    ? { kind: 'render' }
    : { kind: 'forbidden' };
}

/** Where a visitor is sent to sign in, remembering the page they wanted. */
export function signInPathFor(pathname: string, search: string): string {
  return `/auth/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** Shows the page only once the guard allows it (the server enforces access regardless; this is comfort). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const me = useMe();
  // Only guarded paths depend on the session; a failure there goes to the error screen.
  if (ruleFor(pathname) && me.isError && !me.data) throw me.error;
  const state = guardStateFor(pathname, me.data, me.isPending);
  switch (state.kind) {
    case 'render':
      return children;
    case 'loading':
      return <PageSpinner label={t('guard.loading')} />;
    case 'permissions':
      return <PageSpinner label={t('guard.loadingPermissions')} />;
    case 'sign-in':
      return <Navigate to={signInPathFor(pathname, search)} replace />;
    case 'forbidden':
      return <Navigate to="/" replace />;
  }
}
