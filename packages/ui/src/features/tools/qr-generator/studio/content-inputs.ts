// The content forms of the studio, one per type, as typed (strings, not yet validated). Every
// type keeps its own fields, so switching type and back loses nothing.
import { DEFAULT_COUNTRY_CODE } from '@qrlink/core/whatsapp/country-codes';
import type { PixKeyType } from '@qrlink/core/qr-content/pix/pix-key';
import type { QrContentInput, QrContentType } from '@qrlink/core/qr-content/qr-content';
import type { WifiSecurity } from '@qrlink/core/qr-content/wifi';
import type { VCardVersion } from '@qrlink/core/vcard/build-vcard';
import { initialVCardFormData, type VCardFormData } from '@qrlink/core/vcard/vcard-form-data';

export interface ContentInputs {
  url: { url: string };
  whatsapp: { countryCode: string; phone: string; message: string };
  vcard: { data: VCardFormData; version: VCardVersion };
  wifi: { ssid: string; security: WifiSecurity; password: string; hidden: boolean };
  email: { to: string; subject: string; body: string };
  sms: { phone: string; message: string };
  phone: { phone: string };
  text: { text: string };
  pix: {
    keyType: PixKeyType;
    key: string;
    name: string;
    city: string;
    amount: string;
    txid: string;
    description: string;
  };
}

/**
 * docs/product/calls-errors-and-constants.md, "Constants": the editor starts on a placeholder
 * site.
 */
const PLACEHOLDER_TARGET_URL = 'https://www.exemplo.com.br';

export function initialContentInputs(): ContentInputs {
  return {
    url: { url: PLACEHOLDER_TARGET_URL },
    whatsapp: { countryCode: DEFAULT_COUNTRY_CODE, phone: '', message: '' },
    vcard: { data: initialVCardFormData(), version: '4.0' },
    wifi: { ssid: '', security: 'WPA', password: '', hidden: false },
    email: { to: '', subject: '', body: '' },
    sms: { phone: '', message: '' },
    phone: { phone: '' },
    text: { text: '' },
    pix: { keyType: 'cpf', key: '', name: '', city: '', amount: '', txid: '', description: '' },
  };
}

/** What core's qrContentSchema takes for the active type. */
export function contentInputOf(type: QrContentType, inputs: ContentInputs): QrContentInput {
  switch (type) {
    case 'vcard':
      return { type, data: inputs.vcard.data, version: inputs.vcard.version };
    case 'pix':
      return { type, data: inputs.pix };
    default:
      return { type, data: inputs[type] } as QrContentInput;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keeps the stored values whose type matches the field they fill (a stored form is trusted only that far). */
function mergeFields<T extends object>(base: T, stored: unknown): T {
  if (!isRecord(stored)) return base;
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(base)) {
    const candidate = stored[key];
    if (candidate === undefined || candidate === null) continue;
    if (Array.isArray(value) ? Array.isArray(candidate) : typeof candidate === typeof value) {
      merged[key] = candidate;
    }
  }
  return merged as T;
}

/**
 * The forms of a saved code: its stored content (`{ type, data, version? }`, as the studio
 * saved it) fills its type's form; the other forms start empty. Amounts saved as numbers come
 * back as text.
 */
export function inputsFromStored(
  type: QrContentType,
  stored: unknown,
  targetUrl: string | null,
): ContentInputs {
  const inputs = initialContentInputs();
  const data = isRecord(stored) ? stored.data : undefined;
  switch (type) {
    case 'url':
      inputs.url = { url: targetUrl ?? '' };
      break;
    case 'vcard': {
      const version = isRecord(stored) && stored.version === '3.0' ? '3.0' : '4.0';
      inputs.vcard = { data: mergeFields(inputs.vcard.data, data), version };
      break;
    }
    case 'pix': {
      const amount =
        isRecord(data) && typeof data.amount === 'number' ? String(data.amount) : undefined;
      inputs.pix = mergeFields(inputs.pix, isRecord(data) && amount ? { ...data, amount } : data);
      break;
    }
    default:
      (inputs as Record<QrContentType, object>)[type] = mergeFields(inputs[type], data);
  }
  return inputs;
}
