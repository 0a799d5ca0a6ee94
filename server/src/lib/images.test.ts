import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';
import { createLocalStorage } from '#server/storage/local';
import { AppError } from './errors';
import { processImage, storeImage } from './images';

const gpsJpeg = readFileSync(path.join(import.meta.dirname, '../../test/fixtures/catch-gps.jpg'));

async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  return { status: appError.status, code: appError.code, message: appError.message };
}

describe('processImage', () => {
  it('rotates by EXIF, strips all metadata and makes WebP variants that never upscale', async () => {
    const before = await sharp(gpsJpeg).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const image = await processImage(gpsJpeg);
    // 1200×800 stored sideways with orientation 6 is an 800×1200 portrait.
    expect({ width: image.width, height: image.height }).toEqual({ width: 800, height: 1200 });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 800]);
    for (const variant of [...image.variants, image.fallback]) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.format).toBe(variant.ext === 'jpg' ? 'jpeg' : 'webp');
    }
    expect(image.fallback).toMatchObject({ width: 800, height: 1200, type: 'image/jpeg' });
  });

  it('caps the widest variant at maxWidth', async () => {
    const image = await processImage(gpsJpeg, { maxWidth: 400 });
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 400]);
  });

  it('refuses a text file, whatever it is called', async () => {
    expect(await rejection(processImage(Buffer.from('definitely not a picture')))).toEqual({
      status: 400,
      code: 'imageOnly',
      message: 'Only image files are supported',
    });
  });

  it('refuses SVG (an image type, but a document that can carry script)', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await rejection(processImage(svg))).code).toBe('imageOnly');
  });

  it('refuses a truncated image', async () => {
    expect((await rejection(processImage(gpsJpeg.subarray(0, 2000)))).code).toBe('imageOnly');
  });

  it('refuses more than 5 MB', async () => {
    expect(await rejection(processImage(Buffer.alloc(IMAGE_MAX_BYTES + 1)))).toEqual({
      status: 413,
      code: 'imageTooLarge',
      message: 'File size must be less than 5MB',
    });
  });
});

describe('storeImage', () => {
  it('stores userId/timestamp.jpg plus -width.webp variants and never overwrites', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tl-images-'));
    const storage = createLocalStorage(dataDir);
    const image = await processImage(gpsJpeg, { widths: [320] });
    const first = await storeImage(storage, image, {
      folder: 'post-media',
      ownerId: 'u1',
      now: 1700000000000,
    });
    expect(first.url).toBe('/uploads/post-media/u1/1700000000000.jpg');
    expect(first.keys).toEqual([
      'post-media/u1/1700000000000.jpg',
      'post-media/u1/1700000000000-320.webp',
      'post-media/u1/1700000000000-800.webp',
    ]);
    expect(first.media.variants).toEqual([
      { url: '/uploads/post-media/u1/1700000000000-320.webp', width: 320, type: 'image/webp' },
      { url: '/uploads/post-media/u1/1700000000000-800.webp', width: 800, type: 'image/webp' },
    ]);
    const onDisk = await sharp(path.join(dataDir, 'uploads/post-media/u1/1700000000000-320.webp')).metadata();
    expect(onDisk.exif).toBeUndefined();

    // Same millisecond again: the first files stay as they were, the second upload takes the next one.
    const second = await storeImage(storage, image, {
      folder: 'post-media',
      ownerId: 'u1',
      now: 1700000000000,
    });
    expect(second.url).toBe('/uploads/post-media/u1/1700000000001.jpg');
  });

  it('refuses keys that climb out of the uploads directory', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(tmpdir(), 'tl-images-')));
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.put('a/../../b.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(storage.put('/etc/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
  });
});
