import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { currencySign, formatMoney, minorToTyped, parseTypedAmount } from '#web/lib/format/money';

interface AmountRules {
  currency: string;
  /** What the field starts with, in minor units (none: empty). */
  initialMinor?: number;
  /** The smallest and largest amount allowed, in minor units. */
  min?: number;
  max?: number;
}

/**
 * An amount typed in major units of `currency` and read as minor units with the currency's own exponent
 * (`read()` checks it, shows why not in words and returns null, or returns the minor units).
 */
export function useMoneyAmount({ currency, initialMinor, min = 0, max }: AmountRules) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(() =>
    initialMinor === undefined ? '' : minorToTyped(initialMinor, currency),
  );
  const [error, setError] = useState<string | undefined>();
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const problem = (minor: number | null, why?: 'empty' | 'notANumber' | 'tooPrecise') => {
    if (why === 'empty') return t('money.required');
    if (why === 'notANumber') return t('money.notANumber', { example: money(1250) });
    if (why === 'tooPrecise') return t('money.tooPrecise', { example: money(1250) });
    if (minor !== null && (minor < min || (max !== undefined && minor > max)))
      return max === undefined
        ? t('money.atLeast', { min: money(min) })
        : t('money.between', { min: money(min), max: money(max) });
    return undefined;
  };
  return {
    currency,
    text,
    error,
    setText: (next: string) => {
      setText(next);
      if (error) setError(undefined);
    },
    /** The amount in minor units, or null with the reason shown under the field. */
    read: (): number | null => {
      const parsed = parseTypedAmount(text, currency, i18n.language);
      const message = 'minor' in parsed ? problem(parsed.minor) : problem(null, parsed.problem);
      setError(message);
      return message === undefined && 'minor' in parsed ? parsed.minor : null;
    },
  };
}

export type MoneyAmount = ReturnType<typeof useMoneyAmount>;

/** What `Field` hands its child. */
interface FieldChildProps {
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}

function AmountInput({ amount, ...field }: FieldChildProps & { amount: MoneyAmount }) {
  const { i18n } = useTranslation();
  const sign = currencySign(amount.currency, i18n.language);
  return (
    <div className="relative" dir="ltr">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400"
      >
        {sign}
      </span>
      <Input
        {...field}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={amount.text}
        onChange={(event) => amount.setText(event.target.value)}
        className="tabular-nums"
        style={{ paddingInlineStart: `calc(1.25rem + ${sign.length}ch)` }}
      />
    </div>
  );
}

/**
 * A money amount field (issue 17): label above, the currency's sign inside, typed in major units as the
 * language writes numbers, its errors in words. Pair it with `useMoneyAmount`.
 */
export function MoneyAmountField({
  label,
  hint,
  required,
  amount,
}: {
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  amount: MoneyAmount;
}) {
  return (
    <Field label={label} hint={hint} error={amount.error} required={required}>
      <AmountInput amount={amount} />
    </Field>
  );
}
