// The scan-safety check run before a design is saved or downloaded: the static rules
// (scan-rules.ts) and a real read-back: the code is rendered and decoded with jsQR. The studio
// decodes its own canvas (decodeScanImages); Node and the desktop app render PNG pixels here
// (checkScanSafety).
import jsQR from 'jsqr';
import { resolveQr } from '../qr-render-options';
import { renderQrRgba, type PngQrOptions, type RgbaPixels } from '../render-qr-png';
import { SCAN_CHECK_SIZES, staticScanWarnings } from './scan-rules';
import { SCAN_WARNINGS, type ScanWarning } from './scan-warnings';

export { SCAN_CHECK_SIZES, staticScanWarnings } from './scan-rules';
export type { ScanWarning };

/** Decode RGBA pixels with jsQR, transparent parts seen on white paper. */
function decodeQrPixels(image: RgbaPixels): string | null {
  const { data, width, height } = image;
  const flat = new Uint8ClampedArray(data.length);
  for (let at = 0; at < data.length; at += 4) {
    const alpha = (data[at + 3] ?? 0) / 255;
    for (let c = 0; c < 3; c += 1) flat[at + c] = (data[at + c] ?? 0) * alpha + 255 * (1 - alpha);
    flat[at + 3] = 255;
  }
  return jsQR(flat, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** 'unreadable' unless every image decodes to `expected` (e.g. the studio's canvas pixels). */
export function decodeScanImages(expected: string, images: RgbaPixels[]): ScanWarning[] {
  return images.every((image) => decodeQrPixels(image) === expected)
    ? []
    : [SCAN_WARNINGS.unreadable()];
}

export interface ScanSafetyReport {
  /** False when the code did not decode: saving and downloading must be refused. */
  ok: boolean;
  warnings: ScanWarning[];
}

/** Render the design at a few sizes, decode each, and add the static rules. */
export function checkScanSafety(
  options: PngQrOptions,
  sizes: readonly number[] = SCAN_CHECK_SIZES,
): ScanSafetyReport {
  const resolved = resolveQr(options, Boolean(options.logo));
  const images = sizes.map((size) => renderQrRgba({ ...options, size }));
  const warnings = [...decodeScanImages(options.text, images), ...staticScanWarnings(resolved)];
  return { ok: warnings.every((warning) => warning.severity !== 'error'), warnings };
}
