// Phone numbers as Brazilian small businesses type them, checked and written in E.164 by
// libphonenumber-js: '(41) 99999-8888' is a Brazilian mobile (+5541999998888), '+1 415 555 2671'
// keeps its own country. A number that cannot exist in its country (a Brazilian mobile without
// the leading 9, too few digits...) is refused. The full metadata, because only it tells an old
// 8-digit mobile from a landline; it loads with the WhatsApp and vCard tools, not the landing.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

export type PhoneCheck = { ok: true; e164: string } | { ok: false };

/** Brazil unless the person picks another country (or types a +country code). */
const DEFAULT_PHONE_COUNTRY: CountryCode = 'BR';

export function toE164(typed: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): PhoneCheck {
  const text = typed.trim();
  if (!/\d/.test(text)) return { ok: false };
  const parsed = parsePhoneNumberFromString(text, text.startsWith('+') ? undefined : country);
  return parsed?.isValid() ? { ok: true, e164: parsed.number } : { ok: false };
}
