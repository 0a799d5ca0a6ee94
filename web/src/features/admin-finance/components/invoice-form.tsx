import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Plus, Trash2 } from 'lucide-react';
import type { AdminUser } from '@tightlines/domain/admin/contract';
import { ManualInvoiceInputSchema } from '@tightlines/domain/payments/contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { FormDialog } from '#web/features/admin-finance/components/form-dialog';
import { errorMessage } from '#web/lib/error-message';
import { formatMoney } from '#web/lib/format/money';
import { useCreateInvoice, useTaxRates } from '#web/features/admin-finance/api/finance-api';
import { amountToMinor, currencyDigits, formatPercent } from '#web/features/admin-finance/lib/format';
import { CustomerPicker } from './customer-picker';

interface LineDraft {
  key: number;
  label: string;
  quantity: string;
  unit: string;
}

let nextKey = 1;
const blankLine = (): LineDraft => ({ key: nextKey++, label: '', quantity: '1', unit: '' });

/** A manual invoice (POST /api/admin/invoices): a customer, lines, currency, tax rate and days to pay. */
export function InvoiceForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-finance');
  const create = useCreateInvoice();
  const taxRates = useTaxRates();
  const [customer, setCustomer] = useState<AdminUser | null>(null);
  const [lines, setLines] = useState<LineDraft[]>(() => [blankLine()]);
  const [currency, setCurrency] = useState('USD');
  const [taxRateId, setTaxRateId] = useState('');
  const [dueDays, setDueDays] = useState('30');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const code = currency.trim().toUpperCase();
  const validCurrency = /^[A-Z]{3}$/.test(code);
  const digits = validCurrency ? currencyDigits(code) : 2;
  const parsedLines = lines.map((line) => ({
    label: line.label.trim(),
    quantity: Number(line.quantity),
    unitMinor: amountToMinor(line.unit, digits),
  }));
  const subtotal = parsedLines.reduce(
    (sum, line) =>
      sum +
      (Number.isFinite(line.unitMinor) && Number.isFinite(line.quantity)
        ? line.unitMinor * line.quantity
        : 0),
    0,
  );
  const update = (key: number, patch: Partial<LineDraft>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ManualInvoiceInputSchema.safeParse({
      userId: customer?.id,
      lines: parsedLines,
      currency: code,
      taxRateId: taxRateId || null,
      dueDays: dueDays.trim() === '' ? undefined : Number(dueDays),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        if (field === 'lines' && typeof index === 'number')
          next[`line-${index}`] = t('invoices.invalid.line');
        else if (field === 'lines') next.lines = t('invoices.invalid.line');
        else next[String(field)] = t(`invoices.invalid.${String(field)}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (invoice) => {
        toast.success(t('invoices.created', { number: invoice.number }));
        onClose();
      },
      onError: (e) => toast.error(errorMessage(t, e)),
    });
  };

  return (
    <FormDialog
      title={t('invoices.new')}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t('invoices.issue')}
      busy={create.isPending}
    >
      <CustomerPicker value={customer} onChange={setCustomer} error={errors.userId} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('invoices.lines')}</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="space-y-1">
            <div className="grid grid-cols-[1fr_4.5rem_6.5rem_auto] items-end gap-2">
              <Input
                aria-label={t('invoices.lineLabel', { n: index + 1 })}
                placeholder={t('invoices.lineLabelPlaceholder')}
                maxLength={200}
                value={line.label}
                invalid={Boolean(errors[`line-${index}`])}
                onChange={(event) => update(line.key, { label: event.target.value })}
              />
              <Input
                aria-label={t('invoices.lineQuantity', { n: index + 1 })}
                type="number"
                inputMode="numeric"
                min={1}
                dir="ltr"
                value={line.quantity}
                onChange={(event) => update(line.key, { quantity: event.target.value })}
              />
              <Input
                aria-label={t('invoices.lineUnit', { n: index + 1 })}
                placeholder={t('invoices.unitPlaceholder')}
                type="number"
                inputMode="decimal"
                step="any"
                min={0}
                dir="ltr"
                value={line.unit}
                onChange={(event) => update(line.key, { unit: event.target.value })}
              />
              <Button
                size="icon"
                variant="ghost"
                disabled={lines.length === 1}
                aria-label={t('invoices.removeLine', { n: index + 1 })}
                onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
            {errors[`line-${index}`] && (
              <p role="alert" className="text-sm font-medium text-danger">
                {errors[`line-${index}`]}
              </p>
            )}
          </div>
        ))}
        <Button
          size="sm"
          variant="outline"
          disabled={lines.length >= 50}
          onClick={() => setLines((current) => [...current, blankLine()])}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('invoices.addLine')}
        </Button>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('fields.currency')} error={errors.currency} required>
          <Input
            maxLength={3}
            dir="ltr"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          />
        </Field>
        <Field label={t('invoices.taxRate')}>
          <Select value={taxRateId} onChange={(event) => setTaxRateId(event.target.value)}>
            <option value="">{t('invoices.noTax')}</option>
            {(taxRates.data ?? [])
              .filter((rate) => rate.active)
              .map((rate) => (
                <option key={rate.id} value={rate.id}>
                  {rate.name} · {rate.country}
                  {rate.region ? `-${rate.region}` : ''} · {formatPercent(rate.rateBp, i18n.language)}
                </option>
              ))}
          </Select>
        </Field>
        <Field label={t('invoices.dueDays')} error={errors.dueDays}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            dir="ltr"
            value={dueDays}
            onChange={(event) => setDueDays(event.target.value)}
          />
        </Field>
      </div>
      {validCurrency && (
        <p className="text-end text-[15px] font-semibold tabular-nums">
          {t('invoices.subtotal', { amount: formatMoney(subtotal, code, i18n.language) })}
        </p>
      )}
    </FormDialog>
  );
}
