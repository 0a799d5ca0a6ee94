import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@tightlines/domain/tournaments/registration-contract';
import { cn } from '#web/components/ui/cn';

const styles: Record<PaymentStatus, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-600/30 dark:bg-green-950/40 dark:text-green-300',
  payment_pending: 'bg-amber-50 text-amber-800 ring-amber-600/30 dark:bg-amber-950/40 dark:text-amber-300',
  payment_failed: 'bg-red-50 text-red-800 ring-red-600/30 dark:bg-red-950/40 dark:text-red-300',
};
const icons = { paid: CircleCheck, payment_pending: Clock, payment_failed: CircleAlert };

/** Payment status: Paid, Payment pending, Payment failed. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('registration');
  const Icon = icons[status];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ring-inset',
        styles[status],
      )}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {t(`payment.${status}`)}
    </span>
  );
}
