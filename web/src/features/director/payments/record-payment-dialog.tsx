import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { OFFLINE_METHODS, type OfflineMethod } from '@tightlines/domain/payments/contract';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';
import { MoneyAmountField, useMoneyAmount } from '#web/components/forms/money-amount-field';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { currencyName } from '#web/lib/format/money';
import { useRecordPayment } from './api';

/** Money taken offline at the desk: how, how much (the fee to start with) and a note (POST …/payment). */
export function RecordPaymentDialog({
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
  const record = useRecordPayment(eventId);
  const { currency } = registration;
  const [method, setMethod] = useState<OfflineMethod>('cash');
  const amount = useMoneyAmount({ currency, initialMinor: registration.feeMinor, min: 0, max: 100_000_000 });
  const [note, setNote] = useState('');

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = amount.read();
    if (amountMinor === null) return;
    record.mutate(
      { registrationId: registration.id, input: { method, amountMinor, note } },
      {
        onSuccess: () => {
          toast.success(t('record.done', { name: registration.entrantName }));
          onOpenChange(false);
        },
        onError: (error) => toast.error(t('record.failed'), { description: errorMessage(t, error) }),
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('record.title', { name: registration.entrantName })}
      closeLabel={t('dialog.close')}
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4 p-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('record.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('record.method')}>
            <Select value={method} onChange={(e) => setMethod(e.target.value as OfflineMethod)}>
              {OFFLINE_METHODS.map((value) => (
                <option key={value} value={value}>
                  {t(`record.methods.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <MoneyAmountField
            label={t('record.amount', { currency: currencyName(currency, i18n.language) })}
            amount={amount}
          />
        </div>
        <Field label={t('record.note')} hint={t('record.noteHint')}>
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
          <Button type="submit" busy={record.isPending}>
            {t('record.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
