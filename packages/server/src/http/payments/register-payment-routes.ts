/**
 * Payments (docs/product/payments.md, "The payment contract"):
 * - POST /api/payments/mercadopago: Mercado Pago's webhook. A notification is believed only after
 *   its signature checks out (fresh, never seen before by this instance), and even then only what
 *   the server reads back from Mercado Pago's API is recorded.
 * - POST /functions/v1/checkout {plan_id, cycle}: a signed-in buyer's checkout address.
 * - POST /functions/v1/cancel-subscription: stops the renewals of the buyer's plan.
 * Without the Mercado Pago keys every route answers 503 'Pagamentos ainda não configurados.'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { MercadoPagoConfig } from '../../config';
import type { Db } from '../../db/database';
import { cancelSubscription } from '../../payments/cancel-subscription';
import { CheckoutRefused, createCheckout } from '../../payments/create-checkout';
import {
  HANDLED_TOPICS,
  handleNotification,
  type NotificationTopic,
} from '../../payments/handle-notification';
import { MercadoPagoError } from '../../payments/mercadopago-api';
import { checkSignature, SIGNATURE_MAX_AGE_MS } from '../../payments/webhook-signature';
import { HttpError } from '../shared/http-error';
import { requestRole } from '../shared/jwt';
import { functionRefusal } from '../shared/function-refusal';

export interface PaymentRoutesDeps {
  db: Db;
  mercadoPago: MercadoPagoConfig | undefined;
  /** The server's JWT secret: checks callers' tokens and signs each checkout's reference. */
  jwtSecret: string;
  /** PUBLIC_URL: where Mercado Pago sends the buyer back. */
  publicUrl: string;
}

const refuse = (status: number, code: string, message: string) =>
  new HttpError(status, { code, message });

const NOT_CONFIGURED = () =>
  refuse(503, 'payments_not_configured', 'Pagamentos ainda não configurados.');

const checkoutInput = z.object({
  plan_id: z.string().trim().min(1).max(64),
  cycle: z.enum(['monthly', 'yearly']),
});

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The signed-in caller (a user's token, never the anon key). */
async function buyerOf(request: FastifyRequest, jwtSecret: string) {
  const { role, claims } = await requestRole(request, jwtSecret);
  if (role !== 'authenticated' || !claims.sub || !claims.email) {
    throw refuse(401, 'not_authenticated', 'Faça login para assinar um plano.');
  }
  return { userId: claims.sub, email: claims.email };
}

function topicOf(request: FastifyRequest): NotificationTopic | null {
  const query = request.query as Record<string, string | undefined>;
  const body = (request.body ?? {}) as { type?: unknown };
  const topic = query.type ?? query.topic ?? (typeof body.type === 'string' ? body.type : '');
  return (HANDLED_TOPICS as readonly string[]).includes(topic)
    ? (topic as NotificationTopic)
    : null;
}

export async function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    if (error instanceof CheckoutRefused) {
      return reply.code(400).send({ code: 'checkout_refused', message: error.message });
    }
    if (error instanceof MercadoPagoError) {
      request.log.error({ err: error }, 'mercadopago api unavailable');
      return reply.code(502).send({
        code: 'provider_unavailable',
        message: 'Não foi possível falar com o Mercado Pago agora. Tente novamente em instantes.',
      });
    }
    const refusal = functionRefusal(error, { invalid: 'Pedido inválido.' });
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    request.log.error({ err: error }, 'payment route failed');
    return reply
      .code(500)
      .send({ code: 'unexpected_failure', message: 'Erro inesperado. Tente novamente.' });
  });

  // Signatures already accepted, until they would be stale anyway: a replay is refused.
  const seen = new Map<string, number>();
  const remember = (v1: string, now: number) => {
    for (const [key, expires] of seen) if (expires < now) seen.delete(key);
    seen.set(v1, now + 2 * SIGNATURE_MAX_AGE_MS);
  };

  app.post('/api/payments/mercadopago', { bodyLimit: 64 * 1024 }, async (request) => {
    const { mercadoPago } = deps;
    if (!mercadoPago) throw NOT_CONFIGURED();
    const dataId = (request.query as Record<string, string | undefined>)['data.id'];
    const now = Date.now();
    const signature = checkSignature(
      {
        signatureHeader: firstHeader(request.headers['x-signature']),
        requestId: firstHeader(request.headers['x-request-id']),
        dataId,
      },
      mercadoPago.webhookSecret,
      now,
    );
    if (!signature.ok) {
      request.log.warn({ reason: signature.reason }, 'mercadopago notification refused');
      throw refuse(
        401,
        signature.reason === 'stale' ? 'stale_signature' : 'invalid_signature',
        'Assinatura da notificação inválida.',
      );
    }
    if (seen.has(signature.v1)) throw refuse(409, 'replayed', 'Notificação já recebida.');
    remember(signature.v1, now);

    const topic = topicOf(request);
    if (!topic) return { received: true, ignored: 'topic' };
    try {
      const outcome = await handleNotification(
        { db: deps.db, mercadoPago, referenceSecret: deps.jwtSecret },
        topic,
        dataId!,
      );
      if (outcome.recorded === false && outcome.reason === 'problem') {
        // Acknowledged so Mercado Pago stops retrying; kept in payment_notification_problems.
        request.log.error(
          { topic, dataId, problem: outcome.problem },
          'notification never recordable',
        );
      } else if (!outcome.recorded) {
        request.log.warn({ topic, dataId, reason: outcome.reason }, 'notification not recorded');
      }
      return { received: true, ...outcome };
    } catch (error) {
      // Mercado Pago retries a notification that did not get a 2xx: let it through again.
      seen.delete(signature.v1);
      throw error;
    }
  });

  app.post('/functions/v1/checkout', { bodyLimit: 4 * 1024 }, async (request) => {
    const buyer = await buyerOf(request, deps.jwtSecret);
    if (!deps.mercadoPago) throw NOT_CONFIGURED();
    const input = checkoutInput.safeParse(request.body);
    if (!input.success) throw refuse(400, 'validation_failed', 'Escolha um plano e um ciclo.');
    return createCheckout(
      {
        db: deps.db,
        mercadoPago: deps.mercadoPago,
        referenceSecret: deps.jwtSecret,
        publicUrl: deps.publicUrl,
      },
      buyer,
      input.data.plan_id,
      input.data.cycle,
    );
  });

  app.post('/functions/v1/cancel-subscription', { bodyLimit: 4 * 1024 }, async (request) => {
    const buyer = await buyerOf(request, deps.jwtSecret);
    if (!deps.mercadoPago) throw NOT_CONFIGURED();
    return cancelSubscription(
      { db: deps.db, mercadoPago: deps.mercadoPago, referenceSecret: deps.jwtSecret },
      buyer.userId,
    );
  });
}
