/**
 * App assembly without a database engine: the health check, CORS, the default error shape and
 * the extraRoutes seam. The Db here is a double that only answers the health ping.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createApp } from './app';
import { HttpError } from './shared/http-error';

function fakeDb(healthy: boolean): Db {
  return {
    engine: 'pglite',
    async query() {
      if (!healthy) throw new Error('down');
      return { rows: [], rowCount: 1 };
    },
    async transaction() {
      throw new Error('not used');
    },
    async transactionOf() {
      throw new Error('not used');
    },
    async close() {},
    async listen() {
      throw new Error('not used');
    },
  } as Db;
}

const deps = (healthy = true) => ({
  db: fakeDb(healthy),
  jwtSecret: 'x'.repeat(40),
  anonKey: 'anon',
  serviceKey: 'service',
  publicUrl: 'http://localhost:3000',
  corsOrigins: ['http://localhost:5173'],
  logger: false,
});

describe('createApp', () => {
  it('answers /health from a database ping', async () => {
    const up = createApp(deps(true));
    expect((await up.inject('/health')).json()).toEqual({ status: 'ok', engine: 'pglite' });
    const down = createApp(deps(false));
    const res = await down.inject('/health');
    expect(res.statusCode).toBe(503);
    await Promise.all([up.close(), down.close()]);
  });

  it('allows CORS from the public and configured origins only, with supabase-js headers', async () => {
    const app = createApp(deps());
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/rest/v1/plans',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers':
          'apikey,authorization,prefer,x-client-info,accept-profile',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('prefer');
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    const get = await app.inject({ url: '/health', headers: { origin: 'http://localhost:3000' } });
    expect(get.headers['access-control-expose-headers']).toContain('content-range');
    const foreign = await app.inject({
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    await app.close();
  });

  it('mounts extraRoutes in their own scope; HttpError bodies pass verbatim', async () => {
    const app = createApp({
      ...deps(),
      extraRoutes: [
        (scope) => {
          scope.get('/auth/v1/teapot', async () => {
            throw new HttpError(418, { code: 'teapot', msg: 'no' });
          });
          scope.get('/storage/v1/boom', async () => {
            throw Object.assign(new Error('bad object'), { statusCode: 400 });
          });
        },
      ],
    });
    const teapot = await app.inject('/auth/v1/teapot');
    expect([teapot.statusCode, teapot.json()]).toEqual([418, { code: 'teapot', msg: 'no' }]);
    const boom = await app.inject('/storage/v1/boom');
    expect([boom.statusCode, boom.json()]).toEqual([
      400,
      { statusCode: 400, error: 'Error', message: 'bad object' },
    ]);
    await app.close();
  });
});
