import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';
import { cn } from './cn';

const variants = {
  primary: 'bg-open text-white hover:bg-open-600 shadow-sm',
  secondary:
    'bg-shallows text-deep hover:bg-cyan-100 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
  outline:
    'border border-slate-300 bg-white text-deep hover:bg-slate-50 dark:border-slate-700 dark:bg-transparent dark:text-slate-100 dark:hover:bg-slate-800',
  ghost: 'text-deep hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800',
  danger: 'bg-danger text-white hover:bg-red-700',
  // Sunrise into ember, taken a shade deeper so white label text keeps AA contrast (4.5:1) end to end.
  live: 'bg-gradient-to-r from-orange-700 to-red-600 text-white hover:brightness-95',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-[15px]',
  lg: 'h-12 px-6 text-base',
  icon: 'h-11 w-11',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  busy?: boolean;
}

/** The one button. `busy` disables it and shows a spinner beside the (busy) label. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    busy = false,
    disabled,
    className,
    children,
    type = 'button',
    ...props
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-semibold transition-colors duration-150 ease-out disabled:cursor-not-allowed disabled:opacity-60',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    >
      {busy && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  );
});

export const buttonClasses = (
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  className?: string,
) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-[var(--radius-control)] font-semibold transition-colors duration-150 ease-out',
    variants[variant],
    sizes[size],
    className,
  );
