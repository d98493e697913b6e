/**
 * The admin screens' reads: the client table paged, searched and sorted by the database, one
 * client for the edit form, and the daily activity behind the overview charts.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '@qrlink/server/db/database';
import { ENGINES, asRole, createAuthUser, useFreshDatabase } from '../../tests/support/databases';
import type { Caller } from '../../tests/support/databases';
import { createCast } from '../../tests/support/db-fixtures';
import type { Cast } from '../../tests/support/db-fixtures';
import { pgError } from '../../tests/support/db-probe';

interface ClientPage {
  total: number;
  rows: {
    id: string;
    full_name: string | null;
    email: string;
    role: string;
    plan_id: string;
    plan_name: string | null;
    created_at: string;
  }[];
}

describe.each(ENGINES)('admin reads on %s', (engine) => {
  let db: Db;
  let cast: Cast;
  let admin: Caller;
  const one = async <T>(caller: Caller, sql: string, params: unknown[] = []) =>
    asRole(db, caller, async (tx) => (await tx.query<{ r: T }>(sql, params)).rows[0]?.r as T);
  const page = (args: unknown[]) =>
    one<ClientPage>(admin, 'select public.admin_list_clients($1, $2, $3, $4, $5) as r', args);

  useFreshDatabase(engine, async (fresh) => {
    db = fresh;
    cast = await createCast(db);
    admin = cast.callers.admin;
    // 30 more clients, one of them with LIKE's wildcards in the name.
    for (let i = 0; i < 30; i += 1) {
      await createAuthUser(db, {
        email: `cliente-${String(i).padStart(2, '0')}@lista.example`,
        fullName: i === 7 ? 'Zé 100%_real' : `Cliente ${String(i).padStart(2, '0')}`,
      });
    }
    await db.query("update public.profiles set plan_id = 'basico' where id = $1", [cast.b.id]);
  });

  it('pages through every client with the total, newest first by default', async () => {
    const first = await page([null, 'created_at', false, 20, 0]);
    const second = await page([null, 'created_at', false, 20, 20]);
    expect(first.total).toBe(33);
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(13);
    const ids = [...first.rows, ...second.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(33);
    const times = [...first.rows, ...second.rows].map((row) => Date.parse(row.created_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(Object.keys(first.rows[0]!).sort()).toEqual(
      ['created_at', 'email', 'full_name', 'id', 'plan_id', 'plan_name', 'role'].sort(),
    );
  });

  it('searches names and e-mails as substrings, wildcards taken literally', async () => {
    const byEmail = await page(['LISTA.example', 'email', true, 100, 0]);
    expect(byEmail.total).toBe(30);
    expect(byEmail.rows[0]?.email).toBe('cliente-00@lista.example');
    const byName = await page(['bruno', 'created_at', false, 20, 0]);
    expect(byName.rows.map((row) => row.id)).toEqual([cast.b.id]);
    const literal = await page(['100%_', 'created_at', false, 20, 0]);
    expect(literal.rows.map((row) => row.full_name)).toEqual(['Zé 100%_real']);
    expect((await page(['%', 'created_at', false, 20, 0])).total).toBe(1);
    expect(await page(['ninguém-aqui', 'created_at', false, 20, 0])).toEqual({
      total: 0,
      rows: [],
    });
  });

  it('sorts by name, role and plan, and shows the plan name', async () => {
    const byName = await page([null, 'full_name', true, 100, 0]);
    const names = byName.rows.map((row) => (row.full_name ?? '').toLowerCase());
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'en')));
    const byRole = await page([null, 'role', true, 1, 0]);
    expect(byRole.rows[0]?.role).toBe('admin');
    const byPlan = await page([null, 'plan', true, 1, 0]);
    expect(byPlan.rows[0]).toMatchObject({ id: cast.b.id, plan_id: 'basico', plan_name: 'Básico' });
  });

  it('refuses a bad sort or page with 22023', async () => {
    for (const args of [
      [null, 'password', true, 20, 0],
      [null, 'email', true, 0, 0],
      [null, 'email', true, 101, 0],
      [null, 'email', true, 20, -1],
      ['x'.repeat(201), 'email', true, 20, 0],
    ]) {
      expect((await pgError(page(args))).code).toBe('22023');
    }
  });

  it('reads one client, or null', async () => {
    expect(await one(admin, 'select public.admin_get_client($1) as r', [cast.a.id])).toMatchObject({
      id: cast.a.id,
      email: cast.a.email,
      full_name: 'Ana A',
      role: 'user',
      plan_id: 'free_plan',
      workspaces: [
        { id: expect.any(String), name: 'Pessoal', personal: true, role: 'owner', members: 1 },
      ],
    });
    expect(await one(admin, 'select public.admin_get_client(gen_random_uuid()) as r')).toBeNull();
  });

  it('counts new users, scans and clicks per Brazilian day, zeros included', async () => {
    await db.query(
      `insert into public.qr_code_scans (qr_code_id, user_agent, is_bot)
       values ($1, 'UA', false), ($1, 'UA', false), ($1, 'bot', true)`,
      [cast.rows.qrCodeId],
    );
    const rows = await asRole(
      db,
      admin,
      async (tx) =>
        (await tx.query('select * from public.admin_daily_activity(30) order by day')).rows,
    );
    expect(rows).toHaveLength(30);
    const today = rows.at(-1) as Record<string, unknown>;
    // The cast's scan and click are counted too; the bot is not.
    expect(Number(today.scans)).toBe(3);
    expect(Number(today.clicks)).toBe(1);
    expect(Number(today.new_users)).toBe(33);
    expect(rows.slice(0, -1).every((row) => Number(row.scans) === 0)).toBe(true);
    for (const days of [0, 367]) {
      const error = await pgError(
        asRole(db, admin, (tx) =>
          tx.query('select * from public.admin_daily_activity($1)', [days]),
        ),
      );
      expect(error.code).toBe('22023');
    }
  });
});
