import { SHORT_CODE_MAX_ATTEMPTS } from '../constants';
import { randomShortCode, type RandomBytes } from './random-short-code';

/** Raised when every attempt collided; its message is the spec's duplicate-code text. */
export class ShortCodeExhaustedError extends Error {
  constructor(readonly attempts: number) {
    super('Ocorreu um erro ao gerar o código curto. Tente novamente.');
    this.name = 'ShortCodeExhaustedError';
  }
}

/**
 * Draw random codes until `isTaken` says one is free (checked against short codes AND custom
 * aliases by the caller). The database's unique index remains the real guard: between this
 * check and the insert another request may take the code, so callers retry on a conflict.
 */
export async function generateUniqueShortCode(
  length: number,
  isTaken: (code: string) => Promise<boolean>,
  maxAttempts: number = SHORT_CODE_MAX_ATTEMPTS,
  randomBytes?: RandomBytes,
): Promise<string> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const code = randomShortCode(length, randomBytes);
    if (!(await isTaken(code))) return code;
  }
  throw new ShortCodeExhaustedError(maxAttempts);
}
