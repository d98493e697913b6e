/** What a request tells about who scanned or clicked, as the redirect path records it. */
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { classifyUserAgent, type VisitorAgent } from '@qrlink/core/analytics/classify-user-agent';
import { toStorableText } from '@qrlink/core/validation/storable-text';
import type { JournalEntry } from '../../redirects/visit';

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

/**
 * The first value of header `name` (lower case) in Node's raw list ([name, value, name, value,
 * ...]). Reading the few headers a visit needs from there spares building `request.headers`
 * (every header lower-cased into a new object) on each scan. For the headers read here a
 * duplicate is ignored, as Node itself does for user-agent and referer; the first
 * X-Forwarded-For is also where Node's joined value starts.
 */
export function rawHeader(raw: readonly string[], name: string): string | undefined {
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i]!;
    if (key.length === name.length && (key === name || key.toLowerCase() === name)) {
      return raw[i + 1];
    }
  }
  return undefined;
}

/**
 * A header's text as a visit keeps it: cut to a bounded length, and made storable (a NUL or a
 * lone surrogate would make the database refuse the batch the visit is written in).
 */
function bounded(value: string | null | undefined, maxLength = HEADER_MAX_LENGTH): string | null {
  return value ? toStorableText(value.slice(0, maxLength)) : null;
}

/**
 * What any request (Fastify's or the raw fast path's) tells about its visitor, as a journal
 * entry with kind, target, at and seq still blank: the redirect and the journal fill them in
 * place. Built with its whole shape at once, so that V8 never reshapes it on the hot path
 * (adding four properties later cost a map transition and a new property store per scan).
 */
export function visitFrom(
  rawHeaders: readonly string[],
  method: string | undefined,
  ip: string | null,
  trustProxy: boolean,
  referrer: string | null = rawHeader(rawHeaders, 'referer')?.slice(0, HEADER_MAX_LENGTH) ?? null,
): JournalEntry {
  const visitor = classify(rawHeader(rawHeaders, 'user-agent'));
  return {
    seq: 0,
    kind: 'qr',
    target: '',
    at: '',
    user_agent: visitor.userAgent,
    referrer: bounded(referrer, 2048),
    ip: bounded(ip),
    // Country only from a trusted proxy/CDN header (e.g. Cloudflare's); no geo-IP database here.
    country: trustProxy ? bounded(rawHeader(rawHeaders, 'cf-ipcountry')) : null,
    city: null,
    device: visitor.device,
    browser: visitor.browser,
    os: visitor.os,
    // HEAD is what link checkers send: never a person scanning.
    is_bot: visitor.isBot || method === 'HEAD',
    destination: null,
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
  referrer?: string | null,
): JournalEntry {
  // An undefined referrer falls to visitFrom's default: the Referer header.
  return visitFrom(
    request.raw.rawHeaders,
    request.method,
    request.ip ?? null,
    trustProxy,
    referrer,
  );
}

/**
 * The visit behind a server function's Web `Request` (the runtime gives the caller's address);
 * `referrer` as visitOf takes it.
 */
export function visitOfWebRequest(
  request: Request,
  ip: string,
  trustProxy: boolean,
  referrer?: string | null,
): JournalEntry {
  const raw: string[] = [];
  request.headers.forEach((value, name) => raw.push(name, value));
  return visitFrom(raw, request.method, ip, trustProxy, referrer);
}

/** The visit behind a request answered before Fastify (the hot paths), as visitOf reads one. */
export function visitOfNodeRequest(request: IncomingMessage, trustProxy: boolean): JournalEntry {
  return visitFrom(request.rawHeaders, request.method, clientIp(request, trustProxy), trustProxy);
}

/** The client's address as Fastify would give it (`request.ip`), with or without a proxy. */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = rawHeader(request.rawHeaders, 'x-forwarded-for');
    const first = forwarded?.split(',', 1)[0]!.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? null;
}

/** Whether the visitor reached us over https, as Fastify's `request.protocol` decides it. */
export function overHttps(request: IncomingMessage, trustProxy: boolean): boolean {
  if (!trustProxy) return false;
  return rawHeader(request.rawHeaders, 'x-forwarded-proto')?.split(',', 1)[0]!.trim() === 'https';
}
