/**
 * GET /qr/:id and GET /s/:code: a 302 straight from the server (no JavaScript, so link previews
 * and bots see the target too), never cached (every scan must reach us to be counted).
 * Unknown codes get the SPA's page with status 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { requestHeadersForDb } from '../shared/request-headers';
import { sendNotFoundPage } from '../static/not-found-page';
import { describeVisitor } from './describe-visitor';
import { resolveDestination, type RedirectKind, type VisitContext } from './resolve-destination';

export interface RedirectDeps {
  db: Db;
  trustProxy: boolean;
  webDistDir: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT_CODE = /^[A-Za-z0-9-]{1,64}$/;

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value.slice(0, 1024) : null;
}

function visitOf(request: FastifyRequest, deps: RedirectDeps): VisitContext {
  const visitor = describeVisitor(request.headers['user-agent']);
  // HEAD is what link checkers send: never a person scanning.
  if (request.method === 'HEAD') visitor.isBot = true;
  return {
    visitor,
    referrer: header(request, 'referer'),
    ip: request.ip ?? null,
    // Country only from a trusted proxy/CDN header (e.g. Cloudflare's); no geo-IP database here.
    country: deps.trustProxy ? header(request, 'cf-ipcountry') : null,
    city: null,
    headers: requestHeadersForDb(request, { trustProxy: deps.trustProxy }),
  };
}

export async function registerRedirectRoutes(app: FastifyInstance, deps: RedirectDeps) {
  const redirect = async (
    kind: RedirectKind,
    key: string,
    valid: boolean,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    const destination = valid
      ? await resolveDestination(deps.db, kind, key, visitOf(request, deps))
      : undefined;
    if (!destination) return sendNotFoundPage(reply, deps.webDistDir);
    return reply.redirect(destination, 302);
  };

  app.get<{ Params: { id: string } }>('/qr/:id', (request, reply) =>
    redirect('qr', request.params.id, UUID.test(request.params.id), request, reply),
  );
  app.get<{ Params: { code: string } }>('/s/:code', (request, reply) =>
    redirect(
      'short_link',
      request.params.code,
      SHORT_CODE.test(request.params.code),
      request,
      reply,
    ),
  );
}
