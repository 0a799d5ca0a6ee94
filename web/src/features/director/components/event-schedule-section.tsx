import { useController, useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import { SCHEDULE_KINDS } from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input, Select } from '#web/components/ui/input';
import { fieldError } from '#web/lib/form-errors';
import { isoToZoned, zonedToIso } from '#web/features/director/lib/zoned-time';
import type { FormIn } from './event-form-values';
import { Section, type EventFormApi } from './event-form-section';

/** A time typed on the event's clock, or TBA (null). Takes Field's id for the time input. */
function ZonedTimeInput({
  control,
  name,
  timeZone,
  tbaLabel,
  ...props
}: {
  control: Control<FormIn>;
  name: `schedule.${number}.startsAt`;
  timeZone: string;
  tbaLabel: string;
  id?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
}) {
  const { field } = useController({ control, name });
  const value = field.value;
  return (
    <div className="flex items-center gap-2">
      <Input
        id={props.id}
        aria-describedby={props['aria-describedby']}
        invalid={props.invalid}
        type="datetime-local"
        className="min-w-0 flex-1"
        disabled={value === null}
        value={value ? isoToZoned(value, timeZone) : ''}
        onChange={(e) => field.onChange(zonedToIso(e.target.value, timeZone) ?? '')}
      />
      <label className="flex min-h-11 shrink-0 items-center gap-1.5 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={value === null}
          onChange={(e) => field.onChange(e.target.checked ? null : '')}
        />
        {tbaLabel}
      </label>
    </div>
  );
}

/** Lines in, weigh-ins and the rest on the event's clock, and the two ceremonies. */
export function EventScheduleSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const schedule = useFieldArray({ control, name: 'schedule' });
  const timeZone = useWatch({ control, name: 'timeZone' }) ?? 'UTC';
  return (
    <Section id="schedule" title={t('form.schedule')} hint={t('form.scheduleHint', { timeZone })}>
      <ul className="space-y-3">
        {schedule.fields.map((item, index) => (
          <li
            key={item.id}
            className="grid gap-2 rounded-[var(--radius-control)] border border-slate-200 p-3 sm:grid-cols-2 sm:items-end lg:grid-cols-[11rem_minmax(0,1fr)_22rem_auto] dark:border-slate-800"
          >
            <Field label={t('form.kind')}>
              <Select {...register(`schedule.${index}.kind`)}>
                {SCHEDULE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`tournaments:schedule.${kind}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('form.label')}>
              <Input {...register(`schedule.${index}.label`)} />
            </Field>
            <Field label={t('form.time')} error={fieldError(t, errors.schedule?.[index]?.startsAt)}>
              <ZonedTimeInput
                control={control}
                name={`schedule.${index}.startsAt`}
                timeZone={timeZone}
                tbaLabel={t('tournaments:event.tba')}
              />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('form.remove')}
              onClick={() => schedule.remove(index)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        onClick={() => schedule.append({ kind: 'lines_in', label: '', startsAt: null })}
      >
        <Plus className="h-4 w-4" aria-hidden="true" />
        {t('form.addScheduleItem')}
      </Button>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('tournaments:schedule.award_ceremony')}>
          <Input {...register('awardCeremony')} placeholder={t('form.ceremonyPlaceholder')} />
        </Field>
        <Field label={t('tournaments:schedule.dinner_ceremony')}>
          <Input {...register('dinnerCeremony')} placeholder={t('form.ceremonyPlaceholder')} />
        </Field>
      </div>
    </Section>
  );
}
