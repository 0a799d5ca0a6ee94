import QRCode from 'qrcode';
import { vi } from 'vitest';

/** Test helpers of the desk's QR check-in: real QR images as a camera would see them, and a camera. */

export interface Frame {
  pixels: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The RGBA pixels of `text` as a QR code (made by `qrcode`, the library that draws the boats' codes), dark on
 * white with the standard 4-module quiet zone, each module `scale` pixels, centred on a light frame `padding`
 * pixels wider each side (the dock around the printed code).
 */
export function qrFrame(text: string, { scale = 6, padding = 40 } = {}): Frame {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = (modules.size + quiet * 2) * scale + padding * 2;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const top = padding + (row + quiet) * scale;
      const left = padding + (col + quiet) * scale;
      for (let y = top; y < top + scale; y++)
        for (let x = left; x < left + scale; x++) {
          const at = (y * side + x) * 4;
          pixels[at] = pixels[at + 1] = pixels[at + 2] = 20;
        }
    }
  return { pixels, width: side, height: side };
}

/** A blank light frame: the camera sees no code. */
export function blankFrame(side = 200): Frame {
  return { pixels: new Uint8ClampedArray(side * side * 4).fill(240), width: side, height: side };
}

/**
 * jsdom has no canvas: a 2d context whose getImageData hands back what the camera "sees" now (`current()`),
 * so the desk's jsQR path decodes real QR images.
 */
export function stubCanvasFrames(current: () => Frame) {
  const drawImage = vi.fn();
  const context = {
    drawImage,
    getImageData: (_x: number, _y: number, width: number, height: number) => {
      const frame = current();
      if (frame.width !== width || frame.height !== height)
        throw new Error(`asked for ${width}×${height}, frame is ${frame.width}×${frame.height}`);
      return { data: frame.pixels, width, height, colorSpace: 'srgb' } as ImageData;
    },
  };
  const spy = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
  return { drawImage, restore: () => spy.mockRestore() };
}

/** A <video> playing a camera picture of `frame`'s size (jsdom's videos never load). */
export function stubVideoPlaying(size: () => { width: number; height: number }) {
  const proto = HTMLVideoElement.prototype;
  const spies = [
    vi.spyOn(proto, 'videoWidth', 'get').mockImplementation(() => size().width),
    vi.spyOn(proto, 'videoHeight', 'get').mockImplementation(() => size().height),
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockImplementation(() => 4),
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve()),
  ];
  return { restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

/** A camera stream whose tracks record being stopped. */
export function fakeStream() {
  const track = { kind: 'video', stop: vi.fn() };
  return { stream: { getTracks: () => [track] } as unknown as MediaStream, track };
}

/** navigator.mediaDevices.getUserMedia as the test says (pending, granted or refused). */
export function stubGetUserMedia(
  implementation: (constraints: MediaStreamConstraints) => Promise<MediaStream>,
) {
  const getUserMedia = vi.fn(implementation);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return getUserMedia;
}

export function removeMediaDevices() {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: undefined });
}
