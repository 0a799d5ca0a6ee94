import sharp from 'sharp';
import { avatarSvg } from './avatar';
import { coverSvg } from './cover';
import { photoSvg, type PhotoRequest } from './photo';

/**
 * Drawn pictures by what was asked for, for the life of the process: a second seed in one run (tests, a restart
 * of the seed) costs no CPU, and drawing is the expensive part of seeding the demo.
 */
const cache = new Map<string, Promise<Buffer>>();
const CACHE_LIMIT = 64;

function cached(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
  const hit = cache.get(key);
  if (hit) return hit;
  const made = draw();
  made.catch(() => cache.delete(key));
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(key, made);
  return made;
}

/** A demo fish photo as a JPEG, the way a phone's photo arrives at the upload. */
export function demoPhotoJpeg(request: PhotoRequest): Promise<Buffer> {
  return cached(`photo|${JSON.stringify(request)}`, () =>
    sharp(Buffer.from(photoSvg(request)))
      .jpeg({ quality: 84 })
      .toBuffer(),
  );
}

/** A demo person's portrait avatar as a PNG (square, 512 unless asked smaller). */
export function demoAvatarPng(seed: string, size = 512): Promise<Buffer> {
  return cached(`avatar|${seed}|${size}`, () =>
    sharp(Buffer.from(avatarSvg(seed, size)))
      .png()
      .toBuffer(),
  );
}

/** A demo event's cover, a lake or bay landscape, as a JPEG (16:9). */
export function demoCoverJpeg(seed: string, palette?: number): Promise<Buffer> {
  return cached(`cover|${seed}|${palette ?? ''}`, () =>
    sharp(Buffer.from(coverSvg(seed, { palette })))
      .jpeg({ quality: 84 })
      .toBuffer(),
  );
}
