// A QR code as PNG bytes, pure TypeScript (Node, Electron and browsers alike).
//
// Speed: today's look (square, one colour, no frame) takes the direct path of
// png/plain-qr-pixels.ts: a 1-bit palette PNG without a logo (1000 px -> 125 bytes per row),
// 8-bit RGB(A) with one. Any other design is rasterised from the shared scene
// (geometry/qr-scene.ts, anti-aliased like a canvas) and written as 8-bit RGB(A).
import { buildQrScene } from './geometry/qr-scene';
import { encodePng, scanlineBytes, type PngCompression, type PngHeader } from './png/encode-png';
import { truecolourPixels, twoColourPixels } from './png/plain-qr-pixels';
import { renderSceneRgba, type RgbaPixels } from './raster/render-scene-rgba';
import { resolveQr, type QrRenderOptions } from './qr-render-options';
import type { RgbaImage } from './scale-rgba';

export type { PngCompression, RgbaImage, RgbaPixels };

export interface PngQrOptions extends QrRenderOptions {
  /** The logo as decoded RGBA pixels. */
  logo?: RgbaImage | null;
  /** 'fast' (default) or 'small' (fflate level 9: smaller file, slower). */
  compression?: PngCompression;
}

/** The code as RGBA pixels (any design): what the PNG holds and the safety check decodes. */
export function renderQrRgba(options: PngQrOptions): RgbaPixels {
  const logo = options.logo ?? null;
  return renderSceneRgba(buildQrScene(resolveQr(options, logo !== null)), logo);
}

/** RGBA pixels as a PNG: RGB when every pixel is opaque (a third smaller). */
export function encodeRgbaPng(image: RgbaPixels, compression?: PngCompression): Uint8Array {
  const { width, height, data } = image;
  let opaque = true;
  for (let at = 3; at < data.length && opaque; at += 4) opaque = data[at] === 255;
  if (!opaque) {
    return encodePng(
      { width, height, colorType: 'rgba', bitDepth: 8 },
      new Uint8Array(data.buffer),
      compression,
    );
  }
  const rgb = new Uint8Array(width * height * 3);
  for (let from = 0, to = 0; from < data.length; from += 4, to += 3) {
    rgb[to] = data[from] ?? 0;
    rgb[to + 1] = data[from + 1] ?? 0;
    rgb[to + 2] = data[from + 2] ?? 0;
  }
  return encodePng({ width, height, colorType: 'rgb', bitDepth: 8 }, rgb, compression);
}

export function renderQrPng(options: PngQrOptions): Uint8Array {
  const logo = options.logo ?? null;
  const resolved = resolveQr(options, logo !== null);
  if (!resolved.plain) {
    return encodeRgbaPng(renderSceneRgba(buildQrScene(resolved), logo), options.compression);
  }
  const { matrix, layout, fg, bg } = resolved;
  const translucent = fg.a < 255 || bg.a < 255;
  const { size } = layout;
  if (!logo) {
    const header: PngHeader = {
      width: size,
      height: size,
      colorType: 'palette',
      bitDepth: 1,
      palette: new Uint8Array([bg.r, bg.g, bg.b, fg.r, fg.g, fg.b]),
      ...(translucent ? { transparency: new Uint8Array([bg.a, fg.a]) } : {}),
    };
    const { pixels, sameAsAbove } = twoColourPixels(layout, matrix.modules, scanlineBytes(header));
    return encodePng(header, pixels, options.compression, sameAsAbove);
  }
  const header: PngHeader = {
    width: size,
    height: size,
    colorType: translucent ? 'rgba' : 'rgb',
    bitDepth: 8,
  };
  const channels = translucent ? 4 : 3;
  const { pixels, sameAsAbove } = truecolourPixels(
    layout,
    matrix.modules,
    scanlineBytes(header),
    channels,
    { fg, bg },
    logo,
  );
  return encodePng(header, pixels, options.compression, sameAsAbove);
}
