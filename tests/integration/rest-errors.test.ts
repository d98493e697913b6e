/**
 * Bad requests get a clean PostgREST-shaped 4xx and change nothing: bad tokens, malformed
 * filters, unknown names, injection attempts, oversized or invalid bodies, other schemas.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '@qrlink/server/http/shared/jwt';
import { createCast } from '../support/db-fixtures';
import type { Cast } from '../support/db-fixtures';
import { ENGINES } from '../support/databases';
import { startRestServer } from './rest-harness';
import type { RestServer } from './rest-harness';

describe.each(ENGINES)('/rest/v1 refusals (%s)', (engine) => {
  let server: RestServer;
  let cast: Cast;
  let tokenA: string;

  beforeAll(async () => {
    server = await startRestServer(engine);
    cast = await createCast(server.db);
    tokenA = await server.tokenFor(cast.a);
  });
  afterAll(async () => server?.close());

  const countOf = async (table: string) =>
    Number(
      (await server.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`))
        .rows[0]?.n,
    );

  const expectError = async (res: Response, status: number, code: string) => {
    const body = (await res.json()) as Record<string, unknown>;
    expect({ status: res.status, code: body.code }).toEqual({ status, code });
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    return body;
  };

  it('expired, tampered, wrong-secret and foreign-role tokens get 401', async () => {
    const expired = await server.tokenFor(cast.a, { expiresInSeconds: -60 });
    await expectError(await server.rest('/qr_codes', { token: expired }), 401, 'PGRST303');
    const [h, p, sig] = tokenA.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: cast.b.id })).toString('base64url');
    await expectError(
      await server.rest('/qr_codes', { token: `${h}.${forged}.${sig}` }),
      401,
      'PGRST301',
    );
    const wrongSecret = await signJwt({ ...claims }, 'another-secret-another-secret-1234', {
      expiresInSeconds: 60,
    });
    await expectError(await server.rest('/qr_codes', { token: wrongSecret }), 401, 'PGRST301');
    const superuser = await signJwt({ role: 'postgres' }, server.secret, { expiresInSeconds: 60 });
    await expectError(await server.rest('/qr_codes', { token: superuser }), 401, 'PGRST303');
    const none = await fetch(`${server.url}/rest/v1/plans`);
    await expectError(none, 401, 'PGRST302');
    const res = await server.rest('/qr_codes', { token: expired });
    expect(res.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('malformed select, filters, logic trees and order are 400 PGRST100', async () => {
    for (const query of [
      'select=id::text',
      'select=data->>x',
      'select=...qr_codes(id)',
      'select=id,',
      'select=qr_codes(',
      'id=eqq.1',
      'id=fts.x',
      'id=eq(any).{1,2}',
      'id=noop',
      'id=in.1,2',
      'id=in.("a)',
      'is_read=is.maybe',
      'or=(id.eq.1',
      'or=()',
      'or=(id.eq.1,and(id.gt.2)',
      'order=created_at.sideways',
      'limit=-1',
      'offset=x',
      'qr_codes.order=id',
      'limit=1&limit=2',
    ]) {
      const res = await server.rest(`/notifications?${query}`, { token: tokenA });
      const body = await expectError(res, 400, 'PGRST100');
      expect(typeof body.message).toBe('string');
    }
  });

  it('unknown tables, columns, relationships and functions', async () => {
    await expectError(await server.rest('/nope', { token: tokenA }), 404, 'PGRST205');
    await expectError(
      await server.rest('/notifications?select=nope', { token: tokenA }),
      400,
      '42703',
    );
    await expectError(
      await server.rest('/notifications?nope=eq.1', { token: tokenA }),
      400,
      '42703',
    );
    await expectError(
      await server.rest('/notifications?order=nope', { token: tokenA }),
      400,
      '42703',
    );
    await expectError(
      await server.rest('/notifications?select=id,plans(id)', { token: tokenA }),
      400,
      'PGRST200',
    );
    await expectError(
      await server.rest('/notifications', { token: tokenA, method: 'POST', body: '{"nope":1}' }),
      400,
      'PGRST204',
    );
    await expectError(
      await server.rest('/rpc/nope', { token: tokenA, method: 'POST', body: '{}' }),
      404,
      'PGRST202',
    );
    await expectError(
      await server.rest('/rpc/check_if_email_exists', {
        token: tokenA,
        method: 'POST',
        body: '{"x":1}',
      }),
      404,
      'PGRST202',
    );
  });

  it('injection strings stay values or are refused as names; nothing changes', async () => {
    const before = await countOf('notifications');
    const evil = encodeURIComponent(`x'); delete from public.notifications; --`);
    const asValue = await server.rest(`/notifications?message=eq.${evil}`, { token: tokenA });
    expect(asValue.status).toBe(200);
    expect(await asValue.json()).toEqual([]);
    const inOr = await server.rest(
      `/notifications?or=(message.eq."${evil}",message.ilike."*${evil}*")`,
      { token: tokenA },
    );
    expect(inOr.status).toBe(200);
    const asUuid = await server.rest(`/notifications?id=eq.${evil}`, { token: tokenA });
    await expectError(asUuid, 400, '22P02');
    const asColumn = await server.rest(
      `/notifications?select=${encodeURIComponent('"id; delete from public.notifications"')}`,
      {
        token: tokenA,
      },
    );
    await expectError(asColumn, 400, '42703');
    const asKey = await server.rest(`/notifications?${encodeURIComponent('id;delete')}=eq.1`, {
      token: tokenA,
    });
    await expectError(asKey, 400, 'PGRST100');
    const asTable = await server.rest(
      `/${encodeURIComponent('notifications; delete from public.notifications')}`,
      {
        token: tokenA,
      },
    );
    await expectError(asTable, 404, 'PGRST205');
    const asBodyKey = await server.rest('/notifications', {
      token: tokenA,
      method: 'POST',
      body: JSON.stringify({ 'message") values (1); delete from public.notifications; --': 'x' }),
    });
    await expectError(asBodyKey, 400, 'PGRST204');
    const asBodyValue = await server.rest('/notifications', {
      token: tokenA,
      method: 'POST',
      headers: { prefer: 'return=representation' },
      body: JSON.stringify({
        user_id: cast.a.id,
        type: 'other',
        message: `'); delete from public.notifications; --`,
      }),
    });
    expect(asBodyValue.status).toBe(201);
    expect(((await asBodyValue.json()) as Array<{ message: string }>)[0]?.message).toBe(
      `'); delete from public.notifications; --`,
    );
    expect(await countOf('notifications')).toBe(before + 1);
  });

  it('bodies: oversized 413, invalid JSON 400, wrong type 415, array on PATCH 400; nothing written', async () => {
    const before = await countOf('notifications');
    const big = JSON.stringify({
      user_id: cast.a.id,
      type: 'other',
      message: 'x'.repeat(1_200_000),
    });
    const res = await server.rest('/notifications', { token: tokenA, method: 'POST', body: big });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST413');
    await expectError(
      await server.rest('/notifications', { token: tokenA, method: 'POST', body: '{"a":' }),
      400,
      'PGRST102',
    );
    await expectError(
      await server.rest('/notifications', { token: tokenA, method: 'POST', body: '' }),
      400,
      'PGRST102',
    );
    const form = await server.rest('/notifications', {
      token: tokenA,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    await expectError(form, 415, 'PGRST107');
    await expectError(
      await server.rest(`/notifications?id=eq.${cast.rows.notificationId}`, {
        token: tokenA,
        method: 'PATCH',
        body: '[{}]',
      }),
      400,
      'PGRST102',
    );
    await expectError(
      await server.rest('/notifications?on_conflict=id', {
        token: tokenA,
        method: 'POST',
        body: '{}',
      }),
      400,
      'PGRST100',
    );
    await expectError(
      await server.rest('/notifications?id=eq.1&columns=id', { token: tokenA, method: 'DELETE' }),
      400,
      'PGRST100',
    );
    expect(await countOf('notifications')).toBe(before);
  });

  it('database errors keep their code and get PostgREST statuses', async () => {
    const bad = await server.rest('/qr_codes', {
      token: tokenA,
      method: 'POST',
      body: JSON.stringify({ user_id: cast.a.id, target_url: 'javascript:alert(1)' }),
    });
    const body = await expectError(bad, 400, '22023');
    expect(body.message).toContain('URL de destino inválida');
    const code = `D${Date.now().toString(36)}`;
    const link = { user_id: cast.a.id, original_url: 'https://example.com', short_code: code };
    expect(
      (
        await server.rest('/short_links', {
          token: tokenA,
          method: 'POST',
          body: JSON.stringify(link),
        })
      ).status,
    ).toBe(201);
    await expectError(
      await server.rest('/short_links', {
        token: tokenA,
        method: 'POST',
        body: JSON.stringify(link),
      }),
      409,
      '23505',
    );
  });

  it('other schemas and media types are refused', async () => {
    await expectError(
      await server.rest('/users', { token: tokenA, headers: { 'accept-profile': 'auth' } }),
      406,
      'PGRST106',
    );
    await expectError(
      await server.rest('/notifications', {
        token: tokenA,
        method: 'POST',
        headers: { 'content-profile': 'storage' },
        body: '{}',
      }),
      406,
      'PGRST106',
    );
    await expectError(
      await server.rest('/plans', { headers: { accept: 'text/csv' } }),
      406,
      'PGRST107',
    );
  });

  it('GET requests run read-only: a writing function over GET is 405', async () => {
    const res = await server.rest(
      `/rpc/increment_qr_scan_count?qr_id_param=${cast.rows.qrCodeId}`,
      { token: tokenA },
    );
    await expectError(res, 405, '25006');
  });
});
