// One code's files, exactly as the list's 'Baixar' and 'Baixar SVG' make them
// (docs/product.md §9): 1000 x 1000 px, level H, quiet zone, logo at 20% of the side. Pure:
// runs in a worker thread (render-worker.ts) or inline.
import { QR_PRESETS } from '@qrlink/core/qr/qr-presets';
import { renderQrPng } from '@qrlink/core/qr/render-qr-png';
import { renderQrSvg } from '@qrlink/core/qr/render-qr-svg';
import type { ExportCode, ExportLogo } from '@qrlink/ui/lib/platform/bridge-contract';

export interface RenderedFiles {
  png: Uint8Array;
  svg: string | null;
}

export function renderExportFiles(
  code: ExportCode,
  logo: ExportLogo | null,
  includeSvg: boolean,
): RenderedFiles {
  const preset = QR_PRESETS.download;
  const layout = {
    text: code.dynamicUrl,
    size: preset.size,
    margin: preset.margin,
    errorCorrectionLevel: preset.errorCorrectionLevel,
    logoScale: preset.logoScale,
    fgColor: code.fgColor,
    bgColor: code.bgColor,
  };
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
