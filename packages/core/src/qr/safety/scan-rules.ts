// The scan-safety check's static rules (contrast, light-on-dark, logo size against the
// error-correction level, transparent background, quiet zone) and the sizes a design is read back
// at: what the studio runs on every change. Apart from the read-back (scan-safety.ts), which
// carries jsQR: the studio loads that only when it decodes.
import type { QrErrorCorrectionLevel } from '../../constants';
import { parseHexColor, type Rgba } from '../qr-color';
import type { ResolvedQr } from '../qr-render-options';
import { contrastRatio, luminance } from './contrast';
import { SCAN_WARNINGS, type ScanWarning } from './scan-warnings';

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
