/**
 * Per-IP limits on /rest/v1/rpc: check_if_email_exists for everyone (300 calls from one IP in a
 * second used to enumerate accounts freely) and every anonymous call, answered with a
 * PostgREST-shaped 429 that supabase-js hands to the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthUser, ENGINES } from '../support/databases';
import { nonCanonicalSpellings } from '../support/jwt-spellings';
import { toAppError } from '@qrlink/data/errors';
import { startTestServer, type TestServer } from './auth-test-server';

describe.each(ENGINES)('rpc rate limits (%s)', (engine) => {
  let server: TestServer;
  /** A second app over the same database: its own limits, untouched by the other tests. */
  let fresh: TestServer;
  let userToken: string;

  beforeAll(async () => {
    const limits = { emailCheckRateLimitPerMinute: 5, anonRpcRateLimitPerMinute: 8 };
    server = await startTestServer(engine, limits);
    fresh = await startTestServer(engine, limits, { db: server.db });
    userToken = await server.tokenFor(await createAuthUser(server.db));
  });
  afterAll(async () => {
    await fresh?.stop();
    await server?.stop();
  });

  const rpc = (fn: string, body: object, bearer: string, target = server, apikey = bearer) =>
    fetch(`${target.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey,
        authorization: `Bearer ${bearer}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });

  it('stops e-mail enumeration after a few checks per IP, for anyone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const bearer = i % 2 === 0 ? server.anonKey : userToken;
      statuses.push((await rpc('check_if_email_exists', { p_email: `x${i}@y.co` }, bearer)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const refused = await rpc('check_if_email_exists', { p_email: 'z@y.co' }, server.anonKey);
    const body = await refused.json();
    expect(body).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many requests',
      details: expect.stringMatching(/^Try again in \d+ seconds$/),
      hint: null,
    });
    // ...which supabase-js passes on and the app shows in pt-BR.
    expect(toAppError(body, { title: 'Erro' }).message).toMatch(/^Muitas tentativas/);
  });

  it('limits other anonymous calls per IP, but not signed-in ones', async () => {
    const anon: number[] = [];
    for (let i = 0; i < 10; i += 1) anon.push((await rpc('is_admin', {}, server.anonKey)).status);
    expect(anon.filter((status) => status === 429)).toHaveLength(2);
    for (let i = 0; i < 10; i += 1) expect((await rpc('is_admin', {}, userToken)).status).toBe(200);
  });

  it('counts the anon key by its verified claims, however it is spelled', async () => {
    // Each spelling used to verify and escape the limit (it was not the anon key's exact text).
    const spellings = [fresh.anonKey, ...nonCanonicalSpellings(fresh.anonKey)];
    const statuses: number[] = [];
    const refusals: unknown[] = [];
    for (let i = 0; i < 12; i += 1) {
      const bearer = spellings[i % spellings.length]!;
      const response = await rpc('is_admin', {}, bearer, fresh, fresh.anonKey);
      statuses.push(response.status);
      if (response.status === 401) refusals.push(await response.json());
    }
    // Counted from the first call whatever the spelling; only the canonical one is accepted.
    expect(statuses).toEqual([200, 401, 401, 200, 401, 401, 200, 401, 429, 429, 429, 429]);
    expect(refusals[0]).toMatchObject({ code: 'PGRST301' });
  });
});
