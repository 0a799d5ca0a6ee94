import type { InputHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Input, Select } from './input';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  invalid?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'defaultValue'>;

/**
 * Inputs whose form value differs from what is typed. Each takes the id and aria props `Field` hands to
 * its child, so the label and errors stay attached.
 */
export function MoneyInput<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { field } = useController({ control, name });
  const minor = field.value as number | undefined;
  return (
    <Input
      {...props}
      type="number"
      min={0}
      step="0.01"
      inputMode="decimal"
      defaultValue={minor ? String(minor / 100) : ''}
      onChange={(e) => field.onChange(e.target.value === '' ? 0 : Math.round(Number(e.target.value) * 100))}
      onBlur={field.onBlur}
    />
  );
}

export function NullableNumberInput<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { field } = useController({ control, name });
  const value = field.value as number | null | undefined;
  return (
    <Input
      {...props}
      value={value ?? ''}
      onChange={(e) => field.onChange(e.target.value.trim() === '' ? null : Number(e.target.value))}
      onBlur={field.onBlur}
    />
  );
}

/** Comma-separated words ↔ an array of strings. */
export function ListInput<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { field } = useController({ control, name });
  return (
    <Input
      {...props}
      defaultValue={((field.value as string[] | undefined) ?? []).join(', ')}
      onChange={(e) =>
        field.onChange(
          e.target.value
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean),
        )
      }
      onBlur={field.onBlur}
    />
  );
}

/** A select whose empty choice means null. */
export function NullableSelect<T extends FieldValues>({
  control,
  name,
  children,
  onValue,
  ...props
}: Omit<Props<T>, 'children'> & { children: React.ReactNode; onValue?: (value: string) => void }) {
  const { field } = useController({ control, name });
  return (
    <Select
      id={props.id}
      aria-describedby={props['aria-describedby']}
      invalid={props.invalid}
      value={field.value ?? ''}
      onChange={(e) => (onValue ? onValue(e.target.value) : field.onChange(e.target.value || null))}
    >
      {children}
    </Select>
  );
}

/** A number that may be left out: empty means undefined (the key is absent from the payload). */
export function OptionalNumberInput<T extends FieldValues>({ control, name, ...props }: Props<T>) {
  const { field } = useController({ control, name });
  const value = field.value as number | undefined;
  return (
    <Input
      {...props}
      type="number"
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(e) => field.onChange(e.target.value.trim() === '' ? undefined : Number(e.target.value))}
      onBlur={field.onBlur}
    />
  );
}

/**
 * A number input over a value the caller keeps (a record entry or a tuple cell): empty is undefined, anything
 * typed is a number (NaN when it is not one, which the schema then refuses).
 */
export function NumberCell({
  value,
  onValue,
  ...props
}: {
  value: number | undefined;
  onValue: (value: number | undefined) => void;
  invalid?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'defaultValue' | 'type'>) {
  return (
    <Input
      {...props}
      type="number"
      value={value === undefined || Number.isNaN(value) ? '' : value}
      onChange={(e) => onValue(e.target.value.trim() === '' ? undefined : Number(e.target.value))}
    />
  );
}
