// Exact-area anti-aliased path filling for the PNG renderer (the signed-area accumulation of
// font-rs / stb_truetype 2): each edge adds the area it covers to an accumulation buffer, and
// a running sum along each row gives every pixel's coverage. Curves are flattened into lines
// fine enough (0.1 px) that the result matches a browser canvas and resvg to the eye.
//
// Coverage is |winding| clamped to 1: the non-zero rule, so rings (outline clockwise, hole
// counter-clockwise) and overlapping shapes fill as in SVG, canvas and PDF.
import type { Path } from '../geometry/path';

/** Largest distance a flattened curve may stray from the true one, in pixels. */
const TOLERANCE = 0.1;

export class CoverageBuffer {
  /** Rows of `stride` = width + 1 cells: an edge on the right border spills into the last one. */
  readonly cells: Float32Array;
  readonly stride: number;
  /** Rows [top, bottom) and columns [left, right) touched by the last path. */
  top = 0;
  bottom = 0;
  left = 0;
  right = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width + 1;
    this.cells = new Float32Array(this.stride * height);
  }

  /** Forget the last path (only the rows it touched). */
  clear(): void {
    this.cells.fill(0, this.top * this.stride, this.bottom * this.stride);
    this.top = 0;
    this.bottom = 0;
  }

  /** Accumulate the path's edges (after `clear`). */
  fill(path: Path): void {
    let top = this.height;
    let bottom = 0;
    let left = this.width;
    let right = 0;
    let startX = 0;
    let startY = 0;
    let x = 0;
    let y = 0;
    const line = (toX: number, toY: number) => {
      this.line(x, y, toX, toY);
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
    this.top = Math.max(0, Math.floor(top));
    this.bottom = Math.min(this.height, Math.ceil(bottom));
    this.left = Math.max(0, Math.floor(left));
    // An edge's area reaches one cell right of it.
    this.right = Math.min(this.width, Math.ceil(right) + 1);
  }

  /** Add the signed area one edge covers to the cells it crosses. */
  private line(fromX: number, fromY: number, toX: number, toY: number): void {
    if (fromY === toY) return;
    const { width, height, cells, stride } = this;
    const clampX = (value: number) => Math.min(width, Math.max(0, value));
    const down = fromY < toY;
    const direction = down ? 1 : -1;
    const x0 = clampX(down ? fromX : toX);
    const y0 = down ? fromY : toY;
    const x1 = clampX(down ? toX : fromX);
    const y1 = down ? toY : fromY;
    const dxdy = (x1 - x0) / (y1 - y0);
    let x = x0;
    if (y0 < 0) x -= y0 * dxdy;
    const last = Math.min(height, Math.ceil(y1));
    for (let row = Math.max(0, Math.floor(y0)); row < last; row += 1) {
      const rowStart = row * stride;
      const dy = Math.min(row + 1, y1) - Math.max(row, y0);
      const xNext = x + dxdy * dy;
      const d = dy * direction;
      const left = Math.min(x, xNext);
      const right = Math.max(x, xNext);
      const leftFloor = Math.floor(left);
      const rightCeil = Math.ceil(right);
      if (rightCeil <= leftFloor + 1) {
        // The edge stays within one pixel column on this row.
        const middle = 0.5 * (x + xNext) - leftFloor;
        cells[rowStart + leftFloor] = (cells[rowStart + leftFloor] ?? 0) + d - d * middle;
        cells[rowStart + leftFloor + 1] = (cells[rowStart + leftFloor + 1] ?? 0) + d * middle;
      } else {
        const slope = 1 / (right - left);
        const leftFraction = left - leftFloor;
        const firstArea = 0.5 * slope * (1 - leftFraction) ** 2;
        const rightFraction = right - rightCeil + 1;
        const lastArea = 0.5 * slope * rightFraction ** 2;
        cells[rowStart + leftFloor] = (cells[rowStart + leftFloor] ?? 0) + d * firstArea;
        if (rightCeil === leftFloor + 2) {
          cells[rowStart + leftFloor + 1] =
            (cells[rowStart + leftFloor + 1] ?? 0) + d * (1 - firstArea - lastArea);
        } else {
          const secondArea = slope * (1.5 - leftFraction);
          cells[rowStart + leftFloor + 1] =
            (cells[rowStart + leftFloor + 1] ?? 0) + d * (secondArea - firstArea);
          for (let column = leftFloor + 2; column < rightCeil - 1; column += 1) {
            cells[rowStart + column] = (cells[rowStart + column] ?? 0) + d * slope;
          }
          const beforeLast = secondArea + (rightCeil - leftFloor - 3) * slope;
          cells[rowStart + rightCeil - 1] =
            (cells[rowStart + rightCeil - 1] ?? 0) + d * (1 - beforeLast - lastArea);
        }
        cells[rowStart + rightCeil] = (cells[rowStart + rightCeil] ?? 0) + d * lastArea;
      }
      x = xNext;
    }
  }
}
