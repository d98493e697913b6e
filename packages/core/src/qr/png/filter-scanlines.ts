// PNG filtering of raw pixel rows for a general-purpose deflater ('small' compression): a row
// identical to the one above gets filter Up (all zeros), any other row gets filter Sub (each
// byte minus the one a pixel to its left, so a run of equal pixels becomes zeros).

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
    const row = y * rowBytes;
    const target = y * stride;
    if (y > 0 && sameAsPrevious(pixels, row, rowBytes)) {
      out[target] = 2; // Up; the zeros are already there
      continue;
    }
    out[target] = 1; // Sub
    for (let x = 0; x < rowBytes; x += 1) {
      const left = x >= bpp ? (pixels[row + x - bpp] ?? 0) : 0;
      out[target + 1 + x] = ((pixels[row + x] ?? 0) - left) & 0xff;
    }
  }
  return out;
}

function sameAsPrevious(pixels: Uint8Array, row: number, rowBytes: number): boolean {
  for (let x = 0; x < rowBytes; x += 1) {
    if (pixels[row + x] !== pixels[row - rowBytes + x]) return false;
  }
  return true;
}
