// Text fields of a BR Code: the receiver's name and city are upper-case ASCII without accents
// (what every bank app shows and reads); the description keeps its case.

/** Remove accents and anything outside printable ASCII; collapse spaces. */
export function toPixAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function toPixUpper(text: string): string {
  return toPixAscii(text).toUpperCase();
}

/**
 * An amount as the BR Code writes it ('1234.50'), from a number or from what a person types
 * in Brazil ('1.234,50', '10,5', '10.50'); null when it is not a positive amount in cents.
 */
export function parsePixAmount(input: number | string): string | null {
  let value: number;
  if (typeof input === 'number') value = input;
  else {
    const text = input.trim().replace(/^R\$\s*/i, '');
    const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
    if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
    value = Number(normalised);
  }
  const cents = Math.round(value * 100);
  if (!Number.isFinite(value) || value <= 0 || Math.abs(cents - value * 100) > 1e-6) return null;
  const formatted = (cents / 100).toFixed(2);
  return formatted.length <= 13 ? formatted : null;
}
