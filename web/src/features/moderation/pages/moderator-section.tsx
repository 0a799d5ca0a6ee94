import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { decideAccess } from '@tightlines/domain/roles/route-access';
import { PageSpinner } from '#web/components/ui/spinner';
import { StaffMfaGate } from '#web/components/staff-mfa/staff-mfa-gate';
import { useMe } from '#web/lib/session';

/**
 * The frame of /moderator: the route guard from the domain matrix (moderator and admin; a convenience, the API
 * refuses others anyway), the staff two-factor gate and the page.
 */
export function ModeratorSection() {
  const location = useLocation();
  const me = useMe();
  if (me.isPending || (me.data?.user && me.data.roles.length === 0)) return <PageSpinner />;
  const access = decideAccess(location.pathname, me.data?.user ? { roles: me.data.roles } : null);
  if (access === 'sign-in') return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (access === 'forbidden') return <Navigate to="/" replace />;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-5 sm:px-6 lg:py-8">
      <StaffMfaGate>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </StaffMfaGate>
    </div>
  );
}
