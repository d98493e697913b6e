import { describe, expect, it } from 'vitest';
import { fetchRuntimeConfig, readBuildTimeConfig } from './config';

const answer = (body: object) => async () => Response.json(body);
const base = { supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon' };

describe('backend configuration', () => {
  it("reads the server's support address from /app-config.json, which may omit it", async () => {
    const withAddress = { ...base, supportEmail: 'ajuda@example.com' };
    expect(await fetchRuntimeConfig(answer(withAddress))).toEqual(withAddress);
    expect(await fetchRuntimeConfig(answer(base))).toEqual(base);
  });

  it('takes the hosted build’s VITE_SUPPORT_EMAIL, ignoring a malformed one', () => {
    const env = { VITE_SUPABASE_URL: base.supabaseUrl, VITE_SUPABASE_ANON_KEY: 'anon' };
    expect(readBuildTimeConfig({ ...env, VITE_SUPPORT_EMAIL: 'ajuda@example.com' })).toEqual({
      ...base,
      supportEmail: 'ajuda@example.com',
    });
    expect(readBuildTimeConfig({ ...env, VITE_SUPPORT_EMAIL: 'not-an-address' })).toEqual(base);
    expect(readBuildTimeConfig({ VITE_SUPPORT_EMAIL: 'ajuda@example.com' })).toBeNull();
  });
});
