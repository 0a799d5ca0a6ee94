import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#web/lib/format/money';

/** A definition list of money lines ("Deposit now · $225.00"), amounts in tabular figures at the end. */
export function MoneyLines({
  currency,
  lines,
}: {
  currency: string;
  lines: readonly { label: ReactNode; minor: number; strong?: boolean; hint?: ReactNode }[];
}) {
  const { i18n } = useTranslation();
  return (
    <dl className="space-y-1.5 text-sm">
      {lines.map((line, index) => (
        <div key={index} className="flex items-baseline justify-between gap-3">
          <dt className="text-slate-600 dark:text-slate-300">
            {line.label}
            {line.hint && (
              <span className="block text-xs text-slate-500 dark:text-slate-400">{line.hint}</span>
            )}
          </dt>
          <dd
            className={
              line.strong
                ? 'text-base font-bold text-deep tabular-nums dark:text-white'
                : 'font-medium text-deep tabular-nums dark:text-slate-100'
            }
          >
            {formatMoney(line.minor, currency, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
