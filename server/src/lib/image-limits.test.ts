import { deflateSync, crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { IMAGE_CONCURRENCY, imageQueue, MAX_INPUT_PIXELS, processImage } from './images';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, all-black greyscale PNG: a few dozen KB on the wire, `width × height` pixels once decoded. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc((width + 1) * height); // filter byte 0 and black pixels on every row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { status, code, message } = error as AppError;
  return { status, code, message };
}

describe('image pixel limit', () => {
  it('refuses a small file declaring 59 megapixels from its header, before decoding it', async () => {
    const bomb = blackPng(7700, 7700);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const started = performance.now();
    expect(await failure(processImage(bomb))).toEqual({
      status: 413,
      code: 'imageTooManyPixels',
      message: 'This image has too many pixels. Use one of at most 33 megapixels.',
    });
    // Decoding it took about a second; reading the header takes milliseconds (generous bound for a busy CI).
    expect(performance.now() - started).toBeLessThan(400);
    expect(7700 * 7700).toBeGreaterThan(MAX_INPUT_PIXELS);
  });

  it('still takes an ordinary image below the limit', async () => {
    const image = await processImage(blackPng(1600, 1200), { widths: [] });
    expect([image.width, image.height]).toEqual([1600, 1200]);
  });
});

describe('image queue', () => {
  it(`processes at most ${IMAGE_CONCURRENCY} uploads at once; the rest wait their turn`, async () => {
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    let most = 0;
    let queued = 0;
    let sampling = true;
    const sample = async () => {
      while (sampling) {
        most = Math.max(most, imageQueue.active);
        queued = Math.max(queued, imageQueue.waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const sampler = sample();
    const results = await Promise.all(Array.from({ length: 6 }, () => processImage(photo)));
    sampling = false;
    await sampler;
    expect(results.every((result) => result.width === 900)).toBe(true);
    expect(most).toBe(IMAGE_CONCURRENCY);
    expect(queued).toBe(6 - IMAGE_CONCURRENCY);
    expect([imageQueue.active, imageQueue.waiting]).toEqual([0, 0]);
  });
});
