// PNG filtering of raw pixel rows for a general-purpose deflater ('small' compression): a row
// identical to the one above gets filter Up (all zeros), any other row gets filter Sub (each
// byte minus the one a pixel to its left, so a run of equal pixels becomes zeros).
import { rowsEqual, subFilter } from './scanline-rows';

/**
 * `pixels`: height rows of `rowBytes` bytes, unfiltered. `bpp`: bytes per complete pixel,
 * 1 for bit depths below 8. Returns height x (1 + rowBytes) bytes ready for deflate.
 */
export function filterScanlines(
  pixels: Uint8Array,
  height: number,
  rowBytes: number,
  bpp: number,
): Uint8Array {
  const stride = rowBytes + 1;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const line = out.subarray(y * stride, (y + 1) * stride);
    if (y > 0 && rowsEqual(pixels, null, y, rowBytes)) {
      line[0] = 2; // Up; the zeros are already there
      continue;
    }
    subFilter(pixels, y, rowBytes, bpp, line);
  }
  return out;
}
