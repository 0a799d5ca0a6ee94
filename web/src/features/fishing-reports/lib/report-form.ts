import { z } from 'zod';
import {
  CreateFishingReportSchema,
  FISHING_SUCCESS,
  REPORT_LIMITS,
  REPORT_SPECIES,
  WATER_CLARITIES,
  type CreateFishingReport,
  type FishingReport,
} from '@tightlines/domain/fishing-reports/contract';
import { PLACE_TYPES } from '@tightlines/domain/fishing-reports/location-tags';
import { fahrenheitFrom, parseDecimal, temperatureField, type UnitSystem } from '#web/lib/units';

/** What the form holds: text as typed (temperature in the reader's unit), turned into the API's body on submit. */
export interface ReportFormValues {
  name: string;
  placeType: (typeof PLACE_TYPES)[number];
  shareSpot: boolean;
  latitude: string;
  longitude: string;
  targetSpecies: string[];
  fishedOn: string;
  success: (typeof FISHING_SUCCESS)[number] | '';
  waterClarity: (typeof WATER_CLARITIES)[number] | '';
  temperature: string;
  weather: string;
  techniques: string;
  notes: string;
  visibility: 'public' | 'private';
}

/** Today on the reader's calendar (the default day fished). */
export function localToday(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}

export function defaultValues(report: FishingReport | null, system: UnitSystem): ReportFormValues {
  if (!report)
    return {
      name: '',
      placeType: 'lake',
      shareSpot: false,
      latitude: '',
      longitude: '',
      targetSpecies: [],
      fishedOn: localToday(),
      success: '',
      waterClarity: '',
      temperature: '',
      weather: '',
      techniques: '',
      notes: '',
      visibility: 'public',
    };
  return {
    name: report.location.name,
    placeType: report.location.placeType,
    shareSpot: report.location.latitude !== null,
    latitude: report.location.latitude === null ? '' : String(report.location.latitude),
    longitude: report.location.longitude === null ? '' : String(report.location.longitude),
    targetSpecies: [...report.targetSpecies],
    fishedOn: report.fishedOn,
    success: report.success,
    waterClarity: report.waterClarity ?? '',
    temperature: report.waterTempF === null ? '' : temperatureField(report.waterTempF, system),
    weather: report.weather,
    techniques: report.techniques,
    notes: report.notes,
    visibility: report.visibility,
  };
}

/** The form field a domain issue belongs to. */
const FIELD_OF: Record<string, keyof ReportFormValues> = {
  'location.name': 'name',
  'location.placeType': 'placeType',
  'location.latitude': 'latitude',
  'location.longitude': 'longitude',
  waterTempF: 'temperature',
};

/** The message key of each field's error (the domain's rules, the reader's words). */
export const ERROR_KEYS: Partial<Record<keyof ReportFormValues, string>> = {
  name: 'form.placeRequired',
  latitude: 'form.coordinatesInvalid',
  longitude: 'form.coordinatesInvalid',
  targetSpecies: 'form.speciesRequired',
  fishedOn: 'form.dayInvalid',
  success: 'form.successRequired',
  temperature: 'form.temperatureRange',
  weather: 'form.tooLong',
  techniques: 'form.tooLong',
  notes: 'form.tooLong',
};

/**
 * The form's schema: the typed values become the API's body and are checked by the domain's own schema, its issues
 * put back on the fields they came from. `keepTemperature` is the stored °F when the field still shows it untouched
 * (°C back to °F would move it by a tenth).
 */
export function reportFormSchema(
  system: UnitSystem,
  keep: { text: string; fahrenheit: number | null } | null,
) {
  return z.custom<ReportFormValues>().transform((values, ctx): CreateFishingReport => {
    const fahrenheit =
      keep && values.temperature.trim() === keep.text
        ? keep.fahrenheit
        : fahrenheitFrom(values.temperature, system);
    const spot = values.shareSpot
      ? { latitude: parseDecimal(values.latitude), longitude: parseDecimal(values.longitude) }
      : { latitude: null, longitude: null };
    const body = {
      location: { name: values.name, placeType: values.placeType, ...spot },
      targetSpecies: values.targetSpecies,
      fishedOn: values.fishedOn,
      success: values.success,
      waterClarity: values.waterClarity || null,
      waterTempF: fahrenheit ?? null,
      weather: values.weather,
      techniques: values.techniques,
      notes: values.notes,
      visibility: values.visibility,
    };
    const parsed = CreateFishingReportSchema.safeParse(body);
    if (parsed.success) return body as CreateFishingReport;
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      const field = FIELD_OF[path.slice(0, 2).join('.')] ?? FIELD_OF[path[0]!] ?? path[0];
      ctx.addIssue({ code: 'custom', path: [field ?? 'name'], message: issue.message });
    }
    return z.NEVER;
  });
}

export const SPECIES_OPTIONS = REPORT_SPECIES;
export const TEMPERATURE_RANGE_F = [REPORT_LIMITS.waterTempMinF, REPORT_LIMITS.waterTempMaxF] as const;
