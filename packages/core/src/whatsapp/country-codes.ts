// Country codes of the WhatsApp tool (docs/product/calls-errors-and-constants.md, "Constants");
// Brazil first and default.

import type { CountryCode as PhoneCountry } from 'libphonenumber-js/max';

export interface CountryCode {
  /** Dialling code with the plus, as shown: '+55'. */
  code: string;
  /** pt-BR country name. */
  country: string;
  /** ISO 3166-1 alpha-2, for flags, keys and phone-number rules. */
  iso: PhoneCountry;
}

export const COUNTRY_CODES: readonly CountryCode[] = [
  { code: '+55', country: 'Brasil', iso: 'BR' },
  { code: '+1', country: 'Estados Unidos', iso: 'US' },
  { code: '+44', country: 'Reino Unido', iso: 'GB' },
  { code: '+351', country: 'Portugal', iso: 'PT' },
  { code: '+49', country: 'Alemanha', iso: 'DE' },
  { code: '+33', country: 'França', iso: 'FR' },
  { code: '+34', country: 'Espanha', iso: 'ES' },
  { code: '+39', country: 'Itália', iso: 'IT' },
];

export const DEFAULT_COUNTRY_CODE = '+55';

/** The country whose numbering rules apply to a dialling code ('+55' -> 'BR'). */
export function countryOfCode(code: string): PhoneCountry | undefined {
  return COUNTRY_CODES.find((entry) => entry.code === code)?.iso;
}
