/**
 * Requests on an own domain (docs/product/custom-domains.md, "Routing by Host"), looked at before
 * anything else: a Host that is not the app's (its PUBLIC_URL, SITE_URL, APP_HOSTS, loopback,
 * an address, a name without a dot) is a workspace's domain or nothing.
 *
 * - an unknown or unverified domain: 404;
 * - its root: a 302 to the address the owner set, else 404;
 * - /<code>, /s/<code>, /qr/<id>: the code's redirect, as on the app's own address, but only for
 *   the domain's workspace's codes (any other: 404), so a domain never leads to someone else's
 *   code, while a code printed on it keeps working if it is later printed on another. The domain
 *   and the code come from memory (DomainDirectory, DestinationCache);
 * - a code whose rules stop the visit (password, expiry, limit...): a 302 to the same code on
 *   the app's address, whose page explains and asks;
 * - anything else: 404. The app itself (dashboard, API) is never served on an own domain.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RedirectKind, RedirectService } from '../../redirects/redirect-service';
import { redirectHeaders } from '../redirects/fast-redirect';
import { linkPreviewPage, PREVIEW_PAGE_HEADERS } from '../redirects/link-preview-page';
import { isWellFormedKey } from '../redirects/redirect-key';
import { overHttps, rawHeader, visitOfNodeRequest } from '../redirects/visit-of';
import { COMMON_SECURITY_HEADERS } from '../shared/security-headers';

export interface HostRoutingOptions {
  /** Hostnames (lowercase, no port) the app itself answers on. */
  appHosts: ReadonlySet<string>;
  redirects: RedirectService;
  trustProxy: boolean;
  /** PUBLIC_URL: where a code's page explains why it did not lead on. */
  publicUrl: string;
  log: (message: string, error: unknown) => void;
}

/** The Host header's name, lowercase, without its port; null when there is none. */
export function hostOf(host: string | undefined): string | null {
  if (!host) return null;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return name.toLowerCase().replace(/\.$/, '') || null;
}

/**
 * Names of local networks and tests (special-use, never on the public DNS): a self-hosted server
 * reached as `qrlink.lan` is the app, not somebody's domain.
 */
const LOCAL_SUFFIX = /\.(localhost|local|lan|internal|home\.arpa|test|example|invalid)$/;

/** Whether a host is the app's: named so, or a name no own domain can have. */
export function servesApp(host: string | null, appHosts: ReadonlySet<string>): boolean {
  return (
    host === null ||
    appHosts.has(host) ||
    !host.includes('.') ||
    host.startsWith('[') ||
    LOCAL_SUFFIX.test(host) ||
    /^[\d.]+$/.test(host)
  );
}

const PLAIN = {
  ...COMMON_SECURITY_HEADERS,
  'content-type': 'text/plain; charset=utf-8',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
};

function plain(response: ServerResponse, status: number, text: string): void {
  response.writeHead(status, { ...PLAIN, 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** A 302 to `destination`, with the headers of the app's redirects. */
function redirectTo(response: ServerResponse, destination: string, https: boolean): void {
  response.writeHead(302, redirectHeaders(destination, https));
  response.end();
}

/** kind and key of a path on an own domain, or null. */
function codeOf(path: string): { kind: RedirectKind; key: string } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const qr = /^\/qr\/([^/]+)$/.exec(decoded);
  if (qr) return { kind: 'qr', key: qr[1]! };
  const link = /^\/(?:s\/)?([^/]+)$/.exec(decoded);
  return link ? { kind: 'short_link', key: link[1]! } : null;
}

/** The code a request's address names on an own domain, or null (over-long or malformed). */
function codeOfUrl(url: string): { kind: RedirectKind; key: string } | null {
  if (url.length > 256) return null;
  const code = codeOf(url.split('?', 1)[0]!);
  return code && isWellFormedKey(code.kind, code.key) ? code : null;
}

async function answer(
  host: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: HostRoutingOptions,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.setHeader('allow', 'GET, HEAD');
    return plain(response, 405, 'Método não permitido.');
  }
  const domain = await options.redirects.domains.lookup(host);
  if (!domain) return plain(response, 404, 'Este domínio não está configurado no QR Link.');
  const url = request.url ?? '/';
  const path = url.split('?', 1)[0]!;
  const https = overHttps(request, options.trustProxy);
  if (path === '/') {
    if (!domain.rootUrl) return plain(response, 404, 'Nada por aqui.');
    return redirectTo(response, domain.rootUrl, https);
  }
  const code = codeOfUrl(url);
  if (!code) return plain(response, 404, 'QR Code ou link não encontrado.');
  const outcome = await options.redirects.resolve(
    code.kind,
    code.key,
    () => visitOfNodeRequest(request, options.trustProxy),
    {
      acceptLanguage: rawHeader(request.rawHeaders, 'accept-language'),
      domainWorkspace: domain.workspaceId,
    },
  );
  const appAddress = `${options.publicUrl}/${code.kind === 'qr' ? 'qr' : 's'}/${encodeURIComponent(code.key)}`;
  if (outcome.status === 'redirect') return redirectTo(response, outcome.destination, https);
  if (outcome.status === 'preview') {
    const page = linkPreviewPage(outcome.preview, `https://${host}${path}`);
    response.writeHead(200, { ...COMMON_SECURITY_HEADERS, ...PREVIEW_PAGE_HEADERS });
    return void response.end(page);
  }
  if (outcome.status === 'not_found')
    return plain(response, 404, 'QR Code ou link não encontrado.');
  // Its page on the app's address says why (and asks for the password).
  redirectTo(response, appAddress, https);
}

/**
 * The hot path of an own domain: a GET or HEAD of a code when the domain and the code are both in
 * memory and the code's rules only choose its destination, answered as the app's hot path
 * answers (http/redirects/fast-redirect.ts). False: the full way (answer()) decides.
 */
function answerFromMemory(
  host: string,
  request: IncomingMessage,
  response: ServerResponse,
  options: HostRoutingOptions,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const domain = options.redirects.domains.peek(host);
  const code = domain && codeOfUrl(request.url ?? '/');
  if (!domain || !code) return false;
  return options.redirects.resolveCached(
    code.kind,
    code.key,
    () => visitOfNodeRequest(request, options.trustProxy),
    (destination) => {
      try {
        response.writeHead(
          302,
          redirectHeaders(destination, overHttps(request, options.trustProxy)),
        );
      } catch {
        // As on the app's hot path: a destination Node's header check refuses is a clean error.
        response.writeHead(502, PLAIN);
      }
      response.end();
    },
    () => rawHeader(request.rawHeaders, 'accept-language'),
    domain.workspaceId,
  );
}

/** `appPath` (the hot path, then Fastify) for the app's hosts; own domains answered here. */
export function withHostRouting(
  options: HostRoutingOptions,
  appPath: (request: IncomingMessage, response: ServerResponse) => boolean,
) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    const host = hostOf(rawHeader(request.rawHeaders, 'host'));
    if (servesApp(host, options.appHosts)) return appPath(request, response);
    if (answerFromMemory(host!, request, response, options)) return true;
    answer(host!, request, response, options).catch((error: unknown) => {
      options.log('a request on an own domain failed', error);
      if (!response.headersSent) plain(response, 503, 'Tente novamente em instantes.');
      else response.end();
    });
    return true;
  };
}
