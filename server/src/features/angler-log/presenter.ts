import {
  LOG_VISIBILITIES,
  TACKLE_CATEGORIES,
  type CatchLogEntry,
  type LogVisibility,
  type TackleCategory,
  type TackleItem,
} from '@tightlines/domain/angler-log/contract';
import { precisionOf, presentCatchLocation } from '@tightlines/domain/angler-log/location';
import { MediaSchema } from '@tightlines/domain/social/posts';
import { presentPersonRow } from '#server/features/people/presenter';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import type { CatchLogRow } from './catch-log-repo';
import type { TackleRow } from './tackle-repo';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const categoryOf = (value: string): TackleCategory =>
  (TACKLE_CATEGORIES as readonly string[]).includes(value) ? (value as TackleCategory) : 'other';

const visibilityOf = (value: string): LogVisibility =>
  (LOG_VISIBILITIES as readonly string[]).includes(value) ? (value as LogVisibility) : 'private';

function mediaOf(value: unknown): CatchLogEntry['media'] {
  if (value === null || value === undefined) return null;
  const media = MediaSchema.safeParse(value);
  return media.success ? media.data : null;
}

/**
 * An entry as `viewerId` sees it (an allow-list). Someone else gets the place only as the precision allows
 * (domain presentCatchLocation) and never the tackle (a box is private).
 */
export function presentEntry(row: CatchLogRow, viewerId: string | null, urls: UploadUrls): CatchLogEntry {
  const isOwner = row.user_id === viewerId;
  const visibility = visibilityOf(row.visibility);
  const image = presentImage(
    urls,
    visibility === 'public' && !row.moderation ? 'public' : 'private',
    row.photo_url,
    mediaOf(row.media),
  );
  return {
    id: row.id,
    owner: presentPersonRow(row.owner),
    isOwner,
    species: row.species,
    weightGrams: row.weight_grams,
    lengthMm: row.length_mm,
    photoUrl: image.url,
    media: image.media,
    caughtAt: iso(row.caught_at),
    location: presentCatchLocation(
      {
        precision: precisionOf(row.location_precision),
        waterName: row.water_name,
        region: row.region,
        latitude: row.latitude,
        longitude: row.longitude,
      },
      isOwner,
    ),
    visibility,
    method: row.method,
    bait: row.bait,
    weatherNotes: row.weather_notes,
    waterNotes: row.water_notes,
    notes: row.notes,
    tackle:
      isOwner && row.tackle_item_id && row.tackle_name
        ? { id: row.tackle_item_id, name: row.tackle_name, category: categoryOf(row.tackle_category ?? '') }
        : null,
    tournament: row.event_id && row.event_name ? { eventId: row.event_id, eventName: row.event_name } : null,
    postId: row.post_id,
    createdAt: iso(row.created_at),
  };
}

export function presentTackle(row: TackleRow): TackleItem {
  return {
    id: row.id,
    name: row.name,
    category: categoryOf(row.category),
    brand: row.brand,
    quantity: row.quantity,
    notes: row.notes,
    catchCount: row.catch_count,
    bestCatch: row.best
      ? {
          entryId: row.best.entry_id,
          species: row.best.species,
          weightGrams: row.best.weight_grams,
          lengthMm: row.best.length_mm,
          caughtAt: iso(row.best.caught_at),
        }
      : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
