import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CaptainEarnings } from '@tightlines/domain/charters/office';
import { directionOf } from '@tightlines/domain/i18n/languages';
import { currencyExponent, formatMoney } from '#web/lib/format/money';
import { monthLabel } from '#web/features/charters/office/format';

/** Net and commission per month in one currency, as bars (recharts; loaded with the earnings page's chart). */
export default function EarningsChart({
  months,
  currency,
}: {
  months: CaptainEarnings['months'];
  currency: string;
}) {
  const { t, i18n } = useTranslation('captain');
  const language = i18n.language;
  const rtl = directionOf(language.split('-')[0] ?? language) === 'rtl';
  const scale = 10 ** currencyExponent(currency);
  // The chart draws major units; labels format them back through formatMoney.
  const data = months
    .filter((month) => month.currency === currency)
    .map((month) => ({
      label: monthLabel(month.month, language, true),
      net: month.netMinor / scale,
      commission: month.commissionMinor / scale,
      refunded: month.refundedMinor / scale,
    }));
  const money = (value: number) => formatMoney(Math.round(value * scale), currency, language);
  return (
    <div className="h-72" role="img" aria-label={t('earnings.chartLabel')}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: 12 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} reversed={rtl} />
          <YAxis
            tick={{ fontSize: 12 }}
            orientation={rtl ? 'right' : 'left'}
            tickFormatter={(value: number) => money(value)}
            width={80}
          />
          <Tooltip formatter={(value) => money(Number(value))} />
          <Legend />
          <Bar dataKey="net" stackId="money" name={t('earnings.net')} fill="#0E7490" />
          <Bar dataKey="commission" stackId="money" name={t('earnings.commission')} fill="#D97706" />
          <Bar dataKey="refunded" name={t('earnings.refunds')} fill="#94A3B8" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
