// The app:// handler: the built renderer's files, read-only, never outside its folder, each
// answered with the Content-Security-Policy header. The router lives in memory, so any path
// that is not a file is simply not found.
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file inside `rendererDir` that `requestUrl` names, or null (traversal, odd types). */
export function resolveAppFile(requestUrl: string, rendererDir: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl).pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
  const root = normalize(rendererDir);
  const file = normalize(join(root, relative));
  if (!file.startsWith(root + sep)) return null;
  return CONTENT_TYPES[extname(file).toLowerCase()] ? file : null;
}

export interface AppProtocolDeps {
  rendererDir: string;
  readFile: (path: string) => Promise<Uint8Array>;
  /** The policy for the current backend (it changes when the user picks another). */
  contentSecurityPolicy: () => string;
}

export async function serveAppRequest(request: Request, deps: AppProtocolDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405 });
  }
  const file = resolveAppFile(request.url, deps.rendererDir);
  if (!file) return new Response(null, { status: 404 });
  let body: Uint8Array;
  try {
    body = await deps.readFile(file);
  } catch {
    return new Response(null, { status: 404 });
  }
  return new Response(request.method === 'HEAD' ? null : new Blob([new Uint8Array(body)]), {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Security-Policy': deps.contentSecurityPolicy(),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-cache',
    },
  });
}
