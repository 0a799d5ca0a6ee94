import { Banknote, ExternalLink, Landmark, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { Earnings, PayoutState } from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { StatTile, StatTileSkeleton } from '#web/components/ui/stat-tile';
import { errorMessage } from '#web/lib/error-message';
import { currencyName, formatMoney } from '#web/lib/format/money';
import { shortDate } from '#web/lib/format/time';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useConnectPayouts, useEarnings, usePaymentConfig } from './api';
import { formatPercent } from './percent';

/** Sends the browser to the provider's onboarding page; tests replace it. */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/** /tournament-director/earnings: the payout account, balances, earnings per event and payouts. */
export function EarningsPage() {
  const { t } = useTranslation('director-payments');
  useDocumentTitle(t('earnings.title'));
  const earnings = useEarnings();
  return (
    <div className="space-y-6">
      <PageHeader title={t('earnings.title')} subtitle={t('earnings.subtitle')} />
      {earnings.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-28 w-full rounded-[var(--radius-card)]" />
          <div className="grid gap-4 sm:grid-cols-2">
            <StatTileSkeleton />
            <StatTileSkeleton />
          </div>
          <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
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
          <Balances earnings={earnings.data} />
          <EventEarnings earnings={earnings.data} />
          <Payouts earnings={earnings.data} />
        </>
      )}
    </div>
  );
}

function PayoutAccount({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('director-payments');
  const config = usePaymentConfig();
  const connect = useConnectPayouts();
  const provider = earnings.account?.provider ?? config.data?.provider;
  const account = earnings.account;
  const terms = t('earnings.terms', {
    percent: formatPercent(earnings.platformFeeBp, i18n.language),
    schedule: t(`earnings.schedule.${earnings.payoutSchedule}`),
  });
  const startConnect = () =>
    connect.mutate(undefined, {
      onSuccess: ({ url }) => navigation.assign(url),
      onError: (error) => toast.error(t('earnings.connectFailed'), { description: errorMessage(t, error) }),
    });
  let status: string;
  let action: string | null;
  if (provider === 'offline') {
    status = t('earnings.offline');
    action = null;
  } else if (account?.payoutsEnabled) {
    status = t('earnings.accountReady');
    action = t('earnings.manage');
  } else if (account?.detailsSubmitted) {
    status = t('earnings.accountReview');
    action = t('earnings.continueSetUp');
  } else {
    status = t('earnings.accountMissing');
    action = t('earnings.setUp');
  }
  return (
    <Card className="space-y-3 p-5">
      <div className="flex items-start gap-3">
        <span className="grid h-10 w-10 shrink-0 place-items-center rounded-lg bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
          <Landmark className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 space-y-1">
          <h2 className="text-lg font-bold text-deep dark:text-white">{t('earnings.account')}</h2>
          {provider === undefined && config.isPending ? (
            <Skeleton className="h-5 w-64" />
          ) : (
            <p className="text-[15px] text-slate-700 dark:text-slate-300">{status}</p>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">{terms}</p>
        </div>
      </div>
      {action && provider !== undefined && (
        <div className="flex justify-end">
          <Button
            variant={account?.payoutsEnabled ? 'outline' : 'primary'}
            busy={connect.isPending}
            onClick={startConnect}
          >
            {action}
            <ExternalLink className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
      )}
    </Card>
  );
}

function Balances({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('director-payments');
  return (
    <section aria-labelledby="earnings-balances" className="space-y-3">
      <h2 id="earnings-balances" className="text-lg font-bold text-deep dark:text-white">
        {t('earnings.balances')}
      </h2>
      {earnings.balances.length === 0 ? (
        <EmptyState compact title={t('earnings.noBalances')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {earnings.balances.map((balance) => (
            <StatTile
              key={balance.currency}
              icon={Wallet}
              label={t('earnings.available', { currency: currencyName(balance.currency, i18n.language) })}
              value={formatMoney(balance.availableMinor, balance.currency, i18n.language)}
              hint={
                balance.pendingPayoutMinor > 0
                  ? t('earnings.pendingPayout', {
                      amount: formatMoney(balance.pendingPayoutMinor, balance.currency, i18n.language),
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

function EventEarnings({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('director-payments');
  const money = (minor: number, currency: string) => formatMoney(minor, currency, i18n.language);
  const cell = 'px-3 py-2.5 text-end tabular-nums whitespace-nowrap';
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('earnings.events')}</h2>
      {earnings.events.length === 0 ? (
        <EmptyState icon={Banknote} title={t('earnings.noEvents')} />
      ) : (
        <div
          className="-mx-5 overflow-x-auto px-5"
          tabIndex={0}
          role="region"
          aria-label={t('earnings.events')}
        >
          <table className="w-full min-w-[36rem] text-[15px]">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
                <th scope="col" className="px-3 py-2 text-start font-medium">
                  {t('earnings.event')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('earnings.paidCount')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('earnings.gross')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('earnings.refunds')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('earnings.fee')}
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  {t('earnings.net')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {earnings.events.map((row) => (
                <tr key={`${row.eventId}-${row.currency}`}>
                  <th scope="row" className="px-3 py-2.5 text-start font-semibold text-deep dark:text-white">
                    {row.eventName}
                  </th>
                  <td className={cell}>{row.paidCount}</td>
                  <td className={cell}>{money(row.grossMinor, row.currency)}</td>
                  <td className={cell}>{money(row.refundedMinor, row.currency)}</td>
                  <td className={cell}>{money(row.platformFeeMinor, row.currency)}</td>
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

function Payouts({ earnings }: { earnings: Earnings }) {
  const { t, i18n } = useTranslation('director-payments');
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
                  {payout.paidAt
                    ? t('earnings.paidAt', { date: shortDate(payout.paidAt, i18n.language) })
                    : t('earnings.createdAt', { date: shortDate(payout.createdAt, i18n.language) })}
                </p>
                {payout.failureReason && (
                  <p className="text-sm text-red-700 dark:text-red-300">{payout.failureReason}</p>
                )}
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
