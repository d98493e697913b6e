// The few Mercado Pago API calls the server makes, with the seller's access token. The official
// `mercadopago` SDK fixes its base address (AppConfig.BASE_URL = https://api.mercadopago.com), so
// the tests' stand-in on 127.0.0.1 could only be reached by patching its internals; these calls
// are two plain requests, answers checked with zod.
import { z } from 'zod';
import type { MercadoPagoConfig } from '../config';

const TIMEOUT_MS = 10_000;

/** A payment as we read it: the provider's own word on status, amount and reference. */
export const providerPaymentSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  status: z.string(),
  transaction_amount: z.coerce.number(),
  currency_id: z.string().optional(),
  external_reference: z.string().nullish(),
});

export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

export class MercadoPagoError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call(config: MercadoPagoConfig, path: string, init: RequestInit = {}) {
  const response = await fetch(`${config.apiUrl}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${config.accessToken}`,
      'content-type': 'application/json',
      ...init.headers,
    },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new MercadoPagoError(
      `Mercado Pago answered ${response.status} to ${path}`,
      response.status,
    );
  }
  return body;
}

/** GET /v1/payments/{id}: null when Mercado Pago does not know the payment. */
export async function fetchPayment(
  config: MercadoPagoConfig,
  paymentId: string,
): Promise<ProviderPayment | null> {
  try {
    return providerPaymentSchema.parse(
      await call(config, `/v1/payments/${encodeURIComponent(paymentId)}`),
    );
  } catch (error) {
    if (error instanceof MercadoPagoError && error.status === 404) return null;
    throw error;
  }
}
