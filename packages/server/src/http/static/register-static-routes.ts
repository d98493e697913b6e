/**
 * The built SPA (apps/web/dist) on the same origin as the API: hashed assets cached for a
 * year, index.html never cached (a new deploy must be seen at once), the prerendered public
 * pages at their paths, and every other non-API GET answered with index.html so client-side
 * routes survive a reload.
 * Also GET /app-config.json: the anon key (never the service key), PUBLIC_URL for the links the
 * app prints, the support address, and whether paid plans can be bought. The SPA talks to the origin it was served from, so it
 * works at any address this server is reached by; PUBLIC_URL only builds links.
 */
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { prerenderedPages } from './prerendered-pages';
import type { FastifyInstance } from 'fastify';
import { readSpaIndex, sendNotFoundPage } from './not-found-page';

export interface StaticDeps {
  webDistDir: string | undefined;
  publicUrl: string;
  anonKey: string;
  /** The support address the contact page and FAQ show. */
  supportEmail?: string;
  /** Whether paid plans can be bought (Mercado Pago configured). */
  paymentsEnabled?: boolean;
}

const API_PREFIXES = ['/rest/', '/auth/', '/storage/', '/realtime/', '/functions/', '/api/'];
const ONE_YEAR = 'public, max-age=31536000, immutable';

export async function registerStaticRoutes(app: FastifyInstance, deps: StaticDeps) {
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return {
      supabaseAnonKey: deps.anonKey,
      publicUrl: deps.publicUrl,
      ...(deps.supportEmail ? { supportEmail: deps.supportEmail } : {}),
      paymentsEnabled: deps.paymentsEnabled ?? false,
    };
  });

  const distDir = deps.webDistDir && existsSync(deps.webDistDir) ? deps.webDistDir : undefined;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      // The build holds a .br and a .gz beside each text file (apps/web/vite.config.ts): sent
      // to browsers that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Vite names everything under assets/ by content hash: safe to cache forever.
      setHeaders: (res, filePath) => {
        res.header('cache-control', /[\\/]assets[\\/]/.test(filePath) ? ONE_YEAR : 'no-cache');
      },
    });
    // The pages the build rendered to HTML, each at its own path (`/` included, which is
    // otherwise index.html, the empty shell every other path of the app gets).
    for (const { path, file } of prerenderedPages(distDir)) {
      app.get(path, (_request, reply) => reply.sendFile(file));
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method}:${path} not found`,
      });
    }
    // A missing file with an extension (an old hashed asset) is a real 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(path) && path !== '/index.html')
      return sendNotFoundPage(reply, distDir);
    const index = await readSpaIndex(distDir);
    if (!index) return sendNotFoundPage(reply, distDir);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(index);
  });
}
