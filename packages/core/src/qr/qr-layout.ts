// The ONE geometry all renderers share: where each module and the logo go, in whole pixels.
//
// The image is `size` px with `margin` quiet modules on each side. Module boundaries are
// rounded (edges[i] = round(i * size / cells)) so modules are crisp and the image is exactly
// `size` px; neighbouring modules differ by at most one pixel. With a logo, a centred box of
// `logoScale * size` is reserved and every module it touches is left out ("excavated"), which
// leaves a background-coloured pad aligned to the module grid behind the logo. Padding widens
// the excavated box around the logo (a plate may be drawn there).
//
// A frame makes the image larger than `size`: the code square keeps its `size` and sits at
// `origin` inside a `width` x `height` image (frame-layout.ts). Every box and edge of the code
// is in code coordinates (0 ... size); add `origin` to draw it in the image.
import type { Box } from './geometry/box';
import { layoutFrame, type FrameInput, type FrameLayout } from './geometry/frame-layout';
import { QrRenderError } from './qr-render-error';

export type { Box, FrameInput, FrameLayout };

export interface QrLayout {
  /** Side of the code square (quiet zone included). */
  size: number;
  /** The whole image: `size` without a frame, larger with one. */
  width: number;
  height: number;
  /** Top-left corner of the code square in the image. */
  origin: { x: number; y: number };
  frame: FrameLayout | null;
  moduleCount: number;
  margin: number;
  /** Pixel edge of each cell (margin cells included): cells + 1 entries, 0 ... size. */
  edges: Int32Array;
  /** Where the logo is drawn (fitted inside), or null without a logo. */
  logoBox: Box | null;
  /** The excavated area behind the logo (module-aligned), or null. */
  padBox: Box | null;
  /** The logo box grown by the padding: where a logo plate goes, or null. */
  plateBox: Box | null;
  /** Module rows/cols [from, to) left empty for the logo; empty range without one. */
  excavated: { from: number; to: number };
}

export interface LayoutInput {
  moduleCount: number;
  size: number;
  margin: number;
  /** 0 for no logo. */
  logoScale: number;
  /** Space around the logo, as a fraction of `size` (0 to 0.1). */
  logoPadding?: number;
  frame?: FrameInput | null;
}

export function layoutQr(input: LayoutInput): QrLayout {
  const { moduleCount, size, margin, logoScale, logoPadding = 0 } = input;
  if (!Number.isInteger(size) || size < 1) {
    throw new QrRenderError('O tamanho do QR Code deve ser um número inteiro de pixels.');
  }
  if (!Number.isInteger(margin) || margin < 0) {
    throw new QrRenderError('A margem do QR Code deve ser um número inteiro não negativo.');
  }
  if (!(logoScale >= 0 && logoScale <= 0.3)) {
    // Beyond ~30% even level H cannot recover the hidden modules.
    throw new QrRenderError('O logo pode ocupar no máximo 30% do QR Code.');
  }
  if (!(logoPadding >= 0 && logoPadding <= 0.1)) {
    throw new QrRenderError('O espaço ao redor do logo deve ser de 0% a 10% do QR Code.');
  }
  const cells = moduleCount + 2 * margin;
  const edges = new Int32Array(cells + 1);
  for (let i = 0; i <= cells; i += 1) edges[i] = Math.round((i * size) / cells);

  const frame = input.frame ? layoutFrame(input.frame, size, edges[margin] ?? 0) : null;
  const image = {
    size,
    width: frame ? frame.outer.width : size,
    height: frame ? frame.outer.height : size,
    origin: frame ? { x: frame.hole.x, y: frame.hole.y } : { x: 0, y: 0 },
    frame,
    moduleCount,
    margin,
    edges,
  };
  const side = Math.round(size * logoScale);
  if (side === 0) {
    return {
      ...image,
      logoBox: null,
      padBox: null,
      plateBox: null,
      excavated: { from: 0, to: 0 },
    };
  }
  const start = Math.floor((size - side) / 2);
  const logoBox = { x: start, y: start, width: side, height: side };
  const padding = Math.round(size * logoPadding);
  const plateStart = start - padding;
  const plateEnd = start + side + padding;
  // Cells whose pixels overlap [plateStart, plateEnd): the square is symmetric, so rows and
  // columns share one range. Converted to module indices (margin removed).
  let first = 0;
  while ((edges[first + 1] ?? size) <= plateStart) first += 1;
  let last = first;
  while ((edges[last + 1] ?? size) < plateEnd) last += 1;
  const padStart = edges[first] ?? 0;
  const padEnd = edges[last + 1] ?? size;
  return {
    ...image,
    logoBox,
    padBox: { x: padStart, y: padStart, width: padEnd - padStart, height: padEnd - padStart },
    plateBox: {
      x: plateStart,
      y: plateStart,
      width: plateEnd - plateStart,
      height: plateEnd - plateStart,
    },
    excavated: {
      from: Math.max(0, first - margin),
      to: Math.min(moduleCount, last + 1 - margin),
    },
  };
}

/** True when module (row, col) is dark and not hidden by the logo. */
export function isDrawn(layout: QrLayout, modules: Uint8Array, row: number, col: number): boolean {
  const { from, to } = layout.excavated;
  if (row >= from && row < to && col >= from && col < to) return false;
  return modules[row * layout.moduleCount + col] === 1;
}

/**
 * Call `draw` for each horizontal run of drawn modules, in pixels: renderers emit one
 * rectangle per run instead of one per module (about 3x fewer shapes).
 */
export function forEachDarkRun(
  layout: QrLayout,
  modules: Uint8Array,
  draw: (x: number, y: number, width: number, height: number) => void,
): void {
  const { moduleCount: count, margin, edges } = layout;
  for (let row = 0; row < count; row += 1) {
    const y = edges[row + margin] ?? 0;
    const height = (edges[row + margin + 1] ?? 0) - y;
    let col = 0;
    while (col < count) {
      if (!isDrawn(layout, modules, row, col)) {
        col += 1;
        continue;
      }
      const runStart = col;
      while (col < count && isDrawn(layout, modules, row, col)) col += 1;
      const x = edges[runStart + margin] ?? 0;
      draw(x, y, (edges[col + margin] ?? 0) - x, height);
    }
  }
}

/** Fit an image of `width` x `height` inside `box`, centred, keeping its aspect ratio. */
export function fitInside(box: Box, width: number, height: number): Box {
  const scale = Math.min(box.width / width, box.height / height);
  const fittedWidth = Math.max(1, Math.round(width * scale));
  const fittedHeight = Math.max(1, Math.round(height * scale));
  return {
    x: box.x + Math.floor((box.width - fittedWidth) / 2),
    y: box.y + Math.floor((box.height - fittedHeight) / 2),
    width: fittedWidth,
    height: fittedHeight,
  };
}
