// Draw a QR code on any canvas-like 2D context (browser canvas, OffscreenCanvas,
// @napi-rs/canvas...). Typed structurally so core needs no DOM types.
import { fitInside, forEachDarkRun, type QrLayout } from './qr-layout';
import { toHexColor } from './qr-color';
import { resolveQr, type QrRenderOptions } from './qr-render-options';

/** What the renderer needs of a CanvasRenderingContext2D. */
export interface CanvasLike2D {
  fillStyle: unknown;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: unknown, dx: number, dy: number, dw: number, dh: number): void;
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

/** Draw into (0, 0, size, size); the caller sizes the canvas. Returns the layout used. */
export function renderQrToCanvas(ctx: CanvasLike2D, options: CanvasQrOptions): QrLayout {
  const logo = options.logo ?? null;
  const { matrix, layout, fg, bg } = resolveQr(options, logo !== null);
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
