// A layer's paint as the rasteriser reads it: packed RGBA (r in the low byte, as a Uint32 view of
// little-endian RGBA bytes reads it) per pixel, sampled at pixel centres. Whole runs of a row
// are written at once: a gradient's ramp index is a multiply-add per pixel in one tight loop,
// not a closure call per pixel (the inside of the modules is most of a designed code's pixels).
import { colorAt, type Paint } from '../geometry/paint';

/** Entries of a gradient's precomputed colour ramp. */
const RAMP_SIZE = 1024;
const LAST = RAMP_SIZE - 1;

/**
 * Math.round(index) for 0 < index < 1023, a third faster in the fill loops: + 0.5 and a
 * truncation, less one where the addition rounded up to the next integer (i - 0.5 is exact,
 * so the comparison is too).
 */
export function roundIndex(index: number): number {
  const rounded = (index + 0.5) | 0;
  return index < rounded - 0.5 ? rounded - 1 : rounded;
}

export function packRgba(r: number, g: number, b: number, a: number): number {
  return ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

export interface PaintSource {
  /** Every colour of the paint is opaque: full coverage replaces the pixel. */
  readonly opaque: boolean;
  /** Whether a pixel's colour can depend on its row (a gradient not at 0 or 180 degrees). */
  readonly variesDown: boolean;
  /** The colour at pixel (x, y). */
  colorAt(x: number, y: number): number;
  /** The colours of pixels [from, to) of row y into `out`, from index `at`. */
  fillRow(out: Uint32Array, at: number, y: number, from: number, to: number): void;
}

class SolidSource implements PaintSource {
  readonly opaque: boolean;
  readonly variesDown = false;

  constructor(readonly color: number) {
    this.opaque = color >>> 24 === 255;
  }

  colorAt(): number {
    return this.color;
  }

  fillRow(out: Uint32Array, at: number, _y: number, from: number, to: number): void {
    out.fill(this.color, at, at + to - from);
  }
}

type GradientPaint = Exclude<Paint, { type: 'solid' }>;
interface Ramp {
  ramp: Uint32Array;
  opaque: boolean;
}
/** Ramps by paint: the modules and both eye layers of a design share one gradient. */
const ramps = new WeakMap<GradientPaint, Ramp>();

function rampOf(paint: GradientPaint): Ramp {
  const cached = ramps.get(paint);
  if (cached) return cached;
  const ramp = new Uint32Array(RAMP_SIZE);
  let opaque = true;
  for (let i = 0; i < RAMP_SIZE; i += 1) {
    const { r, g, b, a } = colorAt(paint.stops, i / LAST);
    ramp[i] = packRgba(r, g, b, a);
    opaque &&= a === 255;
  }
  ramps.set(paint, { ramp, opaque });
  return { ramp, opaque };
}

/**
 * Linear: the ramp index straight from pixel coordinates, x * perX + y * perY + offset, in that
 * order of operations for every pixel (so a pixel's colour does not depend on the run it is
 * painted in), rounded to the nearest ramp entry and clamped to the ends.
 */
class LinearSource implements PaintSource {
  readonly opaque: boolean;
  readonly variesDown: boolean;
  private readonly ramp: Uint32Array;
  private readonly perX: number;
  private readonly perY: number;
  private readonly offset: number;

  constructor(paint: Extract<Paint, { type: 'linear' }>) {
    ({ ramp: this.ramp, opaque: this.opaque } = rampOf(paint));
    const dx = paint.x2 - paint.x1;
    const dy = paint.y2 - paint.y1;
    const scale = LAST / (dx * dx + dy * dy || 1);
    this.perX = dx * scale;
    this.perY = dy * scale;
    this.variesDown = this.perY !== 0;
    this.offset = ((0.5 - paint.x1) * dx + (0.5 - paint.y1) * dy) * scale;
  }

  colorAt(x: number, y: number): number {
    const index = x * this.perX + y * this.perY + this.offset;
    return this.ramp[index <= 0 ? 0 : index >= LAST ? LAST : Math.round(index)] as number;
  }

  fillRow(out: Uint32Array, at: number, y: number, from: number, to: number): void {
    const { ramp, perX, offset } = this;
    const rowTerm = y * this.perY;
    if (perX < 0 || from >= to) {
      for (let x = from, i = at; x < to; x += 1, i += 1) {
        const index = x * perX + rowTerm + offset;
        out[i] = ramp[index <= 0 ? 0 : index >= LAST ? LAST : roundIndex(index)] as number;
      }
      return;
    }
    // Along a row the index only grows: keep the entry, rounded once, and step it when the
    // index reaches its upper half (k rounds from k - 0.5 up to k + 0.5, exactly representable
    // bounds), rather than rounding every pixel's index.
    const first = from * perX + rowTerm + offset;
    let entry = first <= 0 ? 0 : first >= LAST ? LAST : roundIndex(first);
    let next = entry + 0.5;
    for (let x = from, i = at; x < to; x += 1, i += 1) {
      const index = x * perX + rowTerm + offset;
      while (index >= next && entry < LAST) {
        entry += 1;
        next += 1;
      }
      out[i] = ramp[entry] as number;
    }
  }
}

/** Radial: the ramp index from the distance to the centre, the radius being the last entry. */
class RadialSource implements PaintSource {
  readonly opaque: boolean;
  readonly variesDown = true;
  private readonly ramp: Uint32Array;
  private readonly scale: number;

  constructor(private readonly paint: Extract<Paint, { type: 'radial' }>) {
    ({ ramp: this.ramp, opaque: this.opaque } = rampOf(paint));
    this.scale = LAST / (paint.r || 1);
  }

  colorAt(x: number, y: number): number {
    const index = Math.hypot(x + 0.5 - this.paint.cx, y + 0.5 - this.paint.cy) * this.scale;
    return this.ramp[index >= LAST ? LAST : Math.round(index)] as number;
  }

  fillRow(out: Uint32Array, at: number, y: number, from: number, to: number): void {
    const { ramp, scale } = this;
    const { cx } = this.paint;
    const dy = y + 0.5 - this.paint.cy;
    for (let x = from, i = at; x < to; x += 1, i += 1) {
      const index = Math.hypot(x + 0.5 - cx, dy) * scale;
      out[i] = ramp[index >= LAST ? LAST : roundIndex(index)] as number;
    }
  }
}

export function paintSource(paint: Paint): PaintSource {
  if (paint.type === 'solid') {
    const { r, g, b, a } = paint.color;
    return new SolidSource(packRgba(r, g, b, a));
  }
  return paint.type === 'linear' ? new LinearSource(paint) : new RadialSource(paint);
}
