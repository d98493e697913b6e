/**
 * GET /metrics: the server's figures for Prometheus (metrics/server-metrics.ts), for whoever
 * holds METRICS_TOKEN as a bearer token. Without METRICS_TOKEN the address does not exist (404):
 * the figures say how busy the server is and nothing about that is public.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerMetrics } from '../../metrics/server-metrics';
import { HttpError } from '../shared/http-error';

/** METRICS_TOKEN and the figures it opens; undefined turns the route off. */
export type MetricsRouteDeps = { token: string; metrics: ServerMetrics } | undefined;

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared in constant time (as digests: equal lengths whatever was sent). */
function holdsToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

export function registerMetricsRoute(app: FastifyInstance, deps: MetricsRouteDeps): void {
  app.get('/metrics', async (request, reply) => {
    if (!deps) {
      throw new HttpError(404, {
        code: 'metrics_off',
        message: 'As métricas estão desligadas: defina METRICS_TOKEN no servidor.',
      });
    }
    if (!holdsToken(request.headers.authorization, deps.token)) {
      throw new HttpError(
        401,
        { code: 'metrics_unauthorized', message: 'Envie o METRICS_TOKEN como token Bearer.' },
        { 'www-authenticate': 'Bearer realm="metrics"' },
      );
    }
    const { text, contentType } = await deps.metrics.exposition();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
}
