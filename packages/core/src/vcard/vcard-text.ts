// Text encoding rules shared by vCard 3.0 (RFC 2426) and 4.0 (RFC 6350).

/**
 * Escape a TEXT value: backslash, comma and line breaks always; semicolon when
 * `escapeSemicolon` (RFC 6350 3.4: MUST inside compound values such as N, ADR and ORG, MAY
 * elsewhere; RFC 2426 requires it in every 3.0 text value). Leaving it bare in 4.0 simple
 * values is what the widest range of readers decode correctly.
 */
export function escapeVCardText(value: string, escapeSemicolon = true): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
  return escapeSemicolon ? escaped.replace(/;/g, '\\;') : escaped;
}

/** The longest content line, in octets, before folding (RFC 6350 3.2). */
const FOLD_OCTETS = 75;

const encoder = new TextEncoder();

/** UTF-8 length of one code point. */
function utf8Length(codePoint: string): number {
  const code = codePoint.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * Fold a content line so no physical line exceeds 75 octets: CRLF then one space, the space
 * counting toward the next line's 75. Breaks fall between code points, never inside a UTF-8
 * sequence, so every physical line is valid UTF-8 on its own.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= FOLD_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const codePoint of line) {
    const size = utf8Length(codePoint);
    if (octets + size > FOLD_OCTETS) {
      parts.push(current);
      current = ' ';
      octets = 1;
    }
    current += codePoint;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n');
}
