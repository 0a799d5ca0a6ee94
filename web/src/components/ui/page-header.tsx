import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A page's heading block: an optional eyebrow, the title (the page's one h1), an optional subtitle and
 * actions at the end. One type scale everywhere: 24 px on phones, 30 px from `sm`, extra-bold.
 */
export function PageHeader({
  title,
  subtitle,
  eyebrow,
  actions,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  eyebrow?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-3', className)}>
      <div className="min-w-0">
        {eyebrow && (
          <p className="mb-1 flex items-center gap-2 text-sm font-semibold tracking-wide text-open uppercase dark:text-open-400">
            {eyebrow}
          </p>
        )}
        <h1 className="text-2xl leading-tight font-extrabold tracking-tight break-words text-deep sm:text-3xl dark:text-white">
          {title}
        </h1>
        {subtitle && (
          <p className="mt-1.5 max-w-2xl text-base text-slate-600 dark:text-slate-300">{subtitle}</p>
        )}
      </div>
      {actions}
    </header>
  );
}
