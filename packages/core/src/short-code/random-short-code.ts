// Random short codes from [A-Za-z0-9] with a cryptographic source and no modulo bias: bytes
// of 248 or more are thrown away (248 = 4 x 62), so each letter is exactly equally likely.
import { SHORT_CODE_ALPHABET } from '../constants';

export type RandomBytes = (buffer: Uint8Array) => Uint8Array;

/** Web Crypto, present in browsers, Electron and Node 20 as globalThis.crypto. */
const webCryptoBytes: RandomBytes = (buffer) => globalThis.crypto.getRandomValues(buffer);

const ALPHABET_SIZE = SHORT_CODE_ALPHABET.length;
/** Largest multiple of the alphabet size that fits in a byte: bytes below it are unbiased. */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET_SIZE);

export function randomShortCode(length: number, randomBytes: RandomBytes = webCryptoBytes): string {
  if (!Number.isSafeInteger(length) || length < 1) {
    throw new RangeError('O tamanho do código curto deve ser um inteiro positivo.');
  }
  let code = '';
  while (code.length < length) {
    // Ask for a little more than needed: about 3% of bytes are rejected.
    const bytes = randomBytes(new Uint8Array(length - code.length + 4));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += SHORT_CODE_ALPHABET[byte % ALPHABET_SIZE];
      if (code.length === length) break;
    }
  }
  return code;
}
