// How a receiver knows a delivery is ours: `X-QRLink-Signature: sha256=<hex>`, the HMAC-SHA256
// of the exact body bytes under the webhook's secret (compare it in constant time). The body
// carries the event's id and time, so a receiver can also drop replays and stale events.
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-qrlink-signature';

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}
