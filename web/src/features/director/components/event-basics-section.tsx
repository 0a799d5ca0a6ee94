import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SeriesList } from '@tightlines/domain/tournaments/events-contract';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { ListInput, NullableNumberInput, NullableSelect } from '#web/components/ui/controlled-inputs';
import { fieldError } from '#web/lib/form-errors';
import type { FormIn } from './event-form-values';
import { Section, type EventFormApi } from './event-form-section';

const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

/** Name, dates and time zone, the venue, species, and where the event sits (series, parent, entrants). */
export function EventBasicsSection({
  form,
  initial,
  series,
}: {
  form: EventFormApi;
  initial: FormIn;
  series?: SeriesList;
}) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const timeZone = useWatch({ control, name: 'timeZone' }) ?? 'UTC';
  const zones = useMemo(
    () => (TIME_ZONES.includes(timeZone) ? TIME_ZONES : [timeZone, ...TIME_ZONES]),
    [timeZone],
  );
  return (
    <Section title={t('form.basics')}>
      <Field label={t('form.name')} required error={fieldError(t, errors.name)}>
        <Input {...register('name')} autoComplete="off" />
      </Field>
      <Field label={t('form.description')} hint={t('form.descriptionHint')}>
        <Textarea {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('form.startDate')} required error={fieldError(t, errors.startDate)}>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field label={t('form.endDate')} required error={fieldError(t, errors.endDate)}>
          <Input type="date" {...register('endDate')} />
        </Field>
        <Field label={t('form.timeZone')} error={fieldError(t, errors.timeZone)}>
          <Select {...register('timeZone')}>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field label={t('form.location')} hint={t('form.locationHint')} error={fieldError(t, errors.location)}>
        <Input {...register('location')} autoComplete="off" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.latitude')} error={fieldError(t, errors.latitude)}>
          <NullableNumberInput control={control} name="latitude" inputMode="decimal" />
        </Field>
        <Field label={t('form.longitude')} error={fieldError(t, errors.longitude)}>
          <NullableNumberInput control={control} name="longitude" inputMode="decimal" />
        </Field>
      </div>
      <Field label={t('form.species')} hint={t('form.speciesHint')}>
        <ListInput control={control} name="species" />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('form.series')}>
          <NullableSelect control={control} name="seriesId">
            <option value="">{t('form.standalone')}</option>
            {series?.items
              .filter((item) => item.canEdit || item.id === initial.seriesId)
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} ({item.seasonYear})
                </option>
              ))}
          </NullableSelect>
        </Field>
        <Field label={t('form.parent')}>
          <NullableSelect control={control} name="tournamentId">
            <option value="">{t('form.none')}</option>
            {series?.tournaments
              .filter((item) => item.canEdit || item.id === initial.tournamentId)
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name} ({item.seasonYear})
                </option>
              ))}
          </NullableSelect>
        </Field>
        <Field label={t('form.entrantType')}>
          <Select {...register('entrantType')}>
            <option value="team">{t('form.entrant.team')}</option>
            <option value="angler">{t('form.entrant.angler')}</option>
          </Select>
        </Field>
      </div>
    </Section>
  );
}
