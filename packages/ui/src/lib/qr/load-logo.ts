// A code's logo, fetched from its URL (or a file just chosen) and decoded by the browser (PNG,
// JPEG and SVG alike): as an ImageBitmap for the canvas, as a data URL for the SVG, as file
// bytes (or pixels, for SVG) for the PDF, and as small RGBA pixels for the desktop's batch
// export (drawn in main, which has no image decoders).
import { DOWNLOAD_SIZE, LOGO_SCALE } from '@qrlink/core/constants';
import type { PdfLogo } from '@qrlink/core/qr/pdf/render-qr-pdf';
import type { SvgLogo } from '@qrlink/core/qr/render-qr-svg';
import type { ExportLogo } from '@/lib/platform/bridge-contract';

export async function fetchLogo(url: string): Promise<Blob> {
  const response = await fetch(url, { mode: 'cors' });
  if (!response.ok) throw new Error(`logo answered ${response.status}`);
  return response.blob();
}

/** An <img> decoded from the blob: reads SVG too, which createImageBitmap cannot. */
async function decodeImage(blob: Blob): Promise<HTMLImageElement> {
  const objectUrl = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = objectUrl;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}

async function bitmapOf(blob: Blob): Promise<ImageBitmap> {
  return blob.type === 'image/svg+xml'
    ? createImageBitmap(await decodeImage(blob))
    : createImageBitmap(blob);
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('logo unreadable'));
    reader.readAsDataURL(blob);
  });
}

export async function loadLogo(url: string): Promise<ImageBitmap> {
  return bitmapOf(await fetchLogo(url));
}

export async function loadSvgLogo(url: string): Promise<SvgLogo> {
  return svgLogoOf(await fetchLogo(url));
}

/** The logo as the SVG file embeds it: a data URL, so the file stands alone. */
export async function svgLogoOf(blob: Blob): Promise<SvgLogo> {
  const image = await decodeImage(blob);
  return { href: await dataUrlOf(blob), width: image.naturalWidth, height: image.naturalHeight };
}

/** Side of an SVG logo drawn into pixels for the PDF: sharp at 10 cm and 300 dpi. */
const PDF_SVG_LOGO_SIDE = 1024;

function startsWith(bytes: Uint8Array, signature: number[]): boolean {
  return signature.every((byte, at) => bytes[at] === byte);
}

/**
 * The logo as the PDF embeds it: PNG and JPEG files as they are (recognised by their bytes),
 * anything else (SVG) drawn into pixels first.
 */
export async function pdfLogoOf(blob: Blob): Promise<PdfLogo> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return { png: bytes };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { jpeg: bytes };
  const image = await decodeImage(blob);
  const width = image.naturalWidth || PDF_SVG_LOGO_SIDE;
  const height = image.naturalHeight || PDF_SVG_LOGO_SIDE;
  const scale = PDF_SVG_LOGO_SIDE / Math.max(width, height);
  return rasterise(image, Math.round(width * scale), Math.round(height * scale));
}

function rasterise(image: CanvasImageSource, width: number, height: number) {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas indisponível');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  return { width: canvas.width, height: canvas.height, data: new Uint8Array(pixels.data.buffer) };
}

/** The logo box of the 1000 px download: larger logos are reduced here, once per logo. */
const EXPORT_LOGO_SIDE = Math.round(DOWNLOAD_SIZE * LOGO_SCALE);

export async function loadExportLogo(
  id: string,
  url: string,
  /** The largest logo box its codes draw (a design may make the logo up to 30% of the side). */
  side: number = EXPORT_LOGO_SIDE,
): Promise<ExportLogo> {
  const blob = await fetchLogo(url);
  const bitmap = await bitmapOf(blob);
  const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
  const pixels = rasterise(
    bitmap,
    Math.round(bitmap.width * scale),
    Math.round(bitmap.height * scale),
  );
  return {
    id,
    width: pixels.width,
    height: pixels.height,
    rgba: pixels.data,
    svgHref: await dataUrlOf(blob),
  };
}
