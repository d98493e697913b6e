/**
 * Payments on the self-hosted server (docs/product/payments.md, "The payment contract"): the
 * payment server functions (functions/payments/, the same code the Edge Functions run), callers
 * checked with the server's JWT secret, which also signs each checkout's reference.
 * - POST /api/payments/mercadopago: Mercado Pago's webhook.
 * - POST /functions/v1/checkout {plan_id, cycle}: a signed-in buyer's checkout address.
 * - POST /functions/v1/cancel-subscription: stops the renewals of the buyer's plan.
 */
import type { FastifyInstance } from 'fastify';
import type { MercadoPagoConfig } from '../../config';
import type { Db } from '../../db/database';
import { cancelSubscriptionFunction } from '../../functions/payments/cancel-subscription-function';
import { checkoutFunction } from '../../functions/payments/checkout-function';
import { mercadoPagoWebhookFunction } from '../../functions/payments/mercadopago-webhook-function';
import { mountWebFunction } from '../functions/mount-web-function';
import { authorizeRequest } from '../shared/jwt';

export interface PaymentRoutesDeps {
  db: Db;
  mercadoPago: MercadoPagoConfig | undefined;
  /** The server's JWT secret: checks callers' tokens and signs each checkout's reference. */
  jwtSecret: string;
  /** PUBLIC_URL: where Mercado Pago sends the buyer back. */
  publicUrl: string;
}

export async function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps) {
  const shared = {
    db: deps.db,
    mercadoPago: deps.mercadoPago,
    referenceSecret: deps.jwtSecret,
    log: (message: string, error: unknown) => app.log.error({ err: error }, message),
  };
  const identify = (request: Request) => authorizeRequest(request, deps.jwtSecret);
  mountWebFunction(
    app,
    ['POST'],
    '/api/payments/mercadopago',
    mercadoPagoWebhookFunction({
      ...shared,
      report: (level, message, details) => app.log[level](details, message),
    }),
  );
  mountWebFunction(
    app,
    ['POST'],
    '/functions/v1/checkout',
    checkoutFunction({ ...shared, identify, publicUrl: deps.publicUrl }),
  );
  mountWebFunction(
    app,
    ['POST'],
    '/functions/v1/cancel-subscription',
    cancelSubscriptionFunction({ ...shared, identify }),
  );
}
