// Who is buying what travels through Mercado Pago as the payment's `external_reference`:
// `<userId>:<planId>:<cycle>:<signature>`. The signature (HMAC with the server's secret) means a
// payment made with any e-mail reaches the account that started the checkout, and that no one
// can craft a reference for another account or plan.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export interface PurchaseReference {
  userId: string;
  planId: string;
  cycle: 'monthly' | 'yearly';
}

const partsSchema = z.tuple([
  z.uuid(),
  z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  z.enum(['monthly', 'yearly']),
  z.string().regex(/^[0-9a-f]{32}$/),
]);

function signature(secret: string, body: string): string {
  return createHmac('sha256', `external-reference:${secret}`)
    .update(body)
    .digest('hex')
    .slice(0, 32);
}

export function signReference(secret: string, reference: PurchaseReference): string {
  const body = `${reference.userId}:${reference.planId}:${reference.cycle}`;
  return `${body}:${signature(secret, body)}`;
}

/** The purchase a reference names, or null when it is not one we signed. */
export function readReference(secret: string, value: unknown): PurchaseReference | null {
  if (typeof value !== 'string') return null;
  const parts = partsSchema.safeParse(value.split(':'));
  if (!parts.success) return null;
  const [userId, planId, cycle, given] = parts.data;
  const expected = signature(secret, `${userId}:${planId}:${cycle}`);
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return null;
  return { userId, planId, cycle };
}
