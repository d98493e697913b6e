// Draw a QR code on any canvas-like 2D context (browser canvas, OffscreenCanvas,
// @napi-rs/canvas...). Typed structurally so core needs no DOM types.
import { buildQrScene, type QrScene } from './geometry/qr-scene';
import type { Paint } from './geometry/paint';
import { fitInside, forEachDarkRun, type QrLayout } from './qr-layout';
import { toHexColor } from './qr-color';
import { QrRenderError } from './qr-render-error';
import { resolveQr, type QrRenderOptions } from './qr-render-options';

/** What the renderer needs of a CanvasRenderingContext2D for today's look. */
export interface CanvasLike2D {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: unknown, dx: number, dy: number, dw: number, dh: number): void;
}

interface CanvasGradientLike {
  addColorStop(offset: number, color: string): void;
}

/** What a designed code (shapes, gradients, frame text) needs on top. */
export interface CanvasPathLike2D extends CanvasLike2D {
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  bezierCurveTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): void;
  closePath(): void;
  fill(fillRule?: 'nonzero' | 'evenodd'): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): CanvasGradientLike;
  createRadialGradient(
    x0: number,
    y0: number,
    r0: number,
    x1: number,
    y1: number,
    r1: number,
  ): CanvasGradientLike;
}

export interface CanvasLogo {
  /** A loaded image (HTMLImageElement, ImageBitmap, canvas...). */
  image: unknown;
  /** Natural size, used to keep the aspect ratio inside the logo box. */
  width: number;
  height: number;
}

export interface CanvasQrOptions extends QrRenderOptions {
  logo?: CanvasLogo | null;
}

function canDrawPaths(ctx: CanvasLike2D): ctx is CanvasPathLike2D {
  return typeof (ctx as Partial<CanvasPathLike2D>).bezierCurveTo === 'function';
}

function fillStyle(ctx: CanvasPathLike2D, paint: Paint): unknown {
  if (paint.type === 'solid') return toHexColor(paint.color);
  const gradient =
    paint.type === 'linear'
      ? ctx.createLinearGradient(paint.x1, paint.y1, paint.x2, paint.y2)
      : ctx.createRadialGradient(paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r);
  for (const stop of paint.stops) gradient.addColorStop(stop.offset, toHexColor(stop.color));
  return gradient;
}

/** Replay the shared scene: one path fill per layer, then the logo. */
function drawSceneOnCanvas(ctx: CanvasPathLike2D, scene: QrScene, logo: CanvasLogo | null) {
  ctx.clearRect(0, 0, scene.width, scene.height);
  for (const layer of scene.layers) {
    ctx.beginPath();
    layer.path.visit({
      moveTo: (x, y) => ctx.moveTo(x, y),
      lineTo: (x, y) => ctx.lineTo(x, y),
      quadTo: (cx, cy, x, y) => ctx.quadraticCurveTo(cx, cy, x, y),
      cubicTo: (ax, ay, bx, by, x, y) => ctx.bezierCurveTo(ax, ay, bx, by, x, y),
      close: () => ctx.closePath(),
    });
    ctx.fillStyle = fillStyle(ctx, layer.paint);
    ctx.fill('nonzero');
  }
  if (logo && scene.logoBox) {
    const box = fitInside(scene.logoBox, logo.width, logo.height);
    ctx.drawImage(logo.image, box.x, box.y, box.width, box.height);
  }
}

/**
 * Draw into (0, 0, layout.width, layout.height): `size` square without a frame, larger with
 * one. The caller sizes the canvas (the layout of the same options says how large).
 */
export function renderQrToCanvas(ctx: CanvasLike2D, options: CanvasQrOptions): QrLayout {
  const logo = options.logo ?? null;
  const resolved = resolveQr(options, logo !== null);
  const { matrix, layout, fg, bg } = resolved;
  if (!resolved.plain) {
    if (!canDrawPaths(ctx)) {
      throw new QrRenderError('Este navegador não consegue desenhar esse design de QR Code.');
    }
    drawSceneOnCanvas(ctx, buildQrScene(resolved), logo);
    return layout;
  }
  const { size } = layout;
  // A translucent background must not blend with whatever the canvas held before.
  ctx.clearRect(0, 0, size, size);
  ctx.fillStyle = toHexColor(bg);
  ctx.fillRect(0, 0, size, size);
  ctx.fillStyle = toHexColor(fg);
  forEachDarkRun(layout, matrix.modules, (x, y, width, height) =>
    ctx.fillRect(x, y, width, height),
  );
  if (logo && layout.logoBox) {
    const box = fitInside(layout.logoBox, logo.width, logo.height);
    ctx.drawImage(logo.image, box.x, box.y, box.width, box.height);
  }
  return layout;
}
