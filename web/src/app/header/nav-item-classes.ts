import { cn } from '#web/components/ui/cn';

/** A top-navigation item: highlighted when active, light-on-dark over the home hero. */
export function navItemClasses(active: boolean, onDark: boolean): string {
  return cn(
    'inline-flex h-11 items-center gap-1 rounded-[var(--radius-control)] px-3 text-[15px] font-semibold transition-colors',
    onDark
      ? active
        ? 'bg-white/15 text-white'
        : 'text-white/85 hover:bg-white/10 hover:text-white'
      : active
        ? 'bg-shallows text-open dark:bg-slate-800 dark:text-open-400'
        : 'text-slate-700 hover:bg-slate-100 hover:text-deep dark:text-slate-300 dark:hover:bg-slate-800',
  );
}
