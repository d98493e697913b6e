import { MESSAGES } from '../validation/messages';

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

/**
 * `https://wa.me/<country+phone digits>?text=<encoded message>`. Throws a RangeError carrying
 * the form's pt-BR message when the phone has no digit (validate with whatsappSchema first).
 */
export function buildWhatsAppLink({ countryCode, phone, message = '' }: WhatsAppLinkInput): string {
  const phoneDigits = digitsOnly(phone);
  if (phoneDigits === '') throw new RangeError(MESSAGES.whatsappPhoneRequired.message);
  const base = `https://wa.me/${digitsOnly(countryCode)}${phoneDigits}`;
  return message === '' ? base : `${base}?text=${encodeURIComponent(message)}`;
}
