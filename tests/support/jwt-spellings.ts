/**
 * Other spellings of one signed token that lenient base64url decoders read as the same bytes:
 * the signature's last character with different unused low bits, and `=` padding.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

export function nonCanonicalSpellings(token: string): string[] {
  const [header, payload, signature = ''] = token.split('.');
  // 32 bytes of HMAC-SHA256 take 43 characters: the last one carries 2 unused bits.
  const last = ALPHABET.indexOf(signature.at(-1) ?? '');
  const strayBits = `${signature.slice(0, -1)}${ALPHABET[last ^ 1]}`;
  return [`${header}.${payload}.${strayBits}`, `${header}.${payload}.${signature}=`];
}
