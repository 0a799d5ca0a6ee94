import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass, Sparkles, Trophy } from 'lucide-react';
import { cn } from '#web/components/ui/cn';

/**
 * Social home tabs. Live and Stats arrive with the issues that build those capabilities; until
 * then For You, Discover and Tournaments are shown. Each tab is its own address.
 */
const TABS = [
  { id: 'forYou', to: '/getsocial', icon: Sparkles },
  { id: 'discover', to: '/getsocial/discover', icon: Compass },
  { id: 'tournaments', to: '/getsocial/tournaments', icon: Trophy },
] as const;

export function SocialTabs() {
  const { t } = useTranslation('social');
  return (
    <nav aria-label={t('home.tabsLabel')} className="border-b border-slate-200 dark:border-slate-800">
      <ul className="flex gap-1">
        {TABS.map((tab) => (
          <li key={tab.id}>
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
              <tab.icon className="h-4 w-4" aria-hidden="true" />
              {t(`home.tabs.${tab.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
