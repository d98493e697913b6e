/**
 * RLS decides, as on hosted Supabase: user B sees and changes nothing of user A's, whatever
 * shape the request takes (by id, in(), or(), embedding, rpc, writes), and an admin's power
 * comes from the database's own checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createCast } from '../support/db-fixtures';
import type { Cast } from '../support/db-fixtures';
import { ENGINES } from '../support/databases';
import { startRestServer } from './rest-harness';
import type { RestServer } from './rest-harness';

describe.each(ENGINES)('/rest/v1 row level security (%s)', (engine) => {
  let server: RestServer;
  let cast: Cast;
  let asA: SupabaseClient;
  let asB: SupabaseClient;
  let asAdmin: SupabaseClient;

  beforeAll(async () => {
    server = await startRestServer(engine);
    cast = await createCast(server.db);
    asA = server.client(await server.tokenFor(cast.a));
    asB = server.client(await server.tokenFor(cast.b));
    asAdmin = server.client(await server.tokenFor(cast.admin, { aal: 'aal2' }));
  });
  afterAll(async () => server?.close());

  const qrOfA = async () =>
    (
      await server.db.query<{ target_url: string }>(
        'select target_url from public.qr_codes where id = $1',
        [cast.rows.qrCodeId],
      )
    ).rows;

  it('B reads nothing of A by id, in(), or(), embedding, or count', async () => {
    const id = cast.rows.qrCodeId;
    expect((await asB.from('qr_codes').select('*').eq('id', id)).data).toEqual([]);
    expect((await asB.from('qr_codes').select('*').in('id', [id])).data).toEqual([]);
    expect(
      (await asB.from('qr_codes').select('*').or(`id.eq.${id},user_id.eq.${cast.a.id}`)).data,
    ).toEqual([]);
    expect((await asB.from('qr_code_scans').select('id, qr_codes(id, target_url)')).data).toEqual(
      [],
    );
    expect((await asB.from('notifications').select('*').eq('user_id', cast.a.id)).data).toEqual([]);
    expect(
      (await asB.from('short_links').select('*').eq('id', cast.rows.shortLinkId)).data,
    ).toEqual([]);
    expect((await asB.from('link_clicks').select('*')).data).toEqual([]);
    const counted = await asB.from('qr_codes').select('id', { count: 'exact', head: true });
    expect(counted.count).toBe(0);
  });

  it('B embedding A rows from B-visible rows yields null / empty, never A data', async () => {
    // A profile embed of qr_codes (one-to-many through user_id -> auth.users is not exposed),
    // so check the many-to-one direction from notifications B owns to A's QR code.
    await server.db.query(
      "insert into public.notifications (user_id, type, message, related_qr_code_id) values ($1, 'other', 'x', $2)",
      [cast.b.id, cast.rows.qrCodeId],
    );
    const { data, error } = await asB.from('notifications').select('id, qr_codes(id, target_url)');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: expect.any(String), qr_codes: null }]);
    const inner = await asB.from('notifications').select('id, qr_codes!inner(id)');
    expect(inner.data).toEqual([]);
  });

  it('single() on a row B cannot see is PGRST116 with the exact PostgREST JSON', async () => {
    const res = await fetch(`${server.url}/rest/v1/qr_codes?select=*&id=eq.${cast.rows.qrCodeId}`, {
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${await server.tokenFor(cast.b)}`,
        accept: 'application/vnd.pgrst.object+json',
      },
    });
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const viaClient = await asB.from('qr_codes').select('*').eq('id', cast.rows.qrCodeId).single();
    expect(viaClient.error?.code).toBe('PGRST116');
  });

  it('B cannot update, delete or insert-as A; A row unchanged', async () => {
    const upd = await asB
      .from('qr_codes')
      .update({ target_url: 'https://evil.example' })
      .eq('id', cast.rows.qrCodeId)
      .select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const del = await asB.from('qr_codes').delete().eq('id', cast.rows.qrCodeId);
    expect(del.error).toBeNull();
    const ins = await asB
      .from('qr_codes')
      .insert({ user_id: cast.a.id, target_url: 'https://evil.example' });
    expect(ins.error?.code).toBe('42501');
    expect(ins.status).toBe(403);
    expect(await qrOfA()).toEqual([{ target_url: 'https://example.com/a' }]);
  });

  it('an unfiltered update or delete by B touches only B rows', async () => {
    const before = await server.db.query(
      'select count(*)::int as n from public.notifications where user_id = $1',
      [cast.a.id],
    );
    const upd = await asB.from('notifications').update({ is_read: true }).select('user_id');
    expect(upd.error).toBeNull();
    expect(upd.data!.every((n) => n.user_id === cast.b.id)).toBe(true);
    expect((await asB.from('notifications').delete().select('user_id')).error).toBeNull();
    const after = await server.db.query(
      'select count(*)::int as n, bool_or(is_read) as read from public.notifications where user_id = $1',
      [cast.a.id],
    );
    expect(after.rows[0]).toMatchObject({ n: (before.rows[0] as { n: number }).n, read: false });
  });

  it('a single() update that matches nothing is rolled back with PGRST116', async () => {
    const res = await asB
      .from('notifications')
      .update({ is_read: true })
      .eq('user_id', cast.a.id)
      .select()
      .single();
    expect(res.error?.code).toBe('PGRST116');
  });

  it('a single() update that matches two rows changes neither (PGRST116, rolled back)', async () => {
    const made = await asB
      .from('qr_codes')
      .insert([
        { user_id: cast.b.id, target_url: 'https://exemplo.com.br/um' },
        { user_id: cast.b.id, target_url: 'https://exemplo.com.br/dois' },
      ])
      .select('id');
    expect(made.error).toBeNull();
    const ids = (made.data as Array<{ id: string }>).map((row) => row.id);
    const res = await asB
      .from('qr_codes')
      .update({ target_url: 'https://exemplo.com.br/os-dois' })
      .in('id', ids)
      .select()
      .single();
    expect(res.error?.code).toBe('PGRST116');
    const after = await asB.from('qr_codes').select('target_url').in('id', ids).order('target_url');
    expect(after.data).toEqual([
      { target_url: 'https://exemplo.com.br/dois' },
      { target_url: 'https://exemplo.com.br/um' },
    ]);
    await asB.from('qr_codes').delete().in('id', ids);
  });

  it('anon is refused private tables with 401 and gets public ones', async () => {
    const anon = server.client();
    const res = await anon.from('qr_codes').select('*');
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe('42501');
    expect((await anon.from('plans').select('id')).error).toBeNull();
  });

  it('admin functions: admin gets rows, B gets 403 with the database message', async () => {
    const admin = await asAdmin.rpc('get_all_clients');
    expect(admin.error).toBeNull();
    expect((admin.data as Array<{ id: string }>).map((c) => c.id)).toEqual(
      expect.arrayContaining([cast.a.id, cast.b.id, cast.admin.id]),
    );
    const b = await asB.rpc('get_all_clients');
    expect(b.status).toBe(403);
    expect(b.error?.code).toBe('42501');
    const overview = await asB.rpc('get_admin_analytics_overview');
    expect(overview.status).toBe(403);
  });

  it('rpc by B on A code changes nothing', async () => {
    await server.db.query('update public.qr_codes set scan_count = 0 where id = $1', [
      cast.rows.qrCodeId,
    ]);
    const res = await asB.rpc('increment_qr_scan_count', { qr_id_param: cast.rows.qrCodeId });
    expect(res.error).toBeNull();
    const { rows } = await server.db.query<{ scan_count: number }>(
      'select scan_count from public.qr_codes where id = $1',
      [cast.rows.qrCodeId],
    );
    expect(rows[0]?.scan_count).toBe(0);
    // The same call by the owner does reconcile the count: the probe above could see a change.
    await asA.rpc('increment_qr_scan_count', { qr_id_param: cast.rows.qrCodeId });
    const after = await server.db.query<{ scan_count: number }>(
      'select scan_count from public.qr_codes where id = $1',
      [cast.rows.qrCodeId],
    );
    expect(after.rows[0]?.scan_count).toBe(1);
  });
});
