/**
 * Per-IP limits on /rest/v1/rpc calls, answered with a PostgREST-shaped 429 (code
 * `over_request_rate_limit`, which the app maps to its pt-BR "too many attempts" message):
 * - check_if_email_exists, for every caller: it tells whether an address has an account, so
 *   unlimited calls would enumerate our users;
 * - every other function called anonymously (the anon key as bearer).
 * Signed-in callers' other calls are not limited here (RLS and the functions decide).
 * Who is anonymous is decided by the token's verified claims, never by its text (one token has
 * several spellings), and the count is the address's alone: a new token, or a token that does
 * not verify, is still the same caller.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { postgrestError } from '../shared/http-error';
import { requestRole } from '../shared/jwt';

export interface RpcRateLimit {
  /** Anonymous calls per IP and minute. */
  anonPerMinute: number;
  /** check_if_email_exists calls per IP and minute, anyone. */
  emailCheckPerMinute: number;
}

const EMAIL_CHECK = 'check_if_email_exists';

function functionName(request: FastifyRequest): string {
  return (request.params as { fn?: string } | undefined)?.fn ?? '';
}

/** A signed-in user or the server: a token that verifies with a role other than anon. */
async function isSignedIn(request: FastifyRequest, jwtSecret: string): Promise<boolean> {
  try {
    // Verified once: the route's own requestRole finds it in the verified-token cache.
    return (await requestRole(request, jwtSecret)).role !== 'anon';
  } catch {
    return false;
  }
}

/** Registers the limiter in the scope; the rpc routes opt in with rpcRateLimitConfig(). */
export async function registerRpcRateLimit(scope: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    keyGenerator: (request) =>
      `${request.ip}|${functionName(request) === EMAIL_CHECK ? 'email-check' : 'rpc'}`,
    errorResponseBuilder: (_request, context) =>
      postgrestError(
        429,
        'over_request_rate_limit',
        'Too many requests',
        `Try again in ${Math.ceil(context.ttl / 1000)} seconds`,
      ),
  });
}

export function rpcRateLimitConfig(limits: RpcRateLimit, jwtSecret: string) {
  return {
    rateLimit: {
      timeWindow: '1 minute',
      max: (_request: FastifyRequest, key: string) =>
        key.endsWith('|email-check') ? limits.emailCheckPerMinute : limits.anonPerMinute,
      allowList: async (request: FastifyRequest) =>
        functionName(request) !== EMAIL_CHECK && (await isSignedIn(request, jwtSecret)),
    },
  };
}
