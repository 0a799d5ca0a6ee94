import { CreditCard, Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@tightlines/domain/tournaments/registration-contract';
import { buttonClasses } from '#web/components/ui/button';
import { formatMoney } from '#web/lib/format/money';
import { HoldCountdown } from './hold-countdown';
import { payPath } from './payment-outcome';
import { RefundPolicyNote } from './refund-policy';

/** Whether a registration's payment needs the person (to show "Pay now" instead of "pay at check-in"). */
export const canPayOnline = (registration: Registration) =>
  registration.status === 'registered' && registration.canPay === true;

/** On a registration card: the hold's time left, refunds, and "Pay now" or the receipt. */
export function RegistrationPaymentInfo({ registration }: { registration: Registration }) {
  const { t, i18n } = useTranslation('payments');
  if (registration.status !== 'registered') return null;
  const refunded = registration.refundedMinor ?? 0;
  const unpaid = registration.paymentStatus !== 'paid';
  return (
    <div className="space-y-2">
      {unpaid && registration.holdExpiresAt && <HoldCountdown expiresAt={registration.holdExpiresAt} />}
      {refunded > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('registration.refunded', {
            amount: formatMoney(refunded, registration.currency, i18n.language),
          })}
        </p>
      )}
      {!unpaid && registration.refundPolicy && <RefundPolicyNote policy={registration.refundPolicy} />}
    </div>
  );
}

/** The card's payment actions: "Pay now" while it can be paid online, "Receipt" once paid. */
export function RegistrationPaymentActions({ registration }: { registration: Registration }) {
  const { t } = useTranslation('payments');
  if (registration.status !== 'registered') return null;
  return (
    <>
      {canPayOnline(registration) && registration.paymentStatus !== 'paid' && (
        <Link to={payPath([registration.id])} className={buttonClasses('primary', 'sm')}>
          <CreditCard className="h-4 w-4" aria-hidden="true" />
          {t('registration.payNow')}
        </Link>
      )}
      {registration.paymentStatus === 'paid' && registration.paymentId && (
        <Link
          to={`/registration-success?id=${encodeURIComponent(registration.id)}&payment=${encodeURIComponent(registration.paymentId)}`}
          className={buttonClasses('outline', 'sm')}
        >
          <Receipt className="h-4 w-4" aria-hidden="true" />
          {t('registration.receipt')}
        </Link>
      )}
    </>
  );
}
