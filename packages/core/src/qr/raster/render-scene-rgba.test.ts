// The painter's fast paths (marked cells swept into runs, whole runs of a paint written as
// words, a gradient's ramp index rounded without Math.round, reused buffers) against a
// straightforward painter: every cell of every row summed, every pixel sampled on its own and
// blended. Both must give the same bytes on random scenes.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { colorAt, type Paint, type PaintStop } from '../geometry/paint';
import { Path } from '../geometry/path';
import type { QrScene, SceneLayer } from '../geometry/qr-scene';
import { encodeRgbaPng } from '../png/encode-rgba-png';
import { sampleLogo } from '../qr-test-helpers';
import { paintSource, roundIndex } from './paint-source';
import { CoverageBuffer } from './rasterize-path';
import { renderSceneRgba, withSceneRgba } from './render-scene-rgba';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    return state / 0x80000000;
  };
}

function randomStops(next: () => number): PaintStop[] {
  const count = 2 + Math.floor(next() * 3);
  const stops: PaintStop[] = [];
  for (let i = 0; i < count; i += 1) {
    stops.push({
      offset: i === 0 ? 0 : i === count - 1 ? 1 : next(),
      color: {
        r: Math.floor(next() * 256),
        g: Math.floor(next() * 256),
        b: Math.floor(next() * 256),
        a: next() < 0.25 ? Math.floor(next() * 256) : 255,
      },
    });
  }
  return stops.sort((a, b) => a.offset - b.offset);
}

function randomPaint(next: () => number, width: number, height: number): Paint {
  const kind = next();
  const stops = randomStops(next);
  if (kind < 0.4) return { type: 'solid', color: (stops[0] as PaintStop).color };
  if (kind < 0.75) {
    return {
      type: 'linear',
      x1: next() * width,
      y1: next() * height,
      x2: next() * width,
      y2: next() * height,
      stops,
    };
  }
  return { type: 'radial', cx: next() * width, cy: next() * height, r: next() * width, stops };
}

/** Rectangles, rounded ones, circles and triangles, some across the image's borders. */
function randomPath(next: () => number, width: number, height: number): Path {
  const path = new Path();
  const shapes = 1 + Math.floor(next() * 6);
  for (let i = 0; i < shapes; i += 1) {
    const x = next() * width * 1.2 - width * 0.1;
    const y = next() * height * 1.2 - height * 0.1;
    const w = next() * width * 0.6;
    const h = next() * height * 0.6;
    const kind = next();
    if (kind < 0.3) path.rect(Math.round(x), Math.round(y), Math.round(w), Math.round(h));
    else if (kind < 0.55) path.roundedRect(x, y, w, h, [w / 4, h / 3, 0, w / 5], next() < 0.3);
    else if (kind < 0.8) path.circle(x, y, w / 2);
    else
      path
        .moveTo(x, y)
        .lineTo(x + w, y + h / 2)
        .lineTo(x - w / 3, y + h)
        .close();
  }
  return path;
}

/** Source-over as the painter has always done it, one pixel at a time. */
function referenceBlend(pixels: Uint8ClampedArray, at: number, color: number, alpha: number) {
  const r = color & 0xff;
  const g = (color >>> 8) & 0xff;
  const b = (color >>> 16) & 0xff;
  if (alpha >= 1 && color >>> 24 === 255) {
    pixels.set([r, g, b, 255], at);
    return;
  }
  const sourceAlpha = ((color >>> 24) / 255) * alpha;
  const destAlpha = (pixels[at + 3] as number) / 255;
  const behind = destAlpha * (1 - sourceAlpha);
  const outAlpha = sourceAlpha + behind;
  if (outAlpha <= 0) return;
  pixels[at] = (r * sourceAlpha + (pixels[at] as number) * behind) / outAlpha;
  pixels[at + 1] = (g * sourceAlpha + (pixels[at + 1] as number) * behind) / outAlpha;
  pixels[at + 2] = (b * sourceAlpha + (pixels[at + 2] as number) * behind) / outAlpha;
  pixels[at + 3] = outAlpha * 255;
}

/** The paint's colour at pixel (x, y): ramp index from the coordinates, Math.round, clamped. */
function referenceSampler(paint: Paint): (x: number, y: number) => number {
  const pack = (c: { r: number; g: number; b: number; a: number }) =>
    ((c.a << 24) | (c.b << 16) | (c.g << 8) | c.r) >>> 0;
  if (paint.type === 'solid') return () => pack(paint.color);
  const ramp = Array.from({ length: 1024 }, (_, i) => pack(colorAt(paint.stops, i / 1023)));
  const at = (index: number) => ramp[index <= 0 ? 0 : index >= 1023 ? 1023 : Math.round(index)]!;
  if (paint.type === 'linear') {
    const dx = paint.x2 - paint.x1;
    const dy = paint.y2 - paint.y1;
    const scale = 1023 / (dx * dx + dy * dy || 1);
    const offset = ((0.5 - paint.x1) * dx + (0.5 - paint.y1) * dy) * scale;
    return (x, y) => at(x * dx * scale + y * dy * scale + offset);
  }
  const scale = 1023 / (paint.r || 1);
  return (x, y) => at(Math.hypot(x + 0.5 - paint.cx, y + 0.5 - paint.cy) * scale);
}

