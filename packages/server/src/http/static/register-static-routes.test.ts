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
