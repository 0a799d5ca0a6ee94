import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, Undo2 } from 'lucide-react';
import type { PaymentView } from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { QueryError } from '#web/components/ui/query-error';
import { Sheet } from '#web/components/ui/sheet';
import { Skeleton } from '#web/components/ui/skeleton';
import { disputeReasonKey, formatMoney } from '#web/lib/format/money';
import { invoicePdfHref, usePayment } from '#web/features/admin-finance/api/finance-api';
import { formatDay, formatPercent, formatWhen } from '#web/features/admin-finance/lib/format';
import { EvidenceDialog } from './evidence-dialog';
import { RefundDialog } from './refund-dialog';
import { StatusChip } from './status-chip';

/** How a payment was taken: "Stripe", or "Offline · Cash". */
export function ProviderLabel({ payment }: { payment: Pick<PaymentView, 'provider' | 'offlineMethod'> }) {
  const { t } = useTranslation('admin-finance');
  if (payment.provider === 'offline' && payment.offlineMethod)
    return (
      <>
        {t('provider.offline')} · {t(`method.${payment.offlineMethod}`)}
      </>
    );
  return <>{t(`provider.${payment.provider}`)}</>;
}

/** The payer's name in a list row, opening the payment's drawer. */
export function OpenPaymentButton({ payer, onOpen }: { payer: string; onOpen: () => void }) {
  const { t } = useTranslation('admin-finance');
  return (
    <button
      type="button"
      className="text-start font-semibold text-open underline-offset-2 hover:underline focus-visible:underline dark:text-open-400"
      onClick={onOpen}
      aria-label={t('payments.openDetail', { payer })}
    >
      {payer}
    </button>
  );
}

