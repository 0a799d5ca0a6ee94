import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export interface SectionTab {
  to: string;
  /** Fully qualified i18n key (`director:nav.events`). */
  labelKey: string;
  icon: LucideIcon;
  end?: boolean;
}

/**
 * A dashboard's sections as a scrollable tab strip, for widths where the layout's sidebar is hidden: the same
 * entries, so no section is out of reach on a phone.
 */
export function SectionTabs({ items, label }: { items: readonly SectionTab[]; label: string }) {
  // Each label names its namespace (`rules:nav.library` among the admin's tabs): load every one of them.
  const { t } = useTranslation([...new Set(items.map((item) => item.labelKey.split(':')[0] ?? 'common'))]);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // A section far along the strip (the admin's Audit log) is brought into view on a phone.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <nav ref={nav} aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:-mx-6 sm:px-6 lg:hidden">
      <ul className="flex min-w-max gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
        {items.map((item) => (
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
