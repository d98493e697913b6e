import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerStaticRoutes } from './register-static-routes';

describe('static routes without a built SPA', () => {
  it('answers client routes with the pt-BR fallback page (404) and API paths with JSON', async () => {
    const app = Fastify();
    await app.register(async (scope) =>
      registerStaticRoutes(scope, {
        webDistDir: '/nonexistent/dist',
        publicUrl: 'http://localhost:3000',
        anonKey: 'anon',
        supportEmail: 'ajuda@example.com',
        paymentsEnabled: true,
      }),
    );
    const page = await app.inject({ url: '/dashboard' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="pt-BR"');
    expect(page.body).toContain('Link Inválido ou Expirado');
    const api = await app.inject({ url: '/rest/v1/nothing', method: 'POST' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    const config = await app.inject({ url: '/app-config.json' });
    expect(config.json()).toEqual({
      supabaseAnonKey: 'anon',
      publicUrl: 'http://localhost:3000',
      supportEmail: 'ajuda@example.com',
      paymentsEnabled: true,
    });
    expect(config.headers['cache-control']).toBe('no-store');
    await app.close();
  });
});

describe('static routes with a built SPA', () => {
  it('sends the precompressed file the browser accepts, and the plain one to others', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'qrlink-static-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `linha ${i}`))};`;
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"></html>');
    writeFileSync(join(dist, 'assets/app-1a2b.js'), script);
    writeFileSync(join(dist, 'assets/app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets/app-1a2b.js.gz'), gzipSync(script));
    const app = Fastify();
    await app.register(async (scope) =>
      registerStaticRoutes(scope, { webDistDir: dist, publicUrl: 'http://x', anonKey: 'anon' }),
    );
    const fetchAs = (acceptEncoding?: string) =>
      app.inject({
        url: '/assets/app-1a2b.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const brotli = await fetchAs('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);

    const gzip = await fetchAs('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await fetchAs();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
});

describe('the prerendered pages of a built SPA', () => {
  it('answers each page at its path (compressed when accepted), and other paths with the shell', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'qrlink-static-'));
    const shell = '<!doctype html><html lang="pt-BR"><div id="root"></div></html>';
    const home = `<!doctype html><html lang="pt-BR"><div id="root" inert><h1>Início</h1>${'<p>texto</p>'.repeat(200)}</div></html>`;
    mkdirSync(join(dist, 'prerendered/tools'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), shell);
    writeFileSync(join(dist, 'prerendered/index.html'), home);
    writeFileSync(join(dist, 'prerendered/index.html.br'), brotliCompressSync(home));
    writeFileSync(join(dist, 'prerendered/tools/qr-code-generator.html'), '<h1>Gerador</h1>');
    const app = Fastify();
    await app.register(async (scope) =>
      registerStaticRoutes(scope, { webDistDir: dist, publicUrl: 'http://x', anonKey: 'anon' }),
    );

    const root = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(root.statusCode).toBe(200);
    expect(root.headers['content-encoding']).toBe('br');
    expect(root.headers['content-type']).toContain('text/html');
    expect(root.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(root.rawPayload).toString()).toBe(home);
    const tool = await app.inject({ url: '/tools/qr-code-generator?x=1' });
    expect(tool.body).toBe('<h1>Gerador</h1>');
    // Pages without one, and the shell's own address, get the shell the app draws into.
    for (const url of ['/pricing', '/dashboard/my-qrs', '/index.html']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(shell);
    }
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
});
