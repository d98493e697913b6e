/**
 * Every table call of docs/product/calls-errors-and-constants.md, "Calls", made with supabase-js
 * exactly as the app makes it, against /rest/v1 on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createCast } from '../support/db-fixtures';
import type { Cast } from '../support/db-fixtures';
import { ENGINES } from '../support/databases';
import { startRestServer } from './rest-harness';
import type { RestServer } from './rest-harness';

describe.each(ENGINES)('/rest/v1 tables the app uses (%s)', (engine) => {
  let server: RestServer;
  let cast: Cast;
  let asA: SupabaseClient;

  beforeAll(async () => {
    server = await startRestServer(engine);
    cast = await createCast(server.db);
    asA = server.client(await server.tokenFor(cast.a));
  });
  afterAll(async () => server?.close());

  it('profiles: select full_name by id, single; update returning the row', async () => {
    const { data, error } = await asA
      .from('profiles')
      .select('full_name, updated_at')
      .eq('id', cast.a.id)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ full_name: 'Ana A', updated_at: expect.any(String) });
    const updated = await asA
      .from('profiles')
      .update({ full_name: 'Ana Atualizada', updated_at: new Date().toISOString() })
      .eq('id', cast.a.id)
      .select()
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toMatchObject({ id: cast.a.id, full_name: 'Ana Atualizada' });
  });

  it('plans: all ordered by order ascending (anon), and one by id', async () => {
    const anon = server.client();
    const { data, error } = await anon
      .from('plans')
      .select('*')
      .order('order', { ascending: true });
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    const orders = data!.map((p) => p.order as number);
    expect(orders).toEqual([...orders].sort((x, y) => x - y));
    const one = await anon.from('plans').select('*').eq('id', 'free_plan').single();
    expect(one.error).toBeNull();
    expect(one.data).toMatchObject({ id: 'free_plan' });
    expect(typeof one.data.price).toBe('number');
    expect(Array.isArray(one.data.features)).toBe(true);
  });

  it('app_settings: anon reads the public settings by key', async () => {
    const { data, error } = await server
      .client()
      .from('app_settings')
      .select('key, value')
      .in('key', ['maintenance_mode', 'allow_new_registrations']);
    expect(error).toBeNull();
    expect(data!.map((s) => s.key).sort()).toEqual(['allow_new_registrations', 'maintenance_mode']);
    expect(data!.every((s) => typeof s.value === 'object')).toBe(true);
  });

  it('qr_codes: insert returning id, list by user ordered, single by id and user, update, delete', async () => {
    const inserted = await asA
      .from('qr_codes')
      .insert({
        user_id: cast.a.id,
        target_url: 'https://example.com/novo',
        fg_color: '#fd1455',
        bg_color: '#ffffff',
        logo_url: null,
        scan_count: 0,
      })
      .select('id')
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id as string;

    const list = await asA
      .from('qr_codes')
      .select('*')
      .eq('user_id', cast.a.id)
      .order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    expect(list.data!.map((r) => r.id)).toContain(id);
    expect(list.data![0]).toMatchObject({
      scan_count: expect.any(Number),
      created_at: expect.any(String),
    });

    const single = await asA
      .from('qr_codes')
      .select('*')
      .eq('id', id)
      .eq('user_id', cast.a.id)
      .single();
    expect(single.data).toMatchObject({
      id,
      target_url: 'https://example.com/novo',
      logo_url: null,
    });

    const updated = await asA
      .from('qr_codes')
      .update({
        user_id: cast.a.id,
        target_url: 'https://example.com/editado',
        fg_color: '#000000',
        bg_color: '#ffffff',
        logo_url: null,
        updated_at: new Date().toISOString(),
      })
      .eq('id', id)
      .eq('user_id', cast.a.id)
      .select('id')
      .single();
    expect(updated.error).toBeNull();
    expect(updated.data).toEqual({ id });

    const redirect = await asA.from('qr_codes').select('target_url, user_id').eq('id', id).single();
    expect(redirect.data).toEqual({
      target_url: 'https://example.com/editado',
      user_id: cast.a.id,
    });

    const deleted = await asA.from('qr_codes').delete().eq('id', id);
    expect(deleted.error).toBeNull();
    expect(deleted.status).toBe(204);
    const gone = await asA.from('qr_codes').select('id').eq('id', id);
    expect(gone.data).toEqual([]);
  });

  it('qr_code_scans: in() over the user code ids, embedding qr_codes(id, target_url), newest first', async () => {
    const { data, error } = await asA
      .from('qr_code_scans')
      .select('id, scanned_at, user_agent, qr_codes(id, target_url)')
      .in('qr_code_id', [cast.rows.qrCodeId])
      .order('scanned_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: cast.rows.scanId,
        scanned_at: expect.any(String),
        user_agent: 'UA',
        qr_codes: { id: cast.rows.qrCodeId, target_url: 'https://example.com/a' },
      },
    ]);
  });

  it('notifications: insert, list newest first, mark one and many read, delete', async () => {
    const ins = await asA.from('notifications').insert({
      user_id: cast.a.id,
      message: 'QR Code criado para https://example.com/a',
      type: 'info',
      related_qr_code_id: cast.rows.qrCodeId,
    });
    expect(ins.error).toBeNull();
    expect(ins.status).toBe(201);
    const list = await asA
      .from('notifications')
      .select('*')
      .eq('user_id', cast.a.id)
      .order('created_at', { ascending: false });
    expect(list.error).toBeNull();
    const ids = list.data!.map((n) => n.id as string);
    expect(ids.length).toBeGreaterThanOrEqual(2);

    const one = await asA
      .from('notifications')
      .update({ is_read: true })
      .eq('id', ids[0]!)
      .eq('user_id', cast.a.id);
    expect(one.error).toBeNull();
    const many = await asA
      .from('notifications')
      .update({ is_read: true })
      .in('id', ids)
      .eq('user_id', cast.a.id)
      .select('id, is_read');
    expect(many.error).toBeNull();
    expect(many.data!.every((n) => n.is_read === true)).toBe(true);
    expect(many.data).toHaveLength(ids.length);

    const del = await asA.from('notifications').delete().eq('id', ids[0]!).eq('user_id', cast.a.id);
    expect(del.error).toBeNull();
    const after = await asA
      .from('notifications')
      .select('id', { count: 'exact' })
      .eq('user_id', cast.a.id);
    expect(after.count).toBe(ids.length - 1);
  });

  it('short_links: insert returning single, select by code or alias with or(), update, delete', async () => {
    const code = `C${Date.now().toString(36)}`;
    const ins = await asA
      .from('short_links')
      .insert({
        user_id: cast.a.id,
        original_url: 'https://example.com/longo',
        short_code: code,
        custom_alias: `alias-${code}`,
        description: null,
      })
      .select()
      .single();
    expect(ins.error).toBeNull();
    expect(ins.data).toMatchObject({ short_code: code, custom_alias: `alias-${code}` });
    const id = ins.data!.id as string;

    const byAlias = await asA
      .from('short_links')
      .select('short_code')
      .eq('custom_alias', `alias-${code}`);
    expect(byAlias.data).toEqual([{ short_code: code }]);
    const either = await asA
      .from('short_links')
      .select('id, original_url, custom_alias, short_code')
      .or(`short_code.eq.${code},custom_alias.eq.${code}`);
    expect(either.data).toEqual([
      {
        id,
        original_url: 'https://example.com/longo',
        custom_alias: `alias-${code}`,
        short_code: code,
      },
    ]);
    const mine = await asA
      .from('short_links')
      .select('*')
      .eq('user_id', cast.a.id)
      .order('created_at', { ascending: false });
    expect(mine.data!.map((l) => l.id)).toContain(id);

    const upd = await asA
      .from('short_links')
      .update({
        original_url: 'https://example.com/novo',
        custom_alias: null,
        description: 'desc',
        updated_at: new Date().toISOString(),
      })
      .eq('id', id)
      .eq('user_id', cast.a.id);
    expect(upd.error).toBeNull();
    const one = await asA
      .from('short_links')
      .select('*')
      .eq('id', id)
      .eq('user_id', cast.a.id)
      .single();
    expect(one.data).toMatchObject({
      original_url: 'https://example.com/novo',
      custom_alias: null,
      description: 'desc',
    });

    const del = await asA.from('short_links').delete().eq('id', id);
    expect(del.error).toBeNull();
  });

  it('link_clicks: by short_link_id, newest first', async () => {
    const { data, error } = await asA
      .from('link_clicks')
      .select('*')
      .eq('short_link_id', cast.rows.shortLinkId)
      .order('clicked_at', { ascending: false });
    expect(error).toBeNull();
    expect(data!.map((c) => c.id)).toEqual([cast.rows.clickId]);
  });
});
