/**
 * One request passed on to another server and its answer passed back, as a proxy in front of
 * it would (Netlify's rewrites, Supabase's gateway): the method, headers and body go on, the
 * caller's address in X-Forwarded-For, redirects are passed back rather than followed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

const HOP_BY_HOP = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
/** fetch decodes bodies and frames them again: what described the original does not hold. */
const DECODED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

export async function proxyTo(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (HOP_BY_HOP.has(name) || value === undefined) continue;
    for (const one of [value].flat()) headers.append(name, one);
  }
  headers.set('x-forwarded-for', request.socket.remoteAddress ?? '');
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(target, {
    method: request.method,
    headers,
    redirect: 'manual',
    ...(hasBody ? { body: Readable.toWeb(request) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
  const passed: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (!DECODED.has(name) && name !== 'set-cookie') passed[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) passed['set-cookie'] = cookies;
  response.writeHead(answer.status, passed);
  if (answer.body) Readable.fromWeb(answer.body as never).pipe(response);
  else response.end();
}
