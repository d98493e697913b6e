// A QR code as a standalone SVG document string.
import { fitInside, forEachDarkRun } from './qr-layout';
import { toHexColor, type Rgba } from './qr-color';
import { QrRenderError } from './qr-render-error';
import { resolveQr, type QrRenderOptions } from './qr-render-options';

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

export function renderQrSvg(options: SvgQrOptions): string {
  const logo = options.logo ?? null;
  if (logo && !SAFE_HREF.test(logo.href)) {
    throw new QrRenderError('Logo inválido: use uma imagem PNG, JPG ou SVG.');
  }
  const { matrix, layout, fg, bg } = resolveQr(options, logo !== null);
  const { size } = layout;
  const path: string[] = [];
  forEachDarkRun(layout, matrix.modules, (x, y, width, height) => {
    path.push(`M${x} ${y}h${width}v${height}h-${width}z`);
  });
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">`,
    `<rect width="${size}" height="${size}" ${fill(bg)}/>`,
    `<path ${fill(fg)} d="${path.join('')}"/>`,
  ];
  if (logo && layout.logoBox) {
    const box =
      logo.width && logo.height
        ? fitInside(layout.logoBox, logo.width, logo.height)
        : layout.logoBox;
    parts.push(
      `<image href="${escapeAttribute(logo.href)}" x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
