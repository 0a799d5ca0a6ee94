import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Banknote, ExternalLink, Landmark, Wallet } from 'lucide-react';
import type { CaptainEarnings } from '@tightlines/domain/charters/office';
import type { PayoutState } from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { errorMessage } from '#web/lib/error-message';
import { currencyName, formatMoney } from '#web/lib/format/money';
import { shortDate } from '#web/lib/format/time';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useConnectPayouts, useCaptainEarnings } from '#web/features/charters/office/api';
import { formatPercent, monthLabel } from '#web/features/charters/office/format';

const EarningsChart = lazy(() => import('#web/features/charters/office/components/earnings-chart'));

/** Sends the browser to the provider's onboarding page; tests replace it. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/** /captain/earnings and /profile/earnings: bookings' money from the ledger, per month and per booking; payouts. */
export function CaptainEarningsPage() {
  const { t } = useTranslation('captain');
  useDocumentTitle(t('earnings.title'));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const earnings = useCaptainEarnings(from, to);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('earnings.title')} subtitle={t('earnings.subtitle')} />
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t('earnings.from')}>
          <Input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label={t('earnings.to')}>
          <Input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </Field>
      </div>
      {earnings.isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label={t('loading')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <StatTileSkeleton />
            <StatTileSkeleton />
          </div>
          <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
        </div>
      ) : earnings.isError ? (
        <QueryError
          title={t('earnings.loadError')}
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : (
        <>
          <PayoutAccount earnings={earnings.data} />
          <Totals earnings={earnings.data} />
          <Months earnings={earnings.data} />
          <Bookings earnings={earnings.data} />
          <Payouts earnings={earnings.data} />
        </>
      )}
    </div>
  );
}

function PayoutAccount({ earnings }: { earnings: CaptainEarnings }) {
  const { t, i18n } = useTranslation('captain');
  const connect = useConnectPayouts();
  const account = earnings.account;
  const offline = account?.provider === 'offline';
  const startConnect = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => navigation.assign(url),
      onError: (error) => toast.error(t('earnings.connectFailed'), { description: errorMessage(t, error) }),
    });
  const status = offline
    ? t('earnings.offline')
    : account?.payoutsEnabled
      ? t('earnings.accountReady')
      : account?.detailsSubmitted
        ? t('earnings.accountReview')
        : t('earnings.accountMissing');
  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
          <Landmark className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-bold text-deep dark:text-white">{t('earnings.account')}</h2>
          <p className="text-[15px] text-slate-700 dark:text-slate-300">{status}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('earnings.commissionTerms', { percent: formatPercent(earnings.commissionBp, i18n.language) })}
          </p>
        </div>
      </div>
      {!offline && (
        <div className="flex justify-end">
          <Button
            variant={account?.payoutsEnabled ? 'outline' : 'primary'}
            busy={connect.isPending}
            onClick={startConnect}
          >
            {account?.payoutsEnabled ? t('earnings.manage') : t('earnings.setUp')}
            <ExternalLink className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
      )}
    </Card>
  );
}

