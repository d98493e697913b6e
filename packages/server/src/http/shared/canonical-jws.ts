/**
 * A compact JWS in its one canonical spelling: three base64url segments without padding, each
 * the exact encoding of its bytes. Decoders (jose's included) ignore the unused low bits of a
 * segment's last character and accept `=` padding, so one signed token has several spellings
 * that all verify; anything keyed by a token's text (the verified-token cache, a rate limit)
 * would count each spelling apart. Only the spelling the signer wrote is accepted.
 */
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function isCanonicalSegment(segment: string): boolean {
  // Re-encoding the decoded bytes gives back the canonical text: it differs exactly when the
  // last character carries stray bits or the length is not one an encoder can produce.
  return (
    BASE64URL.test(segment) && Buffer.from(segment, 'base64url').toString('base64url') === segment
  );
}

export function isCanonicalCompactJws(token: string): boolean {
  const segments = token.split('.');
  return segments.length === 3 && segments.every(isCanonicalSegment);
}
