import { useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LocateFixed } from 'lucide-react';
import {
  FISHING_SUCCESS,
  REPORT_LIMITS,
  WATER_CLARITIES,
  type CreateFishingReport,
  type FishingReport,
} from '@tightlines/domain/fishing-reports/contract';
import { PLACE_TYPES } from '@tightlines/domain/fishing-reports/location-tags';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { errorMessage } from '#web/lib/error-message';
import { temperatureField, temperatureUnit, useUnitSystem } from '#web/lib/units';
import {
  useCreateFishingReport,
  useUpdateFishingReport,
} from '#web/features/fishing-reports/api/fishing-reports';
import {
  defaultValues,
  ERROR_KEYS,
  localToday,
  reportFormSchema,
  SPECIES_OPTIONS,
  TEMPERATURE_RANGE_F,
  type ReportFormValues,
} from '#web/features/fishing-reports/lib/report-form';

const chip =
  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-[15px] font-semibold has-[:checked]:border-open has-[:checked]:bg-shallows has-[:checked]:text-deep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-open border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-200 dark:has-[:checked]:bg-slate-800 dark:has-[:checked]:text-white';

/**
 * The fishing report form (spec §3): place and type, the spot only when the angler shares it, species, day, success,
 * clarity, water temperature in the reader's unit (stored °F), weather, techniques, notes and who sees it. The same
 * form edits a report of one's own.
 */
