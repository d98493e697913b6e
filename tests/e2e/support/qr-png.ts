// Decode a downloaded QR PNG back to its text, as a phone camera would (core's test decoder:
// pngjs + jsQR, dark codes on a light ground).
import { PNG } from 'pngjs';
import { decodePng } from '@qrlink/core/qr/qr-test-helpers';

export function decodeQrPng(png: Buffer): { text: string; width: number; height: number } {
  const { text, width, height } = decodePng(png);
  if (text === null) throw new Error('no QR code found in the PNG');
  return { text, width, height };
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
