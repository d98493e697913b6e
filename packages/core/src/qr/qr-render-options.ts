// The options every renderer takes, and their defaults, resolved in one place.
import {
  DEFAULT_BG_COLOR,
  FALLBACK_FG_COLOR,
  LOGO_SCALE,
  type QrErrorCorrectionLevel,
} from '../constants';
import { createQrMatrix, type QrMatrix } from './create-qr-matrix';
import { parseHexColor, type Rgba } from './qr-color';
import { layoutQr, type QrLayout } from './qr-layout';

/** Quiet zone in modules when none is given (the QR standard asks for 4). */
export const DEFAULT_MARGIN_MODULES = 4;

export interface QrRenderOptions {
  /** The encoded text (the dynamic URL). */
  text: string;
  /** Side of the whole image in pixels, margin included. */
  size: number;
  /** Quiet zone in modules on each side. */
  margin?: number;
  fgColor?: string;
  bgColor?: string;
  /** Defaults to H with a logo (it hides modules), M without. */
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  version?: number;
  /** Logo side as a fraction of `size`. */
  logoScale?: number;
}

export interface ResolvedQr {
  matrix: QrMatrix;
  layout: QrLayout;
  fg: Rgba;
  bg: Rgba;
}

/** Matrix + layout + colours for the options; `hasLogo` reserves the centred logo box. */
export function resolveQr(options: QrRenderOptions, hasLogo: boolean): ResolvedQr {
  const matrix = createQrMatrix(options.text, {
    errorCorrectionLevel: options.errorCorrectionLevel ?? (hasLogo ? 'H' : 'M'),
    ...(options.version === undefined ? {} : { version: options.version }),
  });
  const layout = layoutQr({
    moduleCount: matrix.size,
    size: options.size,
    margin: options.margin ?? DEFAULT_MARGIN_MODULES,
    logoScale: hasLogo ? (options.logoScale ?? LOGO_SCALE) : 0,
  });
  return {
    matrix,
    layout,
    fg: parseHexColor(options.fgColor ?? FALLBACK_FG_COLOR),
    bg: parseHexColor(options.bgColor ?? DEFAULT_BG_COLOR),
  };
}
