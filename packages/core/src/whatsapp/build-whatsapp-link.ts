import { toE164 } from '../phone/parse-phone';
import { MESSAGES } from '../validation/messages';
import { countryOfCode } from './country-codes';

export interface WhatsAppLinkInput {
  /** '+55' (the plus and any other non-digit are dropped). */
  countryCode: string;
  /** As typed: '(11) 98765-4321'; non-digits are dropped. */
  phone: string;
  /** Optional text; omitted from the link when empty. */
  message?: string;
}

/** Keep only ASCII digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** The chat with a number in E.164: `https://wa.me/<digits>`, with `?text=` when there is one. */
export function whatsappChatUrl(e164: string, message = ''): string {
  const base = `https://wa.me/${digitsOnly(e164)}`;
  return message === '' ? base : `${base}?text=${encodeURIComponent(message)}`;
}

/**
 * `https://wa.me/<E.164 digits>?text=<encoded message>`. The number is read in the selected
 * country unless typed with its own +code. Throws a RangeError carrying the form's pt-BR
 * message when there is no number or it cannot exist (validate with whatsappSchema first).
 */
export function buildWhatsAppLink({ countryCode, phone, message = '' }: WhatsAppLinkInput): string {
  if (digitsOnly(phone) === '') throw new RangeError(MESSAGES.whatsappPhoneRequired.message);
  const checked = toE164(phone, countryOfCode(countryCode));
  if (!checked.ok) throw new RangeError(MESSAGES.whatsappPhoneInvalid.message);
  return whatsappChatUrl(checked.e164, message);
}
