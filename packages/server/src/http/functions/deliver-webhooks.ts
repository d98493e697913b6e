/**
 * POST /functions/v1/deliver-webhooks on the self-hosted server: the `deliver-webhooks` server
 * function (functions/deliver-webhooks/, the same code the Edge Function runs), for the service
 * role only. The server's own worker sends the outbox every few seconds anyway; with
 * WEBHOOK_WORKER=false (several instances, or a scheduler of one's own) this is the way to send it.
 */
import type { FastifyInstance } from 'fastify';
import { deliverWebhooksFunction } from '../../functions/deliver-webhooks/deliver-webhooks-function';
import { authorizeRequest } from '../shared/jwt';
import { mountWebFunction } from './mount-web-function';

export interface DeliverWebhooksRouteDeps {
  jwtSecret: string;
  deliverDue: () => Promise<number>;
}

export async function registerDeliverWebhooksFunction(
  app: FastifyInstance,
  deps: DeliverWebhooksRouteDeps,
) {
  const deliver = deliverWebhooksFunction({
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    deliverDue: deps.deliverDue,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  mountWebFunction(app, ['POST'], '/functions/v1/deliver-webhooks', deliver);
}
