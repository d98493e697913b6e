// The two row operations both scanline encoders share (filter-scanlines, compress-scanlines):
// "is this row the same as the one above?" and PNG filter Sub.

/**
 * True when pixel row `row` equals the row above it. `words`, a Uint32Array view of the same
 * pixels (only when rows and the buffer are 4-byte aligned), compares four bytes at a time.
 */
export function rowsEqual(
  pixels: Uint8Array,
  words: Uint32Array | null,
  row: number,
  rowBytes: number,
): boolean {
  if (words) {
    const start = (row * rowBytes) >> 2;
    const previous = start - (rowBytes >> 2);
    for (let i = 0; i < rowBytes >> 2; i += 1)
      if (words[start + i] !== words[previous + i]) return false;
    return true;
  }
  const start = row * rowBytes;
  for (let i = 0; i < rowBytes; i += 1)
    if (pixels[start + i] !== pixels[start - rowBytes + i]) return false;
  return true;
}

/** Into `into` (1 + rowBytes bytes): filter byte 1 (Sub), then each byte minus the one a pixel to its left. */
export function subFilter(
  pixels: Uint8Array,
  row: number,
  rowBytes: number,
  bpp: number,
  into: Uint8Array,
): void {
  const start = row * rowBytes;
  into[0] = 1;
  for (let x = 0; x < rowBytes; x += 1) {
    const left = x >= bpp ? (pixels[start + x - bpp] ?? 0) : 0;
    into[x + 1] = ((pixels[start + x] ?? 0) - left) & 0xff;
  }
}
