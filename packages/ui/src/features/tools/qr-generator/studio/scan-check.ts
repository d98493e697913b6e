// The scan-safety check in the browser (docs/product/qr-studio.md, "The QR studio"): the design is
// drawn exactly as the preview and the downloads draw it, at the sizes core checks (a small print
// and a comfortable one), and each drawing is read back with jsQR; core's static rules (contrast,
// logo size, quiet zone...) are added. A code that does not read back is refused.
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import { qrImageSize, resolveQr } from '@qrlink/core/qr/qr-render-options';
import { renderQrToCanvas, type CanvasLogo } from '@qrlink/core/qr/render-qr-canvas';
import { decodeInWorker } from './scan-decoder';
import { SCAN_CHECK_SIZES, staticScanWarnings } from '@qrlink/core/qr/safety/scan-rules';
import type { ScanWarning } from '@qrlink/core/qr/safety/scan-warnings';

export type { ScanWarning };

export interface ScanCheckInput {
  text: string;
  design: QrDesign;
  logo: CanvasLogo | null;
}

function drawnPixels(input: ScanCheckInput, size: number): ImageData | null {
  const options = { text: input.text, size, design: input.design, logo: input.logo };
  const { width, height } = qrImageSize(options);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || typeof context.getImageData !== 'function') return null;
  renderQrToCanvas(context, options);
  try {
    return context.getImageData(0, 0, width, height);
  } catch {
    // A logo served without CORS taints the canvas: its pixels cannot be read back.
    return null;
  }
}

/** The static rules' warnings, and the drawings to decode (none without readable pixels). */
function drawForCheck(input: ScanCheckInput): { rules: ScanWarning[]; images: ImageData[] } {
  const hasLogo = Boolean(input.logo);
  const rules = staticScanWarnings(
    resolveQr({ text: input.text, size: SCAN_CHECK_SIZES[1], design: input.design }, hasLogo),
  );
  const images: ImageData[] = [];
  for (const size of SCAN_CHECK_SIZES) {
    const pixels = drawnPixels(input, size);
    // Without readable pixels (no canvas) only the static rules can speak.
    if (!pixels) return { rules, images: [] };
    images.push(pixels);
  }
  return { rules, images };
}

/**
 * Every warning for the design; 'unreadable' (severity 'error') when a drawing did not decode.
 * The decoder (jsQR, about 40 KB compressed) is loaded here, when the page itself must decode:
 * the studio's first load leaves it to the worker.
 */
export async function checkScanInBrowser(input: ScanCheckInput): Promise<ScanWarning[]> {
  const { rules, images } = drawForCheck(input);
  if (!images.length) return rules;
  const { decodeScanImages } = await import('@qrlink/core/qr/safety/scan-safety');
  return [...decodeScanImages(input.text, images), ...rules];
}

/**
 * checkScanInBrowser with the decoding in a worker (scan-decode.worker.ts); on the page itself
 * where a worker cannot start (the component tests' DOM) or has failed.
 */
export async function checkScanInBackground(input: ScanCheckInput): Promise<ScanWarning[]> {
  const { rules, images } = drawForCheck(input);
  if (!images.length) return rules;
  const decoded = await decodeInWorker(input.text, images);
  // Drawn again: the first drawings may have gone to a worker that then failed.
  return decoded ? [...decoded, ...rules] : checkScanInBrowser(input);
}

/** The decode failed: saving and downloading are refused. */
export function isUnreadable(warnings: readonly ScanWarning[]): boolean {
  return warnings.some((warning) => warning.severity === 'error');
}
