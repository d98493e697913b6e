// A vector path every renderer draws the same way: SVG path data, canvas path calls, PDF
// operators and the PNG rasteriser all read these commands. Coordinates are pixels of the
// whole image (y down). Outlines are clockwise on screen and holes counter-clockwise, so the
// non-zero rule every renderer uses fills rings and unions overlapping shapes alike.

const PathOp = { Move: 0, Line: 1, Quad: 2, Cubic: 3, Close: 4 } as const;
export type PathOp = (typeof PathOp)[keyof typeof PathOp];

/** Control-point distance that makes a cubic Bézier quarter circle (4/3 (√2 - 1)). */
const KAPPA = 0.5522847498307936;

export interface PathVisitor {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadTo(cx: number, cy: number, x: number, y: number): void;
  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  close(): void;
}

/** Corner radii, clockwise from the top-left. */
export type Corners = readonly [number, number, number, number];

export class Path {
  /** Op codes, each followed by its coordinates. */
  readonly data: number[] = [];

  get isEmpty(): boolean {
    return this.data.length === 0;
  }

  moveTo(x: number, y: number): this {
    this.data.push(PathOp.Move, x, y);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.data.push(PathOp.Line, x, y);
    return this;
  }

  quadTo(cx: number, cy: number, x: number, y: number): this {
    this.data.push(PathOp.Quad, cx, cy, x, y);
    return this;
  }

  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.data.push(PathOp.Cubic, c1x, c1y, c2x, c2y, x, y);
    return this;
  }

  close(): this {
    this.data.push(PathOp.Close);
    return this;
  }

  /** An axis-aligned rectangle; `hole` winds it counter-clockwise. */
  rect(x: number, y: number, width: number, height: number, hole = false): this {
    return this.roundedRect(x, y, width, height, [0, 0, 0, 0], hole);
  }

  /** A rectangle whose corners are quarter circles of the given radii (0 = square). */
  roundedRect(
    x: number,
    y: number,
    width: number,
    height: number,
    radii: Corners,
    hole = false,
  ): this {
    const limit = Math.min(width, height) / 2;
    const [tl, tr, br, bl] = radii.map((radius) => Math.min(Math.max(radius, 0), limit)) as [
      number,
      number,
      number,
      number,
    ];
    const right = x + width;
    const bottom = y + height;
    // The outline as corners, clockwise from the top-left; each corner arcs from the point
    // before it to the point after it.
    const corners: [number, number, number][] = [
      [x, y, tl],
      [right, y, tr],
      [right, bottom, br],
      [x, bottom, bl],
    ];
    if (hole) corners.reverse();
    const points = corners.map(([cx, cy, radius], i) => {
      // Unit vectors from the corner towards the previous and the next corner.
      const previous = corners[(i + 3) % 4] as (typeof corners)[number];
      const next = corners[(i + 1) % 4] as (typeof corners)[number];
      const toPrevious = [Math.sign(previous[0] - cx), Math.sign(previous[1] - cy)] as const;
      const toNext = [Math.sign(next[0] - cx), Math.sign(next[1] - cy)] as const;
      return { cx, cy, radius, toPrevious, toNext };
    });
    points.forEach(({ cx, cy, radius, toPrevious, toNext }, i) => {
      const startX = cx + toPrevious[0] * radius;
      const startY = cy + toPrevious[1] * radius;
      if (i === 0) this.moveTo(startX, startY);
      else this.lineTo(startX, startY);
      if (radius === 0) return;
      const k = radius * (1 - KAPPA);
      this.cubicTo(
        cx + toPrevious[0] * k,
        cy + toPrevious[1] * k,
        cx + toNext[0] * k,
        cy + toNext[1] * k,
        cx + toNext[0] * radius,
        cy + toNext[1] * radius,
      );
    });
    return this.close();
  }

  /** A circle as four cubic quarter arcs; `hole` winds it counter-clockwise. */
  circle(cx: number, cy: number, radius: number, hole = false): this {
    return this.roundedRect(
      cx - radius,
      cy - radius,
      radius * 2,
      radius * 2,
      [radius, radius, radius, radius],
      hole,
    );
  }

  /** Append another path, mapped by x' = x * scale + dx, y' = y * scale + dy. */
  append(other: Path, scale = 1, dx = 0, dy = 0): this {
    const { data } = other;
    let i = 0;
    while (i < data.length) {
      const op = data[i] as PathOp;
      const count = OPERANDS[op];
      this.data.push(op);
      for (let j = 0; j < count; j += 2) {
        this.data.push((data[i + 1 + j] ?? 0) * scale + dx, (data[i + 2 + j] ?? 0) * scale + dy);
      }
      i += 1 + count;
    }
    return this;
  }

  visit(visitor: PathVisitor): void {
    const d = this.data;
    let i = 0;
    while (i < d.length) {
      const op = d[i] as PathOp;
      const a = d[i + 1] ?? 0;
      const b = d[i + 2] ?? 0;
      if (op === PathOp.Move) visitor.moveTo(a, b);
      else if (op === PathOp.Line) visitor.lineTo(a, b);
      else if (op === PathOp.Quad) visitor.quadTo(a, b, d[i + 3] ?? 0, d[i + 4] ?? 0);
      else if (op === PathOp.Cubic) {
        visitor.cubicTo(a, b, d[i + 3] ?? 0, d[i + 4] ?? 0, d[i + 5] ?? 0, d[i + 6] ?? 0);
      } else visitor.close();
      i += 1 + OPERANDS[op];
    }
  }
}

const OPERANDS: Record<PathOp, number> = {
  [PathOp.Move]: 2,
  [PathOp.Line]: 2,
  [PathOp.Quad]: 4,
  [PathOp.Cubic]: 6,
  [PathOp.Close]: 0,
};

/** Numbers for SVG and PDF: at most 2 decimals, no trailing zeros. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** SVG path data ('M1 2L3 4...Z'). */
export function toSvgPathData(path: Path): string {
  const out: string[] = [];
  const n = formatNumber;
  path.visit({
    moveTo: (x, y) => out.push(`M${n(x)} ${n(y)}`),
    lineTo: (x, y) => out.push(`L${n(x)} ${n(y)}`),
    quadTo: (cx, cy, x, y) => out.push(`Q${n(cx)} ${n(cy)} ${n(x)} ${n(y)}`),
    cubicTo: (ax, ay, bx, by, x, y) =>
      out.push(`C${n(ax)} ${n(ay)} ${n(bx)} ${n(by)} ${n(x)} ${n(y)}`),
    close: () => out.push('Z'),
  });
  return out.join('');
}
