import { lazy, Suspense, useMemo } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import {
  AMENITIES,
  BOAT_CATEGORIES,
  CANCELLATION_POLICIES,
  CHARTER_LIMITS,
  FISHING_TYPES,
  LISTING_KINDS,
  ListingInputSchema,
  type CancellationPolicy,
  type ListingInput,
  type ListingKind,
} from '@tightlines/domain/charters/contract';
import { policySteps } from '@tightlines/domain/charters/policy';
import type { OwnerListing } from '@tightlines/domain/charters/views';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/components/ui/cn';
import { Field } from '#web/components/ui/field';
import { Input, Select, Textarea } from '#web/components/ui/input';
import { mapTiles } from '#web/lib/map-tiles';
import { CommissionNote } from './commission-note';
import { useDuration } from './duration';

const LocationMap = lazy(() => import('#web/components/ui/location-map'));

/** The currencies a listing can be priced in (the payments' supported list is longer; these cover the hub). */
const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'MXN',
  'BRL',
  'JPY',
  'PHP',
  'MYR',
  'THB',
] as const;

export interface ListingFormValues {
  kind: ListingKind;
  name: string;
  description: string;
  category: string;
  capacity: string;
  fishingTypes: string[];
  amenities: string[];
  crew: { name: string; role: string }[];
  locationName: string;
  region: string;
  country: string;
  latitude: string;
  longitude: string;
  currency: string;
  cancellationPolicy: CancellationPolicy;
  weatherPolicy: string;
  responseHours: string;
  instantBooking: boolean;
}

export function formValuesOf(listing: OwnerListing | null): ListingFormValues {
  return {
    kind: listing?.kind ?? 'charter',
    name: listing?.name ?? '',
    description: listing?.description ?? '',
    category: listing?.category ?? '',
    capacity: listing ? String(listing.capacity) : '',
    fishingTypes: listing?.fishingTypes ?? [],
    amenities: listing?.amenities ?? [],
    crew: listing?.crew ?? [],
    locationName: listing?.location.name ?? '',
    region: listing?.location.region ?? '',
    country: listing?.location.country ?? '',
    latitude: listing ? String(listing.location.latitude) : '',
    longitude: listing ? String(listing.location.longitude) : '',
    currency: listing?.currency ?? 'USD',
    cancellationPolicy: listing?.cancellationPolicy ?? 'moderate',
    weatherPolicy: listing?.weatherPolicy ?? '',
    responseHours: String(listing?.responseHours ?? 24),
    instantBooking: listing?.instantBooking ?? false,
  };
}

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's values as the API's input, checked with the contract's schema; the fields at fault otherwise. */
export function toListingInput(
  values: ListingFormValues,
): { ok: true; input: ListingInput } | { ok: false; fields: string[] } {
  const candidate = {
    kind: values.kind,
    name: values.name,
    description: values.description,
    category: values.kind === 'charter' ? values.category || undefined : null,
    capacity: numberOrNaN(values.capacity),
    fishingTypes: values.fishingTypes,
    amenities: values.amenities,
    crew: values.crew.filter((member) => member.name.trim() !== '' || member.role.trim() !== ''),
    location: {
      name: values.locationName,
      region: values.region,
      country: values.country,
      latitude: numberOrNaN(values.latitude),
      longitude: numberOrNaN(values.longitude),
    },
    currency: values.currency,
    cancellationPolicy: values.cancellationPolicy,
    weatherPolicy: values.weatherPolicy,
    responseHours: numberOrNaN(values.responseHours),
    instantBooking: values.instantBooking,
  };
  const parsed = ListingInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: candidate as ListingInput };
  // The schema checks the category only once every field is well formed; say it together with the rest.
  const missingCategory = values.kind === 'charter' && !values.category ? ['category'] : [];
  const fields = parsed.error.issues.map((issue) => {
    const [head, second] = issue.path.map(String);
    if (head === 'location') return second === 'name' ? 'locationName' : (second ?? 'locationName');
    if (head === 'crew') return 'crew';
    return head ?? 'name';
  });
  return { ok: false, fields: [...new Set([...fields, ...missingCategory])] };
}

