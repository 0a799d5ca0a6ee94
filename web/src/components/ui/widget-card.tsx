import { useId, type ReactNode } from 'react';
import { Card } from './card';
import { cn } from './cn';

/** A sidebar widget: a titled card (a region, so screen readers can jump to it). */
export function WidgetCard({
  title,
  action,
  className,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className={cn('p-4', className)}>
      <section aria-labelledby={id}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id={id} className="text-base font-bold text-deep dark:text-white">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** The default widget skeleton: a few row-high bars. */
export function WidgetRows({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="h-10 animate-pulse rounded-md bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
