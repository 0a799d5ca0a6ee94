import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REFUND_POLICIES } from '@tightlines/domain/payments/contract';
import { priceQuote } from '@tightlines/domain/payments/pricing';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { formatMoney } from '#web/lib/format/money';
import { formatPercent } from '#web/features/director/payments/percent';
import { isoToZoned, zonedToIso } from '#web/features/director/lib/zoned-time';
import type { EventFormApi } from '#web/features/director/components/event-form-section';
import { useEarnings } from '#web/features/director/payments/api';

/** The share refunded under a partial policy, typed as a percentage and kept in basis points. */
function RefundPercentInput({
  form,
  id,
  ...aria
}: {
  form: EventFormApi;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control: form.control, name: 'money.refundPercentBp' });
  const value = field.value;
  return (
    <Input
      {...aria}
      id={id}
      type="number"
      min={0}
      max={100}
      step="0.01"
      inputMode="decimal"
      defaultValue={typeof value === 'number' ? String(value / 100) : ''}
      onChange={(e) =>
        field.onChange(e.target.value.trim() === '' ? Number.NaN : Math.round(Number(e.target.value) * 100))
      }
      onBlur={field.onBlur}
    />
  );
}

/** The refund deadline on the event's clock; empty allows refunds until the start. */
function RefundDeadlineInput({
  form,
  id,
  ...aria
}: {
  form: EventFormApi;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}) {
  const { field } = useController({ control: form.control, name: 'money.refundDeadline' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' }) ?? 'UTC';
  return (
    <Input
      {...aria}
      id={id}
      type="datetime-local"
      value={field.value ? isoToZoned(field.value, timeZone) : ''}
      onChange={(e) => field.onChange(e.target.value ? (zonedToIso(e.target.value, timeZone) ?? null) : null)}
      onBlur={field.onBlur}
    />
  );
}

/** "Germany" for DE in the reader's language, when the code is one. */
function countryName(code: string | null | undefined, language: string): string | undefined {
  if (!code || !/^[A-Z]{2}$/.test(code)) return undefined;
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

/** "Tightlines keeps 5% (you receive $95.00 of $100.00)", from the platform fee the payee is charged. */
export function PlatformFeeNote({ feeMinor, currency }: { feeMinor: number; currency: string }) {
  const { t, i18n } = useTranslation('director-payments');
  const earnings = useEarnings();
  if (!earnings.data) return null;
  const platformFeeBp = earnings.data.platformFeeBp;
  const percent = formatPercent(platformFeeBp, i18n.language);
  if (!(feeMinor > 0) || !/^[A-Z]{3}$/.test(currency))
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('eventMoney.feeNoteFree', { percent })}</p>
    );
  const quote = priceQuote({
    currency,
    lines: [{ label: '', amountMinor: feeMinor, registrationId: null }],
    discount: null,
    tax: null,
    platformFeeBp,
  });
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {t('eventMoney.feeNote', {
        percent,
        net: formatMoney(feeMinor - quote.platformFeeMinor, currency, i18n.language),
        fee: formatMoney(feeMinor, currency, i18n.language),
      })}
    </p>
  );
}

/** Refund policy, its share and deadline, and where the fee is taxed: the event input's `money`. */
export function EventPaymentFields({ form }: { form: EventFormApi }) {
  const { t, i18n } = useTranslation('director-payments');
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const policy = useWatch({ control, name: 'money.refundPolicy' }) ?? 'none';
  const country = useWatch({ control, name: 'money.taxCountry' });
  const feeMinor = useWatch({ control, name: 'feeMinor' }) ?? 0;
  const currency = useWatch({ control, name: 'currency' }) ?? 'USD';
  const moneyErrors = errors.money;
  const countryLabel = countryName(country, i18n.language);
  return (
    <div className="space-y-4 border-t border-slate-200 pt-4 dark:border-slate-800">
      <PlatformFeeNote feeMinor={feeMinor} currency={currency} />
      <h3 className="font-semibold text-deep dark:text-white">{t('eventMoney.title')}</h3>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field label={t('eventMoney.refundPolicy')}>
          <Select {...register('money.refundPolicy')}>
            {REFUND_POLICIES.map((value) => (
              <option key={value} value={value}>
                {t(`eventMoney.policy.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        {policy === 'partial' && (
          <Field
            label={t('eventMoney.refundPercent')}
            error={moneyErrors?.refundPercentBp ? t('eventMoney.refundPercentError') : undefined}
          >
            <RefundPercentInput form={form} />
          </Field>
        )}
        {policy !== 'none' && (
          <div className="sm:col-span-2">
            <Field
              label={t('eventMoney.refundDeadline')}
              hint={t('eventMoney.refundDeadlineHint')}
              error={moneyErrors?.refundDeadline ? t('codes.validation.dateTime') : undefined}
            >
              <RefundDeadlineInput form={form} />
            </Field>
          </div>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field
          label={t('eventMoney.taxCountry')}
          hint={countryLabel ?? t('eventMoney.taxCountryHint')}
          error={moneyErrors?.taxCountry ? t('eventMoney.taxCountryError') : undefined}
        >
          <Input
            {...register('money.taxCountry', {
              setValueAs: (value: string | null) => (value?.trim() ? value.trim().toUpperCase() : null),
            })}
            maxLength={2}
            autoCapitalize="characters"
            autoComplete="off"
          />
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('eventMoney.taxRegion')} hint={t('eventMoney.taxRegionHint')}>
            <Input
              {...register('money.taxRegion', {
                setValueAs: (value: string | null) => (value?.trim() ? value.trim() : null),
              })}
              maxLength={80}
              autoComplete="off"
            />
          </Field>
        </div>
      </div>
    </div>
  );
}
