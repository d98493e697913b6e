// A designed code as the files people download, from core's renderers: the PNG drawn on a
// canvas (the same drawing as the preview), the standalone SVG and the print PDF. pdf-lib is
// loaded only when a PDF is asked for.
import type { PdfQrOptions } from '@qrlink/core/qr/pdf/render-qr-pdf';
import { qrImageSize } from '@qrlink/core/qr/qr-render-options';
import { renderQrToCanvas, type CanvasQrOptions } from '@qrlink/core/qr/render-qr-canvas';
import { renderQrSvg, type SvgQrOptions } from '@qrlink/core/qr/render-qr-svg';

/** Raised when the browser cannot give a canvas or its PNG (the message is pt-BR). */
export class QrFileError extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/** A canvas as PNG; null when the browser cannot give it. */
export function canvasPngBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise<Blob | null>((resolve) => {
    try {
      canvas.toBlob(resolve, 'image/png');
    } catch {
      // A canvas tainted by a cross-origin logo refuses to export.
      resolve(null);
    }
  });
}

/** The PNG of a code `size` px wide (a frame makes it taller), logo drawn from a loaded image. */
export async function renderQrPngBlob(options: CanvasQrOptions): Promise<Blob> {
  const { width, height } = qrImageSize(options);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    throw new QrFileError(
      'Erro de Renderização',
      'Canvas do QR Code não encontrado após renderização.',
    );
  }
  renderQrToCanvas(context, options);
  const blob = await canvasPngBlob(canvas);
  if (!blob) throw new QrFileError('Erro de Download', 'Não foi possível gerar o arquivo PNG.');
  return blob;
}

export function renderQrSvgBlob(options: SvgQrOptions): Blob {
  return new Blob([renderQrSvg(options)], { type: 'image/svg+xml' });
}

export async function renderQrPdfBlob(options: PdfQrOptions): Promise<Blob> {
  const { renderQrPdf } = await import('@qrlink/core/qr/pdf/render-qr-pdf');
  const bytes = await renderQrPdf(options);
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' });
}
