// Mercado Pago signs each webhook notification: `x-signature: ts=<time>,v1=<hex>` where v1 is
// HMAC-SHA256, keyed with the webhook's secret, of the manifest
// `id:<data.id from the query string>;request-id:<x-request-id>;ts:<ts>;`. We check it in
// constant time and refuse stale timestamps, so a captured notification cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signature may be (Mercado Pago retries with a fresh one). */
export const SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;

export type SignatureCheck =
  | { ok: true; ts: number; v1: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'stale' | 'mismatch' };

export interface SignedNotification {
  signatureHeader: string | undefined;
  requestId: string | undefined;
  /** `data.id` exactly as it arrived in the query string. */
  dataId: string | undefined;
}

/** The manifest Mercado Pago signs; alphanumeric ids are signed in lower case. */
export function signatureManifest(dataId: string, requestId: string, ts: string): string {
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return `id:${id};request-id:${requestId};ts:${ts};`;
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

/** `ts` arrives in seconds or in milliseconds depending on the notification: accept both. */
function toMillis(ts: number): number {
  return ts < 1e12 ? ts * 1000 : ts;
}

export function checkSignature(
  notification: SignedNotification,
  secret: string,
  now = Date.now(),
): SignatureCheck {
  const { signatureHeader, requestId, dataId } = notification;
  if (!signatureHeader || !requestId || !dataId) return { ok: false, reason: 'missing' };
  const parts = new Map(
    signatureHeader.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()] as const;
    }),
  );
  const tsText = parts.get('ts') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,16}$/.test(tsText) || !/^[0-9a-f]{64}$/i.test(v1)) {
    return { ok: false, reason: 'malformed' };
  }
  const ts = Number(tsText);
  if (Math.abs(now - toMillis(ts)) > SIGNATURE_MAX_AGE_MS) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(
    signManifest(secret, signatureManifest(dataId, requestId, tsText)),
    'hex',
  );
  const given = Buffer.from(v1, 'hex');
  if (!timingSafeEqual(expected, given)) return { ok: false, reason: 'mismatch' };
  return { ok: true, ts, v1: v1.toLowerCase() };
}
