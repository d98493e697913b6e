import type { RedirectKind } from './resolve-destination';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT_CODE = /^[A-Za-z0-9-]{1,64}$/;

/** A key that could name a code: anything else is unknown without asking the database. */
export function isWellFormedKey(kind: RedirectKind, key: string): boolean {
  return kind === 'qr' ? UUID.test(key) : SHORT_CODE.test(key);
}
