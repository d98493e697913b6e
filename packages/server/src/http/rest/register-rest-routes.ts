/**
 * Mounts /rest/v1 (registered by app.ts with that prefix): the PostgREST subset supabase-js
 * uses. Its own JSON body parser (an empty body is "no body", as supabase-js sends on DELETE)
 * and an error handler that keeps every failure in PostgREST's JSON shape.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { HttpError, postgrestError } from '../shared/http-error';
import { jsonBodyMessage, parseJsonBody } from '../shared/parse-json-body';
import { queryHasUnsafeText, UNSAFE_TEXT_MESSAGE } from '../shared/unsafe-text';
import { parseError } from './errors';
import { callFunction } from './handlers/call-function';
import { deleteRows } from './handlers/delete-rows';
import { insertRows } from './handlers/insert-rows';
import { readTable } from './handlers/read-table';
import type { RestDeps } from './handlers/rest-context';
import { updateRows } from './handlers/update-rows';
import { registerRpcRateLimit, rpcRateLimitConfig } from './rpc-rate-limit';
import { SchemaCache } from './schema/schema-cache';

type TableRoute = { Params: { table: string } };
type RpcRoute = { Params: { fn: string } };

function fastifyErrorToPostgrest(error: FastifyError): HttpError {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return postgrestError(413, 'PGRST413', 'Payload Too Large', error.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return postgrestError(
        415,
        'PGRST107',
        'The Content-Type of the body is not supported',
        error.message,
      );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return postgrestError(400, 'PGRST102', 'Empty or invalid json', error.message);
    default: {
      // Other framework refusals (bad URL encoding, ...) keep their 4xx status.
      const status = error.statusCode ?? 500;
      return status < 500
        ? postgrestError(status, 'PGRST100', error.message)
        : postgrestError(500, 'PGRST000', 'Erro interno do servidor.');
    }
  }
}

export async function registerRestRoutes(scope: FastifyInstance, app: AppDeps): Promise<void> {
  const deps: RestDeps = {
    db: app.db,
    jwtSecret: app.jwtSecret,
    maxRows: app.maxRows ?? 1000,
    schema: new SchemaCache(app.db),
  };
  // Warm the cache so the first request does not pay for it; a failure is retried later.
  deps.schema.get().catch(() => {});

  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = parseJsonBody(String(body));
    if (parsed.ok) return done(null, parsed.value);
    done(
      postgrestError(400, 'PGRST102', jsonBodyMessage(parsed.reason, 'Empty or invalid json')),
      undefined,
    );
  });
  // Filters, select lists and RPC arguments: the same text rules as bodies.
  scope.addHook('onRequest', async (req) => {
    if (queryHasUnsafeText(req)) throw parseError(UNSAFE_TEXT_MESSAGE);
  });

  scope.setErrorHandler((error, req, reply) => {
    let answer: HttpError;
    if (error instanceof HttpError) answer = error;
    else if ((error as FastifyError).code?.startsWith('FST_'))
      answer = fastifyErrorToPostgrest(error as FastifyError);
    else {
      req.log.error({ err: error }, 'rest: unexpected error');
      answer = postgrestError(500, 'PGRST000', 'Erro interno do servidor.');
    }
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });

  scope.setNotFoundHandler(async () => {
    throw postgrestError(404, 'PGRST125', 'Invalid path specified in request URL');
  });

  scope.get<TableRoute>('/:table', (req, reply) => readTable(deps, req, reply));
  scope.post<TableRoute>('/:table', (req, reply) => insertRows(deps, req, reply));
  scope.patch<TableRoute>('/:table', (req, reply) => updateRows(deps, req, reply));
  scope.delete<TableRoute>('/:table', (req, reply) => deleteRows(deps, req, reply));
  scope.put<TableRoute>('/:table', async () => {
    throw postgrestError(
      405,
      'PGRST100',
      'PUT is not supported by this server; use POST with Prefer: resolution=merge-duplicates',
    );
  });
  const rpcOptions = app.rpcRateLimit
    ? { config: rpcRateLimitConfig(app.rpcRateLimit, app.jwtSecret) }
    : {};
  if (app.rpcRateLimit) await registerRpcRateLimit(scope);
  scope.get<RpcRoute>('/rpc/:fn', rpcOptions, (req, reply) => callFunction(deps, req, reply));
  scope.post<RpcRoute>('/rpc/:fn', rpcOptions, (req, reply) => callFunction(deps, req, reply));
}
