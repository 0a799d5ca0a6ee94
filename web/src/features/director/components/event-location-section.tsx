import { lazy, Suspense, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Boundary } from '@tightlines/domain/tournaments/events-contract';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { NullableNumberInput } from '#web/components/ui/controlled-inputs';
import { fieldError } from '#web/lib/form-errors';
import { mapTiles } from '#web/lib/map-tiles';
import { BoundaryFields } from './boundary-fields';
import { Section, type EventFormApi } from './event-form-section';

// Leaflet and its styles load only when the editor draws a map.
const BoundaryMap = lazy(() => import('./boundary-map'));

type Point = [number, number];
type Target = 'location' | 'boundary';

/** A polygon with the tapped point in its first empty row, or added at the end. */
function withPoint(polygon: Point[], point: Point): Point[] {
  const empty = polygon.findIndex((row) => !row.every((value) => Number.isFinite(value)));
  return empty === -1 ? [...polygon, point] : polygon.map((row, index) => (index === empty ? point : row));
}

/**
 * Where the event is: the venue's name, its point, and the boundary catches must be made inside, drawn on a map
 * when map tiles are configured (the coordinates stay editable beside it, and are all there is without tiles).
 */
export function EventLocationSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('director');
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const tiles = mapTiles();
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });
  const boundary: Boundary | null | undefined = useWatch({ control, name: 'boundary' });
  const [target, setTarget] = useState<Target>('location');
  const effective: Target = boundary ? target : 'location';
  const location: Point | null =
    typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude + longitude)
      ? [latitude, longitude]
      : null;

  const place = (point: Point) => {
    const options = { shouldDirty: true, shouldValidate: Boolean(errors.boundary || errors.latitude) };
    if (effective === 'location') {
      setValue('latitude', point[0], options);
      setValue('longitude', point[1], options);
    } else if (boundary && 'center' in boundary) {
      setValue('boundary', { ...boundary, center: point }, options);
    } else if (boundary && 'polygon' in boundary) {
      setValue('boundary', { polygon: withPoint(boundary.polygon as Point[], point) }, options);
    }
  };

  return (
    <Section id="where" title={t('editor.where')}>
      <Field label={t('form.location')} hint={t('form.locationHint')} error={fieldError(t, errors.location)}>
        <Input {...register('location')} autoComplete="off" />
      </Field>
      {tiles && (
        <div className="space-y-2">
          {boundary && (
            <fieldset>
              <legend className="mb-1 text-sm font-medium text-deep dark:text-slate-200">
                {t('editor.mapClickSets')}
              </legend>
              <div className="flex flex-wrap gap-x-5">
                {(['location', 'boundary'] as const).map((option) => (
                  <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="map-target"
                      className="h-5 w-5"
                      checked={effective === option}
                      onChange={() => setTarget(option)}
                    />
                    {t(`editor.mapTarget.${option}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {effective === 'location'
              ? t('editor.mapHintLocation')
              : boundary && 'center' in boundary
                ? t('editor.mapHintCircle')
                : t('editor.mapHintPolygon')}
          </p>
          <Suspense
            fallback={
              <div
                className="h-72 animate-pulse rounded-[var(--radius-control)] bg-slate-200 sm:h-96 dark:bg-slate-800"
                aria-label={t('editor.mapLoading')}
              />
            }
          >
            <BoundaryMap
              tiles={tiles}
              label={t('editor.map')}
              location={location}
              boundary={boundary}
              onClick={place}
            />
          </Suspense>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('form.latitude')} error={fieldError(t, errors.latitude)}>
          <NullableNumberInput control={control} name="latitude" inputMode="decimal" />
        </Field>
        <Field label={t('form.longitude')} error={fieldError(t, errors.longitude)}>
          <NullableNumberInput control={control} name="longitude" inputMode="decimal" />
        </Field>
      </div>
      <div>
        <h3 className="text-base font-bold text-deep dark:text-white">{t('boundary.title')}</h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('boundary.hint')}</p>
      </div>
      <BoundaryFields control={control} />
    </Section>
  );
}
