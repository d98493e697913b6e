import { isUuid } from '@qrlink/core/validation/uuid';
import type { RedirectKind } from '../../redirects/redirect-service';

const SHORT_CODE = /^[A-Za-z0-9-]{1,64}$/;

/** A key that could name a code: anything else is unknown without asking the database. */
export function isWellFormedKey(kind: RedirectKind, key: string): boolean {
  return kind === 'qr' ? isUuid(key) : SHORT_CODE.test(key);
}

/**
 * The code of a preview address (`/s/{code}+`, `/qr/{id}+`: where it leads, never followed or
 * counted), or null when `key` is not one.
 */
export function previewCodeOf(kind: RedirectKind, key: string): string | null {
  const code = key.slice(0, -1);
  return key.endsWith('+') && isWellFormedKey(kind, code) ? code : null;
}
