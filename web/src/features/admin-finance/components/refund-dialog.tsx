import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PaymentView } from '@tightlines/domain/payments/contract';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useRefundPayment } from '#web/features/admin-finance/api/finance-api';
import { amountToMinor, currencyDigits } from '#web/features/admin-finance/lib/format';

/** Refund a payment in full or in part (POST /api/admin/payments/:paymentId/refund). */
export function RefundDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-finance');
  const refund = useRefundPayment();
  const left = payment.amountMinor - payment.refundedMinor;
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let amountMinor: number | undefined;
    if (mode === 'partial') {
      amountMinor = amountToMinor(amount, currencyDigits(payment.currency));
      if (!Number.isInteger(amountMinor) || amountMinor < 1 || amountMinor > left) {
        setError(t('refund.amountInvalid', { max: money(left) }));
        return;
      }
    }
    setError(undefined);
    refund.mutate(
      { paymentId: payment.id, input: { amountMinor, note: note.trim() } },
      {
        onSuccess: () => {
          toast.success(t('refund.done', { amount: money(amountMinor ?? left) }));
          onClose();
        },
        onError: (e) => toast.error(errorMessage(t, e)),
      },
    );
  };

  return (
    <FormDialog
      title={t('refund.title')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('refund.submit')}
      busy={refund.isPending}
      danger
    >
      <p className="text-[15px] text-slate-600 dark:text-slate-300">
        {t('refund.left', { amount: money(left), payer: payment.payer.displayName })}
      </p>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('refund.how')}</legend>
        {(['full', 'partial'] as const).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-[15px]">
            <input
              type="radio"
              name="refund-mode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="h-4 w-4 accent-open"
            />
            {value === 'full' ? t('refund.full', { amount: money(left) }) : t('refund.partial')}
          </label>
        ))}
      </fieldset>
      {mode === 'partial' && (
        <Field label={t('refund.amount', { currency: payment.currency })} error={error} required>
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            dir="ltr"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </Field>
      )}
      <Field label={t('refund.note')} hint={t('refund.noteHint')}>
        <Textarea rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
