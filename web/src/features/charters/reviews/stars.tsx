import { Star } from 'lucide-react';
import { useId } from 'react';
import { cn } from '#web/components/ui/cn';

/** Five stars filled to `value` (rounded to the nearest half), with the value read out as `label`. */
export function Stars({ value, label, size = 'sm' }: { value: number; label: string; size?: 'sm' | 'lg' }) {
  const px = size === 'lg' ? 'h-6 w-6' : 'h-4 w-4';
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            px,
            value >= n - 0.25
              ? 'fill-amber-400 text-amber-500'
              : value >= n - 0.75
                ? 'fill-amber-200 text-amber-500'
                : 'text-slate-300 dark:text-slate-600',
          )}
        />
      ))}
    </span>
  );
}

/**
 * A 1–5 star choice as a radio group (arrow keys move, Space/Enter choose; each star is named "3 of 5 stars"):
 * a real <input type="radio"> per star, visually a star, so keyboards and screen readers get the native group.
 */
export function StarRadios({
  legend,
  value,
  onChange,
  starLabel,
  error,
}: {
  legend: string;
  value: number;
  onChange: (value: number) => void;
  starLabel: (n: number) => string;
  error?: string;
}) {
  const name = useId();
  return (
    <fieldset className="space-y-1">
      <legend className="text-[15px] font-semibold text-deep dark:text-white">{legend}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="group relative grid h-11 w-11 cursor-pointer place-items-center rounded-lg"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={starLabel(n)}
              className="peer absolute inset-0 cursor-pointer opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn(
                'h-7 w-7 transition-colors duration-150 motion-reduce:transition-none',
                'rounded peer-focus-visible:ring-2 peer-focus-visible:ring-open peer-focus-visible:ring-offset-2',
                value >= n ? 'fill-amber-400 text-amber-500' : 'text-slate-400 group-hover:text-amber-400',
              )}
            />
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  );
}
