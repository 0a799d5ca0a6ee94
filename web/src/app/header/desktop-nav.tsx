import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { activeNavId, availableLinks, DISCOVER_NAV, PRIMARY_NAV } from '#web/app/navigation';
import { PAGES } from '#web/lib/pages';
import { navItemClasses } from './nav-item-classes';

// The drop-down pulls in Radix; it loads only once a Discover page exists to list.
const DiscoverMenu = lazy(() => import('./discover-menu').then((m) => ({ default: m.DiscoverMenu })));

/** Top navigation (large screens): Home, GetSocial, Tournaments, Discover ▾, with the active item highlighted. */
export function DesktopNav({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = activeNavId(pathname);
  const primary = availableLinks(PRIMARY_NAV);
  const discover = availableLinks(DISCOVER_NAV);

  return (
    <nav aria-label={t('nav.main')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {primary.map((link) => (
          <li key={link.id}>
            <Link
              to={PAGES[link.page].path}
              aria-current={link.id === active ? 'page' : undefined}
              className={navItemClasses(link.id === active, onDark)}
            >
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        {discover.length > 0 && (
          <li>
            <Suspense fallback={<span className={navItemClasses(false, onDark)}>{t('nav.discover')}</span>}>
              <DiscoverMenu links={discover} active={active} onDark={onDark} />
            </Suspense>
          </li>
        )}
      </ul>
    </nav>
  );
}
