/**
 * The HTTP server: one Fastify app that serves Supabase's HTTP surface for this product.
 *
 * THE SEAM (how other parts plug in):
 *   createApp({ db, jwtSecret, anonKey, serviceKey, publicUrl, extraRoutes: [registerAuth, ...] })
 *   - Each `extraRoutes` entry is called once with its own encapsulated Fastify scope
 *     (`app.register`), so hooks, content-type parsers, body limits and error handlers it adds
 *     stay inside it. Register full paths there: `/auth/v1/...`, `/storage/v1/...`, `/qr/:id`,
 *     the SPA's static files and its not-found fallback (`scope.setNotFoundHandler`).
 *   - This file owns: `/rest/v1/*` (PostgREST subset), `GET /health`, CORS, one log line per
 *     request, the 1 MB default body limit (a scope may raise it per route: `bodyLimit`), and
 *     the default error shape `{statusCode, error, message}` (Storage's). Throw `HttpError`
 *     (shared/http-error.ts) to answer any other JSON shape verbatim.
 *   - Shared helpers for every API: shared/jwt.ts (signJwt, verifyJwt, deriveApiKeys,
 *     requestRole) and shared/run-as.ts (runAs: one transaction as the caller's role with
 *     request.jwt.claims and request.headers set, like PostgREST).
 *   - The caller owns the Db: `await app.close()` drains in-flight requests, then close the Db.
 */
import { securityHeadersFor } from './shared/security-headers';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Fastify, { LogController } from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
} from '@qrlink/core/backend/cors-policy';
import type { Db } from '../db/database';
import { HttpError } from './shared/http-error';
import { JSON_TOO_DEEP_MESSAGE, parseJsonBody } from './shared/parse-json-body';
import { UnsafeTextRefused } from './shared/unsafe-text';
import { urlForLog } from './shared/log-url';
import { compressAnswers } from './rest/compress-answers';
import { registerRestRoutes } from './rest/register-rest-routes';
import type { RpcRateLimit } from './rest/rpc-rate-limit';

export interface AppDeps {
  db: Db;
  jwtSecret: string;
  anonKey: string;
  serviceKey: string;
  /** Where clients reach the server (`http://localhost:3000`); its origin is allowed by CORS. */
  publicUrl: string;
  webDistDir?: string;
  /** false silences the request log (tests); default true. */
  logger?: boolean;
  logLevel?: string;
  /** More origins allowed to call the API from a browser (e.g. a dev server). */
  corsOrigins?: string[];
  /** Behind a trusted reverse proxy: believe X-Forwarded-For (per-IP limits in SQL read it). */
  trustProxy?: boolean;
  /** Largest request body in bytes for routes that do not set their own (default 1 MB). */
  bodyLimit?: number;
  /** Per-IP limits on /rest/v1/rpc calls (none when omitted). */
  rpcRateLimit?: RpcRateLimit;
  /** Most rows one /rest/v1 answer may carry (hosted Supabase's db-max-rows; default 1000). */
  maxRows?: number;
  extraRoutes?: Array<(app: FastifyInstance) => void | Promise<void>>;
  /**
   * Answers a request before Fastify sees it, returning true when it did (the redirect hot
   * path, http/redirects/fast-redirect.ts); false hands it to Fastify as usual.
   */
  fastPath?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Told of every answer Fastify sends: method, route pattern, status, seconds (GET /metrics). */
  onAnswered?: (method: string, route: string, status: number, seconds: number) => void;
}

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Fastify's HTTP server, with `fastPath` given the first look at every request. */
function withFastPath(fastPath: NonNullable<AppDeps['fastPath']>) {
  return (handler: (request: IncomingMessage, response: ServerResponse) => void) =>
    createServer((request, response) => {
      if (!fastPath(request, response)) handler(request, response);
    });
}

/** pino's loggers answer isLevelEnabled; Fastify's type does not list it. */
function infoEnabled(log: FastifyBaseLogger): boolean {
  const withLevels = log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  return withLevels.isLevelEnabled?.('info') ?? true;
}

export function createApp(deps: AppDeps): FastifyInstance {
  const logEnabled = deps.logger ?? true;
  const app = Fastify({
    logger: logEnabled ? { level: deps.logLevel ?? 'info' } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: deps.trustProxy ?? false,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ...(deps.fastPath ? { serverFactory: withFastPath(deps.fastPath) } : {}),
  });

  // Every answer counted for GET /metrics (when on), and one structured line per request, with
  // secrets masked out of the query string.
  const onAnswered = deps.onAnswered;
  app.addHook('onResponse', (req, reply, done) => {
    onAnswered?.(
      req.method,
      req.routeOptions.url ?? '(none)',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    // Built only when it will be written: this runs for every redirect too.
    if (!infoEnabled(req.log)) return done();
    req.log.info(
      {
        method: req.method,
        url: urlForLog(req.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });

  // Graceful close: requests in flight finish, and their keep-alive connections are told to
  // close with the answer, so app.close() does not wait for clients' idle sockets.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    const contentType = reply.getHeader('content-type');
    reply.headers(
      securityHeadersFor(
        (name) => reply.hasHeader(name),
        typeof contentType === 'string' ? contentType : undefined,
        req.protocol === 'https',
      ),
    );
    done(null, payload);
  });

  const origins = new Set([new URL(deps.publicUrl).origin, ...(deps.corsOrigins ?? [])]);
  void app.register(cors, {
    origin: (origin, cb) => cb(null, !origin || origins.has(origin)),
    methods: [...CORS_ALLOWED_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    maxAge: 86400,
  });

  acceptJsonBodies(app);

  app.setErrorHandler((error, req, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) req.log.error({ err: error }, 'unhandled error');
    return reply.code(status).send({
      statusCode: status,
      error: status >= 500 ? 'Internal Server Error' : (error as Error).name,
      message: status >= 500 ? 'Erro interno do servidor.' : (error as Error).message,
    });
  });

  app.get('/health', async (_req, reply) => {
    try {
      await deps.db.query('select 1');
      return { status: 'ok', engine: deps.db.engine };
    } catch {
      return reply.code(503).send({ status: 'unavailable', engine: deps.db.engine });
    }
  });

  void app.register(
    async (scope) => {
      compressAnswers(scope);
      await registerRestRoutes(scope, deps);
    },
    { prefix: '/rest/v1' },
  );
  for (const register of deps.extraRoutes ?? []) {
    void app.register(async (scope) => {
      await register(scope);
    });
  }
  return app;
}

/**
 * How every route reads JSON; every scope inherits it (the REST and auth scopes keep their own
 * error shapes around the same parseJsonBody): malformed or over-nested JSON is a 400, never a
 * 500, and text Postgres cannot store is refused.
 */
export function acceptJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const parsed = parseJsonBody(String(body));
    if (parsed.ok) return done(null, parsed.value);
    if (parsed.reason === 'unsafe_text') return done(new UnsafeTextRefused(), undefined);
    const error = new Error(
      parsed.reason === 'too_deep' ? JSON_TOO_DEEP_MESSAGE : 'Body is not valid JSON',
    ) as Error & { statusCode: number };
    error.statusCode = 400;
    done(error, undefined);
  });
}
