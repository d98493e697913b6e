/**
 * `api`: the REST API for developers (docs/product/sharing-api-lgpd.md, "Sharing, the API and
 * LGPD") as a server function, for hosted Supabase, where it answers at
 * `/functions/v1/api/v1/...` (inside the function, Supabase hands over `/api/v1/...`: the
 * self-hosted server's own paths). The API is the self-hosted server's routes
 * (http/api-v1/register-api-routes.ts) in an app of their own, which each request goes through
 * by Fastify's inject: one implementation, with its parsing, keys, limits, refusals and OpenAPI
 * document, on both runtimes.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { acceptJsonBodies } from '../../http/app';
import {
  API_BODY_LIMIT,
  registerApiRoutes,
  type ApiRoutesDeps,
} from '../../http/api-v1/register-api-routes';
import { readRequestText } from '../read-json-request';
import { answerOrRefuse, type WebFunction } from '../web-function';

const BODYLESS = new Set(['GET', 'HEAD', 'DELETE', 'OPTIONS']);

async function apiApp(deps: ApiRoutesDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: API_BODY_LIMIT });
  acceptJsonBodies(app);
  await app.register(async (scope) => registerApiRoutes(scope, deps));
  await app.ready();
  return app;
}

export async function apiFunction(
  deps: ApiRoutesDeps & { log: (message: string, error: unknown) => void },
): Promise<WebFunction> {
  const app = await apiApp(deps);
  return (request, context) =>
    answerOrRefuse(
      async () => {
        const url = new URL(request.url);
        // Read here with the API's own limit (413 past it): inject takes the whole body.
        const payload = BODYLESS.has(request.method)
          ? undefined
          : await readRequestText(request, API_BODY_LIMIT);
        const answer = await app.inject({
          method: request.method as 'GET',
          url: `${url.pathname}${url.search}`,
          headers: Object.fromEntries(request.headers),
          remoteAddress: context.ip,
          ...(payload === undefined ? {} : { payload }),
        });
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined || name === 'content-length' || name === 'connection') continue;
          for (const one of [value].flat()) headers.append(name, String(one));
        }
        const empty = answer.statusCode === 204 || request.method === 'HEAD';
        return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
          status: answer.statusCode,
          headers,
        });
      },
      { status: 500, code: 'internal_error', message: 'Erro interno do servidor.' },
      deps.log,
    );
}
