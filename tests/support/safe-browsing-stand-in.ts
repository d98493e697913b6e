/**
 * A stand-in for Google Safe Browsing v4's Lookup API on 127.0.0.1 (the real one cannot be
 * reached from the tests): `POST /v4/threatMatches:find?key=...` answers, for the expected key,
 * the matches of the URLs the test put in `threats` (`{}` when none), as Google does. It records
 * every request, and can be made to answer an error status (an outage) or to answer late.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SafeBrowsingRequest {
  method: string;
  path: string;
  /** The `key` query parameter. */
  key: string | null;
  contentType: string | undefined;
  body: unknown;
}

export interface SafeBrowsingStandIn {
  url: string;
  /** URL -> threat type (MALWARE, SOCIAL_ENGINEERING...): what Google would say of it. */
  threats: Map<string, string>;
  /** Every request, in order. */
  requests: SafeBrowsingRequest[];
  /** While set, every lookup answers this status (500: an outage). */
  failWith: number | null;
  /** While above 0, every answer waits this long. */
  delayMs: number;
  stop(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startSafeBrowsingStandIn(
  apiKey = 'chave-safe-browsing',
): Promise<SafeBrowsingStandIn> {
  const server: Server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    const handle = async () => {
      const address = new URL(request.url ?? '/', 'http://stand-in');
      const body = await readBody(request);
      stand.requests.push({
        method: request.method ?? 'GET',
        path: address.pathname,
        key: address.searchParams.get('key'),
        contentType: request.headers['content-type'],
        body,
      });
      if (stand.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, stand.delayMs));
      if (stand.failWith !== null) {
        return send(stand.failWith, {
          error: { code: stand.failWith, message: 'Internal error.', status: 'INTERNAL' },
        });
      }
      if (request.method !== 'POST' || address.pathname !== '/v4/threatMatches:find') {
        return send(404, { error: { code: 404, message: 'Not found.', status: 'NOT_FOUND' } });
      }
      if (address.searchParams.get('key') !== apiKey) {
        return send(400, {
          error: { code: 400, message: 'API key not valid.', status: 'INVALID_ARGUMENT' },
        });
      }
      const entries =
        (body as { threatInfo?: { threatEntries?: Array<{ url?: string }> } }).threatInfo
          ?.threatEntries ?? [];
      const matches = entries.flatMap((entry) => {
        const threatType = entry.url ? stand.threats.get(entry.url) : undefined;
        return threatType
          ? [
              {
                threatType,
                platformType: 'ANY_PLATFORM',
                threatEntryType: 'URL',
                threat: { url: entry.url },
                cacheDuration: '300s',
              },
            ]
          : [];
      });
      return send(200, matches.length > 0 ? { matches } : {});
    };
    handle().catch((error: unknown) => send(500, { error: { message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  const stand: SafeBrowsingStandIn = {
    url: `http://127.0.0.1:${address.port}`,
    threats: new Map(),
    requests: [],
    failWith: null,
    delayMs: 0,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return stand;
}
