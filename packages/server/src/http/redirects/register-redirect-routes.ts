/**
 * GET /qr/:id and GET /s/:code: a 302 straight from the server (no JavaScript, so link previews
 * and bots see the target too), never cached (every scan must reach us to be counted).
 * Unknown codes get the SPA's page with status 404; codes whose rules stop the visit (expired,
 * limit reached, password) get it with 410, 401 or 429, and so does (410) a code disabled by
 * moderation; the SPA explains. The destination, the rules and the recording are the redirect
 * service's (packages/server/src/redirects).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RedirectKind, RedirectService } from '../../redirects/redirect-service';
import { functionRefusal } from '../shared/function-refusal';
import { HttpError } from '../shared/http-error';
import { redirectFunction } from '../../functions/redirect/redirect-function';
import { mountWebFunction } from '../functions/mount-web-function';
import { authorizeRequest } from '../shared/jwt';
import { sendAppPage } from '../static/not-found-page';
import { linkPreviewPage, PREVIEW_PAGE_HEADERS } from './link-preview-page';
import { REFUSALS } from './redirect-answers';
import { isWellFormedKey, previewCodeOf } from './redirect-key';
import { visitOf } from './visit-of';
import type { ServerMetrics } from '../../metrics/server-metrics';

/** What the preview address says when the server has no web build to serve. */
const PREVIEW_WITHOUT_APP = 'Abra este endereço no aplicativo QR Link para ver para onde ele leva.';

export interface RedirectDeps {
  redirects: RedirectService;
  trustProxy: boolean;
  webDistDir: string | undefined;
  jwtSecret: string;
  /** PUBLIC_URL: where the SPA's pages are. */
  publicUrl: string;
  /** Counts each answer for GET /metrics, when it is on. */
  metrics?: Pick<ServerMetrics, 'redirectAnswered'>;
}

export async function registerRedirectRoutes(app: FastifyInstance, deps: RedirectDeps) {
  // The function's refusals, and Fastify's own (unreadable JSON, text no route accepts, too
  // large), in the function's {code, message} shape.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const refusal = functionRefusal(error, {
      invalid: 'Envie kind (qr ou short_link) e code em JSON.',
    });
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    request.log.error({ err: error }, 'redirect failed');
    return reply.code(500).send({
      code: 'redirect_failed',
      message: 'Não foi possível abrir este link agora. Tente novamente em instantes.',
    });
  });
  const redirect = async (
    kind: RedirectKind,
    key: string,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    // `/s/{code}+` and `/qr/{id}+`: where the code leads, without following it or counting a
    // visit (the SPA's preview page, docs/product/trust-and-safety.md, "Preview and report").
    if (previewCodeOf(kind, key) !== null) {
      return sendAppPage(reply, deps.webDistDir, 200, PREVIEW_WITHOUT_APP);
    }
    const outcome = isWellFormedKey(kind, key)
      ? await deps.redirects.resolve(kind, key, () => visitOf(request, deps.trustProxy), {
          acceptLanguage: request.headers['accept-language'],
        })
      : ({ status: 'not_found' } as const);
    if (outcome.status === 'redirect') {
      deps.metrics?.redirectAnswered(kind, 302);
      return reply.redirect(outcome.destination, 302);
    }
    if (outcome.status === 'preview') {
      deps.metrics?.redirectAnswered(kind, 200);
      const address = `${deps.publicUrl}/${kind === 'qr' ? 'qr' : 's'}/${encodeURIComponent(key)}`;
      return reply
        .code(200)
        .headers(PREVIEW_PAGE_HEADERS)
        .send(linkPreviewPage(outcome.preview, address));
    }
    // The SPA's page for that address explains it (expired, limit, password form...).
    const refusal = REFUSALS[outcome.status];
    deps.metrics?.redirectAnswered(kind, refusal.status);
    return sendAppPage(reply, deps.webDistDir, refusal.status, refusal.message);
  };

  // Wildcards, not `:id` parameters: Fastify refuses a parameter over 100 characters before any
  // handler runs, and an over-long or malformed code must still get the 404 page.
  app.get<{ Params: { '*': string } }>('/qr/*', (request, reply) => {
    return redirect('qr', request.params['*'], request, reply);
  });
  app.get<{ Params: { '*': string } }>('/s/*', (request, reply) => {
    return redirect('short_link', request.params['*'], request, reply);
  });
  // /functions/v1/redirect: the server function (functions/redirect/, the same code as the
  // hosted Edge Function): POST is what the SPA's redirect pages call; its GET scan addresses
  // are hosted Supabase's 302, served here too so one suite checks both runtimes.
  const redirectFn = redirectFunction({
    identify: (request) => authorizeRequest(request, deps.jwtSecret),
    redirects: deps.redirects,
    trustProxy: deps.trustProxy,
    appUrl: deps.publicUrl,
    log: (message, error) => app.log.error({ err: error }, message),
  });
  mountWebFunction(
    app,
    ['GET', 'HEAD', 'POST'],
    ['/functions/v1/redirect', '/functions/v1/redirect/*'],
    redirectFn,
  );
}
