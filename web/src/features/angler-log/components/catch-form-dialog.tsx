import { lazy, Suspense, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Camera } from 'lucide-react';
import {
  LOCATION_PRECISIONS,
  LOG_VISIBILITIES,
  TACKLE_CATEGORIES,
  type CatchLogEntry,
} from '@tightlines/domain/angler-log/contract';
import { SPECIES_CATALOGUE } from '@tightlines/domain/tournaments/species';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ImagePickButton } from '#web/components/ui/image-pick-button';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { mapTiles } from '#web/lib/map-tiles';
import { useSpeciesName } from '#web/lib/species-name';
import { useUnitSystem } from '#web/lib/units';
import { useCreateEntry, useUpdateEntry } from '#web/features/angler-log/api/catch-log';
import { useTackleBox } from '#web/features/angler-log/api/tackle';
import {
  emptyEntryForm,
  entryFormOf,
  entryPayload,
  EntryFormSchema,
  type EntryFormValues,
} from '#web/features/angler-log/lib/entry-form';

const LocationMap = lazy(() => import('#web/components/ui/location-map'));

/** "Log a catch" (no entry) or "Edit catch": the whole record, the place with its precision explained. */
export function CatchFormDialog({
  open,
  onOpenChange,
  entry,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry?: CatchLogEntry;
}) {
  const { t } = useTranslation(['angler-log', 'errors']);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? t('form.editTitle') : t('form.addTitle')}
      closeLabel={t('actions.close')}
    >
      {open && <CatchForm entry={entry} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

function CatchForm({ entry, onDone }: { entry?: CatchLogEntry; onDone: () => void }) {
  const { t } = useTranslation(['angler-log', 'errors']);
  const system = useUnitSystem();
  const speciesName = useSpeciesName();
  const tiles = useMemo(() => mapTiles(), []);
  const box = useTackleBox();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useForm<EntryFormValues>({
    resolver: zodResolver(EntryFormSchema),
    defaultValues: entry ? entryFormOf(entry, system) : emptyEntryForm(),
  });
  const { register, formState, setValue, control } = form;
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });
  const precision = useWatch({ control, name: 'locationPrecision' });
  const visibility = useWatch({ control, name: 'visibility' });
  const point: [number, number] | null =
    latitude && longitude && Number.isFinite(Number(latitude)) && Number.isFinite(Number(longitude))
      ? [Number(latitude), Number(longitude)]
      : null;
  const busy = create.isPending || update.isPending;
  const tournament = Boolean(entry?.tournament);

  const submit = form.handleSubmit((values) => {
    const payload = entryPayload(values, system);
    if (!payload.ok) {
      form.setError(payload.field, { message: t('form.invalid') });
      return;
    }
    const done = {
      onSuccess: () => {
        toast.success(entry ? t('toast.updated') : t('toast.logged'));
        onDone();
      },
      onError: (error: unknown) => toast.error(errorMessage(t, error)),
    };
    if (entry) {
      const { species, caughtAt, weightGrams, lengthMm, ...rest } = payload.fields;
      // What the judges approved stays as it is: a tournament catch sends only the rest.
      const changes = tournament ? rest : { species, caughtAt, weightGrams, lengthMm, ...rest };
      update.mutate({ id: entry.id, changes }, done);
    } else create.mutate({ fields: payload.fields, photo }, done);
  });

  const error = (name: keyof EntryFormValues) =>
    formState.errors[name] ? (name === 'species' ? t('form.speciesRequired') : t('form.invalid')) : undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 p-4">
      <Field label={t('form.species')} required error={error('species')}>
        <Input {...register('species')} list="catch-log-species" autoComplete="off" disabled={tournament} />
      </Field>
      <datalist id="catch-log-species">
        {SPECIES_CATALOGUE.map((species) => (
          <option key={species} value={species}>
            {speciesName(species)}
          </option>
        ))}
      </datalist>
      <Field label={t('form.caughtAt')} required error={error('caughtAt')}>
        <Input type="datetime-local" {...register('caughtAt')} disabled={tournament} />
      </Field>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {system === 'metric' ? (
          <Field label={t('form.weightKg')} error={error('kg')}>
            <Input {...register('kg')} inputMode="decimal" autoComplete="off" disabled={tournament} />
          </Field>
        ) : (
          <>
            <Field label={t('form.weightLb')} error={error('lb')}>
              <Input {...register('lb')} inputMode="numeric" autoComplete="off" disabled={tournament} />
            </Field>
            <Field label={t('form.weightOz')}>
              <Input {...register('oz')} inputMode="decimal" autoComplete="off" disabled={tournament} />
            </Field>
          </>
        )}
        <Field label={system === 'metric' ? t('form.lengthCm') : t('form.lengthIn')} error={error('length')}>
          <Input {...register('length')} inputMode="decimal" autoComplete="off" disabled={tournament} />
        </Field>
      </div>
      {!entry && (
        <div className="flex items-center gap-3">
          <ImagePickButton
            label={photo ? t('form.photoChange') : t('form.photo')}
            icon={Camera}
            busy={false}
            busyLabel={t('form.saving')}
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-control)] border border-slate-300 px-4 text-[15px] font-semibold text-deep dark:border-slate-700 dark:text-slate-100"
          />
          {photo && <span className="truncate text-sm text-slate-600 dark:text-slate-300">{photo.name}</span>}
        </div>
      )}

      <fieldset className="space-y-3 rounded-[var(--radius-card)] border border-slate-200 p-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold text-deep dark:text-slate-100">
          {t('form.place')}
        </legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('form.waterName')} hint={t('form.waterNameHint')} error={error('waterName')}>
            <Input {...register('waterName')} autoComplete="off" />
          </Field>
          <Field label={t('form.region')} hint={t('form.regionHint')} error={error('region')}>
            <Input {...register('region')} autoComplete="off" />
          </Field>
        </div>
        {tiles ? (
          <Suspense
            fallback={<div className="h-56 rounded-[var(--radius-card)] bg-shallows dark:bg-slate-800" />}
          >
            <LocationMap
              tiles={tiles}
              label={t('form.mapLabel')}
              point={point}
              start={[30, -40]}
              className="h-56"
              onPick={([lat, lng]) => {
                setValue('latitude', String(lat), { shouldDirty: true });
                setValue('longitude', String(lng), { shouldDirty: true });
              }}
            />
          </Suspense>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('form.latitude')} error={error('latitude')}>
            <Input {...register('latitude')} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label={t('form.longitude')} error={error('longitude')}>
            <Input {...register('longitude')} inputMode="decimal" autoComplete="off" />
          </Field>
        </div>
        <div role="radiogroup" aria-label={t('form.precision')} className="space-y-2">
          <p className="text-sm font-medium text-deep dark:text-slate-200">{t('form.precision')}</p>
          {LOCATION_PRECISIONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-[var(--radius-control)] border border-slate-200 p-3 has-[:checked]:border-open has-[:checked]:bg-shallows dark:border-slate-700 dark:has-[:checked]:bg-slate-800"
            >
              <input type="radio" value={value} {...register('locationPrecision')} className="mt-1" />
              <span>
                <span className="block text-[15px] font-semibold text-deep dark:text-slate-100">
                  {t(`precision.${value}.label`)}
                </span>
                <span className="block text-sm text-slate-600 dark:text-slate-300">
                  {t(`precision.${value}.explain`)}
                </span>
              </span>
            </label>
          ))}
          {precision === 'hidden' && <p className="sr-only">{t('precision.hidden.explain')}</p>}
        </div>
      </fieldset>

      <Field label={t('form.visibility')} hint={t(`visibility.${visibility}.explain`)}>
        <Select {...register('visibility')}>
          {LOG_VISIBILITIES.map((value) => (
            <option key={value} value={value}>
              {t(`visibility.${value}.label`)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('form.method')} error={error('method')}>
          <Input {...register('method')} autoComplete="off" />
        </Field>
        <Field label={t('form.bait')} error={error('bait')}>
          <Input {...register('bait')} autoComplete="off" />
        </Field>
      </div>
      <Field label={t('form.tackle')} hint={box.data?.items.length ? undefined : t('form.tackleEmpty')}>
        <Select {...register('tackleItemId')}>
          <option value="">{t('form.noTackle')}</option>
          {TACKLE_CATEGORIES.map((category) => {
            const items = box.data?.items.filter((item) => item.category === category) ?? [];
            if (items.length === 0) return null;
            return (
              <optgroup key={category} label={t(`categories.${category}`)}>
                {items.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.brand ? `${item.name} · ${item.brand}` : item.name}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </Select>
      </Field>
      <Field label={t('form.weatherNotes')} error={error('weatherNotes')}>
        <Textarea rows={2} {...register('weatherNotes')} />
      </Field>
      <Field label={t('form.waterNotes')} error={error('waterNotes')}>
        <Textarea rows={2} {...register('waterNotes')} />
      </Field>
      <Field label={t('form.notes')} error={error('notes')}>
        <Textarea rows={3} {...register('notes')} />
      </Field>
      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('form.saving') : entry ? t('form.save') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
