/**
 * `deliver-webhooks`: sends the webhook outbox (docs/product/sharing-api-lgpd.md, "Sharing, the
 * API and LGPD") where no server of ours polls it. On hosted Supabase, pg_cron calls it every
 * minute with the service-role key (`request_webhook_delivery()`, migration
 * 20261126120000_webhook_schedule.sql). Each round claims what is due
 * (webhooks/webhook-worker.ts, the self-hosted worker's own code); rounds go on while deliveries
 * were due and the time budget lasts, so a backlog drains in one call. Answers `{attempted}`.
 */
import type { RequestIdentity } from '../../http/shared/jwt';
import { refuseUnlessScheduler } from '../scheduler-call';
import { answerOrRefuse, jsonAnswer, type WebFunction } from '../web-function';

export interface DeliverWebhooksDeps {
  /** Who calls (refusing a caller without a valid token with a 401). */
  identify: (request: Request) => Promise<RequestIdentity>;
  /** One round: claims and sends what is due now, resolving to how many it attempted. */
  deliverDue: () => Promise<number>;
  /** No new round starts after this many milliseconds (default 20 s, well inside a call's limit). */
  budgetMs?: number;
  log: (message: string, error: unknown) => void;
}

export function deliverWebhooksFunction(deps: DeliverWebhooksDeps): WebFunction {
  const budgetMs = deps.budgetMs ?? 20_000;
  return (request) =>
    answerOrRefuse(
      async () => {
        await refuseUnlessScheduler(
          request,
          deps.identify,
          'Somente o agendador do projeto envia os webhooks.',
        );
        const started = Date.now();
        let attempted = 0;
        for (;;) {
          const round = await deps.deliverDue();
          attempted += round;
          if (round === 0 || Date.now() - started >= budgetMs) break;
        }
        return jsonAnswer(200, { attempted });
      },
      {
        status: 500,
        code: 'delivery_failed',
        message: 'Não foi possível enviar os webhooks agora; o próximo agendamento tenta de novo.',
      },
      deps.log,
    );
}
