import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BarChart3, CalendarDays, Compass, Sparkles, Trophy, UsersRound } from 'lucide-react';
import { cn } from '#web/components/ui/cn';
import { isAvailable, PAGES, type PageKey } from '#web/lib/pages';

/**
 * Social home tabs. Live arrives with the issue that builds live streams; For You, Discover, Tournaments and
 * Stats are shown, then my Groups and Events once their pages exist.
 * Each tab is its own address.
 */
const TABS: readonly { id: string; to: string; icon: typeof Sparkles; page?: PageKey }[] = [
  { id: 'forYou', to: '/getsocial', icon: Sparkles },
  { id: 'discover', to: '/getsocial/discover', icon: Compass },
  { id: 'tournaments', to: '/getsocial/tournaments', icon: Trophy },
  { id: 'stats', to: '/getsocial/stats', icon: BarChart3 },
  { id: 'groups', to: PAGES.socialGroups.path, icon: UsersRound, page: 'socialGroups' },
  { id: 'events', to: PAGES.socialEvents.path, icon: CalendarDays, page: 'socialEvents' },
];

/** The tabs of the social home; the groups and events pages of /getsocial show them too. */
export function SocialTabs() {
  const { t } = useTranslation('social');
  const tabs = TABS.filter((tab) => tab.page === undefined || isAvailable(tab.page));
  return (
    // Five tabs outgrow a phone: the row scrolls sideways, its underline spanning at least the column.
    <nav aria-label={t('home.tabsLabel')} className="overflow-x-auto">
      <ul className="flex w-max min-w-full gap-1 border-b border-slate-200 dark:border-slate-800">
        {tabs.map((tab) => (
          <li key={tab.id} className="shrink-0">
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-3 text-[15px] font-semibold whitespace-nowrap transition-colors sm:px-4',
                  isActive
                    ? 'border-open text-deep dark:border-open-400 dark:text-white'
                    : 'border-transparent text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                )
              }
            >
              {/* Phones show the words alone, so more of the five tabs fit and the cut-off one says there is more. */}
              <tab.icon className="hidden h-4 w-4 sm:block" aria-hidden="true" />
              {t(`home.tabs.${tab.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
