import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../components/ui/cn';

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
