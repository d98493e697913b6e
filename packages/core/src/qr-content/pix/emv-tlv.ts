// EMV QR (merchant-presented mode) fields: a two-digit id, a two-digit length and the value.
// Lengths count characters; the BR Code keeps every value ASCII, so characters are bytes.

export interface EmvField {
  id: string;
  value: string;
}

/** One field: id + length (two digits) + value. Values longer than 99 characters cannot be encoded. */
export function emvField(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Split a run of fields; null when the lengths do not add up. */
export function parseEmvFields(text: string): EmvField[] | null {
  const fields: EmvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.push({ id, value });
    at += 4 + length;
  }
  return fields;
}
