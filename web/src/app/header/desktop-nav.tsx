import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { activeNavId, availableLinks, DISCOVER_NAV, PRIMARY_NAV } from '#web/app/navigation';
import { PAGES } from '#web/lib/pages';
import { navItemClasses } from './nav-item-classes';

// The drop-down pulls in Radix menus and floating-ui: a plain button stands in for it until someone points
// at, focuses or clicks it, so the code stays out of every page's first download.
const loadDiscoverMenu = () => import('./discover-menu');
const DiscoverMenu = lazy(() => loadDiscoverMenu().then((m) => ({ default: m.DiscoverMenu })));
const preloadDiscoverMenu = () => void loadDiscoverMenu();

/** Top navigation (large screens): Home, GetSocial, Tournaments, Discover ▾, with the active item highlighted. */
export function DesktopNav({ onDark }: { onDark: boolean }) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const active = activeNavId(pathname);
  const primary = availableLinks(PRIMARY_NAV);
  const discover = availableLinks(DISCOVER_NAV);
  const [discoverWanted, setDiscoverWanted] = useState(false);
  const discoverActive = discover.some((link) => link.id === active);
  const staticDiscover = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={navItemClasses(discoverActive, onDark)}
      data-active={discoverActive || undefined}
      onPointerEnter={preloadDiscoverMenu}
      onFocus={preloadDiscoverMenu}
      onClick={() => setDiscoverWanted(true)}
    >
      {t('nav.discover')}
      <ChevronDown className="h-4 w-4 opacity-70" aria-hidden="true" />
    </button>
  );

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
            {discoverWanted ? (
              <Suspense fallback={staticDiscover}>
                <DiscoverMenu links={discover} active={active} onDark={onDark} defaultOpen />
              </Suspense>
            ) : (
              staticDiscover
            )}
          </li>
        )}
      </ul>
    </nav>
  );
}
