import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactElement<{ id?: string; 'aria-describedby'?: string; invalid?: boolean }>;
}

/** Label above the control, helper text, inline error in the spec's words (DESIGN: forms). */
export function Field({ label, error, hint, required, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-deep dark:text-slate-200">
        {label}
        {required && (
          <span className="ms-0.5 text-danger dark:text-red-400" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {cloneElement(children, { id, 'aria-describedby': describedBy, invalid: Boolean(error) })}
      {hint && !error && (
        <p id={hintId} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
