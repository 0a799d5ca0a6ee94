import type { MyCatch } from '@tightlines/domain/tournaments/catch-contract';
import type { Media } from '@tightlines/domain/social/posts';
import type { CatchRow } from './repo';

/** The fields every view of a catch shares; never the location or the flags (those are added per viewer). */
export function presentCatchBase(row: CatchRow) {
  return {
    id: row.id,
    eventId: row.eventId,
    species: row.species,
    weightGrams: row.weightGrams,
    lengthMm: row.lengthMm,
    photoUrl: row.photoUrl,
    media: (row.media as Media | null) ?? null,
    identifierCode: row.identifierCode,
    caughtAt: row.caughtAt.toISOString(),
    caughtAtSource: row.caughtAtSource === 'exif' ? ('exif' as const) : ('device' as const),
    status: row.status as MyCatch['status'],
    reviewReason: row.reviewReason,
    score: row.score,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    resubmissionOf: row.resubmissionOf,
  };
}

/** The angler's own catch, with their own location. */
export function presentMyCatch(row: CatchRow): MyCatch {
  return {
    ...presentCatchBase(row),
    clientId: row.clientId,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
