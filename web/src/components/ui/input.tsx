import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';

const base =
  'block w-full rounded-[var(--radius-control)] border bg-white px-3 text-base text-deep placeholder:text-slate-400 transition-colors focus:border-open focus:outline-none focus:ring-2 focus:ring-open/30 disabled:bg-slate-100 disabled:opacity-70 dark:bg-slate-900 dark:disabled:bg-slate-800 dark:text-slate-100';

export const Input = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { invalid?: boolean }
>(function Input({ className, invalid, ...props }, ref) {
  return (
    <input
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        base,
        'h-11',
        invalid ? 'border-danger' : 'border-slate-300 dark:border-slate-700',
        className,
      )}
      {...props}
    />
  );
});

export const Textarea = forwardRef<
  HTMLTextAreaElement,
  TextareaHTMLAttributes<HTMLTextAreaElement> & { invalid?: boolean }
>(function Textarea({ className, invalid, ...props }, ref) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        base,
        'min-h-28 py-2',
        invalid ? 'border-danger' : 'border-slate-300 dark:border-slate-700',
        className,
      )}
      {...props}
    />
  );
});

export const Select = forwardRef<
  HTMLSelectElement,
  React.SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean }
>(function Select({ className, invalid, ...props }, ref) {
  return (
    <select
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        base,
        'h-11',
        invalid ? 'border-danger' : 'border-slate-300 dark:border-slate-700',
        className,
      )}
      {...props}
    />
  );
});
