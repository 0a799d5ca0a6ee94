import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DiscountCodeInputSchema, type DiscountCodeInput } from '@tightlines/domain/payments/contract';
import type { DirectorEventSummary } from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { NullableNumberInput } from '#web/components/ui/controlled-inputs';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { isoToLocal, localToIso, messageKey } from './discount-code-values';
import { minorDigits, toMajor, toMinor } from './money-units';

/** Directors make codes for their own events; "any event" is for admins (on their own page). */
const DirectorCodeSchema = DiscountCodeInputSchema.refine((value) => value.eventId !== null, {
  message: 'Choose one of your events',
  path: ['eventId'],
});
type FormIn = z.input<typeof DirectorCodeSchema>;
type FormOut = z.output<typeof DirectorCodeSchema>;

interface ControlProps {
  control: Control<FormIn, unknown, FormOut>;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}

/** Percentage typed, basis points kept (12.5 % → 1250); empty is null. */
function PercentInput({ control, ...props }: ControlProps) {
  const { field } = useController({ control, name: 'percentBp' });
  const value = field.value;
  return (
    <Input
      {...props}
      type="number"
      min={0.01}
      max={100}
      step="0.01"
      inputMode="decimal"
      defaultValue={typeof value === 'number' ? String(value / 100) : ''}
      onChange={(e) =>
        field.onChange(e.target.value.trim() === '' ? null : Math.round(Number(e.target.value) * 100))
      }
      onBlur={field.onBlur}
    />
  );
}

/** An amount typed in the currency's units, kept in minor units; empty is null. */
function AmountInput({ control, currency, ...props }: ControlProps & { currency: string }) {
  const { field } = useController({ control, name: 'amountMinor' });
  const value = field.value;
  const digits = minorDigits(currency);
  return (
    <Input
      {...props}
      type="number"
      min={0}
      step={digits === 0 ? '1' : String(10 ** -digits)}
      inputMode="decimal"
      defaultValue={typeof value === 'number' ? toMajor(value, currency) : ''}
      onChange={(e) => field.onChange(toMinor(e.target.value, currency))}
      onBlur={field.onBlur}
    />
  );
}

function DateTimeInput({ control, name, ...props }: ControlProps & { name: 'startsAt' | 'endsAt' }) {
  const { field } = useController({ control, name });
  return (
    <Input
      {...props}
      type="datetime-local"
      defaultValue={isoToLocal(field.value)}
      onChange={(e) => field.onChange(localToIso(e.target.value))}
      onBlur={field.onBlur}
    />
  );
}

/** Create or edit a discount code for one of the director's events (the contract's rules, checked here too). */
export function DiscountCodeForm({
  initial,
  events,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initial: DiscountCodeInput;
  events: DirectorEventSummary[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (input: DiscountCodeInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('director-payments');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(DirectorCodeSchema),
    defaultValues: initial,
  });
  const kind = useWatch({ control, name: 'kind' });
  const currency = useWatch({ control, name: 'currency' }) ?? 'USD';
  const submit = handleSubmit((values) =>
    onSubmit({
      ...values,
      percentBp: values.kind === 'percent' ? values.percentBp : null,
      amountMinor: values.kind === 'amount' ? values.amountMinor : null,
      currency: values.kind === 'amount' ? values.currency : null,
    }),
  );
  const kindError = errors.kind
    ? t(kind === 'percent' ? 'codes.validation.percent' : 'codes.validation.amount')
    : undefined;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4 p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('codes.form.code')}
          hint={t('codes.form.codeHint')}
          required
          error={errors.code ? t(messageKey(errors.code.message, 'codes.validation.code')) : undefined}
        >
          <Input
            {...register('code', { setValueAs: (value: string) => value.trim().toUpperCase() })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            className="font-mono uppercase"
          />
        </Field>
        <Field
          label={t('codes.form.event')}
          required
          error={errors.eventId ? t('codes.validation.event') : undefined}
        >
          <Select
            {...register('eventId', {
              setValueAs: (value: string | null) => value || null,
              onChange: (e: { target: { value: string } }) => {
                const event = events.find((candidate) => candidate.id === e.target.value);
                if (event) setValue('currency', event.currency);
              },
            })}
          >
            <option value="">{t('codes.form.chooseEvent')}</option>
            {events.map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('codes.form.kind')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {(['percent', 'amount'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-[15px]">
              <input
                type="radio"
                value={value}
                className="h-4 w-4 accent-[var(--color-open)]"
                {...register('kind')}
              />
              {t(`codes.form.${value}`)}
            </label>
          ))}
        </div>
        {kind === 'percent' ? (
          <div className="sm:w-1/2">
            <Field
              label={t('codes.form.percentValue')}
              error={errors.percentBp ? t('codes.validation.percent') : kindError}
            >
              <PercentInput control={control} />
            </Field>
          </div>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('codes.form.amountValue')}
              error={errors.amountMinor ? t('codes.validation.amount') : kindError}
            >
              <AmountInput control={control} currency={/^[A-Z]{3}$/.test(currency) ? currency : 'USD'} />
            </Field>
            <Field
              label={t('codes.form.currency')}
              error={
                errors.currency
                  ? t(messageKey(errors.currency.message, 'codes.validation.currency'))
                  : undefined
              }
            >
              <Input
                {...register('currency', {
                  setValueAs: (value: string | null) => (value?.trim() ? value.trim().toUpperCase() : null),
                })}
                maxLength={3}
                autoCapitalize="characters"
                autoComplete="off"
              />
            </Field>
          </div>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('codes.form.startsAt')}
          hint={t('codes.form.datesHint')}
          error={errors.startsAt ? t('codes.validation.dateTime') : undefined}
        >
          <DateTimeInput control={control} name="startsAt" />
        </Field>
        <Field
          label={t('codes.form.endsAt')}
          hint={t('codes.form.datesHint')}
          error={
            errors.endsAt ? t(messageKey(errors.endsAt.message, 'codes.validation.dateTime')) : undefined
          }
        >
          <DateTimeInput control={control} name="endsAt" />
        </Field>
        <Field
          label={t('codes.form.maxUses')}
          hint={t('codes.form.maxUsesHint')}
          error={errors.maxUses ? t('codes.validation.wholePositive') : undefined}
        >
          <NullableNumberInput control={control} name="maxUses" type="number" min={1} inputMode="numeric" />
        </Field>
        <Field
          label={t('codes.form.perPerson')}
          hint={t('codes.form.perPersonHint')}
          error={errors.perPersonLimit ? t('codes.validation.wholePositive') : undefined}
        >
          <NullableNumberInput
            control={control}
            name="perPersonLimit"
            type="number"
            min={1}
            inputMode="numeric"
          />
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-[15px]">
        <input type="checkbox" className="h-4 w-4 accent-[var(--color-open)]" {...register('active')} />
        {t('codes.form.active')}
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {t('dialog.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
