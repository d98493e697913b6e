/**
 * Admin client management: the admin check, client list/update/delete and the last-admin rule.
 * Calls run as the API would (SET LOCAL ROLE + claims) and commit.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import {
  ENGINES,
  adminCaller,
  asRole,
  createAuthUser,
  useFreshDatabase,
} from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { createCast } from '../../tests/support/db-fixtures';
import type { Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';

type Json = Record<string, unknown>;

describe.each(ENGINES)('admin clients on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let admin: Caller;
  const one = async <T = Json>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r as T);

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    admin = cast.callers.admin;
  });

  it('refuses non-admins with 42501 and a pt-BR message', async () => {
    const error = await pgError(
      one(cast.callers.a, 'select public.get_admin_analytics_overview() as r'),
    );
    expect(error).toEqual({
      code: '42501',
      message: 'Acesso negado: apenas administradores podem realizar esta ação.',
    });
  });

  it('lists clients and updates one', async () => {
    const rows = await asRole(
      db,
      admin,
      async (tx) => (await tx.query('select * from public.get_all_clients()')).rows,
    );
    expect(rows.map((r) => r.email)).toEqual(expect.arrayContaining([cast.a.email, cast.b.email]));
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'created_at',
      'email',
      'full_name',
      'id',
      'plan_id',
      'role',
    ]);

    const result = await one(
      admin,
      "select public.admin_update_client($1, '  Ana Nova ', 'user') as r",
      [cast.a.id],
    );
    expect(result).toEqual({ success: true, message: 'Cliente atualizado com sucesso.' });
    const { rows: profile } = await db.query(
      'select full_name from public.profiles where id = $1',
      [cast.a.id],
    );
    expect(profile[0]?.full_name).toBe('Ana Nova');

    expect(
      await one(admin, "select public.admin_update_client(gen_random_uuid(), 'X', 'user') as r"),
    ).toEqual({
      success: false,
      message: 'Cliente não encontrado.',
    });
    expect(
      (
        await pgError(
          one(admin, "select public.admin_update_client($1, '  ', 'user') as r", [cast.a.id]),
        )
      ).code,
    ).toBe('22023');
    expect(
      (
        await pgError(
          one(admin, "select public.admin_update_client($1, 'X', 'root') as r", [cast.a.id]),
        )
      ).code,
    ).toBe('22023');
  });

  it('never demotes or deletes the last admin, by any path', async () => {
    const self = cast.admin.id;
    expect(
      await one(admin, "select public.admin_update_client($1, 'Adm', 'user') as r", [self]),
    ).toEqual({
      success: false,
      message: 'Não é possível rebaixar o último administrador.',
    });
    expect(await one(admin, 'select public.admin_delete_user_and_data($1) as r', [self])).toEqual({
      success: false,
      message: 'Não é possível excluir o último administrador.',
    });
    // Even the table owner cannot remove the last admin (trigger backstop).
    expect((await pgError(db.query('delete from auth.users where id = $1', [self]))).code).toBe(
      'P0001',
    );
    expect(
      (await pgError(db.query("update public.profiles set role = 'user' where id = $1", [self])))
        .code,
    ).toBe('P0001');
    const { rows } = await db.query(
      "select count(*)::int as n from public.profiles where role = 'admin'",
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('hands over admin: promote another, then the first may step down', async () => {
    const second = await createAuthUser(db, { fullName: 'Segunda Admin' });
    expect(
      await one(admin, "select public.admin_update_client($1, 'Segunda Admin', 'admin') as r", [
        second.id,
      ]),
    ).toMatchObject({ success: true });
    const secondCaller = adminCaller(second);
    expect(
      await one(secondCaller, "select public.admin_update_client($1, 'Adm', 'user') as r", [
        cast.admin.id,
      ]),
    ).toMatchObject({ success: true });
    // The former admin has lost the power at once.
    expect(
      (await pgError(one(admin, 'select public.get_admin_analytics_overview() as r'))).code,
    ).toBe('42501');
    admin = secondCaller;
  });

  it('deletes a user and all their data', async () => {
    const victim = await createAuthUser(db);
    await db.query(
      "insert into public.qr_codes (user_id, target_url) values ($1, 'https://example.com')",
      [victim.id],
    );
    await db.query(
      `insert into storage.objects (bucket_id, name, owner, owner_id)
       values ('qr_logos', $1 || '/1.png', $1::uuid, $1)`,
      [victim.id],
    );
    expect(
      await one(admin, 'select public.admin_delete_user_and_data($1) as r', [victim.id]),
    ).toEqual({
      success: true,
      message: 'Cliente e todos os seus dados foram excluídos.',
    });
    const { rows } = await db.query(
      `select (select count(*) from auth.users where id = $1)::int as users,
              (select count(*) from public.profiles where id = $1)::int as profiles,
              (select count(*) from public.qr_codes where user_id = $1)::int as codes,
              (select count(*) from storage.objects where name like $1 || '/%')::int as logos`,
      [victim.id],
    );
    expect(rows[0]).toEqual({ users: 0, profiles: 0, codes: 0, logos: 0 });
    expect(
      await one(admin, 'select public.admin_delete_user_and_data($1) as r', [victim.id]),
    ).toMatchObject({ success: false });
  });
});
