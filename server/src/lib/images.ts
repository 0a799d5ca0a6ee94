import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';
import type { Media } from '@tightlines/domain/social/posts';
import { AppError } from './errors';
import { assertSafeText } from './text-input';
import { createLimiter } from './queue';
import { StorageConflictError, type Storage } from './storage-driver';

/** Formats a person may upload; checked on the decoded content, never on the file name or the sent type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
/**
 * Decompression bombs stop here: a 57 KB PNG may declare 59 megapixels and cost a second of CPU to decode.
 * 8K UHD (7680 × 4320, Mastodon's limit too) is more than any variant we make needs; phone photos above it are
 * rare and a person can resize them.
 */
export const MAX_INPUT_PIXELS = 7680 * 4320;
/**
 * Decoding and encoding run on libuv's small thread pool (4 threads, shared with file and DNS work): at most
 * this many images are processed at once, the others wait their turn, so a burst of uploads cannot starve
 * every other request.
 */
export const IMAGE_CONCURRENCY = 2;
/** The queue every sharp decode of an upload goes through (processImage, and callers decoding an upload again). */
export const imageQueue = createLimiter(IMAGE_CONCURRENCY);
export const DEFAULT_VARIANT_WIDTHS = [320, 640, 1080, 1600] as const;

export interface ImageVariant {
  buffer: Buffer;
  width: number;
  height: number;
  type: 'image/webp' | 'image/jpeg';
  ext: 'webp' | 'jpg';
}

export interface ProcessedImage {
  /** Size after EXIF rotation, before resizing. */
  width: number;
  height: number;
  /** WebP variants, narrowest first. */
  variants: ImageVariant[];
  /** One JPEG for clients without WebP, at the widest variant's width. */
  fallback: ImageVariant;
}

const imageOnly = () => AppError.of(400, 'imageOnly');
const imageTooLarge = () => AppError.of(413, 'imageTooLarge');
const imageTooManyPixels = () => AppError.of(413, 'imageTooManyPixels');

/**
 * Validates an upload by its content and turns it into web-ready files: rotated upright by EXIF, every
 * piece of metadata (GPS!) dropped, WebP at each of `widths` not wider than the original (never upscaled,
 * capped at `maxWidth`), plus one JPEG fallback. 400 'imageOnly' for anything that is not an image,
 * 413 'imageTooLarge' over 5 MB, 413 'imageTooManyPixels' when it declares more than MAX_INPUT_PIXELS (read from
 * the header, before any decoding). Runs in the image queue (IMAGE_CONCURRENCY at a time).
 */
export async function processImage(
  buffer: Buffer,
  options: { maxWidth?: number; widths?: readonly number[]; quality?: number } = {},
): Promise<ProcessedImage> {
  if (buffer.length > IMAGE_MAX_BYTES) throw imageTooLarge();
  if (buffer.length === 0) throw imageOnly();
  return imageQueue(() => processInQueue(buffer, options));
}

async function processInQueue(
  buffer: Buffer,
  options: { maxWidth?: number; widths?: readonly number[]; quality?: number },
): Promise<ProcessedImage> {
  const maxWidth = options.maxWidth ?? DEFAULT_VARIANT_WIDTHS[DEFAULT_VARIANT_WIDTHS.length - 1]!;
  const quality = options.quality ?? 80;

  const meta = await sharp(buffer, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw imageOnly();
    });
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw imageOnly();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw imageTooManyPixels();
  const { width, height } = meta.autoOrient;

  const capped = Math.min(width, maxWidth);
  const widths = [
    ...new Set([...(options.widths ?? DEFAULT_VARIANT_WIDTHS).filter((w) => w < capped), capped]),
  ].sort((a, b) => a - b);
  // autoOrient applies the EXIF orientation; sharp writes no metadata unless asked to (no keepMetadata here).
  const base = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  const render = async (targetWidth: number, format: 'webp' | 'jpeg'): Promise<ImageVariant> => {
    const pipeline = base.clone().resize({ width: targetWidth, withoutEnlargement: true });
    const encoded =
      format === 'webp'
        ? pipeline.webp({ quality })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return format === 'webp'
        ? { buffer: data, width: info.width, height: info.height, type: 'image/webp', ext: 'webp' }
        : { buffer: data, width: info.width, height: info.height, type: 'image/jpeg', ext: 'jpg' };
    } catch {
      // A header that parses but a body that does not decode (truncated or corrupt file).
      throw imageOnly();
    }
  };
  const [fallback, ...variants] = await Promise.all([
    render(capped, 'jpeg'),
    ...widths.map((w) => render(w, 'webp')),
  ]);
  return { width, height, variants, fallback };
}

