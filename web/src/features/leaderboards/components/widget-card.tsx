import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';

/** A titled sidebar card (a region, so screen readers can jump to it). */
export function WidgetCard({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card className="p-4">
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

export function WidgetRows({ rows = 3 }: { rows?: number }) {
  return (
    <div className="space-y-2" aria-hidden="true">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} className="h-10 animate-pulse rounded-md bg-slate-200 dark:bg-slate-800" />
      ))}
    </div>
  );
}
