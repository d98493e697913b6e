// The QR matrix, from the `qrcode` package (versions 1-40, levels L/M/Q/H). Renderers only
// ever see this plain shape.
import QRCode from 'qrcode';
import {
  QR_ERROR_CORRECTION_LEVELS,
  QR_MAX_VERSION,
  QR_MIN_VERSION,
  type QrErrorCorrectionLevel,
} from '../constants';
import { QrRenderError } from './qr-render-error';

export interface QrMatrix {
  /** Modules per side (21 for version 1, +4 per version). */
  size: number;
  /** size x size, row-major, 1 = dark module. */
  modules: Uint8Array;
  version: number;
  errorCorrectionLevel: QrErrorCorrectionLevel;
}

export interface QrMatrixOptions {
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  /** Force a version; the smallest that fits is chosen when omitted. */
  version?: number;
}

export function createQrMatrix(text: string, options: QrMatrixOptions = {}): QrMatrix {
  const errorCorrectionLevel = options.errorCorrectionLevel ?? 'M';
  if (!QR_ERROR_CORRECTION_LEVELS.includes(errorCorrectionLevel)) {
    throw new QrRenderError('Nível de correção de erro inválido (use L, M, Q ou H).');
  }
  const { version } = options;
  if (
    version !== undefined &&
    (!Number.isInteger(version) || version < QR_MIN_VERSION || version > QR_MAX_VERSION)
  ) {
    throw new QrRenderError('Versão de QR Code inválida (use de 1 a 40).');
  }
  if (text === '') throw new QrRenderError('Informe o conteúdo do QR Code.');
  let code: QRCode.QRCode;
  try {
    code = QRCode.create(text, { errorCorrectionLevel, ...(version ? { version } : {}) });
  } catch {
    // qrcode throws when the data does not fit the (given or largest) version.
    throw new QrRenderError('O conteúdo é grande demais para um QR Code com essas opções.');
  }
  return {
    size: code.modules.size,
    modules: code.modules.data,
    version: code.version,
    errorCorrectionLevel,
  };
}
