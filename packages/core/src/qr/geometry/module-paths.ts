// The data modules as one path per shape. Finder patterns are drawn apart (eye-paths.ts).
// Shapes keep to their cell, so neighbours never overlap and a one-path fill has no seams.
import type { ModuleShape } from '../design/qr-design-options';
import type { ModuleGrid } from './module-grid';
import { Path } from './path';

/** Dots are slightly smaller than their cell so neighbours read as separate dots. */
const DOT_DIAMETER = 0.9;

export function modulePath(grid: ModuleGrid, shape: ModuleShape): Path {
  const path = new Path();
  if (shape === 'square') {
    squareRuns(grid, path);
    return path;
  }
  for (let row = 0; row < grid.count; row += 1) {
    for (let col = 0; col < grid.count; col += 1) {
      if (!grid.isData(row, col)) continue;
      const { x, y, width, height } = grid.cell(row, col);
      const radius = Math.min(width, height) / 2;
      // Scanners fit alignment patterns as solid rings: as separate dots they are often
      // missed, so a dotted code draws them connected and rounded.
      if (shape === 'dots' && !grid.isAlignment(row, col)) {
        path.circle(x + width / 2, y + height / 2, (Math.min(width, height) * DOT_DIAMETER) / 2);
        continue;
      }
      const up = grid.isData(row - 1, col);
      const down = grid.isData(row + 1, col);
      const left = grid.isData(row, col - 1);
      const right = grid.isData(row, col + 1);
      // Rounded: every corner with no neighbour on either side; classy: only the top-left
      // and bottom-right ones, a leaf-like cut.
      const all = shape !== 'classy';
      path.roundedRect(x, y, width, height, [
        cornerRadius(up, left, true, radius),
        cornerRadius(up, right, all, radius),
        cornerRadius(down, right, true, radius),
        cornerRadius(down, left, all, radius),
      ]);
    }
  }
  return path;
}

/**
 * A corner's radius: rounded when allowed and neither neighbour beside it is dark. (A function,
 * not a closure per module: hundreds of modules per code, each closure an allocation.)
 */
function cornerRadius(a: boolean, b: boolean, allowed: boolean, radius: number): number {
  return allowed && !a && !b ? radius : 0;
}

/** Square modules as one rectangle per horizontal run (about 3x fewer shapes). */
function squareRuns(grid: ModuleGrid, path: Path): void {
  for (let row = 0; row < grid.count; row += 1) {
    let col = 0;
    while (col < grid.count) {
      if (!grid.isData(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (grid.isData(row, col)) col += 1;
      const x = grid.x(start);
      const y = grid.y(row);
      path.rect(x, y, grid.x(col) - x, grid.y(row + 1) - y);
    }
  }
}
