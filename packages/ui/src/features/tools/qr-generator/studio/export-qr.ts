// The studio's downloads (docs/product/qr-studio.md, "The QR studio"): a PNG of 256 to 4096 px, a
// standalone SVG (logo embedded) and a print PDF (an A4 sheet or an exact size in cm, with bleed
// and crop marks), all drawn by core from the same design as the preview.
import type { QrDesign } from '@qrlink/core/qr/design/qr-design';
import type { PdfSheet } from '@qrlink/core/qr/pdf/render-qr-pdf';
import { qrCanvasFileName, qrPdfFileName, qrSvgFileName } from '@qrlink/core/qr/qr-presets';
import { qrImageSize } from '@qrlink/core/qr/qr-render-options';
import { fetchLogo, pdfLogoOf, svgLogoOf } from '@/lib/qr/load-logo';
import { QrFileError, renderQrPdfBlob, renderQrPngBlob, renderQrSvgBlob } from '@/lib/qr/qr-files';
import type { LogoState } from './studio-state';

export type ExportFormat = 'png' | 'svg' | 'pdf';

export const PNG_EXPORT_SIZE = { min: 256, max: 4096, default: 1024 } as const;
export const PDF_WIDTH_CM = { min: 1, max: 100 } as const;
export const PDF_BLEED_MM = { min: 0, max: 10 } as const;

export interface ExportSettings {
  format: ExportFormat;
  pngSize: number;
  pdf: {
    sheet: 'a4' | 'exact';
    /** Width of the code (frame included) in cm. */
    widthCm: number;
    /** A4 only: one code centred, or as many as fit. */
    layout: 'single' | 'grid';
    bleedMm: number;
    cropMarks: boolean;
  };
}

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  format: 'png',
  pngSize: PNG_EXPORT_SIZE.default,
  pdf: { sheet: 'a4', widthCm: 5, layout: 'single', bleedMm: 3, cropMarks: true },
};

/** Size of the SVG's pixel box: the file is vector, this is only its nominal size. */
const SVG_NOMINAL_SIZE = 1000;

export interface ExportRequest {
  settings: ExportSettings;
  text: string;
  design: QrDesign;
  logo: LogoState;
  /** The loaded logo the preview draws (the PNG uses it as is). */
  logoImage: HTMLImageElement | null;
  /** The destination or the content summary, for the SVG and PDF names. */
  label: string;
}

async function logoBlob(logo: LogoState): Promise<Blob | null> {
  if (logo.kind === 'none') return null;
  if (logo.kind === 'new') return logo.file;
  try {
    return await fetchLogo(logo.url);
  } catch {
    throw new QrFileError(
      'Falha ao buscar logo',
      'Não foi possível carregar o logo. Tente novamente.',
    );
  }
}

function pdfSheetOf(pdf: ExportSettings['pdf']): PdfSheet {
  return pdf.sheet === 'exact'
    ? { kind: 'exact', widthCm: pdf.widthCm }
    : { kind: 'a4', codeWidthCm: pdf.widthCm, layout: pdf.layout };
}

export async function exportStudioFile(
  request: ExportRequest,
): Promise<{ fileName: string; blob: Blob }> {
  const { settings, text, design, label } = request;
  if (settings.format === 'png') {
    const image = request.logoImage;
    const options = {
      text,
      size: settings.pngSize,
      design,
      logo: image ? { image, width: image.naturalWidth, height: image.naturalHeight } : null,
    };
    const { width, height } = qrImageSize(options);
    return { fileName: qrCanvasFileName(width, height), blob: await renderQrPngBlob(options) };
  }
  const blob = await logoBlob(request.logo);
  if (settings.format === 'svg') {
    const logo = blob ? await svgLogoOf(blob) : null;
    return {
      fileName: qrSvgFileName(label),
      blob: renderQrSvgBlob({ text, size: SVG_NOMINAL_SIZE, design, logo }),
    };
  }
  return {
    fileName: qrPdfFileName(label),
    blob: await renderQrPdfBlob({
      text,
      design,
      logo: blob ? await pdfLogoOf(blob) : null,
      sheet: pdfSheetOf(settings.pdf),
      bleedMm: settings.pdf.bleedMm,
      cropMarks: settings.pdf.cropMarks,
      title: label,
    }),
  };
}
