/**
 * The REST API for developers (docs/product/sharing-api-lgpd.md, "Sharing, the API and LGPD"):
 * /api/v1/qr-codes and /api/v1/short-links (list, create, read, update, delete, stats) and
 * GET /api/v1/openapi.json.
 * - Each request carries an API key; its creator is found by the key's SHA-256 and the request
 *   runs as that user (runAs), so RLS and the database's checks apply exactly as in the app,
 *   narrowed to the key's workspace and capped by its scope (read only, or read and write).
 * - Every key has its own limit of requests per minute (429 with Retry-After beyond it), counted
 *   by the database (api_key_owner), so it holds across server instances; and
 *   each address a limit of lookups of keys that match nothing (shared/failure-windows.ts): a
 *   key that matches nothing still costs a lookup, and a stream of them is someone guessing.
 * - Parameters, queries and bodies are parsed with the operations' zod schemas; refusals are
 *   `{code, message}` in pt-BR, never a database message or a 500 for bad input.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toFieldErrors } from '@qrlink/core/validation/to-toast-error';
import type { Db } from '../../db/database';
import { FailureWindows } from '../shared/failure-windows';
import { HttpError } from '../shared/http-error';
import { runAs } from '../shared/run-as';
import { queryHasUnsafeText, UnsafeTextRefused } from '../shared/unsafe-text';
import { apiError, INVALID_API_KEY, TOO_MANY_INVALID_KEYS } from './api-error';
import { apiKeyOf, findApiKeyOwner, type ApiKeyOwner } from './api-key-owner';
import { API_PREFIX, type ApiOperation } from './api-operation';
import { API_OPERATIONS } from './api-operations';
import { databaseRefusal } from './database-refusal';
import { buildOpenApiDocument } from './openapi-document';

export interface ApiRoutesDeps {
  db: Db;
  /** PUBLIC_URL: the origin of the links the answers carry. */
  publicUrl: string;
  /** Where the API answers, for its OpenAPI document (default `{publicUrl}/api/v1`). */
  apiUrl?: string;
  /** Lookups of unknown keys one address may make per minute before it gets 429 (default 30). */
  failedKeyLookupsPerMinute?: number;
}

/** Bodies are a handful of short fields. */
export const API_BODY_LIMIT = 16 * 1024;
const localeError = z.locales.ptBR().localeError;

function parsed<T>(schema: z.ZodType<T> | undefined, value: unknown, what: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value ?? {}, { error: localeError });
  if (result.success) return result.data;
  const details = toFieldErrors(result.error);
  const first = Object.values(details)[0] ?? 'Dados inválidos.';
  throw apiError(400, 'validation_failed', `${what}: ${first}`, details);
}

export async function registerApiRoutes(app: FastifyInstance, deps: ApiRoutesDeps) {
  const owners = new WeakMap<FastifyRequest, ApiKeyOwner>();
  const failedLookups = new FailureWindows(deps.failedKeyLookupsPerMinute ?? 30, 60_000);
  const document = buildOpenApiDocument(deps.apiUrl ?? `${deps.publicUrl}${API_PREFIX}`);

  // Only JSON bodies: without this, Fastify's built-in text/plain parser hands the handlers a
  // string, refused as invalid data (400) instead of the 415 the documentation promises.
  app.removeContentTypeParser('text/plain');
  // Query parameters follow the text rules of bodies (shared/unsafe-text.ts).
  app.addHook('onRequest', async (request) => {
    if (queryHasUnsafeText(request)) throw new UnsafeTextRefused();
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    if (error instanceof UnsafeTextRefused) {
      return reply.code(400).send({ code: 'validation_failed', message: error.message });
    }
    const refusal = databaseRefusal(error);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ code: 'payload_too_large', message: 'O corpo da requisição é grande demais.' });
    }
    if (status === 415) {
      return reply.code(415).send({
        code: 'unsupported_media_type',
        message: 'Envie o corpo em JSON (Content-Type: application/json).',
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({
        code: 'validation_failed',
        message: 'Corpo da requisição inválido: envie um objeto JSON.',
      });
    }
    request.log.error({ err: error }, 'api request failed');
    return reply.code(500).send({ code: 'internal_error', message: 'Erro interno do servidor.' });
  });

  app.get(`${API_PREFIX}/openapi.json`, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return document;
  });

  for (const op of API_OPERATIONS) {
    app.route({
      method: op.method,
      url: `${API_PREFIX}${op.path}`,
      bodyLimit: API_BODY_LIMIT,
      // Who is calling, before anything else (the rate limit counts per key).
      onRequest: async (request, reply) => {
        const blocked = failedLookups.secondsBlocked(request.ip);
        if (blocked > 0) throw TOO_MANY_INVALID_KEYS(blocked);
        const key = apiKeyOf(request);
        const owner = key ? await findApiKeyOwner(deps.db, key) : undefined;
        if (!owner) {
          if (key) failedLookups.record(request.ip);
          throw INVALID_API_KEY();
        }
        rateLimit(owner, reply);
        owners.set(request, owner);
      },
      handler: async (request, reply) => {
        const answer = await handle(op, request, owners.get(request)!, deps);
        if (op.success.status === 204) return reply.code(204).send();
        return reply.code(op.success.status).send(answer);
      },
    });
  }
}

