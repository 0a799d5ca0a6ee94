import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { Button, buttonClasses } from '#web/components/ui/button';
import { formatMoney } from '#web/lib/format/money';
import {
  useBookingCheckout,
  useCancelBooking,
  useChooseRemedy,
} from '#web/features/charters/booking/api/bookings';
import { ActionDialog } from '#web/features/charters/booking/components/action-dialog';
import { useFollowCheckout } from '#web/features/charters/booking/components/instant-booking';
import { conversationPath } from '#web/features/charters/booking/components/request-form';
import { SlotPicker } from '#web/features/charters/booking/components/slot-picker';
import { bookingErrorMessage } from '#web/features/charters/booking/lib/booking-error';
import { localDay } from '#web/features/charters/booking/lib/format';

/** What the angler may do with a booking, from `viewer`: pay, cancel, choose a refund or a new date, talk. */
export function AnglerActions({ booking }: { booking: CharterBooking }) {
  const { t, i18n } = useTranslation('bookings');
  const checkout = useBookingCheckout();
  const follow = useFollowCheckout();
  const [dialog, setDialog] = useState<'cancel' | 'remedy' | null>(null);
  const viewer = booking.viewer;

  const pay = () =>
    checkout.mutate(booking.id, {
      onSuccess: (result) => follow(result.redirectUrl),
      onError: (error) => toast.error(bookingErrorMessage(t, error)),
    });

  return (
    <div className="flex flex-wrap gap-2">
      {viewer.canPay && (
        <Button size="sm" onClick={pay} busy={checkout.isPending}>
          {t('actions.payDeposit', {
            amount: formatMoney(booking.depositMinor, booking.currency, i18n.language),
          })}
        </Button>
      )}
      {viewer.canPayBalance && (
        <Button size="sm" onClick={pay} busy={checkout.isPending}>
          {t('actions.payBalance', {
            amount: formatMoney(booking.totalMinor - booking.paidMinor, booking.currency, i18n.language),
          })}
        </Button>
      )}
      {viewer.canChooseRemedy && (
        <Button size="sm" onClick={() => setDialog('remedy')}>
          {t('actions.chooseRemedy')}
        </Button>
      )}
      {booking.conversationId && (
        <Link to={conversationPath(booking.conversationId)} className={buttonClasses('outline', 'sm')}>
          {t('actions.conversation')}
        </Link>
      )}
      {viewer.canCancel && (
        <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
      {dialog === 'cancel' && <AnglerCancelDialog booking={booking} onClose={() => setDialog(null)} />}
      {dialog === 'remedy' && <RemedyDialog booking={booking} onClose={() => setDialog(null)} />}
    </div>
  );
}

function AnglerCancelDialog({ booking, onClose }: { booking: CharterBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation('bookings');
  const cancel = useCancelBooking();
  const [problem, setProblem] = useState<string | null>(null);
  const back = booking.viewer.refundIfCancelledMinor;
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cancel.title')}
      problem={problem}
      confirmLabel={t('cancel.confirm')}
      danger
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(
          { bookingId: booking.id, input: { reason: 'angler' } },
          {
            onSuccess: () => {
              toast.success(t('cancel.done'));
              onClose();
            },
            onError: (error) => setProblem(bookingErrorMessage(t, error)),
          },
        )
      }
    >
      <p className="text-[15px] text-slate-700 dark:text-slate-200">
        {booking.paidMinor === 0
          ? t('cancel.nothingPaid')
          : back > 0
            ? t('cancel.refund', {
                amount: formatMoney(back, booking.currency, i18n.language),
                paid: formatMoney(booking.paidMinor, booking.currency, i18n.language),
              })
            : t('cancel.noRefund', { paid: formatMoney(booking.paidMinor, booking.currency, i18n.language) })}
      </p>
    </ActionDialog>
  );
}

/** After the captain or the weather cancelled: everything back, or another open slot of the same listing. */
function RemedyDialog({ booking, onClose }: { booking: CharterBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation('bookings');
  const remedy = useChooseRemedy();
  const [choice, setChoice] = useState<'refund' | 'reschedule'>('refund');
  const [from, setFrom] = useState(() => localDay(new Date()));
  const [slotId, setSlotId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    if (choice === 'reschedule' && !slotId) {
      setProblem(t('panel.pickTime'));
      return;
    }
    remedy.mutate(
      {
        bookingId: booking.id,
        input: choice === 'refund' ? { remedy: 'refund' } : { remedy: 'reschedule', slotId: slotId ?? '' },
      },
      {
        onSuccess: () => {
          toast.success(t(choice === 'refund' ? 'remedy.refunded' : 'remedy.rescheduled'));
          onClose();
        },
        onError: (error) => {
          setProblem(bookingErrorMessage(t, error, choice === 'reschedule' ? 'slotTaken' : 'changed'));
          setSlotId(null);
        },
      },
    );
  };
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('remedy.title')}
      problem={problem}
      confirmLabel={t(choice === 'refund' ? 'remedy.confirmRefund' : 'remedy.confirmReschedule')}
      busy={remedy.isPending}
      onConfirm={confirm}
    >
      <p className="text-[15px] text-slate-700 dark:text-slate-200">{t('remedy.body')}</p>
      <fieldset className="space-y-1">
        <legend className="sr-only">{t('remedy.title')}</legend>
        {(['refund', 'reschedule'] as const).map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name="remedy"
              className="h-5 w-5 accent-open"
              checked={choice === value}
              onChange={() => setChoice(value)}
            />
            <span className="text-deep dark:text-slate-100">
              {value === 'refund'
                ? t('remedy.refund', {
                    amount: formatMoney(booking.paidMinor, booking.currency, i18n.language),
                  })
                : t('remedy.reschedule')}
            </span>
          </label>
        ))}
      </fieldset>
      {choice === 'reschedule' && (
        <SlotPicker
          listingId={booking.listing.id}
          packageId={booking.package.id}
          from={from}
          onFromChange={setFrom}
          value={slotId}
          onChange={(slot) => setSlotId(slot.id)}
        />
      )}
    </ActionDialog>
  );
}
