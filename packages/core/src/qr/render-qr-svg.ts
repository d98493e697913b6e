// A QR code as a standalone SVG document string: vector modules, frame and text outlines,
// the logo embedded as given (a data URL keeps the file self-contained).
import { buildQrScene, type QrScene } from './geometry/qr-scene';
import { formatNumber as n, toSvgPathData } from './geometry/path';
import type { Paint } from './geometry/paint';
import { fitInside, forEachDarkRun } from './qr-layout';
import { toHexColor, type Rgba } from './qr-color';
import { QrRenderError } from './qr-render-error';
import { resolveQr, type QrRenderOptions, type ResolvedQr } from './qr-render-options';

export interface SvgLogo {
  /** A data URL (data:image/png|jpeg|svg+xml) or an http(s)/blob URL. */
  href: string;
  /** Natural size when known (keeps the aspect ratio exactly); the box is used otherwise. */
  width?: number;
  height?: number;
}

export interface SvgQrOptions extends QrRenderOptions {
  logo?: SvgLogo | null;
}

const SAFE_HREF = /^(data:image\/(png|jpeg|svg\+xml)[;,]|https?:\/\/|blob:)/i;

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** fill plus fill-opacity (8-digit hex is not understood by every SVG reader). */
function fill(color: Rgba): string {
  const opaque = toHexColor({ ...color, a: 255 });
  return color.a === 255
    ? `fill="${opaque}"`
    : `fill="${opaque}" fill-opacity="${(color.a / 255).toFixed(3)}"`;
}

function stopElement(offset: number, color: Rgba): string {
  const opacity = color.a === 255 ? '' : ` stop-opacity="${(color.a / 255).toFixed(3)}"`;
  return `<stop offset="${n(offset)}" stop-color="${toHexColor({ ...color, a: 255 })}"${opacity}/>`;
}

/** A gradient definition (absolute coordinates, like the canvas) or null for a solid paint. */
function gradientElement(paint: Paint, id: string): string | null {
  if (paint.type === 'solid') return null;
  const stops = paint.stops.map((stop) => stopElement(stop.offset, stop.color)).join('');
  return paint.type === 'linear'
    ? `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(paint.x1)}" y1="${n(paint.y1)}" x2="${n(paint.x2)}" y2="${n(paint.y2)}">${stops}</linearGradient>`
    : `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(paint.cx)}" cy="${n(paint.cy)}" r="${n(paint.r)}">${stops}</radialGradient>`;
}

function logoElement(logo: SvgLogo, box: NonNullable<QrScene['logoBox']>): string {
  const fitted = logo.width && logo.height ? fitInside(box, logo.width, logo.height) : box;
  return `<image href="${escapeAttribute(logo.href)}" x="${fitted.x}" y="${fitted.y}" width="${fitted.width}" height="${fitted.height}" preserveAspectRatio="xMidYMid meet"/>`;
}

function open(width: number, height: number, crisp: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${crisp ? ' shape-rendering="crispEdges"' : ''}>`;
}

/** Today's look: one rectangle and one path of module runs, crisp edges. */
function plainSvg({ matrix, layout, fg, bg }: ResolvedQr, logo: SvgLogo | null): string {
  const { size } = layout;
  const path: string[] = [];
  forEachDarkRun(layout, matrix.modules, (x, y, width, height) => {
    path.push(`M${x} ${y}h${width}v${height}h-${width}z`);
  });
  const parts = [
    open(size, size, true),
    `<rect width="${size}" height="${size}" ${fill(bg)}/>`,
    `<path ${fill(fg)} d="${path.join('')}"/>`,
  ];
  if (logo && layout.logoBox) parts.push(logoElement(logo, layout.logoBox));
  parts.push('</svg>');
  return parts.join('');
}

/** Any design: every scene layer as one path, gradients in <defs>. */
function sceneSvg(scene: QrScene, logo: SvgLogo | null): string {
  const defs: string[] = [];
  const body = scene.layers
    .filter((layer) => !layer.path.isEmpty)
    .map((layer, i) => {
      const gradient = gradientElement(layer.paint, `qr-fill-${i}`);
      if (gradient) defs.push(gradient);
      const paint =
        layer.paint.type === 'solid' ? fill(layer.paint.color) : `fill="url(#qr-fill-${i})"`;
      return `<path ${paint} d="${toSvgPathData(layer.path)}"/>`;
    });
  const parts = [open(scene.width, scene.height, false)];
  if (defs.length > 0) parts.push(`<defs>${defs.join('')}</defs>`);
  parts.push(...body);
  if (logo && scene.logoBox) parts.push(logoElement(logo, scene.logoBox));
  parts.push('</svg>');
  return parts.join('');
}

export function renderQrSvg(options: SvgQrOptions): string {
  const logo = options.logo ?? null;
  if (logo && !SAFE_HREF.test(logo.href)) {
    throw new QrRenderError('Logo inválido: use uma imagem PNG, JPG ou SVG.');
  }
  const resolved = resolveQr(options, logo !== null);
  return resolved.plain ? plainSvg(resolved, logo) : sceneSvg(buildQrScene(resolved), logo);
}
