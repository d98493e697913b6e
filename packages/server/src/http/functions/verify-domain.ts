/**
 * POST /functions/v1/verify-domain on the self-hosted server: the `verify-domain` server function
 * (functions/verify-domain/verify-domain-function.ts, the same code the Edge Function runs), its
 * TXT lookups made by Node's resolver: the system's, or DNS_RESOLVER's (host:port).
 */
import { Resolver } from 'node:dns/promises';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { verifyDomainFunction } from '../../functions/verify-domain/verify-domain-function';
import { authorizeRequest } from '../shared/jwt';
import { mountWebFunction } from './mount-web-function';

export interface VerifyDomainRouteDeps {
  db: Db;
  jwtSecret: string;
  /** host:port (unset: the system's resolvers). */
  dnsResolver: string | undefined;
}

export async function registerVerifyDomainFunction(
  app: FastifyInstance,
  deps: VerifyDomainRouteDeps,
) {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  if (deps.dnsResolver) resolver.setServers([deps.dnsResolver]);
  const verify = verifyDomainFunction({
    db: deps.db,
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    resolveTxt: (name) => resolver.resolveTxt(name),
    log: (message, error) => app.log.error({ err: error }, message),
  });
  mountWebFunction(app, ['POST'], '/functions/v1/verify-domain', verify);
}
