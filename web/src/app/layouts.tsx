import { Suspense, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, LayoutDashboard, type LucideIcon } from 'lucide-react';
import { dashboardsFor } from '@tightlines/domain/roles/dashboards';
import { effectiveRoles } from '@tightlines/domain/roles/roles';
import { PageSpinner } from '#web/components/ui/spinner';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/components/ui/cn';
import { useMe } from '#web/lib/session';
import { adminNav } from '#web/features/admin/nav';
import { directorNav } from '#web/features/director/nav';
import { moderatorNav } from '#web/features/moderation/nav';
import { BottomBar } from './bottom-bar';
import { SiteFooter } from './footer';
import { SiteHeader } from './header/site-header';
import { availableLinks, SOCIAL_PANEL_NAV } from './navigation';
import { isPathAvailable, PAGES } from '#web/lib/pages';
import { RouteGuard } from './route-guard';

export const MAIN_ID = 'main-content';

/** The page itself: guarded, with a spinner while its code or translations load. */
function RouteOutlet() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </Suspense>
  );
}

/** Room under the content for the fixed mobile bottom bar (64 px + safe area). */
const BOTTOM_BAR_PADDING = 'pb-[calc(4rem+env(safe-area-inset-bottom))] lg:pb-0';

/** No chrome at all: pop-up windows such as the live stream. */
export function NoneLayout() {
  return (
    <main id={MAIN_ID}>
      <RouteOutlet />
    </main>
  );
}

/** Special layout: a solid, transparent or no header, no footer, optional top padding (sign-in pages). */
export function SpecialLayout({
  header = 'solid',
  topPadding = false,
}: {
  header?: 'solid' | 'transparent' | 'none';
  topPadding?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      {header !== 'none' && <SiteHeader overlay={header === 'transparent'} />}
      <main
        id={MAIN_ID}
        className={cn('flex flex-1 flex-col', header === 'transparent' && '-mt-16', topPadding && 'pt-8')}
      >
        <RouteOutlet />
      </main>
    </div>
  );
}

/**
 * Default layout: header, page, optional footer and the mobile bottom bar. `overlayHeader`
 * (the home page) slides the page up under the translucent header so its hero fills the top.
 */
export function DefaultLayout({
  footer = true,
  overlayHeader = false,
}: {
  footer?: boolean;
  overlayHeader?: boolean;
}) {
  return (
    <div className={cn('flex min-h-dvh flex-col', BOTTOM_BAR_PADDING)}>
      <SiteHeader overlay={overlayHeader} />
      <main id={MAIN_ID} className={cn('flex flex-1 flex-col', overlayHeader && '-mt-16')}>
        <RouteOutlet />
      </main>
      {footer && <SiteFooter />}
      <BottomBar />
    </div>
  );
}

/** Section tabs of each dashboard, owned by its feature and drawn in the shell's sidebar (admin: tabs from a sidebar). */
const DASHBOARD_SECTIONS: readonly { prefix: string; items: readonly DashboardSectionItem[] }[] = [
  { prefix: '/admin', items: adminNav },
  { prefix: '/tournament-director', items: directorNav },
  { prefix: '/moderator', items: moderatorNav },
];

interface DashboardSectionItem {
  to: string;
  /** Namespaced i18n key (`admin:nav.users`). */
  labelKey: string;
  icon: LucideIcon;
  end?: boolean;
}

const sidebarLinkClasses =
  'flex min-h-11 items-center gap-2.5 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold transition-colors';

