import exifReader from 'exif-reader';
import sharp from 'sharp';
import { differenceHash } from '@tightlines/domain/tournaments/catch-checks';
import { imageQueue, MAX_INPUT_PIXELS } from '#server/lib/images';

export interface PhotoExif {
  /** DateTimeOriginal: the camera's wall-clock fields, held as UTC. */
  takenAtWall: Date | null;
  /** OffsetTimeOriginal ("+02:00") when the camera wrote one. */
  offset: string | null;
  latitude: number | null;
  longitude: number | null;
}

const NONE: PhotoExif = { takenAtWall: null, offset: null, latitude: null, longitude: null };

function toDegrees(dms: unknown, ref: unknown, negative: string): number | null {
  if (!Array.isArray(dms) || dms.length !== 3 || !dms.every((n) => typeof n === 'number')) return null;
  const [d, m, s] = dms as [number, number, number];
  const value = d + m / 60 + s / 3600;
  if (!Number.isFinite(value)) return null;
  return ref === negative ? -value : value;
}

/**
 * The capture time and place the camera wrote into the original file. Read before the image pipeline, which
 * strips every piece of metadata from what is stored and served. A missing or broken EXIF block is no EXIF.
 */
export async function readPhotoExif(buffer: Buffer): Promise<PhotoExif> {
  try {
    const { exif } = await sharp(buffer, { limitInputPixels: false }).metadata();
    if (!exif) return NONE;
    const tags = exifReader(exif);
    const taken = tags.Photo?.DateTimeOriginal;
    const latitude = toDegrees(tags.GPSInfo?.GPSLatitude, tags.GPSInfo?.GPSLatitudeRef, 'S');
    const longitude = toDegrees(tags.GPSInfo?.GPSLongitude, tags.GPSInfo?.GPSLongitudeRef, 'W');
    const valid =
      latitude !== null && longitude !== null && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
    return {
      takenAtWall: taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null,
      offset: tags.Photo?.OffsetTimeOriginal ?? null,
      latitude: valid ? latitude : null,
      longitude: valid ? longitude : null,
    };
  } catch {
    return NONE;
  }
}

/** 64-bit dHash (16 hex digits) of the upright photo: greyscale 9×8, compared by Hamming distance. */
export async function photoHash(buffer: Buffer): Promise<string> {
  const pixels = await imageQueue(() =>
    sharp(buffer, { autoOrient: true, limitInputPixels: MAX_INPUT_PIXELS })
      .greyscale()
      .resize(9, 8, { fit: 'fill' })
      .raw()
      .toBuffer(),
  );
  return differenceHash(pixels);
}
