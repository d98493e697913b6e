// Paint a scene into RGBA pixels (straight alpha): each layer's coverage from the rasteriser,
// its paint sampled at pixel centres, composited with "source over"; then the logo. This is
// what the PNG renderer encodes and what the scan-safety check decodes.
import { colorAt, type Paint } from '../geometry/paint';
import type { QrScene } from '../geometry/qr-scene';
import { fitInside } from '../qr-layout';
import { scaleRgba, type RgbaImage } from '../scale-rgba';
import { CoverageBuffer } from './rasterize-path';

/** Coverage below this (1/510) changes no 8-bit channel. */
const MIN_COVERAGE = 1 / 510;
const RAMP_SIZE = 1024;

/** RGBA of the paint at (x, y): a constant, or a lookup in a precomputed gradient ramp. */
function sampler(paint: Paint): (x: number, y: number) => number {
  if (paint.type === 'solid') {
    const { r, g, b, a } = paint.color;
    const packed = (((a << 24) | (b << 16) | (g << 8) | r) >>> 0) as number;
    return () => packed;
  }
  const ramp = new Uint32Array(RAMP_SIZE);
  for (let i = 0; i < RAMP_SIZE; i += 1) {
    const { r, g, b, a } = colorAt(paint.stops, i / (RAMP_SIZE - 1));
    ramp[i] = ((a << 24) | (b << 16) | (g << 8) | r) >>> 0;
  }
  // Ramp indices straight from pixel coordinates: one multiply-add per pixel and axis.
  const last = RAMP_SIZE - 1;
  const at = (index: number) =>
    ramp[index <= 0 ? 0 : index >= last ? last : Math.round(index)] ?? 0;
  if (paint.type === 'linear') {
    const dx = paint.x2 - paint.x1;
    const dy = paint.y2 - paint.y1;
    const scale = last / (dx * dx + dy * dy || 1);
    const perX = dx * scale;
    const perY = dy * scale;
    const offset = ((0.5 - paint.x1) * dx + (0.5 - paint.y1) * dy) * scale;
    return (x, y) => at(x * perX + y * perY + offset);
  }
  const scale = last / (paint.r || 1);
  return (x, y) => at(Math.hypot(x + 0.5 - paint.cx, y + 0.5 - paint.cy) * scale);
}

/** Source-over of one straight-alpha colour at `alpha` (0 ... 1) onto pixel `at`. */
function blend(pixels: Uint8ClampedArray, at: number, color: number, alpha: number): void {
  const r = color & 0xff;
  const g = (color >>> 8) & 0xff;
  const b = (color >>> 16) & 0xff;
  if (alpha >= 1 && color >>> 24 === 255) {
    // Inside a shape of an opaque colour: most pixels of a code.
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
    pixels[at + 3] = 255;
    return;
  }
  const sourceAlpha = ((color >>> 24) / 255) * alpha;
  const destAlpha = (pixels[at + 3] ?? 0) / 255;
  const behind = destAlpha * (1 - sourceAlpha);
  const outAlpha = sourceAlpha + behind;
  if (outAlpha <= 0) return;
  pixels[at] = (r * sourceAlpha + (pixels[at] ?? 0) * behind) / outAlpha;
  pixels[at + 1] = (g * sourceAlpha + (pixels[at + 1] ?? 0) * behind) / outAlpha;
  pixels[at + 2] = (b * sourceAlpha + (pixels[at + 2] ?? 0) * behind) / outAlpha;
  pixels[at + 3] = outAlpha * 255;
}

function drawImage(
  pixels: Uint8ClampedArray,
  width: number,
  logo: RgbaImage,
  box: QrScene['logoBox'],
) {
  if (!box) return;
  const fitted = fitInside(box, logo.width, logo.height);
  const { data } = scaleRgba(logo, fitted.width, fitted.height);
  for (let j = 0; j < fitted.height; j += 1) {
    for (let i = 0; i < fitted.width; i += 1) {
      const src = (j * fitted.width + i) * 4;
      const color =
        (((data[src + 3] ?? 0) << 24) |
          ((data[src + 2] ?? 0) << 16) |
          ((data[src + 1] ?? 0) << 8) |
          (data[src] ?? 0)) >>>
        0;
      blend(pixels, ((fitted.y + j) * width + fitted.x + i) * 4, color, 1);
    }
  }
}

export interface RgbaPixels {
  width: number;
  height: number;
  data: Uint8ClampedArray;
}

/** Whether a Uint32 of RGBA bytes reads r in its low byte (every platform we ship to). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Paint pixels [from, to) of one row at one coverage: the inside of a shape (full coverage, an
 * opaque paint) as whole 32-bit words, anything else blended pixel by pixel.
 */
function paintRun(
  pixels: Uint8ClampedArray,
  words: Uint32Array | null,
  sample: (x: number, y: number) => number,
  solid: number | null,
  y: number,
  pixelRow: number,
  from: number,
  to: number,
  alpha: number,
): void {
  if (words && alpha >= 1) {
    if (solid !== null && solid >>> 24 === 255) {
      words.fill(solid, pixelRow + from, pixelRow + to);
      return;
    }
    for (let x = from; x < to; x += 1) {
      const color = sample(x, y);
      if (color >>> 24 === 255) words[pixelRow + x] = color;
      else blend(pixels, (pixelRow + x) * 4, color, alpha);
    }
    return;
  }
  for (let x = from; x < to; x += 1) blend(pixels, (pixelRow + x) * 4, sample(x, y), alpha);
}

export function renderSceneRgba(scene: QrScene, logo: RgbaImage | null = null): RgbaPixels {
  const { width, height } = scene;
  const pixels = new Uint8ClampedArray(width * height * 4);
  const words = LITTLE_ENDIAN ? new Uint32Array(pixels.buffer) : null;
  const coverage = new CoverageBuffer(width, height);
  for (const layer of scene.layers) {
    if (layer.path.isEmpty) continue;
    coverage.clear();
    coverage.fill(layer.path);
    const sample = sampler(layer.paint);
    const solid = layer.paint.type === 'solid' ? sample(0, 0) : null;
    const { cells, stride, top, bottom, left, right } = coverage;
    for (let y = top; y < bottom; y += 1) {
      // Each row's edges add up to zero from its left end: the sum starts afresh. Only cells an
      // edge crossed are non-zero; between them the coverage holds, so it is painted as a run.
      let sum = 0;
      const cellRow = y * stride;
      const pixelRow = y * width;
      let x = left;
      while (x < right) {
        const cell = cells[cellRow + x] ?? 0;
        let end = x + 1;
        if (cell === 0) {
          while (end < right && cells[cellRow + end] === 0) end += 1;
        } else {
          sum += cell;
        }
        const alpha = Math.min(1, Math.abs(sum));
        if (alpha > MIN_COVERAGE) {
          paintRun(pixels, words, sample, solid, y, pixelRow, x, end, alpha);
        }
        x = end;
      }
    }
  }
  if (logo) drawImage(pixels, width, logo, scene.logoBox);
  return { width, height, data: pixels };
}
