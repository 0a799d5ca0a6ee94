import { z } from 'zod';
import {
  CATCH_NOTE_MAX,
  CATCH_PLACE_MAX,
  CATCH_SHORT_MAX,
  CATCH_SPECIES_MAX,
  CreateCatchLogEntrySchema,
  LOCATION_PRECISIONS,
  LOG_VISIBILITIES,
  type CatchLogEntry,
} from '@tightlines/domain/angler-log/contract';
import { lengthField, lengthFrom, weightFields, weightFrom, type UnitSystem } from '#web/lib/units';

/**
 * The "Log a catch" form's values: what a person types (weights in their units, the time in their zone). They
 * become the domain's CreateCatchLogEntrySchema fields on submit, and that schema checks them before sending.
 */
export const EntryFormSchema = z.object({
  species: z.string().trim().min(1).max(CATCH_SPECIES_MAX),
  caughtAt: z.string().min(1),
  kg: z.string(),
  lb: z.string(),
  oz: z.string(),
  length: z.string(),
  waterName: z.string().max(CATCH_PLACE_MAX),
  region: z.string().max(CATCH_PLACE_MAX),
  latitude: z.string(),
  longitude: z.string(),
  locationPrecision: z.enum(LOCATION_PRECISIONS),
  visibility: z.enum(LOG_VISIBILITIES),
  method: z.string().max(CATCH_SHORT_MAX),
  bait: z.string().max(CATCH_SHORT_MAX),
  tackleItemId: z.string(),
  weatherNotes: z.string().max(CATCH_NOTE_MAX),
  waterNotes: z.string().max(CATCH_NOTE_MAX),
  notes: z.string().max(CATCH_NOTE_MAX),
});
export type EntryFormValues = z.infer<typeof EntryFormSchema>;

/** A Date as a datetime-local input's value, in the reader's own zone. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function emptyEntryForm(now = new Date()): EntryFormValues {
  return {
    species: '',
    caughtAt: localInputValue(now),
    kg: '',
    lb: '',
    oz: '',
    length: '',
    waterName: '',
    region: '',
    latitude: '',
    longitude: '',
    // Spot-burning is anglers' top complaint: a new catch shows no place and no one but its owner sees it.
    locationPrecision: 'hidden',
    visibility: 'private',
    method: '',
    bait: '',
    tackleItemId: '',
    weatherNotes: '',
    waterNotes: '',
    notes: '',
  };
}

export function entryFormOf(entry: CatchLogEntry, system: UnitSystem): EntryFormValues {
  const weight = entry.weightGrams ? weightFields(entry.weightGrams, system) : { kg: '', lb: '', oz: '' };
  return {
    species: entry.species,
    caughtAt: localInputValue(new Date(entry.caughtAt)),
    ...weight,
    length: entry.lengthMm ? lengthField(entry.lengthMm, 'fish', system) : '',
    waterName: entry.location.waterName ?? '',
    region: entry.location.region ?? '',
    latitude: entry.location.latitude === null ? '' : String(entry.location.latitude),
    longitude: entry.location.longitude === null ? '' : String(entry.location.longitude),
    locationPrecision: entry.location.precision,
    visibility: entry.visibility,
    method: entry.method ?? '',
    bait: entry.bait ?? '',
    tackleItemId: entry.tackle?.id ?? '',
    weatherNotes: entry.weatherNotes ?? '',
    waterNotes: entry.waterNotes ?? '',
    notes: entry.notes ?? '',
  };
}

/** The API's fields of an entry, as the form sends them. */
export interface EntryPayload {
  species: string;
  caughtAt: string;
  weightGrams: number | null;
  lengthMm: number | null;
  waterName: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  locationPrecision: EntryFormValues['locationPrecision'];
  visibility: EntryFormValues['visibility'];
  method: string | null;
  bait: string | null;
  tackleItemId: string | null;
  weatherNotes: string | null;
  waterNotes: string | null;
  notes: string | null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The API's fields from the form (null clears an optional field on an edit), checked with the domain's schema;
 * `error` names the first field it refuses.
 */
export function entryPayload(
  values: EntryFormValues,
  system: UnitSystem,
): { ok: true; fields: EntryPayload } | { ok: false; field: keyof EntryFormValues } {
  const weight = weightFrom(values, system);
  const length = lengthFrom(values.length, 'fish', system);
  if (Number.isNaN(weight)) return { ok: false, field: system === 'metric' ? 'kg' : 'lb' };
  if (Number.isNaN(length)) return { ok: false, field: 'length' };
  const latitude = orNull(values.latitude);
  const longitude = orNull(values.longitude);
  const fields: EntryPayload = {
    species: values.species.trim(),
    caughtAt: new Date(values.caughtAt).toISOString(),
    weightGrams: weight ?? null,
    lengthMm: length ?? null,
    waterName: orNull(values.waterName),
    region: orNull(values.region),
    latitude: latitude === null ? null : Number(latitude),
    longitude: longitude === null ? null : Number(longitude),
    locationPrecision: values.locationPrecision,
    visibility: values.visibility,
    method: orNull(values.method),
    bait: orNull(values.bait),
    tackleItemId: orNull(values.tackleItemId),
    weatherNotes: orNull(values.weatherNotes),
    waterNotes: orNull(values.waterNotes),
    notes: orNull(values.notes),
  };
  const checked = CreateCatchLogEntrySchema.safeParse(fields);
  if (!checked.success) {
    const path = String(checked.error.issues[0]?.path[0] ?? 'species');
    const field: keyof EntryFormValues =
      path === 'weightGrams'
        ? system === 'metric'
          ? 'kg'
          : 'lb'
        : path === 'lengthMm'
          ? 'length'
          : (path as keyof EntryFormValues);
    return { ok: false, field };
  }
  return { ok: true, fields };
}
