import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useRegistration } from '#web/features/registration/api/registrations';
import { CheckInQr } from '#web/features/registration/components/check-in-qr';
import { QueryError } from '#web/components/ui/query-error';
import { PageShell } from '#web/features/registration/components/page-shell';
import { PaymentBadge } from '#web/components/status/payment-badge';
import { RequireSignIn } from '#web/features/registration/components/require-sign-in';
import { WizardSkeleton } from '#web/features/registration/components/wizard-skeleton';
import { formatDateRange } from '#web/lib/format/dates';
import { formatMoney } from '#web/lib/format/money';
import { PaymentOutcome, usePayment } from '#web/features/payments';

/**
 * /registration-success?id=: the confirmation, the payment status and the boat's check-in QR code; with
 * `&payment=` (back from the provider's checkout) the payment's outcome first, asked until it settles. Links
 * with the payment alone (notifications, e-mails) show its registration when it paid for just one.
 */
export function RegistrationSuccessPage() {
  return (
    <RequireSignIn>
      <Success />
    </RequireSignIn>
  );
}

function Success() {
  const { t, i18n } = useTranslation('registration');
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const [since] = useState(() => Date.now());
  const payment = usePayment(params.get('id') ? null : paymentId, since);
  const paidFor = payment.data?.registrations.length === 1 ? payment.data.registrations[0]!.id : null;
  const id = params.get('id') ?? paidFor;
  const registration = useRegistration(id);
  return (
    <PageShell title={t('success.title')}>
      {paymentId && <PaymentOutcome paymentId={paymentId} />}
      {!id && paymentId && payment.isPending ? (
        <WizardSkeleton />
      ) : !id ? (
        <Link to="/registrations" className="font-medium text-open underline">
          {t('register.myRegistrations')}
        </Link>
      ) : registration.isPending ? (
        <WizardSkeleton />
      ) : registration.isError ? (
        <QueryError error={registration.error} onRetry={() => void registration.refetch()} />
      ) : (
        <Card className="space-y-4 p-5 sm:p-6">
          <p className="flex items-center gap-2 text-lg font-semibold text-success">
            <CircleCheck className="h-6 w-6" aria-hidden="true" />
            {t('success.registered', {
              entrant: registration.data.entrantName,
              event: registration.data.event.name,
            })}
          </p>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('success.dates')}</dt>
              <dd className="font-medium text-deep dark:text-slate-100">
                {formatDateRange(
                  registration.data.event.startDate,
                  registration.data.event.endDate,
                  i18n.language,
                )}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('list.boat')}</dt>
              <dd className="font-medium text-deep dark:text-slate-100">
                {registration.data.boatName ?? t('list.noBoat')}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('wizard.fee')}</dt>
              <dd className="font-medium tabular-nums text-deep dark:text-slate-100">
                {formatMoney(registration.data.feeMinor, registration.data.currency, i18n.language)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500 dark:text-slate-400">{t('success.payment')}</dt>
              <dd>
                <PaymentBadge status={registration.data.paymentStatus} />
              </dd>
            </div>
          </dl>
          {registration.data.paymentStatus !== 'paid' && !paymentId && !registration.data.canPay && (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('wizard.feeHint')}</p>
          )}
          <div>
            <h2 className="mb-2 font-semibold text-deep dark:text-slate-100">{t('success.qrTitle')}</h2>
            <CheckInQr registrationId={registration.data.id} />
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to="/registrations" className={buttonClasses('primary')}>
              {t('register.myRegistrations')}
            </Link>
            <Link to={`/events/${registration.data.event.id}`} className={buttonClasses('outline')}>
              {t('success.viewEvent')}
            </Link>
          </div>
        </Card>
      )}
    </PageShell>
  );
}
