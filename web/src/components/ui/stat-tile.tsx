import type { LucideIcon } from 'lucide-react';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Skeleton } from '#web/components/ui/skeleton';

/** One big tabular number with its label: the admin overview and the queue health are rows of these. */
export function StatTile({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'default',
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  tone?: 'default' | 'alert';
  className?: string;
}) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <span
          className={cn(
            'grid h-9 w-9 place-items-center rounded-lg',
            tone === 'alert'
              ? 'bg-orange-50 text-orange-700 dark:bg-orange-950/50 dark:text-orange-300'
              : 'bg-shallows text-open dark:bg-slate-800 dark:text-open-400',
          )}
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-deep tabular sm:text-3xl dark:text-white">
        {value}
      </p>
      {hint && <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{hint}</p>}
    </Card>
  );
}

export function StatTileSkeleton({ className }: { className?: string }) {
  return (
    <Card className={cn('p-4 sm:p-5', className)}>
      <div className="flex items-center justify-between">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-9 rounded-lg" />
      </div>
      <Skeleton className="mt-3 h-8 w-20" />
      <Skeleton className="mt-2 h-4 w-32" />
    </Card>
  );
}
