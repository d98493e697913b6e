/**
 * How each Edge Function of this folder starts under Deno (hosted Supabase, or
 * `npm run functions:serve` here): it reads its settings from the environment, builds its Web
 * function (packages/server/src/functions) and hands it to `Deno.serve`. A missing setting does
 * not crash the function: every call then answers 503 with a pt-BR sentence naming it.
 */
import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
} from '@qrlink/core/backend/cors-policy';
import type { WebFunction } from '@qrlink/server/functions/web-function';
import { jsonAnswer, refusal } from '@qrlink/server/functions/web-function';
import { authorizeRequest, identityOfVerifiedRequest } from '@qrlink/server/http/shared/jwt';
import type { RequestIdentity } from '@qrlink/server/http/shared/jwt';

class MissingSetting extends Error {}

/** The function's environment (`supabase secrets set` on hosted Supabase). */
export interface Settings {
  /** The value, or a 503 for every call when it is unset. */
  required(name: string): string;
  optional(name: string): string | undefined;
  /** A positive whole number, or `fallback` when unset or not one. */
  number(name: string, fallback: number): number;
  /** Refuses to start for want of `name` (a requirement `required` cannot say alone). */
  missing(name: string): never;
}

const settings: Settings = {
  required(name) {
    return settings.optional(name) ?? settings.missing(name);
  },
  optional(name) {
    const value = Deno.env.get(name)?.trim();
    return value ? value : undefined;
  },
  number(name, fallback) {
    const value = Number(settings.optional(name));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  },
  missing(name) {
    throw new MissingSetting(name);
  },
};

/** The caller's address: the gateway's X-Forwarded-For (its first entry), else the socket's. */
function clientIp(request: Request, info: Deno.ServeHandlerInfo): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const address = info.remoteAddr;
  return 'hostname' in address ? address.hostname : 'unknown';
}

/** Errors go to the function's log (Supabase's dashboard shows it). */
export function logError(name: string): (message: string, error: unknown) => void {
  return (message, error) => console.error(`[${name}] ${message}`, error);
}

/**
 * Who calls a function behind Supabase's gateway, which verified the JWT before the function
 * runs (`verify_jwt`, on by default; `npm run functions:serve` does the same): its claims. With
 * SUPABASE_JWT_SECRET set (a project signing with a shared secret) the function verifies it
 * again itself, exactly as the self-hosted server does.
 */
export async function gatewayIdentity(request: Request): Promise<RequestIdentity> {
  const secret = settings.optional('SUPABASE_JWT_SECRET');
  return secret ? authorizeRequest(request, secret) : identityOfVerifiedRequest(request);
}

/**
 * Who calls a function the gateway lets through unchecked (`verify_jwt = false`, as `redirect`
 * must be: a printed code's scan carries no key). With SUPABASE_JWT_SECRET, the token is verified
 * as the self-hosted server does; otherwise the `apikey` header, which supabase-js always sends,
 * must be the project's anon or service-role key (Supabase sets both).
 */
export async function projectKeyIdentity(request: Request): Promise<RequestIdentity> {
  const secret = settings.optional('SUPABASE_JWT_SECRET');
  if (secret) return authorizeRequest(request, secret);
  const key = request.headers.get('apikey');
  if (key && key === settings.optional('SUPABASE_SERVICE_ROLE_KEY')) {
    return { role: 'service_role', claims: { role: 'service_role' } };
  }
  if (key && key === settings.optional('SUPABASE_ANON_KEY')) {
    return { role: 'anon', claims: { role: 'anon' } };
  }
  throw refusal(401, 'invalid_api_key', 'Chave de API ausente ou inválida.');
}

/**
 * The SPA calls the functions from its own origin (a static host), so each answer carries the
 * same CORS answer as the self-hosted server's (core's lists), for the origins in
 * ALLOWED_ORIGINS (comma-separated; every origin when unset: calls carry a token, never a
 * cookie).
 */
function withCors(fn: WebFunction): WebFunction {
  const allowed = settings
    .optional('ALLOWED_ORIGINS')
    ?.split(',')
    .map((o) => o.trim());
  const corsHeaders = (origin: string | null): Record<string, string> => {
    if (!allowed) return { 'access-control-allow-origin': '*' };
    if (!origin || !allowed.includes(origin)) return { vary: 'Origin' };
    return { 'access-control-allow-origin': origin, vary: 'Origin' };
  };
  return async (request, context) => {
    const cors = corsHeaders(request.headers.get('origin'));
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
          'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
          'access-control-max-age': '86400',
        },
      });
    }
    const response = await fn(request, context);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(cors)) headers.set(name, value);
    headers.set('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
    return new Response(response.body, { status: response.status, headers });
  };
}

/** The answer of a function that lacks a setting: a pt-BR sentence naming it. */
function notConfigured(name: string, setting: string): WebFunction {
  const message = `A função ${name} não está configurada: defina ${setting} (supabase secrets set).`;
  console.error(message);
  return async () => jsonAnswer(503, { code: 'not_configured', message });
}

/** Serves the function `name`, built by `build` from its settings. */
export function serveFunction(
  name: string,
  build: (settings: Settings) => WebFunction | Promise<WebFunction>,
): void {
  const ready = (async () => {
    try {
      return withCors(await build(settings));
    } catch (error) {
      if (!(error instanceof MissingSetting)) throw error;
      return withCors(notConfigured(name, error.message));
    }
  })();
  Deno.serve(async (request, info) => (await ready)(request, { ip: clientIp(request, info) }));
}
