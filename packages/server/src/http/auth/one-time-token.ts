/**
 * One-time tokens for e-mail links (confirmation, recovery). The link carries the random
 * token; the database keeps only its SHA-256, so a leaked database dump opens no account.
 */
import { createHash, randomBytes } from 'node:crypto';

/** GoTrue's default: e-mail links work for 24 hours. */
export const ONE_TIME_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
