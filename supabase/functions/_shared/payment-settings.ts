/**
 * What the payment Edge Functions share (packages/server/src/functions/payments/), from their
 * settings. Set the same values for all three:
 *   SUPABASE_DB_URL             the project's database (Supabase sets it)
 *   MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET  both, or neither (payments then
 *                               answer 503 'Pagamentos ainda não configurados.')
 *   MERCADOPAGO_API_URL         default https://api.mercadopago.com
 *   PAYMENT_REFERENCE_SECRET    signs each checkout's reference, which the webhook checks
 */
import { DEFAULT_MERCADOPAGO_API_URL, type MercadoPagoConfig } from '@qrlink/server/config';
import { openDatabase } from '@qrlink/server/db/database';
import type { PaymentFunctionDeps } from '@qrlink/server/functions/payments/payment-function';
import { logError, type Settings } from './serve-function.ts';

function mercadoPagoOf(settings: Settings): MercadoPagoConfig | undefined {
  const accessToken = settings.optional('MERCADOPAGO_ACCESS_TOKEN');
  const webhookSecret = settings.optional('MERCADOPAGO_WEBHOOK_SECRET');
  if (!accessToken && !webhookSecret) return undefined;
  if (!accessToken) settings.missing('MERCADOPAGO_ACCESS_TOKEN');
  if (!webhookSecret) settings.missing('MERCADOPAGO_WEBHOOK_SECRET');
  const apiUrl = settings.optional('MERCADOPAGO_API_URL') ?? DEFAULT_MERCADOPAGO_API_URL;
  return { accessToken, webhookSecret, apiUrl: apiUrl.replace(/\/+$/, '') };
}

export async function paymentDeps(name: string, settings: Settings): Promise<PaymentFunctionDeps> {
  const mercadoPago = mercadoPagoOf(settings);
  return {
    db: await openDatabase({ databaseUrl: settings.required('SUPABASE_DB_URL') }),
    mercadoPago,
    referenceSecret: settings.required('PAYMENT_REFERENCE_SECRET'),
    log: logError(name),
  };
}
