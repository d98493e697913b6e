/**
 * The rest of the wire supabase-js speaks: bulk inserts with columns=, upserts, range() with
 * counts, maybeSingle(), delete().select(), HEAD counts, nulls stripped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createCast } from '../support/db-fixtures';
import type { Cast } from '../support/db-fixtures';
import { ENGINES } from '../support/databases';
import { startRestServer } from './rest-harness';
import type { RestServer } from './rest-harness';

describe.each(ENGINES)('/rest/v1 writes and paging (%s)', (engine) => {
  let server: RestServer;
  let cast: Cast;
  let asA: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(async () => {
    server = await startRestServer(engine);
    cast = await createCast(server.db);
    asA = server.client(await server.tokenFor(cast.a));
    service = server.client(server.serviceKey);
  });
  afterAll(async () => server?.close());

  it('bulk insert sends columns= and answers 201 with no body; rows of different keys get nulls', async () => {
    const res = await asA.from('notifications').insert([
      { user_id: cast.a.id, type: 'other', message: 'um' },
      {
        user_id: cast.a.id,
        type: 'other',
        message: 'dois',
        related_qr_code_id: cast.rows.qrCodeId,
      },
    ]);
    expect(res).toMatchObject({ status: 201, data: null, error: null });
    const { data } = await asA
      .from('notifications')
      .select('message, related_qr_code_id')
      .in('message', ['um', 'dois'])
      .order('message');
    expect(data).toEqual([
      { message: 'dois', related_qr_code_id: cast.rows.qrCodeId },
      { message: 'um', related_qr_code_id: null },
    ]);
  });

  it('a failing row rolls back the whole bulk insert', async () => {
    const res = await asA.from('notifications').insert([
      { user_id: cast.a.id, type: 'other', message: 'tres' },
      { user_id: cast.a.id, type: 'not-a-type', message: 'quatro' },
    ]);
    expect(res.error?.code).toBe('23514');
    expect((await asA.from('notifications').select('id').eq('message', 'tres')).data).toEqual([]);
  });

  it('upsert merges or ignores duplicates on the conflict column', async () => {
    const plan = { id: 'bench_plan', name: 'Plano X', price: 10, features: ['a'] };
    expect(
      (await service.from('plans').upsert(plan, { onConflict: 'id' }).select()).data,
    ).toMatchObject([{ id: 'bench_plan', name: 'Plano X', price: 10, features: ['a'] }]);
    const merged = await service
      .from('plans')
      .upsert({ ...plan, name: 'Plano Y' }, { onConflict: 'id' })
      .select('name');
    expect(merged.data).toEqual([{ name: 'Plano Y' }]);
    const ignored = await service
      .from('plans')
      .upsert({ ...plan, name: 'Plano Z' }, { onConflict: 'id', ignoreDuplicates: true })
      .select('name');
    expect(ignored.data).toEqual([]);
    expect(
      (await service.from('plans').select('name').eq('id', 'bench_plan').single()).data,
    ).toEqual({ name: 'Plano Y' });
    const denied = await asA.from('plans').upsert({ ...plan, name: 'hack' });
    expect(denied.status).toBe(403);
  });

  it('range() pages with offset/limit and count=exact gives Content-Range totals', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      user_id: cast.a.id,
      type: 'other',
      message: `p${i}`,
    }));
    await asA.from('notifications').insert(rows);
    const page = await asA
      .from('notifications')
      .select('message', { count: 'exact' })
      .like('message', 'p%')
      .order('message')
      .range(1, 2);
    expect(page).toMatchObject({
      status: 206,
      count: 5,
      data: [{ message: 'p1' }, { message: 'p2' }],
    });
    const res = await server.rest('/notifications?select=id&message=like.p*&offset=4&limit=10', {
      token: await server.tokenFor(cast.a),
      headers: { prefer: 'count=exact' },
    });
    expect(res.headers.get('content-range')).toBe('4-4/5');
    const ranged = await server.rest(
      '/notifications?select=message&message=like.p*&order=message',
      {
        token: await server.tokenFor(cast.a),
        headers: { range: '2-3' },
      },
    );
    expect(await ranged.json()).toEqual([{ message: 'p2' }, { message: 'p3' }]);
    expect(ranged.headers.get('content-range')).toBe('2-3/*');
    const beyond = await asA
      .from('notifications')
      .select('id', { count: 'exact' })
      .like('message', 'p%')
      .range(10, 12);
    expect(beyond.status).toBe(416);
    const head = await asA
      .from('notifications')
      .select('*', { count: 'exact', head: true })
      .like('message', 'p%');
    expect(head).toMatchObject({ count: 5, data: null, error: null });
  });

  it('maybeSingle() gives null for no row; delete().select() returns what was deleted', async () => {
    const none = await asA
      .from('short_links')
      .select('short_code')
      .eq('custom_alias', 'nao-existe')
      .maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const { data: made } = await asA
      .from('notifications')
      .insert({ user_id: cast.a.id, type: 'other', message: 'apagar' })
      .select('id')
      .single();
    const deleted = await asA
      .from('notifications')
      .delete()
      .eq('id', made!.id)
      .select('id, message');
    expect(deleted).toMatchObject({ status: 200, data: [{ id: made!.id, message: 'apagar' }] });
  });

  it('stripNulls() leaves null fields out', async () => {
    const res = await asA
      .from('qr_codes')
      .select('id, logo_url')
      .eq('id', cast.rows.qrCodeId)
      .stripNulls();
    expect(res.data).toEqual([{ id: cast.rows.qrCodeId }]);
  });
});
