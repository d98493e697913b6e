// The scan-safety check run before a design is saved or downloaded: static rules (contrast,
// light-on-dark, logo size against the error-correction level, transparent background, quiet
// zone) and a real read-back: the code is rendered and decoded with jsQR. The studio decodes
// its own canvas (decodeScanImages); Node and the desktop app render PNG pixels here
// (checkScanSafety).
import jsQR from 'jsqr';
import type { QrErrorCorrectionLevel } from '../../constants';
import { parseHexColor, type Rgba } from '../qr-color';
import { resolveQr, type ResolvedQr } from '../qr-render-options';
import { renderQrRgba, type PngQrOptions, type RgbaPixels } from '../render-qr-png';
import { contrastRatio, luminance } from './contrast';
import { SCAN_WARNINGS, type ScanWarning } from './scan-warnings';

export type { ScanWarning };

/** Below this contrast ratio many phone cameras struggle, whatever jsQR says. */
const MIN_CONTRAST_RATIO = 3;
/** Share of the modules a logo may hide at each level: about half of what the level restores. */
const LOGO_COVER_LIMIT: Record<QrErrorCorrectionLevel, number> = {
  L: 0.03,
  M: 0.07,
  Q: 0.12,
  H: 0.2,
};
/** Sides the Node check renders at: a small print and a comfortable one. */
export const SCAN_CHECK_SIZES = [240, 480] as const;

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 255 };

/** Every colour a dark module may take: the fill (each gradient stop) and the eye colours. */
function moduleColors({ design }: ResolvedQr): Rgba[] {
  const { fill } = design.modules;
  const colors = fill.type === 'solid' ? [fill.color] : fill.stops.map((stop) => stop.color);
  for (const eye of [design.eyes.frameColor, design.eyes.ballColor]) if (eye) colors.push(eye);
  return colors.map(parseHexColor);
}

/** The rules that need no rendering: cheap enough to run on every change in the studio. */
export function staticScanWarnings(resolved: ResolvedQr): ScanWarning[] {
  const warnings: ScanWarning[] = [];
  const { bg, layout, matrix } = resolved;
  const background = bg.a === 0 ? WHITE : { ...bg, a: 255 };
  const colors = moduleColors(resolved);
  const worst = Math.min(...colors.map((color) => contrastRatio(color, background)));
  if (colors.some((color) => luminance(color) > luminance(background))) {
    warnings.push(SCAN_WARNINGS.inverted());
  } else if (worst < MIN_CONTRAST_RATIO) {
    warnings.push(SCAN_WARNINGS.lowContrast(worst));
  }
  const { from, to } = layout.excavated;
  const covered = (to - from) ** 2 / layout.moduleCount ** 2;
  if (covered > LOGO_COVER_LIMIT[matrix.errorCorrectionLevel]) {
    warnings.push(SCAN_WARNINGS.logoTooLarge(covered, matrix.errorCorrectionLevel));
  }
  if (bg.a === 0) warnings.push(SCAN_WARNINGS.transparentBackground());
  if (layout.margin < 2) warnings.push(SCAN_WARNINGS.smallMargin());
  return warnings;
}

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
