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
  /** size x size, row-major, 1 = dark module. Shared by every caller: read it, never write. */
  modules: Uint8Array;
  version: number;
  errorCorrectionLevel: QrErrorCorrectionLevel;
}

export interface QrMatrixOptions {
  errorCorrectionLevel?: QrErrorCorrectionLevel;
  /** Force a version; the smallest that fits is chosen when omitted. */
  version?: number;
}

/**
 * The last matrices made, newest last. Screens draw the same text again and again (the studio's
 * preview on every change of colour or shape, its scan-safety check, each list row), and the
 * encoding (segment optimisation, then eight masks scored) is most of a plain code's drawing
 * time. A matrix is never changed once made, so callers share it.
 */
const recentMatrices = new Map<string, QrMatrix>();
const RECENT_MATRICES_KEPT = 32;

export function createQrMatrix(text: string, options: QrMatrixOptions = {}): QrMatrix {
  const key = `${options.errorCorrectionLevel ?? 'M'}|${options.version ?? ''}|${text}`;
  const recent = recentMatrices.get(key);
  if (recent) {
    // Moved to the newest end, so the oldest is the one dropped.
    recentMatrices.delete(key);
    recentMatrices.set(key, recent);
    return recent;
  }
  const matrix = encodeQrMatrix(text, options);
  recentMatrices.set(key, matrix);
  if (recentMatrices.size > RECENT_MATRICES_KEPT) {
    recentMatrices.delete(recentMatrices.keys().next().value!);
  }
  return matrix;
}

function encodeQrMatrix(text: string, options: QrMatrixOptions): QrMatrix {
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