/**
 * The key's limit, on the database's count of its requests this minute (every instance shares
 * it): the X-RateLimit-* headers on every answer, a 429 with Retry-After beyond the limit.
 */
function rateLimit(owner: ApiKeyOwner, reply: FastifyReply): void {
  const seconds = Math.max(1, Math.ceil((owner.minuteEndsAt.getTime() - Date.now()) / 1000));
  reply.headers({
    'x-ratelimit-limit': String(owner.ratePerMinute),
    'x-ratelimit-remaining': String(Math.max(0, owner.ratePerMinute - owner.requestsThisMinute)),
    'x-ratelimit-reset': String(seconds),
  });
  if (owner.requestsThisMinute > owner.ratePerMinute) {
    throw apiError(
      429,
      'rate_limited',
      `Limite de ${owner.ratePerMinute} requisições por minuto desta chave atingido. Tente de novo em ${seconds} s.`,
      undefined,
      { 'retry-after': String(seconds) },
    );
  }
}

async function handle(
  op: ApiOperation,
  request: FastifyRequest,
  owner: ApiKeyOwner,
  deps: ApiRoutesDeps,
): Promise<unknown> {
  const params = parsed(op.params, request.params, 'Parâmetro inválido');
  const query = parsed(op.query, request.query, 'Parâmetro de consulta inválido');
  const body = parsed(op.body, request.body, 'Dados inválidos');
  const writes = op.method !== 'GET';
  if (writes) refuseWritesTheKeyCannotMake(owner);
  // The key's creator, narrowed by the database to the key's workspace and scope
  // (api_key_workspace, api_key_writes: migration 20261130000000_api_keys_in_workspaces.sql).
  const claims = {
    role: 'authenticated',
    sub: owner.userId,
    email: owner.email,
    aud: 'authenticated',
    api_workspace: owner.workspaceId,
    api_scope: owner.scope,
  };
  return runAs(
    deps.db,
    claims,
    (tx) => op.run({ tx, owner, params, query, body, publicUrl: deps.publicUrl }),
    { readOnly: !writes || owner.scope === 'read_only', method: op.method, path: request.url },
  );
}

/**
 * A clear 403 before the database is asked, which would refuse the same write anyway (the row
 * would not be found, or the policy would fail).
 */
function refuseWritesTheKeyCannotMake(owner: ApiKeyOwner): void {
  if (owner.scope === 'read_only') {
    throw apiError(
      403,
      'forbidden',
      'Esta chave de API é somente leitura: ela não cria, altera nem exclui.',
    );
  }
  if (owner.role === 'viewer') {
    throw apiError(
      403,
      'forbidden',
      'Quem criou esta chave é Leitor no espaço de trabalho dela: a chave só pode ler.',
    );
  }
}
