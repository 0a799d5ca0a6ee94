import { cn } from './cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <svg
        className={cn('h-5 w-5 animate-spin text-current', className)}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label && <span>{label}</span>}
    </span>
  );
}

/** Full-area spinner used while a route or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div
      className="flex min-h-[50vh] items-center justify-center text-open dark:text-open-400"
      aria-live="polite"
    >
      <Spinner className="h-8 w-8" label={label} />
    </div>
  );
}