/** Checkable chips (amenities, fishing types): a group of checkboxes that look like chips. */
function Chips({
  legend,
  options,
  labelOf,
  value,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  labelOf: (option: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-deep dark:text-slate-200">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-open',
                checked
                  ? 'border-open bg-shallows text-deep dark:bg-slate-800 dark:text-white'
                  : 'border-slate-300 text-slate-700 dark:border-slate-700 dark:text-slate-300',
              )}
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-open"
                checked={checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked ? [...value, option] : value.filter((each) => each !== option),
                  )
                }
              />
              {labelOf(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The listing's details: create (/profile/add-boat) and the editor's Details tab. Checked with the contract's
 * schema before it is sent; each field says what is wrong in the reader's language.
 */
export function ListingForm({
  listing,
  busy,
  submitLabel,
  onSubmit,
}: {
  listing: OwnerListing | null;
  busy: boolean;
  submitLabel: string;
  onSubmit: (input: ListingInput) => void;
}) {
  const { t, i18n } = useTranslation(['charter-listings', 'charter-terms']);
  const tiles = useMemo(() => mapTiles(), []);
  const form = useForm<ListingFormValues>({ defaultValues: formValuesOf(listing) });
  const { register, handleSubmit, setValue, setError, control, formState } = form;
  const kind = useWatch({ control, name: 'kind' });
  const policy = useWatch({ control, name: 'cancellationPolicy' });
  const latitudeText = useWatch({ control, name: 'latitude' });
  const longitudeText = useWatch({ control, name: 'longitude' });
  const fishingTypes = useWatch({ control, name: 'fishingTypes' });
  const amenities = useWatch({ control, name: 'amenities' });
  const crew = useFieldArray({ control, name: 'crew' });
  const errors = formState.errors;
  const latitude = Number(latitudeText);
  const longitude = Number(longitudeText);
  const point: [number, number] | null =
    latitudeText !== '' && longitudeText !== '' && Number.isFinite(latitude) && Number.isFinite(longitude)
      ? [latitude, longitude]
      : null;
  const invalid = (field: keyof ListingFormValues) =>
    errors[field] ? t(`form.invalid.${field}`) : undefined;

  const submit = handleSubmit((values) => {
    const result = toListingInput(values);
    if (!result.ok) {
      for (const field of result.fields)
        setError(field as keyof ListingFormValues, { message: field }, { shouldFocus: true });
      return;
    }
    onSubmit(result.input);
  });

  const duration = useDuration();

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-8">
      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-deep dark:text-white">{t('form.basics')}</legend>
        <Field label={t('form.kind')} required>
          <Select {...register('kind')}>
            {LISTING_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`charter-terms:kind.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.name')} error={invalid('name')} required>
          <Input maxLength={CHARTER_LIMITS.nameMax} {...register('name')} />
        </Field>
        <Field label={t('form.description')} hint={t('form.descriptionHint')} error={invalid('description')}>
          <Textarea maxLength={CHARTER_LIMITS.descriptionMax} {...register('description')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {kind === 'charter' && (
            <Field label={t('form.category')} error={invalid('category')} required>
              <Select {...register('category')}>
                <option value="">{t('form.chooseCategory')}</option>
                {BOAT_CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`charter-terms:category.${value}`)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field
            label={t('form.capacity')}
            hint={t('form.capacityHint')}
            error={invalid('capacity')}
            required
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={CHARTER_LIMITS.capacityMax}
              {...register('capacity')}
            />
          </Field>
        </div>
        <Chips
          legend={t('form.fishingTypes')}
          options={FISHING_TYPES}
          labelOf={(value) => t(`charter-terms:fishingType.${value}`)}
          value={fishingTypes}
          onChange={(next) => setValue('fishingTypes', next, { shouldDirty: true })}
        />
        <Chips
          legend={t('form.amenities')}
          options={AMENITIES}
          labelOf={(value) => t(`charter-terms:amenity.${value}`)}
          value={amenities}
          onChange={(next) => setValue('amenities', next, { shouldDirty: true })}
        />
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-bold text-deep dark:text-white">{t('form.crew')}</legend>
        {crew.fields.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.noCrew')}</p>
        )}
        {crew.fields.map((member, index) => (
          <div key={member.id} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
            <Field label={t('form.crewName', { number: index + 1 })}>
              <Input maxLength={80} {...register(`crew.${index}.name`)} />
            </Field>
            <Field label={t('form.crewRole', { number: index + 1 })}>
              <Input maxLength={80} {...register(`crew.${index}.role`)} />
            </Field>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('form.removeCrew', { number: index + 1 })}
              onClick={() => crew.remove(index)}
            >
              <Trash2 className="h-5 w-5" aria-hidden="true" />
            </Button>
          </div>
        ))}
        {errors.crew && <p className="text-sm text-danger">{t('form.invalid.crew')}</p>}
        {crew.fields.length < CHARTER_LIMITS.crewMax && (
          <Button variant="secondary" onClick={() => crew.append({ name: '', role: '' })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('form.addCrew')}
          </Button>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-deep dark:text-white">{t('form.location')}</legend>
        <Field
          label={t('form.locationName')}
          hint={t('form.locationNameHint')}
          error={invalid('locationName')}
          required
        >
          <Input maxLength={200} {...register('locationName')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.region')} error={invalid('region')}>
            <Input maxLength={120} {...register('region')} />
          </Field>
          <Field label={t('form.country')} hint={t('form.countryHint')} error={invalid('country')} required>
            <Input maxLength={2} autoCapitalize="characters" dir="ltr" {...register('country')} />
          </Field>
        </div>
        {tiles ? (
          <div className="space-y-2">
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.mapHint')}</p>
            <Suspense
              fallback={
                <div className="h-64 animate-pulse rounded-[var(--radius-card)] bg-slate-100 dark:bg-slate-800" />
              }
            >
              <LocationMap
                tiles={tiles}
                label={t('form.map')}
                point={point}
                onPick={([lat, lng]) => {
                  setValue('latitude', String(lat), { shouldDirty: true });
                  setValue('longitude', String(lng), { shouldDirty: true });
                }}
              />
            </Suspense>
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('form.noMap')}</p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.latitude')} error={invalid('latitude')} required>
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              min={-90}
              max={90}
              dir="ltr"
              {...register('latitude')}
            />
          </Field>
          <Field label={t('form.longitude')} error={invalid('longitude')} required>
            <Input
              type="number"
              inputMode="decimal"
              step="any"
              min={-180}
              max={180}
              dir="ltr"
              {...register('longitude')}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-lg font-bold text-deep dark:text-white">{t('form.terms')}</legend>
        <Field label={t('form.currency')} hint={t('form.currencyHint')} error={invalid('currency')} required>
          <Select {...register('currency')}>
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {new Intl.DisplayNames([i18n.language], { type: 'currency' }).of(code) ?? code}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-deep dark:text-slate-200">
            {t('form.cancellationPolicy')}
          </legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {CANCELLATION_POLICIES.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer flex-col gap-1 rounded-[var(--radius-card)] border p-4 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-open',
                  policy === value
                    ? 'border-open bg-shallows dark:bg-slate-800'
                    : 'border-slate-300 dark:border-slate-700',
                )}
              >
                <span className="flex items-center gap-2 font-semibold text-deep dark:text-white">
                  <input
                    type="radio"
                    value={value}
                    className="h-4 w-4 accent-open"
                    {...register('cancellationPolicy')}
                  />
                  {t(`charter-terms:policy.${value}.name`)}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {t(`charter-terms:policy.${value}.summary`)}
                </span>
                <ul className="mt-1 space-y-0.5 text-sm text-slate-700 dark:text-slate-300">
                  {policySteps(value).map((step) => (
                    <li key={step.hours}>
                      {t('policy.step', {
                        percent: new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(
                          step.bp / 10_000,
                        ),
                        before: duration(step.hours * 60),
                      })}
                    </li>
                  ))}
                  <li>{t('policy.after')}</li>
                </ul>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          label={t('form.weatherPolicy')}
          hint={t('form.weatherPolicyHint')}
          error={invalid('weatherPolicy')}
        >
          <Textarea maxLength={2_000} {...register('weatherPolicy')} />
        </Field>
        <Field
          label={t('form.responseHours')}
          hint={t('form.responseHoursHint')}
          error={invalid('responseHours')}
          required
        >
          <Input
            type="number"
            inputMode="numeric"
            min={CHARTER_LIMITS.responseHoursMin}
            max={CHARTER_LIMITS.responseHoursMax}
            {...register('responseHours')}
          />
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-[15px]">
          <input type="checkbox" className="h-4 w-4 accent-open" {...register('instantBooking')} />
          {t('form.instantBooking')}
        </label>
      </fieldset>

      <CommissionNote />
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {submitLabel}
      </Button>
    </form>
  );
}
