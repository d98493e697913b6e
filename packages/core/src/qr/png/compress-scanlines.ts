// PNG scanlines straight to a zlib stream, fast, for images made of runs and repeated rows
// (a QR code is both). Each row gets filter Sub (a run of equal pixels becomes zeros). A row
// equal to the one above is byte-identical to the previous filtered row and is written as one
// copy of `stride` bytes, without filtering, scanning or checksumming it again. A row that
// differs from the one above only in a span (a logo's rows cross the code's modules) is
// filtered and written only there, with its unchanged ends copied from the row above. The
// rest is run-length coded (zlib's Z_RLE strategy: distance-1 matches, literals otherwise).
import { adler32, adler32Combine } from './adler32';
import { FixedHuffmanWriter, MAX_DISTANCE, MIN_MATCH } from './deflate-writer';
import { changedSpan, subFilter } from './scanline-rows';

const ADLER_BASE = 65521;

function writeRuns(writer: FixedHuffmanWriter, line: Uint8Array, from: number, to: number): void {
  let i = from;
  while (i < to) {
    const byte = line[i] ?? 0;
    if (i === 0 || byte !== line[i - 1]) {
      writer.literal(byte);
      i += 1;
      continue;
    }
    let run = 1;
    while (i + run < to && line[i + run] === byte) run += 1;
    writer.copy(run, 1, line, i);
    i += run;
  }
}

/**
 * Re-filter pixel bytes [from, to) of `row` into `line` (which holds the row above, filtered)
 * and return the line's Adler-32 updated by the bytes that changed: A moves by each change, B
 * by each change times the number of bytes from it to the end of the line.
 */
function refilterSpan(
  pixels: Uint8Array,
  row: number,
  rowBytes: number,
  bpp: number,
  span: { from: number; to: number },
  line: Uint8Array,
  lineAdler: number,
): number {
  const start = row * rowBytes;
  const stride = rowBytes + 1;
  let sumA = 0;
  let sumB = 0;
  for (let x = span.from; x < span.to; x += 1) {
    const left = x >= bpp ? (pixels[start + x - bpp] ?? 0) : 0;
    const value = ((pixels[start + x] ?? 0) - left) & 0xff;
    const change = value - (line[x + 1] ?? 0);
    if (change !== 0) {
      sumA += change;
      sumB += change * (stride - x - 1);
      line[x + 1] = value;
    }
  }
  const a = ((((lineAdler & 0xffff) + sumA) % ADLER_BASE) + ADLER_BASE) % ADLER_BASE;
  const b = ((((lineAdler >>> 16) + sumB) % ADLER_BASE) + ADLER_BASE) % ADLER_BASE;
  return ((b << 16) | a) >>> 0;
}

/**
 * `pixels`: height rows of `rowBytes` unfiltered bytes; `bpp`: bytes per pixel (1 below 8 bits).
 * `sameAsAbove[y]` = 1 is the caller's word that row y equals row y - 1 (it copied it), so the
 * comparison is skipped; rows without it are compared.
 */
export function compressScanlines(
  pixels: Uint8Array,
  height: number,
  rowBytes: number,
  bpp: number,
  sameAsAbove?: Uint8Array,
): Uint8Array {
  const stride = rowBytes + 1;
  const writer = new FixedHuffmanWriter(height * stride);
  const aligned = rowBytes % 4 === 0 && pixels.byteOffset % 4 === 0;
  const words = aligned
    ? new Uint32Array(pixels.buffer, pixels.byteOffset, (height * rowBytes) >> 2)
    : null;
  // Copies from the row above need it inside the deflate window, and long enough to match.
  const copiesRows = stride <= MAX_DISTANCE && stride >= MIN_MATCH;
  const line = new Uint8Array(stride);
  let lineAdler = 1;
  let adler = 1;
  for (let y = 0; y < height; y += 1) {
    const changed =
      y === 0 || stride > MAX_DISTANCE
        ? 1
        : sameAsAbove?.[y] === 1
          ? null
          : changedSpan(pixels, words, y, rowBytes);
    if (changed === null) {
      if (copiesRows) writer.copy(stride, stride, line, 0);
      else writeRuns(writer, line, 0, stride);
    } else if (changed !== 1 && copiesRows) {
      // Bytes after the last change also differ once filtered (their left pixel changed).
      const span = { from: changed.from, to: Math.min(rowBytes, changed.to + bpp) };
      lineAdler = refilterSpan(pixels, y, rowBytes, bpp, span, line, lineAdler);
      writer.copy(span.from + 1, stride, line, 0);
      writeRuns(writer, line, span.from + 1, span.to + 1);
      writer.copy(stride - span.to - 1, stride, line, span.to + 1);
    } else {
      subFilter(pixels, y, rowBytes, bpp, line);
      lineAdler = adler32(line);
      writeRuns(writer, line, 0, stride);
    }
    adler = adler32Combine(adler, lineAdler, stride);
  }
  return writer.finish(adler);
}
