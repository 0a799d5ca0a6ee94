import { cn } from './cn';

/** The Tightlines mark and wordmark; `light` for dark backgrounds (the home header over a photo). */
export function Logo({
  light = false,
  className,
  showWordmark = true,
}: {
  light?: boolean;
  className?: string;
  showWordmark?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={light ? '#ffffff' : '#0B2E4F'} />
        <path
          d="M19 5v13a5 5 0 1 1-10 0"
          fill="none"
          stroke={light ? '#0B2E4F' : '#E6F4F7'}
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path
          d="M4 25c4 2 8 2 12 0s8-2 12 0"
          fill="none"
          stroke={light ? '#0E7490' : '#22D3EE'}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      {showWordmark && (
        <span
          className={cn(
            'text-xl font-extrabold tracking-tight',
            light ? 'text-white' : 'text-deep dark:text-white',
          )}
        >
          Tightlines
        </span>
      )}
    </span>
  );
}
