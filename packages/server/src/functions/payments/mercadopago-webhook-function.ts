/**
 * Mercado Pago's webhook (self-hosted: POST /api/payments/mercadopago; hosted: the Edge Function
 * `mercadopago-webhook`, which Supabase's gateway lets through without a JWT). A notification is
 * believed only after its signature checks out (fresh, never seen before by this instance), and
 * even then only what the server reads back from Mercado Pago's API is recorded.
 */
import {
  HANDLED_TOPICS,
  handleNotification,
  type NotificationTopic,
} from '../../payments/handle-notification';
import { checkSignature, SIGNATURE_MAX_AGE_MS } from '../../payments/webhook-signature';
import { readJsonRequest } from '../read-json-request';
import { jsonAnswer, refusal, type WebFunction } from '../web-function';
import { answerPayment, notConfigured, type PaymentFunctionDeps } from './payment-function';

export interface WebhookFunctionDeps extends PaymentFunctionDeps {
  /** A refused or unrecordable notification, for the operator's log, at its level. */
  report: (level: 'warn' | 'error', message: string, details: Record<string, unknown>) => void;
}

function topicOf(url: URL, body: unknown): NotificationTopic | null {
  const bodyType = (body as { type?: unknown } | null)?.type;
  const topic =
    url.searchParams.get('type') ??
    url.searchParams.get('topic') ??
    (typeof bodyType === 'string' ? bodyType : '');
  return (HANDLED_TOPICS as readonly string[]).includes(topic)
    ? (topic as NotificationTopic)
    : null;
}

export function mercadoPagoWebhookFunction(deps: WebhookFunctionDeps): WebFunction {
  // Signatures already accepted, until they would be stale anyway: a replay is refused.
  const seen = new Map<string, number>();
  const remember = (v1: string, now: number) => {
    for (const [key, expires] of seen) if (expires < now) seen.delete(key);
    seen.set(v1, now + 2 * SIGNATURE_MAX_AGE_MS);
  };
  return (request) =>
    answerPayment(deps, async () => {
      if (request.method !== 'POST') throw refusal(405, 'method_not_allowed', 'Use POST.');
      const { mercadoPago } = deps;
      if (!mercadoPago) throw notConfigured();
      const url = new URL(request.url);
      const dataId = url.searchParams.get('data.id') ?? undefined;
      const now = Date.now();
      const signature = checkSignature(
        {
          signatureHeader: request.headers.get('x-signature') ?? undefined,
          requestId: request.headers.get('x-request-id') ?? undefined,
          dataId,
        },
        mercadoPago.webhookSecret,
        now,
      );
      if (!signature.ok) {
        deps.report('warn', 'mercadopago notification refused', { reason: signature.reason });
        throw refusal(
          401,
          signature.reason === 'stale' ? 'stale_signature' : 'invalid_signature',
          'Assinatura da notificação inválida.',
        );
      }
      // Mercado Pago sends JSON; an empty body is fine (the topic may be in the address).
      const body = request.headers.get('content-type')
        ? await readJsonRequest(request, { limit: 64 * 1024, invalidMessage: 'Pedido inválido.' })
        : null;
      if (seen.has(signature.v1)) throw refusal(409, 'replayed', 'Notificação já recebida.');
      remember(signature.v1, now);

      const topic = topicOf(url, body);
      if (!topic) return jsonAnswer(200, { received: true, ignored: 'topic' });
      try {
        const outcome = await handleNotification(
          { db: deps.db, mercadoPago, referenceSecret: deps.referenceSecret },
          topic,
          dataId!,
        );
        if (outcome.recorded === false && outcome.reason === 'problem') {
          // Acknowledged so Mercado Pago stops retrying; kept in payment_notification_problems.
          deps.report('error', 'notification never recordable', {
            topic,
            dataId,
            problem: outcome.problem,
          });
        } else if (!outcome.recorded) {
          deps.report('warn', 'notification not recorded', {
            topic,
            dataId,
            reason: outcome.reason,
          });
        }
        return jsonAnswer(200, { received: true, ...outcome });
      } catch (error) {
        // Mercado Pago retries a notification that did not get a 2xx: let it through again.
        seen.delete(signature.v1);
        throw error;
      }
    });
}
