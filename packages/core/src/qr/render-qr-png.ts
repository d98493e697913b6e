// A QR code as PNG bytes, pure TypeScript (Node, Electron and browsers alike).
//
// Speed: today's look (square, one colour, no frame) takes the direct path of
// png/plain-qr-pixels.ts: a 1-bit palette PNG without a logo (1000 px -> 125 bytes per row),
// 8-bit RGB(A) with one. Any other design is rasterised from the shared scene
// (geometry/qr-scene.ts, anti-aliased like a canvas: raster/) into a buffer reused from image
// to image, and written as 8-bit RGB(A) by png/encode-rgba-png.ts (copies of neighbouring
// pixels, Huffman codes fitted to the image). `npm run bench:qr` measures both paths.
import { buildQrScene } from './geometry/qr-scene';
import { encodePng, scanlineBytes, type PngCompression, type PngHeader } from './png/encode-png';
import { truecolourPixels, twoColourPixels } from './png/plain-qr-pixels';
import { encodeRgbaPng, type RgbaPixels } from './png/encode-rgba-png';
import { renderSceneRgba, withSceneRgba } from './raster/render-scene-rgba';
import { resolveQr, type QrRenderOptions } from './qr-render-options';
import type { RgbaImage } from './scale-rgba';

export type { PngCompression, RgbaImage, RgbaPixels };
export { encodeRgbaPng };

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

export function renderQrPng(options: PngQrOptions): Uint8Array {
  const logo = options.logo ?? null;
  const resolved = resolveQr(options, logo !== null);
  if (!resolved.plain) {
    return withSceneRgba(buildQrScene(resolved), logo, (image) =>
      encodeRgbaPng(image, options.compression),
    );
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
