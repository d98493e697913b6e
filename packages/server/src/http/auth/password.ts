/** Password hashing as GoTrue does it: bcrypt, cost 10 unless AUTH_PASSWORD_HASH_COST says. */
import bcrypt from 'bcryptjs';
import { DEFAULT_PASSWORD_HASH_COST, MIN_PASSWORD_LENGTH } from '@qrlink/core/constants';

export { MIN_PASSWORD_LENGTH };
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords rather than truncate. */
export const MAX_PASSWORD_BYTES = 72;

/**
 * A new hash at `cost`. A check always uses the cost written in the stored hash, so changing the
 * cost only changes passwords set afterwards.
 */
export function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * An unknown account still costs one bcrypt comparison at the cost new passwords get, so
 * response time does not tell which e-mail addresses have accounts.
 */
export async function verifyPassword(
  password: string,
  hash: string | null,
  cost = DEFAULT_PASSWORD_HASH_COST,
): Promise<boolean> {
  if (!hash) {
    let dummyHash = dummyHashes.get(cost);
    if (!dummyHash) {
      dummyHash = bcrypt.hash('no-account-here', cost);
      dummyHashes.set(cost, dummyHash);
    }
    await bcrypt.compare(password, await dummyHash);
    return false;
  }
  return bcrypt.compare(password, hash);
}
