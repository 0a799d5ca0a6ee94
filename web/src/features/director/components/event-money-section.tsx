import { useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { MoneyInput, NullableNumberInput } from '#web/components/ui/controlled-inputs';
import { fieldError } from '#web/lib/form-errors';
import { isoToZoned, zonedToIso } from '#web/features/director/lib/zoned-time';
import { EventPaymentFields } from './event-payment-fields';
import { Section, type EventFormApi } from './event-form-section';

/** The registration deadline on the event's clock; empty closes registration when the event starts. */
function RegistrationDeadlineInput({ form, id }: { form: EventFormApi; id?: string }) {
  const { field } = useController({ control: form.control, name: 'registrationDeadline' });
  const timeZone = useWatch({ control: form.control, name: 'timeZone' }) ?? 'UTC';
  return (
    <Input
      id={id}
      type="datetime-local"
      value={field.value ? isoToZoned(field.value, timeZone) : ''}
      onChange={(e) => field.onChange(e.target.value ? (zonedToIso(e.target.value, timeZone) ?? null) : null)}
      onBlur={field.onBlur}
    />
  );
}

/** Entry fee, prize pool, currency, the cap on entrants and when registration closes. */
export function EventMoneySection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const currency = useWatch({ control, name: 'currency' }) ?? 'USD';
  return (
    <Section id="money" title={t('form.money')}>
      <div className="grid gap-4 sm:grid-cols-4">
        <Field label={t('form.fee', { currency })} error={fieldError(t, errors.feeMinor)}>
          <MoneyInput control={control} name="feeMinor" />
        </Field>
        <Field label={t('form.prizePool', { currency })} error={fieldError(t, errors.prizePoolMinor)}>
          <MoneyInput control={control} name="prizePoolMinor" />
        </Field>
        <Field label={t('form.currency')} error={fieldError(t, errors.currency)}>
          <Input
            {...register('currency', { setValueAs: (value: string) => value.toUpperCase() })}
            maxLength={3}
          />
        </Field>
        <Field label={t('form.cap')} hint={t('form.capHint')} error={fieldError(t, errors.participantsCap)}>
          <NullableNumberInput
            control={control}
            name="participantsCap"
            type="number"
            min={1}
            inputMode="numeric"
          />
        </Field>
        <div className="sm:col-span-2">
          <Field
            label={t('form.deadline')}
            hint={t('form.deadlineHint')}
            error={fieldError(t, errors.registrationDeadline)}
          >
            <RegistrationDeadlineInput form={form} />
          </Field>
        </div>
      </div>
      <EventPaymentFields form={form} />
    </Section>
  );
}

/** The event's divisions, added and removed by name. */
export function EventDivisionsSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const divisions = useFieldArray({ control, name: 'divisions' });
  return (
    <Section id="divisions" title={t('form.divisions')} hint={t('form.divisionsHint')}>
      <ul className="space-y-2">
        {divisions.fields.map((item, index) => (
          <li key={item.id} className="flex items-start gap-2">
            <div className="flex-1">
              <Field
                label={t('form.divisionName', { number: index + 1 })}
                error={fieldError(t, errors.divisions?.[index]?.name)}
              >
                <Input {...register(`divisions.${index}.name`)} />
              </Field>
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="mt-7"
              aria-label={t('form.remove')}
              onClick={() => divisions.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" onClick={() => divisions.append({ name: '' })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('form.addDivision')}
      </Button>
    </Section>
  );
}
