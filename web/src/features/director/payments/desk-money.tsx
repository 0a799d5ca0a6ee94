import { useState } from 'react';
import { BadgeDollarSign, ShieldAlert, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';
import { Button } from '#web/components/ui/button';
import { formatMoney } from '#web/lib/format/money';
import { DisputeDialog } from './dispute-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';
import { RefundDialog, refundableMinor } from './refund-dialog';

/** "Disputed" and "Refunded $20.00" beside the payment badge at the desk. */
export function DeskMoneyBadges({ registration }: { registration: DirectorRegistration }) {
  const { t, i18n } = useTranslation('director-payments');
  const refunded = registration.refundedMinor ?? 0;
  return (
    <>
      {registration.disputed && (
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-sm font-medium text-red-800 ring-1 ring-red-600/30 ring-inset dark:bg-red-950/40 dark:text-red-300">
          <ShieldAlert className="h-3.5 w-3.5" aria-hidden="true" />
          {t('desk.disputed')}
        </span>
      )}
      {refunded > 0 && (
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t('desk.refunded', { amount: formatMoney(refunded, registration.currency, i18n.language) })}
        </span>
      )}
    </>
  );
}

type Open = 'refund' | 'record' | 'dispute' | null;

/**
 * The desk's money actions for one registration: refund what was paid (online or recorded), record money
 * taken offline for an unpaid entry, and answer a dispute.
 */
export function DeskMoneyActions({
  eventId,
  registration,
}: {
  eventId: string;
  registration: DirectorRegistration;
}) {
  const { t } = useTranslation('director-payments');
  const [open, setOpen] = useState<Open>(null);
  const canRefund = Boolean(registration.paymentId) && refundableMinor(registration) > 0;
  const canRecord = registration.status === 'registered' && registration.paymentStatus !== 'paid';
  const canDispute = Boolean(registration.disputed && registration.paymentId);
  if (!canRefund && !canRecord && !canDispute) return null;
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <>
      {canRecord && (
        <Button size="sm" variant="outline" onClick={() => setOpen('record')}>
          <BadgeDollarSign className="h-4 w-4" aria-hidden="true" />
          {t('desk.recordPayment')}
        </Button>
      )}
      {canRefund && (
        <Button size="sm" variant="outline" onClick={() => setOpen('refund')}>
          <Undo2 className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('desk.refund')}
        </Button>
      )}
      {canDispute && (
        <Button size="sm" variant="outline" onClick={() => setOpen('dispute')}>
          <ShieldAlert className="h-4 w-4" aria-hidden="true" />
          {t('desk.dispute')}
        </Button>
      )}
      {open === 'record' && (
        <RecordPaymentDialog eventId={eventId} registration={registration} open onOpenChange={close} />
      )}
      {open === 'refund' && (
        <RefundDialog eventId={eventId} registration={registration} open onOpenChange={close} />
      )}
      {open === 'dispute' && (
        <DisputeDialog eventId={eventId} registration={registration} open onOpenChange={close} />
      )}
    </>
  );
}
