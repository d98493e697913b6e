// The options every renderer takes, and their defaults, resolved in one place.
//
// A code is drawn from a design (design/qr-design.ts). Callers from before designs pass only
// the top-level fields (fgColor, bgColor, margin, logoScale, errorCorrectionLevel); those
// fields, when given, also win over a design's, so a screen can force, say, the thumbnail's
// margin 0 and level L on any saved design.
import { DEFAULT_BG_COLOR, FALLBACK_FG_COLOR, type QrErrorCorrectionLevel } from '../constants';
import { toastForIssue } from '../validation/to-toast-error';
import { createQrMatrix, type QrMatrix } from './create-qr-matrix';
import {
  DEFAULT_QR_DESIGN,
  deepFreeze,
  safeParseQrDesign,
  type QrDesign,
  type QrDesignInput,
} from './design/qr-design';
import { parseHexColor, type Rgba } from './qr-color';
import { layoutQr, type QrLayout } from './qr-layout';
import { QrRenderError } from './qr-render-error';

/** Modules per side of the smallest code (version 1). */
const MIN_MODULE_COUNT = 21;

export interface QrRenderOptions {
  /** The encoded text (the dynamic URL, a Pix payload...). */
  text: string;
  /** Side of the code square in pixels, quiet zone included (a frame adds to it). */
  size: number;
  /** The studio's design; parsed with qrDesignSchema (a bad value throws its pt-BR message). */
  design?: QrDesignInput | null;
  /** Quiet zone in modules on each side. */
  margin?: number;
  /** Solid module colour (#rgb, #rrggbb, with alpha too). */
  fgColor?: string;
  bgColor?: string;
  /** Forces a level; otherwise the design's, raised to H with a logo (M without a design). */
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  version?: number;
  /** Logo side as a fraction of `size`. */
  logoScale?: number;
}

export interface ResolvedQr {
  matrix: QrMatrix;
  layout: QrLayout;
  /** Module colour (a gradient's first stop) and background (alpha 0 when transparent). */
  fg: Rgba;
  bg: Rgba;
  design: QrDesign;
  /** True when the design is today's look: square, one colour, no frame nor plate. */
  plain: boolean;
}

/**
 * The look of codes drawn without a design: black on white, as before designs existed. Written
 * out, not parsed when the module loads (the schema is built on its first parse); the tests
 * check it is what the schema makes of those two colours.
 */
export const LEGACY_DESIGN: QrDesign = deepFreeze({
  ...DEFAULT_QR_DESIGN,
  modules: { ...DEFAULT_QR_DESIGN.modules, fill: { type: 'solid', color: FALLBACK_FG_COLOR } },
  background: { ...DEFAULT_QR_DESIGN.background, color: DEFAULT_BG_COLOR },
});

function parseDesign(input: QrDesignInput): QrDesign {
  const parsed = safeParseQrDesign(input);
  if (parsed.success) return parsed.data;
  throw new QrRenderError(toastForIssue(parsed.error.issues[0]?.message ?? '').message);
}

/** The design to draw: the given one (or today's look) with the top-level fields applied. */
function resolveDesign(options: QrRenderOptions): QrDesign {
  const design = options.design ? parseDesign(options.design) : LEGACY_DESIGN;
  return {
    ...design,
    modules:
      options.fgColor === undefined
        ? design.modules
        : { ...design.modules, fill: { type: 'solid', color: options.fgColor } },
    background:
      options.bgColor === undefined
        ? design.background
        : { color: options.bgColor, transparent: false },
    margin: options.margin ?? design.margin,
    logo:
      options.logoScale === undefined ? design.logo : { ...design.logo, scale: options.logoScale },
  };
}

function isPlainDesign(design: QrDesign): boolean {
  const { modules, eyes, logo, frame } = design;
  return (
    modules.shape === 'square' &&
    modules.fill.type === 'solid' &&
    eyes.frameShape === 'square' &&
    eyes.ballShape === 'square' &&
    eyes.frameColor === null &&
    eyes.ballColor === null &&
    logo.plate === 'none' &&
    frame.style === 'none'
  );
}

/** Matrix + layout + colours for the options; `hasLogo` reserves the centred logo box. */
export function resolveQr(options: QrRenderOptions, hasLogo: boolean): ResolvedQr {
  const design = resolveDesign(options);
  const matrix = createQrMatrix(options.text, {
    errorCorrectionLevel:
      options.errorCorrectionLevel ?? (hasLogo ? 'H' : design.errorCorrectionLevel),
    ...(options.version === undefined ? {} : { version: options.version }),
  });
  const { frame } = design;
  const layout = layoutQr({
    moduleCount: matrix.size,
    size: options.size,
    margin: design.margin,
    logoScale: hasLogo ? design.logo.scale : 0,
    logoPadding: hasLogo ? design.logo.padding : 0,
    frame: frame.style === 'none' ? null : { style: frame.style, position: frame.position },
  });
  const { fill } = design.modules;
  const bg = parseHexColor(design.background.color);
  return {
    matrix,
    layout,
    fg: parseHexColor(fill.type === 'solid' ? fill.color : (fill.stops[0]?.color ?? '#000')),
    bg: design.background.transparent ? { ...bg, a: 0 } : bg,
    design,
    plain: isPlainDesign(design),
  };
}

/**
 * Pixel size of the whole image (a frame makes it larger than `size`): size the canvas with it.
 * A frame's border and band follow the code's side, not its modules, so no matrix is built here:
 * encoding the text is most of a plain code's drawing time, and the desktop export names a
 * thousand files before it draws any. The same size resolveQr's layout has, whatever the text.
 */
export function qrImageSize(options: QrRenderOptions): { width: number; height: number } {
  const { frame, margin } = resolveDesign(options);
  const { width, height } = layoutQr({
    // Any module count: only the rounded hole's radius, not the size, depends on it.
    moduleCount: MIN_MODULE_COUNT,
    size: options.size,
    margin,
    logoScale: 0,
    frame: frame.style === 'none' ? null : { style: frame.style, position: frame.position },
  });
  return { width, height };
}
