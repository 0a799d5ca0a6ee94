import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * An empty list says so in plain words and offers the next step. `compact` is the one-line form for
 * sidebar widgets and sections inside a page (no icon, no padding).
 */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
  compact = false,
}: {
  icon?: LucideIcon;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
  compact?: boolean;
}) {
  if (compact) return <p className="text-[15px] text-slate-600 dark:text-slate-400">{title}</p>;
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
      {Icon && (
        <span className="grid h-12 w-12 place-items-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      )}
      <div>
        <p className="font-semibold text-deep dark:text-slate-100">{title}</p>
        {hint && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {action}
    </div>
  );
}
