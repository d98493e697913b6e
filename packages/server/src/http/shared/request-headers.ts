/**
 * The request headers as PostgREST hands them to SQL (`request.headers`): lower-cased names,
 * one string per header. `x-forwarded-for` is the one the database trusts for per-IP rate
 * limits, so unless the server sits behind a trusted proxy it is replaced by the socket's own
 * address: a client can never pick the address it is rate-limited as.
 */
import type { FastifyRequest } from 'fastify';

// Credentials never need to reach SQL; keeping them out also keeps them out of any log.
const NEVER_FORWARDED = new Set(['authorization', 'apikey', 'cookie']);

export function requestHeadersForDb(
  req: FastifyRequest,
  opts: { trustProxy: boolean },
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    const key = name.toLowerCase();
    if (NEVER_FORWARDED.has(key) || value === undefined) continue;
    out[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  const forwarded = out['x-forwarded-for'];
  if (!opts.trustProxy || !forwarded) out['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  return out;
}
