// An amount of reais read the way a Brazilian writes it: '.' groups thousands and ',' marks the
// decimals ('1.234,56'). Amounts pasted from elsewhere often carry a decimal point instead
// ('29.90', '1234.56'): a '.' before one or two final digits, with no comma anywhere, can only
// be that (a thousands dot always has three digits after it). 'R$', spaces and no-break spaces
// (what formatBRL and spreadsheets put after 'R$') are ignored. Whether the number is a valid
// price (not negative, at most two decimals) is for the caller to judge.

/** What a field holds: an amount, nothing yet, or text that is not an amount. */
export type BrlReading =
  | { kind: 'amount'; value: number }
  | { kind: 'empty' }
  | { kind: 'invalid' };

const EMPTY: BrlReading = { kind: 'empty' };
const INVALID: BrlReading = { kind: 'invalid' };

/** 'R$', then spaces of any kind (JS `\s` includes U+00A0 and U+202F). */
const IGNORED = /R\$|\s/gi;
/** '1.234,56', '1234,5', '1.234', '29', ',50': thousands dots in groups of three, one comma. */
const BRAZILIAN = /^(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/;
// '29.90', '1234.5', '1.234.56': a decimal point before one or two final digits. '29.' reads as
// 29, like '29,': its decimals are still being typed.
const DECIMAL_POINT = /^(\d{1,3}(?:\.\d{3})*|\d+)\.(\d{0,2})$/;
/** '1,234.56': thousands commas, as US sites and spreadsheets write it. */
const ENGLISH = /^(\d{1,3}(?:,\d{3})+)\.(\d{1,2})$/;

/**
 * '1.234,56' -> 1234.56, '1.234' -> 1234, '29.90' -> 29.9, 'R$ 1.234,5' -> 1234.5,
 * '' or 'R$' -> empty, 'abc' or '1.2.3' -> invalid.
 */
export function parseBRL(text: string): BrlReading {
  const compact = text.replace(IGNORED, '');
  if (compact === '') return EMPTY;
  const negative = compact.startsWith('-');
  const unsigned = negative ? compact.slice(1) : compact;
  const match = DECIMAL_POINT.exec(unsigned) ?? ENGLISH.exec(unsigned) ?? BRAZILIAN.exec(unsigned);
  if (!match || !/\d/.test(unsigned)) return INVALID;
  const [, integer = '', decimals = ''] = match;
  const value = Number(`${integer.replace(/[.,]/g, '') || '0'}.${decimals || '0'}`);
  return { kind: 'amount', value: negative && value !== 0 ? -value : value };
}
