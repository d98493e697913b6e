// Delivers the webhook outbox (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"):
// every few seconds, due deliveries are claimed (claim_webhook_deliveries: locked for a minute, so
// several server instances never send one twice at once), POSTed as signed JSON, and their outcome
// recorded. A 2xx is delivered; anything else is tried again after 1, 2, 4... minutes (capped at 6
// hours), 8 attempts in all.
import type { Db } from '../db/database';
import { queryAs, runAs } from '../http/shared/run-as';
import { DeliveryRefused, guardedPost } from './guarded-post';
import { SIGNATURE_HEADER, signWebhookBody } from './webhook-signature';

const WEBHOOK_MAX_ATTEMPTS = 8;
const POLL_INTERVAL_MS = 2_000;
const BATCH = 20;
const LOCK_SECONDS = 60;
const TIMEOUT_MS = 10_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** Where failures are reported: the server's log, or the Edge Function's console. */
export interface WebhookLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface WebhookWorkerOptions {
  /** Tests only: deliver to http://127.0.0.1 and ::1 (never allowed in production). */
  allowLoopback: boolean;
  /** First retry delay (doubles each attempt); default one minute. */
  retryBaseMs?: number;
  log: WebhookLog;
}

interface Claimed {
  id: string;
  url: string;
  secret: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
}

export function retryDelayMs(attempts: number, baseMs = 60_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** The JSON a receiver gets: the event's id, kind, time and data. */
export function deliveryBody(claimed: Pick<Claimed, 'id' | 'event' | 'payload' | 'created_at'>) {
  return JSON.stringify({
    id: claimed.id,
    event: claimed.event,
    created_at: new Date(claimed.created_at).toISOString(),
    data: claimed.payload,
  });
}

async function attempt(claimed: Claimed, options: WebhookWorkerOptions) {
  const body = deliveryBody(claimed);
  try {
    const { status } = await guardedPost(
      claimed.url,
      body,
      {
        'content-type': 'application/json',
        'user-agent': 'QRLink-Webhooks/1.0',
        'x-qrlink-event': claimed.event,
        'x-qrlink-delivery': claimed.id,
        [SIGNATURE_HEADER]: signWebhookBody(claimed.secret, body),
      },
      { allowLoopback: options.allowLoopback, timeoutMs: TIMEOUT_MS },
    );
    return status >= 200 && status < 300
      ? { delivered: true, status, error: null }
      : { delivered: false, status, error: `HTTP ${status}` };
  } catch (error) {
    return { delivered: false, status: null, error: failureText(error) };
  }
}

/** Why a delivery failed, in the pt-BR the owner's delivery log shows. */
export function failureText(error: unknown): string {
  if (error instanceof DeliveryRefused) return error.message;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const known: Record<string, string> = {
    ENOTFOUND: 'endereço não encontrado (DNS)',
    EAI_AGAIN: 'endereço não encontrado (DNS)',
    ECONNREFUSED: 'conexão recusada',
    ECONNRESET: 'conexão interrompida',
    EHOSTUNREACH: 'servidor inalcançável',
    ENETUNREACH: 'servidor inalcançável',
    ETIMEDOUT: 'tempo esgotado',
    CERT_HAS_EXPIRED: 'certificado TLS vencido',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'certificado TLS não confiável',
    SELF_SIGNED_CERT_IN_CHAIN: 'certificado TLS não confiável',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'certificado TLS não confiável',
    ERR_TLS_CERT_ALTNAME_INVALID: 'certificado TLS de outro endereço',
  };
  if (typeof code === 'string' && known[code]) return known[code];
  if (message === 'tempo esgotado') return 'tempo esgotado';
  return 'falha de rede';
}

/** Claims and sends what is due now; resolves to how many were attempted. */
export async function deliverDueWebhooks(db: Db, options: WebhookWorkerOptions): Promise<number> {
  const claimed = await runAs(db, { role: 'service_role' }, async (tx) => {
    const { rows } = await tx.query<Claimed>(
      'select * from public.claim_webhook_deliveries($1, $2)',
      [BATCH, LOCK_SECONDS],
    );
    return rows;
  });
  await Promise.all(
    claimed.map(async (delivery) => {
      const outcome = await attempt(delivery, options);
      const retryAt =
        outcome.delivered || delivery.attempts >= WEBHOOK_MAX_ATTEMPTS
          ? null
          : new Date(Date.now() + retryDelayMs(delivery.attempts, options.retryBaseMs));
      await queryAs(
        db,
        { role: 'service_role' },
        'select public.finish_webhook_delivery($1, $2, $3, $4, $5)',
        [delivery.id, outcome.delivered, outcome.status, outcome.error, retryAt],
      );
      if (!outcome.delivered) {
        options.log.warn({ delivery: delivery.id, error: outcome.error }, 'webhook not delivered');
      }
    }),
  );
  return claimed.length;
}

/** Polls the outbox until the returned function is called (which waits for the current round). */
export function startWebhookWorker(db: Db, options: WebhookWorkerOptions): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = deliverDueWebhooks(db, options)
      .catch((error: unknown) => options.log.error({ err: error }, 'webhook round failed'))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(tick, POLL_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
