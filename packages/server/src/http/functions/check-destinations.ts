/**
 * POST /functions/v1/check-destinations on the self-hosted server: the `check-destinations`
 * server function (functions/safe-browsing/check-destinations-function.ts, the same code the
 * Edge Function runs), for the service role only. The server's own job looks the destinations up
 * every minute anyway (screening/destination-checks.ts); this is the call a hosted project's
 * scheduler makes, here so that both runtimes answer it alike.
 */
import type { FastifyInstance } from 'fastify';
import type { SafeBrowsingConfig } from '../../config';
import type { Db } from '../../db/database';
import { checkDestinationsFunction } from '../../functions/safe-browsing/check-destinations-function';
import { checkDestinationsWithSafeBrowsing } from '../../functions/safe-browsing/safe-browsing';
import { authorizeRequest } from '../shared/jwt';
import { mountWebFunction } from './mount-web-function';

export interface CheckDestinationsRouteDeps {
  db: Db;
  jwtSecret: string;
  /** Unset: Safe Browsing is off and the function says so. */
  safeBrowsing: SafeBrowsingConfig | undefined;
}

export async function registerCheckDestinationsFunction(
  app: FastifyInstance,
  deps: CheckDestinationsRouteDeps,
) {
  const { safeBrowsing } = deps;
  const check = checkDestinationsFunction({
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    checkRound: safeBrowsing
      ? (roundSize) => checkDestinationsWithSafeBrowsing(deps.db, safeBrowsing, roundSize)
      : undefined,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  mountWebFunction(app, ['POST'], '/functions/v1/check-destinations', check);
}
