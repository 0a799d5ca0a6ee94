import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';
import { MoneyAmountField, useMoneyAmount } from '#web/components/forms/money-amount-field';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { currencyName, formatMoney, parseTypedAmount } from '#web/lib/format/money';
import { useRefundRegistration } from './api';

/** What is left to refund on a registration's payment. */
export function refundableMinor(registration: DirectorRegistration): number {
  return Math.max(0, (registration.paidMinor ?? 0) - (registration.refundedMinor ?? 0));
}

/** Refund all that is left or part of it, with a note for the angler's e-mail (POST …/refund). */
export function RefundDialog({
  eventId,
  registration,
  open,
  onOpenChange,
}: {
  eventId: string;
  registration: DirectorRegistration;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('director-payments');
  const refund = useRefundRegistration(eventId);
  const { currency } = registration;
  const max = refundableMinor(registration);
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const amount = useMoneyAmount({ currency, initialMinor: max, min: 1, max });
  const [note, setNote] = useState('');
  const typedMinor = parseTypedAmount(amount.text, currency, i18n.language);
  const refundMinor = mode === 'full' ? max : 'minor' in typedMinor ? typedMinor.minor : 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const partialMinor = mode === 'partial' ? amount.read() : null;
    if (mode === 'partial' && partialMinor === null) return;
    refund.mutate(
      {
        registrationId: registration.id,
        input: partialMinor === null ? { note } : { amountMinor: partialMinor, note },
      },
      {
        onSuccess: () => {
          toast.success(t('refund.done', { amount: money(refundMinor), name: registration.entrantName }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('refund.failed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('refund.title', { name: registration.entrantName })}
      closeLabel={t('dialog.close')}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4 p-4">
        <p className="text-sm tabular-nums text-slate-600 dark:text-slate-400">
          {t('refund.paid', {
            paid: money(registration.paidMinor ?? 0),
            refunded: money(registration.refundedMinor ?? 0),
          })}
        </p>
        <fieldset className="space-y-2">
          <legend className="sr-only">{t('refund.title', { name: registration.entrantName })}</legend>
          <label className="flex min-h-11 items-center gap-3 text-[15px]">
            <input
              type="radio"
              name="refund-mode"
              className="h-4 w-4 accent-[var(--color-open)]"
              checked={mode === 'full'}
              onChange={() => setMode('full')}
            />
            {t('refund.full', { amount: money(max) })}
          </label>
          <label className="flex min-h-11 items-center gap-3 text-[15px]">
            <input
              type="radio"
              name="refund-mode"
              className="h-4 w-4 accent-[var(--color-open)]"
              checked={mode === 'partial'}
              onChange={() => setMode('partial')}
            />
            {t('refund.partial')}
          </label>
        </fieldset>
        {mode === 'partial' && (
          <MoneyAmountField
            label={t('refund.amount', { currency: currencyName(currency, i18n.language) })}
            hint={t('refund.amountHint', { max: money(max) })}
            amount={amount}
          />
        )}
        <Field label={t('refund.note')} hint={t('refund.noteHint')}>
          <Textarea
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            className="min-h-20"
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" busy={refund.isPending} disabled={max === 0}>
            {t('refund.submit', { amount: money(refundMinor) })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
