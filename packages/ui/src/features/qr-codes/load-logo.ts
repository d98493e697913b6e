// A code's logo, fetched from its URL and decoded by the browser (PNG, JPEG and SVG alike):
// as an ImageBitmap for the canvas, as a data URL for the SVG, and as small RGBA pixels for
// the desktop's batch export (drawn in main, which has no image decoders).
import { DOWNLOAD_SIZE, LOGO_SCALE } from '@qrlink/core/constants';
import type { ExportLogo } from '@/lib/platform/bridge-contract';
import type { SvgLogo } from '@qrlink/core/qr/render-qr-svg';

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
  const blob = await fetchLogo(url);
  const image = await decodeImage(blob);
  return { href: await dataUrlOf(blob), width: image.naturalWidth, height: image.naturalHeight };
}

/** The logo box of the 1000 px download: larger logos are reduced here, once per logo. */
const EXPORT_LOGO_SIDE = Math.round(DOWNLOAD_SIZE * LOGO_SCALE);

export async function loadExportLogo(id: string, url: string): Promise<ExportLogo> {
  const blob = await fetchLogo(url);
  const bitmap = await bitmapOf(blob);
  const scale = Math.min(1, EXPORT_LOGO_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas indisponível');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  const rgba = new Uint8Array(context.getImageData(0, 0, width, height).data.buffer);
  return { id, width, height, rgba, svgHref: await dataUrlOf(blob) };
}
