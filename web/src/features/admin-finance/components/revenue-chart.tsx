import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { REVENUE_SOURCES, type FinancialReport } from '@tightlines/domain/payments/contract';
import { directionOf } from '@tightlines/domain/i18n/languages';
import { formatMoney } from '#web/lib/format/money';
import { currencyDigits, formatMonth } from '#web/features/admin-finance/lib/format';

const SOURCE_COLOURS: Record<(typeof REVENUE_SOURCES)[number], string> = {
  entry_fees: '#0E7490',
  subscriptions: '#7C3AED',
  invoices: '#D97706',
  bookings: '#059669',
};

/** Gross by source stacked per month, with the platform's fees as a line (recharts). */
export default function RevenueChart({ report }: { report: FinancialReport }) {
  const { t, i18n } = useTranslation('admin-finance');
  const language = i18n.language;
  const rtl = directionOf(language.split('-')[0] ?? language) === 'rtl';
  const scale = 10 ** currencyDigits(report.currency);
  // The chart draws major units; labels format them back through formatMoney.
  const data = report.months.map((month) => ({
    label: formatMonth(month.month, language),
    ...Object.fromEntries(REVENUE_SOURCES.map((source) => [source, (month.gross[source] ?? 0) / scale])),
    fees: month.platformFeesMinor / scale,
  }));
  const money = (value: number) => formatMoney(Math.round(value * scale), report.currency, language);
  return (
    <div className="h-72" role="img" aria-label={t('financial.chartLabel')}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} margin={{ top: 8, right: 12, bottom: 8, left: 12 }}>
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
          {REVENUE_SOURCES.map((source) => (
            <Bar
              key={source}
              dataKey={source}
              stackId="gross"
              name={t(`source.${source}`)}
              fill={SOURCE_COLOURS[source]}
            />
          ))}
          <Line
            type="monotone"
            dataKey="fees"
            name={t('financial.platformFees')}
            stroke="#DC2626"
            strokeWidth={2}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
