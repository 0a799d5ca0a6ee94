import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { OFFLINE_METHODS, type OfflineMethod } from '@tightlines/domain/payments/contract';
import type { DirectorRegistration } from '@tightlines/domain/tournaments/registration-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { useRecordPayment } from './api';
import { minorDigits, toMajor, toMinor } from './money-units';

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
  const { t } = useTranslation('director-payments');
  const record = useRecordPayment(eventId);
  const { currency } = registration;
  const [method, setMethod] = useState<OfflineMethod>('cash');
  const [amount, setAmount] = useState(() => toMajor(registration.feeMinor, currency));
  const [note, setNote] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountMinor = toMinor(amount, currency);
    if (amountMinor === null || amountMinor < 0 || amountMinor > 100_000_000) {
      setAmountError(t('record.amountError'));
      return;
    }
    setAmountError(undefined);
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
          <Field label={t('record.amount', { currency })} error={amountError}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={minorDigits(currency) === 0 ? '1' : String(10 ** -minorDigits(currency))}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </Field>
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
