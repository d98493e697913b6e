/**
 * Verified tokens, remembered by their exact text: the same string under the same secret always
 * verifies the same way, so a repeat costs a Map lookup instead of an HMAC. Expiry is still
 * checked on every use; the map is bounded (oldest entry evicted first).
 */
import type { JwtClaims } from './jwt';

const MAX_ENTRIES = 2000;

interface Entry {
  secret: string;
  claims: JwtClaims;
}

const entries = new Map<string, Entry>();

export function cachedClaims(
  token: string,
  secret: string,
  nowSeconds: number,
): JwtClaims | undefined {
  const entry = entries.get(token);
  if (!entry || entry.secret !== secret) return undefined;
  if (entry.claims.exp !== undefined && entry.claims.exp <= nowSeconds) {
    entries.delete(token);
    return undefined;
  }
  return entry.claims;
}

export function rememberClaims(token: string, secret: string, claims: JwtClaims): void {
  if (entries.size >= MAX_ENTRIES) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  entries.set(token, { secret, claims });
}
