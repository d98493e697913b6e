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

function matrixKey(text: string, options: QrMatrixOptions): string {
  return `${options.errorCorrectionLevel ?? 'M'}|${options.version ?? ''}|${text}`;
}

function remember(key: string, matrix: QrMatrix): void {
  recentMatrices.set(key, matrix);
  if (recentMatrices.size > RECENT_MATRICES_KEPT) {
    recentMatrices.delete(recentMatrices.keys().next().value!);
  }
}

export function createQrMatrix(text: string, options: QrMatrixOptions = {}): QrMatrix {
  const key = matrixKey(text, options);
  const recent = recentMatrices.get(key);
  if (recent) {
    // Moved to the newest end, so the oldest is the one dropped.
    recentMatrices.delete(key);
    recentMatrices.set(key, recent);
    return recent;
  }
  const matrix = encodeQrMatrix(text, options);
  remember(key, matrix);
  return matrix;
}

/**
 * A matrix as text (`version` `level` `:` its modules a bit each, row-major, base64), for a code
 * a page draws as it opens: written ahead (a test checks it against the encoding), it spares
 * the page the encoding, which in code the browser has not compiled yet is a long task on a
 * phone (docs/architecture.md, "The first pages a phone opens").
 */
export function packQrMatrix(matrix: QrMatrix): string {
  const bytes = new Uint8Array(Math.ceil(matrix.modules.length / 8));
  matrix.modules.forEach((dark, i) => {
    if (dark) bytes[i >> 3] = (bytes[i >> 3] as number) | (0x80 >> (i & 7));
  });
  return `${matrix.version}${matrix.errorCorrectionLevel}:${btoa(String.fromCharCode(...bytes))}`;
}

/**
 * What createQrMatrix(text) at the packed matrix's level will hand out from now on (while it
 * stays among the recent ones): the packed matrix, not an encoding of `text`.
 */
export function rememberPackedQrMatrix(text: string, packed: string): void {
  const [, version, level, bits] = /^(\d+)([LMQH]):(.*)$/.exec(packed) ?? [];
  if (!version || !level || bits === undefined) throw new Error(`not a packed matrix: ${packed}`);
  const size = 17 + 4 * Number(version);
  const bytes = atob(bits);
  const modules = new Uint8Array(size * size);
  for (let i = 0; i < modules.length; i += 1) {
    modules[i] = (bytes.charCodeAt(i >> 3) >> (7 - (i & 7))) & 1;
  }
  const errorCorrectionLevel = level as QrErrorCorrectionLevel;
  remember(matrixKey(text, { errorCorrectionLevel }), {
    size,
    modules,
    version: Number(version),
    errorCorrectionLevel,
  });
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
