/**
 * POST /api/payments/mercadopago: Mercado Pago's webhook. A notification is believed only after
 * its signature checks out (fresh, never seen before by this instance), and even then only what
 * the server reads back from Mercado Pago's API is recorded. Without the Mercado Pago keys the
 * route answers 503 'Pagamentos não configurados.'.
 */
import type { FastifyInstance } from 'fastify';
import type { MercadoPagoConfig } from '../../config';
import type { Db } from '../../db/database';
import { MercadoPagoError } from '../../payments/mercadopago-api';
import { recordPaymentNotification } from '../../payments/record-payment-notification';
import { checkSignature, SIGNATURE_MAX_AGE_MS } from '../../payments/webhook-signature';

export interface PaymentRoutesDeps {
  db: Db;
  mercadoPago: MercadoPagoConfig | undefined;
  /** Signs and checks the external_reference of each checkout (the server's JWT secret). */
  referenceSecret: string;
}

const NOT_CONFIGURED = { code: 'payments_not_configured', message: 'Pagamentos não configurados.' };

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export async function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRoutesDeps) {
  // Signatures already accepted, until they would be stale anyway: a replay is refused.
  const seen = new Map<string, number>();
  const remember = (v1: string, now: number) => {
    for (const [key, expires] of seen) if (expires < now) seen.delete(key);
    seen.set(v1, now + 2 * SIGNATURE_MAX_AGE_MS);
  };

  app.post('/api/payments/mercadopago', { bodyLimit: 64 * 1024 }, async (request, reply) => {
    const { mercadoPago } = deps;
    if (!mercadoPago) return reply.code(503).send(NOT_CONFIGURED);
    const query = request.query as Record<string, string | undefined>;
    const body = (request.body ?? {}) as { type?: unknown; data?: { id?: unknown } };
    const dataId = query['data.id'];
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
      return reply.code(401).send({
        code: signature.reason === 'stale' ? 'stale_signature' : 'invalid_signature',
        message: 'Assinatura da notificação inválida.',
      });
    }
    if (seen.has(signature.v1)) {
      return reply.code(409).send({ code: 'replayed', message: 'Notificação já recebida.' });
    }
    remember(signature.v1, now);

    const type = query.type ?? query.topic ?? (typeof body.type === 'string' ? body.type : '');
    if (type !== 'payment') return { received: true, ignored: 'type' };
    try {
      const outcome = await recordPaymentNotification(
        { db: deps.db, mercadoPago, referenceSecret: deps.referenceSecret },
        dataId!,
      );
      if (!outcome.recorded)
        request.log.warn({ dataId, reason: outcome.reason }, 'payment not recorded');
      return { received: true, ...outcome };
    } catch (error) {
      // Mercado Pago retries a notification that did not get a 2xx: let it, once we can read.
      seen.delete(signature.v1);
      if (error instanceof MercadoPagoError) {
        request.log.error({ err: error }, 'mercadopago api unavailable');
        return reply
          .code(502)
          .send({ code: 'provider_unavailable', message: 'Mercado Pago indisponível.' });
      }
      throw error;
    }
  });
}
