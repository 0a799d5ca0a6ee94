import { useEffect, useMemo, type ReactNode } from 'react';
import {
  useController,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldPath,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import {
  EventInputSchema,
  SCHEDULE_KINDS,
  type DirectorEvent,
  type EventInput,
  type RuleSet,
  type SeriesList,
} from '@tightlines/domain/tournaments/events-contract';
import { SCORING_MODES } from '@tightlines/domain/tournaments/scoring';
import { LANGUAGES } from '@tightlines/domain/i18n/languages';
import type { Person } from '@tightlines/domain/social/people';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import {
  ListInput,
  MoneyInput,
  NullableNumberInput,
  NullableSelect,
} from '#web/components/ui/controlled-inputs';
import { ApiRequestError } from '#web/lib/api-client';
import { isoToZoned, zonedToIso } from '#web/features/director/lib/zoned-time';
import { BoundaryFields } from './boundary-fields';
import { DirectorsField } from './directors-field';
import { fieldError } from '#web/lib/form-errors';
import { PenaltyFields } from '#web/components/rules/penalty-fields';
import { ScoringFields, tidyScoring } from '#web/components/rules/scoring-fields';

type FormIn = z.input<typeof EventInputSchema>;
type FormOut = z.output<typeof EventInputSchema>;

export { fieldError } from '#web/lib/form-errors';

const TIME_ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

/** The editor's starting values: an existing event, or a blank draft. */
export function valuesOf(event?: DirectorEvent): FormIn {
  if (!event)
    return {
      name: '',
      description: '',
      startDate: '',
      endDate: '',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      location: '',
      latitude: null,
      longitude: null,
      boundary: null,
      species: [],
      seriesId: null,
      tournamentId: null,
      entrantType: 'team',
      ruleSetId: null,
      rulesText: '',
      scoring: { mode: 'weight' },
      penalties: [],
      feeMinor: 0,
      currency: 'USD',
      participantsCap: null,
      prizePoolMinor: 0,
      awardCeremony: '',
      dinnerCeremony: '',
      divisions: [],
      schedule: [],
      dailyCodes: [],
      translations: [],
      directorIds: [],
    };
  return {
    name: event.name,
    description: event.description,
    startDate: event.startDate,
    endDate: event.endDate,
    timeZone: event.timeZone,
    location: event.location,
    latitude: event.latitude,
    longitude: event.longitude,
    boundary: event.boundary,
    species: event.species,
    seriesId: event.seriesId,
    tournamentId: event.tournamentId,
    entrantType: event.entrantType,
    ruleSetId: event.ruleSetId,
    rulesText: event.rulesText,
    scoring: event.scoring,
    penalties: event.penalties,
    feeMinor: event.feeMinor,
    currency: event.currency,
    participantsCap: event.participantsCap,
    prizePoolMinor: event.prizePoolMinor,
    awardCeremony: event.awardCeremony ?? '',
    dinnerCeremony: event.dinnerCeremony ?? '',
    divisions: event.divisions.map((division) => ({ id: division.id, name: division.name })),
    schedule: event.schedule.map((item) => ({ kind: item.kind, label: item.label, startsAt: item.startsAt })),
    dailyCodes: event.dailyCodes,
    translations: event.translations,
    directorIds: event.directors.map((person) => person.id),
  };
}

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

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Card className="space-y-4 p-5">
      <div>
        <h2 className="text-lg font-bold text-deep dark:text-white">{title}</h2>
        {hint && <p className="text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
      {children}
    </Card>
  );
}

