import { useTranslation } from 'react-i18next';
import type { Quote } from '@tightlines/domain/payments/contract';
import { formatMoney } from '#web/lib/format/money';

const percent = (bp: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** The server's quote: a line per registration, the discount, the tax and the total to pay. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation('payments');
  const money = (minor: number) => formatMoney(minor, quote.currency, i18n.language);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <dl className="space-y-2 text-sm" aria-label={t('quote.title')}>
      {quote.lines.map((line, index) => (
        <div key={`${line.registrationId ?? ''}-${index}`} className={row}>
          <dt className="min-w-0 text-deep dark:text-slate-100">{line.label}</dt>
          <dd className="tabular-nums text-deep dark:text-slate-100">{money(line.amountMinor)}</dd>
        </div>
      ))}
      {(quote.discountMinor > 0 || quote.taxMinor > 0) && (
        <div className={`${row} border-t border-slate-200 pt-2 dark:border-slate-800`}>
          <dt className="text-slate-600 dark:text-slate-400">{t('quote.subtotal')}</dt>
          <dd className="tabular-nums">{money(quote.subtotalMinor)}</dd>
        </div>
      )}
      {quote.discountMinor > 0 && (
        <div className={`${row} text-green-800 dark:text-green-300`}>
          <dt>{t('quote.discount', { code: quote.discountCode ?? '' })}</dt>
          <dd className="tabular-nums">−{money(quote.discountMinor)}</dd>
        </div>
      )}
      {quote.taxRate && (
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-400">
            {t(quote.taxRate.inclusive ? 'quote.taxIncluded' : 'quote.tax', {
              name: quote.taxRate.name,
              rate: percent(quote.taxRate.rateBp, i18n.language),
            })}
          </dt>
          <dd className="tabular-nums">{money(quote.taxMinor)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-slate-200 pt-2 text-base font-bold dark:border-slate-800`}>
        <dt className="text-deep dark:text-slate-100">{t('quote.total')}</dt>
        <dd className="tabular-nums text-deep dark:text-slate-100">{money(quote.totalMinor)}</dd>
      </div>
    </dl>
  );
}

export { percent as formatBasisPoints };
