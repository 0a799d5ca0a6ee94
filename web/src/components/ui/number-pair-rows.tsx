import type { InputHTMLAttributes, ReactElement, ReactNode } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from './button';
import { NumberCell } from './controlled-inputs';
import { Field } from './field';

export type NumberPair = [number, number];

/** One of the two columns: its label, hint and error per row, and the input's bounds. */
export interface PairColumn {
  label: (index: number) => string;
  hint?: (row: NumberPair, index: number) => ReactNode;
  error: (index: number) => string | undefined;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'min' | 'max' | 'step' | 'inputMode'>;
  /** A control of its own in place of the plain number cell (e.g. a weight in the person's units). */
  render?: (value: number, onValue: (value: number | undefined) => void) => ReactElement;
}

interface NumberPairRowsProps {
  rows: readonly NumberPair[];
  onChange: (rows: NumberPair[]) => void;
  columns: readonly [PairColumn, PairColumn];
  removeLabel: (index: number) => string;
  addLabel: string;
  /** Shown between the rows and the add button (e.g. an error about the list as a whole). */
  children?: ReactNode;
}

/**
 * An editable list of number pairs (a boundary's points, a length-to-weight table): two labelled cells per row, a
 * remove button per row and an add button. A cell left empty holds NaN, so the form's schema reports it.
 */
export function NumberPairRows({
  rows,
  onChange,
  columns,
  removeLabel,
  addLabel,
  children,
}: NumberPairRowsProps) {
  const setCell = (index: number, cell: 0 | 1, value: number | undefined) =>
    onChange(
      rows.map((row, at) => {
        if (at !== index) return row;
        const next: NumberPair = [row[0], row[1]];
        next[cell] = value ?? Number.NaN;
        return next;
      }),
    );
  return (
    <>
      <ol className="space-y-2">
        {rows.map((row, index) => (
          <li key={index} className="flex items-start gap-2">
            <div className="grid flex-1 gap-2 sm:grid-cols-2">
              {columns.map((column, cell) => (
                <Field
                  key={cell}
                  label={column.label(index)}
                  hint={column.hint?.(row, index)}
                  error={column.error(index)}
                >
                  {column.render ? (
                    column.render(row[cell as 0 | 1], (value) => setCell(index, cell as 0 | 1, value))
                  ) : (
                    <NumberCell
                      value={row[cell]}
                      onValue={(value) => setCell(index, cell as 0 | 1, value)}
                      {...column.input}
                    />
                  )}
                </Field>
              ))}
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={removeLabel(index)}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {children}
      <Button variant="outline" size="sm" onClick={() => onChange([...rows, [Number.NaN, Number.NaN]])}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}
