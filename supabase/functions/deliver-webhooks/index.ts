/**
 * Edge Function `deliver-webhooks` (packages/server/src/functions/deliver-webhooks/): sends the
 * webhook outbox on a hosted deployment, called every minute by pg_cron through pg_net with the
 * service-role key (migration 20261126120000_webhook_schedule.sql; the project's address and
 * that key come from Vault, see docs/deploy-supabase.md).
 *   SUPABASE_DB_URL          the project's database (Supabase sets it)
 *   WEBHOOK_ALLOW_LOOPBACK   tests only: 'true' lets deliveries reach 127.0.0.1 (never in production)
 */
import { openDatabase } from '@qrlink/server/db/database';
import { deliverWebhooksFunction } from '@qrlink/server/functions/deliver-webhooks/deliver-webhooks-function';
import { deliverDueWebhooks } from '@qrlink/server/webhooks/webhook-worker';
import { gatewayIdentity, logError, serveFunction } from '../_shared/serve-function.ts';

serveFunction('deliver-webhooks', async (settings) => {
  const databaseUrl = settings.required('SUPABASE_DB_URL');
  const allowLoopback = settings.optional('WEBHOOK_ALLOW_LOOPBACK') === 'true';
  const db = await openDatabase({ databaseUrl });
  const report =
    (level: 'warn' | 'error') =>
    (details: object, message: string): void =>
      console[level](`[deliver-webhooks] ${message}`, details);
  return deliverWebhooksFunction({
    identify: gatewayIdentity,
    deliverDue: () =>
      deliverDueWebhooks(db, {
        allowLoopback,
        log: { warn: report('warn'), error: report('error') },
      }),
    log: logError('deliver-webhooks'),
  });
});
