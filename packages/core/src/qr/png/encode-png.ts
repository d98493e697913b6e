// A minimal PNG writer: IHDR, optional PLTE/tRNS, one IDAT, IEND. The caller hands over
// unfiltered pixel rows, compressed either by the one-pass run/repeated-row encoder ('fast',
// the default, see compress-scanlines.ts) or filtered and deflated by fflate at level 9
// ('small': smaller files, several times slower). Pure TypeScript: Node, Electron, browsers.
import { zlibSync } from 'fflate';
import { crc32 } from './crc32';
import { compressScanlines } from './compress-scanlines';
import { filterScanlines } from './filter-scanlines';

export type PngCompression = 'fast' | 'small';

export type PngColorType = 'palette' | 'rgb' | 'rgba';

export interface PngHeader {
  width: number;
  height: number;
  colorType: PngColorType;
  /** 1, 2, 4 or 8 for palette; 8 for rgb/rgba. */
  bitDepth: number;
  /** RGB triplets, palette images only. */
  palette?: Uint8Array;
  /** Alpha per palette entry (tRNS), when any entry is translucent. */
  transparency?: Uint8Array;
}

const SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_TYPE_CODE: Record<PngColorType, number> = { palette: 3, rgb: 2, rgba: 6 };

/** Write a chunk (length, type, data, CRC) into `out` at `at`; returns where it ends. */
function writeChunk(out: Uint8Array, at: number, type: string, data: Uint8Array): number {
  const view = new DataView(out.buffer, out.byteOffset);
  view.setUint32(at, data.length);
  for (let i = 0; i < 4; i += 1) out[at + 4 + i] = type.charCodeAt(i);
  out.set(data, at + 8);
  view.setUint32(at + 8 + data.length, crc32(out, at + 4, at + 8 + data.length));
  return at + 12 + data.length;
}

/** Bytes of one scanline without its filter byte. */
export function scanlineBytes(header: Pick<PngHeader, 'width' | 'colorType' | 'bitDepth'>): number {
  const channels = header.colorType === 'rgba' ? 4 : header.colorType === 'rgb' ? 3 : 1;
  return Math.ceil((header.width * channels * header.bitDepth) / 8);
}

/** Bytes per complete pixel, as the Sub filter counts them (1 below 8 bits per sample). */
function bytesPerPixel(header: PngHeader): number {
  return header.colorType === 'rgba' ? 4 : header.colorType === 'rgb' ? 3 : 1;
}

/**
 * Encode unfiltered pixel rows (height x scanlineBytes) as a PNG file. `sameAsAbove`: rows the
 * caller copied from the row above (see compressScanlines).
 */
export function encodePng(
  header: PngHeader,
  pixels: Uint8Array,
  compression: PngCompression = 'fast',
  sameAsAbove?: Uint8Array,
): Uint8Array {
  const rowBytes = scanlineBytes(header);
  const bpp = bytesPerPixel(header);
  const compressed =
    compression === 'fast'
      ? compressScanlines(pixels, header.height, rowBytes, bpp, sameAsAbove)
      : zlibSync(filterScanlines(pixels, header.height, rowBytes, bpp), { level: 9 });
  return pngFile(header, compressed);
}

/** A PNG file around `compressed`, the zlib stream of the image's filtered scanlines. */
export function pngFile(header: PngHeader, compressed: Uint8Array): Uint8Array {
  const ihdr = new Uint8Array(13);
  const view = new DataView(ihdr.buffer);
  view.setUint32(0, header.width);
  view.setUint32(4, header.height);
  ihdr[8] = header.bitDepth;
  ihdr[9] = COLOR_TYPE_CODE[header.colorType];
  // ihdr[10..12]: compression 0 (deflate), filter method 0, no interlace.
  const chunks: [string, Uint8Array][] = [['IHDR', ihdr]];
  if (header.palette) chunks.push(['PLTE', header.palette]);
  if (header.transparency) chunks.push(['tRNS', header.transparency]);
  chunks.push(['IDAT', compressed], ['IEND', new Uint8Array(0)]);
  // One buffer for the file, each chunk written in place (the IDAT is most of it).
  const out = new Uint8Array(
    chunks.reduce((total, [, data]) => total + 12 + data.length, SIGNATURE.length),
  );
  out.set(SIGNATURE);
  let at = SIGNATURE.length;
  for (const [type, data] of chunks) at = writeChunk(out, at, type, data);
  return out;
}