function referencePaint(scene: QrScene): Uint8ClampedArray {
  const { width, height } = scene;
  const pixels = new Uint8ClampedArray(width * height * 4);
  for (const layer of scene.layers) {
    const coverage = new CoverageBuffer(width, height);
    coverage.fill(layer.path);
    const sample = referenceSampler(layer.paint);
    for (let y = 0; y < height; y += 1) {
      let sum = 0;
      for (let x = 0; x < width; x += 1) {
        sum += coverage.cells[y * coverage.stride + x] as number;
        const alpha = Math.min(1, Math.abs(sum));
        if (alpha > 1 / 510) referenceBlend(pixels, (y * width + x) * 4, sample(x, y), alpha);
      }
    }
  }
  return pixels;
}

function randomScene(seed: number): QrScene {
  const next = random(seed);
  const width = 20 + Math.floor(next() * 150);
  const height = 20 + Math.floor(next() * 150);
  const layers: SceneLayer[] = [];
  const count = 1 + Math.floor(next() * 5);
  for (let i = 0; i < count; i += 1) {
    layers.push({
      role: 'modules',
      path: randomPath(next, width, height),
      paint: randomPaint(next, width, height),
    });
  }
  return { width, height, layers, logoBox: null };
}

describe('renderSceneRgba', () => {
  it("paints over the last image's buffer as on a clean one", () => {
    const solid = (r: number, g: number, b: number, a = 255): Paint => ({
      type: 'solid',
      color: { r, g, b, a },
    });
    for (let seed = 1; seed <= 60; seed += 1) {
      const scene = randomScene(seed);
      const { width, height } = scene;
      // Under the random layers: an opaque background over the whole image, one that leaves a
      // fractional edge and rows uncovered, a translucent one, or none.
      const backgrounds = [
        new Path().rect(0, 0, width, height),
        new Path().rect(1.5, 2.25, width - 4, height - 6),
        new Path().rect(0, 0, width, height),
        null,
      ];
      const background = backgrounds[seed % 4];
      const paint = seed % 4 === 2 ? solid(10, 200, 30, 128) : solid(250, 250, 240);
      const layers = background
        ? [{ role: 'background' as const, path: background, paint }, ...scene.layers]
        : scene.layers;
      const painted: QrScene = { ...scene, layers };
      // The buffer of the same size holds an image painted all over first.
      const dirty: QrScene = {
        ...scene,
        layers: [
          { role: 'background', path: new Path().rect(0, 0, width, height), paint: solid(1, 2, 3) },
        ],
      };
      withSceneRgba(dirty, null, () => undefined);
      const again = withSceneRgba(painted, null, (image) => new Uint8Array(image.data));
      const expected = referencePaint(painted);
      expect(Buffer.from(again).equals(Buffer.from(expected.buffer)), `seed ${seed}`).toBe(true);
      // Nothing to paint: nothing of the last image either.
      withSceneRgba(dirty, null, () => undefined);
      const empty = withSceneRgba({ ...scene, layers: [] }, null, (image) =>
        image.data.some(Boolean),
      );
      expect(empty, `seed ${seed}`).toBe(false);
    }
  });

  it('paints random scenes exactly as the straightforward painter does', () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const scene = randomScene(seed);
      const expected = referencePaint(scene);
      // Fresh buffers, then the reused ones (the coverage of the previous scene swept clean).
      const fresh = renderSceneRgba(scene).data;
      const reused = withSceneRgba(scene, null, (image) => new Uint8Array(image.data));
      expect(Buffer.from(fresh.buffer).equals(Buffer.from(expected.buffer)), `seed ${seed}`).toBe(
        true,
      );
      expect(Buffer.from(reused).equals(Buffer.from(expected.buffer)), `seed ${seed}`).toBe(true);
      // The rows it reports equal to the row above are, and the PNG encoder's copies of them
      // give back the pixels.
      const { sameAsAbove, width } = renderSceneRgba(scene);
      const rowBytes = width * 4;
      for (let y = 1; y < scene.height; y += 1) {
        if (sameAsAbove?.[y] !== 1) continue;
        const row = Buffer.from(expected.buffer, y * rowBytes, rowBytes);
        expect(row.equals(Buffer.from(expected.buffer, (y - 1) * rowBytes, rowBytes))).toBe(true);
      }
      const png = encodeRgbaPng({ width, height: scene.height, data: fresh, sameAsAbove });
      expect(
        Buffer.from(PNG.sync.read(Buffer.from(png)).data).equals(Buffer.from(fresh.buffer)),
      ).toBe(true);
    }
  });

  it('paints shapes that meet edge to edge without seams, and full runs as solid words', () => {
    // Two squares side by side and a frame around a hole: the shared edges cancel to a
    // float32 sum just below 1, which must still paint the paint's exact colour.
    const path = new Path().rect(10.25, 10, 20, 20).rect(30.25, 10, 20, 20);
    path.rect(0, 0, 64, 48).rect(4.5, 4.5, 55, 39, true);
    const scene: QrScene = {
      width: 64,
      height: 48,
      layers: [
        { role: 'modules', path, paint: { type: 'solid', color: { r: 1, g: 2, b: 3, a: 255 } } },
      ],
      logoBox: null,
    };
    const { data } = renderSceneRgba(scene);
    expect(Buffer.from(data.buffer).equals(Buffer.from(referencePaint(scene).buffer))).toBe(true);
    expect([...data.subarray((20 * 64 + 30) * 4, (20 * 64 + 31) * 4)]).toEqual([1, 2, 3, 255]);
  });

  it('draws the logo over the scene in its box', () => {
    const logo = sampleLogo(40).rgba;
    const scene: QrScene = {
      width: 80,
      height: 60,
      layers: [
        {
          role: 'background',
          path: new Path().rect(0, 0, 80, 60),
          paint: { type: 'solid', color: { r: 255, g: 255, b: 255, a: 255 } },
        },
      ],
      logoBox: { x: 20, y: 10, width: 40, height: 40 },
    };
    const { data } = renderSceneRgba(scene, logo);
    // The logo's transparent corner shows the background; its body is its colour.
    expect([...data.subarray((11 * 80 + 21) * 4, (11 * 80 + 22) * 4)]).toEqual([
      255, 255, 255, 255,
    ]);
    expect([...data.subarray((40 * 80 + 50) * 4, (40 * 80 + 51) * 4)]).toEqual([20, 90, 200, 255]);
  });
});

