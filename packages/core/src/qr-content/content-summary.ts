// One line that tells a saved code apart in lists, notifications and file names: the content
// type and its most telling field ('Pix: JOSE DA SILVA', 'Wi-Fi: Loja Centro'). Reads stored
// content leniently (whatever a row holds): a missing field leaves the type alone.
import { QR_CONTENT_TYPE_LABELS, type QrContentType } from './qr-content';

const MAX_DETAIL = 60;

function field(data: unknown, name: string): string {
  if (typeof data !== 'object' || data === null) return '';
  const value = (data as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
}

function detailOf(type: QrContentType, data: unknown): string {
  switch (type) {
    case 'url':
      return field(data, 'url');
    case 'vcard':
      return [field(data, 'firstName'), field(data, 'lastName')].filter(Boolean).join(' ');
    case 'wifi':
      return field(data, 'ssid');
    case 'email':
      return field(data, 'to');
    case 'pix':
      return field(data, 'name') || field(data, 'key');
    case 'text':
      return field(data, 'text').replace(/\s+/g, ' ');
    case 'whatsapp': {
      const phone = field(data, 'phone');
      return phone ? `${field(data, 'countryCode')} ${phone}`.trim() : '';
    }
    case 'sms':
    case 'phone':
      return field(data, 'phone');
  }
}

/** `{ type, data }` as the studio stores it (content column), or just the data. */
export function qrContentSummary(type: QrContentType, content: unknown): string {
  const data =
    typeof content === 'object' && content !== null && 'data' in content
      ? (content as { data: unknown }).data
      : content;
  const detail = detailOf(type, data);
  const label = QR_CONTENT_TYPE_LABELS[type];
  if (!detail) return label;
  const cut = detail.length > MAX_DETAIL ? `${detail.slice(0, MAX_DETAIL - 3)}...` : detail;
  return `${label}: ${cut}`;
}
