// Test helpers for the QR renderers: decode images back to text (tests and their support files
// only: the desktop export fixtures and the e2e PNG decoder use it too).
import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export interface Decoded {
  text: string | null;
  width: number;
  height: number;
  rgba: Uint8Array;
  /** [r, g, b, a] at (x, y). */
  pixel: (x: number, y: number) => number[];
}

/**
 * Read the QR code in RGBA pixels (jsQR), dark modules on a light ground only. jsQR's default
 * also binarises an inverted copy of every image, a third of its time; the tests' codes are
 * all dark on light (an inverted design gets the studio's 'inverted' warning instead,
 * scan-safety.ts, whose decoder reads both).
 */
export function decodeRgba(rgba: Uint8Array, width: number, height: number): Decoded {
  const scanned = shrinkForScan(rgba, width, height);
  const result = jsQR(new Uint8ClampedArray(scanned.rgba), scanned.width, scanned.height, {
    inversionAttempts: 'dontInvert',
  });
  return {
    text: result?.data ?? null,
    width,
    height,
    rgba,
    pixel: (x, y) => [...rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)],
  };
}

/** Images are read at most this wide and tall: a phone's camera sees a code at about this size. */
const SCAN_SIDE = 1024;

/**
 * A big image (the 4096 px download) averaged down by a whole factor to at most SCAN_SIDE on each
 * side, as a camera sees it: its modules stay tens of pixels wide, and jsQR reads it in
 * milliseconds instead of the seconds 16 million pixels take.
 */
function shrinkForScan(rgba: Uint8Array, width: number, height: number) {
  const factor = Math.ceil(Math.max(width, height) / SCAN_SIDE);
  if (factor <= 1) return { rgba, width, height };
  const w = Math.floor(width / factor);
  const h = Math.floor(height / factor);
  const out = new Uint8Array(w * h * 4);
  const area = factor * factor;
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      for (let channel = 0; channel < 4; channel += 1) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy += 1) {
          const row = ((y * factor + dy) * width + x * factor) * 4 + channel;
          for (let dx = 0; dx < factor; dx += 1) sum += rgba[row + dx * 4]!;
        }
        out[(y * w + x) * 4 + channel] = Math.round(sum / area);
      }
    }
  }
  return { rgba: out, width: w, height: h };
}

/** Decode a PNG file (pngjs, an independent decoder) and read the QR code in it (jsQR). */
export function decodePng(bytes: Uint8Array): Decoded {
  const png = PNG.sync.read(Buffer.from(bytes));
  return decodeRgba(new Uint8Array(png.data), png.width, png.height);
}

/** Rasterise an SVG with resvg and read the QR code in it. */
export function decodeSvg(svg: string): Decoded {
  const image = new Resvg(svg, { background: 'rgba(0,0,0,0)' }).render();
  return decodeRgba(new Uint8Array(image.pixels), image.width, image.height);
}

/** A solid square logo with a transparent corner, as RGBA pixels and as a PNG data URL. */
export function sampleLogo(side = 120, rgb: [number, number, number] = [20, 90, 200]) {
  const png = new PNG({ width: side, height: side });
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const at = (y * side + x) * 4;
      const corner = x < side / 6 && y < side / 6;
      png.data[at] = rgb[0];
      png.data[at + 1] = rgb[1];
      png.data[at + 2] = rgb[2];
      png.data[at + 3] = corner ? 0 : 255;
    }
  }
  const file = PNG.sync.write(png);
  return {
    rgba: { width: side, height: side, data: new Uint8Array(png.data) },
    dataUrl: `data:image/png;base64,${file.toString('base64')}`,
  };
}
