// The render settings the screens use (docs/product/calls-errors-and-constants.md, "Constants"),
// and the download file names.
import {
  DOWNLOAD_FILE_NAME_URL_CHARS,
  DOWNLOAD_SIZE,
  LOGO_SCALE,
  PREVIEW_SIZE,
  THUMBNAIL_SIZE,
  type QrErrorCorrectionLevel,
} from '../constants';

export interface QrPreset {
  size: number;
  errorCorrectionLevel: QrErrorCorrectionLevel;
  /** Quiet zone in modules. */
  margin: number;
  logoScale: number;
}

export const QR_PRESETS = {
  /** List thumbnail: 40 px, level L, no quiet zone (the table cell frames it). */
  thumbnail: { size: THUMBNAIL_SIZE, errorCorrectionLevel: 'L', margin: 0, logoScale: LOGO_SCALE },
  /** Editor preview: slider size (256 by default), level H since a logo may cover modules. */
  preview: {
    size: PREVIEW_SIZE.default,
    errorCorrectionLevel: 'H',
    margin: 4,
    logoScale: LOGO_SCALE,
  },
  /** Download from the list: 1000 x 1000 px PNG, level H, quiet zone included. */
  download: { size: DOWNLOAD_SIZE, errorCorrectionLevel: 'H', margin: 4, logoScale: LOGO_SCALE },
} as const satisfies Record<string, QrPreset>;

/**
 * 'qrcode_<sanitised url>_1000x1000.png'. Sanitised means: lowercased, every character other
 * than a-z and 0-9 replaced by '_' (one for one, so 'https://' becomes 'https___'), then cut
 * to the first 50 characters. The result is safe on every file system.
 */
export function qrDownloadFileName(
  url: string,
  size: number = DOWNLOAD_SIZE,
  /** A frame with a call to action makes the image taller than wide. */
  height: number = size,
): string {
  return `qrcode_${sanitiseForFileName(url)}_${size}x${height}.png`;
}

/** The vector download has no pixel size: 'qrcode_<sanitised url>.svg'. */
export function qrSvgFileName(url: string): string {
  return `qrcode_${sanitiseForFileName(url)}.svg`;
}

/** The print PDF: 'qrcode_<sanitised url or content>.pdf'. */
export function qrPdfFileName(label: string): string {
  return `qrcode_${sanitiseForFileName(label)}.pdf`;
}

function sanitiseForFileName(url: string): string {
  return url
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '_')
    .slice(0, DOWNLOAD_FILE_NAME_URL_CHARS);
}

/** The generator's download name, from the canvas dimensions: 'qrcode_256x256.png'. */
export function qrCanvasFileName(width: number, height: number): string {
  return `qrcode_${width}x${height}.png`;
}
