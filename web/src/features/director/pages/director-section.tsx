import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decideAccess } from '@tightlines/domain/roles/route-access';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';
import { StaffMfaGate } from '#web/components/staff-mfa/staff-mfa-gate';
import { SectionTabs } from '#web/components/ui/section-tabs';
import { directorNav } from '#web/features/director/nav';

/**
 * The frame of every /tournament-director page (and the rules library under /admin): the route guard from
 * the domain matrix (a convenience; the API refuses others anyway), the section tabs where the sidebar is
 * hidden, and the page.
 */
export function DirectorSection() {
  const { t } = useTranslation('director');
  const location = useLocation();
  const me = useMe();
  if (me.isPending || (me.data?.user && me.data.roles.length === 0)) return <PageSpinner />;
  const access = decideAccess(location.pathname, me.data?.user ? { roles: me.data.roles } : null);
  if (access === 'sign-in') return <Navigate to="/auth/login" replace state={{ from: location }} />;
  if (access === 'forbidden') return <Navigate to="/" replace />;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-5 sm:px-6 lg:py-8">
      {location.pathname.startsWith('/tournament-director') && (
        <SectionTabs items={directorNav} label={t('nav.label')} />
      )}
      <StaffMfaGate>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </StaffMfaGate>
    </div>
  );
}