/** The director's event editor: one form, saved in one request (and one transaction on the server). */
export function EventForm({
  initial,
  directors = [],
  series,
  templates,
  submitLabel,
  busy,
  serverError,
  onSubmit,
}: {
  initial: FormIn;
  /** The last save's error: a 400's field messages are shown at their fields (e.g. a co-director refused). */
  serverError?: unknown;
  /** The co-directors already on the event, to show by name. */
  directors?: Person[];
  series?: SeriesList;
  templates?: RuleSet[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: EventInput) => void;
}) {
  const { t } = useTranslation(['director', 'tournaments', 'errors']);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(EventInputSchema),
    defaultValues: initial,
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors },
  } = form;
  const { setError } = form;
  useEffect(() => {
    if (!(serverError instanceof ApiRequestError) || serverError.status !== 400 || !serverError.fields)
      return;
    for (const [name, message] of Object.entries(serverError.fields))
      setError(name as FieldPath<FormIn>, { type: 'server', message });
  }, [serverError, setError]);
  const divisions = useFieldArray({ control, name: 'divisions' });
  const schedule = useFieldArray({ control, name: 'schedule' });
  const codes = useFieldArray({ control, name: 'dailyCodes' });
  const translations = useFieldArray({ control, name: 'translations' });
  const timeZone = useWatch({ control, name: 'timeZone' }) ?? 'UTC';
  const currency = useWatch({ control, name: 'currency' }) ?? 'USD';
  const species = useWatch({ control, name: 'species' }) ?? [];
  const zones = useMemo(
    () => (TIME_ZONES.includes(timeZone) ? TIME_ZONES : [timeZone, ...TIME_ZONES]),
    [timeZone],
  );

  const applyTemplate = (id: string) => {
    setValue('ruleSetId', id || null);
    const template = templates?.find((item) => item.id === id);
    if (!template) return;
    setValue('rulesText', template.body, { shouldDirty: true });
    setValue('scoring', template.scoring, { shouldDirty: true });
    setValue('penalties', template.penalties, { shouldDirty: true });
  };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) => onSubmit({ ...values, scoring: tidyScoring(values.scoring) }))(event)
      }
      className="space-y-6"
    >
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
        <Field
          label={t('form.location')}
          hint={t('form.locationHint')}
          error={fieldError(t, errors.location)}
        >
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

      <Section title={t('form.money')}>
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
        </div>
      </Section>

      <Section title={t('form.divisions')} hint={t('form.divisionsHint')}>
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

      <Section title={t('form.schedule')} hint={t('form.scheduleHint', { timeZone })}>
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

      <Section title={t('form.rules')} hint={t('form.rulesHint')}>
        {templates && templates.length > 0 && (
          <Field label={t('form.template')}>
            <NullableSelect control={control} name="ruleSetId" onValue={applyTemplate}>
              <option value="">{t('form.noTemplate')}</option>
              {templates.map((template) => (
                <option key={template.id} value={template.id}>
                  {template.title}
                </option>
              ))}
            </NullableSelect>
          </Field>
        )}
        <Field label={t('form.rulesText')}>
          <Textarea {...register('rulesText')} className="min-h-48" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.scoringMode')}>
            <Select {...register('scoring.mode')}>
              {SCORING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(`form.scoring.${mode}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.bestN')} hint={t('form.bestNHint')}>
            <NullableNumberInput
              control={control}
              name="scoring.bestN"
              type="number"
              min={1}
              inputMode="numeric"
            />
          </Field>
        </div>
        <ScoringFields control={control} species={species} />
        <PenaltyFields control={control} register={register} />
      </Section>

      <Section title={t('boundary.title')} hint={t('boundary.hint')}>
        <BoundaryFields control={control} />
      </Section>

      <Section title={t('directors.title')} hint={t('directors.hint')}>
        <DirectorsField control={control} initial={directors} />
      </Section>

      <Section title={t('form.codes')} hint={t('form.codesHint')}>
        <ul className="space-y-2">
          {codes.fields.map((item, index) => (
            <li key={item.id} className="flex items-end gap-2">
              <div className="flex-1">
                <Field label={t('form.day')} error={fieldError(t, errors.dailyCodes?.[index]?.day)}>
                  <Input type="date" {...register(`dailyCodes.${index}.day`)} />
                </Field>
              </div>
              <div className="flex-1">
                <Field label={t('form.code')} error={fieldError(t, errors.dailyCodes?.[index]?.code)}>
                  <Input {...register(`dailyCodes.${index}.code`)} autoComplete="off" />
                </Field>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('form.remove')}
                onClick={() => codes.remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          onClick={() => codes.append({ day: getValues('startDate'), code: '' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('form.addCode')}
        </Button>
      </Section>

      <Section title={t('form.translations')} hint={t('form.translationsHint')}>
        <ul className="space-y-3">
          {translations.fields.map((item, index) => (
            <li key={item.id} className="grid gap-2 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end">
              <Field label={t('form.language')} error={fieldError(t, errors.translations?.[index]?.language)}>
                <Select {...register(`translations.${index}.language`)}>
                  {LANGUAGES.filter((language) => language.code !== 'en').map((language) => (
                    <option key={language.code} value={language.code}>
                      {language.nativeName}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('form.name')} error={fieldError(t, errors.translations?.[index]?.name)}>
                <Input {...register(`translations.${index}.name`)} />
              </Field>
              <Field label={t('form.location')}>
                <Input {...register(`translations.${index}.location`)} />
              </Field>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('form.remove')}
                onClick={() => translations.remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          onClick={() => translations.append({ language: 'es', name: '', location: '' })}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('form.addTranslation')}
        </Button>
      </Section>

      <div className="sticky bottom-[calc(4rem+env(safe-area-inset-bottom))] z-10 flex justify-end gap-2 rounded-[var(--radius-card)] border border-slate-200 bg-white/95 p-3 shadow-lg backdrop-blur lg:bottom-4 dark:border-slate-800 dark:bg-slate-900/95">
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="me-auto self-center text-sm font-medium text-danger">
            {t('form.fixErrors')}
          </p>
        )}
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
