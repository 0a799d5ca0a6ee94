import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInCodeOf, createQrDecoder, decodePixels } from './qr-decode';
import { blankFrame, qrFrame, stubCanvasFrames, stubVideoPlaying } from './testing/qr-frame';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('decoding a boat QR code', () => {
  it('reads the check-in code back from a QR image made by qrcode', async () => {
    const frame = qrFrame('Hk3x9_Qp2LmZ');
    expect(await decodePixels(frame.pixels, frame.width, frame.height)).toBe('Hk3x9_Qp2LmZ');
    const blank = blankFrame();
    expect(await decodePixels(blank.pixels, blank.width, blank.height)).toBeNull();
  });

  it('keeps only what can be a check-in code', () => {
    expect(checkInCodeOf('  Hk3x9_Qp2LmZ \n')).toBe('Hk3x9_Qp2LmZ');
    expect(checkInCodeOf('abc')).toBeNull();
    expect(checkInCodeOf('')).toBeNull();
    expect(checkInCodeOf('Visit our marina today')).toBeNull();
    expect(checkInCodeOf('x'.repeat(129))).toBeNull();
  });

  it('uses jsQR on a video frame drawn to a canvas when the browser has no BarcodeDetector', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    const frame = qrFrame('dock-code-42');
    const video = stubVideoPlaying(() => frame);
    const canvas = stubCanvasFrames(() => frame);
    const decoder = await createQrDecoder();
    expect(decoder.kind).toBe('jsqr');
    const element = document.createElement('video');
    expect(await decoder.decode(element)).toBe('dock-code-42');
    expect(canvas.drawImage).toHaveBeenCalledWith(element, 0, 0, frame.width, frame.height);
    video.restore();
    canvas.restore();
  });

  it('reads nothing before the video has a picture', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    const canvas = stubCanvasFrames(() => qrFrame('dock-code-42'));
    const decoder = await createQrDecoder();
    expect(await decoder.decode(document.createElement('video'))).toBeNull();
    expect(canvas.drawImage).not.toHaveBeenCalled();
  });

  it('prefers the browser’s BarcodeDetector for QR codes, and falls back when it cannot read them', async () => {
    const detect = vi.fn(() => Promise.resolve([{ rawValue: 'native-code-1' }]));
    class QrOnly {
      static getSupportedFormats = () => Promise.resolve(['qr_code', 'ean_13']);
      constructor(readonly options: { formats: string[] }) {}
      detect = detect;
    }
    vi.stubGlobal('BarcodeDetector', QrOnly);
    const video = stubVideoPlaying(() => ({ width: 640, height: 480 }));
    const decoder = await createQrDecoder();
    expect(decoder.kind).toBe('native');
    const element = document.createElement('video');
    expect(await decoder.decode(element)).toBe('native-code-1');
    expect(detect).toHaveBeenCalledWith(element);
    video.restore();

    class NoQr {
      static getSupportedFormats = () => Promise.resolve(['ean_13']);
      detect = detect;
    }
    vi.stubGlobal('BarcodeDetector', NoQr);
    expect((await createQrDecoder()).kind).toBe('jsqr');
  });
});