export interface StoredImage {
  /** The JPEG fallback's URL (user_posts.media_url). */
  url: string;
  media: Media;
  /** Every key written, so a failed transaction can delete them again. */
  keys: string[];
}

/**
 * Stores a processed image as `{folder}/{ownerId}/{timestamp}.jpg` (Storage: userId/timestamp.extension)
 * plus `{timestamp}-{width}.webp` variants. A timestamp already taken moves on to the next millisecond.
 */
export async function storeImage(
  storage: Storage,
  image: ProcessedImage,
  options: { folder: string; ownerId: string; now?: number },
): Promise<StoredImage> {
  let timestamp = options.now ?? Date.now();
  for (let attempt = 0; ; attempt++) {
    const base = `${options.folder}/${options.ownerId}/${timestamp}`;
    try {
      const main = await storage.put(
        `${base}.${image.fallback.ext}`,
        image.fallback.buffer,
        image.fallback.type,
      );
      const keys = [main.key];
      try {
        const variants = [];
        for (const variant of image.variants) {
          const stored = await storage.put(
            `${base}-${variant.width}.${variant.ext}`,
            variant.buffer,
            variant.type,
          );
          keys.push(stored.key);
          variants.push({ url: stored.url, width: variant.width, type: variant.type });
        }
        return { url: main.url, media: { width: image.width, height: image.height, variants }, keys };
      } catch (error) {
        await deleteStored(storage, keys);
        throw error;
      }
    } catch (error) {
      if (!(error instanceof StorageConflictError) || attempt >= 20) throw error;
      timestamp++;
    }
  }
}

/**
 * Stores one WebP at `{folder}/{ownerId}/{timestamp}.webp` (a taken timestamp moves on to the next millisecond):
 * the single-file images (avatars, headers, team logos).
 */
export async function storeWebp(
  storage: Storage,
  folder: string,
  ownerId: string,
  data: Buffer,
): Promise<{ key: string; url: string }> {
  let timestamp = Date.now();
  for (let attempt = 0; ; attempt++) {
    try {
      return await storage.put(`${folder}/${ownerId}/${timestamp}.webp`, data, 'image/webp');
    } catch (error) {
      if (!(error instanceof StorageConflictError) || attempt >= 20) throw error;
      timestamp++;
    }
  }
}

/** The storage key of `url` when it is a file of ours under `{folder}/{ownerId}/` (else null: someone else's URL). */
export function ownKeyOf(
  storage: Storage,
  url: string | null,
  folder: string,
  ownerId: string,
): string | null {
  const ours = storage.urlOf(`${folder}/${ownerId}/`);
  return url?.startsWith(ours) ? `${folder}/${ownerId}/${url.slice(ours.length)}` : null;
}

/** Best-effort removal of stored files (after a failed transaction or when a post goes away). */
export async function deleteStored(storage: Storage, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

export interface ImageForm {
  fields: Record<string, string>;
  /** The uploaded file's bytes, when one was sent under `fileField`. */
  file: Buffer | undefined;
}

/**
 * Reads a multipart form with at most one file (limits set where @fastify/multipart is registered).
 * A file over 5 MB stops the upload early with 413 'imageTooLarge'; a second file is refused.
 */
export async function readImageForm(request: FastifyRequest, fileField = 'image'): Promise<ImageForm> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === fileField && data.length > 0) file = data;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw AppError.of(400, 'invalidInput');
    }
    throw error;
  }
  assertSafeText(fields, 'fields');
  return { fields, file };
}
