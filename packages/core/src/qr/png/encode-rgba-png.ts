// RGBA pixels (a rendered scene, a logo for the PDF) as a PNG file: RGB when every pixel is
// opaque (a quarter smaller), RGBA otherwise. 'fast' reads the pixels as 32-bit words and
// writes each as a copy of a neighbour when it can, with Huffman codes fitted to the image
// (compress-rgba-rows.ts); 'small' goes through fflate at level 9 (encode-png.ts).
import { compressRgbaRows } from './compress-rgba-rows';
import { encodePng, pngFile, type PngCompression } from './encode-png';
import { LITTLE_ENDIAN } from '../rgba-words';

export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  /** Rows known to equal the row above (1), from the painter: copied without comparing. */
  sameAsAbove?: Uint8Array;
}

/** The pixels as little-endian 32-bit words: a view when possible, else a packed copy. */
function pixelWords(data: Uint8ClampedArray, count: number): Int32Array {
  if (LITTLE_ENDIAN && data.byteOffset % 4 === 0) {
    return new Int32Array(data.buffer, data.byteOffset, count);
  }
  const words = new Int32Array(count);
  for (let i = 0; i < count; i += 1) {
    const at = i * 4;
    words[i] =
      (data[at] as number) |
      ((data[at + 1] as number) << 8) |
      ((data[at + 2] as number) << 16) |
      ((data[at + 3] as number) << 24);
  }
  return words;
}

/** Whether every pixel's alpha is 255 (the top byte of each word). */
function allOpaque(words: Int32Array): boolean {
  for (let i = 0; i < words.length; i += 1) if ((words[i] as number) >>> 24 !== 255) return false;
  return true;
}

export function encodeRgbaPng(image: RgbaPixels, compression?: PngCompression): Uint8Array {
  const { width, height, data, sameAsAbove } = image;
  if (compression === 'small') return encodeSmall(image);
  const words = pixelWords(data, width * height);
  const opaque = allOpaque(words);
  return pngFile(
    { width, height, colorType: opaque ? 'rgb' : 'rgba', bitDepth: 8 },
    compressRgbaRows(words, width, height, opaque ? 3 : 4, sameAsAbove),
  );
}

function encodeSmall({ width, height, data }: RgbaPixels): Uint8Array {
  let opaque = true;
  for (let at = 3; at < data.length && opaque; at += 4) opaque = data[at] === 255;
  if (!opaque) {
    return encodePng(
      { width, height, colorType: 'rgba', bitDepth: 8 },
      new Uint8Array(data.buffer, data.byteOffset, data.length),
      'small',
    );
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let from = 0, to = 0; from < data.length; from += 4, to += 3) {
    rgb[to] = data[from] ?? 0;
    rgb[to + 1] = data[from + 1] ?? 0;
    rgb[to + 2] = data[from + 2] ?? 0;
  }
  return encodePng({ width, height, colorType: 'rgb', bitDepth: 8 }, rgb, 'small');
}