function Totals({ earnings }: { earnings: CaptainEarnings }) {
  const { t, i18n } = useTranslation('captain');
  const language = i18n.language;
  return (
    <section aria-labelledby="captain-balances" className="space-y-3">
      <h2 id="captain-balances" className="text-lg font-bold text-deep dark:text-white">
        {t('earnings.balances')}
      </h2>
      {earnings.totals.length === 0 && earnings.balances.length === 0 ? (
        <EmptyState compact title={t('earnings.noBalances')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {earnings.totals.map((total) => (
            <StatTile
              key={`net-${total.currency}`}
              icon={Banknote}
              label={t('earnings.netIn', { currency: currencyName(total.currency, language) })}
              value={formatMoney(total.netMinor, total.currency, language)}
              hint={t('earnings.totalsHint', {
                gross: formatMoney(total.grossMinor, total.currency, language),
                commission: formatMoney(total.commissionMinor, total.currency, language),
                refunds: formatMoney(total.refundedMinor, total.currency, language),
              })}
            />
          ))}
          {earnings.balances.map((balance) => (
            <StatTile
              key={`balance-${balance.currency}`}
              icon={Wallet}
              label={t('earnings.available', { currency: currencyName(balance.currency, language) })}
              value={formatMoney(balance.availableMinor, balance.currency, language)}
              hint={
                balance.pendingPayoutMinor > 0
                  ? t('earnings.pendingPayout', {
                      amount: formatMoney(balance.pendingPayoutMinor, balance.currency, language),
                    })
                  : undefined
              }
            />
          ))}
        </div>
      )}
    </section>
  );
}

function Months({ earnings }: { earnings: CaptainEarnings }) {
  const { t, i18n } = useTranslation('captain');
  const currencies = [...new Set(earnings.months.map((month) => month.currency))];
  if (currencies.length === 0) return null;
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('earnings.perMonth')}</h2>
      {currencies.map((currency) => (
        <div key={currency} className="space-y-2">
          {currencies.length > 1 && (
            <h3 className="font-semibold text-deep dark:text-white">
              {currencyName(currency, i18n.language)}
            </h3>
          )}
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <EarningsChart months={earnings.months} currency={currency} />
          </Suspense>
          <ul className="sr-only">
            {earnings.months
              .filter((month) => month.currency === currency)
              .map((month) => (
                <li key={month.month}>
                  {t('earnings.monthLine', {
                    month: monthLabel(month.month, i18n.language),
                    net: formatMoney(month.netMinor, currency, i18n.language),
                  })}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}

function Bookings({ earnings }: { earnings: CaptainEarnings }) {
  const { t, i18n } = useTranslation('captain');
  const language = i18n.language;
  const money = (minor: number, currency: string) => formatMoney(minor, currency, language);
  const cell = 'px-3 py-2.5 text-end tabular-nums whitespace-nowrap';
  const head = 'px-3 py-2 text-end font-medium';
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('earnings.bookings')}</h2>
      {earnings.bookings.length === 0 ? (
        <EmptyState icon={Banknote} title={t('earnings.noBookings')} hint={t('earnings.noBookingsHint')} />
      ) : (
        <div
          className="-mx-5 overflow-x-auto px-5"
          tabIndex={0}
          role="region"
          aria-label={t('earnings.bookings')}
        >
          <table className="w-full min-w-[40rem] text-[15px]">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('earnings.trip')}
                </th>
                <th scope="col" className={head}>
                  {t('earnings.gross')}
                </th>
                <th scope="col" className={head}>
                  {t('earnings.commission')}
                </th>
                <th scope="col" className={head}>
                  {t('earnings.refunds')}
                </th>
                <th scope="col" className={head}>
                  {t('earnings.net')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {earnings.bookings.map((row) => (
                <tr key={`${row.bookingId}-${row.currency}`}>
                  <th scope="row" className="px-3 py-2.5 text-start font-normal">
                    <span className="block font-semibold text-deep dark:text-white">{row.listingName}</span>
                    <span className="block text-sm text-slate-600 dark:text-slate-400">
                      {shortDate(row.tripStartsAt, language)} · {row.packageName} · {row.angler.displayName}
                    </span>
                  </th>
                  <td className={cell}>{money(row.grossMinor, row.currency)}</td>
                  <td className={cell}>{money(row.commissionMinor, row.currency)}</td>
                  <td className={cell}>{money(row.refundedMinor, row.currency)}</td>
                  <td className={cn(cell, 'font-bold text-deep dark:text-white')}>
                    {money(row.netMinor, row.currency)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

const payoutTone: Record<PayoutState, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/40 dark:text-amber-300',
  paid: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/40 dark:text-green-300',
  failed: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/40 dark:text-red-300',
};

function Payouts({ earnings }: { earnings: CaptainEarnings }) {
  const { t, i18n } = useTranslation('captain');
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('earnings.payouts')}</h2>
      {earnings.payouts.length === 0 ? (
        <EmptyState compact title={t('earnings.noPayouts')} />
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label={t('earnings.payouts')}>
          {earnings.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="text-lg font-bold tabular-nums text-deep dark:text-white">
                  {formatMoney(payout.amountMinor, payout.currency, i18n.language)}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  {shortDate(payout.paidAt ?? payout.createdAt, i18n.language)}
                </p>
              </div>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
                  payoutTone[payout.status],
                )}
              >
                {t(`earnings.payoutStates.${payout.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
