import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-[var(--shadow-soft)] dark:border-slate-800 dark:bg-slate-900',
        className,
      )}
      {...props}
    />
  );
}
