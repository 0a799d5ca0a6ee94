import type { MyCatch } from '@tightlines/domain/tournaments/catch-contract';
import type { Media } from '@tightlines/domain/social/posts';
import { presentImage, type UploadUrls } from '#server/storage/signed-urls';
import type { CatchRow } from './repo';

/**
 * The fields every view of a catch shares; never the location or the flags (those are added per viewer). The
 * photo of a catch not (yet) approved, or hidden by a moderator (it still scores), has a private URL: only the
 * angler and the judges are handed one.
 */
export function presentCatchBase(row: CatchRow, urls: UploadUrls) {
  const photo = presentImage(
    urls,
    row.status === 'approved' && row.moderation === null ? 'public' : 'private',
    row.photoUrl,
    (row.media as Media | null) ?? null,
  );
  return {
    id: row.id,
    eventId: row.eventId,
    species: row.species,
    weightGrams: row.weightGrams,
    lengthMm: row.lengthMm,
    photoUrl: photo.url ?? row.photoUrl,
    media: photo.media,
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
export function presentMyCatch(row: CatchRow, urls: UploadUrls): MyCatch {
  return {
    ...presentCatchBase(row, urls),
    clientId: row.clientId,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
