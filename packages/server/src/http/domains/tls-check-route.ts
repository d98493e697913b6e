/**
 * GET /domains/tls-check?domain=<hostname>: what Caddy's on-demand TLS asks before it issues a
 * certificate (docs/product/custom-domains.md, "Certificates (Caddy)"): 200 for a verified own
 * domain, 404 for anything else, so nobody can make the server request certificates for names
 * it does not serve. Answered from memory (DomainDirectory), like the redirects.
 */
import type { FastifyInstance } from 'fastify';
import type { DomainDirectory } from '../../redirects/domain-directory';
import { hostOf } from './own-domain-requests';

export async function registerTlsCheckRoute(
  app: FastifyInstance,
  deps: { domains: DomainDirectory },
) {
  app.get<{ Querystring: { domain?: string } }>('/domains/tls-check', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const domain = typeof request.query.domain === 'string' ? hostOf(request.query.domain) : null;
    const known = domain !== null && domain.length <= 253 && (await deps.domains.lookup(domain));
    return known ? reply.code(200).send('ok') : reply.code(404).send('unknown domain');
  });
}
