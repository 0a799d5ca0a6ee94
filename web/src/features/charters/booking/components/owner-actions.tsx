import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { CharterBooking } from '@tightlines/domain/charters/bookings';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { formatMoney } from '#web/lib/format/money';
import {
  useCancelBooking,
  useCompleteBooking,
  useDeclineBooking,
  useRecordBalanceAtDock,
} from '#web/features/charters/booking/api/bookings';
import { ActionDialog } from '#web/features/charters/booking/components/action-dialog';
import { conversationPath } from '#web/features/charters/booking/components/request-form';
import { bookingErrorMessage } from '#web/features/charters/booking/lib/booking-error';

type OwnerDialog = 'decline' | 'complete' | 'cancel' | 'balance';

/** What the owner may do with a booking, from `viewer`: decline, complete, cancel (captain or weather), the dock. */
export function OwnerActions({ booking }: { booking: CharterBooking }) {
  const { t } = useTranslation('bookings');
  const [dialog, setDialog] = useState<OwnerDialog | null>(null);
  const viewer = booking.viewer;
  const close = () => setDialog(null);
  return (
    <div className="flex flex-wrap gap-2">
      {viewer.canComplete && (
        <Button size="sm" onClick={() => setDialog('complete')}>
          {t('actions.complete')}
        </Button>
      )}
      {viewer.canRecordBalance && (
        <Button size="sm" variant="outline" onClick={() => setDialog('balance')}>
          {t('actions.balanceAtDock')}
        </Button>
      )}
      {booking.conversationId && (
        <Link to={conversationPath(booking.conversationId)} className={buttonClasses('outline', 'sm')}>
          {t('actions.conversation')}
        </Link>
      )}
      {viewer.canDecline && (
        <Button size="sm" variant="ghost" onClick={() => setDialog('decline')}>
          {t('actions.decline')}
        </Button>
      )}
      {viewer.canCancel && (
        <Button size="sm" variant="ghost" onClick={() => setDialog('cancel')}>
          {t('actions.cancel')}
        </Button>
      )}
      {dialog === 'cancel' && <OwnerCancelDialog booking={booking} onClose={close} />}
      {(dialog === 'decline' || dialog === 'complete' || dialog === 'balance') && (
        <SimpleActionDialog booking={booking} action={dialog} onClose={close} />
      )}
    </div>
  );
}

function SimpleActionDialog({
  booking,
  action,
  onClose,
}: {
  booking: CharterBooking;
  action: 'decline' | 'complete' | 'balance';
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bookings');
  const decline = useDeclineBooking();
  const complete = useCompleteBooking();
  const balance = useRecordBalanceAtDock();
  const mutation = { decline, complete, balance }[action];
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatMoney(booking.totalMinor - booking.paidMinor, booking.currency, i18n.language);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`owner.${action}.title`)}
      problem={problem}
      confirmLabel={t(`owner.${action}.confirm`)}
      danger={action === 'decline'}
      busy={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(
          { bookingId: booking.id },
          {
            onSuccess: () => {
              toast.success(t(`owner.${action}.done`));
              onClose();
            },
            onError: (error) => setProblem(bookingErrorMessage(t, error)),
          },
        )
      }
    >
      <p className="text-[15px] text-slate-700 dark:text-slate-200">
        {t(`owner.${action}.body`, { name: booking.angler.displayName, amount })}
      </p>
    </ActionDialog>
  );
}

/** The captain cancels, for their own reason or the weather: the angler then chooses a refund or another date. */
function OwnerCancelDialog({ booking, onClose }: { booking: CharterBooking; onClose: () => void }) {
  const { t } = useTranslation(['bookings', 'charter-terms']);
  const cancel = useCancelBooking();
  const [reason, setReason] = useState<'captain' | 'weather'>('weather');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <ActionDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('owner.cancel.title')}
      problem={problem}
      confirmLabel={t('owner.cancel.confirm')}
      danger
      busy={cancel.isPending}
      onConfirm={() =>
        cancel.mutate(
          { bookingId: booking.id, input: { reason, note: note.trim() } },
          {
            onSuccess: () => {
              toast.success(t('owner.cancel.done'));
              onClose();
            },
            onError: (error) => setProblem(bookingErrorMessage(t, error)),
          },
        )
      }
    >
      <p className="text-[15px] text-slate-700 dark:text-slate-200">
        {t('owner.cancel.body', { name: booking.angler.displayName })}
      </p>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">
          {t('owner.cancel.reason')}
        </legend>
        {(['weather', 'captain'] as const).map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
            <input
              type="radio"
              name="cancel-reason"
              className="h-5 w-5 accent-open"
              checked={reason === value}
              onChange={() => setReason(value)}
            />
            <span className="text-deep dark:text-slate-100">{t(`owner.cancel.reasons.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      <Field label={t('owner.cancel.note')} hint={t('owner.cancel.noteHint')}>
        <Textarea maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
    </ActionDialog>
  );
}
