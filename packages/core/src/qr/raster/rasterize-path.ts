// Anti-aliased path filling for the PNG renderer: a path's curves are flattened into lines
// fine enough (0.1 px) that the result matches a browser canvas and resvg to the eye, and the
// lines accumulated into coverage cells (coverage-cells.ts: exact area, non-zero rule).
import type { Path } from '../geometry/path';
import { CoverageCells } from './coverage-cells';

/** Largest distance a flattened curve may stray from the true one, in pixels. */
const TOLERANCE = 0.1;

export class CoverageBuffer extends CoverageCells {
  /** Accumulate the path's edges (the last path is cleared first). */
  fill(path: Path): void {
    this.clear();
    let top = this.height;
    let bottom = 0;
    let left = this.width;
    let right = 0;
    let startX = 0;
    let startY = 0;
    let x = 0;
    let y = 0;
    const line = (toX: number, toY: number) => {
      this.addLine(x, y, toX, toY);
      top = Math.min(top, toY);
      bottom = Math.max(bottom, toY);
      left = Math.min(left, toX);
      right = Math.max(right, toX);
      x = toX;
      y = toY;
    };
    path.visit({
      moveTo: (mx, my) => {
        // An open subpath closes itself, as fills do in every renderer.
        if (x !== startX || y !== startY) line(startX, startY);
        startX = x = mx;
        startY = y = my;
        top = Math.min(top, my);
        bottom = Math.max(bottom, my);
        left = Math.min(left, mx);
        right = Math.max(right, mx);
      },
      lineTo: line,
      quadTo: (cx, cy, ex, ey) => {
        const dd = Math.hypot(x - 2 * cx + ex, y - 2 * cy + ey);
        const steps = Math.max(1, Math.ceil(Math.sqrt((0.25 * dd) / TOLERANCE)));
        const [x0, y0] = [x, y];
        for (let i = 1; i <= steps; i += 1) {
          const t = i / steps;
          const u = 1 - t;
          line(u * u * x0 + 2 * u * t * cx + t * t * ex, u * u * y0 + 2 * u * t * cy + t * t * ey);
        }
      },
      cubicTo: (ax, ay, bx, by, ex, ey) => {
        const dd = Math.max(
          Math.hypot(x - 2 * ax + bx, y - 2 * ay + by),
          Math.hypot(ax - 2 * bx + ex, ay - 2 * by + ey),
        );
        const steps = Math.max(1, Math.ceil(Math.sqrt((0.75 * dd) / TOLERANCE)));
        const [x0, y0] = [x, y];
        for (let i = 1; i <= steps; i += 1) {
          const t = i / steps;
          const u = 1 - t;
          const a = u * u * u;
          const b = 3 * u * u * t;
          const c = 3 * u * t * t;
          const d = t * t * t;
          line(a * x0 + b * ax + c * bx + d * ex, a * y0 + b * ay + c * by + d * ey);
        }
      },
      close: () => {
        if (x !== startX || y !== startY) line(startX, startY);
      },
    });
    if (x !== startX || y !== startY) line(startX, startY);
    this.setBounds(top, bottom, left, right);
  }
}
