import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decideAccess } from '@tightlines/domain/roles/route-access';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';
import { AdminTabBar } from '#web/features/admin/components/admin-tab-bar';
import { StaffMfaGate } from '#web/components/staff-mfa/staff-mfa-gate';

/**
 * The frame of every /admin page: the route guard (a convenience; the API refuses non-admins
 * anyway), the phone tab bar and the page. The sidebar itself belongs to the shell's dashboard layout.
 */
export function AdminSection() {
  const { t } = useTranslation('admin');
  const location = useLocation();
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  const user = me.data?.user ? { roles: me.data.roles } : null;
  if (me.data?.user && me.data.roles.length === 0)
    return <PageSpinner label={t('guard.loadingPermissions')} />;
  const access = decideAccess(location.pathname, user);
  if (access === 'sign-in') return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (access === 'forbidden') return <Navigate to="/" replace />;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-6 px-4 py-5 sm:px-6 lg:py-8">
      <AdminTabBar />
      <StaffMfaGate>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </StaffMfaGate>
    </div>
  );
}
