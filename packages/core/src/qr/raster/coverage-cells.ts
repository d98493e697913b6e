// The accumulation buffer of the exact-area rasteriser (the signed-area accumulation of
// font-rs / stb_truetype 2): each edge adds the area it covers to the cells it crosses, and a
// running sum along each row gives every pixel's coverage. rasterize-path.ts feeds it lines.
//
// Coverage is |winding| clamped to 1: the non-zero rule, so rings (outline clockwise, hole
// counter-clockwise) and overlapping shapes fill as in SVG, canvas and PDF.

function clamp(value: number, max: number): number {
  return value < 0 ? 0 : value > max ? max : value;
}

export class CoverageCells {
  /** Rows of `stride` = width + 1 cells: an edge on the right border spills into the last one. */
  readonly cells: Float32Array;
  readonly stride: number;
  /**
   * One bit per cell, set when an edge wrote into it. Most cells of a row stay zero (the inside
   * of the background spans a whole row between two edges): the sweep visits only marked
   * cells, a few dozen a row, instead of reading every cell of the path's bounds.
   */
  private readonly marks: Int32Array;
  private readonly marksPerRow: number;
  /** Rows [top, bottom) and columns [left, right) touched by the current path. */
  top = 0;
  bottom = 0;
  left = 0;
  right = 0;
  /** Rows of the current path not swept yet (sweepRow zeroes the cells it reads). */
  private unswept = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.stride = width + 1;
    this.cells = new Float32Array(this.stride * height);
    this.marksPerRow = (this.stride + 31) >> 5;
    this.marks = new Int32Array(this.marksPerRow * height);
  }

  /** Forget the current path: only the rows it touched, nothing once every row was swept. */
  clear(): void {
    if (this.unswept > 0) {
      this.cells.fill(0, this.top * this.stride, this.bottom * this.stride);
      this.marks.fill(0, this.top * this.marksPerRow, this.bottom * this.marksPerRow);
    }
    this.unswept = 0;
    this.top = 0;
    this.bottom = 0;
  }

  /** Set the bounds of the path whose lines were added (its points' extremes, in pixels). */
  protected setBounds(top: number, bottom: number, left: number, right: number): void {
    this.top = Math.max(0, Math.floor(top));
    this.bottom = Math.min(this.height, Math.ceil(bottom));
    this.left = Math.max(0, Math.floor(left));
    // An edge's area reaches one cell right of it.
    this.right = Math.min(this.width, Math.ceil(right) + 1);
    this.unswept = Math.max(0, this.bottom - this.top);
  }

  /**
   * The coverage of row `y` (top <= y < bottom, each row once) as runs: `spans` receives
   * from, to, coverage triples for pixels [from, to) with coverage > 0, consecutive runs of the
   * same coverage merged; returns how many. The row's cells are zeroed as they are read, so
   * once every row was swept the next path starts on a clean buffer without clearing it (a
   * full pass over the rows otherwise, as large as the image for the background and frame).
   */
  sweepRow(y: number, spans: Float64Array): number {
    const { cells, marks, left, right } = this;
    const rowStart = y * this.stride;
    const markRow = y * this.marksPerRow;
    // Each row's edges add up to zero from its left end: the sum starts afresh. Only marked
    // cells can be non-zero; between them the coverage holds.
    let count = 0;
    let sum = 0;
    let runStart = left;
    let runCoverage = 0;
    // Every word of the row: a cell left of the path's bounds can hold a hair of an edge (see
    // addLine), which is cleared like the rest.
    for (let word = 0; word < this.marksPerRow; word += 1) {
      let bits = marks[markRow + word] as number;
      if (bits === 0) continue;
      marks[markRow + word] = 0;
      while (bits !== 0) {
        const lowest = bits & -bits;
        bits ^= lowest;
        const x = (word << 5) + 31 - Math.clz32(lowest);
        const cell = cells[rowStart + x] as number;
        cells[rowStart + x] = 0;
        // Cells outside the bounds are only cleared (the one past the last pixel holds what
        // spilt over the border), as they were never read before marks.
        if (cell === 0 || x >= right || x < left) continue;
        sum += cell;
        const coverage = sum >= 1 || sum <= -1 ? 1 : sum < 0 ? -sum : sum;
        if (coverage === runCoverage) continue;
        if (runCoverage > 0) {
          spans[count] = runStart;
          spans[count + 1] = x;
          spans[count + 2] = runCoverage;
          count += 3;
        }
        runStart = x;
        runCoverage = coverage;
      }
    }
    if (runCoverage > 0) {
      spans[count] = runStart;
      spans[count + 1] = right;
      spans[count + 2] = runCoverage;
      count += 3;
    }
    this.unswept -= 1;
    return count / 3;
  }

  /** Mark cells [first, last] of the whole buffer, whatever rows they fall in. */
  private markCells(first: number, last: number): void {
    const { stride, marks, marksPerRow } = this;
    for (let at = Math.max(0, first); at <= last && at < this.cells.length; at += 1) {
      const row = Math.floor(at / stride);
      const cell = at - row * stride;
      const word = row * marksPerRow + (cell >> 5);
      marks[word] = (marks[word] as number) | (1 << (cell & 31));
    }
  }

  /** Add the signed area one edge covers to the cells it crosses (and mark them). */
  protected addLine(fromX: number, fromY: number, toX: number, toY: number): void {
    if (fromY === toY) return;
    const { width, height, cells, stride, marks, marksPerRow } = this;
    const down = fromY < toY;
    const direction = down ? 1 : -1;
    const x0 = clamp(down ? fromX : toX, width);
    const y0 = down ? fromY : toY;
    const x1 = clamp(down ? toX : fromX, width);
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
      // Cells leftFloor ... max(leftFloor + 1, rightCeil) change. Rounding can put the edge a
      // hair outside the image, so that the first is -1 or the last width + 1: the neighbouring
      // rows' cells, which must be marked in their own rows.
      const lastCell = Math.max(leftFloor + 1, rightCeil);
      if (leftFloor >= 0 && lastCell <= width) {
        const markRow = row * marksPerRow;
        for (let cell = leftFloor; cell <= lastCell; cell += 1) {
          const word = markRow + (cell >> 5);
          marks[word] = (marks[word] as number) | (1 << (cell & 31));
        }
      } else {
        this.markCells(rowStart + leftFloor, rowStart + lastCell);
      }
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
