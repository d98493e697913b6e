// The alignment patterns of QR versions 2 and up (ISO/IEC 18004 annex E): 5 x 5 squares that
// scanners use to correct perspective. Their centres sit on every pair of these row/column
// coordinates, except the three pairs that fall on a finder pattern.

/** Row/column coordinates of alignment pattern centres for `version`. */
export function alignmentCoordinates(version: number): number[] {
  if (version < 2) return [];
  const count = Math.floor(version / 7) + 2;
  const size = version * 4 + 17;
  // Spacing is even and as regular as the symbol allows; version 32 is the one exception.
  const interval = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const coordinates = [size - 7];
  for (let i = 1; i < count - 1; i += 1) coordinates.push((coordinates[i - 1] ?? 0) - interval);
  coordinates.push(6);
  return coordinates.reverse();
}

/** A lookup of the modules that belong to an alignment pattern. */
export function alignmentMask(version: number, moduleCount: number): Uint8Array {
  const mask = new Uint8Array(moduleCount * moduleCount);
  const coordinates = alignmentCoordinates(version);
  const last = coordinates.length - 1;
  coordinates.forEach((row, i) => {
    coordinates.forEach((col, j) => {
      const onFinder = (i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0);
      if (onFinder) return;
      for (let r = row - 2; r <= row + 2; r += 1) {
        for (let c = col - 2; c <= col + 2; c += 1) mask[r * moduleCount + c] = 1;
      }
    });
  });
  return mask;
}
