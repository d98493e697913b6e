/**
 * GET /qr/:id and GET /s/:code: a 302 straight from the server (no JavaScript, so link previews
 * and bots see the target too), never cached (every scan must reach us to be counted).
 * Unknown codes get the SPA's page with status 404. The destination and the recording are the
 * redirect service's (packages/server/src/redirects).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RedirectKind, RedirectService } from '../../redirects/redirect-service';
import { sendNotFoundPage } from '../static/not-found-page';
import { registerRedirectFunction } from './redirect-function';
import { isWellFormedKey } from './redirect-key';
import { visitOf } from './visit-of';

export interface RedirectDeps {
  redirects: RedirectService;
  trustProxy: boolean;
  webDistDir: string | undefined;
  jwtSecret: string;
}

export async function registerRedirectRoutes(app: FastifyInstance, deps: RedirectDeps) {
  const redirect = async (
    kind: RedirectKind,
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    const destination = isWellFormedKey(kind, key)
      ? await deps.redirects.resolve(kind, key, () => visitOf(request, deps.trustProxy))
      : undefined;
    if (!destination) return sendNotFoundPage(reply, deps.webDistDir);
    return reply.redirect(destination, 302);
  };

  // Wildcards, not `:id` parameters: Fastify refuses a parameter over 100 characters before any
  // handler runs, and an over-long or malformed code must still get the 404 page.
  app.get<{ Params: { '*': string } }>('/qr/*', (request, reply) => {
    return redirect('qr', request.params['*'], request, reply);
  });
  app.get<{ Params: { '*': string } }>('/s/*', (request, reply) => {
    return redirect('short_link', request.params['*'], request, reply);
  });
  await registerRedirectFunction(app, deps);
}
