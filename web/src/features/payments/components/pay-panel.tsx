import { useState, type FormEvent } from 'react';
import { Banknote, CircleAlert, Info, Tag, X } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EventMoney } from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { QueryError } from '#web/components/ui/query-error';
import { codeMessage, errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { redirectTo, useCheckout, usePaymentConfig, useQuote } from '#web/features/payments/api/payments';
import { HoldCountdown } from './hold-countdown';
import { QuoteSummary } from './quote-summary';
import { RefundPolicyNote } from './refund-policy';

export interface PayableRegistration {
  id: string;
  eventName: string;
  entrantName: string;
  feeMinor: number;
  currency: string;
  holdExpiresAt?: string | null;
  money?: EventMoney;
}

/**
 * Paying for registrations: the server's quote (lines, discount, tax, total), a discount code, the refund
 * policy, the hold's countdown and "Pay" to the provider's checkout. Offline, the fee is paid at check-in.
 * `successPath` is where a payment settled at once (free, or nothing to pay online) leads. `declined`: back from
 * the provider's page after the card was declined (the registration's payment failed), which says so.
 */
export function PayPanel({
  registrations,
  cancelled,
  declined = false,
  successPath,
}: {
  registrations: readonly PayableRegistration[];
  cancelled: boolean;
  declined?: boolean;
  successPath: (paymentId: string) => string;
}) {
  const config = usePaymentConfig();
  if (config.isPending) return <Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />;
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  const policy = registrations.find((item) => item.money)?.money;
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <ul className="space-y-1">
        {registrations.map((item) => (
          <li key={item.id}>
            <p className="font-semibold text-deep dark:text-slate-100">{item.eventName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{item.entrantName}</p>
          </li>
        ))}
      </ul>
      {config.data.provider === 'offline' ? (
        <OfflineNote registrations={registrations} />
      ) : (
        <OnlinePay
          registrations={registrations}
          cancelled={cancelled}
          declined={declined}
          successPath={successPath}
        />
      )}
      {policy && <RefundPolicyNote policy={policy} />}
    </Card>
  );
}

function OfflineNote({ registrations }: { registrations: readonly PayableRegistration[] }) {
  const { t, i18n } = useTranslation('payments');
  const currency = registrations[0]?.currency ?? 'USD';
  const total = registrations.reduce((sum, item) => sum + item.feeMinor, 0);
  return (
    <div className="flex items-start gap-3 rounded-[var(--radius-control)] bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-600/30 ring-inset dark:bg-amber-950/40 dark:text-amber-200">
      <Banknote className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t('offline.title')}</p>
        <p className="text-sm">
          {t('offline.body', { amount: formatMoney(total, currency, i18n.language) })}
        </p>
      </div>
    </div>
  );
}

function OnlinePay({
  registrations,
  cancelled,
  declined,
  successPath,
}: {
  registrations: readonly PayableRegistration[];
  cancelled: boolean;
  declined: boolean;
  successPath: (paymentId: string) => string;
}) {
  const { t, i18n } = useTranslation('payments');
  const navigate = useNavigate();
  const ids = registrations.map((item) => item.id);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | undefined>(undefined);
  const quote = useQuote(ids, applied);
  const checkout = useCheckout();
  const hold = registrations
    .map((item) => item.holdExpiresAt)
    .filter((value): value is string => Boolean(value))
    .sort()[0];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    setApplied(value || undefined);
  };
  const clear = () => {
    setCode('');
    setApplied(undefined);
  };
  const pay = () => {
    const discountCode = quote.data?.discountCode ?? undefined;
    checkout.mutate(
      { registrationIds: ids, ...(discountCode ? { discountCode } : {}) },
      {
        onSuccess: (result) => {
          if (result.checkoutUrl) redirectTo.assign(result.checkoutUrl);
          else void navigate(successPath(result.paymentId));
        },
      },
    );
  };

  const discountError = quote.data?.discountError
    ? (codeMessage(t, quote.data.discountError) ?? t('discount.invalid'))
    : null;

  return (
    <div className="space-y-4">
      {declined ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-[var(--radius-control)] bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-600/30 ring-inset dark:bg-red-950/40 dark:text-red-200"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('outcome.failed')}</p>
            <p>{t('outcome.failedBody')}</p>
          </div>
        </div>
      ) : (
        cancelled && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-[var(--radius-control)] bg-shallows p-3 text-sm text-deep dark:bg-slate-800 dark:text-slate-100"
          >
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {t('pay.cancelledNote')}
          </p>
        )
      )}
      {hold && <HoldCountdown expiresAt={hold} />}
      {quote.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-6 w-full" />
        </div>
      ) : quote.isError ? (
        <QueryError error={quote.error} onRetry={() => void quote.refetch()} />
      ) : (
        <QuoteSummary quote={quote.data} />
      )}
      <form onSubmit={apply} className="space-y-1" noValidate>
        <label htmlFor="discount-code" className="text-sm font-medium text-deep dark:text-slate-100">
          {t('discount.label')}
        </label>
        <div className="flex gap-2">
          <Input
            id="discount-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            invalid={Boolean(discountError)}
            aria-describedby={discountError ? 'discount-error' : undefined}
            className="uppercase"
          />
          <Button type="submit" variant="outline" busy={quote.isFetching && applied !== undefined}>
            <Tag className="h-4 w-4" aria-hidden="true" />
            {t('discount.apply')}
          </Button>
        </div>
        {discountError && (
          <p id="discount-error" role="alert" className="text-sm text-danger">
            {discountError}
          </p>
        )}
        {quote.data?.discountCode && (
          <p className="flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
            {t('discount.applied', { code: quote.data.discountCode })}
            <Button variant="ghost" size="sm" onClick={clear}>
              <X className="h-4 w-4" aria-hidden="true" />
              {t('discount.remove')}
            </Button>
          </p>
        )}
      </form>
      {checkout.isError && (
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {errorMessage(t, checkout.error)}
        </p>
      )}
      {quote.data && (
        <Button
          size="lg"
          className="w-full sm:w-auto"
          busy={checkout.isPending}
          disabled={quote.isFetching}
          onClick={pay}
        >
          {quote.data.totalMinor === 0
            ? t('pay.confirmFree')
            : t('pay.pay', {
                amount: formatMoney(quote.data.totalMinor, quote.data.currency, i18n.language),
              })}
        </Button>
      )}
      {quote.data && quote.data.totalMinor > 0 && (
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('pay.redirectHint')}</p>
      )}
    </div>
  );
}
