/**
 * A static host that follows Netlify's `_redirects` as the hosted build writes it
 * (apps/web/hosting/static-host-rules.ts), for the tests of a hosted deployment: the rules'
 * subset we use (a path with a trailing `*` splat, `key=:name` query conditions, status 200 to a
 * file of the build or proxied to another site; the first matching rule applies), and the build's
 * files. `replacements` stand in for a build made with the run's addresses: each text file and
 * the rules are served with those strings replaced (the build bakes its backend's address in).
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { proxyTo } from './http-proxy';

export interface RedirectRule {
  from: string;
  /** Query parameters the request must carry, each bound to a name (`motivo=:motivo`). */
  query: Record<string, string>;
  to: string;
  status: number;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const parts = line.split(/\s+/);
      const from = parts[0]!;
      // `200!` forces the rule past a file at the path (only `/` needs it: index.html).
      const status = Number.parseInt(parts.at(-1)!, 10);
      const to = parts.at(-2)!;
      const query = Object.fromEntries(parts.slice(1, -2).map((part) => part.split('=')));
      return { from, query, to, status };
    });
}

/** Where the first matching rule sends `url` (its placeholders filled), or undefined. */
export function routeOf(rules: RedirectRule[], url: URL): string | undefined {
  for (const rule of rules) {
    const splat = rule.from.endsWith('*')
      ? url.pathname.startsWith(rule.from.slice(0, -1))
        ? url.pathname.slice(rule.from.length - 1)
        : undefined
      : url.pathname === rule.from
        ? ''
        : undefined;
    if (splat === undefined) continue;
    if (!Object.keys(rule.query).every((key) => url.searchParams.has(key))) continue;
    let to = rule.to.replace(':splat', splat);
    for (const [key, name] of Object.entries(rule.query)) {
      to = to.replace(name, url.searchParams.get(key)!);
    }
    return to;
  }
  return undefined;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const TEXT = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg']);

function replaced(text: string, replacements: Record<string, string>): string {
  let out = text;
  for (const [from, to] of Object.entries(replacements)) out = out.replaceAll(from, to);
  return out;
}

function sendFile(response: ServerResponse, path: string, replacements: Record<string, string>) {
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  if (!TEXT.has(extname(path))) {
    response.writeHead(200, { 'content-type': type });
    return void createReadStream(path).pipe(response);
  }
  response
    .writeHead(200, { 'content-type': type })
    .end(replaced(readFileSync(path, 'utf8'), replacements));
}

/** Serves `distDir` on a free loopback port, following its `_redirects`. */
export async function startNetlifyHost(
  distDir: string,
  options: { port?: number; replacements?: Record<string, string> } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const replacements = options.replacements ?? {};
  const rules = parseRedirects(
    replaced(readFileSync(join(distDir, '_redirects'), 'utf8'), replacements),
  );
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const file = join(distDir, normalize(decodeURIComponent(url.pathname)));
    if (file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()) {
      return sendFile(response, file, replacements);
    }
    const to = routeOf(rules, url);
    if (!to) return response.writeHead(404).end();
    if (/^https?:\/\//.test(to)) {
      return void proxyTo(request, response, to).catch(() => response.writeHead(502).end());
    }
    return sendFile(response, join(distDir, to), replacements);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
