import { useController, useWatch, type Control } from 'react-hook-form';
import { MapPin, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SeriesList } from '@tightlines/domain/tournaments/events-contract';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { NullableSelect } from '#web/components/ui/controlled-inputs';
import { Button } from '#web/components/ui/button';
import { SpeciesPicker } from '#web/components/forms/species-picker';
import { TimeZonePicker, zoneText } from '#web/components/forms/time-zone-picker';
import { zoneNear } from '#web/lib/time-zones';
import { fieldError } from '#web/lib/form-errors';
import type { FormIn } from './event-form-values';
import { Section, type EventFormApi } from './event-form-section';

function SpeciesField({ control, ...props }: { control: Control<FormIn>; id?: string }) {
  const { field } = useController({ control, name: 'species' });
  return <SpeciesPicker {...props} value={field.value ?? []} onChange={field.onChange} />;
}

const isCoordinate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const deviceZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
})();

/**
 * The event's clock, searched by city. Zones are proposed, never forced: the one near the event's location
 * (once it is on the map or typed) and this device's own.
 */
function TimeZoneField({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('director');
  const { control, formState } = form;
  const { field } = useController({ control, name: 'timeZone' });
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });
  const near = isCoordinate(latitude) && isCoordinate(longitude) ? zoneNear(latitude, longitude) : null;
  const proposals: { zone: string; label: string; icon: typeof MapPin }[] = [];
  if (near)
    proposals.push({ zone: near, label: t('editor.timeZoneNear', { zone: zoneText(near) }), icon: MapPin });
  if (deviceZone && deviceZone !== near)
    proposals.push({
      zone: deviceZone,
      label: t('editor.timeZoneDevice', { zone: zoneText(deviceZone) }),
      icon: Smartphone,
    });
  const offered = proposals.filter((proposal) => proposal.zone !== field.value);
  return (
    <div className="space-y-2">
      <Field
        label={t('form.timeZone')}
        hint={t('editor.timeZoneHint')}
        error={fieldError(t, formState.errors.timeZone)}
      >
        <TimeZonePicker value={field.value ?? 'UTC'} onChange={field.onChange} />
      </Field>
      {offered.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {offered.map(({ zone, label, icon: Icon }) => (
            <Button key={zone} variant="outline" size="sm" onClick={() => field.onChange(zone)}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}

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
  return (
    <Section id="basics" title={t('form.basics')}>
      <Field label={t('form.name')} required error={fieldError(t, errors.name)}>
        <Input {...register('name')} autoComplete="off" />
      </Field>
      <Field label={t('form.description')} hint={t('form.descriptionHint')}>
        <Textarea {...register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.startDate')} required error={fieldError(t, errors.startDate)}>
          <Input type="date" {...register('startDate')} />
        </Field>
        <Field label={t('form.endDate')} required error={fieldError(t, errors.endDate)}>
          <Input type="date" {...register('endDate')} />
        </Field>
      </div>
      <TimeZoneField form={form} />
      <Field label={t('form.species')} hint={t('editor.speciesHint')}>
        <SpeciesField control={control} />
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
