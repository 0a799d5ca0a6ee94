import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

export interface LinkListItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** A list of full-width links, each with its icon and a chevron (settings and account menus). */
export function LinkList({ links, className }: { links: readonly LinkListItem[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <Link
            to={to}
            className="flex min-h-12 items-center gap-3 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold text-deep transition-colors hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Icon className="h-5 w-5 text-open dark:text-open-400" aria-hidden="true" />
            <span className="flex-1">{label}</span>
            <ChevronRight className="h-4 w-4 text-slate-400 rtl:rotate-180" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
