// How a saved QR code is drawn and named everywhere (the list, its downloads, the batch export,
// the editor): its design, the text it encodes and a label
// (docs/product/qr-studio.md, "The QR studio").
import { dynamicQrUrl } from '@qrlink/core/links/public-urls';
import {
  designFromColors,
  parseStoredQrDesign,
  type QrDesign,
} from '@qrlink/core/qr/design/qr-design';
import { QR_PRESETS } from '@qrlink/core/qr/qr-presets';
import { qrContentSummary } from '@qrlink/core/qr-content/content-summary';
import type { QrCodeRow } from '@qrlink/data/qr-codes/list-qr-codes';

type SavedDesignFields = Pick<QrCodeRow, 'design' | 'fg_color' | 'bg_color'>;
type SavedContentFields = Pick<QrCodeRow, 'id' | 'content_type' | 'payload'>;

/**
 * The design a saved code is drawn with. Codes saved before designs keep their look: their two
 * colours at level H, as the list's download always drew them
 * (docs/product/calls-errors-and-constants.md, "Constants").
 */
export function savedQrDesign(row: SavedDesignFields): QrDesign {
  if (row.design != null) return parseStoredQrDesign(row.design);
  return {
    ...designFromColors(row.fg_color, row.bg_color),
    errorCorrectionLevel: QR_PRESETS.download.errorCorrectionLevel,
  };
}

/** Dynamic codes ('url') redirect through {origin}/qr/{id}; the others hold their content. */
export function isDynamicQr(row: Pick<QrCodeRow, 'content_type'>): boolean {
  return row.content_type === 'url';
}

/** What the code encodes: the dynamic URL, or a static code's payload. */
export function savedQrText(row: SavedContentFields, origin: string): string {
  return isDynamicQr(row) || !row.payload ? dynamicQrUrl(origin, row.id) : row.payload;
}

/** The destination of a dynamic code, or 'Pix: JOSE DA SILVA' for a static one. */
export function savedQrLabel(
  row: Pick<QrCodeRow, 'target_url' | 'content_type' | 'content'>,
): string {
  return row.target_url ?? qrContentSummary(row.content_type, row.content);
}
