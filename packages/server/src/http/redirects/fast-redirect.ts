/**
 * The redirect hot path, in front of Fastify (docs/architecture.md, "The redirect path"): a
 * GET or HEAD of /qr/<id> or /s/<code> whose code is already in memory and whose rules, if any,
 * only choose its destination (smart routes, A/B test, per device) is journalled and answered
 * right here, with the same headers as the route, skipping Fastify's routing, hooks and
 * per-request log line (every redirect is a row in the database instead). Anything else (first
 * sight of a code, unknown codes, a limit or a password, a bot asking for a link preview, odd
 * addresses) returns false and Fastify's /qr and /s routes answer it as before.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RedirectKind, RedirectService } from '../../redirects/redirect-service';
import {
  COMMON_SECURITY_HEADERS,
  NO_CONTENT_SECURITY_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '../shared/security-headers';
import { isWellFormedKey } from './redirect-key';
import { overHttps, rawHeader, visitOfNodeRequest } from './visit-of';
import type { ServerMetrics } from '../../metrics/server-metrics';

const HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
// The route's answer carries these through Fastify's hook (shared/security-headers.ts).
const SECURE = {
  ...COMMON_SECURITY_HEADERS,
  'content-security-policy': NO_CONTENT_SECURITY_POLICY,
};

/** kind and key of a redirect address, or null: anything unusual goes the full way. */
function redirectOf(url: string): { kind: RedirectKind; key: string } | null {
  if (url.length > 256) return null;
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  if (path.startsWith('/qr/')) return { kind: 'qr', key: path.slice(4) };
  if (path.startsWith('/s/')) return { kind: 'short_link', key: path.slice(3) };
  return null;
}

/** The headers of a 302 to `destination`, as the /qr and /s routes send them. */
export function redirectHeaders(
  destination: string,
  https: boolean,
): Record<string, string | number> {
  // One literal (no spread): built per scan, it stays a fast object.
  const headers: Record<string, string | number> = {
    'cache-control': HEADERS['cache-control'],
    'x-robots-tag': HEADERS['x-robots-tag'],
    'x-content-type-options': SECURE['x-content-type-options'],
    'x-frame-options': SECURE['x-frame-options'],
    'referrer-policy': SECURE['referrer-policy'],
    'permissions-policy': SECURE['permissions-policy'],
    'content-security-policy': SECURE['content-security-policy'],
    location: destination,
    'content-length': 0,
  };
  if (https) headers['strict-transport-security'] = STRICT_TRANSPORT_SECURITY;
  return headers;
}

/** The route patterns these answers are counted under, as Fastify's routes would be. */
const ROUTE = { qr: '/qr/*', short_link: '/s/*' } as const;

export function fastRedirect(
  redirects: RedirectService,
  trustProxy: boolean,
  metrics?: Pick<ServerMetrics, 'redirectAnswered' | 'httpAnswered'>,
) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const target = redirectOf(request.url ?? '');
    if (!target || !isWellFormedKey(target.kind, target.key)) return false;
    const started = metrics ? performance.now() : 0;
    // The 302 leaves once the visit is in the journal (a SIGKILL after it loses nothing).
    return redirects.resolveCached(
      target.kind,
      target.key,
      () => visitOfNodeRequest(request, trustProxy),
      (destination) => {
        try {
          response.writeHead(302, redirectHeaders(destination, overHttps(request, trustProxy)));
        } catch {
          // Destinations are normalised before they are cached; should one still be refused by
          // Node's header check, the visitor gets a clean error rather than a crash.
          response.writeHead(502, { ...HEADERS, ...SECURE });
        }
        response.end();
        if (metrics) {
          metrics.redirectAnswered(target.kind, response.statusCode);
          const seconds = (performance.now() - started) / 1000;
          metrics.httpAnswered(request.method!, ROUTE[target.kind], response.statusCode, seconds);
        }
      },
      () => rawHeader(request.rawHeaders, 'accept-language'),
    );
  };
}