function SectionNav({ items }: { items: readonly DashboardSectionItem[] }) {
  const namespaces = [...new Set(items.map((item) => item.labelKey.split(':')[0] ?? 'common'))];
  const { t } = useTranslation(namespaces);
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            className={({ isActive }) =>
              cn(
                sidebarLinkClasses,
                isActive
                  ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                  : 'text-slate-600 hover:bg-white/70 hover:text-deep dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
              )
            }
          >
            <item.icon className="h-4 w-4" aria-hidden="true" />
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function DashboardSidebar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const me = useMe();
  const dashboards = dashboardsFor(effectiveRoles(me.data?.roles ?? [])).filter((entry) =>
    isPathAvailable(entry.path),
  );
  const section = DASHBOARD_SECTIONS.find(
    ({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  const current = dashboards.find(
    (entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`),
  );
  const others = dashboards.filter((entry) => entry !== current);
  return (
    <nav aria-label={t('dashboardLayout.title')} className="sticky top-16 space-y-6 p-4">
      {section && (
        <div>
          {current && (
            <h2 className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
              {t(current.labelKey)}
            </h2>
          )}
          <Suspense fallback={<Skeleton className="h-32 w-full" />}>
            <SectionNav items={section.items} />
          </Suspense>
        </div>
      )}
      {others.length > 0 && (
        <div>
          <h2 className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {t('dashboardLayout.title')}
          </h2>
          <ul className="space-y-1">
            {others.map((entry) => (
              <li key={entry.role}>
                <Link
                  to={entry.path}
                  className={cn(
                    sidebarLinkClasses,
                    'text-slate-600 hover:bg-white/70 hover:text-deep dark:text-slate-400 dark:hover:bg-slate-800',
                  )}
                >
                  <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="border-t border-slate-200 pt-4 dark:border-slate-800">
        <Link
          to={PAGES.home.path}
          className={cn(
            sidebarLinkClasses,
            'text-slate-600 hover:bg-white/70 hover:text-deep dark:text-slate-400 dark:hover:bg-slate-800',
          )}
        >
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden="true" />
          {t('dashboardLayout.backToSite')}
        </Link>
      </div>
    </nav>
  );
}

/**
 * Dashboard layout (/admin, /moderator, …): header, a sidebar with the dashboard's sections and
 * the person's other dashboards (large screens; phones use the dashboard's own tab strip), no footer.
 * Dashboard pages set their own padding.
 */
export function DashboardLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950">
      <SiteHeader wide />
      <div className="flex w-full flex-1">
        <aside className="hidden w-64 shrink-0 border-e border-slate-200 bg-slate-100/70 lg:block dark:border-slate-800 dark:bg-slate-900/50">
          <DashboardSidebar />
        </aside>
        <main id={MAIN_ID} className="flex min-w-0 flex-1 flex-col">
          <RouteOutlet />
        </main>
      </div>
    </div>
  );
}

function SocialSidebarNav() {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('panel.title')} className="sticky top-20">
      <ul className="space-y-1">
        {availableLinks(SOCIAL_PANEL_NAV).map((link) => {
          const Icon = link.icon;
          return (
            <li key={link.id}>
              <Link
                to={PAGES[link.page].path}
                className="flex min-h-11 items-center gap-3 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {Icon && <Icon className="h-5 w-5 text-open dark:text-open-400" aria-hidden="true" />}
                {t(link.labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Getsocial layout: three columns (left navigation, the page, a right sidebar for widgets).
 * Sidebars collapse away on phones, where the bottom bar takes over navigation.
 */
export function GetSocialLayout({
  left = <SocialSidebarNav />,
  right,
}: {
  left?: ReactNode;
  right?: ReactNode;
}) {
  return (
    <div className={cn('flex min-h-dvh flex-col bg-slate-50 dark:bg-slate-950', BOTTOM_BAR_PADDING)}>
      <SiteHeader />
      <div
        className={cn(
          'mx-auto grid w-full max-w-7xl flex-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8',
          right !== undefined && 'xl:grid-cols-[15rem_minmax(0,1fr)_20rem]',
        )}
      >
        <aside className="hidden lg:block">{left}</aside>
        <main id={MAIN_ID} className="min-w-0">
          <RouteOutlet />
        </main>
        {right !== undefined && <aside className="hidden xl:block">{right}</aside>}
      </div>
      <BottomBar />
    </div>
  );
}
