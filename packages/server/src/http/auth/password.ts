/** Password hashing as GoTrue does it: bcrypt, cost 10. */
import bcrypt from 'bcryptjs';
import { MIN_PASSWORD_LENGTH } from '@qrlink/core/constants';

export { MIN_PASSWORD_LENGTH };
const BCRYPT_COST = 10;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncate. */
export const MAX_PASSWORD_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

let dummyHash: Promise<string> | undefined;

/**
 * An unknown account still costs one bcrypt comparison, so response time does not tell
 * which e-mail addresses have accounts.
 */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) {
    dummyHash ??= bcrypt.hash('no-account-here', BCRYPT_COST);
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
