// Country codes of the WhatsApp tool (docs/product.md §9); Brazil first and default.

export interface CountryCode {
  /** Dialling code with the plus, as shown: '+55'. */
  code: string;
  /** pt-BR country name. */
  country: string;
  /** ISO 3166-1 alpha-2, for flags and keys. */
  iso: string;
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
