// One code's files, exactly as the list's 'Baixar' and 'Baixar SVG' make them
// (docs/product/calls-errors-and-constants.md, "Constants" and
// docs/product/qr-studio.md, "The QR studio"): a 1000 px code square (a frame adds around it) in
// the code's design as core's savedQrDesign reads it (codes saved before designs: their two
// colours at level H). The page sends what the code encodes (core's savedQrText): a static
// code's payload, or a dynamic one's {origin}/qr/{id}. Pure: runs in a worker thread
// (render-worker.ts) or inline.
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import { QR_PRESETS } from '@qrlink/core/qr/qr-presets';
import { qrImageSize, type QrRenderOptions } from '@qrlink/core/qr/qr-render-options';
import { renderQrPng } from '@qrlink/core/qr/render-qr-png';
import { renderQrSvg } from '@qrlink/core/qr/render-qr-svg';
import { savedQrDesign } from '@qrlink/core/qr/saved-qr';
import type { ExportCode, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';

export interface RenderedFiles {
  png: Uint8Array;
  svg: string | null;
}

/** What the code encodes and how it looks, at the list download's size. */
function exportLayout(code: ExportCode): QrRenderOptions & { design: QrDesign } {
  return {
    text: code.payload ?? code.dynamicUrl ?? '',
    size: QR_PRESETS.download.size,
    design: savedQrDesign({
      design: code.design ?? null,
      fg_color: code.fgColor,
      bg_color: code.bgColor,
    }),
  };
}

/** Pixel size of the PNG: a frame with a call to action makes it larger, and taller than wide. */
export function exportImageSize(code: ExportCode): { width: number; height: number } {
  return qrImageSize(exportLayout(code));
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
