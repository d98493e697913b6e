/**
 * Edge Function `mercadopago-webhook` (packages/server/src/functions/payments/): Mercado Pago's
 * notifications, at https://<project>.supabase.co/functions/v1/mercadopago-webhook. Mercado Pago
 * sends no JWT: supabase/config.toml lets it through the gateway (verify_jwt = false), and the
 * function believes only a notification whose signature checks out. Settings:
 * _shared/payment-settings.ts.
 */
import { mercadoPagoWebhookFunction } from '@qrlink/server/functions/payments/mercadopago-webhook-function';
import { paymentDeps } from '../_shared/payment-settings.ts';
import { serveFunction } from '../_shared/serve-function.ts';

serveFunction('mercadopago-webhook', async (settings) =>
  mercadoPagoWebhookFunction({
    ...(await paymentDeps('mercadopago-webhook', settings)),
    report: (level, message, details) =>
      console[level](`[mercadopago-webhook] ${message}`, details),
  }),
);
