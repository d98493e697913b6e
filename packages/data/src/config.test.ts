import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig, publicOriginOf, readBuildTimeConfig } from './config';

const answer = (body: object) => async () => Response.json(body);
const base = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon' };

describe('backend configuration', () => {
  it('talks to the origin that served the page, whatever PUBLIC_URL says', async () => {
    const served = { supabaseAnonKey: 'anon', publicUrl: 'http://localhost:3000' };
    const calls: string[] = [];
    const fetchImpl = (async (url: string) => {
      calls.push(url);
      return Response.json(served);
    }) as typeof fetch;
    expect(await fetchRuntimeConfig(fetchImpl, 'http://127.0.0.1:3000')).toEqual({
      supabaseUrl: 'http://127.0.0.1:3000',
      supabaseAnonKey: 'anon',
      publicUrl: 'http://localhost:3000',
    });
    expect(calls).toEqual(['http://127.0.0.1:3000/app-config.json']);
  });

  it("reads the server's support address from /app-config.json, which may omit it", async () => {
    const origin = 'http://192.168.0.10:3000';
    expect(
      await fetchRuntimeConfig(
        answer({ supabaseAnonKey: 'anon', supportEmail: 'ajuda@example.com' }),
        origin,
      ),
    ).toEqual({ supabaseUrl: origin, supabaseAnonKey: 'anon', supportEmail: 'ajuda@example.com' });
    expect(await fetchRuntimeConfig(answer({ supabaseAnonKey: 'anon' }), origin)).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: 'anon',
    });
  });

  it('builds public links from PUBLIC_URL, else from the page origin', () => {
    expect(publicOriginOf({ ...base, publicUrl: 'https://qr.example.com/' }, 'http://x')).toBe(
      'https://qr.example.com',
    );
    expect(publicOriginOf(base, 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
  });

  it('takes the hosted build’s VITE_SUPPORT_EMAIL and VITE_PUBLIC_URL, ignoring malformed ones', () => {
    const env = { VITE_SUPABASE_URL: base.supabaseUrl, VITE_SUPABASE_ANON_KEY: 'anon' };
    expect(
      readBuildTimeConfig({
        ...env,
        VITE_SUPPORT_EMAIL: 'ajuda@example.com',
        VITE_PUBLIC_URL: 'https://qr.example.com/',
      }),
    ).toEqual({
      ...base,
      supportEmail: 'ajuda@example.com',
      publicUrl: 'https://qr.example.com',
      paymentsEnabled: false,
      apiUrl: 'https://abc.supabase.co/functions/v1/api/v1',
    });
    expect(
      readBuildTimeConfig({ ...env, VITE_SUPPORT_EMAIL: 'not-an-address', VITE_PUBLIC_URL: 'x' }),
    ).toEqual({
      ...base,
      paymentsEnabled: false,
      apiUrl: `${base.supabaseUrl}/functions/v1/api/v1`,
    });
    expect(readBuildTimeConfig({ VITE_SUPPORT_EMAIL: 'ajuda@example.com' })).toBeNull();
  });

  it('offers paid plans only when told payments are configured', async () => {
    const env = { VITE_SUPABASE_URL: base.supabaseUrl, VITE_SUPABASE_ANON_KEY: 'anon' };
    expect(readBuildTimeConfig({ ...env, VITE_PAYMENTS_ENABLED: 'true' })?.paymentsEnabled).toBe(
      true,
    );
    expect(readBuildTimeConfig({ ...env, VITE_PAYMENTS_ENABLED: '1' })?.paymentsEnabled).toBe(
      false,
    );
    const origin = 'http://127.0.0.1:3000';
    expect(
      (await fetchRuntimeConfig(answer({ supabaseAnonKey: 'anon', paymentsEnabled: true }), origin))
        .paymentsEnabled,
    ).toBe(true);
  });
});
