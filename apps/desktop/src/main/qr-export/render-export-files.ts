// One code's files, exactly as the list's 'Baixar' and 'Baixar SVG' make them
// (docs/product/calls-errors-and-constants.md, "Constants" and
// docs/product/qr-studio.md, "The QR studio"): a 1000 px code square (a frame adds around it) in
// the code's studio design as saved (without one: level H, quiet zone, logo at 20% of the side, its
// two colours). A static code encodes its payload, a dynamic one its {origin}/qr/{id}. Pure: runs
// in a worker thread (render-worker.ts) or inline.
import { parseStoredQrDesign } from '@qrlink/core/qr/design/qr-design';
import { QR_PRESETS } from '@qrlink/core/qr/qr-presets';
import { qrImageSize, type QrRenderOptions } from '@qrlink/core/qr/qr-render-options';
import { renderQrPng } from '@qrlink/core/qr/render-qr-png';
import { renderQrSvg } from '@qrlink/core/qr/render-qr-svg';
import type { ExportCode, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';

export interface RenderedFiles {
  png: Uint8Array;
  svg: string | null;
}

/** What the code encodes and how it looks, at the list download's size. */
function exportLayout(code: ExportCode): QrRenderOptions {
  const preset = QR_PRESETS.download;
  const text = code.payload ?? code.dynamicUrl ?? '';
  if (code.design) return { text, size: preset.size, design: parseStoredQrDesign(code.design) };
  return {
    text,
    size: preset.size,
    margin: preset.margin,
    errorCorrectionLevel: preset.errorCorrectionLevel,
    logoScale: preset.logoScale,
    fgColor: code.fgColor,
    bgColor: code.bgColor,
  };
}

/** Pixel size of the PNG: a frame with a call to action makes it larger, and taller than wide. */
export function exportImageSize(code: ExportCode): { width: number; height: number } {
  const layout = exportLayout(code);
  const framed = code.design && parseStoredQrDesign(code.design).frame.style !== 'none';
  // Only a frame changes the height; skip building the matrix for the rest.
  return framed
    ? qrImageSize(layout, code.logoId !== null)
    : { width: layout.size, height: layout.size };
}

export function renderExportFiles(
  code: ExportCode,
  logo: ExportLogo | null,
  includeSvg: boolean,
): RenderedFiles {
  const layout = exportLayout(code);
  const png = renderQrPng({
    ...layout,
    logo: logo ? { width: logo.width, height: logo.height, data: logo.rgba } : null,
  });
  const svg = includeSvg
    ? renderQrSvg({
        ...layout,
        logo: logo ? { href: logo.svgHref, width: logo.width, height: logo.height } : null,
      })
    : null;
  return { png, svg };
}
