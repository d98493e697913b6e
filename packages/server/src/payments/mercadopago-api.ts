// The few Mercado Pago API calls the server makes, with the seller's access token. The official
// `mercadopago` SDK fixes its base address (AppConfig.BASE_URL = https://api.mercadopago.com) and
// retries for up to a minute, so the tests' stand-in on 127.0.0.1 could only be reached by
// patching its internals; these calls are a handful of plain requests, answers checked with zod.
import { z } from 'zod';
import type { MercadoPagoConfig } from '../config';

const TIMEOUT_MS = 10_000;

const id = z.union([z.number(), z.string()]).transform(String);

/** A payment as we read it: the provider's own word on status, amount and reference. */
export const providerPaymentSchema = z.object({
  id,
  status: z.string(),
  transaction_amount: z.coerce.number(),
  currency_id: z.string().optional(),
  external_reference: z.string().nullish(),
  /** Payments charged by a subscription name it in one of these. */
  metadata: z.object({ preapproval_id: z.string().nullish() }).partial().nullish(),
  point_of_interaction: z
    .object({
      transaction_data: z.object({ subscription_id: z.string().nullish() }).partial().nullish(),
    })
    .partial()
    .nullish(),
});
export type ProviderPayment = z.infer<typeof providerPaymentSchema>;

/** A subscription (preapproval): who (reference), what (amount), and whether it still runs. */
const providerSubscriptionSchema = z.object({
  id,
  status: z.string(),
  external_reference: z.string().nullish(),
  init_point: z.string().nullish(),
  auto_recurring: z
    .object({ transaction_amount: z.coerce.number(), currency_id: z.string().optional() })
    .partial()
    .nullish(),
});
export type ProviderSubscription = z.infer<typeof providerSubscriptionSchema>;

/** One charge of a subscription ("authorized payment"), with the payment it produced. */
const authorizedPaymentSchema = z.object({
  id,
  preapproval_id: z.string(),
  status: z.string().nullish(),
  transaction_amount: z.coerce.number(),
  currency_id: z.string().optional(),
  payment: z.object({ id: id.optional(), status: z.string().nullish() }).partial().nullish(),
});
export type AuthorizedPayment = z.infer<typeof authorizedPaymentSchema>;

export class MercadoPagoError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * A 2xx answer we cannot read: not JSON, or not the shape of the resource. Not an outage (that is
 * MercadoPagoError): asking again gets the same answer.
 */
export class UnreadableAnswer extends Error {
  constructor(
    readonly path: string,
    /** What is wrong with it, e.g. `transaction_amount: expected number, received NaN`. */
    readonly problems: string[],
  ) {
    super(`Mercado Pago answered ${path} with something we cannot read: ${problems.join('; ')}`);
    this.name = 'UnreadableAnswer';
  }
}

const NOT_JSON = Symbol('not JSON');

function parseAnswer<T>(path: string, body: unknown, schema: z.ZodType<T>): T {
  if (body === NOT_JSON) throw new UnreadableAnswer(path, ['a resposta não é JSON']);
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new UnreadableAnswer(
    path,
    parsed.error.issues
      .slice(0, 10)
      .map((issue) => `${issue.path.join('.') || '(raiz)'}: ${issue.message}`),
  );
}

/** The answer's JSON, or NOT_JSON when its text is something else. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

async function call(config: MercadoPagoConfig, path: string, init: RequestInit = {}) {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${config.accessToken}`,
        'content-type': 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    // Read inside the try: a timeout or a reset while the body arrives is an outage too.
    text = await response.text();
  } catch (error) {
    throw new MercadoPagoError(`Mercado Pago unreachable for ${path}: ${String(error)}`, 0);
  }
  const body = jsonOf(text);
  if (!response.ok) {
    throw new MercadoPagoError(
      `Mercado Pago answered ${response.status} to ${path}`,
      response.status,
    );
  }
  return body;
}

/** GET a resource; null when Mercado Pago does not know it. */
async function read<T>(
  config: MercadoPagoConfig,
  path: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  try {
    return parseAnswer(path, await call(config, path), schema);
  } catch (error) {
    if (error instanceof MercadoPagoError && error.status === 404) return null;
    throw error;
  }
}

const segment = (value: string) => encodeURIComponent(value);

export const fetchPayment = (config: MercadoPagoConfig, paymentId: string) =>
  read(config, `/v1/payments/${segment(paymentId)}`, providerPaymentSchema);

export const fetchSubscription = (config: MercadoPagoConfig, subscriptionId: string) =>
  read(config, `/preapproval/${segment(subscriptionId)}`, providerSubscriptionSchema);

export const fetchAuthorizedPayment = (config: MercadoPagoConfig, authorizedId: string) =>
  read(config, `/authorized_payments/${segment(authorizedId)}`, authorizedPaymentSchema);

export interface NewSubscription {
  reason: string;
  externalReference: string;
  payerEmail: string;
  backUrl: string;
  /** Months between charges: 1 (monthly) or 12 (yearly). */
  months: 1 | 12;
  amount: number;
}

/** POST /preapproval: a pending subscription whose init_point is the buyer's checkout. */
export async function createSubscription(
  config: MercadoPagoConfig,
  input: NewSubscription,
): Promise<ProviderSubscription> {
  const body = await call(config, '/preapproval', {
    method: 'POST',
    // Mercado Pago deduplicates a retried creation by this key.
    headers: { 'x-idempotency-key': `${input.externalReference}:${Date.now()}` },
    body: JSON.stringify({
      reason: input.reason,
      external_reference: input.externalReference,
      payer_email: input.payerEmail,
      back_url: input.backUrl,
      auto_recurring: {
        frequency: input.months,
        frequency_type: 'months',
        transaction_amount: input.amount,
        currency_id: 'BRL',
      },
      status: 'pending',
    }),
  });
  return parseAnswer('/preapproval', body, providerSubscriptionSchema);
}

/** PUT /preapproval/{id} {status: cancelled}: no further charges. */
export async function cancelSubscription(
  config: MercadoPagoConfig,
  subscriptionId: string,
): Promise<ProviderSubscription> {
  const body = await call(config, `/preapproval/${segment(subscriptionId)}`, {
    method: 'PUT',
    body: JSON.stringify({ status: 'cancelled' }),
  });
  return parseAnswer(`/preapproval/${subscriptionId}`, body, providerSubscriptionSchema);
}
