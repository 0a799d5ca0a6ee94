import { CheckInByCodeSchema } from '@tightlines/domain/tournaments/registration-contract';

/** What a camera frame can be read from: the live <video> (or a canvas, in tests). */
export type FrameSource = HTMLVideoElement | HTMLCanvasElement;

/** Reads the first QR code in a frame; null when there is none (or the frame is not ready). */
export interface QrDecoder {
  readonly kind: 'native' | 'jsqr';
  decode(source: FrameSource): Promise<string | null>;
}

/** The browser's Shape Detection API (Chromium on Android, macOS, ChromeOS; Safari 17+), absent from lib.dom. */
interface BarcodeDetectorLike {
  detect(source: FrameSource): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

/** The widest frame handed to jsQR: a desk QR code fills a good part of the picture, and fewer pixels scan faster. */
const MAX_DECODE_WIDTH = 640;

/**
 * The boat's check-in code from what a QR code says: the server's QR holds the code alone (trimmed here), and
 * anything that cannot be a check-in code (a web address of some other QR, an empty code) is null.
 */
export function checkInCodeOf(raw: string): string | null {
  const parsed = CheckInByCodeSchema.safeParse({ code: raw });
  return parsed.success && !/\s/.test(parsed.data.code) ? parsed.data.code : null;
}

/** jsQR on raw RGBA pixels (a camera frame drawn on a canvas). */
export async function decodePixels(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  // The printed and on-screen codes are dark on light; trying inverted frames too would halve the frame rate.
  return jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

function frameSize(source: FrameSource): { width: number; height: number } {
  return source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.width, height: source.height };
}

/** A frame is readable once the video has a picture (readyState HAVE_CURRENT_DATA) with a size. */
export function frameReady(source: FrameSource): boolean {
  const { width, height } = frameSize(source);
  if (source instanceof HTMLVideoElement && source.readyState < 2) return false;
  return width > 0 && height > 0;
}

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      async decode(source) {
        if (!frameReady(source)) return null;
        const [found] = await detector.detect(source);
        return found?.rawValue ?? null;
      },
    };
  } catch {
    // A detector that exists but cannot be made (no platform support): fall back to jsQR.
    return null;
  }
}

function jsqrDecoder(): QrDecoder {
  let canvas: HTMLCanvasElement | null = null;
  let context: CanvasRenderingContext2D | null = null;
  return {
    kind: 'jsqr',
    async decode(source) {
      if (!frameReady(source)) return null;
      const size = frameSize(source);
      const scale = Math.min(1, MAX_DECODE_WIDTH / size.width);
      const width = Math.round(size.width * scale);
      const height = Math.round(size.height * scale);
      canvas ??= document.createElement('canvas');
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
        context = null;
      }
      context ??= canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(source, 0, 0, width, height);
      return decodePixels(context.getImageData(0, 0, width, height).data, width, height);
    },
  };
}

/** The browser's BarcodeDetector when it reads QR codes, else jsQR (loaded only then; see ADR 008). */
export async function createQrDecoder(): Promise<QrDecoder> {
  return (await nativeDecoder()) ?? jsqrDecoder();
}
