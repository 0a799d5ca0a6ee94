import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';
import { type NavId, type NavLink } from '#web/app/navigation';
import { PAGES } from '#web/lib/pages';
import { navItemClasses } from './nav-item-classes';

/**
 * Discover drop-down (Charters, Gallery, Podcasts, Blogs, Leaderboard, then the community spaces: Groups, Events,
 * Forums); highlighted when one of them is active.
 */
export function DiscoverMenu({
  links,
  active,
  onDark,
  defaultOpen,
}: {
  links: readonly (NavLink & { id: NavId })[];
  active: NavId | null;
  onDark: boolean;
  /** Opened at once when it replaces the stand-in button that was clicked. */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation('common');
  const discoverActive = links.some((link) => link.id === active);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={navItemClasses(discoverActive, onDark)}
        data-active={discoverActive || undefined}
      >
        {t('nav.discover')}
        <ChevronDown className="h-4 w-4 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {links.map((link) => {
          const Icon = link.icon;
          return (
            <DropdownMenuItem key={link.id} asChild>
              <Link
                to={PAGES[link.page].path}
                aria-current={link.id === active ? 'page' : undefined}
                className={cn(link.id === active && 'font-semibold text-open dark:text-open-400')}
              >
                {Icon && <Icon className="h-4 w-4 text-slate-500 dark:text-slate-400" aria-hidden="true" />}
                {t(link.labelKey)}
              </Link>
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
