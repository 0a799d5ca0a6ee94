import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PaymentView } from '@tightlines/domain/payments/contract';
import { MoneyAmountField, useMoneyAmount } from '#web/components/forms/money-amount-field';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
import { errorMessage } from '#web/lib/error-message';
import { currencyName, formatMoney } from '#web/lib/format/money';
import { useRefundPayment } from '#web/features/admin-finance/api/finance-api';

/** Refund a payment in full or in part (POST /api/admin/payments/:paymentId/refund). */
export function RefundDialog({ payment, onClose }: { payment: PaymentView; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-finance');
  const refund = useRefundPayment();
  const left = payment.amountMinor - payment.refundedMinor;
  const [mode, setMode] = useState<'full' | 'partial'>('full');
  const amount = useMoneyAmount({ currency: payment.currency, min: 1, max: left });
  const [note, setNote] = useState('');
  const money = (minor: number) => formatMoney(minor, payment.currency, i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let amountMinor: number | undefined;
    if (mode === 'partial') {
      amountMinor = amount.read() ?? undefined;
      if (amountMinor === undefined) return;
    }
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
        <MoneyAmountField
          label={t('refund.amount', { currency: currencyName(payment.currency, i18n.language) })}
          amount={amount}
          required
        />
      )}
      <Field label={t('refund.note')} hint={t('refund.noteHint')}>
        <Textarea rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
