import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error';
import { deriveApiKeys, requestRole, signJwt, verifyJwt } from './jwt';

const SECRET = 'a-test-secret-that-is-long-enough-1234567890';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

const refusal = async (headers: Record<string, string>) => {
  try {
    await requestRole(request(headers), SECRET);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, code: (error as HttpError).body.code };
  }
  throw new Error('accepted');
};

afterEach(() => {
  vi.useRealTimers();
});

describe('jwt', () => {
  it('derives stable, long-lived anon and service_role keys from the secret', async () => {
    const a = await deriveApiKeys(SECRET);
    const b = await deriveApiKeys(SECRET);
    expect(a).toEqual(b);
    expect(decodeJwt(a.anonKey)).toMatchObject({ role: 'anon', iss: 'supabase' });
    expect(decodeJwt(a.serviceKey)).toMatchObject({ role: 'service_role' });
    const { exp = 0, iat = 0 } = decodeJwt(a.anonKey);
    expect(exp - iat).toBeGreaterThan(5 * 365 * 24 * 3600);
    expect((await deriveApiKeys(`${SECRET}x`)).anonKey).not.toBe(a.anonKey);
  });

  it('signs and verifies user tokens with their claims', async () => {
    const token = await signJwt(
      { sub: 'u1', role: 'authenticated', email: 'a@b.c', aud: 'authenticated', session_id: 's1' },
      SECRET,
      { expiresInSeconds: 60 },
    );
    const claims = await verifyJwt(token, SECRET);
    expect(claims).toMatchObject({
      sub: 'u1',
      role: 'authenticated',
      email: 'a@b.c',
      session_id: 's1',
    });
    expect(claims.exp! - claims.iat!).toBe(60);
  });

  it('requestRole reads Bearer first, then apikey', async () => {
    const { anonKey, serviceKey } = await deriveApiKeys(SECRET);
    expect(
      (
        await requestRole(
          request({ authorization: `Bearer ${serviceKey}`, apikey: anonKey }),
          SECRET,
        )
      ).role,
    ).toBe('service_role');
    expect((await requestRole(request({ apikey: anonKey }), SECRET)).role).toBe('anon');
  });

  it('requestRole refuses missing, expired, tampered, foreign and role-less tokens with 401', async () => {
    expect(await refusal({})).toEqual({ status: 401, code: 'PGRST302' });
    const expired = await signJwt({ role: 'authenticated', sub: 'u' }, SECRET, {
      expiresInSeconds: -1,
    });
    expect(await refusal({ authorization: `Bearer ${expired}` })).toEqual({
      status: 401,
      code: 'PGRST303',
    });
    const good = await signJwt({ role: 'authenticated', sub: 'u' }, SECRET, {
      expiresInSeconds: 60,
    });
    const [h, , s] = good.split('.');
    const forged = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(await refusal({ authorization: `Bearer ${h}.${forged}.${s}` })).toEqual({
      status: 401,
      code: 'PGRST301',
    });
    const other = await signJwt({ role: 'anon' }, 'another-secret-another-secret-another', {
      expiresInSeconds: 60,
    });
    expect(await refusal({ apikey: other })).toEqual({ status: 401, code: 'PGRST301' });
    const superuser = await signJwt({ role: 'postgres' }, SECRET, { expiresInSeconds: 60 });
    expect(await refusal({ apikey: superuser })).toEqual({ status: 401, code: 'PGRST303' });
    const noRole = await signJwt({ role: undefined as unknown as string }, SECRET, {
      expiresInSeconds: 60,
    });
    expect(await refusal({ apikey: noRole })).toEqual({ status: 401, code: 'PGRST303' });
    expect(await refusal({ apikey: 'not.a.jwt' })).toEqual({ status: 401, code: 'PGRST301' });
  });

  it('a remembered token still expires on time', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const token = await signJwt({ role: 'authenticated', sub: 'u' }, SECRET, {
      expiresInSeconds: 10,
    });
    expect((await requestRole(request({ apikey: token }), SECRET)).claims.sub).toBe('u');
    expect((await requestRole(request({ apikey: token }), SECRET)).claims.sub).toBe('u');
    vi.setSystemTime(new Date('2026-01-01T00:00:11Z'));
    expect(await refusal({ apikey: token })).toEqual({ status: 401, code: 'PGRST303' });
    expect(await refusal({ apikey: token, authorization: 'Bearer' })).toEqual({
      status: 401,
      code: 'PGRST303',
    });
  });

  it('a remembered token is not valid under another secret', async () => {
    const token = await signJwt({ role: 'anon' }, SECRET, { expiresInSeconds: 60 });
    await requestRole(request({ apikey: token }), SECRET);
    await expect(
      requestRole(request({ apikey: token }), `${SECRET}-rotated`),
    ).rejects.toBeInstanceOf(HttpError);
  });

  it('refuses alg=none tokens', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url');
    expect(await refusal({ apikey: `${header}.${body}.` })).toEqual({
      status: 401,
      code: 'PGRST301',
    });
  });
});
