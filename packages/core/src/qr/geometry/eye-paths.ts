// The finder patterns ("eyes") in their own shapes: a 7-module frame ring and a 3-module
// ball. Scanners find a code by these, so every shape keeps the 1:1:3:1:1 proportions along
// the middle row and column.
import type { EyeShape } from '../design/qr-design-options';
import type { Box } from './box';
import { FINDER_SIDE, finderOrigins } from './finder-patterns';
import type { ModuleGrid } from './module-grid';
import { Path } from './path';

/** Corner radius of rounded eyes, in modules: frame outline, frame hole, ball. */
const ROUNDED_RADIUS = { frame: 2, hole: 1, ball: 1 } as const;

function shapeInto(path: Path, box: Box, shape: EyeShape, radius: number, hole: boolean) {
  const { x, y, width, height } = box;
  if (shape === 'circle') {
    path.circle(x + width / 2, y + height / 2, Math.min(width, height) / 2, hole);
    return;
  }
  const r = shape === 'rounded' ? radius : 0;
  path.roundedRect(x, y, width, height, [r, r, r, r], hole);
}

export interface EyePaths {
  frames: Path;
  balls: Path;
}

export function eyePaths(grid: ModuleGrid, frameShape: EyeShape, ballShape: EyeShape): EyePaths {
  const frames = new Path();
  const balls = new Path();
  for (const [row, col] of finderOrigins(grid.count)) {
    const outer = grid.span(row, col, FINDER_SIDE);
    const module = outer.width / FINDER_SIDE;
    shapeInto(frames, outer, frameShape, module * ROUNDED_RADIUS.frame, false);
    const hole = grid.span(row + 1, col + 1, FINDER_SIDE - 2);
    shapeInto(frames, hole, frameShape, module * ROUNDED_RADIUS.hole, true);
    const ball = grid.span(row + 2, col + 2, 3);
    shapeInto(balls, ball, ballShape, module * ROUNDED_RADIUS.ball, false);
  }
  return { frames, balls };
}
