// RGBA pixels (a designed code: anti-aliased shapes, gradients) straight to a zlib stream of
// PNG scanlines, read as 32-bit pixels rather than bytes. Rows are stored unfiltered and
// every pixel is a copy when it can be: of the pixel above (flat areas, vertical edges, the
// frame), above and one to the right or left (a diagonal gradient's rows are the row above
// shifted by a pixel), or to its left (a run). The copy in use is extended with one compare per
// pixel; only where it breaks are the others tried, and a pixel none of them gives is written
// as literals. This finds most of what a general LZ77 search would in such images, at a
// fraction of its cost, and a third of the tokens of run-length coding filtered rows (each
// level line of a gradient would break a run).
//
// The Adler-32 of the stream needs every byte, yet most rows are almost the row above: each
// row's sums are the previous row's plus what changed, so only pixels that differ from the
// one above are read byte by byte.
import * as adler from './adler32';
import * as tables from './deflate-tables';
import * as deflate from './dynamic-deflate-writer';

// Module-local copies: an imported binding can be a getter call per read once compiled to
// CommonJS (tsx, vitest), and addRepeat runs for every copy.
const adler32Combine = adler.adler32Combine;
const addRepeat = deflate.addRepeat;
const DynamicDeflateWriter = deflate.DynamicDeflateWriter;
const distanceIndex = tables.distanceIndex;
const MAX_DISTANCE = tables.MAX_DISTANCE;

const ADLER_BASE = 65521;
const FILTER_NONE = 0;

/** Copies, by where they copy from. */
const UP = 0;
const UP_RIGHT = 1;
const UP_LEFT = 2;
const LEFT = 3;

/**
 * Where `pixel` (at x in its row) can be copied from, or -1: `row`/`above` index the first
 * pixel of its row and of the row above (-1 when there is none to copy from). The pixel above
 * first: flat areas and vertical edges, the longest copies.
 */
function copySource(
  pixels: Int32Array,
  pixel: number,
  x: number,
  row: number,
  above: number,
  width: number,
): number {
  if (above >= 0) {
    if (pixels[above + x] === pixel) return UP;
    if (x + 1 < width && pixels[above + x + 1] === pixel) return UP_RIGHT;
    if (x > 0 && pixels[above + x - 1] === pixel) return UP_LEFT;
  }
  if (x > 0 && pixels[row + x - 1] === pixel) return LEFT;
  return -1;
}

/** What one row's compression needs of the image and of the stream, the same for every row. */
interface RowContext {
  pixels: Int32Array;
  width: number;
  channels: 3 | 4;
  stride: number;
  writer: InstanceType<typeof DynamicDeflateWriter>;
  /** Distance in bytes, and its code, of each copy (by UP, UP_RIGHT, UP_LEFT, LEFT). */
  distances: number[];
  codes: number[];
}

/**
 * The row sums carried from one row to the next (compressRow): the sum of the row's bytes
 * (filter byte included) and the sum of each times the number of bytes from it to the row's
 * end, the row's Adler-32 before the modulo. Exact integers.
 */
const rowSums = new Float64Array(2);

/**
 * `pixels`: height rows of width RGBA pixels as 32-bit words (little-endian: r in the low
 * byte); `channels`: 4 to write RGBA, 3 to write RGB (alpha dropped; every alpha must then be
 * 255, so that equal RGB means equal words). `sameAsAbove[y]` = 1 is the caller's word that
 * row y equals row y - 1: it is copied whole, unread. Returns the zlib stream of the scanlines,
 * filter None, height x (1 + width x channels) bytes.
 */
export function compressRgbaRows(
  pixels: Int32Array,
  width: number,
  height: number,
  channels: 3 | 4,
  sameAsAbove?: Uint8Array,
): Uint8Array {
  const stride = 1 + width * channels;
  // A row adds at most one token per byte, and a block holds two rows at least.
  const writer = new DynamicDeflateWriter(height * stride, 2 * stride);
  const distances = [stride, stride - channels, stride + channels, channels];
  const context: RowContext = {
    pixels,
    width,
    channels,
    stride,
    writer,
    distances,
    codes: distances.map((distance) => distanceIndex(Math.min(distance, MAX_DISTANCE))),
  };
  // Copies from the row above need it inside deflate's 32 KiB window (rows up to 8191 pixels).
  const copyRows = stride + channels <= MAX_DISTANCE;
  let adler = 1;
  let count = 0;
  for (let y = 0; y < height; y += 1) {
    writer.count = count;
    writer.makeRoom(stride);
    const above = y > 0 && copyRows ? (y - 1) * width : -1;
    // A row of its own, not a stretch of one long loop: V8 optimises a function that is called
    // often before its first image is done, where a loop inside a long call was compiled on
    // the stack (OSR) and fell back out of that code at its exits, hundreds of times over the
    // first images, some of which ran half again as long as the rest.
    count = compressRow(
      context,
      writer.count,
      y * width,
      above,
      above >= 0 && sameAsAbove?.[y] === 1,
    );
    // Fold the row into the stream's checksum: its own Adler-32 is 1 + sum, stride + weighted.
    const rowAdler =
      ((stride + (rowSums[1] as number)) % ADLER_BASE) * 65536 +
      ((1 + (rowSums[0] as number)) % ADLER_BASE);
    adler = adler32Combine(adler, rowAdler, stride);
  }
  writer.count = count;
  return writer.finish(adler);
}

