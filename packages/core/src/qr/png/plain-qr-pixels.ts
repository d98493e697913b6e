// Today's look (square modules, one colour, optional logo over a background pad) straight to
// PNG rows, without the general rasteriser: 1-bit palette rows without a logo, 8-bit rows with
// one. Each module row is built once and copied to its pixel rows, so the encoder's filters
// turn the repeats into zero runs. The general path (raster/) gives the same pixels, slower.
import { fitInside, isDrawn, type QrLayout } from '../qr-layout';
import type { Rgba } from '../qr-color';
import { cachedForImage } from '../image-cache';
import { scaleRgba, type RgbaImage } from '../scale-rgba';

/** Call `fill(from, to)` with the pixel span [from, to) of each drawn module of `row`. */
function forEachDrawnSpan(
  layout: QrLayout,
  modules: Uint8Array,
  row: number,
  fill: (from: number, to: number) => void,
): void {
  const { margin, edges, moduleCount } = layout;
  for (let col = 0; col < moduleCount; col += 1) {
    if (isDrawn(layout, modules, row, col)) {
      fill(edges[col + margin] ?? 0, edges[col + margin + 1] ?? 0);
    }
  }
}

/**
 * Which pixel rows are copies of the row above, as the functions below build them: every row of
 * a module row but its first, and of the quiet zones, except where a logo is drawn over them
 * (its rows, and the row after it). compressScanlines then skips comparing those rows.
 */
function copiedRows(layout: QrLayout, logoRows?: { y: number; height: number }): Uint8Array {
  const { size, margin, edges, moduleCount } = layout;
  const same = new Uint8Array(size).fill(1);
  same[0] = 0;
  for (let r = 0; r <= moduleCount; r += 1) {
    const first = edges[r + margin] ?? 0;
    if (first < size) same[first] = 0;
  }
  if (logoRows) same.fill(0, logoRows.y, Math.min(size, logoRows.y + logoRows.height + 1));
  return same;
}

/** Copy `template` (one row) to pixel rows [from, to). */
function copyRows(pixels: Uint8Array, template: Uint8Array, from: number, to: number): void {
  for (let y = from; y < to; y += 1) pixels.set(template, y * template.length);
}

/** 1-bit palette rows: index 0 background, 1 foreground. */
export function twoColourPixels(
  layout: QrLayout,
  modules: Uint8Array,
  rowBytes: number,
): { pixels: Uint8Array; sameAsAbove: Uint8Array } {
  const { size, margin, edges, moduleCount } = layout;
  // Zero is the background index: the quiet zone needs no work.
  const pixels = new Uint8Array(rowBytes * size);
  const row = new Uint8Array(rowBytes);
  for (let r = 0; r < moduleCount; r += 1) {
    row.fill(0);
    forEachDrawnSpan(layout, modules, r, (from, to) => {
      for (let x = from; x < to; x += 1) row[x >> 3] = (row[x >> 3] ?? 0) | (0x80 >> (x & 7));
    });
    copyRows(pixels, row, edges[r + margin] ?? 0, edges[r + margin + 1] ?? 0);
  }
  return { pixels, sameAsAbove: copiedRows(layout) };
}

function paintSpan(row: Uint8Array, from: number, to: number, colour: Rgba, channels: number) {
  for (let at = from * channels; at < to * channels; at += channels) {
    row[at] = colour.r;
    row[at + 1] = colour.g;
    row[at + 2] = colour.b;
    if (channels === 4) row[at + 3] = colour.a;
  }
}

/**
 * The resized logo composited over the background colour (straight-alpha "over"), as the
 * pixel rows of its box: computed once per logo, box and colour (a batch reuses it).
 */
function compositedLogo(
  logo: RgbaImage,
  width: number,
  height: number,
  channels: number,
  bg: Rgba,
): Uint8Array {
  const key = `logo:${width}x${height}:${channels}:${bg.r},${bg.g},${bg.b},${bg.a}`;
  return cachedForImage(logo.data, key, () => {
    const { data } = scaleRgba(logo, width, height);
    const block = new Uint8Array(width * height * channels);
    const bgAlpha = bg.a / 255;
    const background = [bg.r, bg.g, bg.b];
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      const src = pixel * 4;
      const alpha = (data[src + 3] ?? 0) / 255;
      const behind = bgAlpha * (1 - alpha);
      const outAlpha = alpha + behind;
      const at = pixel * channels;
      for (let c = 0; c < 3; c += 1) {
        const mixed = ((data[src + c] ?? 0) * alpha + (background[c] ?? 0) * behind) / outAlpha;
        block[at + c] = outAlpha === 0 ? 0 : Math.round(mixed);
      }
      if (channels === 4) block[at + 3] = Math.round(outAlpha * 255);
    }
    return block;
  });
}

/** Draws the logo; returns the pixel rows it covered. */
function drawLogo(
  pixels: Uint8Array,
  rowBytes: number,
  channels: number,
  layout: QrLayout,
  logo: RgbaImage,
  bg: Rgba,
): { y: number; height: number } | undefined {
  if (!layout.logoBox) return undefined;
  const box = fitInside(layout.logoBox, logo.width, logo.height);
  const block = compositedLogo(logo, box.width, box.height, channels, bg);
  const blockRow = box.width * channels;
  for (let j = 0; j < box.height; j += 1) {
    pixels.set(
      block.subarray(j * blockRow, (j + 1) * blockRow),
      (box.y + j) * rowBytes + box.x * channels,
    );
  }
  return box;
}

/**
 * The truecolour rows are written whole on every call, so one buffer serves them all: a batch
 * of 1000 px codes would otherwise map (and the kernel zero) 3 MB of fresh memory per code,
 * which on two threads costs more than the drawing. Valid until the next call on this thread.
 */
let truecolourScratch = new Uint8Array(0);

function scratchPixels(bytes: number): Uint8Array {
  if (truecolourScratch.length < bytes) truecolourScratch = new Uint8Array(bytes);
  return truecolourScratch.subarray(0, bytes);
}

/** RGB(A) rows of today's look with a logo; `pixels` is reused by the next call. */
export function truecolourPixels(
  layout: QrLayout,
  modules: Uint8Array,
  rowBytes: number,
  channels: number,
  colours: { fg: Rgba; bg: Rgba },
  logo: RgbaImage,
): { pixels: Uint8Array; sameAsAbove: Uint8Array } {
  const { size, margin, edges, moduleCount } = layout;
  const pixels = scratchPixels(rowBytes * size);
  const background = new Uint8Array(rowBytes);
  paintSpan(background, 0, size, colours.bg, channels);
  // Only the quiet zone's rows: every module row is written whole below.
  copyRows(pixels, background, 0, edges[margin] ?? 0);
  copyRows(pixels, background, edges[moduleCount + margin] ?? size, size);
  const row = new Uint8Array(rowBytes);
  for (let r = 0; r < moduleCount; r += 1) {
    row.set(background);
    forEachDrawnSpan(layout, modules, r, (from, to) =>
      paintSpan(row, from, to, colours.fg, channels),
    );
    copyRows(pixels, row, edges[r + margin] ?? 0, edges[r + margin + 1] ?? 0);
  }
  const logoRows = drawLogo(pixels, rowBytes, channels, layout, logo, colours.bg);
  return { pixels, sameAsAbove: copiedRows(layout, logoRows) };
}