/** A payment's detail beside the list: what was charged, refunds, a dispute, the receipt, and "Refund". */
export function PaymentDrawer({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin-finance');
  const payment = usePayment(paymentId);
  return (
    <Sheet
      open={paymentId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('payments.detail')}
      closeLabel={t('actions.close')}
      className="w-[min(34rem,100vw)]"
    >
      {payment.isError ? (
        <QueryError
          error={payment.error}
          onRetry={() => void payment.refetch()}
          retrying={payment.isFetching}
        />
      ) : !payment.data ? (
        <div className="space-y-3 p-4" role="status" aria-label={t('states.loading')}>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <PaymentDetail payment={payment.data} />
      )}
    </Sheet>
  );
}

function PaymentDetail({ payment }: { payment: PaymentView }) {
  const { t, i18n } = useTranslation('admin-finance');
  const [refunding, setRefunding] = useState(false);
  const [evidence, setEvidence] = useState(false);
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);
  const { quote } = payment;
  const refundable = payment.status === 'succeeded' && payment.refundedMinor < payment.amountMinor;
  const rows: [string, string][] = [
    [t('quote.subtotal'), money(quote.subtotalMinor)],
    ...(quote.discountMinor
      ? ([[t('quote.discount', { code: quote.discountCode ?? '' }), `−${money(quote.discountMinor)}`]] as [
          string,
          string,
        ][])
      : []),
    ...(quote.taxRate
      ? ([
          [
            t(quote.taxRate.inclusive ? 'quote.taxIncluded' : 'quote.tax', {
              name: quote.taxRate.name,
              rate: formatPercent(quote.taxRate.rateBp, i18n.language),
            }),
            money(quote.taxMinor),
          ],
        ] as [string, string][])
      : []),
  ];

  return (
    <div className="space-y-5 p-4 text-[15px]">
      <div className="space-y-1">
        <p className="text-2xl font-extrabold text-deep tabular-nums dark:text-white">
          {money(payment.amountMinor)}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <StatusChip kind="payment" value={payment.status} />
          {payment.refundedMinor > 0 && (
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {t('payments.refunded', { amount: money(payment.refundedMinor) })}
            </span>
          )}
        </div>
        <p className="text-slate-600 dark:text-slate-300">
          {payment.payer.displayName} · {payment.description}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          <ProviderLabel payment={payment} /> · {t(`purpose.${payment.purpose}`)} ·{' '}
          {formatWhen(payment.paidAt ?? payment.createdAt, i18n.language)}
        </p>
        {payment.failureReason && <p className="text-sm text-danger">{payment.failureReason}</p>}
      </div>

      <section aria-labelledby="payment-quote" className="space-y-2">
        <h3 id="payment-quote" className="font-bold text-deep dark:text-white">
          {t('quote.title')}
        </h3>
        <dl className="divide-y divide-slate-100 rounded-[var(--radius-control)] border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {quote.lines.map((line, index) => (
            <div key={index} className="flex justify-between gap-3 px-3 py-2">
              <dt className="min-w-0">{line.label}</dt>
              <dd className="tabular-nums">{money(line.amountMinor)}</dd>
            </div>
          ))}
          {rows.map(([label, value]) => (
            <div
              key={label}
              className="flex justify-between gap-3 px-3 py-2 text-slate-600 dark:text-slate-300"
            >
              <dt>{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-3 px-3 py-2 font-bold">
            <dt>{t('quote.total')}</dt>
            <dd className="tabular-nums">{money(quote.totalMinor)}</dd>
          </div>
          <div className="flex justify-between gap-3 px-3 py-2 text-sm text-slate-500 dark:text-slate-400">
            <dt>{t('quote.platformFee')}</dt>
            <dd className="tabular-nums">{money(quote.platformFeeMinor)}</dd>
          </div>
        </dl>
      </section>

      {payment.refunds.length > 0 && (
        <section aria-labelledby="payment-refunds" className="space-y-2">
          <h3 id="payment-refunds" className="font-bold text-deep dark:text-white">
            {t('payments.refunds')}
          </h3>
          <ul className="space-y-2">
            {payment.refunds.map((refund) => (
              <li key={refund.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-semibold tabular-nums">
                    {formatMoney(refund.amountMinor, refund.currency, i18n.language)}
                  </span>{' '}
                  <span className="text-sm text-slate-500 dark:text-slate-400">
                    {t(`reason.${refund.reason}`)} · {formatDay(refund.createdAt, i18n.language)}
                  </span>
                  {refund.note && (
                    <span className="block text-sm text-slate-600 dark:text-slate-300">{refund.note}</span>
                  )}
                </span>
                <StatusChip kind="refund" value={refund.status} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {payment.dispute && (
        <section aria-labelledby="payment-dispute" className="space-y-2">
          <h3 id="payment-dispute" className="font-bold text-deep dark:text-white">
            {t('payments.dispute')}
          </h3>
          <div className="flex flex-wrap items-center gap-2">
            <StatusChip kind="dispute" value={payment.dispute.status} />
            <span className="tabular-nums">
              {formatMoney(payment.dispute.amountMinor, payment.dispute.currency, i18n.language)}
            </span>
            <span className="text-sm text-slate-500 dark:text-slate-400">
              {t(`common:${disputeReasonKey(payment.dispute.reason)}`)}
            </span>
          </div>
          {payment.dispute.status === 'needs_response' && !payment.dispute.evidenceSubmittedAt && (
            <Button size="sm" variant="outline" onClick={() => setEvidence(true)}>
              {t('evidence.open')}
            </Button>
          )}
        </section>
      )}

      <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
        {payment.receipt && (
          <a
            href={invoicePdfHref(payment.receipt.id)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] border border-slate-300 px-4 font-semibold text-deep hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <FileText className="h-4 w-4" aria-hidden="true" />
            {t('payments.receipt', { number: payment.receipt.number })}
          </a>
        )}
        {refundable && (
          <Button variant="danger" onClick={() => setRefunding(true)}>
            <Undo2 className="h-4 w-4" aria-hidden="true" />
            {t('refund.open')}
          </Button>
        )}
      </div>
      {refunding && <RefundDialog payment={payment} onClose={() => setRefunding(false)} />}
      {evidence && payment.dispute && (
        <EvidenceDialog disputeId={payment.dispute.id} onClose={() => setEvidence(false)} />
      )}
    </div>
  );
}
