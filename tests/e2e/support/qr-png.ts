// Decode a downloaded QR PNG back to its text, as a phone camera would (pngjs + jsQR).
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export function decodeQrPng(png: Buffer): { text: string; width: number; height: number } {
  const image = PNG.sync.read(png);
  // Dark on light, as every code the specs download: jsQR's inverted second pass would cost a
  // third more (see packages/core/src/qr/qr-test-helpers.ts).
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height, {
    inversionAttempts: 'dontInvert',
  });
  if (!code) throw new Error('no QR code found in the PNG');
  return { text: code.data, width: image.width, height: image.height };
}

/** A small square PNG (solid colour) to use as a logo. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width: size, height: size });
  for (let i = 0; i < size * size; i += 1) {
    png.data[i * 4] = rgb[0];
    png.data[i * 4 + 1] = rgb[1];
    png.data[i * 4 + 2] = rgb[2];
    png.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(png);
}
