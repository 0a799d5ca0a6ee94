import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download, LineChart } from 'lucide-react';
import { REVENUE_SOURCES, type FinancialReport } from '@tightlines/domain/payments/contract';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { formatMoney } from '#web/lib/format/money';
import { useDocumentTitle } from '#web/lib/use-document-title';
import {
  financialCsvHref,
  useFinancial,
  type FinancialQuery,
} from '#web/features/admin-finance/api/finance-api';
import { formatMonth, monthFromNow } from '#web/features/admin-finance/lib/format';

// recharts is big: it loads with this page's chart, not with the hub.
const RevenueChart = lazy(() => import('#web/features/admin-finance/components/revenue-chart'));

const MONTH = /^\d{4}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** /admin/financial: revenue by source and month, fees, refunds and payouts, as a chart, a table and a CSV. */
export function FinancialPage() {
  const { t } = useTranslation('admin-finance');
  useDocumentTitle(t('financial.title'));
  const [from, setFrom] = useState(() => monthFromNow(-11));
  const [to, setTo] = useState(() => monthFromNow(0));
  const [currency, setCurrency] = useState('USD');
  const code = currency.trim().toUpperCase();
  const valid = MONTH.test(from) && MONTH.test(to) && from <= to && CURRENCY.test(code);
  const [applied, setApplied] = useState<FinancialQuery>({ from, to, currency: code });
  if (valid && (applied.from !== from || applied.to !== to || applied.currency !== code))
    setApplied({ from, to, currency: code });
  const report = useFinancial(applied);
  const ids = { from: useId(), to: useId(), currency: useId() };

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('financial.title')}
        subtitle={t('financial.subtitle')}
        actions={
          <a
            href={financialCsvHref(applied)}
            download
            className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] border border-slate-300 bg-white px-4 font-semibold text-deep hover:bg-slate-50 dark:border-slate-700 dark:bg-transparent dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('financial.csv')}
          </a>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <label htmlFor={ids.from} className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('financial.from')}
          </label>
          <Input
            id={ids.from}
            type="month"
            value={from}
            max={to}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={ids.to} className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('financial.to')}
          </label>
          <Input
            id={ids.to}
            type="month"
            value={to}
            min={from}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className="w-28 space-y-1">
          <label htmlFor={ids.currency} className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('fields.currency')}
          </label>
          <Input
            id={ids.currency}
            maxLength={3}
            dir="ltr"
            autoCapitalize="characters"
            value={currency}
            invalid={!CURRENCY.test(code)}
            onChange={(event) => setCurrency(event.target.value)}
          />
        </div>
        {!valid && (
          <p role="alert" className="pb-2 text-sm font-medium text-danger">
            {t('financial.invalid')}
          </p>
        )}
      </div>
      {report.isError && !report.data ? (
        <Card>
          <QueryError
            error={report.error}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        </Card>
      ) : !report.data ? (
        <Card className="space-y-3 p-4" role="status" aria-label={t('states.loading')}>
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-32 w-full" />
        </Card>
      ) : report.data.months.length === 0 ? (
        <Card>
          <EmptyState icon={LineChart} title={t('financial.empty')} />
        </Card>
      ) : (
        <div className={report.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <Report report={report.data} />
        </div>
      )}
    </div>
  );
}

function Report({ report }: { report: FinancialReport }) {
  const { t, i18n } = useTranslation('admin-finance');
  const money = (minor: number) => formatMoney(minor, report.currency, i18n.language);
  const totals = report.totals;
  const tiles: [string, number][] = [
    [t('financial.gross'), totals.grossMinor],
    [t('financial.platformFees'), totals.platformFeesMinor],
    [t('financial.refunds'), totals.refundsMinor],
    [t('financial.disputes'), totals.disputesMinor],
    [t('financial.tax'), totals.taxMinor],
    [t('financial.payouts'), totals.payoutsMinor],
  ];
  return (
    <div className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([label, value]) => (
          <Card key={label} className="p-3">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-lg font-bold text-deep tabular-nums dark:text-white">{money(value)}</dd>
          </Card>
        ))}
      </dl>
      <Card className="p-4">
        <Suspense fallback={<Skeleton className="h-72 w-full" />}>
          <RevenueChart report={report} />
        </Suspense>
      </Card>
      <Card className="overflow-x-auto">
        <table className="w-full min-w-[48rem] text-[15px]">
          <caption className="sr-only">{t('financial.tableLabel')}</caption>
          <thead className="border-b border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('financial.month')}
              </th>
              {REVENUE_SOURCES.map((source) => (
                <th key={source} scope="col" className="px-3 py-2 text-end font-semibold">
                  {t(`source.${source}`)}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('financial.platformFees')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('financial.refunds')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('financial.disputes')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('financial.tax')}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-semibold">
                {t('financial.payouts')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums dark:divide-slate-800">
            {report.months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="px-3 py-2 text-start font-medium">
                  {formatMonth(month.month, i18n.language)}
                </th>
                {REVENUE_SOURCES.map((source) => (
                  <td key={source} className="px-3 py-2 text-end">
                    {money(month.gross[source] ?? 0)}
                  </td>
                ))}
                <td className="px-3 py-2 text-end">{money(month.platformFeesMinor)}</td>
                <td className="px-3 py-2 text-end">{money(month.refundsMinor)}</td>
                <td className="px-3 py-2 text-end">{money(month.disputesMinor)}</td>
                <td className="px-3 py-2 text-end">{money(month.taxMinor)}</td>
                <td className="px-3 py-2 text-end">{money(month.payoutsMinor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-200 font-bold tabular-nums dark:border-slate-700">
            <tr>
              <th scope="row" className="px-3 py-2 text-start">
                {t('financial.total')}
              </th>
              <td colSpan={REVENUE_SOURCES.length} className="px-3 py-2 text-end">
                {money(totals.grossMinor)}
              </td>
              <td className="px-3 py-2 text-end">{money(totals.platformFeesMinor)}</td>
              <td className="px-3 py-2 text-end">{money(totals.refundsMinor)}</td>
              <td className="px-3 py-2 text-end">{money(totals.disputesMinor)}</td>
              <td className="px-3 py-2 text-end">{money(totals.taxMinor)}</td>
              <td className="px-3 py-2 text-end">{money(totals.payoutsMinor)}</td>
            </tr>
          </tfoot>
        </table>
      </Card>
    </div>
  );
}
