// Paint a scene into RGBA pixels (straight alpha): each layer's coverage from the rasteriser,
// its paint sampled at pixel centres, composited with "source over"; then the logo. This is
// what the PNG renderer encodes and what the scan-safety check decodes.
import type { QrScene } from '../geometry/qr-scene';
import { fitInside } from '../qr-layout';
import { LITTLE_ENDIAN } from '../rgba-words';
import type { RgbaPixels } from '../png/encode-rgba-png';
import { scaleRgba, type RgbaImage } from '../scale-rgba';
import { paintSource } from './paint-source';
import { CoverageBuffer } from './rasterize-path';

export type { RgbaPixels };

/** Coverage below this (1/510) changes no 8-bit channel. */
const MIN_COVERAGE = 1 / 510;
/**
 * Coverage from which an opaque paint gives the same bytes as full coverage: what shows
 * through (at most 1/1024 of 255, a quarter level) rounds away. Where two shapes meet (rounded
 * modules side by side, the frame around the code), their float32 edges cancel to a sum such
 * as 0.99999994, not 1: without this, whole runs inside the modules would be blended pixel by
 * pixel for nothing.
 */
const FULL_COVERAGE = 1 - 1 / 1024;

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
  words: Uint32Array | null,
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
      const at = (fitted.y + j) * width + fitted.x + i;
      // An opaque pixel (most of a logo) replaces what is under it: one word.
      if (words !== null && color >>> 24 === 255) words[at] = color;
      else blend(pixels, at * 4, color, 1);
    }
  }
}

/**
 * Buffers of the last image, for the next one of the same size: a fresh 5 MB buffer costs about
 * 1.5 ms of page faults on first write at 1000 px, where clearing a used one costs a tenth of
 * that. Taken while in use, so a nested render gets its own.
 */
let spareCoverage: CoverageBuffer | null = null;
let sparePixels: Uint8ClampedArray | null = null;
/** Larger buffers (a 4096 px download) are not kept: memory held between images. */
const MAX_SPARE_BYTES = 1 << 24;

function takeCoverage(width: number, height: number): CoverageBuffer {
  const spare = spareCoverage;
  spareCoverage = null;
  if (spare?.width === width && spare.height === height) {
    spare.clear();
    return spare;
  }
  return new CoverageBuffer(width, height);
}

/** Whether two rows' runs (from, to, coverage triples) are the same. */
function sameRuns(a: Float64Array, aCount: number, b: Float64Array, bCount: number): boolean {
  if (aCount !== bCount) return false;
  for (let i = 0; i < aCount; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Paint the scene into `pixels` (width x height x 4 bytes, all zero). Returns the rows known to
 * equal the row above (1): every layer covers them as it covers the row above, in a paint that
 * does not change down the image, and no logo crosses them. The PNG encoder copies those whole
 * (the frame's bands, the quiet zone) instead of comparing them pixel by pixel.
 */
function paintScene(scene: QrScene, logo: RgbaImage | null, pixels: Uint8ClampedArray): Uint8Array {
  const { width, height } = scene;
  const words = LITTLE_ENDIAN ? new Uint32Array(pixels.buffer, pixels.byteOffset) : null;
  const coverage = takeCoverage(width, height);
  let spans = new Float64Array(3 * (width + 1));
  let above = new Float64Array(3 * (width + 1));
  const sameAsAbove = new Uint8Array(height).fill(1);
  sameAsAbove[0] = 0;
  for (const layer of scene.layers) {
    if (layer.path.isEmpty) continue;
    coverage.fill(layer.path);
    const source = paintSource(layer.paint);
    // The inside of a shape in an opaque paint (most pixels of a code) is written as whole
    // 32-bit words, a run at a time; edges and translucent paints are blended pixel by pixel.
    const wordRuns = words !== null && source.opaque;
    let aboveCount = 0;
    for (let y = coverage.top; y < coverage.bottom; y += 1) {
      const count = coverage.sweepRow(y, spans) * 3;
      if (count > 0 && (source.variesDown || !sameRuns(spans, count, above, aboveCount))) {
        sameAsAbove[y] = 0;
      } else if (count === 0 && aboveCount > 0) sameAsAbove[y] = 0;
      const pixelRow = y * width;
      for (let s = 0; s < count; s += 3) {
        const from = spans[s] as number;
        const to = spans[s + 1] as number;
        const alpha = spans[s + 2] as number;
        if (alpha <= MIN_COVERAGE) continue;
        if (wordRuns && alpha >= FULL_COVERAGE) {
          source.fillRow(words, pixelRow + from, y, from, to);
          continue;
        }
        for (let x = from; x < to; x += 1) {
          blend(pixels, (pixelRow + x) * 4, source.colorAt(x, y), alpha);
        }
      }
      [spans, above] = [above, spans];
      aboveCount = count;
    }
    // The row after the layer's last differs from it when that one was painted.
    if (aboveCount > 0 && coverage.bottom < height) sameAsAbove[coverage.bottom] = 0;
  }
  if (coverage.cells.byteLength <= MAX_SPARE_BYTES) spareCoverage = coverage;
  const box = scene.logoBox;
  if (logo && box) {
    drawImage(pixels, words, width, logo, box);
    sameAsAbove.fill(
      0,
      Math.max(0, Math.floor(box.y)),
      Math.min(height, Math.ceil(box.y + box.height) + 1),
    );
  }
  return sameAsAbove;
}

/** The scene's pixels, in a buffer of their own. */
export function renderSceneRgba(scene: QrScene, logo: RgbaImage | null = null): RgbaPixels {
  const { width, height } = scene;
  const pixels = new Uint8ClampedArray(width * height * 4);
  const sameAsAbove = paintScene(scene, logo, pixels);
  return { width, height, data: pixels, sameAsAbove };
}

/**
 * The scene's pixels lent to `use` (to encode them): a buffer reused from image to image, valid
 * only during the call.
 */
export function withSceneRgba<T>(
  scene: QrScene,
  logo: RgbaImage | null,
  use: (image: RgbaPixels) => T,
): T {
  const { width, height } = scene;
  const length = width * height * 4;
  const spare = sparePixels;
  sparePixels = null;
  const pixels = spare?.length === length ? spare.fill(0) : new Uint8ClampedArray(length);
  const sameAsAbove = paintScene(scene, logo, pixels);
  const result = use({ width, height, data: pixels, sameAsAbove });
  if (pixels.byteLength <= MAX_SPARE_BYTES) sparePixels = pixels;
  return result;
}
