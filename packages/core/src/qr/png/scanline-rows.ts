// The two row operations both scanline encoders share (filter-scanlines, compress-scanlines):
// "is this row the same as the one above?" (or where does it differ) and PNG filter Sub.

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

/**
 * Where pixel row `row` differs from the row above: the byte range [from, to) from its first
 * to its last difference (word-aligned when `words` is given), or null when the rows are equal.
 */
export function changedSpan(
  pixels: Uint8Array,
  words: Uint32Array | null,
  row: number,
  rowBytes: number,
): { from: number; to: number } | null {
  if (words) {
    const count = rowBytes >> 2;
    const start = (row * rowBytes) >> 2;
    const above = start - count;
    let first = 0;
    while (first < count && words[start + first] === words[above + first]) first += 1;
    if (first === count) return null;
    let last = count - 1;
    while (words[start + last] === words[above + last]) last -= 1;
    return { from: first * 4, to: last * 4 + 4 };
  }
  const start = row * rowBytes;
  let first = 0;
  while (first < rowBytes && pixels[start + first] === pixels[start - rowBytes + first]) first += 1;
  if (first === rowBytes) return null;
  let last = rowBytes - 1;
  while (pixels[start + last] === pixels[start - rowBytes + last]) last -= 1;
  return { from: first, to: last + 1 };
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
