/**
 * A Supabase project's single address, for a hosted deployment simulated here: like the
 * project's gateway, it sends `/functions/v1/*` to the Edge Functions (Deno,
 * `npm run functions:serve`) and everything else (`/auth/v1`, `/rest/v1`, `/storage/v1`) to the
 * self-hosted stack that stands in for Supabase's services. The hosted SPA's supabase-js talks
 * to this one address, as it talks to `https://<project-ref>.supabase.co`, from another origin
 * (the static host's): like Supabase's gateway, this one answers CORS for every origin.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CORS_ALLOWED_HEADERS,
  CORS_ALLOWED_METHODS,
  CORS_EXPOSED_HEADERS,
} from '@qrlink/core/backend/cors-policy';
import { proxyTo } from './http-proxy';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
};

export async function startSupabaseGateway(
  upstreams: { stackUrl: string; functionsUrl: string },
  port = 0,
): Promise<{ url: string; stop(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      return void response
        .writeHead(204, {
          ...CORS,
          'access-control-allow-methods': CORS_ALLOWED_METHODS.join(', '),
          'access-control-allow-headers': CORS_ALLOWED_HEADERS.join(', '),
          'access-control-max-age': '86400',
        })
        .end();
    }
    // Ours in place of the upstream's (which names only its own origins).
    const writeHead = response.writeHead.bind(response);
    response.writeHead = ((status: number, headers: Record<string, string | string[]>) =>
      writeHead(status, { ...headers, ...CORS })) as typeof response.writeHead;
    const path = request.url ?? '/';
    const upstream = path.startsWith('/functions/v1/')
      ? upstreams.functionsUrl
      : upstreams.stackUrl;
    proxyTo(request, response, `${upstream}${path}`).catch(() => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
