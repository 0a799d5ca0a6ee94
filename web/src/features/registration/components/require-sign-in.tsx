import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';

/** Registration pages need a session: a visitor is sent to sign in and comes back to the same page. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const me = useMe();
  const { pathname, search } = useLocation();
  if (me.isPending) return <PageSpinner />;
  if (!me.data?.user)
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return children;
}
