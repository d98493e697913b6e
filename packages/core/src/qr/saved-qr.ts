// How a saved QR code is drawn and named everywhere (the list, its downloads, the editor, the
// desktop's batch export, the bulk ZIP): its design, the text it encodes and a label
// (docs/product/qr-studio.md, "The QR studio").
import { dynamicQrUrl } from '../links/public-urls';
import { qrContentSummary } from '../qr-content/content-summary';
import type { QrContentType } from '../qr-content/qr-content';
import { designFromColors, parseStoredQrDesign, type QrDesign } from './design/qr-design';
import { QR_PRESETS } from './qr-presets';

/** The qr_codes columns these rules read (the data layer's QrCodeRow has them all). */
export interface SavedQrRow {
  id: string;
  content_type: QrContentType;
  /** Null for static codes. */
  target_url: string | null;
  content: unknown;
  payload: string | null;
  /** The studio design as stored; null before designs. */
  design: unknown;
  fg_color: string;
  bg_color: string;
}

/**
 * The design a saved code is drawn with. Codes saved before designs keep their look: their two
 * colours at level H, as the list's download always drew them
 * (docs/product/calls-errors-and-constants.md, "Constants").
 */
export function savedQrDesign(row: Pick<SavedQrRow, 'design' | 'fg_color' | 'bg_color'>): QrDesign {
  if (row.design != null) return parseStoredQrDesign(row.design);
  return {
    ...designFromColors(row.fg_color, row.bg_color),
    errorCorrectionLevel: QR_PRESETS.download.errorCorrectionLevel,
  };
}

/** Dynamic codes ('url') redirect through {origin}/qr/{id}; the others hold their content. */
export function isDynamicQr(row: Pick<SavedQrRow, 'content_type'>): boolean {
  return row.content_type === 'url';
}

/** What the code encodes: the dynamic URL, or a static code's payload. */
export function savedQrText(
  row: Pick<SavedQrRow, 'id' | 'content_type' | 'payload'>,
  origin: string,
): string {
  return isDynamicQr(row) || !row.payload ? dynamicQrUrl(origin, row.id) : row.payload;
}

/**
 * The destination of a dynamic code, or 'Pix: JOSE DA SILVA' for a static one: what its file
 * names (qrDownloadFileName, qrSvgFileName) and the export's index are made from.
 */
export function savedQrLabel(
  row: Pick<SavedQrRow, 'target_url' | 'content_type' | 'content'>,
): string {
  return row.target_url ?? qrContentSummary(row.content_type, row.content);
}