/**
 * One row's filter byte and pixels as tokens from index `count` (room made for them); returns
 * the new count. `row`/`above` index the first pixel of the row and of the row above (-1 when
 * there is none to copy from); `whole`: the row equals the one above. Updates rowSums.
 */
function compressRow(
  context: RowContext,
  count: number,
  row: number,
  above: number,
  whole: boolean,
): number {
  const { pixels, width, channels, stride, writer, distances, codes } = context;
  const { tokens, literalCounts } = writer;
  tokens[count] = FILTER_NONE;
  literalCounts[FILTER_NONE] = (literalCounts[FILTER_NONE] as number) + 1;
  count += 1;
  let sum = rowSums[0] as number;
  let weighted = rowSums[1] as number;
  if (above < 0) {
    // No row above to start from: the row's sums byte by byte.
    sum = 0;
    weighted = 0;
    for (let x = 0; x < width; x += 1) {
      const pixel = pixels[row + x] as number;
      for (let lane = 0; lane < channels; lane += 1) {
        const byte = (pixel >>> (8 * lane)) & 0xff;
        sum += byte;
        weighted += (stride - 1 - channels * x - lane) * byte;
      }
    }
  }
  // The copy being extended, and how many pixels it covers so far. A row equal to the one
  // above is one copy, and its sums are the row above's.
  let source = UP;
  let run = 0;
  let x = 0;
  if (whole) {
    run = width;
    x = width;
  }
  while (x < width) {
    // Extend the copy in use. The row sums change only where a pixel is not the one above.
    if (source === UP && above >= 0) {
      const start = x;
      while (x < width && pixels[row + x] === pixels[above + x]) x += 1;
      run += x - start;
    } else if (source !== UP) {
      const from = source === UP_RIGHT ? above + 1 : source === UP_LEFT ? above - 1 : row - 1;
      const end = source === UP_RIGHT ? width - 1 : width;
      while (x < end) {
        const pixel = pixels[row + x] as number;
        if (pixel !== pixels[from + x]) break;
        if (above >= 0) {
          const up = pixels[above + x] as number;
          if (pixel !== up) {
            const change = byteSum(pixel, channels) - byteSum(up, channels);
            sum += change;
            weighted +=
              (stride - 1 - channels * x) * change -
              (laneWeight(pixel, channels) - laneWeight(up, channels));
          }
        }
        x += 1;
        run += 1;
      }
    }
    if (run > 0) {
      count = addRepeat(
        writer,
        count,
        run * channels,
        distances[source] as number,
        codes[source] as number,
      );
      run = 0;
    }
    if (x === width) break;
    // The copy broke at x: take another, or write the pixel's bytes. The row sums change as
    // in the copy loop above, written out again rather than through a helper: this loop is
    // the encoder's cost, and a helper would have to hand both sums back.
    const pixel = pixels[row + x] as number;
    if (above >= 0) {
      const up = pixels[above + x] as number;
      if (pixel !== up) {
        const change = byteSum(pixel, channels) - byteSum(up, channels);
        sum += change;
        weighted +=
          (stride - 1 - channels * x) * change -
          (laneWeight(pixel, channels) - laneWeight(up, channels));
      }
    }
    const next = copySource(pixels, pixel, x, row, above, width);
    if (next >= 0) {
      source = next;
      run = 1;
    } else {
      for (let lane = 0; lane < channels; lane += 1) {
        const byte = (pixel >>> (8 * lane)) & 0xff;
        tokens[count] = byte;
        literalCounts[byte] = (literalCounts[byte] as number) + 1;
        count += 1;
      }
    }
    x += 1;
  }
  if (run > 0) {
    count = addRepeat(
      writer,
      count,
      run * channels,
      distances[source] as number,
      codes[source] as number,
    );
  }
  rowSums[0] = sum;
  rowSums[1] = weighted;
  return count;
}

/** The sum of a pixel's bytes (its first `channels`). */
function byteSum(pixel: number, channels: number): number {
  const rgb = (pixel & 0xff) + ((pixel >>> 8) & 0xff) + ((pixel >>> 16) & 0xff);
  return channels === 4 ? rgb + (pixel >>> 24) : rgb;
}

/**
 * Each byte of a pixel times its index in the pixel: a byte's distance to the row's end, in
 * the Adler-32's weighted sum, is the pixel's less that index.
 */
function laneWeight(pixel: number, channels: number): number {
  const gb = ((pixel >>> 8) & 0xff) + 2 * ((pixel >>> 16) & 0xff);
  return channels === 4 ? gb + 3 * (pixel >>> 24) : gb;
}
