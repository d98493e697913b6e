/** What a request tells about who scanned or clicked, as the redirect path records it. */
import type { FastifyRequest } from 'fastify';
import { classifyUserAgent, type VisitorAgent } from '@qrlink/core/analytics/classify-user-agent';
import type { VisitDetails } from '../../redirects/redirect-service';

const HEADER_MAX_LENGTH = 1024;

// The same few phone models scan most codes: parsing a user agent (two large regex sets) costs
// more than the rest of a redirect, so recent answers are kept. Bounded; cleared when full.
const CLASSIFIED_MAX = 5_000;
const classified = new Map<string, VisitorAgent>();

function classify(header: string | undefined): VisitorAgent {
  const key = header ?? '';
  let visitor = classified.get(key);
  if (!visitor) {
    if (classified.size >= CLASSIFIED_MAX) classified.clear();
    visitor = classifyUserAgent(header);
    classified.set(key, visitor);
  }
  return visitor;
}

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' && value ? value.slice(0, HEADER_MAX_LENGTH) : null;
}

/** What any request (Fastify's or the raw fast path's) tells about its visitor. */
export function visitFrom(
  headers: Headers,
  method: string | undefined,
  ip: string | null,
  trustProxy: boolean,
  referrer: string | null = header(headers, 'referer'),
): VisitDetails {
  const visitor = classify(
    typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined,
  );
  return {
    user_agent: visitor.userAgent,
    referrer: referrer?.slice(0, 2048) ?? null,
    ip,
    // Country only from a trusted proxy/CDN header (e.g. Cloudflare's); no geo-IP database here.
    country: trustProxy ? header(headers, 'cf-ipcountry') : null,
    city: null,
    device: visitor.device,
    browser: visitor.browser,
    os: visitor.os,
    // HEAD is what link checkers send: never a person scanning.
    is_bot: visitor.isBot || method === 'HEAD',
  };
}

/**
 * The visit behind a request. `referrer` overrides the Referer header: the hosted build's
 * redirect page calls the `redirect` function itself, so the header names that page and the
 * page passes on its own document.referrer.
 */
export function visitOf(
  request: FastifyRequest,
  trustProxy: boolean,
  referrer: string | null = header(request.headers, 'referer'),
): VisitDetails {
  return visitFrom(request.headers, request.method, request.ip ?? null, trustProxy, referrer);
}
