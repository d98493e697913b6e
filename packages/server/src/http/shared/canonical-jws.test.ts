import { describe, expect, it } from 'vitest';
import { isCanonicalCompactJws } from './canonical-jws';
import { signJwt, verifyJwt } from './jwt';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('isCanonicalCompactJws', () => {
  it('accepts tokens as an encoder writes them', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    expect(isCanonicalCompactJws(token)).toBe(true);
    await expect(verifyJwt(token, SECRET)).resolves.toMatchObject({ role: 'anon' });
  });

  it('refuses stray bits in a last character, padding and foreign characters', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    // 43 characters for 32 bytes: the last one's two low bits are unused, so A..D read alike.
    const base = signature.slice(0, -1);
    const strayLast = ALPHABET[ALPHABET.indexOf(signature.at(-1)!) ^ 1]!;
    expect(Buffer.from(`${base}${strayLast}`, 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    for (const spelling of [
      `${header}.${payload}.${base}${strayLast}`,
      `${header}.${payload}.${signature}=`,
      `${header}.${payload}=.${signature}`,
      `${header}.${payload}.${signature.replace(/-/g, '+').replace(/_/g, '/')}+`,
      `${header}.${payload}.${signature} `,
      `${header}.${payload}.${signature}.`,
      `${header}.${payload}`,
      `${header}..${signature}`,
    ]) {
      expect(isCanonicalCompactJws(spelling), spelling).toBe(false);
      await expect(verifyJwt(spelling, SECRET), spelling).rejects.toThrow();
    }
  });
});