describe('CoverageBuffer', () => {
  it('starts a path clean after one whose rows were not all swept', () => {
    const spans = new Float64Array(3 * 41);
    const runs = (coverage: CoverageBuffer) => {
      const all: number[] = [];
      for (let y = coverage.top; y < coverage.bottom; y += 1) {
        const count = coverage.sweepRow(y, spans);
        all.push(y, ...spans.subarray(0, count * 3));
      }
      return all;
    };
    const second = new Path().circle(20, 20, 12);
    const fresh = new CoverageBuffer(40, 40);
    fresh.fill(second);
    const expected = runs(fresh);
    const reused = new CoverageBuffer(40, 40);
    reused.fill(new Path().rect(10.5, 2.25, 15, 30));
    reused.sweepRow(10, spans); // one row of 30: the others keep their cells until cleared
    reused.fill(second);
    expect(runs(reused)).toEqual(expected);
  });
});

describe('paintSource', () => {
  it('writes runs of a gradient as the pixel-by-pixel sampler does', () => {
    const next = random(99);
    for (let round = 0; round < 200; round += 1) {
      const paint = randomPaint(next, 300, 300);
      const source = paintSource(paint);
      const reference = referenceSampler(paint);
      const y = Math.floor(next() * 300);
      const from = Math.floor(next() * 200);
      const row = new Uint32Array(120);
      source.fillRow(row, 0, y, from, from + 120);
      for (let i = 0; i < 120; i += 1) {
        expect(row[i], `round ${round}, x ${from + i}`).toBe(reference(from + i, y));
        expect(source.colorAt(from + i, y)).toBe(reference(from + i, y));
      }
    }
  });

  it('rounds ramp indices exactly at and around halves', () => {
    // A horizontal ramp whose index is x - 0.5 + a hair: halves round up, as Math.round does.
    const stops: PaintStop[] = [
      { offset: 0, color: { r: 0, g: 0, b: 0, a: 255 } },
      { offset: 1, color: { r: 255, g: 255, b: 255, a: 255 } },
    ];
    for (const hair of [0, Number.EPSILON, -Number.EPSILON, 1e-9, -1e-9]) {
      const paint: Paint = {
        type: 'linear',
        x1: 0.5 + 0.5 - hair,
        y1: 0,
        x2: 1024.5 - hair,
        y2: 0,
        stops,
      };
      const source = paintSource(paint);
      const reference = referenceSampler(paint);
      const row = new Uint32Array(1030);
      source.fillRow(row, 0, 3, 0, 1030);
      for (let x = 0; x < 1030; x += 1) expect(row[x], `x ${x} hair ${hair}`).toBe(reference(x, 3));
    }
  });

  it('rounds ramp indices as Math.round does, where adding a half rounds up too', () => {
    // 0.49999999999999994 + 0.5 is 1 in floating point: truncating alone would give 1.
    const next = random(5);
    const values = [0.49999999999999994, 0.5, 1.5, 2.5 - 2 ** -51, 1021.4999999999999, 1022.5];
    for (let i = 0; i < 10_000; i += 1) values.push(next() * 1023, Math.floor(next() * 1022) + 0.5);
    for (const value of values) expect(roundIndex(value), String(value)).toBe(Math.round(value));
  });
});
