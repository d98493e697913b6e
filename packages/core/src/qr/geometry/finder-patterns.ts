// The three finder patterns ("eyes"): 7 x 7 modules at the top-left, top-right and
// bottom-left corners of every QR code.

export const FINDER_SIDE = 7;

/** Top-left module (row, col) of each finder pattern. */
export function finderOrigins(moduleCount: number): [number, number][] {
  const far = moduleCount - FINDER_SIDE;
  return [
    [0, 0],
    [0, far],
    [far, 0],
  ];
}

/** True when module (row, col) belongs to a finder pattern. */
export function inFinder(moduleCount: number, row: number, col: number): boolean {
  const far = moduleCount - FINDER_SIDE;
  const top = row < FINDER_SIDE;
  const left = col < FINDER_SIDE;
  return (top && left) || (top && col >= far) || (left && row >= far);
}
