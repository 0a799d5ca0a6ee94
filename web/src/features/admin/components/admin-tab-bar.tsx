import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '#web/components/ui/cn';
import { adminNav } from '#web/features/admin/nav';

/** Phones have no sidebar: the same sections as a scrollable tab strip at the top of the page. */
export function AdminTabBar() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 overflow-x-auto px-4 lg:hidden">
      <ul className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
        {adminNav.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'flex h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-white text-deep shadow-sm dark:bg-slate-800 dark:text-white'
                    : 'text-slate-600 hover:text-deep dark:text-slate-400 dark:hover:text-white',
                )
              }
            >
              <item.icon className="h-4 w-4" aria-hidden="true" />
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
