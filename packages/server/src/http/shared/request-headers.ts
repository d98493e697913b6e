/**
 * The request headers as PostgREST hands them to SQL (`request.headers`): lower-cased names,
 * one string per header. `x-forwarded-for` is the one the database trusts for per-IP rate
 * limits, so it is always replaced by the address Fastify decided: the socket's own, or, behind
 * a trusted proxy (trustProxy), the one the proxy forwarded. A client can never pick the
 * address it is rate-limited as.
 */
import type { FastifyRequest } from 'fastify';

// Credentials never need to reach SQL; keeping them out also keeps them out of any log.
const NEVER_FORWARDED = new Set(['authorization', 'apikey', 'cookie']);

export function requestHeadersForDb(
  req: FastifyRequest,
  // Kept for callers written against the first version: Fastify's own trustProxy setting
  // (AppDeps.trustProxy) already decides req.ip, so this flag changes nothing.
  _opts?: { trustProxy: boolean },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const key = name.toLowerCase();
    if (NEVER_FORWARDED.has(key) || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  out['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  return out;
}
