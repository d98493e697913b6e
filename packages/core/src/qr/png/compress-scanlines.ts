// PNG scanlines straight to a zlib stream, fast, for images made of runs and repeated rows
// (a QR code is both). Each row gets filter Sub (a run of equal pixels becomes zeros); a row
// equal to the one above is then byte-identical to the previous filtered row and is written as
// one copy of `stride` bytes, without filtering, scanning or checksumming it again. Other rows
// are run-length coded (zlib's Z_RLE strategy: distance-1 matches, literals otherwise).
import { adler32, adler32Combine } from './adler32';
import { FixedHuffmanWriter, MAX_DISTANCE, MIN_MATCH } from './deflate-writer';
import { rowsEqual, subFilter } from './scanline-rows';

function writeRuns(writer: FixedHuffmanWriter, line: Uint8Array): void {
  let i = 0;
  while (i < line.length) {
    const byte = line[i] ?? 0;
    if (i === 0 || byte !== line[i - 1]) {
      writer.literal(byte);
      i += 1;
      continue;
    }
    let run = 1;
    while (i + run < line.length && line[i + run] === byte) run += 1;
    writer.copy(run, 1, line, i);
    i += run;
  }
}

/** `pixels`: height rows of `rowBytes` unfiltered bytes; `bpp`: bytes per pixel (1 below 8 bits). */
export function compressScanlines(
  pixels: Uint8Array,
  height: number,
  rowBytes: number,
  bpp: number,
): Uint8Array {
  const stride = rowBytes + 1;
  const writer = new FixedHuffmanWriter(height * stride);
  const aligned = rowBytes % 4 === 0 && pixels.byteOffset % 4 === 0;
  const words = aligned
    ? new Uint32Array(pixels.buffer, pixels.byteOffset, (height * rowBytes) >> 2)
    : null;
  const line = new Uint8Array(stride);
  let lineAdler = 1;
  let adler = 1;
  for (let y = 0; y < height; y += 1) {
    const repeat = y > 0 && stride <= MAX_DISTANCE && rowsEqual(pixels, words, y, rowBytes);
    if (repeat && stride >= MIN_MATCH) {
      writer.copy(stride, stride, line, 0);
    } else {
      if (!repeat) {
        subFilter(pixels, y, rowBytes, bpp, line);
        lineAdler = adler32(line);
      }
      writeRuns(writer, line);
    }
    adler = adler32Combine(adler, lineAdler, stride);
  }
  return writer.finish(adler);
}
