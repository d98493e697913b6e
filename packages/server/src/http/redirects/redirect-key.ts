import { isUuid } from '@qrlink/core/validation/uuid';
import type { RedirectKind } from '../../redirects/redirect-service';

const SHORT_CODE = /^[A-Za-z0-9-]{1,64}$/;

/** A key that could name a code: anything else is unknown without asking the database. */
export function isWellFormedKey(kind: RedirectKind, key: string): boolean {
  return kind === 'qr' ? isUuid(key) : SHORT_CODE.test(key);
}
