import { Link } from 'react-router';
import { cn } from '#web/components/ui/cn';

/** A row of tabs that are links (each choice has its own address), the chosen one marked as current. */
export function FilterTabs<T extends string>({
  label,
  options,
  current,
  hrefFor,
  labelFor,
  tone = 'light',
}: {
  label: string;
  options: readonly T[];
  current: T;
  hrefFor: (option: T) => string;
  labelFor: (option: T) => string;
  tone?: 'light' | 'dark';
}) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {options.map((option) => {
          const active = option === current;
          return (
            <li key={option} className="shrink-0">
              <Link
                to={hrefFor(option)}
                replace
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full px-4 text-[15px] font-semibold transition-colors',
                  active
                    ? 'bg-open text-white'
                    : tone === 'dark'
                      ? 'bg-slate-800 text-slate-100 hover:bg-slate-700'
                      : 'bg-shallows text-deep hover:bg-cyan-100 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
                )}
              >
                {labelFor(option)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