export function ReportForm({ report, onDone }: { report: FishingReport | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('fishing-reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const system = useUnitSystem();
  const create = useCreateFishingReport();
  const update = useUpdateFishingReport(report?.id ?? '');
  const initial = useMemo(() => defaultValues(report, system), [report, system]);
  const keep = report ? { text: initial.temperature, fahrenheit: report.waterTempF } : null;
  const { register, handleSubmit, formState, control, setValue } = useForm<
    ReportFormValues,
    unknown,
    CreateFishingReport
  >({
    resolver: zodResolver(reportFormSchema(system, keep)),
    defaultValues: initial,
  });
  const [locating, setLocating] = useState(false);
  const shareSpot = useWatch({ control, name: 'shareSpot' });
  const busy = create.isPending || update.isPending;
  const unit = temperatureUnit(system);
  const unitLabel = new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short' })
    .formatToParts(0)
    .find((part) => part.type === 'unit')?.value;
  const [minF, maxF] = TEMPERATURE_RANGE_F;

  const errorOf = (errors: FieldErrors<ReportFormValues>, field: keyof ReportFormValues) => {
    if (!errors[field]) return undefined;
    if (field === 'temperature')
      return t('form.temperatureRange', {
        min: `${temperatureField(minF, system)} ${unitLabel ?? ''}`.trim(),
        max: `${temperatureField(maxF, system)} ${unitLabel ?? ''}`.trim(),
      });
    return t(ERROR_KEYS[field] ?? 'form.invalid');
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('form.locationFailed'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setValue('latitude', position.coords.latitude.toFixed(5), { shouldValidate: true });
        setValue('longitude', position.coords.longitude.toFixed(5), { shouldValidate: true });
      },
      () => {
        setLocating(false);
        toast.error(t('form.locationFailed'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const submit = (body: CreateFishingReport) => {
    if (report)
      update.mutate(body, {
        onSuccess: () => {
          toast.success(t('form.saved'));
          onDone();
        },
        onError: (error) => toast.error(t('form.saveFailed'), { description: errorMessage(t, error) }),
      });
    else
      create.mutate(body, {
        onSuccess: () => {
          toast.success(t('form.submitted'));
          onDone();
        },
        onError: (error) => toast.error(t('form.failed'), { description: errorMessage(t, error) }),
      });
  };

  const errors = formState.errors;
  return (
    <form noValidate className="space-y-5 p-4 sm:p-5" onSubmit={(event) => void handleSubmit(submit)(event)}>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field label={t('form.place')} required hint={t('form.placeHint')} error={errorOf(errors, 'name')}>
          <Input maxLength={120} autoComplete="off" {...register('name')} />
        </Field>
        <Field label={t('form.placeType')} required>
          <Select {...register('placeType')}>
            {PLACE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`placeType.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>

      <div className="space-y-3 rounded-[var(--radius-control)] border border-slate-200 p-3 dark:border-slate-800">
        <label className="flex min-h-11 items-start gap-3">
          <input type="checkbox" className="mt-1 h-5 w-5 accent-open" {...register('shareSpot')} />
          <span>
            <span className="block font-medium text-deep dark:text-slate-100">{t('form.shareSpot')}</span>
            <span className="block text-sm text-slate-600 dark:text-slate-400">
              {t('form.shareSpotHint')}
            </span>
          </span>
        </label>
        {shareSpot && (
          <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <Field label={t('form.latitude')} error={errorOf(errors, 'latitude')}>
              <Input inputMode="decimal" dir="ltr" {...register('latitude')} />
            </Field>
            <Field label={t('form.longitude')} error={errorOf(errors, 'longitude')}>
              <Input inputMode="decimal" dir="ltr" {...register('longitude')} />
            </Field>
            <Button type="button" variant="outline" onClick={locate} busy={locating}>
              {!locating && <LocateFixed className="h-4 w-4" aria-hidden="true" />}
              {locating ? t('form.locating') : t('form.useMyLocation')}
            </Button>
          </div>
        )}
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">
          {t('form.species')}
          <span className="ms-0.5 text-danger dark:text-red-400" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {SPECIES_OPTIONS.map((species) => (
            <label key={species} className={chip}>
              <input type="checkbox" value={species} className="sr-only" {...register('targetSpecies')} />
              {t(`species.${species}`)}
            </label>
          ))}
        </div>
        {errors.targetSpecies && (
          <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
            {errorOf(errors, 'targetSpecies')}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.fishedOn')} required error={errorOf(errors, 'fishedOn')}>
          <Input type="date" max={localToday()} {...register('fishedOn')} />
        </Field>
        <Field label={t('form.temperature', { unit: unitLabel })} error={errorOf(errors, 'temperature')}>
          <Input inputMode="decimal" {...register('temperature')} />
        </Field>
      </div>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">
          {t('form.success')}
          <span className="ms-0.5 text-danger dark:text-red-400" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {FISHING_SUCCESS.map((success) => (
            <label key={success} className={chip}>
              <input type="radio" value={success} className="sr-only" {...register('success')} />
              {t(`success.${success}`)}
            </label>
          ))}
        </div>
        {errors.success && (
          <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
            {errorOf(errors, 'success')}
          </p>
        )}
      </fieldset>

      <Field label={t('form.clarity')}>
        <Select {...register('waterClarity')}>
          <option value="">{t('form.clarityUnknown')}</option>
          {WATER_CLARITIES.map((clarity) => (
            <option key={clarity} value={clarity}>
              {t(`clarity.${clarity}`)}
            </option>
          ))}
        </Select>
      </Field>

      <Field label={t('form.weather')} error={errorOf(errors, 'weather')}>
        <Input
          maxLength={REPORT_LIMITS.weatherMax}
          placeholder={t('form.weatherPlaceholder')}
          {...register('weather')}
        />
      </Field>
      <Field label={t('form.techniques')} error={errorOf(errors, 'techniques')}>
        <Textarea
          rows={2}
          maxLength={REPORT_LIMITS.techniquesMax}
          placeholder={t('form.techniquesPlaceholder')}
          {...register('techniques')}
        />
      </Field>
      <Field label={t('form.notes')} error={errorOf(errors, 'notes')}>
        <Textarea rows={4} maxLength={REPORT_LIMITS.notesMax} {...register('notes')} />
      </Field>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-deep dark:text-slate-200">{t('form.visibility')}</legend>
        <div className="flex flex-wrap gap-2">
          {(['public', 'private'] as const).map((visibility) => (
            <label key={visibility} className={chip}>
              <input type="radio" value={visibility} className="sr-only" {...register('visibility')} />
              {t(`form.${visibility}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <div
        className={cn(
          'sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3 sm:-mx-5 sm:px-5 dark:border-slate-800 dark:bg-slate-900',
        )}
      >
        <Button type="button" variant="ghost" onClick={onDone} disabled={busy}>
          {t('delete.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('form.submitting') : report ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
