import { useEffect, useState } from 'react';
import { CircleAlert, CircleCheck, CircleX, Clock, Download, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentView } from '@tightlines/domain/payments/contract';
import { buttonClasses } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { QueryError } from '#web/components/ui/query-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { Spinner } from '#web/components/ui/spinner';
import { formatMoney } from '#web/lib/format/money';
import { invoicePdfUrl, POLL_LIMIT_MS, usePayment } from '#web/features/payments/api/payments';

/** Where "Try again" leads for a payment's registrations. */
export const payPath = (registrationIds: readonly string[]) =>
  `/complete-registration?registration=${registrationIds.map(encodeURIComponent).join(',')}`;

/**
 * The outcome of a payment after the provider's page: asked again until the webhook settles it (a minute at
 * most, then "still processing"), then paid with the receipt to download, failed, expired or cancelled.
 */
export function PaymentOutcome({ paymentId }: { paymentId: string }) {
  const [since] = useState(() => Date.now());
  const [timedOut, setTimedOut] = useState(false);
  const payment = usePayment(paymentId, since);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), POLL_LIMIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (payment.isPending) return <Skeleton className="h-24 w-full rounded-[var(--radius-card)]" />;
  if (payment.isError) return <QueryError error={payment.error} onRetry={() => void payment.refetch()} />;
  return <OutcomeBox payment={payment.data} timedOut={timedOut} />;
}

const tones = {
  good: 'bg-green-50 text-green-900 ring-green-600/30 dark:bg-green-950/40 dark:text-green-200',
  wait: 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950/40 dark:text-amber-200',
  bad: 'bg-red-50 text-red-900 ring-red-600/30 dark:bg-red-950/40 dark:text-red-200',
};

function OutcomeBox({ payment, timedOut }: { payment: PaymentView; timedOut: boolean }) {
  const { t, i18n } = useTranslation('payments');
  const amount = formatMoney(payment.amountMinor, payment.currency, i18n.language);
  const retry = payment.registrations.length > 0 && (
    <Link
      to={payPath(payment.registrations.map((item) => item.id))}
      className={buttonClasses('primary', 'sm')}
    >
      {t('outcome.tryAgain')}
    </Link>
  );
  const box = (tone: keyof typeof tones, Icon: typeof CircleCheck, title: string, body: React.ReactNode) => (
    <div
      role="status"
      className={cn('space-y-2 rounded-[var(--radius-card)] p-4 ring-1 ring-inset', tones[tone])}
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Icon className="h-6 w-6 shrink-0" aria-hidden="true" />
        {title}
      </p>
      {body}
    </div>
  );
  switch (payment.status) {
    case 'pending':
      return box(
        'wait',
        timedOut ? Hourglass : Clock,
        timedOut ? t('outcome.stillProcessing') : t('outcome.waiting'),
        timedOut ? (
          <p className="text-sm">{t('outcome.stillProcessingBody')}</p>
        ) : (
          <p className="flex items-center gap-2 text-sm">
            <Spinner className="h-4 w-4" />
            {t('outcome.waitingBody')}
          </p>
        ),
      );
    case 'succeeded':
      return box(
        'good',
        CircleCheck,
        t('outcome.paid', { amount }),
        <div className="space-y-2 text-sm">
          {payment.receipt && <p>{t('outcome.receiptNumber', { number: payment.receipt.number })}</p>}
          {payment.refundedMinor > 0 && (
            <p>
              {t('outcome.refunded', {
                amount: formatMoney(payment.refundedMinor, payment.currency, i18n.language),
              })}
            </p>
          )}
          {payment.receipt && (
            <a href={invoicePdfUrl(payment.receipt.id)} className={buttonClasses('outline', 'sm')} download>
              <Download className="h-4 w-4" aria-hidden="true" />
              {t('outcome.downloadReceipt')}
            </a>
          )}
        </div>,
      );
    case 'failed':
      return box(
        'bad',
        CircleAlert,
        t('outcome.failed'),
        <div className="space-y-2 text-sm">
          <p>{t('outcome.failedBody')}</p>
          {payment.failureReason && <p className="italic">{payment.failureReason}</p>}
          {retry}
        </div>,
      );
    case 'expired':
      return box(
        'bad',
        Hourglass,
        t('outcome.expired'),
        <p className="text-sm">{t('outcome.expiredBody')}</p>,
      );
    case 'cancelled':
      return box(
        'wait',
        CircleX,
        t('outcome.cancelled'),
        <div className="space-y-2 text-sm">
          <p>{t('outcome.cancelledBody')}</p>
          {retry}
        </div>,
      );
  }
}
