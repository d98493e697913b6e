import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { AuthContext } from './auth-context';
import { registerAuthRoutes } from './register-auth-routes';

/** Requests that fail before any database work: the Db must never be touched. */
const untouchableDb = new Proxy({} as Db, {
  get() {
    throw new Error('the database must not be used');
  },
});

describe('auth error bodies', () => {
  const app = Fastify();
  beforeAll(async () => {
    const ctx: AuthContext = {
      db: untouchableDb,
      mailer: { send: async () => {} },
      tokens: { sign: async () => 'x', verify: async () => ({}) },
      log: { info() {}, error() {} },
      options: {
        publicUrl: 'http://localhost:3000',
        siteUrl: 'http://localhost:3000',
        redirectOrigins: ['http://localhost:3000'],
        autoconfirm: false,
        mailIntervalSeconds: 60,
        rateLimitPerMinute: 100,
        passwordHashCost: 4,
      },
    };
    await app.register(async (scope) => registerAuthRoutes(scope, ctx));
  });
  afterAll(() => app.close());

  it('uses GoTrue 2024-01-01 shape when the client sends the API version', async () => {
    const response = await app.inject({
      url: '/auth/v1/user',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(response.json()).toEqual({
      code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });

  it('uses the legacy shape otherwise', async () => {
    const response = await app.inject({ url: '/auth/v1/user' });
    expect(response.headers['x-supabase-api-version']).toBeUndefined();
    expect(response.json()).toEqual({
      code: 401,
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
  });

  it('answers malformed JSON and unknown grants with validation_failed', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('validation_failed');
    const grant = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=magic',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error_code).toBe('validation_failed');
  });
});
