/**
 * rpc/<fn> as supabase-js calls it: named JSON arguments, scalar / json / row-set / void
 * results shaped like PostgREST's, GET calls, result filters, single() and count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createCast } from '../support/db-fixtures';
import type { Cast } from '../support/db-fixtures';
import { ENGINES, createAuthUser } from '../support/databases';
import { startRestServer } from './rest-harness';
import type { RestServer } from './rest-harness';

describe.each(ENGINES)('/rest/v1/rpc (%s)', (engine) => {
  let server: RestServer;
  let cast: Cast;
  let asAdmin: SupabaseClient;

  beforeAll(async () => {
    server = await startRestServer(engine);
    cast = await createCast(server.db);
    asAdmin = server.client(await server.tokenFor(cast.admin, { aal: 'aal2' }));
  });
  afterAll(async () => server?.close());

  it('scalar boolean result, by POST and by GET', async () => {
    const anon = server.client();
    expect(
      await anon.rpc('check_if_email_exists', { p_email: cast.a.email.toUpperCase() }),
    ).toMatchObject({
      data: true,
      error: null,
    });
    expect((await anon.rpc('check_if_email_exists', { p_email: 'ninguem@example.com' })).data).toBe(
      false,
    );
    const viaGet = await anon.rpc(
      'check_if_email_exists',
      { p_email: cast.b.email },
      { get: true },
    );
    expect(viaGet).toMatchObject({ data: true, error: null });
  });

  it('json results pass through as objects; json arguments arrive as json', async () => {
    const ok = await asAdmin.rpc('update_app_setting', {
      p_key: 'maintenance_mode',
      p_value: { enabled: true, message: 'Volto já' },
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toEqual({ success: true, message: 'Configuração atualizada com sucesso.' });
    const bad = await asAdmin.rpc('update_app_setting', {
      p_key: 'maintenance_mode',
      p_value: { enabled: 'sim' },
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('22023');
  });

  it('row sets: arrays, with select, filters, order, limit, count and single', async () => {
    const all = await asAdmin.rpc('get_all_app_settings');
    expect(all.error).toBeNull();
    expect(all.data).toEqual(
      expect.arrayContaining([
        { key: 'maintenance_mode', value: { enabled: true, message: 'Volto já' } },
      ]),
    );
    const shaped = await asAdmin
      .rpc('get_all_clients', {}, { count: 'exact' })
      .select('id, email')
      .in('id', [cast.a.id, cast.b.id])
      .order('email', { ascending: true })
      .limit(1);
    expect(shaped.error).toBeNull();
    expect(shaped.count).toBe(2);
    expect(shaped.data).toEqual([
      { id: expect.any(String), email: [cast.a.email, cast.b.email].sort()[0] },
    ]);
    const one = await asAdmin
      .rpc('get_all_clients')
      .select('full_name')
      .eq('id', cast.b.id)
      .single();
    expect(one).toMatchObject({ data: { full_name: 'Bruno B' }, error: null });
    const none = await asAdmin
      .rpc('get_all_clients')
      .eq('id', cast.b.id)
      .eq('role', 'admin')
      .single();
    expect(none.error?.code).toBe('PGRST116');
  });

  it('a function returning one row answers an object', async () => {
    const anon = server.client();
    const created = await anon.rpc('create_short_link', {
      p_original_url: 'https://example.com/anonimo',
    });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      original_url: 'https://example.com/anonimo',
      user_id: null,
    });
    expect(typeof (created.data as { short_code: string }).short_code).toBe('string');
  });

  it('the anonymous rate limit keys on the real client address, not a spoofed X-Forwarded-For', async () => {
    const responses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await server.rest('/rpc/create_short_link', {
        method: 'POST',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ p_original_url: `https://example.com/${i}` }),
      });
      responses.push(res.status);
      if (res.status !== 200) {
        expect(await res.json()).toMatchObject({ code: 'PT429', hint: 'rate_limited' });
      }
    }
    // One link was made by the test above from the same loopback address.
    expect(responses.filter((s) => s === 200)).toHaveLength(19);
    expect(responses.slice(19)).toEqual([429, 429]);
  });

  it('void functions answer 204; the effect happened', async () => {
    const doomed = await createAuthUser(server.db);
    const client = server.client(await server.tokenFor(doomed));
    const res = await client.rpc('delete_user_data_and_auth');
    expect(res).toMatchObject({ status: 204, data: null, error: null });
    const { rows } = await server.db.query('select 1 from auth.users where id = $1', [doomed.id]);
    expect(rows).toEqual([]);
  });

  it('anon calling an authenticated-only function is 401; bad argument types are 400', async () => {
    const anon = server.client();
    const denied = await anon.rpc('get_all_clients');
    expect(denied.status).toBe(401);
    expect(denied.error?.code).toBe('42501');
    const badUuid = await asAdmin.rpc('admin_update_client', {
      p_client_id: 'not-a-uuid',
      p_full_name: 'X',
      p_role: 'user',
    });
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });
});
