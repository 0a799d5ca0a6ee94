import { useMemo, useRef } from 'react';
import { useController, useFormState, useWatch, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocateFixed } from 'lucide-react';
import type { z } from 'zod';
import {
  BoundarySchema,
  type Boundary,
  type EventInputSchema,
} from '@tightlines/domain/tournaments/events-contract';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { NumberCell } from '#web/components/ui/controlled-inputs';
import { NumberPairRows } from '#web/components/ui/number-pair-rows';
import { fieldError } from '#web/lib/form-errors';

type FormIn = z.input<typeof EventInputSchema>;
type Kind = 'none' | 'circle' | 'polygon';
type Circle = Extract<Boundary, { center: unknown }>;
type Polygon = Extract<Boundary, { polygon: unknown }>;
type Point = [number, number];

const EMPTY: Point = [Number.NaN, Number.NaN];
const kindOf = (boundary: Boundary | null | undefined): Kind =>
  !boundary ? 'none' : 'center' in boundary ? 'circle' : 'polygon';
const isCoordinate = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Where catches may be made: nowhere in particular, a circle (centre and radius) or a polygon of at least three
 * points. Judges see a catch made outside it flagged. Switching shape keeps what was typed in the other one.
 */
export function BoundaryFields({ control }: { control: Control<FormIn> }) {
  const { t } = useTranslation('director');
  const { field } = useController({ control, name: 'boundary' });
  const { errors } = useFormState({ control });
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });
  const boundary = field.value;
  const kind = kindOf(boundary);
  const remembered = useRef<{ circle?: Circle; polygon?: Polygon }>({});
  const invalid = Boolean(errors.boundary);
  // The union's own error is a bare "Invalid input" when a cell is empty, and a polygon's "at least three
  // points" hides its points' errors; checking the chosen shape alone gives every field its own message.
  const issues = useMemo(() => {
    if (!invalid || !boundary) return [];
    const [circleSchema, polygonSchema] = BoundarySchema.options;
    const result =
      'center' in boundary ? circleSchema.safeParse(boundary) : polygonSchema.safeParse(boundary);
    return result.error?.issues ?? [];
  }, [invalid, boundary]);
  const errorAt = (...path: (string | number)[]): FieldError | undefined => {
    const issue = issues.find((item) => item.path.join('.') === path.join('.'));
    return issue ? { type: issue.code, message: issue.message } : undefined;
  };
  const latError = t('validation.latitude');
  const lngError = t('validation.longitude');

  const choose = (next: Kind) => {
    if (next === kind) return;
    if (boundary) remembered.current[kind as 'circle' | 'polygon'] = boundary as Circle & Polygon;
    if (next === 'none') field.onChange(null);
    else if (next === 'circle')
      field.onChange(remembered.current.circle ?? { center: [...EMPTY], radiusKm: Number.NaN });
    else field.onChange(remembered.current.polygon ?? { polygon: [[...EMPTY], [...EMPTY], [...EMPTY]] });
  };

  const circle = kind === 'circle' ? (boundary as Circle) : null;
  const polygon = kind === 'polygon' ? (boundary as Polygon) : null;
  const setCenter = (index: 0 | 1, value: number | undefined) => {
    if (!circle) return;
    const center: Point = [...circle.center];
    center[index] = value ?? Number.NaN;
    field.onChange({ ...circle, center });
  };
  const setPoints = (points: Point[]) => field.onChange({ polygon: points });

  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-deep dark:text-slate-200">
          {t('boundary.shape')}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {(['none', 'circle', 'polygon'] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name="boundary-shape"
                className="h-5 w-5"
                checked={kind === option}
                onChange={() => choose(option)}
              />
              {t(`boundary.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {circle && (
        <div className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-3">
            <Field label={t('boundary.centerLatitude')} error={fieldError(t, errorAt('center', 0), latError)}>
              <NumberCell
                value={circle.center[0]}
                onValue={(value) => setCenter(0, value)}
                step="any"
                min={-90}
                max={90}
                inputMode="decimal"
              />
            </Field>
            <Field
              label={t('boundary.centerLongitude')}
              error={fieldError(t, errorAt('center', 1), lngError)}
            >
              <NumberCell
                value={circle.center[1]}
                onValue={(value) => setCenter(1, value)}
                step="any"
                min={-180}
                max={180}
                inputMode="decimal"
              />
            </Field>
            <Field
              label={t('boundary.radius')}
              error={fieldError(t, errorAt('radiusKm'), t('validation.positive'))}
            >
              <NumberCell
                value={circle.radiusKm}
                onValue={(value) => field.onChange({ ...circle, radiusKm: value ?? Number.NaN })}
                step="any"
                min={0}
                inputMode="decimal"
              />
            </Field>
          </div>
          {isCoordinate(latitude) && isCoordinate(longitude) && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => field.onChange({ ...circle, center: [latitude, longitude] })}
            >
              <LocateFixed className="h-4 w-4" aria-hidden="true" />
              {t('boundary.useLocation')}
            </Button>
          )}
        </div>
      )}

      {polygon && (
        <div className="space-y-3">
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('boundary.polygonHint')}</p>
          <NumberPairRows
            rows={polygon.polygon}
            onChange={setPoints}
            columns={[
              {
                label: (index) => t('boundary.pointLatitude', { number: index + 1 }),
                error: (index) => fieldError(t, errorAt('polygon', index, 0), latError),
                input: { step: 'any', min: -90, max: 90, inputMode: 'decimal' },
              },
              {
                label: (index) => t('boundary.pointLongitude', { number: index + 1 }),
                error: (index) => fieldError(t, errorAt('polygon', index, 1), lngError),
                input: { step: 'any', min: -180, max: 180, inputMode: 'decimal' },
              },
            ]}
            removeLabel={(index) => t('boundary.removePoint', { number: index + 1 })}
            addLabel={t('boundary.addPoint')}
          >
            {errorAt('polygon') && (
              <p role="alert" className="text-sm font-medium text-danger dark:text-red-400">
                {fieldError(t, errorAt('polygon'))}
              </p>
            )}
          </NumberPairRows>
        </div>
      )}
    </div>
  );
}
