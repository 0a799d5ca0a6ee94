import type { ChangeEvent } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';
import { Spinner } from './spinner';

interface ImagePickButtonProps {
  label: string;
  icon: LucideIcon;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  busy: boolean;
  /** Read to screen readers while busy (e.g. 'Uploading…'). */
  busyLabel: string;
  describedBy?: string;
  /** Refused (e.g. a suspended account): shown, but not usable. */
  disabled?: boolean;
  className?: string;
}

/** A label styled as a button around an image file input: the input keeps keyboard focus and its accessible name. */
export function ImagePickButton({
  label,
  icon: Icon,
  onChange,
  busy,
  busyLabel,
  describedBy,
  disabled = false,
  className,
}: ImagePickButtonProps) {
  return (
    <label
      className={cn(
        'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-open',
        className,
        busy ? 'cursor-wait opacity-80' : disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={busy || disabled}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {busy ? <Spinner className="h-4 w-4" /> : <Icon className="h-4 w-4" aria-hidden="true" />}
      <span>{label}</span>
      {busy && <span className="sr-only">{busyLabel}</span>}
    </label>
  );
}
