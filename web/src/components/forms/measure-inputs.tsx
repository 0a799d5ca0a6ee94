import { useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '#web/components/ui/input';
import {
  lengthField,
  lengthFrom,
  lengthUnit,
  useUnitSystem,
  weightFields,
  weightFrom,
  type LengthScale,
  type UnitSystem,
} from '#web/lib/units';

/** What `Field` hands its child, so the label, hint and error stay attached to the first input. */
interface FieldChildProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'id' | 'aria-describedby'
>;

/** A unit's name as the language writes it ("lb", "kg", "ft", "oz"; "ounces" in full) — no keys to translate. */
function unitName(unit: string, language: string, display: 'short' | 'long' = 'short') {
  const parts = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: display }).formatToParts(
    2,
  );
  return parts
    .filter((part) => part.type === 'unit')
    .map((part) => part.value)
    .join('')
    .trim();
}

/** The same value in base units, NaN included (NaN !== NaN, and an empty field is undefined). */
const same = (a: number | undefined, b: number | undefined) => Object.is(a, b);

/**
 * Keeps what the person typed while it still means `value`, and re-derives the fields when `value` changes from
 * elsewhere (a template applied, the language switched). Typing "1.5" never turns into "1.49" under the cursor.
 */
function useTypedFields<F>(
  value: number | undefined,
  system: UnitSystem,
  toFields: (value: number | undefined) => F,
  fromFields: (fields: F) => number | undefined,
) {
  const [fields, setFields] = useState(() => toFields(value));
  const [seen, setSeen] = useState({ value, system });
  if (!same(seen.value, value) || seen.system !== system) {
    setSeen({ value, system });
    if (seen.system !== system || !same(fromFields(fields), value)) setFields(toFields(value));
  }
  const change = (next: F, onValue: (value: number | undefined) => void) => {
    const parsed = fromFields(next);
    setFields(next);
    setSeen({ value: parsed, system });
    onValue(parsed);
  };
  return [fields, change] as const;
}

function UnitBox({
  unit,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { unit: string; invalid?: boolean }) {
  return (
    <div className={`relative ${className ?? ''}`}>
      <Input {...props} type="text" inputMode="decimal" autoComplete="off" className="pe-12" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-slate-500 dark:text-slate-400"
      >
        {unit}
      </span>
    </div>
  );
}

/**
 * A weight typed in the person's units — pounds and ounces, or kilograms — held in whole grams. Empty is
 * undefined; something that is not a number is NaN, for the form's schema to refuse.
 */
export function WeightInput({
  value,
  onValue,
  id,
  'aria-describedby': describedBy,
  invalid,
  ...props
}: FieldChildProps &
  NativeProps & { value: number | undefined | null; onValue: (grams: number | undefined) => void }) {
  const { i18n } = useTranslation();
  const system = useUnitSystem();
  const toFields = (grams: number | undefined) =>
    grams === undefined || !Number.isFinite(grams) ? { kg: '', lb: '', oz: '' } : weightFields(grams, system);
  const [fields, change] = useTypedFields(value ?? undefined, system, toFields, (next) =>
    weightFrom(next, system),
  );
  const common = { ...props, invalid, 'aria-describedby': describedBy };
  if (system === 'metric')
    return (
      <UnitBox
        {...common}
        id={id}
        unit={unitName('kilogram', i18n.language)}
        value={fields.kg}
        onChange={(e) => change({ ...fields, kg: e.target.value }, onValue)}
      />
    );
  return (
    <div className="flex gap-2">
      <UnitBox
        {...common}
        id={id}
        className="min-w-0 flex-1"
        unit={unitName('pound', i18n.language)}
        value={fields.lb}
        onChange={(e) => change({ ...fields, lb: e.target.value }, onValue)}
      />
      <UnitBox
        {...common}
        aria-label={unitName('ounce', i18n.language, 'long')}
        className="min-w-0 flex-1"
        unit={unitName('ounce', i18n.language)}
        value={fields.oz}
        onChange={(e) => change({ ...fields, oz: e.target.value }, onValue)}
      />
    </div>
  );
}

/**
 * A length typed in the person's units and held in whole base units: a fish's millimetres as inches or
 * centimetres, a boat's centimetres as feet or metres (`scale`).
 */
export function LengthInput({
  value,
  onValue,
  scale = 'fish',
  ...props
}: FieldChildProps &
  NativeProps & {
    value: number | undefined | null;
    onValue: (base: number | undefined) => void;
    scale?: LengthScale;
  }) {
  const { i18n } = useTranslation();
  const system = useUnitSystem();
  const [text, change] = useTypedFields(
    value ?? undefined,
    system,
    (base) => (base === undefined || !Number.isFinite(base) ? '' : lengthField(base, scale, system)),
    (next) => lengthFrom(next, scale, system),
  );
  return (
    <UnitBox
      {...props}
      unit={unitName(lengthUnit(scale, system), i18n.language)}
      value={text}
      onChange={(e) => change(e.target.value, onValue)}
    />
  );
}
