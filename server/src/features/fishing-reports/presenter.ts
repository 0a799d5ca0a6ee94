import type {
  FishingReport,
  FishingSuccess,
  ReportSpecies,
  ReportVisibility,
  WaterClarity,
} from '@tightlines/domain/fishing-reports/contract';
import type { PlaceType } from '@tightlines/domain/fishing-reports/location-tags';
import type { ModerationState } from '@tightlines/domain/moderation/state';
import { presentPersonRow } from '#server/features/people/presenter';
import type { ReportRow } from './repo';

const GONE = '00000000-0000-0000-0000-000000000000';
const iso = (value: Date | string) => new Date(value).toISOString();

/** Row → FishingReportSchema (an allow-list); the moderation notice only for the author. */
export function presentReport(row: ReportRow, viewerId: string | null): FishingReport {
  const mine = viewerId !== null && row.user_id === viewerId;
  return {
    id: row.id,
    author: presentPersonRow(
      row.author ?? {
        id: GONE,
        handle: null,
        first_name: null,
        last_name: null,
        display_name: null,
        avatar_url: null,
      },
    ),
    location: {
      name: row.location_name,
      placeType: row.place_type as PlaceType,
      latitude: row.latitude === null ? null : Number(row.latitude),
      longitude: row.longitude === null ? null : Number(row.longitude),
    },
    targetSpecies: row.target_species as ReportSpecies[],
    weather: row.weather,
    waterClarity: row.water_clarity as WaterClarity | null,
    waterTempF: row.water_temp_f === null ? null : Math.round(Number(row.water_temp_f) * 10) / 10,
    techniques: row.techniques,
    success: row.success as FishingSuccess,
    notes: row.notes,
    fishedOn: row.fished_on,
    visibility: row.visibility as ReportVisibility,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    mine,
    moderation: mine ? (row.moderation as ModerationState | null) : null,
  };
}
