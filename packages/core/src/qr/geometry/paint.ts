// How a shape is filled: a solid colour or a gradient placed in image pixels. The SVG and
// the canvas receive the same end points and stops; the PNG rasteriser and the PDF shading
// interpolate between the same stops in sRGB, as browsers do.
import { parseHexColor, type Rgba } from '../qr-color';
import type { QrFill } from '../design/qr-design';
import type { Box } from './box';

export interface PaintStop {
  offset: number;
  color: Rgba;
}

export type Paint =
  | { type: 'solid'; color: Rgba }
  | { type: 'linear'; x1: number; y1: number; x2: number; y2: number; stops: PaintStop[] }
  | { type: 'radial'; cx: number; cy: number; r: number; stops: PaintStop[] };

export function solidPaint(color: Rgba): Paint {
  return { type: 'solid', color };
}

/**
 * A design fill over `box`. Linear: the line through the centre at `angle` degrees (0 points
 * right, 90 down), long enough that the first and last stops touch opposite corners, as CSS
 * linear-gradient does. Radial: from the centre to the corners.
 */
export function paintForFill(fill: QrFill, box: Box): Paint {
  if (fill.type === 'solid') return solidPaint(parseHexColor(fill.color));
  const stops = fill.stops.map((stop) => ({
    offset: stop.offset,
    color: parseHexColor(stop.color),
  }));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  if (fill.type === 'radial') {
    return { type: 'radial', cx, cy, r: Math.hypot(box.width, box.height) / 2, stops };
  }
  const radians = (fill.angle * Math.PI) / 180;
  const dx = Math.cos(radians);
  const dy = Math.sin(radians);
  const half = (Math.abs(box.width * dx) + Math.abs(box.height * dy)) / 2;
  return {
    type: 'linear',
    x1: cx - dx * half,
    y1: cy - dy * half,
    x2: cx + dx * half,
    y2: cy + dy * half,
    stops,
  };
}

/** The colour at `t` (0 ... 1, clamped) between sorted stops, channels interpolated in sRGB. */
export function colorAt(stops: readonly PaintStop[], t: number): Rgba {
  const first = stops[0] as PaintStop;
  const last = stops[stops.length - 1] as PaintStop;
  if (t <= first.offset) return first.color;
  if (t >= last.offset) return last.color;
  let i = 1;
  while ((stops[i] as PaintStop).offset < t) i += 1;
  const from = stops[i - 1] as PaintStop;
  const to = stops[i] as PaintStop;
  const span = to.offset - from.offset;
  const k = span === 0 ? 1 : (t - from.offset) / span;
  return {
    r: mix(from.color.r, to.color.r, k),
    g: mix(from.color.g, to.color.g, k),
    b: mix(from.color.b, to.color.b, k),
    a: mix(from.color.a, to.color.a, k),
  };
}

/** A function, not a closure per call: the PNG rasteriser samples a thousand colours a layer. */
function mix(a: number, b: number, k: number): number {
  return Math.round(a + (b - a) * k);
}
