/**
 * Admin plans, settings and analytics: plan form rules, permanent ids, deletion rules,
 * validated settings and the overview. Calls run as the API would and commit.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, asRole, useFreshDatabase } from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { createCast } from '../../tests/support/db-fixtures';
import type { Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';

type Json = Record<string, unknown>;

describe.each(ENGINES)('admin plans and settings on %s', (engine) => {
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

  it('creates and updates plans with the form rules', async () => {
    const created = await one(
      admin,
      "select public.admin_create_plan('plano_teste', 'Teste', 'd', 10, '', '[\"A\", \"B\"]', true, 7, 0, '  ') as r",
    );
    expect(created).toMatchObject({ success: true, id: 'plano_teste' });
    const { rows } = await db.query("select * from public.plans where id = 'plano_teste'");
    expect(rows[0]).toMatchObject({
      price: 10,
      price_yearly: null,
      mercadopago_link: null,
      mercadopago_link_yearly: null,
      features: ['A', 'B'],
      popular: true,
      order: 7,
    });

    // Features may arrive as the textarea's JSON text.
    await one(
      admin,
      "select public.admin_update_plan('plano_teste', 'Teste 2', null, 12.5, 'https://mp.example/c', to_jsonb('[\"X\"]'::text), false, 3, 105, null) as r",
    );
    const { rows: updated } = await db.query(
      "select name, price, price_yearly, features, mercadopago_link from public.plans where id = 'plano_teste'",
    );
    expect(updated[0]).toEqual({
      name: 'Teste 2',
      price: 12.5,
      price_yearly: 105,
      features: ['X'],
      mercadopago_link: 'https://mp.example/c',
    });

    const bad = (sql: string) => pgError(one(admin, sql));
    expect(
      await bad("select public.admin_create_plan('plano_teste', 'Dup', null, 1) as r"),
    ).toEqual({ code: '23505', message: 'Já existe um plano com este ID.' });
    expect(
      (await bad("select public.admin_create_plan('plano com espaco', 'X', null, 1) as r")).code,
    ).toBe('22023');
    expect(
      await bad("select public.admin_create_plan('p2', 'X', null, 1, null, '{\"a\":1}') as r"),
    ).toEqual({ code: '22023', message: "O campo 'Recursos' deve ser um JSON array válido." });
    expect(
      (
        await bad(
          "select public.admin_create_plan('p3', 'X', null, 1, null, to_jsonb('[oops'::text)) as r",
        )
      ).code,
    ).toBe('22023');
    expect((await bad("select public.admin_create_plan('p4', 'X', null, -1) as r")).code).toBe(
      '22023',
    );
    expect((await bad("select public.admin_create_plan('p5', ' ', null, 1) as r")).code).toBe(
      '22023',
    );
    expect(
      (await bad("select public.admin_create_plan('p6', 'X', null, 1, 'javascript:alert(1)') as r"))
        .code,
    ).toBe('22023');
    expect(
      (await bad("select public.admin_update_plan('nao_existe', 'X', null, 1) as r")).code,
    ).toBe('P0002');
  });

  it('sets how many workspaces, members, pages and domains a plan allows: 1 (domains 0) when left out, unchanged on an update without them', async () => {
    const workspaces = async () =>
      (
        await db.query(
          "select max_workspaces, max_seats, max_pages, max_domains from public.plans where id = 'plano_equipe'",
        )
      ).rows[0];
    await one(admin, "select public.admin_create_plan('plano_equipe', 'Equipe', null, 10) as r");
    expect(await workspaces()).toEqual({
      max_workspaces: 1,
      max_seats: 1,
      max_pages: 1,
      max_domains: 0,
    });
    await one(
      admin,
      "select public.admin_update_plan(p_id => 'plano_equipe', p_name => 'Equipe', p_price => 10, p_max_workspaces => 5, p_max_seats => 8, p_max_pages => 0, p_max_domains => 3) as r",
    );
    expect(await workspaces()).toEqual({
      max_workspaces: 5,
      max_seats: 8,
      max_pages: 0,
      max_domains: 3,
    });
    await one(admin, "select public.admin_update_plan('plano_equipe', 'Equipe', null, 11) as r");
    expect(await workspaces()).toEqual({
      max_workspaces: 5,
      max_seats: 8,
      max_pages: 0,
      max_domains: 3,
    });
    expect(
      await pgError(
        one(
          admin,
          "select public.admin_update_plan(p_id => 'plano_equipe', p_name => 'Equipe', p_price => 10, p_max_pages => 10001) as r",
        ),
      ),
    ).toEqual({ code: '22023', message: 'Permita de 0 a 10000 páginas por espaço de trabalho.' });
    expect(
      await pgError(
        one(
          admin,
          "select public.admin_update_plan(p_id => 'plano_equipe', p_name => 'Equipe', p_price => 10, p_max_domains => 1001) as r",
        ),
      ),
    ).toEqual({
      code: '22023',
      message: 'Permita de 0 a 1000 domínios próprios por espaço de trabalho.',
    });
    for (const bad of [0, 1001]) {
      expect(
        await pgError(
          one(
            admin,
            `select public.admin_update_plan(p_id => 'plano_equipe', p_name => 'Equipe', p_price => 10, p_max_workspaces => ${bad}) as r`,
          ),
        ),
      ).toEqual({ code: '22023', message: 'Permita de 1 a 1000 espaços de trabalho por conta.' });
      expect(
        await pgError(
          one(
            admin,
            `select public.admin_update_plan(p_id => 'plano_equipe', p_name => 'Equipe', p_price => 10, p_max_seats => ${bad * 10}) as r`,
          ),
        ),
      ).toEqual({ code: '22023', message: 'Permita de 1 a 10000 membros por espaço de trabalho.' });
    }
  });

  it('keeps plan ids permanent, even for the table owner', async () => {
    const error = await pgError(
      db.query("update public.plans set id = 'basico2' where id = 'basico'"),
    );
    expect(error).toEqual({
      code: '22023',
      message: 'O ID do plano não pode ser alterado após a criação.',
    });
    expect(
      (await pgError(db.query("insert into public.plans (id, name) values ('com espaco', 'X')")))
        .code,
    ).toBe('23514');
  });

  it('deletes plans only when free of subscribers and payments', async () => {
    const del = (id: string) => one(admin, 'select public.admin_delete_plan($1) as r', [id]);
    expect(await del('free_plan')).toEqual({
      success: false,
      message: 'O plano gratuito (free_plan) não pode ser excluído.',
    });
    await db.query("update public.profiles set plan_id = 'profissional' where id = $1", [
      cast.b.id,
    ]);
    expect(await del('profissional')).toEqual({
      success: false,
      message: 'Não é possível excluir este plano: há usuários inscritos nele.',
    });
    expect(await del('basico')).toMatchObject({ success: false }); // A's pending payment references it
    expect(await del('plano_teste')).toEqual({
      success: true,
      message: 'Plano excluído com sucesso.',
    });
    expect(await del('plano_teste')).toEqual({ success: false, message: 'Plano não encontrado.' });
  });

  it('reads and writes settings with a validated shape', async () => {
    const rows = await asRole(
      db,
      admin,
      async (tx) => (await tx.query('select * from public.get_all_app_settings()')).rows,
    );
    expect(rows.map((r) => r.key)).toEqual([
      'admin_mfa_required',
      'allow_new_registrations',
      'maintenance_mode',
    ]);
    expect(
      await one(
        admin,
        'select public.update_app_setting(\'maintenance_mode\', \'{"enabled": true, "message": "Voltamos já"}\') as r',
      ),
    ).toEqual({ success: true, message: 'Configuração atualizada com sucesso.' });
    const visible = await asRole(
      db,
      cast.callers.anon,
      async (tx) =>
        (await tx.query("select value from public.app_settings where key = 'maintenance_mode'"))
          .rows,
    );
    expect(visible[0]?.value).toEqual({ enabled: true, message: 'Voltamos já' });
    expect(
      (
        await pgError(
          one(admin, "select public.update_app_setting('secret', '{\"enabled\": true}') as r"),
        )
      ).code,
    ).toBe('22023');
    expect(
      (
        await pgError(
          one(
            admin,
            'select public.update_app_setting(\'maintenance_mode\', \'{"enabled": "yes"}\') as r',
          ),
        )
      ).code,
    ).toBe('22023');
    const tooLong = JSON.stringify({ enabled: true, message: 'x'.repeat(501) });
    expect(
      (
        await pgError(
          one(admin, "select public.update_app_setting('maintenance_mode', $1::jsonb) as r", [
            tooLong,
          ]),
        )
      ).code,
    ).toBe('22023');
    await one(
      admin,
      'select public.update_app_setting(\'maintenance_mode\', \'{"enabled": false, "message": ""}\') as r',
    );
  });

  it('summarises the platform for the analytics page', async () => {
    const overview = await one<Json>(admin, 'select public.get_admin_analytics_overview() as r');
    const { rows } = await db.query(
      `select (select count(*) from public.profiles) as total_users,
              (select count(*) from public.qr_codes) as total_qr_codes,
              (select count(*) from public.short_links) as total_short_links`,
    );
    expect(overview).toMatchObject(rows[0]!);
    expect(Object.keys(overview).sort()).toEqual([
      'new_users_last_30_days',
      'total_clicks',
      'total_qr_codes',
      'total_scans',
      'total_short_links',
      'total_users',
    ]);
  });
});
